import type { LogEntry, State } from 'boardgame.io';

// Every move is stored with the time the server accepted it (the log
// shows when each line happened, as Board Game Arena's does). The stamp rides in
// the framework's own log entry (`metadata`, which no game of ours uses), so it is
// stored with the move in the same write and sent to the clients with it; the
// game's own log (G.log) is a deterministic part of the state and takes no clock.

/** The stamp of one move: when, and the game log's length before and after it. */
export interface MoveStamp {
  at: number;
  logStart?: number;
  logEnd: number;
}

/** The length of a contract game's log in this state; undefined for a state without one. */
export function logLengthOf(state: State | undefined): number | undefined {
  const log = (state?.G as { log?: unknown } | undefined)?.log;
  return Array.isArray(log) ? log.length : undefined;
}

/**
 * Stamps each entry of a move's log delta in place (the broadcast of the same
 * move carries the same entries). `logStart` is left out when the state before
 * the move was not seen (the clients then time the new lines from the last they know).
 */
export function stampMoves(
  deltalog: readonly LogEntry[],
  at: number,
  logStart: number | undefined,
  logEnd: number,
): void {
  const stamp: MoveStamp = logStart === undefined ? { at, logEnd } : { at, logStart, logEnd };
  for (const entry of deltalog) {
    const own =
      typeof entry.metadata === 'object' && entry.metadata !== null ? (entry.metadata as Record<string, unknown>) : {};
    entry.metadata = { ...own, ...stamp };
  }
}
