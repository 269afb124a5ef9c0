import { gameInfos } from '../../games/meta';
import { addedGames } from './e2eGames';
import type { ClientGameInfo } from './types';

/** The games the site offers: the registered ones, and those a build adds (registry/e2eGames.ts). */
export async function loadClientGameInfos(): Promise<readonly ClientGameInfo[]> {
  if (addedGames.length === 0) return gameInfos;
  return [...gameInfos, ...(await Promise.all(addedGames.map((g) => g.info())))];
}
