import { describe, expect, it } from 'vitest';
import { EFFORT } from '../../../engine/bots';
import { duelAgainstRandom } from '../../../engine/bots/arena';
import { troyesSpec } from '../spec';

// The shared search with this game's evaluation and rollout policy, at a reduced
// budget (iterations only, no clock: the games replay exactly), against uniform
// random moves: fixed seeds, seats alternating. A broken evaluation loses these
// games (checked: with the evaluation negated the search won none of them).
const effort = { ...EFFORT.hard, iterations: 20, candidates: 6, maxMs: Number.POSITIVE_INFINITY };

describe('the troyes bot', () => {
  it('beats random in 2-player games (fixed seeds, reduced hard budget)', () => {
    const { wins, margin } = duelAgainstRandom(troyesSpec, effort, 4, 'troyes-bot-strength');
    expect(wins).toBeGreaterThanOrEqual(3.5);
    expect(margin).toBeGreaterThan(0);
  }, 60_000);
});
