import type { SetupValues } from '../../engine/contract';
import type { SeatPlan } from './seatPlan';

// A game on one screen survives a reload: boardgame.io's Local master keeps its
// matches in localStorage (persist), and this file remembers which match is the
// game in progress for each game, with its set-up.

export interface SavedLocalGame {
  matchID: string;
  setupData: SetupValues;
  plan: SeatPlan[];
  /** The game has ended: it is no longer offered as a game in progress. */
  finished?: boolean;
}

const SAVED_KEY = 'euro-tables:local-games';

/** The localStorage prefix of a game's Local master (boardgame.io adds `_state`, `_log`...). */
export function localStoragePrefix(gameId: string): string {
  return `euro-tables-local-${gameId}`;
}

const MASTER_PARTS = ['state', 'initial', 'metadata', 'log'];

function readSaved(storage: Storage): Record<string, SavedLocalGame> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SAVED_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, SavedLocalGame>) : {};
  } catch {
    return {};
  }
}

export function savedGame(gameId: string, storage: Storage = window.localStorage): SavedLocalGame | undefined {
  return readSaved(storage)[gameId];
}

export function saveGame(gameId: string, game: SavedLocalGame, storage: Storage = window.localStorage): void {
  const all = readSaved(storage);
  all[gameId] = game;
  storage.setItem(SAVED_KEY, JSON.stringify(all));
}

/**
 * Drops every stored match of the game but the saved one. Must run before the
 * game's Local master is created in this page: the master rewrites what it holds.
 */
export function pruneStoredMatches(gameId: string, storage: Storage = window.localStorage): void {
  const keep = savedGame(gameId, storage)?.matchID;
  for (const part of MASTER_PARTS) {
    const key = `${localStoragePrefix(gameId)}_${part}`;
    try {
      const entries: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      if (!Array.isArray(entries)) continue;
      const kept = entries.filter((e: unknown) => Array.isArray(e) && e[0] === keep);
      if (kept.length !== entries.length) storage.setItem(key, JSON.stringify(kept));
    } catch {
      storage.removeItem(key);
    }
  }
}
