import { describe, expect, it } from 'vitest';
import type { ExpeditionId } from '../data/expeditions';
import { completes } from '../expeditions';
import type { IwariState } from '../state';
import { hand, must, newState, tents, totems, TOTEM, turnOf } from './helpers';

// Expedition cards (§7.2, the stand-in set, table option): each mission, and the
// first and second players' points.

describe.each<[ExpeditionId, string, (G: IwariState) => void, (G: IwariState) => void]>([
  [
    'E1',
    'tents in territories of all 5 biomes',
    (G) => tents(G, '0', 'TU1.1', 'FO1.1', 'GL1.1', 'CO1.1', 'DE1.1'),
    (G) => tents(G, '0', 'TU1.1', 'FO1.1', 'GL1.1', 'CO1.1', 'TU2.1'),
  ],
  [
    'E2',
    'a settlement of 6 tents',
    (G) => tents(G, '0', 'CO1.1', 'CO1.2', 'CO1.3', 'CO1.4', 'CO1.5', 'CO1.6'),
    (G) => tents(G, '0', 'CO1.1', 'CO1.2', 'CO1.3', 'CO1.4', 'CO1.5', 'CO2.1'),
  ],
  [
    'E3',
    'a settlement spanning 3 territories',
    (G) => tents(G, '0', 'GL1.4', 'TU1.1', 'TU1.2', 'TU1.3', 'TU1.4', 'TU1.5', 'FO1.1'),
    (G) => tents(G, '0', 'GL1.4', 'TU1.1', 'TU1.2', 'TU1.3'),
  ],
  [
    'E4',
    'the tent majority (ties count) in 3 territories',
    (G) => {
      tents(G, '0', 'TU1.1', 'FO1.1', 'GL1.1');
      tents(G, '1', 'GL1.2');
    },
    (G) => {
      tents(G, '0', 'TU1.1', 'FO1.1', 'GL1.1');
      tents(G, '1', 'GL1.2', 'GL1.3');
    },
  ],
  [
    'E5',
    'totems in 4 territories',
    (G) => {
      for (const t of ['TU1', 'FO1', 'GL1', 'CO1']) totems(G, '0', t);
    },
    (G) => {
      for (const t of ['TU1', 'FO1', 'GL1']) totems(G, '0', t, 2);
    },
  ],
  [
    'E6',
    'all 8 totems placed',
    (G) => {
      totems(G, '0', 'TU1', 4);
      totems(G, '0', 'FO1', 4);
    },
    (G) => {
      totems(G, '0', 'TU1', 4);
      totems(G, '0', 'FO1', 3);
    },
  ],
  [
    'E7',
    'the only tribe in a territory, with 3 tents there',
    (G) => tents(G, '0', 'DE2.1', 'DE2.2', 'DE2.3'),
    (G) => {
      tents(G, '0', 'DE2.1', 'DE2.2', 'DE2.3');
      tents(G, '1', 'DE2.4');
    },
  ],
  [
    'E8',
    'tents in 2 territories joined by a water connection',
    (G) => tents(G, '0', 'GL1.1', 'GL2.6'),
    (G) => tents(G, '0', 'GL1.1', 'TU1.6'),
  ],
])('%s: %s', (id, _mission, done, notDone) => {
  it('is completed by exactly that', () => {
    const yes = newState(3);
    done(yes);
    expect(completes(yes, '0', id)).toBe(true);
    const no = newState(3);
    notDone(no);
    expect(completes(no, '0', id)).toBe(false);
  });
});

describe('scoring expeditions', () => {
  it('three cards are revealed at setup with the option, none without', () => {
    expect(newState(3, { expeditions: true }).expeditions).toHaveLength(3);
    expect(newState(3).expeditions).toEqual([]);
  });

  it('the first player to complete a mission scores its first value at once, the second its second, nobody else', () => {
    const G = newState(3, { expeditions: true });
    G.expeditions = [{ id: 'E7', achievers: [] }];
    const third = (p: string, t: string, biome: 'tundra' | 'forest' | 'desert') => {
      tents(G, p, `${t}.1`, `${t}.2`);
      turnOf(G, p);
      hand(G, p, biome);
      must(G, p, 'place', t, [`${t}.3`], [biome]);
    };
    third('1', 'DE2', 'desert');
    expect(G.scores).toEqual({ 0: 0, 1: 3, 2: 0 });
    third('0', 'TU3', 'tundra');
    expect(G.scores).toEqual({ 0: 1, 1: 3, 2: 0 });
    third('2', 'FO1', 'forest');
    expect(G.scores).toEqual({ 0: 1, 1: 3, 2: 0 });
    expect(G.expeditions[0].achievers).toEqual(['1', '0']);
    expect(G.breakdown['1'].expeditions).toBe(3);
    expect(G.log.filter((e) => e.key === 'expedition').map((e) => e.params)).toEqual([
      { player: '1', card: 'E7', rank: 1, points: 3 },
      { player: '0', card: 'E7', rank: 2, points: 1 },
    ]);
  });

  it('a player completes each card once', () => {
    const G = newState(3, { expeditions: true });
    G.expeditions = [{ id: 'E5', achievers: ['0'] }];
    for (const t of ['TU1', 'FO1', 'GL1']) {
      tents(G, '1', `${t}.1`);
      totems(G, '0', t);
    }
    tents(G, '1', 'CO1.1');
    hand(G, '0', 'coast');
    must(G, '0', 'place', 'CO1', [TOTEM], ['coast']);
    expect(G.expeditions[0].achievers).toEqual(['0']);
    expect(G.scores['0']).toBe(0);
  });
});
