import { useLayoutEffect, useRef, type RefObject } from 'react';
import { timeMotion } from './renderTiming';
import { afterLayout } from './afterLayout';
import { measure, play, stillToGo, travels, type Snapshot } from './flip';

/**
 * Animates the pieces under `root` each time `state` changes (a state the page
 * shows: online, after the server accepted the move, paced one after the other;
 * on one screen, bots' moves spaced by the speed control). The old places are
 * measured while rendering the new state, before React commits it; the new ones
 * after the browser's next layout and before its paint (`afterLayout`), so a piece
 * never shows in its new place first, and the update does not make the browser
 * lay the page out once more inside React's commit.
 *
 * A state that comes while pieces still travel finishes them at once and starts
 * from where they arrive: they are measured there (what is left of their slides
 * taken off) and finished after, as finishing them first would make the browser
 * lay the page out once more. States that come before the browser has drawn the
 * last one (bots at full speed) keep the places measured for the last one drawn:
 * the pieces travel from where they were seen, and the page is measured once.
 *
 * Returns when the measuring began (`performance.now()`), so the render timing
 * counts it.
 */
export function useMotion(root: RefObject<Element | null>, state: unknown, enabled: boolean): number {
  const started = performance.now();
  const shown = useRef(state);
  /** The places of the last state drawn, until its successor's new places are measured. */
  const before = useRef<Snapshot | null>(null);
  const running = useRef<Animation[]>([]);
  const spent = useRef(0);
  if (shown.current !== state) {
    shown.current = state;
    if (!enabled || !root.current) before.current = null;
    else if (!before.current) {
      before.current = measure(root.current, stillToGo(running.current));
      for (const a of running.current) a.finish();
      running.current = [];
      spent.current = performance.now() - started;
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new state is measured and slid once
  useLayoutEffect(() => {
    const el = root.current;
    if (!before.current || !el) return;
    return afterLayout(el, () => {
      const old = before.current;
      before.current = null;
      if (!old) return;
      timeMotion(() => {
        running.current = play(travels(el, old));
      }, spent.current);
    });
  }, [state, root]);
  return started;
}
