import { createWorkerBotRunner } from '../bots/runners';
import { boards } from '../boards';
import { loadGameStrings } from '../i18n';
import { createLazyLobby } from '../site/lazyLobby';
import { createSeatStore } from '../site/seatStore';
import { createTablesApi } from '../site/summaryApi';
import { loadGame } from '../registry/loadGame';
import { debugWanted } from '../site/debugPanel';
import type { ClientGameInfo } from '../registry/types';
import type { Services } from '../site/services';

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
