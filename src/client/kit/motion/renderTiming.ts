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

/** Marks around the pieces' motion of an update, which starts after the browser's layout (kit/motion/useMotion). */
export const MOTION_START = 'table-motion-start';
export const MOTION_END = 'table-motion-end';

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
  const started = profiling ? (since ?? performance.now()) : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one mark per new state (`key`), timed from this render's start
  useLayoutEffect(() => {
    if (!profiling) return;
    (window.__renderTimes ??= []).push(performance.now() - started);
    performance.mark(UPDATE_END);
    // The trace has them; the page's own buffer need not keep thousands.
    performance.clearMarks(UPDATE_START);
    performance.clearMarks(UPDATE_END);
  }, [key]);
}

/**
 * Runs the pieces' motion of the last update (measuring where they arrive and
 * starting their slides, after the browser's layout) and, under `?profile`,
 * counts its time into that update's: a state update is its render, its commit
 * and its motion.
 */
export function timeMotion(run: () => void, measuredBefore: number): void {
  if (!profiling) {
    run();
    return;
  }
  performance.mark(MOTION_START);
  const at = performance.now();
  run();
  const took = performance.now() - at;
  performance.mark(MOTION_END);
  performance.clearMarks(MOTION_START);
  performance.clearMarks(MOTION_END);
  (window.__motionTimes ??= []).push(measuredBefore + took);
  const times = window.__renderTimes;
  if (times && times.length > 0) times[times.length - 1] += took;
}
