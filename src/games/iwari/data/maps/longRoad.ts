import { STANDIN_A } from './standinA';
import type { MapDef } from './types';

// A stand-in for The Long Road (reference §9.3): Stand-in A with a purple road of
// 13 tent spaces running west to east across the middle row, along existing paths.
// At the end of the game the tents on it are scored like one more territory. The
// printed Long Road map is unknown: only its special rule is kept.

export const LONG_ROAD: MapDef = {
  ...STANDIN_A,
  id: 'longRoad',
  purpleRoad: [
    'CO1.3',
    'CO1.2',
    'CO1.7',
    'FO2.4',
    'FO2.3',
    'FO2.2',
    'FO2.5',
    'TU2.3',
    'TU2.2',
    'TU2.4',
    'TU2.5',
    'DE1.5',
    'DE1.3',
  ],
};
