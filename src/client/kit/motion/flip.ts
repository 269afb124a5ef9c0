// FLIP (first, last, invert, play) for the pieces of a board: each element with
// `data-motion="<stable id>"` is measured before a state update is committed and
// again after it; one that moved is drawn back where it was and slides to its new
// place with the Web Animations API, one that is new slides in from the element
// its `data-motion-from` names (`data-motion-anchor`). Only `transform` is
// animated, which the browser composites without layout or paint.

/** Where an element's box was, in the window's coordinates. */
export interface Place {
  x: number;
  y: number;
}

export type Snapshot = ReadonlyMap<string, Place>;

/** The slide of one element, in screen pixels, from its old place to its new one. */
export interface Travel {
  element: Element;
  key: string;
  dx: number;
  dy: number;
  /** The element is new: it comes from its `data-motion-from` anchor. */
  arrives: boolean;
  /**
   * A flight (`data-motion-flight`: a token not seen at rest, a cube bought or a
   * coin paid): where it goes, from its place now, fading as it arrives.
   */
  to?: { dx: number; dy: number };
}

const MIN_DISTANCE = 1;
export const MIN_MS = 200;
export const MAX_MS = 400;

function centreOf(el: Element): Place {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** The snapshot's key of an anchor (pieces and anchors share one map). */
const anchorKey = (name: string) => `\u0000anchor:${name}`;

/**
 * Where every moving piece and every anchor under `root` is now. Anchors are kept
 * too: a piece may come from one that the new state no longer shows (the tile
 * drawn is gone once placed).
 */
export function measure(root: ParentNode, sliding: ReadonlyMap<Element, Place> = new Map()): Map<string, Place> {
  return measureAll(root, sliding).snapshot;
}

/** What moves or anchors a move: the elements `measure` reads. */
export const MEASURED = '[data-motion], [data-motion-anchor]';

/** `measure`'s snapshot, and each element's place read for it (`travels` takes them instead of reading them again). */
export function measureAll(
  root: ParentNode,
  sliding: ReadonlyMap<Element, Place> = new Map(),
): { snapshot: Map<string, Place>; places: Map<Element, Place> } {
  const snapshot = new Map<string, Place>();
  const places = new Map<Element, Place>();
  for (const el of root.querySelectorAll(MEASURED)) {
    const at = arrival(el, centreOf(el), sliding);
    places.set(el, at);
    const key = el.getAttribute('data-motion');
    if (key) snapshot.set(key, at);
    const anchor = el.getAttribute('data-motion-anchor');
    if (anchor && !snapshot.has(anchorKey(anchor))) snapshot.set(anchorKey(anchor), at);
  }
  return { snapshot, places };
}

/** Where `el`, drawn at `seen`, is once it and the pieces carrying it have ended their slides. */
function arrival(el: Element, seen: Place, sliding: ReadonlyMap<Element, Place>): Place {
  let { x, y } = seen;
  for (const [piece, left] of sliding) {
    if (piece !== el && !piece.contains(el)) continue;
    x -= left.x;
    y -= left.y;
  }
  return { x, y };
}

/** Each slide's displacement at its start (screen pixels), to tell how much of it is left. */
const slides = new WeakMap<Animation, Place>();

/**
 * How far each piece still sliding is drawn from where it will arrive, in screen
 * pixels: a newer state measures the pieces in flight without stopping them first
 * (stopping them would make the browser lay the page out once more inside the
 * update), and takes this off.
 */
export function stillToGo(animations: readonly Animation[]): Map<Element, Place> {
  const out = new Map<Element, Place>();
  for (const a of animations) {
    const slide = slides.get(a);
    const effect = a.effect as KeyframeEffect | null | undefined;
    const target = effect?.target;
    // The eased progress: the drawn displacement is the start's times what is left.
    const progress = effect?.getComputedTiming().progress;
    if (!slide || !target || progress === null || progress === undefined) continue;
    out.set(target, { x: slide.x * (1 - progress), y: slide.y * (1 - progress) });
  }
  return out;
}

/**
 * What moves between `before` and the elements under `root` now: pieces that
 * changed place, and new pieces that name an anchor. A piece inside another
 * moving piece travels only by what it moved within it (a worker on a tile that
 * slides does not slide twice). `read`: the places of the elements already read
 * at this layout (`measureAll`), which are not read again.
 */
export function travels(root: ParentNode, before: Snapshot, read?: ReadonlyMap<Element, Place>): Travel[] {
  const out: Travel[] = [];
  const centre = (el: Element): Place => read?.get(el) ?? centreOf(el);
  const moved = new Map<Element, Travel>();
  let anchors: Map<string, Place> | null = null;
  const anchor = (name: string): Place | undefined => {
    const old = before.get(anchorKey(name));
    if (old) return old;
    if (!anchors) {
      anchors = new Map();
      for (const el of root.querySelectorAll('[data-motion-anchor]')) {
        const a = el.getAttribute('data-motion-anchor');
        if (a && !anchors.has(a)) anchors.set(a, centreOf(el));
      }
    }
    return anchors.get(name);
  };
  for (const el of root.querySelectorAll('[data-motion]')) {
    const key = el.getAttribute('data-motion');
    if (!key) continue;
    const old = before.get(key);
    if (el.hasAttribute('data-motion-flight')) {
      if (old) continue;
      const now = centre(el);
      const from = anchor(el.getAttribute('data-motion-from') ?? '') ?? now;
      const to = anchor(el.getAttribute('data-motion-to') ?? '') ?? now;
      out.push({
        element: el,
        key,
        dx: from.x - now.x,
        dy: from.y - now.y,
        arrives: true,
        to: { dx: to.x - now.x, dy: to.y - now.y },
      });
      continue;
    }
    let from: Place | undefined = old;
    if (!from) {
      const name = el.getAttribute('data-motion-from');
      from = name ? anchor(name) : undefined;
      if (!from) continue;
    }
    const now = centre(el);
    let dx = from.x - now.x;
    let dy = from.y - now.y;
    const outer = el.parentElement?.closest('[data-motion]');
    const carrier = outer ? moved.get(outer) : undefined;
    if (carrier) {
      dx -= carrier.dx;
      dy -= carrier.dy;
    }
    if (Math.abs(dx) < MIN_DISTANCE && Math.abs(dy) < MIN_DISTANCE) continue;
    const travel: Travel = { element: el, key, dx, dy, arrives: !old };
    moved.set(el, travel);
    out.push(travel);
  }
  return out;
}

/** Longer ways take a little longer, within 200–400 ms. */
export function durationOf(dx: number, dy: number): number {
  return Math.round(Math.min(MAX_MS, MIN_MS + Math.hypot(dx, dy) / 3));
}

interface Frames {
  from: string;
  to: string;
}

/** How a displacement in screen pixels is drawn on an element: its scale and its own transform at rest. */
interface Placing {
  sx: number;
  sy: number;
  /** The element's own transform, kept after the displacement (with a leading space), or ''. */
  rest: string;
}

/**
 * The matrix of an SVG element's own `transform` attribute, or null. Read without
 * `consolidate()`, which rewrites the attribute: a write that makes the browser
 * recompute the styles at the next read.
 */
function ownMatrix(
  el: SVGGraphicsElement,
): { a: number; b: number; c: number; d: number; e: number; f: number } | null {
  const list = el.transform?.baseVal;
  if (!list || list.numberOfItems === 0) return null;
  if (list.numberOfItems === 1) return list.getItem(0).matrix;
  let m = new DOMMatrix();
  for (let i = 0; i < list.numberOfItems; i++) m = m.multiply(list.getItem(i).matrix);
  return m;
}

function placingOf(el: Element): Placing {
  const inDrawing =
    typeof SVGElement !== 'undefined' && el instanceof SVGElement && (el as SVGElement).ownerSVGElement !== null;
  if (!inDrawing) {
    const own = typeof getComputedStyle === 'function' ? getComputedStyle(el).transform : '';
    return { sx: 1, sy: 1, rest: own && own !== 'none' ? ` ${own}` : '' };
  }
  const parent = el.parentNode as SVGGraphicsElement | null;
  const ctm = parent && typeof parent.getScreenCTM === 'function' ? parent.getScreenCTM() : null;
  const m = ownMatrix(el as SVGGraphicsElement);
  return {
    sx: ctm && ctm.a !== 0 ? ctm.a : 1,
    sy: ctm && ctm.d !== 0 ? ctm.d : 1,
    rest: m ? ` matrix(${m.a}, ${m.b}, ${m.c}, ${m.d}, ${m.e}, ${m.f})` : '',
  };
}

function framesAt(p: Placing, dx: number, dy: number): Frames {
  return { from: `translate(${dx / p.sx}px, ${dy / p.sy}px)${p.rest}`, to: `translate(0px, 0px)${p.rest}` };
}

/**
 * The transforms that draw `el` displaced by (dx, dy) screen pixels and then at
 * rest. An element inside an SVG drawing moves in its parent's user units (the
 * drawing may be scaled), and its own `transform` attribute (the position most
 * drawn pieces have) is kept in both frames: an animated CSS transform replaces
 * the attribute while it runs.
 */
export function framesOf(el: Element, dx: number, dy: number): Frames {
  return framesAt(placingOf(el), dx, dy);
}

/**
 * The pointer-events each piece in flight had at rest, and how many of its
 * animations are still running: a newer state can start a second slide before
 * the first one's `finished` has settled, and that one must not take "none" for
 * the piece's own value.
 */
const atRest = new WeakMap<Element, { own: string; flights: number }>();

/**
 * A piece in flight lets the pointer through (hovers, clicks and hit tests reach
 * what is under it, where it is drawn for that moment) until it has arrived.
 */
function passThrough(el: Element, animation: Animation): void {
  const style = (el as HTMLElement | SVGElement).style as CSSStyleDeclaration | undefined;
  if (!style || !animation.finished) return;
  let rest = atRest.get(el);
  if (!rest) {
    rest = { own: style.pointerEvents, flights: 0 };
    atRest.set(el, rest);
    style.pointerEvents = 'none';
  }
  rest.flights += 1;
  const held = rest;
  const arrived = () => {
    held.flights -= 1;
    if (held.flights > 0) return;
    atRest.delete(el);
    style.pointerEvents = held.own;
  };
  animation.finished.then(arrived, arrived);
}

/**
 * Plays the travels; returns the animations so a newer state can finish them at
 * once. Every piece is read first (computed transforms, the drawings' scales), then
 * every animation started: a read after an `animate()` would make the browser
 * recompute the styles once per piece.
 */
export function play(list: readonly Travel[]): Animation[] {
  const planned = list
    .filter((t) => typeof t.element.animate === 'function')
    .map((t) => ({ t, placing: placingOf(t.element) }));
  const out: Animation[] = [];
  for (const { t, placing } of planned) {
    const { from, to } = framesAt(placing, t.dx, t.dy);
    if (t.to) {
      const end = framesAt(placing, t.to.dx, t.to.dy).from;
      out.push(
        t.element.animate(
          [
            { transform: from, opacity: 1 },
            { transform: end, opacity: 1, offset: 0.85 },
            { transform: end, opacity: 0 },
          ],
          { duration: durationOf(t.to.dx - t.dx, t.to.dy - t.dy), easing: 'ease-in-out' },
        ),
      );
      continue;
    }
    const animation = t.element.animate([{ transform: from }, { transform: to }], {
      duration: durationOf(t.dx, t.dy),
      easing: 'cubic-bezier(0.25, 0.8, 0.35, 1)',
    });
    slides.set(animation, { x: t.dx, y: t.dy });
    passThrough(t.element, animation);
    out.push(animation);
  }
  return out;
}
