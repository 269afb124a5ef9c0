// Iwari's English strings against the game's own catalogue and whole seeded games:
// every key the game can log or prompt has a sentence, a sentence names only
// parameters the game provides, every nested translation ($t(iwari:…)) exists, and
// the sentences read as text once rendered.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { IWARI_MOVES, iwariMessages, iwariOptions, type IwariState } from '..';
import { iwariView } from '../view';
import { game } from '../test/helpers';
import { playRandomGame } from '../../../engine/testing/playout';
import { en } from './en';

const placeholders = (sentence: string) => [...sentence.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name);

const t = i18next.createInstance();
void t.init({
  lng: 'en',
  ns: ['iwari'],
  defaultNS: 'iwari',
  resources: { en: { iwari: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The sentence as a player reads it (lists joined as the table kit joins them). */
function render(group: 'log' | 'prompt', key: string, params: Record<string, unknown>): string {
  const values = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v === null ? '' : String(v)]),
  );
  return t.t(`iwari:${group}.${key}`, values);
}

describe('English strings', () => {
  it('match the catalogue key for key, each sentence using only declared parameters', () => {
    const sections = [
      [iwariMessages.log, en.log],
      [iwariMessages.prompt, en.prompt],
    ] as const;
    for (const [catalogue, sentences] of sections) {
      expect(Object.keys(sentences).sort()).toEqual(Object.keys(catalogue).sort());
      for (const [k, params] of Object.entries(catalogue)) {
        for (const name of placeholders((sentences as Record<string, string>)[k]))
          expect(params, `${k}.${name}`).toHaveProperty(name);
      }
    }
    expect(Object.keys(en.counter)).toEqual([...iwariMessages.counters]);
    expect(Object.keys(en.score)).toEqual([...iwariMessages.scores]);
    expect(Object.keys(en.move).sort()).toEqual(Object.keys(IWARI_MOVES).sort());
  });

  it('every log entry and prompt of whole games, as each seat sees it, renders to a full sentence', () => {
    const keys = new Set<string>();
    for (const [n, setupData] of [
      [2, { feats: true }],
      [4, { feats: true, expeditions: true, map: 'longRoad' }],
    ] as const) {
      playRandomGame<IwariState>(game, {
        numPlayers: n,
        seed: `en-${n}`,
        setupData,
        check: (_before, after) => {
          for (const viewer of [...after.G.playOrder, null]) {
            const view = iwariView(after.G, viewer);
            const p = game.spec.prompt(view, viewer);
            const text = render('prompt', p.key, p.params);
            expect(text, p.key).not.toMatch(/iwari:|\{\{|prompt\.|\b(biome|feats)\./);
          }
        },
      }).state.G.log.forEach((entry) => {
        keys.add(entry.key);
        for (const viewer of ['0', null]) {
          const seen =
            viewer === null && entry.key === 'drawDeck'
              ? { key: 'drawDeckHidden', params: { player: entry.params.player } }
              : entry;
          const text = render('log', seen.key, seen.params);
          expect(text, JSON.stringify(seen)).not.toMatch(
            /iwari:|\{\{|log\.|undefined|null|, \)|: \.|\b(biome|feats|maps|exhaustion|endReason|scoringName|tieBreak)\./,
          );
        }
      });
    }
    expect(keys.size).toBeGreaterThan(18);
  }, 60_000);

  it('name each biome, feat, map and expedition', () => {
    expect(Object.keys(en.biome)).toEqual(['tundra', 'forest', 'glacier', 'coast', 'desert']);
    expect(Object.keys(en.feats)).toEqual(['union', 'discovery', 'honour', 'respect']);
    expect(Object.keys(en.maps)).toEqual([...iwariOptions.map.choices]);
    expect(Object.keys(en.expedition)).toHaveLength(8);
  });
});
