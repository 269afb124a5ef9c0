// A map's frame (Tikal's hexes, Iwari's territories): the whole map fits the width of
// its column, so a phone sees all of it at once, and the zoom buttons enlarge it for
// fingers; zoomed in, it scrolls inside this frame (never the page), with a note saying
// so, a fade on each side that has more, and dragging with the mouse as well as touch
// scrolling. Each board styles it under its own class prefix and gives its own words.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';

export const ZOOMS = [1, 1.5, 2] as const;
const DRAG_SLOP = 6;

interface Overflow {
  left: boolean;
  right: boolean;
}

/** The frame's words, from the board's own strings. */
export interface MapZoomWords {
  title: string;
  zoomIn: string;
  zoomOut: string;
  scrollHint: string;
}

interface MapFrameProps {
  /** The board's class prefix: `tk` gives `tk-map-frame`, `tk-zoom`… */
  prefix: string;
  words: MapZoomWords;
  children: ReactNode;
}

export function MapFrame({ prefix, words, children }: MapFrameProps) {
  const [level, setLevel] = useState(0);
  const zoom = ZOOMS[level];
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Overflow>({ left: false, right: false });
  // Where the view's centre was (fractions of the map) when the zoom changed: kept there.
  const centre = useRef<{ x: number; y: number } | null>(null);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new zoom is what re-centres the map
  useLayoutEffect(() => {
    const el = scroller.current;
    const c = centre.current;
    if (el && c) {
      el.scrollLeft = c.x * el.scrollWidth - el.clientWidth / 2;
      el.scrollTop = c.y * el.scrollHeight - el.clientHeight / 2;
      centre.current = null;
    }
    measure();
  }, [zoom, measure]);

  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const zoomTo = (next: number) => {
    const el = scroller.current;
    if (el && el.scrollWidth > 0) {
      centre.current = {
        x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
        y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
      };
    }
    setLevel(Math.max(0, Math.min(ZOOMS.length - 1, next)));
  };

  // A mouse drags the zoomed map (touch screens scroll it natively); the click that
  // ends a drag acts on nothing.
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const onPointerDown = (e: ReactPointerEvent) => {
    const el = scroller.current;
    if (e.pointerType !== 'mouse' || e.button !== 0 || !el || zoom === 1) return;
    drag.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop, moved: false };
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    const el = scroller.current;
    if (!d || !el) return;
    if ((e.buttons & 1) === 0) {
      drag.current = null;
      return;
    }
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.abs(dx) + Math.abs(dy) < DRAG_SLOP) return;
    d.moved = true;
    el.scrollLeft = d.left - dx;
    el.scrollTop = d.top - dy;
  };
  const onClickCapture = (e: ReactMouseEvent) => {
    if (drag.current?.moved) {
      e.stopPropagation();
      e.preventDefault();
    }
    drag.current = null;
  };

  return (
    <>
      <div className={`${prefix}-map-frame`}>
        <div
          className={`${prefix}-map-scroll`}
          ref={scroller}
          data-zoom={zoom}
          data-more-left={more.left}
          data-more-right={more.right}
          onScroll={measure}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            if (!drag.current?.moved) drag.current = null;
          }}
          onClickCapture={onClickCapture}
        >
          <div className={`${prefix}-map-zoom`} style={zoom === 1 ? undefined : { width: `${zoom * 100}%` }}>
            {children}
          </div>
        </div>
        {more.left && <div className={`${prefix}-map-fade ${prefix}-map-fade-left`} aria-hidden="true" />}
        {more.right && <div className={`${prefix}-map-fade ${prefix}-map-fade-right`} aria-hidden="true" />}
      </div>
      <div className={`${prefix}-map-tools`}>
        <p className={`${prefix}-map-hint`} aria-live="polite">
          {zoom > 1 && <span data-testid="map-scroll-hint">{words.scrollHint}</span>}
        </p>
        <div className={`${prefix}-zoom`} role="group" aria-label={words.title}>
          <button type="button" onClick={() => zoomTo(level - 1)} disabled={level === 0} data-testid="map-zoom-out">
            <span aria-hidden="true">−</span> {words.zoomOut}
          </button>
          <span className={`${prefix}-zoom-level`} data-testid="map-zoom-level">
            {Math.round(zoom * 100)}%
          </span>
          <button
            type="button"
            onClick={() => zoomTo(level + 1)}
            disabled={level === ZOOMS.length - 1}
            data-testid="map-zoom-in"
          >
            <span aria-hidden="true">+</span> {words.zoomIn}
          </button>
        </div>
      </div>
    </>
  );
}
