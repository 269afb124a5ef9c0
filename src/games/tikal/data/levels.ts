// The public supply of temple level tiles (reference §2.5 [C]): 48 tiles, 2–10.

export const MAX_TEMPLE_VALUE = 10;

/** LEVEL_TILES[v] = how many level tiles of value v the game has. */
export const LEVEL_TILES: readonly number[] = [0, 0, 3, 6, 9, 11, 8, 5, 3, 2, 1];

export function initialLevelSupply(): number[] {
  return [...LEVEL_TILES];
}
