// Board geometry (reference §2.7 [S]): 8 columns × 5 rows of flat-topped hexes in
// "odd-q" offset layout, 40 spaces, numbered row * 8 + col. Edge i of a space
// touches edge (i + 3) % 6 of its neighbour.

export const BOARD_COLUMNS = 8;
export const BOARD_ROWS = 5;
export const SPACE_COUNT = BOARD_COLUMNS * BOARD_ROWS;

export type SpaceId = number;

export function spaceAt(col: number, row: number): SpaceId {
  return row * BOARD_COLUMNS + col;
}
export function colOf(space: SpaceId): number {
  return space % BOARD_COLUMNS;
}
export function rowOf(space: SpaceId): number {
  return Math.floor(space / BOARD_COLUMNS);
}

/** Axial coordinates: q = col, r = row − (col − (col & 1)) / 2. */
export function axialOf(space: SpaceId): { q: number; r: number } {
  const col = colOf(space);
  return { q: col, r: rowOf(space) - (col - (col & 1)) / 2 };
}

// Axial steps for the edges N, NE, SE, S, SW, NW.
const AXIAL_DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

function spaceFromAxial(q: number, r: number): SpaceId | -1 {
  if (q < 0 || q >= BOARD_COLUMNS) return -1;
  const row = r + (q - (q & 1)) / 2;
  if (row < 0 || row >= BOARD_ROWS) return -1;
  return spaceAt(q, row);
}

/** NEIGHBOURS[space][edge]: the space across that edge, or -1 off the board. */
export const NEIGHBOURS: readonly (readonly SpaceId[])[] = Array.from({ length: SPACE_COUNT }, (_, s) => {
  const { q, r } = axialOf(s);
  return AXIAL_DIRECTIONS.map(([dq, dr]) => spaceFromAxial(q + dq, r + dr));
});

export function oppositeEdge(edge: number): number {
  return (edge + 3) % 6;
}

export function hexDistance(a: SpaceId, b: SpaceId): number {
  const p = axialOf(a);
  const o = axialOf(b);
  const dq = p.q - o.q;
  const dr = p.r - o.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The four printed hexes of the start area (reference §2.4). */
export interface PrintedHex {
  readonly space: SpaceId;
  readonly kind: 'baseCamp' | 'temple' | 'clearing';
  readonly templeValue: number;
  readonly stones: readonly number[];
}

export const BASE_CAMP: SpaceId = spaceAt(0, 4);

export const PRINTED_HEXES: readonly PrintedHex[] = [
  { space: BASE_CAMP, kind: 'baseCamp', templeValue: 0, stones: [1, 1, 1, 0, 0, 0] },
  // Both printed temples start at 1 [§15.14]: three "2" level tiles match the three
  // temples that start at 1 (these two and tile A1).
  { space: spaceAt(0, 3), kind: 'temple', templeValue: 1, stones: [1, 1, 0, 1, 0, 0] },
  { space: spaceAt(1, 3), kind: 'clearing', templeValue: 0, stones: [1, 1, 1, 0, 0, 0] },
  { space: spaceAt(1, 4), kind: 'temple', templeValue: 1, stones: [0, 1, 0, 0, 0, 1] },
];
