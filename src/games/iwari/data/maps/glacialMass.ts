import { CONNECTIONS, CROSS, GRID, INNER, LABELS, SIZES, innerPaths, territoriesOf } from './standinA';
import { gridLayout } from './grid';
import type { Connection, MapDef } from './types';

// A stand-in for Glacial Mass (reference §9.2): Stand-in A with a second land
// connection between GL1 and TU1, numbered 11 as on the printed map (connections 1
// and 11 join the same two territories and are both scored), its own road across
// the border, and Stand-in A's connections 11–19 renumbered 12–20. The printed
// Glacial Mass map is unknown: only its special rule is kept.

const connections: Connection[] = [
  ...CONNECTIONS.filter((c) => c.n < 11),
  { n: 11, a: 'GL1', b: 'TU1', kind: 'land' },
  ...CONNECTIONS.filter((c) => c.n >= 11).map((c) => ({ ...c, n: c.n + 1 })),
];

const labels: Record<number, [number, number]> = { 11: [120, 52] };
for (const [n, at] of Object.entries(LABELS)) labels[Number(n) >= 11 ? Number(n) + 1 : Number(n)] = at;

export const GLACIAL_MASS: MapDef = {
  id: 'glacialMass',
  standIn: true,
  usesMountains: true,
  territories: territoriesOf(SIZES),
  paths: [...innerPaths(INNER), ...CROSS, ['GL1.3', 'TU1.2']],
  connections,
  layout: gridLayout(440, 320, GRID, labels),
};
