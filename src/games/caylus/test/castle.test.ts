import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../data/board';
import { legalCastleBatches } from '../castle';
import { scoreSection } from '../endOfTurn';
import { legalMoves } from '../moves';
import type { CaylusState } from '../state';
import { act, keys, newGame, passAll, runUntil, setStock } from './helpers';

const FULL = { food: 6, wood: 6, stone: 6, cloth: 6, gold: 0 };

function toCastlePhase(G: CaylusState): void {
  passAll(G);
  runUntil(G, 'castle', 'favour', 'place');
}

describe('castle building (reference §7)', () => {
  it('a batch is food + two other different kinds (gold allowed); 5 VP per Dungeon piece', () => {
    const G = newGame(3);
    setStock(G, '0', { food: 1, wood: 1, gold: 1 }, 7);
    act(G, '0', 'place', 'castle');
    toCastlePhase(G);
    expect(G.decision).toEqual({ kind: 'castle', player: '0' });
    expect(legalMoves(G, '0')).toEqual([
      { move: 'castle', args: ['wood', 'gold'] },
      { move: 'decline', args: [] },
    ]);
    act(G, '0', 'castle', 'wood', 'gold');
    expect(G.castle.dungeon).toEqual(['0']);
    expect(G.players['0'].cubes).toEqual({ food: 0, wood: 0, stone: 0, cloth: 0, gold: 0 });
    // One batch, so '0' is best builder: favour, then the turn ends.
    expect(G.decision).toEqual({ kind: 'favour', player: '0' });
    expect(G.players['0'].vp).toBe(5);
  });

  it('no batch without food or without two other kinds', () => {
    const G = newGame(3);
    setStock(G, '0', { wood: 3, stone: 3 });
    expect(legalCastleBatches(G, '0')).toEqual([]);
    setStock(G, '0', { food: 3, stone: 3 });
    expect(legalCastleBatches(G, '0')).toEqual([]);
  });

  it('several batches; a full section overflows into the next at its value (4 VP on the Walls)', () => {
    const G = newGame(3);
    G.castle.dungeon = ['1', '1', '1', '1'];
    setStock(G, '0', FULL, 7);
    act(G, '0', 'place', 'castle');
    toCastlePhase(G);
    act(G, '0', 'castle', 'wood', 'stone');
    act(G, '0', 'castle', 'wood', 'cloth');
    act(G, '0', 'castle', 'stone', 'cloth');
    act(G, '0', 'decline');
    expect(G.castle.dungeon).toEqual(['1', '1', '1', '1', '0', '0']);
    expect(G.castle.walls).toEqual(['0']);
    expect(G.players['0'].vp).toBe(5 + 5 + 4);
    expect(G.log.filter((e) => e.key === 'castleBatch').map((e) => e.params.section)).toEqual([
      'dungeon',
      'dungeon',
      'walls',
    ]);
  });

  it('after a section is scored, building moves on even if it has empty pieces', () => {
    const G = newGame(3);
    G.scoredSections = ['dungeon'];
    setStock(G, '0', FULL, 7);
    act(G, '0', 'place', 'castle');
    toCastlePhase(G);
    act(G, '0', 'castle', 'wood', 'stone');
    expect(G.castle.walls).toEqual(['0']);
    expect(G.castle.dungeon).toEqual([]);
    expect(G.players['0'].vp).toBe(4);
  });

  it('seed log: Walls pieces score 4 VP each', () => {
    const G = newGame(5);
    G.scoredSections = ['dungeon'];
    G.favourColumnLimit = 4;
    setStock(G, '0', { food: 1, wood: 1, stone: 1 }, 7);
    act(G, '0', 'place', 'castle');
    toCastlePhase(G);
    act(G, '0', 'castle', 'wood', 'stone');
    expect(G.log.find((e) => e.key === 'castleBatch')?.params).toEqual({
      player: '0',
      section: 'walls',
      cubes: ['food', 'wood', 'stone'],
      vp: 4,
    });
  });

  it('a castle worker who builds nothing loses 2 VP, never below 0', () => {
    const G = newGame(3);
    setStock(G, '0', FULL, 7);
    G.players['0'].vp = 5;
    G.players['1'].vp = 1;
    act(G, '0', 'place', 'castle');
    act(G, '1', 'place', 'castle');
    toCastlePhase(G);
    act(G, '0', 'decline');
    expect(G.players['0'].vp).toBe(3);
    // '1' has no food and no other kinds: no decision, straight to the penalty
    expect(G.players['1'].vp).toBe(0);
    expect(G.log.filter((e) => e.key === 'castlePenalty').map((e) => e.params)).toEqual([
      { player: '0', vp: 2 },
      { player: '1', vp: 1 },
    ]);
  });

  it('a castle worker with no points who builds nothing is told there is nothing to lose', () => {
    const G = newGame(3);
    setStock(G, '0', FULL, 7);
    G.players['0'].vp = 0;
    act(G, '0', 'place', 'castle');
    toCastlePhase(G);
    act(G, '0', 'decline');
    expect(G.players['0'].vp).toBe(0);
    expect(G.log.filter((e) => e.key.startsWith('castlePenalty'))).toEqual([
      { key: 'castlePenaltyNone', params: { player: '0' } },
    ]);
  });

  it('no penalty when no castle piece remains at all (§12.13)', () => {
    const G = newGame(3);
    G.castle.dungeon = Array(6).fill('1');
    G.castle.walls = Array(10).fill('1');
    G.castle.towers = Array(14).fill('1');
    G.players['0'].vp = 5;
    setStock(G, '0', FULL, 7);
    act(G, '0', 'place', 'castle');
    toCastlePhase(G);
    expect(keys(G)).toContain('castleFull');
    expect(keys(G)).not.toContain('castlePenalty');
    expect(G.players['0'].cubes).toEqual(FULL);
  });

  it('most houses this turn earns a favour; a tie goes to the earlier arrival (seed log)', () => {
    const G = newGame(3);
    setStock(G, '0', FULL, 7);
    setStock(G, '1', FULL, 7);
    act(G, '0', 'place', 'tradingPost');
    act(G, '1', 'place', 'castle');
    act(G, '2', 'pass');
    act(G, '0', 'place', 'castle');
    toCastlePhase(G);
    expect(G.castleWorkers).toEqual(['1', '0']);
    expect(G.decision).toEqual({ kind: 'castle', player: '1' });
    act(G, '1', 'castle', 'wood', 'stone');
    act(G, '1', 'decline');
    act(G, '0', 'castle', 'wood', 'stone');
    act(G, '0', 'decline');
    expect(G.log.find((e) => e.key === 'castleBest')?.params).toEqual({ player: '1', houses: 1 });
    expect(G.decision).toEqual({ kind: 'favour', player: '1' });
  });

  it('the best builder is whoever built most, whatever the arrival', () => {
    const G = newGame(3);
    setStock(G, '0', FULL, 7);
    setStock(G, '1', FULL, 7);
    act(G, '0', 'place', 'castle');
    act(G, '1', 'place', 'castle');
    toCastlePhase(G);
    act(G, '0', 'castle', 'wood', 'stone');
    act(G, '0', 'decline');
    act(G, '1', 'castle', 'wood', 'stone');
    act(G, '1', 'castle', 'wood', 'cloth');
    act(G, '1', 'decline');
    expect(G.decision).toEqual({ kind: 'favour', player: '1' });
    for (const p of ['0', '1']) expect(G.players[p].workersHome).toBe(6);
  });
});

describe('section scoring (reference §8)', () => {
  const expected: Record<string, (number | string)[]> = {
    // houses 0..6: a negative number is a penalty, otherwise favours
    dungeon: [-2, 0, 1, 1, 1, 1, 1],
    walls: [-3, 0, 1, 2, 2, 3, 3],
    towers: [-4, 0, 1, 1, 2, 2, 3],
  };
  for (const section of SECTIONS) {
    it(`${section.id}: ${expected[section.id].join(', ')} for 0..6 houses`, () => {
      const results: number[] = [];
      for (let houses = 0; houses <= 6; houses++) {
        const G = newGame(2);
        G.players['0'].vp = 10;
        G.castle[section.id] = Array(houses).fill('0');
        scoreSection(G, section);
        const favours = G.favourQueue.filter((f) => f.player === '0').reduce((n, f) => n + f.count, 0);
        results.push(houses === 0 ? G.players['0'].vp - 10 : favours);
      }
      expect(results).toEqual(expected[section.id]);
    });
  }

  it('penalties never take a score below 0', () => {
    const G = newGame(2);
    G.players['1'].vp = 3;
    scoreSection(G, SECTIONS[2]);
    expect(G.players['1'].vp).toBe(0);
  });

  it('favours of a scoring keep the column limit in force before it; the scoring then opens columns', () => {
    const G = newGame(2);
    G.castle.dungeon = ['0', '0'];
    scoreSection(G, SECTIONS[0]);
    expect(G.favourQueue).toEqual([{ player: '0', count: 1, limit: 2 }]);
    expect(G.favourColumnLimit).toBe(4);
    G.castle.walls = ['0', '0'];
    scoreSection(G, SECTIONS[1]);
    expect(G.favourQueue[1]).toEqual({ player: '0', count: 1, limit: 4 });
    expect(G.favourColumnLimit).toBe(5);
  });

  it('only houses in the scored section count (overflow ignored)', () => {
    const G = newGame(2);
    G.castle.dungeon = ['1', '1', '1', '1', '1', '1'];
    G.castle.walls = ['0', '0', '0'];
    G.players['0'].vp = 10;
    scoreSection(G, SECTIONS[0]);
    expect(G.players['0'].vp).toBe(8);
  });
});
