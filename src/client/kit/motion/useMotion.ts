import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { timeMotion } from './renderTiming';
import { afterLayout } from './afterLayout';
import { keepDrawn, type DrawnPlaces } from './drawn';
import { measure, measureAll, play, stillToGo, travels, type Snapshot } from './flip';

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
 * The places measured after the layout are kept for the next state while nothing
 * may have moved the pieces (drawn.ts): that state's render reads none.
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
  const drawn = useRef<DrawnPlaces | null>(null);
  if (shown.current !== state) {
    shown.current = state;
    const kept = drawn.current?.take() ?? null;
    drawn.current = null;
    if (!enabled || !root.current) before.current = null;
    else if (!before.current) {
      before.current = kept ?? measure(root.current, stillToGo(running.current));
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
        // Read before any slide starts: the places at rest, which the next state starts from.
        const now = measureAll(el);
        running.current = play(travels(el, old, now.places));
        drawn.current?.stop();
        drawn.current = keepDrawn(el, now.snapshot, () => measure(el, stillToGo(running.current)));
      }, spent.current);
    });
  }, [state, root]);
  useEffect(() => () => drawn.current?.stop(), []);
  return started;
}
