import { describe, expect, it } from 'vitest';
import { lastSeat } from '../turn';
import type { IwariState } from '../state';
import { attempt, deck, display, hand, legal, must, newState, tents, turnOf } from './helpers';

// The turn (§5.2, §5.3), the half journey (§6.1), the end of the journey and the
// equal-turns rule (§6.3). Three players, seat 0 first (so seat 2 plays last).

/** Player `p` places one tent in CO2 (unexplored) with one Coast card. */
function placeOne(G: IwariState, p: string, space = 'CO2.1'): void {
  turnOf(G, p);
  hand(G, p, 'coast', 'desert', 'desert');
  must(G, p, 'place', space.split('.')[0], [space], ['coast']);
}

describe('replenishing (§5.2)', () => {
  it('after a regular move the player draws back to 3, one card at a time, from the deck or the display', () => {
    const G = newState(3);
    display(G, 'tundra', 'forest', 'forest', 'glacier');
    deck(G, 'coast', 'desert', 'glacier');
    tents(G, '1', 'CO1.1');
    hand(G, '0', 'coast', 'coast', 'desert');
    must(G, '0', 'place', 'CO1', ['CO1.2', 'CO1.3'], ['coast', 'coast']);
    expect(G.turn).toMatchObject({ player: '0', step: 'draw', draws: 2 });
    expect(legal(G, '0').map((m) => m.args[0])).toEqual(['deck', 'tundra', 'forest', 'glacier']);
    expect(attempt(G, '0', 'draw', 'coast')).toBe(false); // not on display
    must(G, '0', 'draw', 'forest');
    // The display card is replaced from the deck at once, in its slot.
    expect(G.display).toEqual(['tundra', 'glacier', 'forest', 'glacier']);
    expect(G.deckSize).toBe(2);
    must(G, '0', 'draw', 'deck');
    expect(G.hands['0']).toEqual(['forest', 'desert', 'desert']);
    expect(G.deckSize).toBe(1);
    // Three cards in hand: the turn passes.
    expect(G.turn).toMatchObject({ player: '1', step: 'act' });
    expect(G.log.slice(-3).map((e) => e.key)).toEqual(['drawDisplay', 'refill', 'drawDeck']);
  });

  it('discard and draw (§5.3): one card out, one card in, no piece placed', () => {
    const G = newState(3);
    hand(G, '0', 'coast', 'coast', 'desert');
    const before = G.turn.number;
    must(G, '0', 'discard', 'desert');
    expect(G.hands['0']).toEqual(['coast', 'coast']);
    expect(G.discard.desert).toBe(1);
    expect(G.turn).toMatchObject({ step: 'draw', draws: 1 });
    expect(attempt(G, '0', 'discard', 'coast')).toBe(false); // one discard only
    must(G, '0', 'draw', 'deck');
    expect(G.handSizes['0']).toBe(3);
    expect(G.turn.number).toBe(before + 1);
    expect(Object.keys(G.tents)).toEqual([]);
  });

  it('with nothing to draw the turn ends short; with no card and nothing to draw the player can only pass', () => {
    const G = newState(3);
    G.exhaustions = 2;
    deck(G);
    display(G, 'tundra');
    placeOne(G, '0');
    // Two cards left after the Coast: one draw wanted, the last display card taken, no refill.
    must(G, '0', 'draw', 'tundra');
    expect(G.display).toEqual([]);
    expect(G.turn.player).toBe('1');
    hand(G, '1');
    expect(legal(G, '1')).toEqual([{ move: 'pass', args: [] }]);
    must(G, '1', 'pass');
    expect(G.turn.player).toBe('2');
  });
});

describe('the half journey (§6.1)', () => {
  it('when a hand draw takes the last card: tents are scored at once, the discard pile becomes the deck, the drawing goes on', () => {
    const G = newState(3);
    deck(G, 'forest');
    const discarded = Object.values(G.discard).reduce((a, b) => a + b, 0);
    tents(G, '1', 'TU1.1', 'TU1.2');
    tents(G, '2', 'TU1.3');
    hand(G, '0', 'coast', 'coast', 'desert');
    must(G, '0', 'discard', 'desert');
    must(G, '0', 'draw', 'deck');
    expect(G.exhaustions).toBe(1);
    expect(G.scores).toEqual({ 0: 0, 1: 3, 2: 2 });
    expect(G.deckSize).toBe(discarded + 1);
    expect(G.secret!.deck).toHaveLength(discarded + 1);
    expect(Object.values(G.discard).every((n) => n === 0)).toBe(true);
    expect(G.log.map((e) => e.key)).toEqual(expect.arrayContaining(['deckExhausted', 'halfJourney', 'reshuffle']));
    expect(G.endTrigger).toBeNull();
  });

  it('when a display refill takes the last card; the display stays as it is', () => {
    const G = newState(3);
    display(G, 'tundra', 'forest', 'glacier', 'coast');
    deck(G, 'desert');
    hand(G, '0', 'coast', 'coast', 'desert');
    must(G, '0', 'discard', 'coast');
    must(G, '0', 'draw', 'glacier');
    expect(G.display).toEqual(['tundra', 'forest', 'desert', 'coast']);
    expect(G.exhaustions).toBe(1);
    expect(G.scorings.map((s) => s.kind)).toEqual(['half']);
  });
});

describe('the end of the journey (§6.3)', () => {
  it('the deck running out a second time triggers the end; nothing is reshuffled and the display is not refilled', () => {
    const G = newState(3);
    G.exhaustions = 1;
    display(G, 'tundra', 'forest', 'glacier', 'coast');
    deck(G, 'desert');
    turnOf(G, '0');
    hand(G, '0', 'coast');
    must(G, '0', 'place', 'CO2', ['CO2.1'], ['coast']);
    expect(G.turn.draws).toBe(3);
    must(G, '0', 'draw', 'deck');
    expect(G.endTrigger).toEqual({ reason: 'deck', player: '0' });
    expect(G.deckSize).toBe(0);
    must(G, '0', 'draw', 'forest');
    expect(G.display).toEqual(['tundra', 'glacier', 'coast']);
    expect(G.scorings).toEqual([]);
  });

  it('a player placing the last of 20 tents triggers the end', () => {
    const G = newState(3);
    G.supply['0'].tents = 1;
    placeOne(G, '0');
    expect(G.supply['0'].tents).toBe(0);
    expect(G.endTrigger).toEqual({ reason: 'tents', player: '0' });
  });

  it('after a tent trigger the deck running out scores no half journey, and the cards are still reshuffled', () => {
    const G = newState(3);
    G.endTrigger = { reason: 'tents', player: '0' };
    deck(G, 'forest');
    hand(G, '0', 'coast', 'coast', 'desert');
    must(G, '0', 'discard', 'desert');
    must(G, '0', 'draw', 'deck');
    expect(G.exhaustions).toBe(1);
    expect(G.scorings).toEqual([]);
    expect(G.deckSize).toBeGreaterThan(0);
  });

  it.each([
    ['0', ['1', '2']],
    ['1', ['2']],
    ['2', []],
  ])(
    "triggered in seat %s's turn (seat 0 first): the round is finished by seats %j, then the final scoring",
    (trigger, rest) => {
      const G = newState(3);
      expect(lastSeat(G)).toBe('2');
      G.supply[trigger].tents = 1;
      placeOne(G, trigger, 'CO2.1');
      must(G, trigger, 'draw', 'deck');
      for (const [i, p] of rest.entries()) {
        expect(G.over).toBe(false);
        expect(G.turn.player).toBe(p);
        placeOne(G, p, `CO2.${i + 2}`);
        must(G, p, 'draw', 'deck');
      }
      expect(G.over).toBe(true);
      expect(G.scorings.map((s) => s.kind)).toEqual(['final']);
      expect(G.result?.scores).toEqual(G.scores);
      expect(legal(G, trigger)).toEqual([]);
    },
  );

  it('the first player may be any seat: the round ends with the seat before the first player', () => {
    const G = newState(4);
    G.firstPlayer = '2';
    expect(lastSeat(G)).toBe('1');
    G.supply['3'].tents = 1;
    placeOne(G, '3');
    must(G, '3', 'draw', 'deck');
    expect(G.turn.player).toBe('0');
    placeOne(G, '0', 'CO2.2');
    must(G, '0', 'draw', 'deck');
    placeOne(G, '1', 'CO2.3');
    expect(G.over).toBe(false);
    must(G, '1', 'draw', 'deck');
    expect(G.over).toBe(true);
  });

  it('the result names the winner with the scores and the breakdown per category', () => {
    const G = newState(3);
    G.endTrigger = { reason: 'deck', player: '2' };
    tents(G, '1', 'TU1.1', 'TU1.2');
    turnOf(G, '2');
    hand(G, '2', 'coast', 'desert', 'desert');
    must(G, '2', 'place', 'CO2', ['CO2.1'], ['coast']);
    must(G, '2', 'draw', 'deck');
    expect(G.result).toEqual({
      winners: ['1'],
      winner: '1',
      scores: { 0: 0, 1: 2, 2: 1 },
      breakdown: {
        0: { halfJourney: 0, tents: 0, totems: 0, settlements: 0, road: 0, expeditions: 0 },
        1: { halfJourney: 0, tents: 2, totems: 0, settlements: 0, road: 0, expeditions: 0 },
        2: { halfJourney: 0, tents: 1, totems: 0, settlements: 0, road: 0, expeditions: 0 },
      },
    });
    expect(G.log.at(-1)).toEqual({ key: 'gameOver', params: { winners: ['1'], tieBreak: false } });
  });
});
