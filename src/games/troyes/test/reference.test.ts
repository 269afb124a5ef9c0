import { describe, expect, it } from 'vitest';
import { endRound } from '../round';
import type { Rng } from '../../../engine/contract';
import { atActions, atFight, dice, legal, logged, must, newState } from './helpers';

// Reference points the other files leave implicit (reference §2.2, §4), each with
// numbers written from the reference.

/** Start player: the last seat (number() near 1); no shuffling; every die a 1. */
const lastSeat: Rng = { number: () => 0.99, shuffle: (items) => [...items], die: () => 1 };

describe('the start player', () => {
  it("begins the draft, then round 1's black-die fights and its actions (3 players, seat 2 starts)", () => {
    const G = newState(3, {}, lastSeat);
    expect(G.startPlayer).toBe('2');
    // 2-0-1-1-0-2-2-0-1-1-0-2-2-0-1
    expect(G.draft!.order.join('')).toBe('201102201102201');
    while (G.phase === 'placement') {
      const [m] = legal(G, G.turn.player, 'placeInitial');
      must(G, G.turn.player, 'placeInitial', m.args, lastSeat);
    }
    expect(G.round).toBe(1);
    expect(G.startPlayer).toBe('2');
    // Pillage + the first red card put black dice in: seat 2 fights first.
    expect(G.phase).toBe('events');
    expect(G.fight!.fighter).toBe('2');
    while (G.phase === 'events') {
      const f = G.fight!;
      const take = legal(G, f.fighter, 'takeBlack');
      if (f.taken === null && take.length === 0) must(G, f.fighter, 'concede', []);
      else if (f.taken === null) must(G, f.fighter, 'takeBlack', take[0].args);
      else must(G, f.fighter, 'payBlack', legal(G, f.fighter, 'payBlack')[0].args);
    }
    expect(G.turn.player).toBe('2');
  });

  it('moves from the last seat back to the first at the end of a round', () => {
    const G = atActions(newState(4, {}, lastSeat), '3');
    expect(G.startPlayer).toBe('3');
    endRound(G, lastSeat);
    expect(G.startPlayer).toBe('0');
    expect(logged(G, 'roundStart').at(-1)).toEqual({ round: 2, start: '0' });
  });
});

describe('bounds in a black-die fight', () => {
  it('influence stays at 20 when a black die is beaten; VP stay at 0 when one is conceded', () => {
    const G = atFight(newState(2), '0', [3, 6]);
    dice(G, '0', 'r3');
    G.players['0'].influence = 20;
    must(G, '0', 'takeBlack', [[6]]);
    must(G, '0', 'payBlack', [['0r3']]);
    expect(G.players['0'].influence).toBe(20);
    expect(logged(G, 'beatBlack')[0]).toMatchObject({ influence: 0 });
    // Player 1 has no die: concedes the 3 and loses 2 VP from 1, down to 0.
    dice(G, '1', '');
    dice(G, 'n', 'y1'); // a die left: the actions follow
    G.players['1'].vp = 1;
    must(G, '1', 'concede', []);
    expect(G.players['1'].vp).toBe(0);
    expect(G.phase).toBe('actions');
  });
});
