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
 * Call at the top of a component's render; its layout effect runs after the subtree
 * commits. `since`: an earlier start of the same update's work (the pieces'
 * motion measures them before rendering), counted in.
 */
export function useRenderTiming(key: unknown, since?: number): void {
  const started = profiling ? since ?? performance.now() : 0;
  useLayoutEffect(() => {
    if (!profiling) return;
    (window.__renderTimes ??= []).push(performance.now() - started);
  }, [key]);
}
