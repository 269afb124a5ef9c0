import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { playRandomGame, seededRandom } from './playout';

interface Count {
  n: number;
}
const counting: Game<Count> = {
  name: 'count',
  setup: () => ({ n: 0 }),
  moves: {
    inc: ({ G, events }, by: number) => {
      if (by !== 1 && by !== 2) return INVALID_MOVE;
      G.n += by;
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.n >= 9 ? { done: true } : undefined),
  ai: {
    enumerate: () => [
      { move: 'inc', args: [1] },
      { move: 'inc', args: [2] },
    ],
  },
};

describe('playRandomGame', () => {
  it('plays to game over through the reducer, checking every move', () => {
    let checks = 0;
    const { state, moves } = playRandomGame(counting, {
      numPlayers: 2,
      seed: 's1',
      check: (before, after) => {
        checks++;
        expect(after.G.n).toBeGreaterThan(before.G.n);
      },
    });
    expect(state.ctx.gameover).toEqual({ done: true });
    expect(state.G.n).toBeGreaterThanOrEqual(9);
    expect(checks).toBe(moves);
  });

  it('fails loudly when enumerate offers a move the game refuses', () => {
    const broken: Game<Count> = { ...counting, ai: { enumerate: () => [{ move: 'inc', args: [3] }] } };
    expect(() => playRandomGame(broken, { numPlayers: 2, seed: 's' })).toThrow(/refused/);
  });

  it('is repeatable for one seed', () => {
    const a = playRandomGame(counting, { numPlayers: 2, seed: 'x' });
    const b = playRandomGame(counting, { numPlayers: 2, seed: 'x' });
    expect(a.moves).toBe(b.moves);
    expect(seededRandom('a')()).not.toBe(seededRandom('b')());
  });
});
