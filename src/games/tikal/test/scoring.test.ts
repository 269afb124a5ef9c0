import { describe, expect, it } from 'vitest';
import { spaceAt } from '../data/board';
import { decideResult, scorePlayer, templePoints, treasurePoints } from '../scoring';
import { lay, newState, put } from './helpers';

const NORTH_TEMPLE = spaceAt(0, 3);
const SOUTH_TEMPLE = spaceAt(1, 4);
const S16 = spaceAt(0, 2);

describe('scoring a player (reference §7)', () => {
  it('treasures score 1, 3 and 6 for one, two and three of a motif', () => {
    const G = newState(2);
    G.players['0'].treasures = [1, 2, 3, 0, 1, 0, 0, 0];
    expect(treasurePoints(G, '0')).toBe(1 + 3 + 6 + 1);
  });

  it('temples: strict majority with the leader counting 3; ties score for nobody', () => {
    const G = newState(3);
    lay(G, S16, 'E1'); // value 6
    G.spaces[NORTH_TEMPLE].templeValue = 4;
    put(G, '0', 'leader', NORTH_TEMPLE);
    put(G, '1', 'explorer', NORTH_TEMPLE, 2);
    put(G, '1', 'explorer', S16, 2);
    put(G, '2', 'explorer', S16, 2);
    expect(templePoints(G, '0')).toBe(4);
    expect(templePoints(G, '1')).toBe(0);
    expect(templePoints(G, '2')).toBe(0);
  });

  it('a guarded temple scores for its guard alone, whatever stands there', () => {
    const G = newState(2);
    G.spaces[SOUTH_TEMPLE].templeValue = 7;
    G.spaces[SOUTH_TEMPLE].guard = '0';
    put(G, '1', 'explorer', SOUTH_TEMPLE, 5);
    expect(templePoints(G, '0')).toBe(7);
    expect(templePoints(G, '1')).toBe(0);
  });

  it('points add up from one scoring to the next and are logged', () => {
    const G = newState(2);
    put(G, '0', 'explorer', NORTH_TEMPLE);
    G.players['0'].treasures[2] = 2;
    scorePlayer(G, '0');
    scorePlayer(G, '0');
    expect(G.players['0'].score).toBe(2 * (1 + 3));
    expect(G.log.slice(-1)[0]).toEqual({ key: 'score', params: { player: '0', temples: 1, treasures: 3, total: 8 } });
  });
});

describe('winner and tie-breaks (reference §8, BGA)', () => {
  function tied() {
    const G = newState(3);
    for (const p of ['0', '1', '2']) G.players[p].score = 40;
    G.players['2'].score = 39;
    return G;
  }

  it('the highest score wins outright', () => {
    const G = tied();
    G.players['1'].score = 41;
    expect(decideResult(G)).toMatchObject({ winner: '1', winners: ['1'], scores: { 0: 40, 1: 41, 2: 39 } });
  });

  it('tied: the guard on the most valuable temple wins', () => {
    const G = tied();
    G.spaces[NORTH_TEMPLE].templeValue = 5;
    G.spaces[NORTH_TEMPLE].guard = '0';
    G.spaces[SOUTH_TEMPLE].templeValue = 8;
    G.spaces[SOUTH_TEMPLE].guard = '1';
    G.players['0'].treasures[0] = 3; // more treasure does not matter before the guard test
    expect(decideResult(G).winner).toBe('1');
  });

  it('still tied: the most treasure tokens win', () => {
    const G = tied();
    G.spaces[NORTH_TEMPLE].templeValue = 5;
    G.spaces[NORTH_TEMPLE].guard = '0';
    G.spaces[SOUTH_TEMPLE].templeValue = 5;
    G.spaces[SOUTH_TEMPLE].guard = '1';
    G.players['0'].treasures = [1, 1, 0, 0, 0, 0, 0, 0];
    G.players['1'].treasures = [3, 0, 0, 0, 0, 0, 0, 0];
    G.players['2'].treasures = [3, 3, 3, 0, 0, 0, 0, 0]; // not tied on score
    expect(decideResult(G).winner).toBe('1');
  });

  it('still tied: the victory is shared', () => {
    const G = tied();
    G.players['0'].treasures[4] = 1;
    G.players['1'].treasures[5] = 1;
    const result = decideResult(G);
    expect(result).toMatchObject({ winners: ['0', '1'], draw: true, scores: { 0: 40, 1: 40, 2: 39 } });
    expect(result.winner).toBeUndefined();
  });
});
