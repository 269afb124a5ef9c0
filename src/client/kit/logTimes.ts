import type { LogEntry as MoveLogEntry } from 'boardgame.io';

/**
 * What the server stamps on each move it stores (`metadata` of the framework's
 * log entry): when it was made, and the length of the game's own log (`G.log`)
 * before and after it, so each sentence of the game's log finds the move that
 * wrote it.
 */
export interface MoveStamp {
  at: number;
  logStart?: number;
  logEnd: number;
}

export function stampOf(entry: MoveLogEntry): MoveStamp | null {
  const m: unknown = entry.metadata;
  if (typeof m !== 'object' || m === null) return null;
  const { at, logStart, logEnd } = m as { at?: unknown; logStart?: unknown; logEnd?: unknown };
  if (typeof at !== 'number' || typeof logEnd !== 'number') return null;
  return typeof logStart === 'number' ? { at, logStart, logEnd } : { at, logEnd };
}

/**
 * The time of each line of the game's log (undefined where no move tells it: the
 * lines of the setup, or a table whose moves were not stamped). Replays the
 * moves in order: each writes the lines from the log's length before it to its
 * `logEnd`, and an undo (a shorter log) drops the lines it took back. Lines
 * before the first stamped move (the setup's) stay untimed.
 */
export function logTimes(moves: readonly MoveLogEntry[] | undefined, lines: number): (number | undefined)[] {
  const times: (number | undefined)[] = [];
  for (const entry of moves ?? []) {
    const stamp = stampOf(entry);
    if (!stamp) continue;
    if (stamp.logEnd < times.length) times.length = stamp.logEnd;
    for (let i = stamp.logStart ?? times.length; i < stamp.logEnd; i++) times[i] = stamp.at;
  }
  times.length = Math.min(times.length, lines);
  return times;
}
