import type { LogEntry, State } from 'boardgame.io';
import { buildReplays } from '../../engine/replay/replay';
import type { ReplayWire } from '../../engine/replay/wire';
import { RequestError } from '../i18n/errors';
import type { AnyGame } from '../registry/types';
import { localStoragePrefix } from './savedGame';

// A game played on this screen watched again: the same replay the server builds
// for an online match, built here from what the page's Local master keeps in
// localStorage (the initial state, which holds the seed, and the log of every
// move), through the game's own reducer.

/** The value the Local master stored for `matchID` under `part` (`initial`, `log`…), if any. */
function stored(storage: Storage, gameId: string, part: string, matchID: string): unknown {
  try {
    const entries: unknown = JSON.parse(storage.getItem(`${localStoragePrefix(gameId)}_${part}`) ?? '[]');
    if (!Array.isArray(entries)) return undefined;
    const entry: unknown = entries.find((e: unknown) => Array.isArray(e) && e[0] === matchID);
    return Array.isArray(entry) ? entry[1] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The replay of a finished local match as `seat` (null: a spectator) saw it.
 * Refused like the server's: 404 when this screen no longer holds the match, 409
 * while it is not over.
 */
export function localReplay(
  game: AnyGame,
  gameId: string,
  matchID: string,
  seat: string | null,
  storage: Storage = window.localStorage,
): ReplayWire {
  const initial = stored(storage, gameId, 'initial', matchID) as State | undefined;
  const log = (stored(storage, gameId, 'log', matchID) ?? []) as LogEntry[];
  if (!initial || !Array.isArray(log)) throw new RequestError(404, `no local match ${matchID}`);
  const { replays, final } = buildReplays(game, matchID, initial, log, [seat]);
  if (final.ctx.gameover === undefined) throw new RequestError(409, `local match ${matchID} is not over`);
  const replay = replays.get(seat);
  if (!replay) throw new RequestError(404, `no replay of ${matchID}`);
  return replay;
}
