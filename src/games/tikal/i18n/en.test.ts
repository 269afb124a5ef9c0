// Tikal's English strings against the game's own catalogue and whole seeded games:
// every key the game can log or prompt has a sentence, a sentence names only
// parameters the game provides, and nothing is left over.
import { describe, expect, it } from 'vitest';
import { TIKAL_MOVES, tikalMessages, type TikalState } from '..';
import { game, startMatch } from '../test/helpers';
import { playRandomGame } from '../../../engine/testing/playout';
import { en } from './en';

const placeholders = (sentence: string) => [...sentence.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name);

describe('English strings', () => {
  it('match the catalogue key for key, each sentence using only declared parameters', () => {
    const sections = [
      [tikalMessages.log, en.log],
      [tikalMessages.prompt, en.prompt],
    ] as const;
    for (const [catalogue, sentences] of sections) {
      expect(Object.keys(sentences).sort()).toEqual(Object.keys(catalogue).sort());
      for (const [k, params] of Object.entries(catalogue)) {
        for (const name of placeholders((sentences as Record<string, string>)[k]))
          expect(params, `${k}.${name}`).toHaveProperty(name);
      }
    }
    for (const c of tikalMessages.counters) expect(en.counter, c).toHaveProperty(c);
    for (const s of tikalMessages.scores) expect(en.score, s).toHaveProperty(s);
  });

  it('every log entry of whole games has a sentence whose parameters it provides', () => {
    const sentences = en.log as Record<string, string>;
    const keys = new Set<string>();
    for (const auction of [false, true]) {
      const { state } = playRandomGame<TikalState>(game, {
        numPlayers: 3,
        seed: `en-${auction}`,
        setupData: { auction },
      });
      for (const entry of state.G.log) {
        keys.add(entry.key);
        const sentence = sentences[entry.key];
        expect(sentence, entry.key).toBeTypeOf('string');
        for (const name of placeholders(sentence)) expect(entry.params, `${entry.key}.${name}`).toHaveProperty(name);
      }
    }
    expect(keys.size).toBeGreaterThan(15);
  }, 60_000);

  it('every prompt of whole games, for each seat and spectators, has a sentence whose parameters it provides', () => {
    const prompts = en.prompt as Record<string, string>;
    const seen = new Set<string>();
    for (const auction of [false, true]) {
      playRandomGame<TikalState>(game, {
        numPlayers: 2,
        seed: `prompt-${auction}`,
        setupData: { auction },
        check: (_b, after) => {
          for (const viewer of ['0', '1', null]) {
            const view = game.spec.secrecy === 'none' ? after.G : game.spec.view(after.G, viewer);
            const p = game.spec.prompt(view, viewer);
            seen.add(p.key);
            expect(prompts[p.key], p.key).toBeTypeOf('string');
            for (const name of placeholders(prompts[p.key])) expect(p.params, `${p.key}.${name}`).toHaveProperty(name);
          }
        },
      });
    }
    for (const key of [
      'placeTile',
      'placeVolcano',
      'actions',
      'bonusTurn',
      'finalTurn',
      'waiting',
      'bid',
      'waitBid',
      'chooseTile',
      'gameOver',
    ]) {
      expect(seen, key).toContain(key);
    }
  }, 60_000);

  it('names every move as an action and labels every panel counter', () => {
    for (const move of Object.keys(TIKAL_MOVES)) expect(en.actions, move).toHaveProperty(move);
    for (const c of game.spec.counters(startMatch(2).G, '1')) expect(en.counter, c.key).toHaveProperty(c.key);
  });
});
