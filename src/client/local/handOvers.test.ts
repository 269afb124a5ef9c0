import { describe, expect, it } from 'vitest';
import { walk } from '../../engine/testing/walk';
import type { AnyContractGame } from '../../engine/contract';
import { fixtureGame } from '../../engine/fixture/game';
import { games } from '../../games';
import type { AnyGame } from '../registry/types';
import { handOverCount } from './localGame';
import type { SeatPlan } from './seatPlan';

// Two people at one screen play a seeded game; the hand-over screens it would show
// are counted with the old rule (before every decision of a new seat) and the
// game's own (only where the decision needs the seat's secrets on screen).

const twoPeople: SeatPlan[] = [
  { kind: 'human', name: 'Ann' },
  { kind: 'human', name: 'Ben' },
];
const always = () => true;
const troyesGame = games.find((g) => g.name === 'troyes')!;
const iwariGame = games.find((g) => g.name === 'iwari')!;

function played(game: AnyContractGame, seed: string) {
  return walk(game, 2, seed).states;
}

describe('hand-over screens at one screen, two people', () => {
  it('Troyes: one before each change of seat in the citizens draft before round 1, now none at all', () => {
    const states = played(troyesGame as unknown as AnyContractGame, 'hand-overs');
    const game = troyesGame as unknown as AnyGame;
    const draft = states.filter((s) => (s.G as { round: number }).round === 0);
    // Twelve citizens placed by seats 1 0 0 1 1 0 0 1 1 0 0 1 (the draft goes back
    // and forth): the screen changes hands seven times, counting the first.
    expect(draft).toHaveLength(12);
    expect(handOverCount(game, draft, twoPeople, always)).toBe(7);
    expect(handOverCount(game, draft, twoPeople)).toBe(0);
    // No decision in the whole game needs a player's VP or characters on screen.
    expect(handOverCount(game, states, twoPeople, always)).toBeGreaterThan(7);
    expect(handOverCount(game, states, twoPeople)).toBe(0);
  });

  it('Iwari: only before a decision that plays from the hand', () => {
    const states = played(iwariGame as unknown as AnyContractGame, 'hand-overs');
    const game = iwariGame as unknown as AnyGame;
    const before = handOverCount(game, states, twoPeople, always);
    const after = handOverCount(game, states, twoPeople);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(before);
  });

  it('a game that does not say which decisions need secrets keeps one before each new seat', () => {
    const states = played(fixtureGame as unknown as AnyContractGame, 'hand-overs');
    const game = fixtureGame as unknown as AnyGame;
    expect(handOverCount(game, states, twoPeople)).toBe(handOverCount(game, states, twoPeople, always));
  });

  it('none with one person and bots', () => {
    const states = played(troyesGame as unknown as AnyContractGame, 'hand-overs');
    const plan: SeatPlan[] = [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', level: 'easy' },
    ];
    expect(handOverCount(troyesGame as unknown as AnyGame, states, plan, always)).toBe(0);
  });
});
