import { gameInfos } from '../../games/meta';
import type { ClientGameInfo } from './types';

// The fixture game is only offered in builds made for end-to-end tests
// (VITE_E2E_FIXTURE=1): the site itself lists registered games only.
const fixtureInfo: ClientGameInfo = {
  id: 'fixture',
  title: 'Fixture',
  minPlayers: 1,
  maxPlayers: 4,
  minutes: [2, 5],
  designers: 'Test team',
  year: 2026,
  description: 'A tiny race to a target total with a secret deck, used by the end-to-end tests.',
  options: [
    {
      id: 'target', kind: 'choice', label: 'Target', help: 'Total that ends the game', default: '10',
      choices: [{ value: '10', label: '10' }, { value: '30', label: '30' }, { value: '60', label: '60' }],
    },
  ],
};

export const clientGameInfos: readonly ClientGameInfo[] = import.meta.env.VITE_E2E_FIXTURE === '1'
  ? [...gameInfos, fixtureInfo]
  : gameInfos;
