// The board: road, castle, special buildings, favour table and starting stock
// (reference §2, §3, §5, §8). Numbers only; the rules live in ../rules.
import type { BasicCube, Cube } from './buildings';

export const ROAD_LENGTH = 28;
/** Bailiff and provost start on the last neutral tile. */
export const START_SPACE = 6;
export const NEUTRAL_SPACES = [1, 2, 3, 4, 5, 6] as const;
/** Printed buildings: skipped by construction, never converted. */
export const FIXED_SPACES: Readonly<Record<number, string>> = {
  7: 'fixed_peddler',
  8: 'fixed_carpenter',
  16: 'gold_mine',
};

/** Six workers per player at every player count [V]. */
export const WORKERS_PER_PLAYER = 6;

export type SectionId = 'dungeon' | 'walls' | 'towers';
export interface SectionDef {
  id: SectionId;
  pieces: number;
  vpPerPiece: number;
  /** Bailiff on or beyond this space scores the section. */
  trigger: number;
  /** Points lost by a player with no house in the section when it is scored. */
  emptyPenalty: number;
  /** Favours by houses held in the section (index = houses, last entry for more). */
  favoursByHouses: readonly number[];
  /** Highest favour column reachable once this section has been scored. */
  opensColumn: number;
}

export const SECTIONS: readonly SectionDef[] = [
  {
    id: 'dungeon',
    pieces: 6,
    vpPerPiece: 5,
    trigger: 12,
    emptyPenalty: 2,
    favoursByHouses: [0, 0, 1, 1, 1, 1, 1],
    opensColumn: 4,
  },
  {
    id: 'walls',
    pieces: 10,
    vpPerPiece: 4,
    trigger: 18,
    emptyPenalty: 3,
    favoursByHouses: [0, 0, 1, 2, 2, 3, 3],
    opensColumn: 5,
  },
  {
    id: 'towers',
    pieces: 14,
    vpPerPiece: 3,
    trigger: 24,
    emptyPenalty: 4,
    favoursByHouses: [0, 0, 1, 1, 2, 2, 3],
    opensColumn: 5,
  },
];

/** Columns 1–2 are open from the start; see SectionDef.opensColumn. */
export const START_FAVOUR_COLUMN_LIMIT = 2;
export const CASTLE_PENALTY = 2;

/** Special buildings in activation order (phase 3). */
export const SPECIALS = ['gate', 'tradingPost', 'guild', 'jousting', 'stables', 'inn'] as const;
export type SpecialId = (typeof SPECIALS)[number];
/** Special buildings that hold exactly one worker. */
export const SINGLE_SPECIALS = ['gate', 'tradingPost', 'guild', 'jousting'] as const;
export type SingleSpecialId = (typeof SINGLE_SPECIALS)[number];
export const STABLE_SPOTS = 3;
export const TRADING_POST_DENIERS = 3;
export const JOUST_PRICE = { deniers: 1, cloth: 1 } as const;
export const PROVOST_MAX_MOVE = 3;
export const PROVOST_PRICE_PER_SPACE = 1;

/** Starting deniers by turn-order position (index 0 = first player). */
export const START_DENIERS: Readonly<Record<number, readonly number[]>> = {
  2: [5, 5],
  3: [5, 6, 6],
  4: [5, 6, 6, 7],
  5: [5, 6, 6, 7, 7],
};
export const START_CUBES: Readonly<Partial<Record<Cube, number>>> = { food: 2, wood: 1 };
export const BASE_INCOME = 2;
export const FIRST_PASS_BONUS = 1;
/** 2 players: price of a placement not on your own building once the other has passed. */
export const TWO_PLAYER_LATE_PRICE = 3;

export type Track = 'prestige' | 'deniers' | 'resources' | 'buildings';
export const TRACKS: readonly Track[] = ['prestige', 'deniers', 'resources', 'buildings'];
export const FAVOUR_COLUMNS = 5;
/** Prestige track: points by column (index 0 = column 1). */
export const FAVOUR_PRESTIGE_VP = [1, 2, 3, 4, 5] as const;
/** Deniers track: deniers by column. */
export const FAVOUR_DENIERS = [3, 4, 5, 6, 7] as const;
/** Resources track: the cube(s) offered by columns 1, 2, 3 and 5 (column 4 is the exchange). */
export const FAVOUR_RESOURCES: Readonly<Record<number, readonly Cube[]>> = {
  1: ['food'],
  2: ['wood', 'stone'],
  3: ['cloth'],
  5: ['gold'],
};
export const FAVOUR_EXCHANGE_COLUMN = 4;
/** Buildings track columns: 2 wood building (1 wood less), 3 stone building (1 stone less), 4 Lawyer (cloth only), 5 Architect. */
export const FAVOUR_BUILD_WOOD_COLUMN = 2;
export const FAVOUR_BUILD_STONE_COLUMN = 3;
export const FAVOUR_CONVERT_COLUMN = 4;
export const FAVOUR_PRESTIGE_COLUMN = 5;
/** Beginner variant: every favour is worth this many points instead of the table. */
export const SIMPLE_FAVOUR_VP = 3;

/** Final scoring. */
export const FINAL_VP_PER_GOLD = 3;
export const FINAL_BASIC_CUBES_PER_VP = 3;
export const FINAL_DENIERS_PER_VP = 4;

export function isBasicCube(c: unknown): c is BasicCube {
  return c === 'food' || c === 'wood' || c === 'stone' || c === 'cloth';
}
export function isCube(c: unknown): c is Cube {
  return isBasicCube(c) || c === 'gold';
}
