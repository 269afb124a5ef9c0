import {
  cloneElement, isValidElement, useCallback, useEffect, useId, useState,
  type ReactElement, type ReactNode,
} from 'react';
import {
  autoUpdate, flip, FloatingPortal, offset, shift, useClick, useDismiss, useFloating, useFocus, useHover,
  useInteractions,
} from '@floating-ui/react';

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
 * given with the last one on every render (a board draws dozens of tooltips on each
 * state update), at once when it is the same array.
 */
const MIDDLEWARE = [offset(6), flip({ padding: EDGE, fallbackPlacements: ['bottom'] }), shift({ padding: EDGE })];

/** Floating UI's placement for a tooltip of `reference` (any element, SVG ones too). */
function useTipFloating(open: boolean, onOpenChange?: (open: boolean) => void, reference?: Element | null) {
  return useFloating({
    open,
    ...(onOpenChange ? { onOpenChange } : {}),
    placement: 'top',
    strategy: 'fixed',
    middleware: MIDDLEWARE,
    whileElementsMounted: autoUpdate,
    ...(reference !== undefined ? { elements: { reference } } : {}),
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
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  useOnlyOpen(open, setOpen);
  const { refs, floatingStyles, context } = useTipFloating(open, setOpen);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { mouseOnly: true, move: false }),
    useFocus(context),
    useClick(context, { ignoreMouse: true, keyboardHandlers: false }),
    useDismiss(context, { referencePress: false }),
  ]);

  const trigger = isValidElement(children)
    ? cloneElement(children, { 'aria-describedby': open ? id : undefined })
    : children;

  return (
    <span
      ref={refs.setReference}
      className={['tooltip-anchor', className].filter(Boolean).join(' ')}
      {...getReferenceProps()}
    >
      {trigger}
      {open && (
        <FloatingPortal>
          <span
            role="tooltip"
            id={id}
            ref={refs.setFloating}
            className="tooltip"
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {content}
          </span>
        </FloatingPortal>
      )}
    </span>
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
 * hidden, an empty element keeps its id.
 */
export function AnchoredTip({ anchor, id, content, className, testId, onClose }: AnchoredTipProps) {
  const open = anchor !== null;
  const close = useCallback((o: boolean) => { if (!o) onClose(); }, [onClose]);
  useOnlyOpen(open, close);
  const { refs, floatingStyles } = useTipFloating(open, undefined, anchor);
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
