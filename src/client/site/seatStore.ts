// Seats this browser holds, kept in localStorage so a reload or a second tab
// plays the same seat again.

export interface StoredSeat {
  playerID: string;
  credentials: string;
  playerName: string;
}

const SEATS_KEY = 'euro-tables:seats';
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

/** A seat with the table it is at. */
export interface HeldSeat {
  gameId: string;
  matchID: string;
  seat: StoredSeat;
}

export interface SeatStore {
  get(gameId: string, matchID: string): StoredSeat | undefined;
  /** Every seat this browser holds (My tables). */
  all(): HeldSeat[];
  set(gameId: string, matchID: string, seat: StoredSeat): void;
  remove(gameId: string, matchID: string): void;
  playerName(): string;
  setPlayerName(name: string): void;
}

export function createSeatStore(storage: Storage = window.localStorage): SeatStore {
  return {
    get: (gameId, matchID) => readAll(storage)[key(gameId, matchID)],
    all: () =>
      Object.entries(readAll(storage)).flatMap(([k, seat]) => {
        const [gameId, matchID] = k.split('/');
        return gameId && matchID && typeof seat?.playerID === 'string' ? [{ gameId, matchID, seat }] : [];
      }),
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
  };
}
