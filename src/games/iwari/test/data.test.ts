import { describe, expect, it } from 'vitest';
import { BIOMES, CARDS_IN_BOX, cardsInPlay, removedPerBiome } from '../data/biomes';
import { mapProblems } from '../data/maps/checks';
import { MAPS } from '../data/maps';
import { STANDIN_A } from '../data/maps/standinA';
import type { MapDef } from '../data/maps/types';
import { mountainKinds, placeMountains } from '../setup';
import { seededRng } from '../../../engine/contract';

// The data: biome cards per player count (§2.1), every map's structure (§3.5's
// checks, for every map), Stand-in A's own numbers, the special maps' rules, the
// mountains per player count (§3.4).

const maps = Object.values(MAPS) as MapDef[];

describe('biome cards', () => {
  it('the box holds 13 Tundra, 12 Forest, 11 Glacier, 11 Coast and 10 Desert cards: 57', () => {
    expect(CARDS_IN_BOX).toEqual({ tundra: 13, forest: 12, glacier: 11, coast: 11, desert: 10 });
    expect(BIOMES.reduce((n, b) => n + CARDS_IN_BOX[b], 0)).toBe(57);
  });

  it.each([
    [2, 2, 47, { tundra: 11, forest: 10, glacier: 9, coast: 9, desert: 8 }],
    [3, 2, 47, { tundra: 11, forest: 10, glacier: 9, coast: 9, desert: 8 }],
    [4, 1, 52, { tundra: 12, forest: 11, glacier: 10, coast: 10, desert: 9 }],
    [5, 0, 57, { tundra: 13, forest: 12, glacier: 11, coast: 11, desert: 10 }],
  ])('%i players: %i of each biome removed, %i cards in play', (n, removed, total, perBiome) => {
    expect(removedPerBiome(n)).toBe(removed);
    expect(cardsInPlay(n)).toEqual(perBiome);
    expect(BIOMES.reduce((s, b) => s + cardsInPlay(n)[b], 0)).toBe(total);
  });
});

describe.each(maps.map((m) => [m.id, m] as const))('map %s', (_id, map) => {
  it('passes every structural check: spaces, paths, territories connected inside, roads on land connections, mountains, drawing', () => {
    expect(mapProblems(map)).toEqual([]);
  });

  it('is flagged as a stand-in', () => {
    expect(map.standIn).toBe(true);
  });
});

describe('the structural checks', () => {
  const broken = (change: (m: MapDef) => void): string[] => {
    const m = structuredClone(STANDIN_A);
    change(m);
    return mapProblems(m);
  };

  it('find a territory that falls apart, a road across water, a land border without a road, a third mountain of a kind', () => {
    expect(
      broken((m) => {
        m.paths = m.paths.filter(([a, b]) => !(a === 'TU1.3' && b === 'TU1.6'));
      }),
    ).toContain('TU1 is not connected inside');
    expect(
      broken((m) => {
        m.paths.push(['TU3.3', 'FO3.1']);
      }),
    ).toContain('FO3|TU3: 1 road(s) across but 0 land connection(s)');
    expect(
      broken((m) => {
        m.paths = m.paths.filter(([a, b]) => !(a === 'GL1.4' && b === 'TU1.1'));
      }),
    ).toContain('GL1|TU1: 1 land connection(s) without a road');
    expect(
      broken((m) => {
        m.connections[1].mountain = 1;
      }),
    ).toContain('3 connections carry mountain kind 1, not 2');
    expect(
      broken((m) => {
        m.connections[0].n = 7;
      }),
    ).toContain('connections are not numbered 1..19');
    expect(
      broken((m) => {
        delete m.layout.spaces['CO1.7'];
      }),
    ).toContain('CO1.7: no position');
    expect(
      broken((m) => {
        m.purpleRoad = ['GL1.1', 'CO2.5'];
      }),
    ).toContain('the purple road is broken');
  });
});

describe('Stand-in A (§3.5)', () => {
  const m = STANDIN_A;
  const spacesOf = (biome: string) =>
    m.territories.filter((t) => t.biome === biome).reduce((n, t) => n + t.spaces.length, 0);
  const territoryOf = (s: string) => s.split('.')[0];

  it('has 12 territories and 66 tent spaces: Tundra 16, Forest 15, Glacier 12, Coast 12, Desert 11', () => {
    expect(m.territories).toHaveLength(12);
    expect(m.territories.reduce((n, t) => n + t.spaces.length, 0)).toBe(66);
    expect(BIOMES.map(spacesOf)).toEqual([16, 15, 12, 12, 11]);
  });

  it('has 68 path edges: 54 inside territories and 14 across borders', () => {
    expect(m.paths).toHaveLength(68);
    expect(m.paths.filter(([a, b]) => territoryOf(a) === territoryOf(b))).toHaveLength(54);
    expect(m.paths.filter(([a, b]) => territoryOf(a) !== territoryOf(b))).toHaveLength(14);
  });

  it('has 19 connections, 14 land and 5 water, and every land connection has exactly its one road', () => {
    expect(m.connections).toHaveLength(19);
    expect(m.connections.filter((c) => c.kind === 'land')).toHaveLength(14);
    expect(m.connections.filter((c) => c.kind === 'water')).toHaveLength(5);
    for (const c of m.connections.filter((x) => x.kind === 'land')) {
      const roads = m.paths.filter(
        ([a, b]) => [territoryOf(a), territoryOf(b)].sort().join() === [c.a, c.b].sort().join(),
      );
      expect(roads, `connection ${c.n}`).toHaveLength(1);
    }
  });

  it('has two connections per mountain kind, 8 in all', () => {
    for (const k of [1, 2, 3, 4]) expect(m.connections.filter((c) => c.mountain === k).map((c) => c.n)).toHaveLength(2);
    expect(m.connections.filter((c) => c.mountain !== undefined)).toHaveLength(8);
  });

  it('has the island FO3, reached only by water, and the degrees of the reference', () => {
    const degree = (t: string) => m.connections.filter((c) => c.a === t || c.b === t).length;
    expect(m.connections.filter((c) => (c.a === 'FO3' || c.b === 'FO3') && c.kind === 'land')).toEqual([]);
    expect(['FO2', 'TU2', 'FO3'].map(degree)).toEqual([4, 4, 4]);
    expect(degree('CO2')).toBe(2);
    for (const t of ['TU1', 'TU3', 'FO1', 'GL1', 'GL2', 'CO1', 'DE1', 'DE2']) expect(degree(t), t).toBe(3);
  });
});

describe('the special maps', () => {
  it('Floating Lands: no road drawn across a border; every connection is a road; no totems in Tundra', () => {
    const m = MAPS.floatingLands;
    expect(m.paths.every(([a, b]) => a.split('.')[0] === b.split('.')[0])).toBe(true);
    expect(m.connections.every((c) => c.roadEnds !== undefined)).toBe(true);
    expect(m.noTotemBiomes).toEqual(['tundra']);
  });

  it('Glacial Mass: connections 1 and 11 join the same two territories', () => {
    const c = MAPS.glacialMass.connections;
    const pair = (n: number) => {
      const x = c.find((y) => y.n === n)!;
      return [x.a, x.b].sort();
    };
    expect(pair(1)).toEqual(pair(11));
    expect(c).toHaveLength(20);
  });

  it('The Long Road: a purple road of 13 spaces across four territories', () => {
    const road = MAPS.longRoad.purpleRoad!;
    expect(road).toHaveLength(13);
    expect(new Set(road.map((s) => s.split('.')[0]))).toEqual(new Set(['CO1', 'FO2', 'TU2', 'DE1']));
  });
});

describe('mountains (§3.4)', () => {
  it.each([
    [2, [1, 2, 3, 4]],
    [3, [1, 2, 3]],
    [4, [1, 2]],
    [5, [1]],
  ])('%i players: kinds %j active, one mountain each', (n, kinds) => {
    expect(mountainKinds(n)).toEqual(kinds);
    for (const seed of ['a', 'b', 'c', 'd']) {
      const covered = placeMountains('standinA', n, seededRng(seed));
      expect(covered).toHaveLength(kinds.length);
      const peaks = covered.map((x) => STANDIN_A.connections.find((c) => c.n === x)!.mountain).sort();
      expect(peaks).toEqual(kinds);
    }
  });

  it('each of the two connections of a kind gets the mountain in some games', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) for (const x of placeMountains('standinA', 2, seededRng(`m${i}`))) seen.add(x);
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 8, 10, 12, 13]);
  });
});
