import { describe, expect, it } from 'vitest';
import { legalPlacements, placementPrice } from '../placement';
import { legalMoves } from '../moves';
import { roadSpace } from '../state';
import { act, keys, newGame, putBuilding, runUntil } from './helpers';

describe('placing workers (reference §6.2)', () => {
  it('players place in turn order, skipping those who passed', () => {
    const G = newGame(3);
    act(G, '0', 'place', 1);
    expect(G.decision).toEqual({ kind: 'place', player: '1' });
    act(G, '1', 'pass');
    act(G, '2', 'place', 2);
    expect(G.decision).toEqual({ kind: 'place', player: '0' });
    act(G, '0', 'place', 3);
    expect(G.decision).toEqual({ kind: 'place', player: '2' });
  });

  it('price = lowest free bridge number: 1, then 2 after the first pass, 3 after two (seed log)', () => {
    const G = newGame(4);
    act(G, '0', 'place', 1);
    expect(G.players['0'].deniers).toBe(7 - 1);
    act(G, '1', 'pass');
    act(G, '2', 'place', 2);
    expect(G.players['2'].deniers).toBe(8 - 2);
    act(G, '3', 'pass');
    act(G, '0', 'place', 3);
    expect(G.players['0'].deniers).toBe(6 - 3);
    expect(G.log.filter((e) => e.key === 'place').map((e) => e.params.price)).toEqual([1, 2, 3]);
  });

  it('the first passer gets 1 denier, later passers nothing', () => {
    const G = newGame(3);
    act(G, '0', 'pass');
    expect(G.players['0'].deniers).toBe(8);
    act(G, '1', 'pass');
    expect(G.players['1'].deniers).toBe(8);
    expect(G.bridge).toEqual(['0', '1']);
    expect(keys(G)).toContain('firstPass');
  });

  it("another player's building: owner +1 VP at placement; own building costs 1 and scores nothing; neutral scores nobody", () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_quarry', '1');
    putBuilding(G, 10, 'wood_sawmill', '2');
    act(G, '0', 'pass'); // bridge price now 2
    act(G, '1', 'place', 10); // '2' owns it
    expect(G.players['2'].vp).toBe(1);
    expect(G.players['1'].deniers).toBe(8 - 2);
    act(G, '2', 'place', 9); // '1' owns it
    expect(G.players['1'].vp).toBe(1);
    act(G, '1', 'place', 3); // neutral sawmill
    expect(G.players['1'].deniers).toBe(6 - 2);
    expect(G.players['2'].vp).toBe(1);
    act(G, '2', 'pass');
    expect(G.decision).toEqual({ kind: 'place', player: '1' });
    const G2 = newGame(3);
    putBuilding(G2, 9, 'wood_quarry', '0');
    act(G2, '0', 'pass');
    act(G2, '1', 'pass');
    act(G2, '2', 'pass');
    expect(G2.decision?.kind).not.toBe('place');
    const G3 = newGame(3);
    putBuilding(G3, 9, 'wood_quarry', '1');
    act(G3, '0', 'pass');
    expect(placementPrice(G3, '1', 9)).toBe(1);
    act(G3, '1', 'place', 9);
    expect(G3.players['1'].deniers).toBe(7);
    expect(G3.players['1'].vp).toBe(0);
  });

  it('the Inn resident pays 1 for every placement, even after passes; owners still score (seed log)', () => {
    const G = newGame(4);
    G.inn.right = '3';
    G.players['3'].workersHome = 5;
    putBuilding(G, 9, 'wood_sawmill', '0');
    act(G, '0', 'pass');
    act(G, '1', 'pass');
    act(G, '2', 'pass');
    expect(placementPrice(G, '3', 'castle')).toBe(1);
    expect(placementPrice(G, '3', 'gate')).toBe(1);
    act(G, '3', 'place', 9);
    expect(G.players['3'].deniers).toBe(9 - 1);
    expect(G.players['0'].vp).toBe(1);
    act(G, '3', 'place', 'castle');
    expect(G.players['3'].deniers).toBe(7);
  });

  it('2 players: 3 deniers once the other passed; own building 1; Inn resident 1', () => {
    const G = newGame(2);
    putBuilding(G, 9, 'wood_sawmill', '1');
    act(G, '0', 'pass');
    expect(placementPrice(G, '1', 1)).toBe(3);
    expect(placementPrice(G, '1', 'castle')).toBe(3);
    expect(placementPrice(G, '1', 9)).toBe(1);
    act(G, '1', 'place', 1);
    expect(G.players['1'].deniers).toBe(7 - 3);
    G.inn.right = '1';
    expect(placementPrice(G, '1', 2)).toBe(1);
  });

  it('legal destinations: not residences, prestige, empty spaces, occupied spots, a 2nd castle or stables worker', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'residence', '1');
    putBuilding(G, 10, 'statue', '1');
    const spots = legalPlacements(G, '0');
    expect(spots).not.toContain(9);
    expect(spots).not.toContain(10);
    expect(spots).not.toContain(11);
    expect(spots).toEqual([
      'gate',
      'tradingPost',
      'guild',
      'jousting',
      'stables',
      'inn',
      'castle',
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      16,
    ]);
    act(G, '0', 'place', 'castle');
    act(G, '1', 'place', 1);
    act(G, '2', 'place', 'stables');
    expect(legalPlacements(G, '0')).not.toContain('castle');
    expect(legalPlacements(G, '0')).not.toContain(1);
    expect(legalPlacements(G, '0')).toContain('stables');
    act(G, '0', 'place', 'stables');
    act(G, '1', 'place', 'castle');
    expect(legalPlacements(G, '2')).not.toContain('stables');
    expect(legalPlacements(G, '2')).toContain('castle');
  });

  it('2 players: the Stables are not used', () => {
    const G = newGame(2);
    expect(legalPlacements(G, '0')).not.toContain('stables');
  });

  it('the Inn: only the left spot, taken by one newcomer per turn', () => {
    const G = newGame(3);
    act(G, '0', 'place', 'inn');
    expect(legalPlacements(G, '1')).not.toContain('inn');
  });

  it('a player with no worker left or no money for any spot can only pass', () => {
    const G = newGame(3);
    G.players['0'].workersHome = 0;
    expect(legalMoves(G, '0')).toEqual([{ move: 'pass', args: [] }]);
    const G2 = newGame(3);
    G2.players['0'].deniers = 0;
    expect(legalMoves(G2, '0')).toEqual([{ move: 'pass', args: [] }]);
  });

  it('six workers each: the seventh placement is impossible', () => {
    const G = newGame(2);
    for (let i = 0; i < 6; i++) {
      act(G, '0', 'place', [1, 2, 3, 4, 5, 6][i]);
      act(G, '1', 'place', ['gate', 'tradingPost', 'guild', 'jousting', 'castle', 7][i]);
    }
    G.players['0'].deniers = 50;
    expect(legalPlacements(G, '0')).toEqual([]);
    expect(G.players['0'].workersHome).toBe(0);
  });

  it('when everyone has passed the special buildings start', () => {
    const G = newGame(3);
    act(G, '0', 'place', 'tradingPost');
    runUntil(G, 'bribe');
    expect(G.players['0'].deniers).toBe(7 - 1 + 3 + 0);
    expect(keys(G)).toContain('allPassed');
    expect(roadSpace(G, 1).worker).toBeNull();
  });
});
