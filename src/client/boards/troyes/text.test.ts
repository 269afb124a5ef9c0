import { describe, expect, it } from 'vitest';
import { createI18n, loadGameStrings, setLanguage } from '../../i18n/index';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { troyesPrinted, type Tables } from '../../../games/troyes';
import { cardLines, characterLines, eventLines } from './text';

// The tooltips of the cards and events recovered by the third source search
// (issue 28): their texts, and which of them are still stand-ins; with a host's
// printed values (the sample file), every value they give is marked printed.

const standIns: Tables = { printed: null };

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
    expect(cardLines(t, standIns, 'confession')[0]).toBe(
      'Stores a cube per activation. Cube: +2 to every red die of the group.',
    );
    expect(cardLines(t, standIns, 'chevalier')[0]).toBe(
      'Per activation: put a cube on an event of your choice (+1 influence). (stand-in)',
    );
    expect(cardLines(t, standIns, 'percepteur')[0]).toBe(
      "Per activation: 1 denier for each citizen of the other players and the neutral in the City Hall, paid by its owner (the neutral's by the bank).",
    );
  });

  it('War and the Succession conflict are partly recovered: only some numbers are stand-ins', async () => {
    const t = await english();
    const war = eventLines(t, standIns, 'war');
    expect(war[0]).toBe('Every round, each player pays 3 deniers.');
    expect(war).toContain('Numbers not yet verified (stand-ins, see the rules).');
    expect(war).not.toContain('Card not recovered from any source: a stand-in.');
    const succession = eventLines(t, standIns, 'succession');
    expect(succession[0]).toMatch(/^Every round, a neutral citizen enters the Palace, expelling a citizen of a player/);
    expect(succession).toContain('Fight: 1–3 red dice ÷ 4 = cubes; 5 flags; most cubes 4 VP, second 2 VP. (stand-in)');
    expect(succession).toContain('Numbers not yet verified (stand-ins, see the rules).');
    expect(eventLines(t, standIns, 'siege')).toContain('Card not recovered from any source: a stand-in.');
  });

  it('mark each value as printed or a stand-in: the stand-ins, then the sample file', async () => {
    const t = await english();
    expect(cardLines(t, standIns, 'mercenary').slice(0, 4)).toEqual([
      'Per activation: 3 deniers.',
      'Tradesman: 4 deniers (stand-in)',
      'Dice: 1–3 red ÷ 3 = activations (stand-in)',
      'Tradesmen at the end: slot 1 2 VP, slot 2 1 VP, slots 3–4 0 VP (stand-in)',
    ]);
    const sample: Tables = {
      printed: troyesPrinted(
        JSON.parse(readFileSync(join(__dirname, '../../../games/troyes/data/printed-sample/troyes.json'), 'utf8')),
      ),
    };
    expect(cardLines(t, sample, 'mercenary')).toEqual([
      'Per activation: 4 deniers. (printed)',
      'Tradesman: 12 deniers (printed)',
      'Dice: 1–3 red ÷ 4 = activations (printed)',
      'Tradesmen at the end: slot 1 9 VP, slot 2 4 VP, slots 3–4 1 VP (printed)',
      "“printed”: the number on the printed card, as the site's host typed it in.",
    ]);
    expect(eventLines(t, sample, 'siege')).toEqual([
      'No effect beyond its black dice. (printed)',
      'Adds 2 black dice every round. (printed)',
      'Comes with a yellow event. (printed)',
      'Fight: 1–3 red dice ÷ 7 = cubes; 5 flags; most cubes 16 VP, second 8 VP. (printed)',
      "Its numbers are those of a printed card, as the site's host typed them in; its name is a stand-in.",
      "“printed”: the number on the printed card, as the site's host typed it in.",
    ]);
    expect(characterLines(t, sample, 'hugues')[1]).toBe('6+: 11 VP · 11+: 13 VP · 16+: 16 VP (printed)');
    expect(characterLines(t, standIns, 'thibaut')[1]).toBe('10+: 1 VP · 20+: 3 VP · 30+: 6 VP (stand-in)');
    expect(characterLines(t, standIns, 'hugues')[1]).toBe('5+: 1 VP · 10+: 3 VP · 15+: 6 VP');
  });
});
