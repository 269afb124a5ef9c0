import { describe, expect, it } from 'vitest';
import { scoreHalfJourney } from '../scoring';
import { attempt, hand, legal, must, newState, tents, totems, TOTEM, turnOf } from './helpers';

// Feats (§7.1, table option): each trigger, first and second, at most one each per
// player, where they may go, and the factor they give.

const withFeats = (players = 3) => newState(players, { feats: true });

describe('Union', () => {
  it('the first player to complete a settlement places a Union on a territory the settlement lies in', () => {
    const G = withFeats();
    tents(G, '0', 'GL1.3', 'GL1.4', 'TU1.1');
    hand(G, '0', 'tundra', 'desert', 'desert');
    must(G, '0', 'place', 'TU1', ['TU1.2'], ['tundra']);
    expect(G.featsEarned.union).toEqual(['0']);
    expect(G.turn.step).toBe('feat');
    expect(legal(G, '0')).toEqual([
      { move: 'featOnTerritory', args: ['TU1'] },
      { move: 'featOnTerritory', args: ['GL1'] },
      { move: 'declineFeat', args: [] },
    ]);
    expect(attempt(G, '0', 'featOnTerritory', 'CO1')).toBe(false);
    must(G, '0', 'featOnTerritory', 'GL1');
    expect(G.featsOnTerritories).toEqual({ GL1: ['union'] });
    expect(G.turn).toMatchObject({ step: 'draw', draws: 1 });
  });

  it('a settlement in one territory still asks (place it there or leave it); the second player gets the other; nobody a third', () => {
    const G = withFeats();
    for (const [p, t] of [
      ['0', 'GL2'],
      ['1', 'TU1'],
      ['2', 'DE1'],
    ] as const) {
      tents(G, p, `${t}.1`, `${t}.2`, `${t}.3`);
      turnOf(G, p);
      hand(G, p, t === 'GL2' ? 'glacier' : t === 'TU1' ? 'tundra' : 'desert');
      must(G, p, 'place', t, [`${t}.4`], [G.hands[p][0]]);
      if (p !== '2') {
        expect(legal(G, p)).toEqual([
          { move: 'featOnTerritory', args: [t] },
          { move: 'declineFeat', args: [] },
        ]);
        must(G, p, 'featOnTerritory', t);
      }
    }
    expect(G.featsEarned.union).toEqual(['0', '1']);
    expect(G.featsOnTerritories).toEqual({ GL2: ['union'], TU1: ['union'] });
    expect(G.log.filter((e) => e.key === 'featOnTerritory').map((e) => e.params.territory)).toEqual(['GL2', 'TU1']);
  });

  it('a player earns Union once: a second settlement of his gets nothing', () => {
    const G = withFeats();
    G.featsEarned.union = ['0'];
    tents(G, '0', 'GL2.1', 'GL2.2', 'GL2.3');
    hand(G, '0', 'glacier');
    must(G, '0', 'place', 'GL2', ['GL2.4'], ['glacier']);
    expect(G.featsEarned.union).toEqual(['0']);
    expect(G.turn.step).toBe('draw');
  });
});

describe('Discovery', () => {
  it('the first player to put a tent on the last free space of a territory places a Discovery anywhere else', () => {
    const G = withFeats();
    tents(G, '1', 'FO3.1', 'FO3.2', 'FO3.3');
    hand(G, '0', 'forest', 'desert', 'desert');
    must(G, '0', 'place', 'FO3', ['FO3.4'], ['forest']);
    expect(G.featsEarned.discovery).toEqual(['0']);
    const targets = legal(G, '0')
      .filter((m) => m.move === 'featOnTerritory')
      .map((m) => m.args[0]);
    expect(targets).toHaveLength(11);
    expect(targets).not.toContain('FO3');
    must(G, '0', 'featOnTerritory', 'CO1');
    expect(G.featsOnTerritories.CO1).toEqual(['discovery']);
  });

  it('filling the last space with a totem placement does not count, nor filling it for the third tribe', () => {
    const G = withFeats();
    tents(G, '1', 'FO3.1', 'FO3.2', 'FO3.3', 'FO3.4');
    hand(G, '0', 'forest');
    must(G, '0', 'place', 'FO3', [TOTEM], ['forest']);
    expect(G.featsEarned.discovery).toEqual([]);
  });

  it('feats stack: two on one territory triple its tent scoring (the half journey included)', () => {
    const G = withFeats();
    G.featsOnTerritories.TU1 = ['discovery', 'union'];
    tents(G, '0', 'TU1.1', 'TU1.2');
    tents(G, '1', 'TU1.3');
    scoreHalfJourney(G);
    expect(G.scores).toEqual({ 0: 9, 1: 6, 2: 0 });
  });
});

describe('Honour and Respect', () => {
  it('the first player with the totem majority on both sides of an open land connection places Honour on it', () => {
    const G = withFeats(); // mountains on 1, 3, 5
    tents(G, '0', 'TU1.1', 'FO1.1');
    totems(G, '0', 'TU1');
    hand(G, '0', 'forest');
    must(G, '0', 'place', 'FO1', [TOTEM], ['forest']);
    // Connection 2 (TU1–FO1) is open: the only place, yet the player is asked.
    expect(legal(G, '0')).toEqual([
      { move: 'featOnConnection', args: [2] },
      { move: 'declineFeat', args: [] },
    ]);
    must(G, '0', 'featOnConnection', 2);
    expect(G.featsOnConnections).toEqual({ 2: ['honour'] });
    expect(G.featsEarned.honour).toEqual(['0']);
  });

  it('a connection under a mountain earns nothing; with several connections the player chooses; nobody earns it twice', () => {
    const G = withFeats();
    tents(G, '0', 'GL1.1', 'TU1.1', 'CO1.1');
    totems(G, '0', 'GL1');
    totems(G, '0', 'CO1');
    hand(G, '0', 'tundra');
    // TU1 joins GL1 by connection 1 (under a mountain); GL1 joins CO1 by 4: 4 qualifies already, and TU1–FO1 does not.
    must(G, '0', 'place', 'TU1', [TOTEM], ['tundra']);
    expect(legal(G, '0')).toEqual([
      { move: 'featOnConnection', args: [4] },
      { move: 'declineFeat', args: [] },
    ]);
    const H = withFeats(4); // 4 players: mountains on 1 and 3
    tents(H, '0', 'TU1.1', 'FO1.1', 'TU2.1');
    totems(H, '0', 'TU1');
    totems(H, '0', 'TU2');
    hand(H, '0', 'forest');
    must(H, '0', 'place', 'FO1', [TOTEM], ['forest']);
    // FO1 joins TU1 (2) and TU2 (6): the player chooses.
    expect(legal(H, '0')).toEqual([
      { move: 'featOnConnection', args: [2] },
      { move: 'featOnConnection', args: [6] },
      { move: 'declineFeat', args: [] },
    ]);
    expect(attempt(H, '0', 'featOnConnection', 3)).toBe(false);
    must(H, '0', 'featOnConnection', 6);
    turnOf(H, '1');
    tents(H, '1', 'FO2.1', 'CO1.1');
    totems(H, '1', 'FO2');
    hand(H, '1', 'coast');
    must(H, '1', 'place', 'CO1', [TOTEM], ['coast']);
    expect(H.featsOnConnections).toEqual({ 6: ['honour'] });
    expect(H.featsEarned.honour).toEqual(['0']);
  });

  it('Respect for a water connection; a tie for the majority counts', () => {
    const G = withFeats();
    tents(G, '1', 'FO3.1');
    tents(G, '0', 'TU3.2');
    totems(G, '1', 'FO3');
    totems(G, '0', 'FO3');
    hand(G, '0', 'tundra');
    must(G, '0', 'place', 'TU3', [TOTEM], ['tundra']);
    must(G, '0', 'featOnConnection', 16);
    expect(G.featsOnConnections).toEqual({ 16: ['respect'] });
    expect(G.featsEarned).toMatchObject({ respect: ['0'], honour: [] });
  });

  it('without the option nothing is earned', () => {
    const G = newState(3);
    tents(G, '0', 'GL2.1', 'GL2.2', 'GL2.3');
    hand(G, '0', 'glacier');
    must(G, '0', 'place', 'GL2', ['GL2.4'], ['glacier']);
    expect(G.featsEarned.union).toEqual([]);
  });
});

describe('several feats at once', () => {
  it('are placed one after the other, Union before Discovery', () => {
    const G = withFeats();
    tents(G, '0', 'FO3.1', 'FO3.2', 'FO3.3');
    tents(G, '1', 'TU3.1');
    hand(G, '0', 'forest');
    // FO3.4 fills FO3 and links 4 tents: Union (FO3 only) and Discovery (anywhere else).
    must(G, '0', 'place', 'FO3', ['FO3.4'], ['forest']);
    expect(G.turn.feats.map((f) => f.feat)).toEqual(['union', 'discovery']);
    must(G, '0', 'featOnTerritory', 'FO3');
    expect(G.featsOnTerritories).toEqual({ FO3: ['union'] });
    expect(G.turn.feats.map((f) => f.feat)).toEqual(['discovery']);
    must(G, '0', 'featOnTerritory', 'TU3');
    expect(G.featsOnTerritories).toEqual({ FO3: ['union'], TU3: ['discovery'] });
    expect(G.turn.step).toBe('draw');
  });
});

describe('declining a feat', () => {
  it('the earner may leave it unplaced: it scores nowhere, he stays its first earner, the second player still gets the other', () => {
    const G = withFeats();
    tents(G, '0', 'GL2.1', 'GL2.2', 'GL2.3');
    hand(G, '0', 'glacier');
    must(G, '0', 'place', 'GL2', ['GL2.4'], ['glacier']);
    must(G, '0', 'declineFeat');
    expect(G.featsOnTerritories).toEqual({});
    expect(G.featsEarned.union).toEqual(['0']);
    expect(G.log.at(-1)).toMatchObject({ key: 'featDeclined', params: { player: '0', feat: 'union' } });
    expect(G.turn).toMatchObject({ step: 'draw', draws: 3 });
    turnOf(G, '1');
    tents(G, '1', 'TU1.1', 'TU1.2', 'TU1.3');
    hand(G, '1', 'tundra');
    must(G, '1', 'place', 'TU1', ['TU1.4'], ['tundra']);
    must(G, '1', 'featOnTerritory', 'TU1');
    expect(G.featsEarned.union).toEqual(['0', '1']);
    expect(G.featsOnTerritories).toEqual({ TU1: ['union'] });
  });

  it('declining is a move of the feat step only', () => {
    const G = withFeats();
    hand(G, '0', 'glacier');
    expect(attempt(G, '0', 'declineFeat')).toBe(false);
  });
});
