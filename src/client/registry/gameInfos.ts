import { gameInfos } from '../../games/meta';
import type { ClientGameInfo } from './types';

/**
 * The games the site offers: the registered ones, plus the fixture game in builds
 * made for end-to-end tests (VITE_E2E_FIXTURE=1). The fixture's info is imported
 * dynamically so that other builds do not ship it (a static import would keep its
 * module for its side effects even when unused).
 */
export async function loadClientGameInfos(): Promise<readonly ClientGameInfo[]> {
  if (import.meta.env.VITE_E2E_FIXTURE === '1') {
    const { fixtureInfo } = await import('../../engine/fixture/meta');
    return [...gameInfos, fixtureInfo];
  }
  return gameInfos;
}
