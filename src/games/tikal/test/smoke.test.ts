import { it, expect } from 'vitest';
import { tikal } from '../game';
import { playRandomGame } from '../../testing/playout';

it('smoke', () => {
  for (const n of [2, 3, 4]) {
    for (const auction of [false, true]) {
      const t = performance.now();
      const r = playRandomGame(tikal, { numPlayers: n, seed: `s${n}`, setupData: { auction } });
      console.log(n, auction, r.moves, (performance.now() - t).toFixed(0), JSON.stringify(r.state.ctx.gameover));
      expect(r.state.ctx.gameover).toBeTruthy();
    }
  }
});
