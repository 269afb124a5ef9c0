import { caylusInfo } from './caylus/meta';
import { tikalInfo } from './tikal/meta';
import { troyesInfo } from './troyes/meta';
import { iwariInfo } from './iwari/meta';

// What the home page shows about each registered game. Kept apart from the rules so
// the home page does not load any game's code. A game is registered by its line here
// and in ./index.ts; its id is its folder's name.
export const gameInfos = [caylusInfo, tikalInfo, troyesInfo, iwariInfo] as const;

/** The id of every registered game, from their infos. */
export type GameId = (typeof gameInfos)[number]['id'];
