import { createWorkerBotRunner } from '../bots/runners';
import { boards } from '../boards';
import { loadGameStrings } from '../i18n';
import { createLazyLobby } from '../lobby/lazyLobby';
import { createSeatStore } from '../lobby/seatStore';
import { createTablesApi } from '../tables/summaryApi';
import { loadGame } from '../registry/loadGame';
import { debugWanted } from './debugPanel';
import type { ClientGameInfo } from '../registry/types';
import type { Services } from './services';

/** The real services: the server's Lobby API, localStorage, bots in a worker. */
export function createServices(games: readonly ClientGameInfo[]): Services {
  return {
    games,
    loadGame,
    loadBoard: async (gameId) => {
      const load = boards[gameId];
      return load ? load() : null;
    },
    loadStrings: (gameId) => loadGameStrings(gameId),
    lobby: createLazyLobby(),
    tables: createTablesApi(),
    seats: createSeatStore(),
    createBotRunner: createWorkerBotRunner,
    debug: debugWanted(window.location.search, import.meta.env.DEV),
  };
}
