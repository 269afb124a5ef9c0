import { CONNECTIONS, CROSS, GRID, INNER, LABELS, SIZES, innerPaths, territoriesOf } from './standinA';
import { gridLayout } from './grid';
import type { MapDef } from './types';

// A stand-in for the Floating Lands (reference §9.1): Stand-in A's territories,
// with no road drawn across any border; instead every connection, land or water,
// is itself a road between two tent spaces (`roadEnds`), so settlements follow the
// connections. Totems stay out of Tundra territories where the table option asks.
// The printed Floating Lands map is unknown: only its special rules are kept.

const WATER_ROADS: Record<number, [string, string]> = {
  15: ['GL1.3', 'GL2.3'],
  16: ['TU3.4', 'FO3.4'],
  17: ['DE2.4', 'FO3.1'],
  18: ['TU2.4', 'FO3.2'],
  19: ['FO3.3', 'CO2.3'],
};

export const FLOATING_LANDS: MapDef = {
  id: 'floatingLands',
  standIn: true,
  usesMountains: true,
  territories: territoriesOf(SIZES),
  paths: innerPaths(INNER),
  connections: CONNECTIONS.map((c) => ({ ...c, roadEnds: c.kind === 'land' ? CROSS[c.n - 1] : WATER_ROADS[c.n] })),
  noTotemBiomes: ['tundra'],
  layout: gridLayout(440, 320, GRID, LABELS),
};
