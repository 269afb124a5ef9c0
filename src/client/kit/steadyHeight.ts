import { useLayoutEffect, useRef } from 'react';

/**
 * A box that never grows smaller while `key` stays the same (a turn): its content
 * may shrink (the prompt of the turn's next step is one line where the last was
 * two), but what is below it stays where it is. When the content grows, the box
 * keeps that room until the key or its width changes; then it fits its content
 * again. Read
 * from a ResizeObserver's notices, after the browser's layout (no read in React's
 * commit); without one (a test's DOM) the box simply fits its content.
 */
export function useSteadyHeight<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (a new turn) is the trigger
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    box.style.minHeight = '';
    let most = 0;
    let width = -1;
    const observer = new ResizeObserver((entries) => {
      const size = entries[entries.length - 1]?.borderBoxSize?.[0];
      let height = size?.blockSize ?? box.offsetHeight;
      const inline = size?.inlineSize ?? box.offsetWidth;
      if (inline !== width) {
        // A new width (the window resized, a phone turned): the content wraps anew, so the room fits it again.
        const first = width < 0;
        width = inline;
        if (!first) {
          box.style.minHeight = '';
          height = box.offsetHeight;
          most = 0;
        }
      }
      if (height <= most) return;
      most = height;
      box.style.minHeight = `${height}px`;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [key]);
  return ref;
}
