// The English strings against whole random games and the game's data: every log
// entry written has a sentence whose parameters it provides and whose translated ids
// have names; every building, decision and move is named. (The catalogue itself:
// text.test.ts.)
import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { BUILDINGS, DECISION_KINDS, game, MOVE_NAMES, type CaylusState } from '..';
import { playRandomGame } from '../../../engine/testing/playout';
import { caylusEn } from './en';

type Table = Record<string, string>;
const sentences = (table: Table, key: string): string => table[key];
const params = (sentence: string): string[] => [...sentence.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name);

describe('English texts', () => {
  it('every log entry of random games has a sentence whose translated ids have names', () => {
    const seen = new Set<string>();
    for (const n of [2, 5]) {
      const { state } = playRandomGame(game, { numPlayers: n, seed: `texts-${n}` });
      for (const e of (state as State<CaylusState>).G.log) {
        seen.add(e.key);
        const sentence = sentences(caylusEn.log, e.key);
        expect(sentence, `no sentence for ${e.key}`).toBeTypeOf('string');
        for (const name of params(sentence)) expect(e.params, `${e.key} lacks ${name}`).toHaveProperty(name);
        // Ids translated inside the sentence must have a name.
        for (const [, table, name] of sentence.matchAll(/\$t\(caylus:(\w+)\.\{\{(\w+)\}\}\)/g)) {
          const names = (caylusEn as unknown as Record<string, Table>)[table];
          expect(names[String(e.params[name])], `${table}.${String(e.params[name])}`).toBeTypeOf('string');
        }
      }
    }
    expect(seen.size).toBeGreaterThan(25);
  });

  it('names every building, decision and move', () => {
    for (const id of Object.keys(BUILDINGS)) {
      expect((caylusEn.buildings as Table)[id], id).toBeTypeOf('string');
      expect((caylusEn.buildingEffects as Table)[id], id).toBeTypeOf('string');
    }
    for (const kind of DECISION_KINDS) {
      // Placing is asked by placePrice or placeInn (ui.ts), not by a prompt of its own.
      if (kind !== 'place') expect((caylusEn.prompt as Table)[kind], kind).toBeTypeOf('string');
      expect((caylusEn.decisions as Table)[kind], kind).toBeTypeOf('string');
    }
    for (const m of MOVE_NAMES) expect((caylusEn.moves as Table)[m], m).toBeTypeOf('string');
  });
});
