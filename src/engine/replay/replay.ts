import type { Ctx, Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { viewOf, type AnySpec, type GameState } from '../contract';
import { hashLike } from './state-hash';
import { diff, type ReplayMove, type ReplayStamp, type ReplayStep, type ReplayView, type ReplayWire } from './wire';

// A finished match played again from what the storage keeps: its initial state
// and the append-only log of every move, through the game's own reducer, as the
// master played them. Nothing comes from a browser. Platform code beside the
// games (like src/engine/bots): the server builds replays with it, tests build
// their data with it; no Node or DOM API.

/** A match the replay refuses to rebuild: the stored log does not lead where the match went. */
export class ReplayMismatch extends Error {}

/** The moves of the stored log, in order: the framework's own entries (events a move triggered) are replayed by the move. */
function movesOf(log: readonly LogEntry[]): LogEntry[] {
  return log.filter((entry) => entry.action.type === 'MAKE_MOVE' && !entry.automatic);
}

function stampOf(entry: LogEntry): ReplayStamp | undefined {
  const m: unknown = entry.metadata;
  if (typeof m !== 'object' || m === null) return undefined;
  const { at, logStart, logEnd } = m as { at?: unknown; logStart?: unknown; logEnd?: unknown };
  if (typeof at !== 'number' || typeof logEnd !== 'number') return undefined;
  return typeof logStart === 'number' ? { at, logStart, logEnd } : { at, logEnd };
}

export interface ReplayedStep {
  state: State;
  /** The stored entry of the move that led here; undefined for the initial state. */
  entry?: LogEntry;
}

/**
 * Every state of the match, from the stored initial state through each stored
 * move. Read each state when it comes: the reducer changes some of ctx in place
 * on the next move. A move the reducer refuses, or one stored for another state than the
 * replayed one, means the log does not describe this match: ReplayMismatch.
 */
export function* replayStates(game: Game, initialState: State, log: readonly LogEntry[]): Generator<ReplayedStep> {
  const reducer = CreateGameReducer({ game });
  let state = initialState;
  yield { state };
  for (const entry of movesOf(log)) {
    if (entry._stateID !== state._stateID) {
      throw new ReplayMismatch(`stored move for state ${entry._stateID} met replayed state ${state._stateID}`);
    }
    const payload = entry.action.payload as { type: string; args?: unknown[]; playerID?: string };
    if (typeof payload.playerID !== 'string')
      throw new ReplayMismatch(`stored move ${payload.type} at state ${state._stateID} has no seat`);
    const next = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: payload.type, args: payload.args ?? [], playerID: payload.playerID },
    }) as State & { transients?: { error?: unknown } };
    if (next.transients?.error || next._stateID === state._stateID) {
      throw new ReplayMismatch(`stored move ${payload.type} at state ${state._stateID} was refused on replay`);
    }
    const { transients: _ignored, deltalog: _log, ...clean } = next;
    state = clean as State;
    yield { state, entry };
  }
}

/** A point of view: a seat ('0', '1'…) or null for a spectator. */
export type PointOfView = string | null;

function viewAt(spec: AnySpec, state: State, pov: PointOfView, ctx: Ctx): ReplayView {
  return { G: viewOf(spec, state.G as GameState, pov), ctx };
}

function moveOf(entry: LogEntry): ReplayMove {
  const payload = entry.action.payload as { type: string; args?: unknown; playerID?: string };
  return {
    player: String(payload.playerID ?? ''),
    move: payload.type,
    // Moves' arguments are not redacted by any game: every seat got them in the live log.
    args: Array.isArray(payload.args) ? payload.args : [],
  };
}

export interface BuiltReplays {
  /** Per point of view asked for. */
  replays: Map<PointOfView, ReplayWire>;
  /** The last replayed state, to compare with the stored one. */
  final: State;
  /** Each point of view's view at the last step. */
  views: Map<PointOfView, ReplayView>;
  /**
   * Set when a stored move did not replay, or replayed to another state than the
   * hash stored with it (the rules changed since the match was played): the
   * replays stop at the last move that did.
   */
  diverged?: string;
}

/** The hash stored with each move, by the id of the state the move produced (storage, version 2). */
export type StoredHashes = ReadonlyMap<number, string>;

/**
 * One pass through the match for several points of view at once: each step's
 * view is the game's `view` of the replayed full state for that seat (the
 * spectator's for null), sent as changes to the step before. Yields after each
 * step, so that a server can let other work in between.
 */
function* building(
  game: Game & { spec: AnySpec },
  matchID: string,
  initialState: State,
  log: readonly LogEntry[],
  povs: readonly PointOfView[],
  hashes?: StoredHashes,
): Generator<void, BuiltReplays> {
  const spec = game.spec;
  const numPlayers = (initialState.ctx as Ctx).numPlayers;
  const previous = new Map<PointOfView, ReplayView>();
  const replays = new Map<PointOfView, ReplayWire>();
  let final = initialState;
  const states = replayStates(game, initialState, log);
  for (;;) {
    let next: IteratorResult<ReplayedStep>;
    try {
      next = states.next();
    } catch (error) {
      if (!(error instanceof ReplayMismatch)) throw error;
      return { replays, final, views: previous, diverged: error.message };
    }
    if (next.done) break;
    const { state, entry } = next.value;
    const expected = entry ? hashes?.get(state._stateID) : undefined;
    if (expected !== undefined) {
      const found = hashLike(state, expected);
      if (found !== expected)
        return {
          replays,
          final,
          views: previous,
          diverged: `state ${state._stateID} hashes ${found}, stored ${expected}`,
        };
    }
    final = state;
    // A copy: boardgame.io counts stage moves by changing ctx in place, so the
    // previous step's ctx would already show the next one's count.
    const ctx = JSON.parse(JSON.stringify(state.ctx)) as Ctx;
    for (const pov of povs) {
      const view = viewAt(spec, state, pov, ctx);
      const before = previous.get(pov);
      const step: ReplayStep = {
        move: entry ? moveOf(entry) : null,
        turn: ctx.turn,
        phase: ctx.phase ?? null,
        patch: before ? diff(before, view) : [],
      };
      const stamp = entry ? stampOf(entry) : undefined;
      if (stamp) step.stamp = stamp;
      previous.set(pov, view);
      const replay = replays.get(pov);
      if (replay) replay.steps.push(step);
      else
        replays.set(pov, {
          game: game.name ?? spec.info.id,
          matchID,
          seat: pov,
          numPlayers,
          first: view,
          steps: [step],
        });
    }
    yield;
  }
  return { replays, final, views: previous };
}

/**
 * Replays that do not reach the stored end (the rules changed since the match was
 * played): each keeps the moves known to be the game that was played (`verified`:
 * those checked against their stored hashes, else none), then ends with the
 * stored final state as its last step, marked `diverged`. A replay shows the game
 * that was played or says it cannot: never another game.
 */
export function endAtStoredState(
  game: Game & { spec: AnySpec },
  built: BuiltReplays,
  verified: boolean,
  stored: State,
): Map<PointOfView, ReplayWire> {
  const ctx = JSON.parse(JSON.stringify(stored.ctx)) as Ctx;
  const out = new Map<PointOfView, ReplayWire>();
  for (const [pov, replay] of built.replays) {
    const steps = verified ? replay.steps : replay.steps.slice(0, 1);
    const before = verified ? built.views.get(pov)! : replay.first;
    const end = viewAt(game.spec, stored, pov, ctx);
    const last: ReplayStep = { move: null, turn: ctx.turn, phase: ctx.phase ?? null, patch: diff(before, end) };
    out.set(pov, { ...replay, steps: [...steps, last], diverged: { kept: steps.length - 1 } });
  }
  return out;
}

type BuildArgs = Parameters<typeof building>;

/** The replays of a match for each point of view, at once. */
export function buildReplays(...args: BuildArgs): BuiltReplays {
  const run = building(...args);
  for (;;) {
    const next = run.next();
    if (next.done) return next.value;
  }
}

/**
 * The same, in slices of about `sliceMs` of work: a whole game takes a few
 * hundred milliseconds, which moves at other tables must not wait for.
 */
export async function buildReplaysInSlices(sliceMs: number, ...args: BuildArgs): Promise<BuiltReplays> {
  const run = building(...args);
  let sliceStart = performance.now();
  for (;;) {
    const next = run.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      // A timer, not setImmediate: this module runs in browsers and workers too.
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
  }
}
