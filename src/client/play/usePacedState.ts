import { useCallback, useEffect, useRef, useState } from 'react';
import type { LogEntry } from 'boardgame.io';

/** What the pacing needs of a state: its id and the move log that led to it. */
export interface PacedState {
  _stateID: number;
  log?: readonly LogEntry[];
}

/** States waiting to be shown beyond this are skipped (the oldest first): a paused page keeps no unbounded history. */
export const MAX_QUEUED = 200;

/** Whether every move between two states was the viewer's own (shown at once: it is their game). */
function onlyOwnMoves(from: PacedState, to: PacedState, viewer: string | null): boolean {
  if (viewer === null || !to.log) return false;
  const between = to.log.filter((e) => e._stateID >= from._stateID && e.action.type === 'MAKE_MOVE');
  return between.length > 0 && between.every((e) => String(e.action.payload.playerID) === viewer);
}

export interface Paced<S> {
  /** The state to show now. */
  shown: S | null;
  /** States received and not shown yet. */
  behind: number;
  /** Shows the newest state at once. */
  catchUp: () => void;
}

/**
 * Shows the states a table receives one after the other at the viewer's pace:
 * each new state waits until `delayMs` after the one before was shown, and none
 * is shown while `paused`, so a watcher can follow a bot's turn move by move
 * (the server's own pace, BOT_PACE_MS, comes first). The viewer's own moves,
 * the first state and a state with nothing queued and no delay are shown at once;
 * `catchUp` jumps to the newest. States are kept as they arrived, never rebuilt.
 */
export function usePacedState<S extends PacedState>(
  state: S | null,
  viewer: string | null,
  delayMs: number,
  paused: boolean,
): Paced<S> {
  const [shown, setShown] = useState<S | null>(state);
  const queue = useRef<S[]>([]);
  const [behind, setBehind] = useState(0);
  const shownAt = useRef(Date.now());
  const shownRef = useRef<S | null>(state);

  const show = useCallback((s: S | null) => {
    shownRef.current = s;
    shownAt.current = Date.now();
    setShown(s);
  }, []);

  // Each state the client reports is queued once, in order.
  useEffect(() => {
    if (state === null) {
      queue.current = [];
      setBehind(0);
      show(null);
      return;
    }
    const newest = queue.current[queue.current.length - 1] ?? shownRef.current;
    if (newest !== null && state._stateID === newest._stateID) {
      // The same position again (a player connected or left): it takes the place of its copy.
      if (state === newest) return;
      if (queue.current.length > 0) queue.current = [...queue.current.slice(0, -1), state];
      else show(state);
      return;
    }
    const current = shownRef.current;
    const immediate =
      current === null ||
      state._stateID < current._stateID || // another match, or a state from before: nothing to follow
      (queue.current.length === 0 && delayMs === 0 && !paused) ||
      onlyOwnMoves(current, state, viewer);
    if (immediate) {
      queue.current = [];
      setBehind(0);
      show(state);
      return;
    }
    queue.current = [...queue.current, state].slice(-MAX_QUEUED);
    setBehind(queue.current.length);
  }, [state, viewer, delayMs, paused, show]);

  // The next queued state, when its time comes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a state shown restarts the wait for the next
  useEffect(() => {
    if (paused || behind === 0) return;
    const wait = Math.max(0, shownAt.current + delayMs - Date.now());
    const timer = window.setTimeout(() => {
      const [next, ...rest] = queue.current;
      if (!next) return;
      queue.current = rest;
      setBehind(rest.length);
      show(next);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [behind, paused, delayMs, shown, show]);

  const catchUp = useCallback(() => {
    const newest = queue.current[queue.current.length - 1];
    queue.current = [];
    setBehind(0);
    if (newest) show(newest);
  }, [show]);

  return { shown, behind, catchUp };
}
