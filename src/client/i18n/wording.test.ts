import { describe, expect, it } from 'vitest';
import { gameInfos } from '../../games/meta';
import { createI18n, loadGameStrings } from './index';
import { renderSentence } from '../kit/sentence';
import { troyesSpec } from '../../games/troyes/spec';
import { iwariSpec } from '../../games/iwari/spec';

// Sentences read as English (issue 11, defect 8): articles that fit their noun, a
// verb that agrees with a plural name, and the names the panels use rather than ids.

async function english() {
  const i18n = createI18n();
  await loadGameStrings('caylus', i18n);
  await loadGameStrings('tikal', i18n);
  return i18n.getFixedT('en');
}

describe('wording', () => {
  it('gives Tikal pieces the right article', async () => {
    const t = await english();
    expect(t('tikal:log.move', { player: 'Ann', piece: 'explorer', from: 3, to: 4, cost: 2 }))
      .toBe('Ann moves an explorer from space 3 to space 4 for 2 AP.');
    expect(t('tikal:log.move', { player: 'Ann', piece: 'leader', from: 3, to: 4, cost: 2 }))
      .toBe('Ann moves the expedition leader from space 3 to space 4 for 2 AP.');
    expect(t('tikal:log.campJump', { player: 'Ann', piece: 'explorer', from: 3, to: 4 }))
      .toBe('Ann moves an explorer between camps, from space 3 to space 4.');
    expect(t('tikal:log.bringIn', { player: 'Ann', piece: 'leader', space: 3 }))
      .toBe('Ann brings the expedition leader into the camp on space 3.');
    expect(t('tikal:log.bringIn', { player: 'Ann', piece: 'explorer', space: 3 }))
      .toBe('Ann brings a new explorer into the camp on space 3.');
  });

  it('names Tikal treasures and tiles as the panels do', async () => {
    const t = await english();
    expect(t('tikal:log.recoverTreasure', { player: 'Ann', space: 12, motif: 3, left: 1 }))
      .toBe('Ann recovers a treasure on space 12: the plate (1 left there).');
    expect(t('tikal:log.exchangeTreasure', { player: 'Ann', opponent: 'Bob', give: 0, take: 7 }))
      .toBe("Ann exchanges their mask for Bob's crown.");
    expect(t('tikal:log.drawTile', { player: 'Ann', tile: 'C4', kind: 'clearing' }))
      .toBe('Ann draws tile C4 (jungle clearing).');
  });

  it('agrees with plural castle section names in Caylus', async () => {
    const t = await english();
    expect(t('caylus:log.sectionScored', { section: 'walls' })).toBe('The Walls section is scored.');
    expect(t('caylus:board.lockedHelp', { section: 'Walls' })).toBe('Locked until the Walls section is scored.');
  });
});

describe('Troyes and Iwari wording', () => {
  async function both() {
    const i18n = createI18n();
    await loadGameStrings('troyes', i18n);
    await loadGameStrings('iwari', i18n);
    return i18n.getFixedT('en');
  }

  it('says what the final score numbers are for, and who won, for one winner or several', async () => {
    const t = await both();
    expect(t('troyes:log.finalScore', { player: 'Ann', play: '20', tradesmen: '3', events: '1', cathedral: '-2', characters: '9', total: '31' }))
      .toBe('Ann: 20 VP of play, 3 for tradesmen, 1 for events, -2 for the cathedral, 9 for characters: 31 VP in all.');
    expect(t('troyes:log.gameOver', { winners: 'Ann' })).toBe('Game over. Won by Ann.');
    expect(t('troyes:log.gameOver', { winners: 'Ann, Bob' })).toBe('Game over. Won by Ann, Bob.');
    expect(t('iwari:log.gameOver', { winners: 'Ann', tieBreak: 'false' })).toBe('The journey is over. Won by Ann.');
    expect(t('iwari:log.gameOver', { winners: 'Ann', tieBreak: 'true' }))
      .toBe('The journey is over. Won by Ann (tied on points: the most unused tents and totems decide).');
  });

  it('names a black die as a die, and a seat\'s money as what it has', async () => {
    const t = await both();
    expect(t('troyes:log.concede', { player: 'Ann', black: '5' })).toBe('Ann cannot beat the black die showing 5; the die is discarded.');
    expect(t('troyes:prompt.concede', { highest: '5' })).toBe('Your dice cannot beat the highest black die (5): spend influence, or lose 2 VP.');
    expect(t('troyes:board.allCharacters')).toBe('Everybody\'s characters');
  });

  it('words lists of Iwari cards so that one card reads right too', async () => {
    const t = await both();
    expect(t('iwari:log.neutralDiscard', { player: 'Ann', cards: 'coast' })).toBe('Ann discards what the third tribe did not use: coast.');
    expect(t('iwari:log.neutralSkipped', { player: 'Ann', cards: 'coast' })).toBe('The third tribe cannot move with coast, which Ann discards.');
  });

  it('speaks of players as "they", not "he"', async () => {
    const { englishStrings } = await import('../boards');
    const flat = (v: unknown): string[] => typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(flat) : [];
    for (const id of ['troyes', 'iwari']) {
      const texts = flat(await englishStrings[id]());
      expect(texts.length).toBeGreaterThan(100);
      expect(texts.filter((s) => /\b(he|his|him|himself)\b/i.test(s))).toEqual([]);
    }
  });
});

describe('table options', () => {
  it('are worded for players: no developer notes or open points in labels and help', () => {
    const notes = /open point|\[\?\]|one summary says|rulebooks say nothing|reference|§/i;
    const texts = gameInfos.flatMap((g) => g.options.flatMap((o) => [
      [`${g.id}.${o.id}.label`, o.label], [`${g.id}.${o.id}.help`, o.help],
      ...(o.kind === 'choice' ? o.choices.map((c) => [`${g.id}.${o.id}.${c.value}`, c.label]) : []),
    ]));
    expect(texts.length).toBeGreaterThan(8);
    expect(texts.filter(([, text]) => notes.test(text)).map(([where]) => where)).toEqual([]);
  });
});

describe('the items of the log\'s lists', () => {
  async function englishOf(ids: string[]) {
    const i18n = createI18n();
    for (const id of ids) await loadGameStrings(id, i18n);
    return i18n.getFixedT('en');
  }
  /** The sentence's text, player names left out (they are drawn as components). */
  const text = (nodes: ReturnType<typeof renderSentence>) => nodes.filter((n) => typeof n === 'string').join('');

  it('are named as the panels name them, not by their ids', async () => {
    const t = await englishOf(['troyes', 'iwari']);
    const troyes = troyesSpec.messages.log;
    expect(text(renderSentence(t, 'troyes', 'log.roll', { player: '0', dice: ['r4', 'w6', 'y1'] }, troyes.roll)))
      .toBe(' rolls red 4, white 6, yellow 1.');
    expect(text(renderSentence(t, 'troyes', 'log.characters', { player: '0', characters: ['thibaut', 'florentin'] }, troyes.characters)))
      .toBe("'s characters: Thibaut II, Le Florentin.");
    const iwari = iwariSpec.messages.log;
    expect(text(renderSentence(t, 'iwari', 'log.neutralDiscard', { player: '0', cards: ['tundra', 'glacier'] }, iwari.neutralDiscard)))
      .toBe(' discards what the third tribe did not use: Tundra, Glacier.');
    // Numbers and labels with no name of their own stay as they are.
    expect(text(renderSentence(t, 'troyes', 'log.blackDice', { dice: [6, 5] }, troyes.blackDice))).toContain('6, 5');
  });
});
