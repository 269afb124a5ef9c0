import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSteadyHeight } from './steadyHeight';

// The box above the board keeps its room over a turn: it grows with its content
// and does not shrink again until the turn (the key) changes.

let notices: ((height: number, width?: number) => void)[] = [];

function stubObserver(): void {
  notices = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private live = true;
      constructor(private readonly notice: ResizeObserverCallback) {}
      observe() {
        notices.push((height, width = 100) => {
          if (this.live)
            this.notice(
              [{ borderBoxSize: [{ blockSize: height, inlineSize: width }] } as unknown as ResizeObserverEntry],
              this as unknown as ResizeObserver,
            );
        });
      }
      disconnect() {
        this.live = false;
      }
    },
  );
}

function Box({ turn }: { turn: string }) {
  const ref = useSteadyHeight<HTMLDivElement>(turn);
  return <div ref={ref} data-testid="box" />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSteadyHeight', () => {
  it('never shrinks during a turn, and fits its content again at the next one', () => {
    stubObserver();
    const { getByTestId, rerender } = render(<Box turn="1" />);
    const box = getByTestId('box');
    notices.at(-1)!(80);
    expect(box.style.minHeight).toBe('80px');
    // The next step's prompt is shorter: the room stays.
    notices.at(-1)!(56);
    expect(box.style.minHeight).toBe('80px');
    notices.at(-1)!(104);
    expect(box.style.minHeight).toBe('104px');
    rerender(<Box turn="1" />);
    expect(box.style.minHeight).toBe('104px');
    // The window resized: the room fits the content at its new width (none laid out in a test's DOM).
    notices.at(-1)!(120, 60);
    expect(box.style.minHeight).toBe('');
    notices.at(-1)!(90, 60);
    expect(box.style.minHeight).toBe('90px');
    // A new turn: the box fits what it shows now.
    rerender(<Box turn="2" />);
    expect(box.style.minHeight).toBe('');
    notices.at(-1)!(56);
    expect(box.style.minHeight).toBe('56px');
  });

  it('fits its content where the browser has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { getByTestId } = render(<Box turn="1" />);
    expect(getByTestId('box').style.minHeight).toBe('');
  });
});
