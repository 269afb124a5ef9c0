import {
  cloneElement, isValidElement, useEffect, useId, useRef, useState,
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
        <span role="tooltip" id={id} className="tooltip">
          {content}
        </span>
      )}
    </span>
  );
}
