import { useLayoutEffect } from 'react';

// With `?profile` in the address, each render of the table records how long the
// update took from the start of rendering to the DOM being committed (the whole
// board, panels and log below it). `npm run bench:render` reads the figures to
// check that a state update fits in one frame. Without `?profile` nothing is
// recorded.

declare global {
  interface Window {
    __renderTimes?: number[];
    /** The part of each update spent measuring and starting the pieces' motion (kit/motion), also in `__renderTimes`. */
    __motionTimes?: number[];
  }
}

export const profiling = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('profile');

/**
 * User-timing marks at the start and the end of each update, under `?profile`: in
 * a performance trace they carry the page thread's CPU clock, so a benchmark can
 * tell the update's own work from the time it waited for a core on a busy machine.
 */
export const UPDATE_START = 'table-update-start';
export const UPDATE_END = 'table-update-end';

/** The state the last start mark was for: the table renders for other reasons too, and a mark costs. */
let marked: unknown;

/** Call first in the table's render (before the pieces are measured) with its state: marks where an update starts. */
export function markRenderStart(key: unknown): void {
  if (!profiling || key === marked) return;
  marked = key;
  performance.mark(UPDATE_START);
}

/**
 * Call at the top of a component's render; its layout effect runs after the subtree
 * commits. `since`: an earlier start of the same update's work (the pieces'
 * motion measures them before rendering), counted in.
 */
export function useRenderTiming(key: unknown, since?: number): void {
  const started = profiling ? since ?? performance.now() : 0;
  useLayoutEffect(() => {
    if (!profiling) return;
    (window.__renderTimes ??= []).push(performance.now() - started);
    performance.mark(UPDATE_END);
    // The trace has them; the page's own buffer need not keep thousands.
    performance.clearMarks(UPDATE_START);
    performance.clearMarks(UPDATE_END);
  }, [key]);
}
