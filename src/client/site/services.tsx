import { createContext, useContext } from 'react';
import type { BotRunner } from '../bots/types';
import type { BoardModule } from '../kit/types';
import type { LobbyApi } from './lobbyApi';
import type { SeatStore } from './seatStore';
import type { TablesApi } from './summaryApi';
import type { AnyGame, ClientGameInfo } from '../registry/types';

/** Everything the pages reach outside React for; tests pass fakes. */
export interface Services {
  games: readonly ClientGameInfo[];
  loadGame(gameId: string): Promise<AnyGame>;
  /** The game's own board, or null when it has none yet (the GenericBoard is used). */
  loadBoard(gameId: string): Promise<BoardModule | null>;
  /** Adds the game's strings to i18next. */
  loadStrings(gameId: string): Promise<void>;
  lobby: LobbyApi;
  /** What lists show of a table (My tables, your-turn notices). */
  tables: TablesApi;
  seats: SeatStore;
  createBotRunner(): BotRunner;
  /** Whether boardgame.io's debug panel is shown. */
  debug: boolean;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesContext is missing');
  return services;
}

export function useGameInfo(gameId: string): ClientGameInfo | undefined {
  return useServices().games.find((g) => g.id === gameId);
}
