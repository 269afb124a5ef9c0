import type { Game, LogEntry, State } from 'boardgame.io';
import { ReplayMismatch, replayStates } from '../../engine/replay/replay';
import { hashLike } from '../../engine/replay/state-hash';

// A match rebuilt from its last snapshot and the moves stored since, through the
// game's own reducer (storage keeps whole states only now and then: schema.ts,
// version 2). Each stored move carries the hash of the state it produced; a move
// that no longer leads there (the rules changed under a stored match: newer code
// replays older moves) stops the rebuild at the last state that still matches.

/** A row of the move log. */
export interface StoredEntry {
  seq: number;
  entry: LogEntry;
  /** The hash of the state after this entry's move; null on the framework's own entries and before version 2. */
  hash: string | null;
}

export interface Rebuilt {
  state: State;
  /** The log's length up to `state`: the entries kept. */
  logLength: number;
  /** Moves replayed. */
  moves: number;
  /** Set when a stored move does not replay to its state: what was found, at which state. */
  diverged?: { stateID: number; reason: string };
}

/** Which entry of a move's log entries is the move itself (the others are events it triggered). */
export function moveEntryIndex(deltalog: readonly LogEntry[]): number {
  return deltalog.findIndex((e) => e.action.type === 'MAKE_MOVE' && !e.automatic);
}

interface Pass {
  /** The last state reached (read after the last move: no later move changed it). */
  state: State;
  moves: number;
  /** The first move that does not replay to its stored hash: its index in `entries`, and why. */
  divergence: { index: number; reason: string } | null;
}

function replay(game: Game, snapshot: State, entries: readonly StoredEntry[]): Pass {
  const index = new Map<LogEntry, number>();
  entries.forEach((row, i) => index.set(row.entry, i));
  let state = snapshot;
  let moves = 0;
  const diverged = (i: number, reason: string): Pass => ({ state, moves, divergence: { index: i, reason } });
  try {
    for (const step of replayStates(
      game,
      snapshot,
      entries.map((row) => row.entry),
    )) {
      if (!step.entry) continue;
      const i = index.get(step.entry)!;
      const expected = entries[i].hash;
      if (expected !== null) {
        const found = hashLike(step.state, expected);
        if (found !== expected) return diverged(i, `state ${step.state._stateID} hashes ${found}, stored ${expected}`);
      }
      state = step.state;
      moves++;
    }
  } catch (error) {
    if (!(error instanceof ReplayMismatch)) throw error;
    const i = entries.findIndex((row) => isMove(row.entry) && row.entry._stateID >= state._stateID);
    return diverged(i < 0 ? entries.length : i, error.message);
  }
  return { state, moves, divergence: null };
}

function isMove(entry: LogEntry): boolean {
  return entry.action.type === 'MAKE_MOVE' && !entry.automatic;
}

/**
 * Replays `entries` (the log from the snapshot's length on, in order) on
 * `snapshot`, whose log length is `snapshotLog`. Never throws for a move that
 * fails to replay or to hash as stored: the result then ends at the last state
 * that did, and says where it diverged.
 */
export function rebuild(game: Game, snapshot: State, snapshotLog: number, entries: readonly StoredEntry[]): Rebuilt {
  const end = entries.length > 0 ? entries[entries.length - 1].seq + 1 : snapshotLog;
  // The reducer changes some of a state's ctx in place when it plays the next move
  // on it: a pristine copy for a second pass.
  const pristine = structuredClone(snapshot);
  const pass = replay(game, snapshot, entries);
  const { divergence } = pass;
  if (!divergence) return { state: pass.state, moves: pass.moves, logLength: end };
  // Again up to the diverging move, which may have changed the last good state's ctx.
  const { state, moves } = replay(game, pristine, entries.slice(0, divergence.index));
  return {
    state,
    moves,
    logLength: divergence.index < entries.length ? entries[divergence.index].seq : end,
    diverged: { stateID: state._stateID, reason: divergence.reason },
  };
}
