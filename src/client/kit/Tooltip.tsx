import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating } from '@floating-ui/react';

// Tooltips are placed by Floating UI: above their element, flipped below when there
// is no room, shifted back inside the window near its edges, and drawn in a portal
// over everything (sticky panels included). One tooltip is open at a time.

/** The one open tooltip's way to close: opening another closes it. */
let closeOpen: (() => void) | null = null;

/** Marks `close` as the open tooltip's, closing the one open before. */
export function claimTooltip(close: () => void): void {
  if (closeOpen && closeOpen !== close) closeOpen();
  closeOpen = close;
}

/** Forgets `close` when its tooltip closes by itself. */
export function releaseTooltip(close: () => void): void {
  if (closeOpen === close) closeOpen = null;
}

/** Keeps `open` the only open tooltip: `setOpen(false)` is called when another opens. */
function useOnlyOpen(open: boolean, setOpen: (open: boolean) => void): void {
  const close = useCallback(() => setOpen(false), [setOpen]);
  useEffect(() => {
    if (!open) return;
    claimTooltip(close);
    return () => releaseTooltip(close);
  }, [open, close]);
}

const EDGE = 4;

/**
 * The same for every tooltip, made once: Floating UI compares the middleware it is
 * given with the last one on every render, at once when it is the same array.
 */
const MIDDLEWARE = [offset(6), flip({ padding: EDGE, fallbackPlacements: ['bottom'] }), shift({ padding: EDGE })];

/** Floating UI's placement for a tooltip of `reference` (any element, SVG ones too). */
function useTipFloating(open: boolean, reference: Element | null) {
  return useFloating({
    open,
    placement: 'top',
    strategy: 'fixed',
    middleware: MIDDLEWARE,
    whileElementsMounted: autoUpdate,
    elements: { reference },
  });
}

interface TooltipProps {
  content: ReactNode;
  /** One element, ideally focusable (a button); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  className?: string;
}

/**
 * Explains any game element: shown on mouse hover, on keyboard focus, and on a tap
 * for touch screens (a second tap or a tap elsewhere hides it). Escape hides it.
 *
 * A closed tooltip is a span with a few handlers: a board draws dozens of them on
 * each state update, and Floating UI's hooks (placement, hover, focus, dismissal)
 * cost a state update about 2 ms at a Caylus table when every tooltip kept them.
 * They run only in the open tooltip's bubble.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  /** The kind of pointer pressed on the element, until its click: a focus it gives is not a keyboard's. */
  const pressed = useRef<string | null>(null);
  const close = useCallback(() => setOpen(false), []);
  const mouse = (e: PointerEvent) => e.pointerType === 'mouse';

  const trigger = isValidElement(children)
    ? cloneElement(children, { 'aria-describedby': open ? id : undefined })
    : children;

  return (
    // The trigger inside is the control (a button, or a focusable label); this span only
    // watches its pointer and focus, and a key's click must leave the tooltip as it is.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users open it by focus
    <span
      ref={anchor}
      className={['tooltip-anchor', className].filter(Boolean).join(' ')}
      // Hover opens only once the mouse really moves over it: a page drawn or scrolled under
      // a resting pointer (a table just started) gets an enter, but no move: nobody pointed.
      onPointerMove={(e) => {
        if (mouse(e) && !open) setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (mouse(e)) setOpen(false);
      }}
      onPointerDown={(e) => {
        pressed.current = e.pointerType;
      }}
      onPointerCancel={() => {
        pressed.current = null;
      }}
      onFocus={() => {
        if (pressed.current === null) setOpen(true);
      }}
      onBlur={() => {
        pressed.current = null;
        setOpen(false);
      }}
      onClick={() => {
        const kind = pressed.current;
        pressed.current = null;
        // A tap toggles; a mouse has opened it by hovering; a key's click leaves it as it is.
        if (kind === 'touch' || kind === 'pen') setOpen((o) => !o);
      }}
    >
      {trigger}
      {open && <TipBubble id={id} anchor={anchor.current} content={content} onClose={close} />}
    </span>
  );
}

/** The open tooltip: placed by Floating UI, the only one open, closed by Escape or a press elsewhere. */
function TipBubble({
  id,
  anchor,
  content,
  onClose,
}: {
  id: string;
  anchor: Element | null;
  content: ReactNode;
  onClose: () => void;
}) {
  const { refs, floatingStyles } = useTipFloating(true, anchor);
  useOnlyOpen(true, onClose);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onPress = (e: Event) => {
      if (!(e.target instanceof Node) || !anchor?.contains(e.target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress, true);
    };
  }, [anchor, onClose]);
  return (
    <FloatingPortal>
      <span role="tooltip" id={id} ref={refs.setFloating} className="tooltip" style={floatingStyles}>
        {content}
      </span>
    </FloatingPortal>
  );
}

interface AnchoredTipProps {
  /** The element explained (an SVG shape works); null hides the tip. */
  anchor: Element | null;
  id: string;
  content: ReactNode;
  className?: string;
  testId?: string;
  /** Another tooltip opened: the owner should stop showing this one. */
  onClose: () => void;
}

/**
 * A tooltip whose owner decides when it shows and for which element, e.g. the hex
 * under the pointer or keyboard focus of an SVG map: placed like every tooltip. While
 * hidden, an empty element keeps its id. A press elsewhere than on `anchor` calls
 * `onClose`, as for every tooltip.
 */
export function AnchoredTip({ anchor, id, content, className, testId, onClose }: AnchoredTipProps) {
  const open = anchor !== null;
  const close = useCallback(
    (o: boolean) => {
      if (!o) onClose();
    },
    [onClose],
  );
  useOnlyOpen(open, close);
  const { refs, floatingStyles } = useTipFloating(open, anchor);
  // A press anywhere but on the element explained closes it (a tip opened by a tap
  // stays otherwise: nothing leaves it on a touch screen).
  useEffect(() => {
    if (!anchor) return;
    const onPress = (e: Event) => {
      if (!(e.target instanceof Node) || !anchor.contains(e.target)) onClose();
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, [anchor, onClose]);
  if (!open) return <span id={id} hidden data-testid={testId} />;
  return (
    <FloatingPortal>
      <span
        role="tooltip"
        id={id}
        ref={refs.setFloating}
        className={['tooltip', className].filter(Boolean).join(' ')}
        style={floatingStyles}
        data-testid={testId}
      >
        {content}
      </span>
    </FloatingPortal>
  );
}
