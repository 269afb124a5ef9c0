import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { framesOf, measure, play, travels } from './flip';
import { setTableSetting, tableSettings, animationsWanted } from './settings';
import { TableSettings } from './TableSettings';
import { useMotion } from './useMotion';
import { useTableSounds } from './useTableSounds';
import { stubResizeObserver } from '../../test/resizeObserver';
import type { TableSound } from './sounds';

// jsdom lays nothing out: each element's box is what `data-box` says ("left top width height").
function boxOf(el: Element): DOMRect {
  const [left = 0, top = 0, width = 0, height = 0] = (el.getAttribute('data-box') ?? '').split(' ').map(Number);
  return {
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  } as DOMRect;
}

function html(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

let animate: ReturnType<typeof vi.fn>;
let finish: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return boxOf(this);
  });
  finish = vi.fn();
  animate = vi.fn(() => ({ finish }) as unknown as Animation);
  Element.prototype.animate = animate as unknown as Element['animate'];
  window.localStorage.clear();
  setTableSetting('animations', true);
  setTableSetting('sounds', true);
  setTableSetting('confirmations', true);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('travels', () => {
  it('slides a piece from its old centre to its new one, and a new piece from its anchor', () => {
    const root = html(`
      <div data-motion-anchor="panel:1" data-box="400 0 100 40"></div>
      <span data-motion="worker:0:road:5" data-box="100 50 20 20"></span>
      <span data-motion="worker:1:road:6" data-motion-from="panel:1" data-box="200 100 20 20"></span>
      <span data-motion="house:0:road:2" data-box="0 0 20 20"></span>`);
    const before = new Map([
      ['worker:0:road:5', { x: 20, y: 30 }],
      ['house:0:road:2', { x: 10, y: 10 }],
    ]);
    expect(travels(root, before).map(({ key, dx, dy, arrives }) => ({ key, dx, dy, arrives }))).toEqual([
      // From (20, 30) to the centre (110, 60).
      { key: 'worker:0:road:5', dx: -90, dy: -30, arrives: false },
      // The panel's centre (450, 20) to (210, 110).
      { key: 'worker:1:road:6', dx: 240, dy: -90, arrives: true },
    ]);
  });

  it('takes an anchor from before the update when the new state no longer shows it', () => {
    const root = html('<span data-motion="tile:A1" data-motion-from="tile:A1" data-box="100 100 40 40"></span>');
    const before = measure(html('<svg data-motion-anchor="tile:A1" data-box="500 300 100 100"></svg>'));
    expect(travels(root, before).map((t) => [t.dx, t.dy])).toEqual([[430, 230]]);
  });

  it('moves a piece inside a moving piece only by what it moved within it', () => {
    const root = html(`
      <div data-motion="tile:7" data-box="100 0 40 40">
        <span data-motion="worker:0" data-box="110 10 10 10"></span>
        <span data-motion="worker:1" data-box="120 10 10 10"></span>
      </div>`);
    const before = new Map([
      ['tile:7', { x: 20, y: 20 }],
      ['worker:0', { x: 15, y: 15 }],
      ['worker:1', { x: 15, y: 15 }],
    ]);
    expect(travels(root, before).map(({ key, dx, dy }) => [key, dx, dy])).toEqual([
      ['tile:7', -100, 0],
      // worker:0 rode on the tile; worker:1 also moved 10 px within it.
      ['worker:1', -10, 0],
    ]);
  });

  it("flies a token from one anchor to another (a cube produced goes to its player's panel)", () => {
    const root = html(`
      <button data-motion-anchor="road:5" data-box="100 100 40 40"></button>
      <div data-motion-anchor="panel:0" data-box="600 0 200 40"></div>
      <span data-motion="flight:7:0" data-motion-flight="" data-motion-from="road:5" data-motion-to="panel:0" data-box="0 0 10 10"></span>`);
    expect(travels(root, new Map()).map(({ key, dx, dy, to }) => ({ key, dx, dy, to }))).toEqual([
      { key: 'flight:7:0', dx: 115, dy: 115, to: { dx: 695, dy: 15 } },
    ]);
  });

  it('leaves pieces that stayed, and new pieces without an anchor, where they are', () => {
    const root = html(
      '<span data-motion="a" data-box="10 10 10 10"></span><span data-motion="b" data-motion-from="nowhere" data-box="0 0 1 1"></span>',
    );
    expect(travels(root, new Map([['a', { x: 15.4, y: 14.6 }]]))).toEqual([]);
  });
});

describe('framesOf', () => {
  it("moves a piece drawn inside an SVG in its parent's units and keeps its own transform", () => {
    const root = html('<svg><g class="layer"><g data-motion="leader:0"></g></g></svg>');
    const layer = root.querySelector('.layer') as unknown as SVGGraphicsElement;
    const piece = root.querySelector('[data-motion]') as SVGGElement;
    // The drawing is shown at twice its size.
    layer.getScreenCTM = () => ({ a: 2, b: 0, c: 0, d: 2, e: 0, f: 0 }) as DOMMatrix;
    // consolidate() would rewrite the attribute (a write amid the reads): only the item is read.
    const consolidate = vi.fn();
    Object.defineProperty(piece, 'transform', {
      value: {
        baseVal: {
          numberOfItems: 1,
          consolidate,
          getItem: () => ({ matrix: { a: 0.5, b: 0, c: 0, d: 0.5, e: 30, f: 40 } }),
        },
      },
    });
    expect(framesOf(piece, -100, 50)).toEqual({
      from: 'translate(-50px, 25px) matrix(0.5, 0, 0, 0.5, 30, 40)',
      to: 'translate(0px, 0px) matrix(0.5, 0, 0, 0.5, 30, 40)',
    });
    expect(consolidate).not.toHaveBeenCalled();
  });

  it('moves an HTML piece (or a whole inline SVG) in pixels', () => {
    const root = html('<svg data-motion="worker:0"></svg>');
    expect(framesOf(root.firstElementChild as Element, 12, -7)).toEqual({
      from: 'translate(12px, -7px)',
      to: 'translate(0px, 0px)',
    });
  });
});

describe('play', () => {
  it('reads every piece before starting any animation (no style recomputed per piece)', () => {
    const root = html('<span data-motion="a"></span><span data-motion="b"></span><span data-motion="c"></span>');
    const order: string[] = [];
    const computed = window.getComputedStyle;
    vi.spyOn(window, 'getComputedStyle').mockImplementation((el: Element) => {
      order.push(`read ${el.getAttribute('data-motion')}`);
      return computed(el);
    });
    animate.mockImplementation(function (this: Element) {
      order.push(`animate ${this.getAttribute('data-motion')}`);
      return { finish } as unknown as Animation;
    });
    play(
      [...root.querySelectorAll('[data-motion]')].map((element, i) => ({
        element,
        key: `${i}`,
        dx: 10,
        dy: 0,
        arrives: false,
      })),
    );
    expect(order).toEqual(['read a', 'read b', 'read c', 'animate a', 'animate b', 'animate c']);
  });
});

function Pieces({ spot, enabled = true }: { spot: number; enabled?: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  useMotion(root, spot, enabled);
  return (
    <div ref={root}>
      <span data-motion="worker:0" data-box={`${spot * 100} 0 20 20`} />
    </div>
  );
}

describe('useMotion', () => {
  it('animates the piece from its old place to its new one when the state shown changes', () => {
    const { rerender } = render(<Pieces spot={1} />);
    expect(animate).not.toHaveBeenCalled();
    rerender(<Pieces spot={3} />);
    expect(animate).toHaveBeenCalledTimes(1);
    const [frames, options] = animate.mock.calls[0] as [Keyframe[], KeyframeAnimationOptions];
    expect(frames).toEqual([{ transform: 'translate(-200px, 0px)' }, { transform: 'translate(0px, 0px)' }]);
    expect(options.duration).toBe(267);
  });

  it('finishes the pieces still travelling at once when a newer state comes', () => {
    const { rerender } = render(<Pieces spot={1} />);
    rerender(<Pieces spot={2} />);
    expect(finish).not.toHaveBeenCalled();
    rerender(<Pieces spot={3} />);
    expect(finish).toHaveBeenCalledTimes(1);
    expect(animate).toHaveBeenCalledTimes(2);
  });

  it('measures a piece still travelling where it will arrive, then finishes its slide', () => {
    const piece = () => document.querySelector('[data-motion]') as HTMLElement;
    // A quarter of the way: the slide from 100 to 200 is drawn 75 px short of 200.
    animate.mockImplementation(
      () =>
        ({
          finish,
          effect: { target: piece(), getComputedTiming: () => ({ progress: 0.25 }) },
        }) as unknown as Animation,
    );
    const { rerender } = render(<Pieces spot={1} />);
    rerender(<Pieces spot={2} />);
    // The page changed since: the places kept after the last layout are no longer trusted.
    document.body.append(document.createElement('p'));
    const order: string[] = [];
    finish.mockImplementation(() => order.push('finish'));
    vi.mocked(Element.prototype.getBoundingClientRect).mockImplementation(function (this: Element) {
      order.push('measure');
      const box = boxOf(this);
      return order.includes('finish') ? box : ({ ...box, left: box.left - 75 } as DOMRect);
    });
    rerender(<Pieces spot={3} />);
    expect(order.slice(0, 2)).toEqual(['measure', 'finish']);
    // From where it arrives (200) to 300, as if it had arrived first.
    expect((animate.mock.calls[1] as [Keyframe[]])[0]).toEqual([
      { transform: 'translate(-100px, 0px)' },
      { transform: 'translate(0px, 0px)' },
    ]);
  });

  it('lets the pointer through a piece while it travels', async () => {
    let arrived = () => {};
    animate.mockImplementation(
      () =>
        ({
          finish,
          finished: new Promise<void>((resolve) => {
            arrived = resolve;
          }),
        }) as unknown as Animation,
    );
    const { rerender, container } = render(<Pieces spot={1} />);
    rerender(<Pieces spot={2} />);
    const piece = container.querySelector('[data-motion]') as HTMLElement;
    expect(piece.style.pointerEvents).toBe('none');
    await act(async () => arrived());
    expect(piece.style.pointerEvents).toBe('');
  });

  it('starts the next state from the places read after the last layout, reading none in its render', () => {
    const { rerender } = render(<Pieces spot={1} />);
    rerender(<Pieces spot={2} />);
    const reads = vi.mocked(Element.prototype.getBoundingClientRect);
    reads.mockClear();
    rerender(<Pieces spot={3} />);
    // One read, after the commit (the new place); none while rendering.
    expect(reads).toHaveBeenCalledTimes(1);
    expect((animate.mock.calls[1] as [Keyframe[]])[0]).toEqual([
      { transform: 'translate(-100px, 0px)' },
      { transform: 'translate(0px, 0px)' },
    ]);
  });

  it('reads the places again in the render once the page has changed, or scrolled, since the last layout', () => {
    const { rerender } = render(<Pieces spot={1} />);
    rerender(<Pieces spot={2} />);
    const reads = vi.mocked(Element.prototype.getBoundingClientRect);
    window.dispatchEvent(new Event('scroll'));
    reads.mockClear();
    rerender(<Pieces spot={3} />);
    // The old place read in the render, the new one after the commit.
    expect(reads).toHaveBeenCalledTimes(2);
    document.body.append(document.createElement('p'));
    reads.mockClear();
    rerender(<Pieces spot={4} />);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('animates nothing when animations are off', () => {
    const { rerender } = render(<Pieces spot={1} enabled={false} />);
    rerender(<Pieces spot={4} enabled={false} />);
    expect(animate).not.toHaveBeenCalled();
  });
});

describe('settings', () => {
  it('are on by default, kept in this browser, and reduced motion turns the animations off', async () => {
    expect(tableSettings()).toEqual({ animations: true, sounds: true, confirmations: true });
    const user = userEvent.setup();
    renderApp(<TableSettings />);
    await user.click(screen.getByText('Settings'));
    await user.click(screen.getByRole('checkbox', { name: 'Sounds' }));
    expect(window.localStorage.getItem('euro-tables:table-sounds')).toBe('off');
    expect(tableSettings()).toEqual({ animations: true, sounds: false, confirmations: true });
    expect(animationsWanted()).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Animations' }));
    expect(window.localStorage.getItem('euro-tables:animations')).toBe('off');
    expect(animationsWanted()).toBe(false);
  });

  it('shows the animations off and says why under reduced motion', async () => {
    // jsdom has no matchMedia: this page's system asks for reduced motion.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    onTestFinished(() => {
      delete (window as { matchMedia?: unknown }).matchMedia;
    });
    expect(animationsWanted()).toBe(false);
    renderApp(<TableSettings />);
    await userEvent.setup().click(screen.getByText('Settings'));
    const box = screen.getByRole('checkbox', { name: 'Animations' }) as HTMLInputElement;
    expect([box.checked, box.disabled]).toEqual([false, true]);
    expect(screen.getByText('Off: your system asks for reduced motion.')).toBeTruthy();
  });
});

describe('useMotion, pieces slid again before they arrived', () => {
  it('gives the pointer back once the last slide has arrived, not "none" from the first', async () => {
    const arrivals: (() => void)[] = [];
    animate.mockImplementation(
      () =>
        ({
          finish,
          finished: new Promise<void>((resolve) => {
            arrivals.push(resolve);
          }),
        }) as unknown as Animation,
    );
    const { rerender, container } = render(<Pieces spot={1} />);
    rerender(<Pieces spot={2} />);
    // A newer state while the first slide runs: finish() settles its promise only later.
    rerender(<Pieces spot={3} />);
    const piece = container.querySelector('[data-motion]') as HTMLElement;
    expect(arrivals).toHaveLength(2);
    await act(async () => arrivals[0]!());
    expect(piece.style.pointerEvents).toBe('none');
    await act(async () => arrivals[1]!());
    expect(piece.style.pointerEvents).toBe('');
  });
});

function Table({ active, lines, play }: { active: boolean; lines: string[]; play: (s: TableSound) => void }) {
  const [entries] = useState(() => new Map<string, { key: string; params: Record<string, never> }[]>());
  const log = entries.get(lines.join()) ?? lines.map((key) => ({ key, params: {} }));
  entries.set(lines.join(), log);
  useTableSounds({ on: tableSettings().sounds, isActive: active, lines: log, play });
  return null;
}

describe('useTableSounds', () => {
  it('plays "your turn" when the seat comes to act, and scoring for new scoring lines only', () => {
    const play = vi.fn();
    const { rerender } = render(<Table active lines={['score']} play={play} />);
    // Nothing for the state the page opens on.
    expect(play).not.toHaveBeenCalled();
    rerender(<Table active={false} lines={['score', 'move']} play={play} />);
    expect(play).not.toHaveBeenCalled();
    act(() => rerender(<Table active lines={['score', 'move', 'sectionScored']} play={play} />));
    expect(play.mock.calls).toEqual([['yourTurn'], ['scoring']]);
  });

  it('stays quiet with the sounds off', () => {
    setTableSetting('sounds', false);
    const play = vi.fn();
    const { rerender } = render(<Table active={false} lines={[]} play={play} />);
    rerender(<Table active lines={['finalScore']} play={play} />);
    expect(play).not.toHaveBeenCalled();
  });
});

describe('useMotion, in a browser that lays the page out after the commit', () => {
  let layOut: () => void;
  beforeEach(() => {
    layOut = stubResizeObserver();
  });

  it('measures the new places and starts the slide after the layout, not in the commit', () => {
    const { rerender } = render(<Pieces spot={1} />);
    const reads = vi.mocked(Element.prototype.getBoundingClientRect);
    reads.mockClear();
    rerender(<Pieces spot={3} />);
    // Only the old place was read (before the commit); nothing slides yet.
    expect(reads).toHaveBeenCalledTimes(1);
    expect(animate).not.toHaveBeenCalled();
    layOut();
    expect(animate).toHaveBeenCalledTimes(1);
    expect((animate.mock.calls[0] as [Keyframe[]])[0]).toEqual([
      { transform: 'translate(-200px, 0px)' },
      { transform: 'translate(0px, 0px)' },
    ]);
  });

  it('slides once, from the place last drawn, over states that came before the browser drew them', () => {
    const { rerender } = render(<Pieces spot={1} />);
    const reads = vi.mocked(Element.prototype.getBoundingClientRect);
    reads.mockClear();
    rerender(<Pieces spot={2} />);
    rerender(<Pieces spot={4} />);
    // The page was measured once, for the state drawn (spot 1).
    expect(reads).toHaveBeenCalledTimes(1);
    layOut();
    expect(animate).toHaveBeenCalledTimes(1);
    expect((animate.mock.calls[0] as [Keyframe[]])[0]).toEqual([
      { transform: 'translate(-300px, 0px)' },
      { transform: 'translate(0px, 0px)' },
    ]);
  });

  it('starts nothing once the table is gone before the layout', () => {
    const { rerender, unmount } = render(<Pieces spot={1} />);
    rerender(<Pieces spot={2} />);
    unmount();
    layOut();
    expect(animate).not.toHaveBeenCalled();
  });
});
