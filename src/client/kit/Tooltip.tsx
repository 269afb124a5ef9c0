import {
  cloneElement, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState,
  type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode,
} from 'react';

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
  const root = useRef<HTMLSpanElement>(null);
  const touched = useRef(false);
  const tip = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);

  // Centred over its element, a tooltip near the screen's edge would be cut off:
  // move it back inside the viewport.
  useLayoutEffect(() => {
    if (!open || !tip.current) return;
    const margin = 4;
    const rect = tip.current.getBoundingClientRect();
    const width = document.documentElement.clientWidth || window.innerWidth;
    if (rect.left < margin) setShift((s) => s + margin - rect.left);
    else if (rect.right > width - margin) setShift((s) => s - (rect.right - (width - margin)));
  }, [open]);
  useEffect(() => {
    if (!open) setShift(0);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (root.current && e.target instanceof Node && !root.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return;
    // A tap also fires mouseenter/focus; remember it so the toggle wins.
    touched.current = true;
    setOpen((o) => !o);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(false);
  };
  const show = () => {
    if (touched.current) return;
    setOpen(true);
  };
  const hide = () => {
    touched.current = false;
    setOpen(false);
  };

  const trigger = isValidElement(children)
    ? cloneElement(children, { 'aria-describedby': open ? id : undefined })
    : children;

  return (
    <span
      ref={root}
      className={['tooltip-anchor', className].filter(Boolean).join(' ')}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      {trigger}
      {open && (
        <span
          role="tooltip"
          id={id}
          ref={tip}
          className="tooltip"
          style={shift ? { transform: `translateX(calc(-50% + ${shift}px))` } : undefined}
        >
          {content}
        </span>
      )}
    </span>
  );
}
