import { useLayoutEffect, useRef, type RefObject } from 'react';
import { profiling } from '../renderTiming';
import { measure, play, stillToGo, travels, type Snapshot } from './flip';

/**
 * Animates the pieces under `root` each time `state` changes (a state the page
 * shows: online, after the server accepted the move, paced one after the other;
 * on one screen, bots' moves spaced by the speed control). The old places are
 * measured while rendering the new state, before React commits it; the new ones
 * in a layout effect, before the browser paints, so a piece never shows in its
 * new place first. A state that comes while pieces still travel finishes them at
 * once and starts from where they arrived: they are measured where they will
 * arrive (what is left of their slides taken off) and finished after, as finishing
 * them first would make the browser lay the page out once more inside the update.
 *
 * Returns when the measuring began (`performance.now()`), so the render timing
 * counts it.
 */
export function useMotion(root: RefObject<Element | null>, state: unknown, enabled: boolean): number {
  const started = performance.now();
  const shown = useRef(state);
  const before = useRef<Snapshot | null>(null);
  const running = useRef<Animation[]>([]);
  const spent = useRef(0);
  if (shown.current !== state) {
    shown.current = state;
    before.current = enabled && root.current ? measure(root.current, stillToGo(running.current)) : null;
    for (const a of running.current) a.finish();
    running.current = [];
    spent.current = performance.now() - started;
  }
  useLayoutEffect(() => {
    const old = before.current;
    before.current = null;
    if (!old || !root.current) return;
    const at = performance.now();
    running.current = play(travels(root.current, old));
    if (profiling) (window.__motionTimes ??= []).push(spent.current + performance.now() - at);
  }, [state, root]);
  return started;
}
