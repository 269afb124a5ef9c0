// Troyes's English strings against the game's own catalogue, its data tables and
// whole seeded games: every key has a sentence using only declared parameters,
// every card, event and character has a name and a text whose parameters its data
// row provides, and every sentence of real games renders without a gap.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ACTIVITY_CARDS, CHARACTERS, EVENT_CARDS, troyesMessages, type TroyesState } from '..';
import { game } from '../game';
import { troyesView } from '../view';
import { playRandomGame } from '../../../engine/testing/playout';
import type { GameStrings } from '../../../engine/i18n/types';
import { en } from './en';

const placeholders = (sentence: string) => [...sentence.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => name);

function instance() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { troyes: en as unknown as GameStrings } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

describe('English strings', () => {
  it('have no log or prompt key the catalogue does not declare, and a help for every counter', () => {
    expect(Object.keys(en.log).sort()).toEqual(Object.keys(troyesMessages.log).sort());
    expect(Object.keys(en.prompt).sort()).toEqual(Object.keys(troyesMessages.prompt).sort());
    expect(Object.keys(en.counterHelp).sort()).toEqual([...troyesMessages.counters].sort());
  });

  it("name every card, event and character, and each card text uses only its data row's numbers", () => {
    for (const c of ACTIVITY_CARDS) {
      expect(en.cards, c.id).toHaveProperty(c.id);
      const text = (en.cardText as Record<string, string>)[c.id];
      expect(text, c.id).toBeTypeOf('string');
      for (const name of placeholders(text)) expect(c.effect, `${c.id}.${name}`).toHaveProperty(name);
    }
    for (const e of EVENT_CARDS) expect(en.events, e.id).toHaveProperty(e.id);
    for (const c of CHARACTERS) {
      expect(en.characters, c.id).toHaveProperty(c.id);
      expect(en.characterText, c.counts).toHaveProperty(c.counts);
    }
  });

  it("name the cube button after no card: the Archer and the Chevalier's stand-in share it", () => {
    expect(en.move.archerCube).toBe('Place a cube on an event');
  });

  it('render every log line and prompt of whole games without a gap', () => {
    const i18n = instance();
    const render = (group: 'log' | 'prompt', key: string, params: Record<string, unknown>) => {
      const values = Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]),
      );
      const text = i18n.t(`troyes:${group}.${key}`, values);
      expect(text, `${group}.${key}`).not.toMatch(
        /\{\{|\$t\(|troyes:|^log\.|^prompt\.|\b(building|cards|events|penaltyReason|characters)\.\w/,
      );
      return text;
    };
    for (const n of [2, 4]) {
      playRandomGame<TroyesState>(game, {
        numPlayers: n,
        seed: `en-${n}`,
        check: (before, after) => {
          for (const e of after.G.log.slice(before.G.log.length)) render('log', e.key, e.params);
          for (const viewer of [...after.G.playOrder, null]) {
            const p = game.spec.prompt(troyesView(after.G, viewer), viewer);
            render('prompt', p.key, p.params);
          }
        },
      });
    }
    expect(render('log', 'reveal', { card: 'templar' })).toBe('Templar is turned face up.');
    expect(render('log', 'placeCitizen', { player: '1', building: 'cityhall', die: 4 })).toBe(
      '1 places a citizen in the City Hall with a 4.',
    );
  }, 60_000);
});
