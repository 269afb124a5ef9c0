// Seats this browser holds, kept in localStorage so a reload or a second tab
// plays the same seat again.
import type { BotLevel } from '../../games/bots/levels';

export interface StoredSeat {
  playerID: string;
  credentials: string;
  playerName: string;
}

/** A bot seat this browser played at an online table (before the server played bots; kept for old tables' data). */
export interface StoredBotSeat {
  playerID: string;
  credentials: string;
  level: BotLevel;
}

const SEATS_KEY = 'euro-tables:seats';
const BOTS_KEY = 'euro-tables:bots';
const NAME_KEY = 'euro-tables:player-name';

function key(gameId: string, matchID: string): string {
  return `${gameId}/${matchID}`;
}

function readJson<T>(storage: Storage, storageKey: string): Record<string, T> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, T>) : {};
  } catch {
    return {};
  }
}

function readAll(storage: Storage): Record<string, StoredSeat> {
  return readJson<StoredSeat>(storage, SEATS_KEY);
}

export interface SeatStore {
  get(gameId: string, matchID: string): StoredSeat | undefined;
  set(gameId: string, matchID: string, seat: StoredSeat): void;
  remove(gameId: string, matchID: string): void;
  playerName(): string;
  setPlayerName(name: string): void;
  /** Bot seats this browser runs at a table. */
  bots(gameId: string, matchID: string): StoredBotSeat[];
  setBots(gameId: string, matchID: string, bots: StoredBotSeat[]): void;
}

export function createSeatStore(storage: Storage = window.localStorage): SeatStore {
  return {
    get: (gameId, matchID) => readAll(storage)[key(gameId, matchID)],
    set: (gameId, matchID, seat) => {
      const all = readAll(storage);
      all[key(gameId, matchID)] = seat;
      storage.setItem(SEATS_KEY, JSON.stringify(all));
    },
    remove: (gameId, matchID) => {
      const all = readAll(storage);
      delete all[key(gameId, matchID)];
      storage.setItem(SEATS_KEY, JSON.stringify(all));
    },
    playerName: () => storage.getItem(NAME_KEY) ?? '',
    setPlayerName: (name) => storage.setItem(NAME_KEY, name),
    bots: (gameId, matchID) => readJson<StoredBotSeat[]>(storage, BOTS_KEY)[key(gameId, matchID)] ?? [],
    setBots: (gameId, matchID, bots) => {
      const all = readJson<StoredBotSeat[]>(storage, BOTS_KEY);
      if (bots.length > 0) all[key(gameId, matchID)] = bots;
      else delete all[key(gameId, matchID)];
      storage.setItem(BOTS_KEY, JSON.stringify(all));
    },
  };
}
