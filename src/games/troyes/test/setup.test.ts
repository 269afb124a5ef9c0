import { describe, expect, it } from 'vitest';
import { BUILDINGS } from '../data/common';
import { deckCards } from '../data/events';
import { snakeOrder } from '../setup';
import { keepOrder, legal, logged, must, newState, scripted } from './helpers';

// Setup by player count (reference §2.1) and the snake draft (§2.2).

describe('setup by player count', () => {
  it.each([
    [2, 4, 6, 2, 6],
    [3, 5, 5, 1, 0],
    [4, 6, 4, 1, 0],
  ])(
    '%i players: %i rounds, %i citizens each, %i characters each, %i neutrals first',
    (n, rounds, citizens, characters, neutrals) => {
      const G = newState(n);
      expect(G.rounds).toBe(rounds);
      expect(G.secret!.red).toHaveLength(rounds);
      expect(G.decks).toEqual({ red: rounds, white: 4, yellow: 4 });
      for (const p of G.playOrder) {
        const pl = G.players[p];
        expect([pl.deniers, pl.influence, pl.vp, pl.supply]).toEqual([5, 4, 0, citizens]);
        expect(pl.characters).toHaveLength(characters);
        expect(pl.characterCount).toBe(characters);
      }
      const dealt = G.playOrder.flatMap((p) => G.players[p].characters);
      expect(new Set([...dealt, ...G.secret!.unusedCharacters]).size).toBe(6);
      const placedNeutrals = BUILDINGS.reduce((k, b) => k + G.buildings[b].spaces.filter((o) => o === 'n').length, 0);
      expect(placedNeutrals).toBe(neutrals);
      expect(G.neutralSupply).toBe(8 - neutrals);
      // Nine face-down activity cards, one per colour and level; the Pillage alone in the row.
      expect(Object.keys(G.secret!.faceDown)).toHaveLength(9);
      expect(Object.values(G.cards).every((c) => c.card === null && c.tradesmen.length === 0)).toBe(true);
      expect(G.events).toEqual([{ id: 'pillage', cubes: [] }]);
      expect(G.phase).toBe('placement');
    },
  );

  it('2 players: the six neutrals stand on their spaces before anyone places', () => {
    const G = newState(2);
    expect(G.buildings.palace.spaces).toEqual([null, null, 'n', 'n', null, null]);
    expect(G.buildings.bishopric.spaces).toEqual([null, 'n', null, null, null, 'n']);
    expect(G.buildings.cityhall.spaces).toEqual([null, null, 'n', null, null, 'n']);
  });

  it('keeps only as many red events as rounds, chosen at random from the eight', () => {
    const a = newState(2, {}, scripted([])).secret!.red;
    expect(a.every((id) => deckCards('red').some((e) => e.id === id))).toBe(true);
    const shuffled = newState(2, {}, { number: () => 0.99, shuffle: (x) => [...x].reverse(), die: () => 1 });
    expect(shuffled.secret!.red).not.toEqual(a);
    expect(shuffled.startPlayer).toBe('1');
  });
});

describe('the snake draft', () => {
  it('orders 4 players 1-2-3-4-4-3-2-1-1-2-3-4-4-3-2-1', () => {
    expect(snakeOrder(['0', '1', '2', '3'], '0', 4).join('')).toBe('0123321001233210');
  });
  it('orders 3 players from the start player, five citizens each', () => {
    expect(snakeOrder(['0', '1', '2'], '1', 5).join('')).toBe('120021120021120');
  });
  it('orders 2 players, six citizens each', () => {
    expect(snakeOrder(['0', '1'], '1', 6).join('')).toBe('100110011001');
  });

  it('places on empty spaces only, then fills the rest with neutrals and starts round 1', () => {
    const G = newState(3);
    expect(G.draft!.order.join('')).toBe('012210012210012');
    const first = legal(G, '0');
    expect(first).toHaveLength(18);
    expect(legal(G, '1')).toEqual([]);
    must(G, '0', 'placeInitial', ['palace', 0]);
    expect(legal(G, '1')).toHaveLength(17);
    expect(legal(G, '1').some((m) => JSON.stringify(m.args) === '["palace",0]')).toBe(false);
    // Everyone places on the next free space in building order.
    while (G.phase === 'placement') {
      const [m] = legal(G, G.turn.player);
      must(G, G.turn.player, 'placeInitial', m.args as ['palace', number]);
    }
    expect(logged(G, 'draftPlace')).toHaveLength(15);
    expect(logged(G, 'neutralsPlaced')).toEqual([{ count: 3 }]);
    for (const b of BUILDINGS) expect(G.buildings[b].spaces.every((o) => o !== null)).toBe(true);
    expect(G.neutralSupply).toBe(5);
    for (const p of G.playOrder) expect(G.players[p].supply).toBe(0);
    expect(G.round).toBe(1);
    expect(['events', 'actions']).toContain(G.phase);
  });

  it('4 players: two neutrals fill the last spaces', () => {
    const G = newState(4, {}, keepOrder);
    while (G.phase === 'placement') {
      const [m] = legal(G, G.turn.player);
      must(G, G.turn.player, 'placeInitial', m.args as ['palace', number]);
    }
    expect(logged(G, 'neutralsPlaced')).toEqual([{ count: 2 }]);
    expect(G.buildings.cityhall.spaces.slice(4)).toEqual(['n', 'n']);
  });
});
