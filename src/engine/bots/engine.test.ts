import { describe, expect, it } from 'vitest';
import { defineMessages } from '../contract/messages';
import { defineOptions } from '../contract/options';
import { seededRng } from '../contract/rng';
import type { GameSpec } from '../contract/spec';
import { search, type SearchStats } from './engine';

// A one-decision game with a noisy payoff: seat 0, far ahead, pulls one of six arms;
// arm a adds a/2 points plus a uniform draw in [-3, 3], and the game ends. Seat 0's
// standing is about +100 and seat 1's about -100 whatever the arm, so the search's
// rewards span some 200 points while the arms differ by half a point each: the
// search must compare arms on the spread of seat 0's own rewards, not on that span.

interface Bandit {
  scores: Record<string, number>;
  pulled: number | null;
  log: { key: string; params: Record<string, string | number | null> }[];
}
type Pull = { move: 'pull'; args: [arm: number] };

const ARMS = [0, 1, 2, 3, 4, 5];
const options = defineOptions({});
const messages = defineMessages({ log: {}, prompt: { pull: {} }, counters: [], scores: [] });

const bandit: GameSpec<Bandit, Pull, typeof options> = {
  info: { id: 'bandit', title: 'Bandit', minPlayers: 2, maxPlayers: 2, minutes: [1, 1], designers: '', year: 2026 },
  options,
  moves: { pull: true },
  secrecy: 'none',
  setup: () => ({ scores: { 0: 100, 1: 0 }, pulled: null, log: [] }),
  flow: () => ({ player: '0', turn: 0 }),
  legalMoves: (G, p) => (p === '0' && G.pulled === null ? ARMS.map((a): Pull => ({ move: 'pull', args: [a] })) : []),
  irreversible: () => false,
  apply(G, _p, m, rng) {
    G.pulled = m.args[0];
    G.scores['0'] += m.args[0] / 2 + rng.number() * 6 - 3;
  },
  result: (G) => (G.pulled === null ? null : { winners: ['0'], winner: '0', scores: { ...G.scores } }),
  messages,
  prompt: () => ({ key: 'pull', params: {} }),
  counters: () => [],
  progress: (G) => (G.pulled === null ? 0 : 100),
  bot: { evaluate: (G, p) => G.scores[p] },
};

describe('the search', () => {
  it('spends its iterations on the best arm when the standings span far more than the arms differ', () => {
    const stats = {} as SearchStats;
    const G = bandit.setup(['0', '1'], {}, seededRng('setup'));
    const m = search(
      bandit,
      G,
      '0',
      ['0', '1'],
      { iterations: 1200, candidates: 6, maxMs: Number.POSITIVE_INFINITY },
      seededRng('bandit'),
      stats,
    );
    expect(m).toEqual({ move: 'pull', args: [5] });
    const visits = Object.fromEntries(stats.root!.map((r) => [r.move, r.visits]));
    expect(visits['pull:[5]']).toBeGreaterThan(600);
    expect(visits['pull:[0]']).toBeLessThan(60);
  });
});
