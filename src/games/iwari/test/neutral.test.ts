import { describe, expect, it } from 'vitest';
import { NEUTRAL } from '../state';
import { attempt, hand, legal, must, newState, places, tents, TOTEM, turnOf } from './helpers';

// The two-player third tribe (§4.3): cards left after a regular move that used 1
// or 2 cards move the third tribe; the rest is discarded; then the hand is refilled.

describe('the third tribe (two players)', () => {
  it('is set up beside the board with 21 tents and 8 totems, and only with two players', () => {
    expect(newState(2).supply[NEUTRAL]).toEqual({ tents: 21, totems: 8 });
    expect(newState(2).tribes).toEqual(['0', '1', NEUTRAL]);
    expect(newState(3).supply[NEUTRAL]).toBeUndefined();
  });

  it('worked example 4: a tent in FO1 with the Forest; the two Coasts then move the third tribe, are discarded, and A draws 3', () => {
    const G = newState(2);
    tents(G, '1', 'CO1.1'); // an explored Coast territory
    hand(G, '0', 'forest', 'coast', 'coast');
    must(G, '0', 'place', 'FO1', ['FO1.1'], ['forest']);
    expect(G.turn.step).toBe('neutral');
    const moves = places(legal(G, '0'));
    expect(moves.every((m) => m.move === 'placeNeutral')).toBe(true);
    // Two neutral pieces in the explored Coast territory (CO1), or one anywhere with the pair.
    expect(moves.some((m) => m.args[0] === 'CO1' && m.args[1].length === 2 && m.args[2].join() === 'coast,coast')).toBe(
      true,
    );
    expect(moves.some((m) => m.args[0] === 'DE1' && m.args[1].length === 1 && m.args[2].join() === 'coast,coast')).toBe(
      true,
    );
    expect(moves.some((m) => m.args[0] === 'DE1' && m.args[1].length === 2)).toBe(false);
    expect(attempt(G, '0', 'place', 'CO1', ['CO1.2'], ['coast'])).toBe(false); // not for himself
    must(G, '0', 'placeNeutral', 'CO1', ['CO1.2', 'CO1.3'], ['coast', 'coast']);
    expect(G.tents['CO1.2']).toBe(NEUTRAL);
    expect(G.supply[NEUTRAL].tents).toBe(19);
    expect(G.hands['0']).toEqual([]);
    expect(G.turn).toMatchObject({ step: 'draw', draws: 3 });
  });

  it('a third tribe move that leaves cards unused discards them', () => {
    const G = newState(2);
    hand(G, '0', 'forest', 'coast', 'desert');
    const discarded = G.discard.coast + G.discard.desert;
    must(G, '0', 'place', 'FO1', ['FO1.1'], ['forest']);
    must(G, '0', 'placeNeutral', 'CO2', ['CO2.1'], ['coast']);
    expect(G.hands['0']).toEqual([]);
    expect(G.discard.coast + G.discard.desert).toBe(discarded + 2);
    expect(G.log.slice(-2)).toEqual([
      {
        key: 'placeNeutral',
        params: {
          player: '0',
          territory: 'CO2',
          biome: 'coast',
          number: 2,
          pieces: ['CO2.1'],
          tents: ['CO2.1'],
          tentCount: 1,
          totems: 0,
          cards: ['coast'],
        },
      },
      { key: 'neutralDiscard', params: { player: '0', cards: ['desert'] } },
    ]);
  });

  it('all three cards used for oneself: the third tribe does not move', () => {
    const G = newState(2);
    tents(G, '1', 'FO1.1');
    hand(G, '0', 'forest', 'coast', 'coast');
    must(G, '0', 'place', 'FO1', ['FO1.2', 'FO1.3'], ['forest', 'coast', 'coast']);
    expect(G.turn).toMatchObject({ step: 'draw', draws: 3 });
  });

  it('discard and draw does not move the third tribe', () => {
    const G = newState(2);
    hand(G, '0', 'forest', 'coast', 'coast');
    must(G, '0', 'discard', 'forest');
    expect(G.turn).toMatchObject({ step: 'draw', draws: 1 });
  });

  it('with no legal move for the third tribe the cards left are discarded and the player draws', () => {
    const G = newState(2);
    G.supply[NEUTRAL] = { tents: 0, totems: 0 };
    hand(G, '0', 'forest', 'coast', 'desert');
    must(G, '0', 'place', 'FO1', ['FO1.1'], ['forest']);
    expect(G.turn).toMatchObject({ step: 'draw', draws: 3 });
    expect(G.hands['0']).toEqual([]);
    expect(G.log.find((e) => e.key === 'neutralSkipped')?.params).toEqual({ player: '0', cards: ['coast', 'desert'] });
  });

  it('follows the same rules: one tent in an unexplored territory, the totem cap, and its tents raise the cap for everybody', () => {
    const G = newState(2);
    hand(G, '0', 'forest', 'desert', 'desert');
    must(G, '0', 'place', 'FO1', ['FO1.1'], ['forest']);
    expect(
      places(legal(G, '0'))
        .filter((m) => m.args[0] === 'DE1')
        .every((m) => m.args[1].length === 1),
    ).toBe(true);
    must(G, '0', 'placeNeutral', 'DE1', ['DE1.1'], ['desert']);
    // Player 1 may now put a totem in DE1 on the strength of the third tribe's tent.
    must(G, '0', 'draw', 'deck');
    must(G, '0', 'draw', 'deck');
    must(G, '0', 'draw', 'deck');
    expect(G.turn.player).toBe('1');
    hand(G, '1', 'desert', 'tundra', 'tundra');
    expect(attempt(structuredClone(G), '1', 'place', 'DE1', [TOTEM], ['desert'])).toBe(true);
    expect(attempt(structuredClone(G), '1', 'place', 'DE1', [TOTEM, TOTEM], ['desert', 'tundra', 'tundra'])).toBe(
      false,
    );
  });

  it('its last tent does not end the game', () => {
    const G = newState(2);
    G.supply[NEUTRAL].tents = 1;
    hand(G, '0', 'forest', 'coast', 'desert');
    must(G, '0', 'place', 'FO1', ['FO1.1'], ['forest']);
    must(G, '0', 'placeNeutral', 'CO2', ['CO2.1'], ['coast']);
    expect(G.supply[NEUTRAL].tents).toBe(0);
    expect(G.endTrigger).toBeNull();
  });

  it('it earns no feat and completes no expedition', () => {
    const G = newState(2, { feats: true, expeditions: true });
    G.expeditions = [{ id: 'E7', achievers: [] }];
    tents(G, NEUTRAL, 'CO2.1', 'CO2.2', 'CO2.3');
    turnOf(G, '0');
    hand(G, '0', 'forest', 'coast', 'coast');
    must(G, '0', 'place', 'FO1', ['FO1.1'], ['forest']);
    must(G, '0', 'placeNeutral', 'CO2', ['CO2.4', 'CO2.5'], ['coast', 'coast']);
    expect(Object.values(G.featsEarned).flat()).toEqual([]);
    expect(G.expeditions[0].achievers).toEqual([]);
  });
});
