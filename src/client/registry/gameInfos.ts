import { gameInfos } from '../../games/meta';
import { fixtureInfo } from '../../games/fixture/meta';
import type { ClientGameInfo } from './types';

// The fixture game is only offered in builds made for end-to-end tests
// (VITE_E2E_FIXTURE=1): the site itself lists registered games only.
export const clientGameInfos: readonly ClientGameInfo[] = import.meta.env.VITE_E2E_FIXTURE === '1'
  ? [...gameInfos, fixtureInfo]
  : gameInfos;
