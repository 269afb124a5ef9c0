import { FLOATING_LANDS } from './floatingLands';
import { GLACIAL_MASS } from './glacialMass';
import { LONG_ROAD } from './longRoad';
import { STANDIN_A } from './standinA';
import type { MapDef } from './types';

export type * from './types';

/** Every map a table may choose, by id (the `map` table option's values). */
export const MAPS = {
  standinA: STANDIN_A,
  floatingLands: FLOATING_LANDS,
  glacialMass: GLACIAL_MASS,
  longRoad: LONG_ROAD,
} as const satisfies Record<string, MapDef>;

export type MapId = keyof typeof MAPS;

export function mapById(id: string): MapDef {
  const map = (MAPS as Record<string, MapDef>)[id];
  if (!map) throw new Error(`no map ${id}`);
  return map;
}
