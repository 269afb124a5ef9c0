// Playouts on the pure rules with an "eager" policy (rarely passes or declines, uses
// spots the provost will reach), which builds and trades far more than uniform random
// play through the reducer does.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../engine/testing/playout';
import { WORKERS_PER_PLAYER } from '../data/board';
import { legalMoves } from '../moves';
import type { CaylusState } from '../state';
import { act, newGame } from './helpers';

function eagerGame(players: number, seed: string): CaylusState {
  const G = newGame(players);
  const rng = seededRandom(seed);
  for (let i = 0; i < 20_000 && G.decision; i++) {
    const p = G.decision.player;
    const moves = legalMoves(G, p);
    expect(moves.length, `no move for ${p} in ${G.decision.kind}`).toBeGreaterThan(0);
    // Workers beyond the provost do nothing, so prefer spots that will act; push the provost forward.
    const eager = moves.filter(
      (m) =>
        m.move !== 'pass' &&
        m.move !== 'decline' &&
        !(m.move === 'place' && typeof m.args[0] === 'number' && m.args[0] > G.provost + 1) &&
        !(m.move === 'bribe' && Number(m.args[0]) < 0),
    );
    const pool = eager.length > 0 && rng() < 0.85 ? eager : moves;
    const m = pool[Math.floor(rng() * pool.length)];
    act(G, p, m.move, ...m.args);
    for (const q of G.turnOrder) {
      const me = G.players[q];
      const onBoard =
        G.road.filter((r) => r.worker === q).length +
        G.castleWorkers.filter((x) => x === q).length +
        G.stables.filter((x) => x === q).length +
        Number(G.inn.left === q) +
        Number(G.inn.right === q) +
        Object.values(G.specials).filter((x) => x === q).length;
      expect(me.workersHome + onBoard).toBe(WORKERS_PER_PLAYER);
      expect(me.deniers).toBeGreaterThanOrEqual(0);
      for (const c of Object.values(me.cubes)) expect(c).toBeGreaterThanOrEqual(0);
    }
  }
  expect(G.result).not.toBeNull();
  return G;
}

describe('eager playouts on the pure rules', () => {
  it('reach game over for 2–5 players and exercise the deep rules', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const G = eagerGame(2 + (i % 4), `eager-${i}`);
      for (const e of G.log)
        seen.add(e.key === 'favourTrack' ? `favourTrack:${String(e.params.track)}:${String(e.params.column)}` : e.key);
    }
    for (const key of [
      'construct',
      'convert',
      'castleBatch',
      'castleBest',
      'alchemy',
      'trade',
      'sectionScored',
      'joust',
    ]) {
      expect(seen, key).toContain(key);
    }
  });
});
