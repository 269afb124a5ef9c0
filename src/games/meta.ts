import type { GameInfo } from '../engine/contract';
import { caylusInfo } from './caylus/meta';
import { tikalInfo } from './tikal/meta';
import { troyesInfo } from './troyes/meta';
import { iwariInfo } from './iwari/meta';

// What the home page shows about each registered game. Kept apart from the rules so
// the home page does not load any game's code.
export const gameInfos: GameInfo[] = [caylusInfo, tikalInfo, troyesInfo, iwariInfo];
