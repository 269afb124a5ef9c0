import type { Biome } from '../biomes';
import { cell, gridLayout, type GridTerritory } from './grid';
import type { Connection, MapDef, MapLayout } from './types';

// "Stand-in A" (reference §3.5): an invented map, faithful to every structural rule
// known of the printed ones (12 territories, tent spaces per biome in proportion to
// the cards, 14 land and 5 water connections, two connections per mountain kind,
// one road across every land border, an island reached only by water). No real
// Iwari map has been published; this one is not the printed board.
//
//             col 1          col 2          col 3            col 4
//  row 1    GL1 Glacier    TU1 Tundra     FO1 Forest       GL2 Glacier   (northern sea links GL1~GL2)
//  row 2    CO1 Coast      FO2 Forest     TU2 Tundra       DE1 Desert
//  row 3    TU3 Tundra     DE2 Desert     [lake: FO3]      CO2 Coast     (FO3 = Forest island in the lake)

export const SIZES: [string, Biome, number][] = [
  ['TU1', 'tundra', 6],
  ['TU2', 'tundra', 5],
  ['TU3', 'tundra', 5],
  ['FO1', 'forest', 6],
  ['FO2', 'forest', 5],
  ['FO3', 'forest', 4],
  ['GL1', 'glacier', 6],
  ['GL2', 'glacier', 6],
  ['CO1', 'coast', 7],
  ['CO2', 'coast', 5],
  ['DE1', 'desert', 6],
  ['DE2', 'desert', 5],
];

export const INNER: [string, [number, number][]][] = [
  [
    'GL1',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [2, 5],
      [5, 6],
    ],
  ],
  [
    'TU1',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [3, 6],
    ],
  ],
  [
    'FO1',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [2, 6],
    ],
  ],
  [
    'GL2',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
    ],
  ],
  [
    'CO1',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
      [2, 7],
    ],
  ],
  [
    'FO2',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [2, 5],
    ],
  ],
  [
    'TU2',
    [
      [1, 2],
      [2, 3],
      [2, 4],
      [4, 5],
    ],
  ],
  [
    'DE1',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [3, 5],
      [5, 6],
    ],
  ],
  [
    'TU3',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ],
  ],
  [
    'DE2',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [3, 5],
    ],
  ],
  [
    'CO2',
    [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ],
  ],
  [
    'FO3',
    [
      [1, 2],
      [2, 3],
      [3, 4],
    ],
  ],
];

/** The roads across land borders, in the order of connections 1–14. */
export const CROSS: [string, string][] = [
  ['GL1.4', 'TU1.1'],
  ['TU1.5', 'FO1.1'],
  ['FO1.5', 'GL2.1'],
  ['GL1.6', 'CO1.1'],
  ['TU1.6', 'FO2.1'],
  ['FO1.4', 'TU2.1'],
  ['GL2.6', 'DE1.1'],
  ['CO1.7', 'FO2.4'],
  ['FO2.5', 'TU2.3'],
  ['TU2.5', 'DE1.5'],
  ['CO1.6', 'TU3.1'],
  ['FO2.3', 'DE2.1'],
  ['DE1.6', 'CO2.1'],
  ['TU3.5', 'DE2.5'],
];

export const CONNECTIONS: Connection[] = [
  { n: 1, a: 'GL1', b: 'TU1', kind: 'land', mountain: 1 },
  { n: 2, a: 'TU1', b: 'FO1', kind: 'land' },
  { n: 3, a: 'FO1', b: 'GL2', kind: 'land', mountain: 2 },
  { n: 4, a: 'GL1', b: 'CO1', kind: 'land' },
  { n: 5, a: 'TU1', b: 'FO2', kind: 'land', mountain: 3 },
  { n: 6, a: 'FO1', b: 'TU2', kind: 'land' },
  { n: 7, a: 'GL2', b: 'DE1', kind: 'land', mountain: 1 },
  { n: 8, a: 'CO1', b: 'FO2', kind: 'land', mountain: 4 },
  { n: 9, a: 'FO2', b: 'TU2', kind: 'land' },
  { n: 10, a: 'TU2', b: 'DE1', kind: 'land', mountain: 2 },
  { n: 11, a: 'CO1', b: 'TU3', kind: 'land' },
  { n: 12, a: 'FO2', b: 'DE2', kind: 'land', mountain: 3 },
  { n: 13, a: 'DE1', b: 'CO2', kind: 'land', mountain: 4 },
  { n: 14, a: 'TU3', b: 'DE2', kind: 'land' },
  { n: 15, a: 'GL1', b: 'GL2', kind: 'water' },
  { n: 16, a: 'TU3', b: 'FO3', kind: 'water' },
  { n: 17, a: 'DE2', b: 'FO3', kind: 'water' },
  { n: 18, a: 'TU2', b: 'FO3', kind: 'water' },
  { n: 19, a: 'FO3', b: 'CO2', kind: 'water' },
];

/** The stand-ins' ids are the biome's two letters and the territory's number on the board. */
export function territoriesOf(sizes: readonly [string, Biome, number][]): MapDef['territories'] {
  return sizes.map(([id, biome, n]) => ({
    id,
    biome,
    number: Number(id.slice(2)),
    spaces: Array.from({ length: n }, (_, i) => `${id}.${i + 1}`),
  }));
}

export function innerPaths(inner: readonly [string, [number, number][]][]): [string, string][] {
  return inner.flatMap(([t, es]) => es.map(([x, y]): [string, string] => [`${t}.${x}`, `${t}.${y}`]));
}

// ---- Drawing (the board only): a 4 × 3 grid in a sea, a lake in the south-east ----

export const GRID: Record<string, GridTerritory> = {
  GL1: {
    box: cell(0, 0),
    spaces: [
      [0.15, 0.25],
      [0.4, 0.3],
      [0.62, 0.2],
      [0.87, 0.38],
      [0.3, 0.6],
      [0.45, 0.86],
    ],
    totem: [0.75, 0.7],
  },
  TU1: {
    box: cell(1, 0),
    spaces: [
      [0.12, 0.42],
      [0.3, 0.2],
      [0.5, 0.42],
      [0.7, 0.22],
      [0.88, 0.46],
      [0.5, 0.84],
    ],
    totem: [0.8, 0.78],
  },
  FO1: {
    box: cell(2, 0),
    spaces: [
      [0.12, 0.36],
      [0.32, 0.2],
      [0.6, 0.28],
      [0.55, 0.86],
      [0.88, 0.56],
      [0.24, 0.66],
    ],
    totem: [0.84, 0.22],
  },
  GL2: {
    box: cell(3, 0),
    spaces: [
      [0.12, 0.46],
      [0.35, 0.24],
      [0.65, 0.2],
      [0.86, 0.45],
      [0.72, 0.68],
      [0.5, 0.86],
    ],
    totem: [0.24, 0.78],
  },
  CO1: {
    box: cell(0, 1),
    spaces: [
      [0.45, 0.12],
      [0.58, 0.36],
      [0.32, 0.4],
      [0.12, 0.56],
      [0.2, 0.8],
      [0.45, 0.88],
      [0.88, 0.5],
    ],
    totem: [0.72, 0.78],
  },
  FO2: {
    box: cell(1, 1),
    spaces: [
      [0.5, 0.12],
      [0.5, 0.42],
      [0.45, 0.86],
      [0.12, 0.6],
      [0.88, 0.45],
    ],
    totem: [0.2, 0.24],
  },
  TU2: {
    box: cell(2, 1),
    spaces: [
      [0.5, 0.12],
      [0.45, 0.42],
      [0.12, 0.5],
      [0.62, 0.74],
      [0.88, 0.5],
    ],
    totem: [0.24, 0.8],
  },
  DE1: {
    box: cell(3, 1),
    spaces: [
      [0.5, 0.12],
      [0.72, 0.3],
      [0.55, 0.52],
      [0.86, 0.72],
      [0.12, 0.56],
      [0.4, 0.86],
    ],
    totem: [0.2, 0.24],
  },
  TU3: {
    box: cell(0, 2),
    spaces: [
      [0.45, 0.12],
      [0.2, 0.35],
      [0.25, 0.72],
      [0.56, 0.66],
      [0.88, 0.45],
    ],
    totem: [0.78, 0.2],
  },
  DE2: {
    box: cell(1, 2),
    spaces: [
      [0.5, 0.12],
      [0.62, 0.36],
      [0.4, 0.56],
      [0.72, 0.8],
      [0.12, 0.6],
    ],
    totem: [0.22, 0.84],
  },
  FO3: {
    box: { x: 240, y: 212, w: 60, h: 60 },
    spaces: [
      [0.27, 0.3],
      [0.73, 0.27],
      [0.75, 0.72],
      [0.28, 0.74],
    ],
    totem: [0.5, 0.5],
    island: true,
  },
  CO2: {
    box: cell(3, 2),
    spaces: [
      [0.5, 0.12],
      [0.25, 0.36],
      [0.34, 0.72],
      [0.66, 0.76],
      [0.8, 0.4],
    ],
    totem: [0.76, 0.14],
  },
};

/** Where each connection's number sits: on the shared border, or on the water between. */
export const LABELS: Record<number, [number, number]> = {
  1: [120, 88],
  2: [220, 88],
  3: [320, 88],
  4: [45, 115],
  5: [145, 115],
  6: [270, 115],
  7: [395, 115],
  8: [120, 170],
  9: [220, 170],
  10: [320, 170],
  11: [45, 200],
  12: [145, 200],
  13: [395, 200],
  14: [120, 258],
  15: [220, 14],
  16: [120, 300],
  17: [229, 262],
  18: [270, 205],
  19: [311, 262],
};

export const STANDIN_A_LAYOUT: MapLayout = gridLayout(440, 320, GRID, LABELS);

export const STANDIN_A: MapDef = {
  id: 'standinA',
  standIn: true,
  usesMountains: true,
  territories: territoriesOf(SIZES),
  paths: [...innerPaths(INNER), ...CROSS],
  connections: CONNECTIONS,
  layout: STANDIN_A_LAYOUT,
};
