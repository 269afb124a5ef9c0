import type { Game } from 'boardgame.io';
import { Local } from 'boardgame.io/multiplayer';
import type { SetupValues } from '../../games/types';
import type { AnyGame } from '../registry/types';
import { localStoragePrefix, pruneStoredMatches } from './savedGame';

type LocalTransport = ReturnType<typeof Local>;
const transports = new Map<string, LocalTransport>();
const prunedThisLoad = new Set<string>();

/**
 * The page's Local transport for a game, created once and reused: boardgame.io
 * keeps one in-browser master per game object for a given Local(), so every
 * seat's client shares it. Matches persist in localStorage, so a reload does not
 * lose a game; each game has its own storage so two games never overwrite each other.
 */
export function localTransportFor(gameId: string): LocalTransport {
  let transport = transports.get(gameId);
  if (!transport) {
    if (!prunedThisLoad.has(gameId)) {
      // Before the first master reads the storage: only the game in progress stays.
      pruneStoredMatches(gameId);
      prunedThisLoad.add(gameId);
    }
    transport = Local({ persist: true, storageKey: localStoragePrefix(gameId) });
    transports.set(gameId, transport);
  }
  return transport;
}

const variants = new WeakMap<AnyGame, Map<string, AnyGame>>();

/**
 * The game as played on one screen. Two differences from the real one:
 * - no playerView: the screen needs the full state (bots search on it, as
 *   boardgame.io's own Local bots do), and applies playerView itself for the seat
 *   on screen;
 * - setupData bound into setup, because a Local master creates matches without it.
 * One object per (game, options) so clients of a table share a master.
 */
export function localGameFor(game: AnyGame, setupData: SetupValues): AnyGame {
  const key = JSON.stringify(setupData);
  let byOptions = variants.get(game);
  if (!byOptions) {
    byOptions = new Map();
    variants.set(game, byOptions);
  }
  let local = byOptions.get(key);
  if (!local) {
    const setup = game.setup;
    const variant: Game<unknown> = {
      ...game,
      playerView: undefined,
      setup: setup ? (context) => setup(context, setupData) : undefined,
    };
    local = variant;
    byOptions.set(key, local);
  }
  return local;
}

/** What the seat `playerID` may see of the full state (null: what a spectator sees). */
export function viewFor(game: AnyGame, G: unknown, ctx: Parameters<NonNullable<AnyGame['playerView']>>[0]['ctx'], playerID: string | null): unknown {
  return game.playerView ? game.playerView({ G, ctx, playerID }) : G;
}

/** Games with a playerView hide something from some seats: hotseat needs a hand-over screen. */
export function hasSecrets(game: AnyGame): boolean {
  return typeof game.playerView === 'function';
}

export function newLocalMatchID(): string {
  return `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
