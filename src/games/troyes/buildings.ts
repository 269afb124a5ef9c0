import { BUILDINGS, type Building } from './data/common';
import { LAYOUTS, rowFor } from './data/buildings';
import type { Occupant, TroyesState } from './state';

// Citizens in the three buildings (reference §3): the push along a row, expulsion,
// and the protection of a player who already has a citizen lying on the building.

/** Whether this occupant cannot be expelled from the building this round. Neutral citizens never are protected. */
export function isProtected(G: TroyesState, building: Building, o: Occupant): boolean {
  return o !== 'n' && G.buildings[building].lying.includes(o);
}

/**
 * Where a citizen placed with a die of `value` pushes: the position in the row of
 * the citizen expelled (-1 when an empty space takes up the push), or null when
 * the placement is not allowed (protection, table option `protection`).
 */
export function pushTarget(G: TroyesState, building: Building, value: number): number | null {
  const row = rowFor(building, value);
  const spaces = G.buildings[building].spaces;
  const empty = row.findIndex((s) => spaces[s] === null);
  if (empty >= 0) return -1;
  if (G.options.protection === 'forbid') {
    const last = row.length - 1;
    return isProtected(G, building, spaces[row[last]]!) ? null : last;
  }
  for (let i = row.length - 1; i >= 0; i--) {
    if (!isProtected(G, building, spaces[row[i]]!)) return i;
  }
  return null;
}

export function canPlaceCitizen(G: TroyesState, building: Building, value: number): boolean {
  return pushTarget(G, building, value) !== null;
}

/**
 * Places a citizen with a die of `value`: it enters the first space of the row,
 * those before the expelled one slide one space along, the expelled one lies on
 * the building. Returns the expelled occupant, or null.
 */
export function placeInRow(G: TroyesState, building: Building, value: number, who: Occupant): Occupant | null {
  const target = pushTarget(G, building, value);
  if (target === null) throw new Error(`cannot place in ${building} with ${value}`);
  const row = rowFor(building, value);
  const b = G.buildings[building];
  const stop = target === -1 ? row.findIndex((s) => b.spaces[s] === null) : target;
  const expelled = target === -1 ? null : b.spaces[row[stop]];
  for (let i = stop; i > 0; i--) b.spaces[row[i]] = b.spaces[row[i - 1]];
  b.spaces[row[0]] = who;
  if (expelled !== null && expelled !== undefined) b.lying.push(expelled);
  return expelled ?? null;
}

/** Every empty space of the three buildings, as [building, space]. */
export function emptySpaces(G: TroyesState): [Building, number][] {
  const out: [Building, number][] = [];
  for (const b of BUILDINGS) {
    G.buildings[b].spaces.forEach((o, i) => {
      if (o === null) out.push([b, i]);
    });
  }
  return out;
}

export function salaryOf(G: TroyesState, p: string): number {
  let total = 0;
  for (const b of BUILDINGS) {
    for (const o of G.buildings[b].spaces) if (o === p) total += LAYOUTS[b].salary;
  }
  return total;
}
