import type { GameInfo } from '../types';
import { TIKAL_OPTIONS } from './options';

export const tikalInfo: GameInfo = {
  id: 'tikal',
  title: 'Tikal',
  minPlayers: 2,
  maxPlayers: 4,
  minutes: [60, 120],
  designers: 'Wolfgang Kramer, Michael Kiesling',
  year: 1999,
  description:
    'Explore the jungle tile by tile, excavate temples, recover treasure and guard the most valuable temples. ' +
    'Three volcanoes trigger scoring rounds before the final one.',
  options: TIKAL_OPTIONS,
};
