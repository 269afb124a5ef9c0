import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { caylusEn } from '../../../client/boards/caylus/en';
import { playRandomGame } from '../../testing/playout';
import { BUILDINGS } from '../data/buildings';
import { caylus } from '../game';
import { DECISION_MOVES, MOVE_NAMES } from '../rules/moves';
import type { CaylusState } from '../state';

describe('English texts', () => {
  it('every log entry of random games has a sentence whose parameters it provides', () => {
    const seen = new Set<string>();
    for (const n of [2, 5]) {
      const { state } = playRandomGame(caylus, { numPlayers: n, seed: `texts-${n}` });
      for (const e of (state as State<CaylusState>).G.log) {
        seen.add(e.key);
        const sentence = (caylusEn.log as Record<string, string>)[e.key];
        expect(sentence, `no sentence for ${e.key}`).toBeTypeOf('string');
        for (const [, name] of sentence.matchAll(/\{\{(\w+)\}\}/g)) {
          expect(e.params, `${e.key} lacks ${name}`).toHaveProperty(name);
        }
        // Ids translated inside the sentence must have a name.
        for (const [, table, name] of sentence.matchAll(/\$t\(caylus:(\w+)\.\{\{(\w+)\}\}\)/g)) {
          const names = (caylusEn as unknown as Record<string, Record<string, string>>)[table];
          expect(names[String(e.params[name])], `${table}.${String(e.params[name])}`).toBeTypeOf('string');
        }
      }
    }
    expect(seen.size).toBeGreaterThan(25);
  });

  it('names every building, decision and move', () => {
    for (const id of Object.keys(BUILDINGS)) {
      expect((caylusEn.buildings as Record<string, string>)[id], id).toBeTypeOf('string');
      expect((caylusEn.buildingEffects as Record<string, string>)[id], id).toBeTypeOf('string');
    }
    for (const kind of Object.keys(DECISION_MOVES)) {
      expect((caylusEn.prompt as Record<string, string>)[kind], kind).toBeTypeOf('string');
      expect((caylusEn.decisions as Record<string, string>)[kind], kind).toBeTypeOf('string');
    }
    for (const m of MOVE_NAMES) expect((caylusEn.moves as Record<string, string>)[m], m).toBeTypeOf('string');
  });
});
