import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Stands in a ResizeObserver (jsdom has none) whose first notices come only when
 * the test calls the returned `layOut()`, as the browser's next layout would give
 * them (kit/motion/afterLayout.ts). An observer disconnected before then is not
 * noticed. Removed when the test ends.
 */
export function stubResizeObserver(): () => void {
  let due: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private live = true;
      constructor(private readonly notice: ResizeObserverCallback) {}
      observe() {
        due.push(() => {
          if (this.live) this.notice([], this as unknown as ResizeObserver);
        });
      }
      disconnect() {
        this.live = false;
      }
    },
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return () =>
    act(() => {
      const now = due;
      due = [];
      for (const notice of now) notice();
    });
}
