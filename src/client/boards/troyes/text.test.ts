import { describe, expect, it } from 'vitest';
import { createI18n, loadGameStrings, setLanguage } from '../../i18n/index';
import { cardLines, eventLines } from './text';

// The tooltips of the cards and events recovered by the third source search
// (issue 28): their texts, and which of them are still stand-ins.

async function english() {
  const i18n = createI18n();
  await setLanguage('en', i18n, { remember: false });
  await loadGameStrings('troyes', i18n);
  const f = i18n.getFixedT('en', 'troyes');
  return (k: string, p?: Record<string, string | number>) => String(f(k, p ?? {}));
}

describe('Troyes tooltips', () => {
  it('Confession, Knight and Tax collector say what they do', async () => {
    const t = await english();
    expect(cardLines(t, 'confession')[0]).toBe('Stores a cube per activation. Cube: +2 to every red die of the group.');
    expect(cardLines(t, 'chevalier')[0]).toBe('Per activation: put a cube on an event of your choice (+1 influence).');
    expect(cardLines(t, 'percepteur')[0]).toBe(
      "Per activation: 1 denier for each citizen of the other players and the neutral in the City Hall, paid by its owner (the neutral's by the bank).",
    );
  });

  it('War and the Succession conflict are partly recovered: only some numbers are stand-ins', async () => {
    const t = await english();
    const war = eventLines(t, 'war');
    expect(war[0]).toBe('Every round, each player pays 3 deniers.');
    expect(war).toContain('Numbers not yet verified (stand-ins, see the rules).');
    expect(war).not.toContain('Card not recovered from any source: a stand-in.');
    const succession = eventLines(t, 'succession');
    expect(succession[0]).toMatch(/^Every round, a neutral citizen enters the Palace, expelling a citizen of a player/);
    expect(succession).toContain('Fight: 1–3 red dice ÷ 4 = cubes; 5 flags; most cubes 4 VP, second 2 VP.');
    expect(succession).toContain('Numbers not yet verified (stand-ins, see the rules).');
    expect(eventLines(t, 'siege')).toContain('Card not recovered from any source: a stand-in.');
  });
});
