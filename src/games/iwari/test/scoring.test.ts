import { describe, expect, it } from 'vitest';
import { connectionScore, scoreFinal, scoreHalfJourney, settlementsOf, tentScores, winnersOf } from '../scoring';
import { newState, tents, totems } from './helpers';
import { NEUTRAL } from '../state';

// Scoring (§6): every example table with its exact points, then the scorings on a
// position: factors from feats, mountains, the third tribe, the purple road, the
// tie-break.

describe('tent scoring (§6.2)', () => {
  it.each([
    [
      { A: 4, B: 2, C: 1 },
      { A: 7, B: 4, C: 2 },
    ],
    [
      { A: 3, B: 3, C: 2, D: 1 },
      { A: 9, B: 9, C: 3, D: 2 },
    ],
    [
      { A: 4, B: 2, C: 2, D: 1 },
      { A: 9, B: 4, C: 4, D: 2 },
    ],
    [{ A: 3 }, { A: 3 }],
  ])('%j scores %j', (counts, points) => {
    expect(tentScores(counts)).toEqual(points);
  });

  it('a feat doubles, two feats triple; tribes without tents there score nothing', () => {
    expect(tentScores({ A: 4, B: 2, C: 1 }, 2)).toEqual({ A: 14, B: 8, C: 4 });
    expect(tentScores({ A: 3, B: 0 }, 3)).toEqual({ A: 9 });
  });
});

describe('totem scoring (§6.5)', () => {
  it.each([
    [{ A: 2, B: 1 }, { A: 1, C: 1 }, { A: 5 }],
    [
      { A: 1, B: 1 },
      { A: 1, B: 1 },
      { A: 4, B: 4 },
    ],
    [{ A: 2 }, { B: 3 }, {}],
    [{ A: 3 }, {}, {}],
  ])('%j and %j: %j', (a, b, points) => {
    expect(connectionScore(a, b)).toEqual(points);
  });

  it('a feat on the connection doubles it', () => {
    expect(connectionScore({ A: 2, B: 1 }, { A: 1, C: 1 }, 2)).toEqual({ A: 10 });
  });
});

describe('settlements (§6.6)', () => {
  it('4 or more linked tents of one tribe, across territories, each scoring its size; 3 linked score nothing', () => {
    const G = newState(3);
    // GL1.4 – TU1.1 is a road across the border: GL1.3, GL1.4, TU1.1, TU1.2 form a settlement of 4.
    tents(G, '0', 'GL1.3', 'GL1.4', 'TU1.1', 'TU1.2');
    tents(G, '0', 'CO2.1', 'CO2.2', 'CO2.3'); // 3 linked: no settlement
    tents(G, '1', 'DE2.1', 'DE2.2', 'DE2.3', 'DE2.5', 'TU3.5'); // 5, across DE2–TU3
    expect(settlementsOf(G, '0')).toEqual([['GL1.3', 'GL1.4', 'TU1.1', 'TU1.2']]);
    expect(settlementsOf(G, '1').map((s) => s.length)).toEqual([5]);
  });

  it('a tent of another tribe breaks the chain; tents next to each other without a path are not linked', () => {
    const G = newState(3);
    tents(G, '0', 'GL2.1', 'GL2.2', 'GL2.4', 'GL2.5');
    tents(G, '1', 'GL2.3');
    expect(settlementsOf(G, '0')).toEqual([]);
    const H = newState(3);
    tents(H, '0', 'FO1.1', 'FO1.2', 'FO1.3', 'FO1.6'); // 1-2, 2-3, 2-6: linked through FO1.2
    expect(settlementsOf(H, '0')).toHaveLength(1);
    const K = newState(3);
    tents(K, '0', 'FO1.1', 'FO1.3', 'FO1.5', 'FO1.6'); // no path between them without FO1.2 and FO1.4
    expect(settlementsOf(K, '0')).toEqual([]);
  });

  it('on the Floating Lands a connection is a road: a settlement crosses the water', () => {
    const G = newState(3, { map: 'floatingLands' });
    tents(G, '0', 'TU3.3', 'TU3.4', 'FO3.4', 'FO3.3');
    expect(settlementsOf(G, '0').map((s) => s.length)).toEqual([4]);
    const A = newState(3);
    tents(A, '0', 'TU3.3', 'TU3.4', 'FO3.4', 'FO3.3');
    expect(settlementsOf(A, '0')).toEqual([]);
  });
});

describe('the half journey and the end of the journey on a position', () => {
  it("the half journey scores tents in every territory, times each territory's factor, and nothing else", () => {
    const G = newState(3);
    tents(G, '0', 'TU1.1', 'TU1.2', 'TU1.3', 'TU1.4');
    tents(G, '1', 'TU1.5', 'TU1.6');
    tents(G, '2', 'CO2.1');
    tents(G, '1', 'CO2.2', 'CO2.3');
    totems(G, '0', 'TU1', 2);
    G.featsOnTerritories.CO2 = ['discovery'];
    scoreHalfJourney(G);
    // TU1: 0 has 4 of 6 → 6; 1 has 2 → 4. CO2 (×2): 1 has 2 of 3 → 6; 2 has 1 → 2 × 2 = 4.
    expect(G.scores).toEqual({ 0: 6, 1: 10, 2: 4 });
    expect(G.breakdown['1'].halfJourney).toBe(10);
    expect(G.scorings[0].totals).toEqual({ 0: 6, 1: 10, 2: 4 });
    expect(G.log.filter((e) => e.key === 'tentPoints')).toHaveLength(4);
  });

  it('the final scoring adds totems on open connections in number order and settlements; mountains switch connections off', () => {
    const G = newState(3); // keepOrder: mountains on connections 1, 3 and 5 (the first of kinds 1, 2, 3)
    expect(G.mountains).toEqual([1, 3, 5]);
    tents(G, '0', 'GL1.1', 'TU1.1', 'FO1.1');
    totems(G, '0', 'GL1', 1);
    totems(G, '0', 'TU1', 1);
    totems(G, '1', 'TU1', 1);
    totems(G, '0', 'FO1', 1);
    scoreFinal(G);
    // Tents: GL1 1, TU1 1, FO1 1 → 3 for player 0.
    // Connection 1 (GL1–TU1) lies under a mountain: nothing. Connection 2 (TU1–FO1): 0 leads both (tie in TU1) → 3 totems.
    // Connection 4 (GL1–CO1): no totems in CO1. Player 1 leads TU1 (tied) but not FO1.
    expect(G.breakdown['0']).toMatchObject({ tents: 3, totems: 3, settlements: 0 });
    expect(G.breakdown['1']).toMatchObject({ tents: 0, totems: 0 });
    expect(G.scorings[0].connections.map((c) => c.n)).toEqual([
      2, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(G.log.filter((e) => e.key === 'totemPoints')).toEqual([
      { key: 'totemPoints', params: { player: '0', connection: 2, factor: 1, points: 3 } },
    ]);
  });

  it('a connection with Honour scores double; Glacial Mass scores both of its connections between GL1 and TU1', () => {
    const G = newState(3, { map: 'glacialMass' }, { number: () => 0.99, shuffle: (x) => [...x], die: () => 1 });
    expect(G.mountains).toEqual([7, 10, 13]); // the second connection of kinds 1, 2, 3 (12 is 13 here)
    totems(G, '0', 'GL1', 2);
    totems(G, '0', 'TU1', 1);
    tents(G, '0', 'GL1.1', 'GL1.2', 'TU1.1');
    G.featsOnConnections['1'] = ['honour'];
    scoreFinal(G);
    // Connection 1: 3 totems × 2 = 6; connection 11 (same pair): 3.
    expect(G.breakdown['0'].totems).toBe(9);
  });

  it('the third tribe takes part in every majority but its points are dropped', () => {
    const G = newState(2);
    tents(G, NEUTRAL, 'DE1.1', 'DE1.2', 'DE1.3');
    tents(G, '0', 'DE1.4', 'DE1.5');
    tents(G, '1', 'DE1.6');
    scoreHalfJourney(G);
    // Neutral 3 of 6 would score 6; player 0 scores 3 (the neutral's count), player 1 scores 2.
    expect(G.scores).toEqual({ 0: 3, 1: 2 });
    expect(Object.keys(G.scorings[0].territories.find((t) => t.territory === 'DE1')!.points)).toEqual(['0', '1']);
  });

  it('The Long Road: at the end the tents on the purple road score like a territory, not at the half journey', () => {
    const G = newState(3, { map: 'longRoad' });
    tents(G, '0', 'CO1.3', 'FO2.4', 'TU2.2');
    tents(G, '1', 'FO2.3');
    tents(G, '2', 'CO1.1'); // not on the road
    scoreHalfJourney(G);
    const half = { ...G.scores };
    scoreFinal(G);
    expect(G.breakdown['0'].road).toBe(4);
    expect(G.breakdown['1'].road).toBe(3);
    expect(G.breakdown['2'].road).toBe(0);
    expect(G.breakdown['0'].halfJourney).toBe(half['0']);
    expect(G.scorings[0].road).toBeNull();
  });
});

describe('the tie-break (§6.7)', () => {
  it('most points wins; tied, the most unused tents and totems; still tied, a shared victory', () => {
    const G = newState(3);
    G.scores = { 0: 30, 1: 30, 2: 12 };
    G.supply['0'] = { tents: 3, totems: 2 };
    G.supply['1'] = { tents: 2, totems: 4 };
    expect(winnersOf(G)).toEqual(['1']);
    G.supply['1'] = { tents: 4, totems: 1 };
    expect(winnersOf(G)).toEqual(['0', '1']);
    G.scores['2'] = 31;
    expect(winnersOf(G)).toEqual(['2']);
  });
});
