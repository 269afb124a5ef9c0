// Undo as Board Game Arena allows it: a player takes back their own steps of the
// current turn, until something hidden or random is revealed, another player acts,
// or the turn ends. The steps (the state before each of them) are kept in a plugin
// of the match state, so they are stored with the match, replayed with it, and
// never sent to a client: a client learns only whose steps there are.
import type { Plugin } from 'boardgame.io';
import type { LogEntry, PlayerID } from './messages';

/** The move every contract game has besides its own: take back the last step. */
export const UNDO_MOVE = 'undo';

/** Steps kept per turn at most; older ones can no longer be taken back. */
export const MAX_UNDO_STEPS = 20;

export const UNDO_PLUGIN = 'contractUndo';

export interface UndoStep {
  player: PlayerID;
  /**
   * The state before the step without its log (null in what a client receives):
   * the log is most of a state, and the steps after only append to it.
   */
  G: unknown;
  /** The log's length before the step, and its last entry then (to check it was only appended to). */
  log?: { length: number; last: string | null };
}

interface Logged {
  log: LogEntry[];
}

export interface UndoData {
  steps: UndoStep[];
}

/** What a move sees of the plugin while it runs (boardgame.io puts it in the move's context). */
export interface UndoApi {
  steps: UndoStep[];
  changed: boolean;
}

function stepsOf(data: unknown): UndoStep[] {
  const steps = (data as Partial<UndoData> | undefined)?.steps;
  return Array.isArray(steps) ? steps : [];
}

export const UndoPlugin: Plugin<UndoApi, UndoData> = {
  name: UNDO_PLUGIN,
  setup: () => ({ steps: [] }),
  api: ({ data }) => ({ steps: stepsOf(data), changed: false }),
  // boardgame.io flushes several times per action; only the flush after the move carries its api.
  flush: ({ data, api }) => (api?.changed ? { steps: api.steps } : { steps: stepsOf(data) }),
  // Earlier states may hold secrets: a client gets only whose steps they are.
  playerView: ({ data }) => ({ steps: stepsOf(data).map((s) => ({ player: s.player, G: null })) }),
};

/** The plugin's api in a move's context, if the game runs with it. */
export function undoApiOf(context: object): UndoApi | undefined {
  const api = (context as Record<string, unknown>)[UNDO_PLUGIN];
  return api && typeof api === 'object' && Array.isArray((api as UndoApi).steps) ? (api as UndoApi) : undefined;
}

/**
 * Records a step of player. `barrier`: the step can never be taken back (it revealed
 * something, drew on chance, or ended the turn), and neither can any before it.
 */
export function recordStep(api: UndoApi, player: PlayerID, before: Logged, barrier: boolean): void {
  api.changed = true;
  if (barrier) {
    api.steps = [];
    return;
  }
  // After another player's step, nobody's earlier steps can be taken back: only this one.
  const own = api.steps.length > 0 && api.steps.every((s) => s.player === player) ? api.steps : [];
  const last = before.log.length > 0 ? JSON.stringify(before.log[before.log.length - 1]) : null;
  const step: UndoStep = { player, G: { ...before, log: [] }, log: { length: before.log.length, last } };
  api.steps = [...own, step].slice(-MAX_UNDO_STEPS);
}

/**
 * Takes the last step back for player: the state before it, its log the current
 * one cut back to where it was, or null when player may not (or the log was not
 * only appended to since, which no game does: then nothing is taken back).
 */
export function takeBack<G extends Logged>(api: UndoApi, player: PlayerID, current: G): G | null {
  const last = api.steps[api.steps.length - 1];
  if (!last || last.player !== player || !last.G || typeof last.G !== 'object' || !last.log) return null;
  const { length, last: lastEntry } = last.log;
  if (current.log.length < length) return null;
  if (length > 0 && JSON.stringify(current.log[length - 1]) !== lastEntry) return null;
  api.steps = api.steps.slice(0, -1);
  api.changed = true;
  return { ...(last.G as G), log: current.log.slice(0, length) };
}

/**
 * How many steps player may take back now, from the match state's plugins (what a
 * client received, or the server's state). The acting check (is it player's turn)
 * is the caller's.
 */
export function undoableSteps(plugins: unknown, player: PlayerID | null): number {
  if (player === null || !plugins || typeof plugins !== 'object') return 0;
  const steps = stepsOf((plugins as Record<string, { data?: unknown } | undefined>)[UNDO_PLUGIN]?.data);
  if (steps.length === 0 || steps[steps.length - 1].player !== player) return 0;
  return steps.length;
}
