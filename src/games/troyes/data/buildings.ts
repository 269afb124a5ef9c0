import type { Building, Source } from './common';

// The three buildings (reference §3): six citizen spaces each, grouped in rows
// addressed by a die value. A citizen placed during the game enters the first
// space of the row its die names; the row slides along and the last citizen is
// pushed off (expelled). The row geometry is [R] (the researcher's memory); the
// 2-player neutral spaces are a stand-in (reference §13.5).

export interface BuildingLayout {
  /** Spaces 0-5 grouped into rows, each row first space first. */
  rows: readonly (readonly number[])[];
  /** The die values that address each row. */
  values: readonly (readonly number[])[];
  /** Deniers paid per own citizen in phase 1. */
  salary: number;
  source: { rows: Source; salary: Source };
}

export const LAYOUTS: Readonly<Record<Building, BuildingLayout>> = {
  palace: {
    rows: [[0], [1], [2], [3], [4], [5]],
    values: [[1], [2], [3], [4], [5], [6]],
    salary: 2,
    source: { rows: 'R', salary: 'V' },
  },
  bishopric: {
    rows: [
      [0, 1],
      [2, 3],
      [4, 5],
    ],
    values: [
      [1, 2],
      [3, 4],
      [5, 6],
    ],
    salary: 1,
    source: { rows: 'R', salary: 'V' },
  },
  cityhall: {
    rows: [
      [0, 1, 2],
      [3, 4, 5],
    ],
    values: [
      [1, 2, 3],
      [4, 5, 6],
    ],
    salary: 0,
    source: { rows: 'R', salary: 'V' },
  },
};

export const SPACES_PER_BUILDING = 6;

/** The row a die value addresses in a building. */
export function rowFor(building: Building, value: number): readonly number[] {
  const layout = LAYOUTS[building];
  const i = layout.values.findIndex((vs) => vs.includes(value));
  if (i < 0) throw new Error(`no row of ${building} for ${value}`);
  return layout.rows[i];
}

/** The row a space belongs to. */
export function rowOfSpace(building: Building, space: number): readonly number[] {
  const row = LAYOUTS[building].rows.find((r) => r.includes(space));
  if (!row) throw new Error(`no space ${space} in ${building}`);
  return row;
}

/** The die values printed beside a space (those of its row). */
export function valuesOfSpace(building: Building, space: number): readonly number[] {
  const layout = LAYOUTS[building];
  return layout.values[layout.rows.findIndex((r) => r.includes(space))];
}

/** 2 players: the six neutral citizens placed before the players, two per building (stand-in spaces). */
export const TWO_PLAYER_NEUTRALS: Readonly<Record<Building, readonly number[]>> = {
  palace: [2, 3],
  bishopric: [1, 5],
  cityhall: [2, 5],
};
