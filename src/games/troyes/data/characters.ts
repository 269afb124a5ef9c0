import type { Source } from './common';

// The six characters (reference §10.1): what each counts is sourced, the scoring
// tables are not (no source gave them), so every table is a stand-in: a step
// table, VP for the highest step reached. Henri I reaches its maximum at 5 cards
// as the reference says. At the end every dealt character is revealed and scores
// for every player.

export type CharacterId = 'hugues' | 'thibaut' | 'urbain' | 'florentin' | 'chretien' | 'henri';

export type Counted =
  /** Influence points held at the end. */
  | 'influence'
  /** Deniers held at the end. */
  | 'deniers'
  /** Own cubes in the cathedral. */
  | 'cathedralCubes'
  /** Own tradesmen on activity cards. */
  | 'tradesmen'
  /** Own citizens standing in the three buildings. */
  | 'citizens'
  /** Event cards won (taken) during the game. */
  | 'events';

export interface Character {
  id: CharacterId;
  name: string;
  counts: Counted;
  /** Steps [at least, VP], ascending; the VP of the highest step reached (0 below the first). */
  table: readonly (readonly [number, number])[];
  source: { name: Source; counts: Source; table: Source };
}

const S = 'stand-in';

export const CHARACTERS: readonly Character[] = [
  {
    id: 'hugues',
    name: 'Hugues de Payns',
    counts: 'influence',
    table: [
      [4, 1],
      [8, 3],
      [12, 5],
      [16, 7],
      [20, 9],
    ],
    source: { name: 'V', counts: 'V', table: S },
  },
  {
    id: 'thibaut',
    name: 'Thibaut II',
    counts: 'deniers',
    table: [
      [5, 1],
      [10, 3],
      [20, 5],
      [30, 7],
      [40, 9],
    ],
    source: { name: 'V', counts: 'V', table: S },
  },
  {
    id: 'urbain',
    name: 'Urbain IV',
    counts: 'cathedralCubes',
    table: [
      [1, 1],
      [2, 2],
      [3, 4],
      [4, 6],
      [6, 8],
      [8, 10],
    ],
    source: { name: 'V', counts: 'V', table: S },
  },
  {
    id: 'florentin',
    name: 'Le Florentin',
    counts: 'tradesmen',
    table: [
      [1, 1],
      [2, 3],
      [3, 5],
      [4, 7],
      [5, 9],
    ],
    source: { name: 'S', counts: 'S', table: S },
  },
  {
    id: 'chretien',
    name: 'Chrétien de Troyes',
    counts: 'citizens',
    table: [
      [2, 1],
      [3, 2],
      [4, 4],
      [5, 6],
      [6, 8],
      [7, 10],
    ],
    source: { name: 'S', counts: 'S', table: S },
  },
  {
    id: 'henri',
    name: 'Henri I',
    counts: 'events',
    table: [
      [1, 2],
      [2, 4],
      [3, 6],
      [4, 8],
      [5, 10],
    ],
    source: { name: 'V', counts: 'V', table: S },
  },
];

const BY_ID = new Map(CHARACTERS.map((c) => [c.id, c]));

export function character(id: CharacterId): Character {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown character ${id}`);
  return c;
}

/** VP a character gives a player who has `count` of what it counts. */
export function characterVp(c: Character, count: number): number {
  let vp = 0;
  for (const [least, points] of c.table) if (count >= least) vp = points;
  return vp;
}
