import { describe, expect, it } from 'vitest';
import { caylus } from '../game';
import { playRandomGame } from '../../testing/playout';

describe('smoke', () => {
  for (const n of [2, 3, 4, 5]) {
    it(`plays ${n}`, () => {
      const r = playRandomGame(caylus, { numPlayers: n, seed: `s${n}` });
      expect(r.state.ctx.gameover).toBeTruthy();
      console.log(n, r.moves, r.state.G.turn, JSON.stringify(r.state.ctx.gameover));
    });
  }
});
