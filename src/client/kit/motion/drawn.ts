import { afterLayout } from './afterLayout';
import { MEASURED, type Snapshot } from './flip';

// The pieces' places as the page shows them, measured after the browser's layout
// of the last state (kit/motion/useMotion), and kept for the next state: measured
// in that state's render, they made the browser compute the styles and the layout
// of the page once more, inside the update. A change to the page since (an element
// added or changed, the pointer or the focus moved: a style may follow them)
// measures them again after the browser's next layout; until then, the next state
// measures them itself. A scroll, a new window size, fonts or pictures loading, or
// an animation started on a piece leave every next state to measure them itself.

/** The places kept, until the next state takes them. */
export interface DrawnPlaces {
  /** The places, or null when they may have moved; stops watching. */
  take(): Snapshot | null;
  stop(): void;
}

/** Events after which the places are measured again, after the next layout. */
const CHANGES = ['pointerover', 'pointerout', 'focusin', 'focusout'] as const;
/** Events after which they are not kept any more. */
const MOVES = ['scroll', 'resize', 'load', 'transitionrun', 'animationstart'] as const;

/** Events that tell of a change to one element only: those elsewhere than the pieces (the log scrolled, a mark's own animation) move none. */
const LOCAL = new Set<string>(['scroll', 'transitionrun', 'animationstart']);

const withoutPointerEvents = (style: string | null) => (style ?? '').replace(/pointer-events:[^;]*;?/g, '').trim();

/**
 * A piece given back the pointer at the end of its slide (flip.ts, passThrough):
 * the table's own change, which moves nothing.
 */
function pointerGivenBack(r: MutationRecord): boolean {
  return (
    r.type === 'attributes' &&
    r.attributeName === 'style' &&
    r.target instanceof Element &&
    r.target.hasAttribute('data-motion') &&
    withoutPointerEvents(r.oldValue) === withoutPointerEvents(r.target.getAttribute('style'))
  );
}

/**
 * Keeps `places`, measured under `root` after the browser's layout, while nothing
 * moves the pieces; after a change to the page, `remeasure` reads them again at
 * the browser's next layout.
 */
export function keepDrawn(root: Element, places: Snapshot, remeasure: () => Snapshot): DrawnPlaces {
  let kept: Snapshot | null = places;
  let stopped = false;
  /** Cancels the measuring to come, once the page has changed. */
  let pending: (() => void) | null = null;
  const changed = () => {
    kept = null;
    if (pending || typeof requestAnimationFrame === 'undefined') return;
    // Observed from the next frame on: a change made in a ResizeObserver's notice
    // (a box fitted to its content) is then laid out before the places are read.
    let cancelLayout: (() => void) | null = null;
    const frame = requestAnimationFrame(() => {
      cancelLayout = afterLayout(root, () => {
        pending = null;
        kept = remeasure();
      });
    });
    pending = () => {
      cancelAnimationFrame(frame);
      cancelLayout?.();
    };
  };
  const observer =
    typeof MutationObserver === 'undefined'
      ? null
      : new MutationObserver((records) => {
          if (!stopped && records.some((r) => !pointerGivenBack(r))) changed();
        });
  const onChange = () => {
    if (!stopped) changed();
  };
  const onMove = (e: Event) => {
    const target = e.target;
    if (
      LOCAL.has(e.type) &&
      target instanceof Element &&
      !target.contains(root) &&
      !target.matches(MEASURED) &&
      target.querySelector(MEASURED) === null
    )
      return;
    kept = null;
    stop();
  };
  function stop(): void {
    if (stopped) return;
    stopped = true;
    pending?.();
    pending = null;
    observer?.disconnect();
    for (const type of CHANGES) window.removeEventListener(type, onChange, true);
    for (const type of MOVES) window.removeEventListener(type, onMove, true);
    document.fonts?.removeEventListener('loadingdone', onMove);
  }
  observer?.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeOldValue: true,
    characterData: true,
  });
  for (const type of CHANGES) window.addEventListener(type, onChange, { capture: true, passive: true });
  for (const type of MOVES) window.addEventListener(type, onMove, { capture: true, passive: true });
  document.fonts?.addEventListener('loadingdone', onMove);
  return {
    take() {
      // Changes not yet told: not yet laid out either, but the places are read anew all the same.
      if (!stopped && observer && observer.takeRecords().some((r) => !pointerGivenBack(r))) kept = null;
      stop();
      return kept;
    },
    stop,
  };
}
