import { describe, expect, it } from 'vitest';
import { createI18n, loadGameStrings } from './index';
import { renderSentence } from '../kit/sentence';
import { troyesMessages } from '../../games/troyes';
import { iwariMessages } from '../../games/iwari';

// The log's lists as the kit renders them read as English: items named as the
// panels name them. Each game's own wording: src/games/<id>/i18n/sentences.test.ts.

describe("the items of the log's lists", () => {
  async function englishOf(ids: string[]) {
    const i18n = createI18n();
    for (const id of ids) await loadGameStrings(id, i18n);
    return i18n.getFixedT('en');
  }
  /** The sentence's text, player names left out (they are drawn as components). */
  const text = (nodes: ReturnType<typeof renderSentence>) => nodes.filter((n) => typeof n === 'string').join('');

  it('are named as the panels name them, not by their ids', async () => {
    const t = await englishOf(['troyes', 'iwari']);
    const troyes = troyesMessages.log;
    expect(text(renderSentence(t, 'troyes', 'log.roll', { player: '0', dice: ['r4', 'w6', 'y1'] }, troyes.roll))).toBe(
      ' rolls red 4, white 6, yellow 1.',
    );
    expect(
      text(
        renderSentence(
          t,
          'troyes',
          'log.characters',
          { player: '0', characters: ['thibaut', 'florentin'] },
          troyes.characters,
        ),
      ),
    ).toBe("'s characters: Thibaut II, Le Florentin.");
    const iwari = iwariMessages.log;
    expect(
      text(
        renderSentence(
          t,
          'iwari',
          'log.neutralDiscard',
          { player: '0', cards: ['tundra', 'glacier'] },
          iwari.neutralDiscard,
        ),
      ),
    ).toBe(' discards what the third tribe did not use: Tundra, Glacier.');
    // Numbers and labels with no name of their own stay as they are.
    expect(text(renderSentence(t, 'troyes', 'log.blackDice', { dice: [6, 5] }, troyes.blackDice))).toContain('6, 5');
  });
});
