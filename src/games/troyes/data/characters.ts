import type { Source } from './common';

// The six characters (reference §10.1): what each counts is sourced; every card
// pays 1, 3 or 6 VP by step [S], 0 below the first step [R]; only Hugues de
// Payns's steps are known (5, 10, 15 influence [S], paired with 1 / 3 / 6 VP [R]).
// The other steps are stand-ins, Henri I's top step at 5 cards excepted [S]. At the
// end every dealt character is revealed and scores for every player.

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
  /** `steps`: the thresholds; `vp`: the VP paid at each step. */
  source: { name: Source; counts: Source; steps: Source; vp: Source };
}

const S = 'stand-in';

export const CHARACTERS: readonly Character[] = [
  {
    id: 'hugues',
    name: 'Hugues de Payns',
    counts: 'influence',
    table: [
      [5, 1],
      [10, 3],
      [15, 6],
    ],
    source: { name: 'V', counts: 'V', steps: 'S', vp: 'R' },
  },
  {
    id: 'thibaut',
    name: 'Thibaut II',
    counts: 'deniers',
    table: [
      [10, 1],
      [20, 3],
      [30, 6],
    ],
    source: { name: 'V', counts: 'V', steps: S, vp: 'S' },
  },
  {
    id: 'urbain',
    name: 'Urbain IV',
    counts: 'cathedralCubes',
    table: [
      [2, 1],
      [4, 3],
      [6, 6],
    ],
    source: { name: 'V', counts: 'V', steps: S, vp: 'S' },
  },
  {
    id: 'florentin',
    name: 'Le Florentin',
    counts: 'tradesmen',
    table: [
      [2, 1],
      [3, 3],
      [4, 6],
    ],
    source: { name: 'S', counts: 'V', steps: S, vp: 'S' },
  },
  {
    id: 'chretien',
    name: 'Chrétien de Troyes',
    counts: 'citizens',
    table: [
      [3, 1],
      [5, 3],
      [7, 6],
    ],
    source: { name: 'S', counts: 'V', steps: S, vp: 'S' },
  },
  {
    id: 'henri',
    name: 'Henri I',
    counts: 'events',
    table: [
      [1, 1],
      [3, 3],
      [5, 6],
    ],
    source: { name: 'V', counts: 'V', steps: S, vp: 'R' },
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
