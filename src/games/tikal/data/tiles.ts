// The 36 terrain tiles (reference §2.3, source skula/tikal [S]). Stones are listed
// clockwise for a flat-topped hex, edges [N, NE, SE, S, SW, NW], in an arbitrary
// printed orientation: players may rotate freely, so only the cyclic pattern matters.

export const STACK_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type StackLetter = (typeof STACK_LETTERS)[number];

export type TerrainKind = 'temple' | 'ruin' | 'clearing' | 'volcano';

/** Stones on the six edges, [N, NE, SE, S, SW, NW]. */
export type Stones = readonly [number, number, number, number, number, number];

export interface TerrainTile {
  readonly id: string;
  readonly stack: StackLetter;
  readonly kind: TerrainKind;
  /** Printed start value of a temple (1–6); 0 for other kinds. */
  readonly templeValue: number;
  /** Masks printed on a ruin = treasure tokens laid on it (2–4); 0 for other kinds. */
  readonly treasures: number;
  readonly stones: Stones;
}

function temple(id: string, stack: StackLetter, value: number, stones: Stones): TerrainTile {
  return { id, stack, kind: 'temple', templeValue: value, treasures: 0, stones };
}
function ruin(id: string, stack: StackLetter, treasures: number, stones: Stones): TerrainTile {
  return { id, stack, kind: 'ruin', templeValue: 0, treasures, stones };
}
function clearing(id: string, stack: StackLetter, stones: Stones): TerrainTile {
  return { id, stack, kind: 'clearing', templeValue: 0, treasures: 0, stones };
}
function volcano(id: string, stack: StackLetter): TerrainTile {
  return { id, stack, kind: 'volcano', templeValue: 0, treasures: 0, stones: [0, 0, 0, 0, 0, 0] };
}

export const TERRAIN_TILES: readonly TerrainTile[] = [
  temple('A1', 'A', 1, [0, 0, 0, 2, 1, 0]),
  ruin('A2', 'A', 4, [0, 0, 0, 2, 0, 1]),
  clearing('A3', 'A', [1, 1, 0, 1, 0, 0]),
  temple('A4', 'A', 2, [0, 0, 0, 2, 0, 1]),
  ruin('A5', 'A', 4, [0, 1, 0, 2, 0, 0]),
  temple('A6', 'A', 2, [1, 0, 0, 2, 0, 0]),
  volcano('B1', 'B'),
  temple('B2', 'B', 2, [0, 1, 0, 2, 0, 0]),
  clearing('B3', 'B', [0, 0, 0, 2, 1, 0]),
  clearing('B4', 'B', [0, 0, 0, 2, 0, 1]),
  ruin('B5', 'B', 4, [0, 0, 1, 2, 0, 0]),
  temple('B6', 'B', 3, [1, 0, 0, 2, 0, 0]),
  temple('C1', 'C', 4, [0, 1, 0, 2, 0, 0]),
  clearing('C2', 'C', [0, 0, 0, 3, 0, 0]),
  clearing('C3', 'C', [1, 1, 0, 1, 0, 0]),
  ruin('C4', 'C', 3, [0, 0, 0, 3, 0, 0]),
  temple('C5', 'C', 3, [0, 0, 0, 3, 0, 0]),
  temple('D1', 'D', 5, [0, 0, 0, 3, 0, 0]),
  ruin('D2', 'D', 3, [0, 0, 0, 3, 0, 0]),
  volcano('D3', 'D'),
  clearing('D4', 'D', [0, 1, 0, 1, 0, 1]),
  temple('D5', 'D', 5, [1, 0, 0, 2, 0, 0]),
  temple('E1', 'E', 6, [0, 0, 0, 3, 0, 0]),
  ruin('E2', 'E', 2, [0, 0, 1, 2, 0, 0]),
  clearing('E3', 'E', [1, 0, 0, 2, 0, 0]),
  clearing('E4', 'E', [1, 0, 0, 2, 0, 0]),
  temple('E5', 'E', 5, [0, 0, 0, 3, 0, 0]),
  temple('F1', 'F', 4, [0, 0, 0, 3, 0, 0]),
  volcano('F2', 'F'),
  clearing('F3', 'F', [1, 0, 0, 2, 0, 0]),
  ruin('F4', 'F', 2, [1, 0, 0, 2, 0, 0]),
  temple('F5', 'F', 4, [0, 0, 0, 2, 1, 0]),
  temple('G1', 'G', 3, [0, 0, 1, 2, 0, 0]),
  clearing('G2', 'G', [1, 0, 0, 2, 0, 0]),
  temple('G3', 'G', 3, [0, 0, 0, 2, 0, 1]),
  ruin('G4', 'G', 2, [0, 0, 0, 3, 0, 0]),
];

export const TOTAL_TERRAIN_TILES = TERRAIN_TILES.length;

const BY_ID: ReadonlyMap<string, TerrainTile> = new Map(TERRAIN_TILES.map((t) => [t.id, t]));

export function tileById(id: string): TerrainTile {
  const tile = BY_ID.get(id);
  if (!tile) throw new Error(`unknown terrain tile ${id}`);
  return tile;
}

/** Stones after turning the tile clockwise by `rotation` sixth-turns (reference §5.3). */
export function rotateStones(stones: Stones, rotation: number): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 6; i++) out[(i + rotation) % 6] = stones[i];
  return out;
}

/**
 * Rotations giving distinct stone layouts: six for most tiles, two for D4's
 * alternating 1-1-1, one for a volcano. Offering duplicates would only bloat the
 * move lists.
 */
export function distinctRotations(stones: Stones): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (let k = 0; k < 6; k++) {
    const key = rotateStones(stones, k).join('');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(k);
    }
  }
  return out;
}
