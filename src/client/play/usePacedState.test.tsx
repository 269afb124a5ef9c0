import { act, renderHook } from '@testing-library/react';
import type { LogEntry } from 'boardgame.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUEUED, usePacedState, type PacedState } from './usePacedState';

interface S extends PacedState {
  name: string;
}

/** A state after `moves` (each `[player]` made at the state id it was made from, 0, 1, 2...). */
function stateAfter(movers: string[], name = `s${movers.length}`): S {
  const log: LogEntry[] = movers.map((p, i) => ({
    action: { type: 'MAKE_MOVE', payload: { type: 'place', args: [i], playerID: p } },
    _stateID: i,
    turn: 1,
    phase: '',
  }));
  return { _stateID: movers.length, log, name };
}

function paced(first: S, viewer: string | null, delayMs: number, paused = false) {
  return renderHook(
    (p: { state: S | null; delayMs: number; paused: boolean }) => usePacedState(p.state, viewer, p.delayMs, p.paused),
    { initialProps: { state: first, delayMs, paused } },
  );
}

describe('usePacedState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the first state at once, then the others' moves one by one at the chosen pace", () => {
    const h = paced(stateAfter([]), '0', 1000);
    expect(h.result.current.shown?.name).toBe('s0');
    h.rerender({ state: stateAfter(['1']), delayMs: 1000, paused: false });
    h.rerender({ state: stateAfter(['1', '1']), delayMs: 1000, paused: false });
    h.rerender({ state: stateAfter(['1', '1', '2']), delayMs: 1000, paused: false });
    // The first queued state waits for the pace after the first was shown.
    expect(h.result.current.shown?.name).toBe('s0');
    expect(h.result.current.behind).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(h.result.current.shown?.name).toBe('s1');
    expect(h.result.current.behind).toBe(2);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(h.result.current.shown?.name).toBe('s1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(h.result.current.shown?.name).toBe('s2');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(h.result.current.shown?.name).toBe('s3');
    expect(h.result.current.behind).toBe(0);
  });

  it('shows nothing new while paused, and goes on from where it stopped', () => {
    const h = paced(stateAfter([]), null, 500, true);
    h.rerender({ state: stateAfter(['0']), delayMs: 500, paused: true });
    h.rerender({ state: stateAfter(['0', '1']), delayMs: 500, paused: true });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(h.result.current.shown?.name).toBe('s0');
    expect(h.result.current.behind).toBe(2);
    h.rerender({ state: stateAfter(['0', '1']), delayMs: 500, paused: false });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(h.result.current.shown?.name).toBe('s1');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(h.result.current.shown?.name).toBe('s2');
  });

  it('jumps to the newest state on catch-up', () => {
    const h = paced(stateAfter([]), '0', 2000);
    h.rerender({ state: stateAfter(['1']), delayMs: 2000, paused: false });
    h.rerender({ state: stateAfter(['1', '2']), delayMs: 2000, paused: false });
    act(() => h.result.current.catchUp());
    expect(h.result.current.shown?.name).toBe('s2');
    expect(h.result.current.behind).toBe(0);
  });

  it("shows the viewer's own move at once, and every move at once without a delay", () => {
    const own = paced(stateAfter(['1']), '0', 2000);
    own.rerender({ state: stateAfter(['1', '0']), delayMs: 2000, paused: false });
    expect(own.result.current.shown?.name).toBe('s2');
    const none = paced(stateAfter([]), '0', 0);
    none.rerender({ state: stateAfter(['1']), delayMs: 0, paused: false });
    expect(none.result.current.shown?.name).toBe('s1');
    expect(none.result.current.behind).toBe(0);
  });

  it('lets a copy of the same position (a connection change) replace the queued one, not queue again', () => {
    const h = paced(stateAfter([]), '0', 1000);
    h.rerender({ state: stateAfter(['1']), delayMs: 1000, paused: false });
    h.rerender({ state: stateAfter(['1'], 's1-connected'), delayMs: 1000, paused: false });
    expect(h.result.current.behind).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(h.result.current.shown?.name).toBe('s1-connected');
    h.rerender({ state: stateAfter(['1'], 's1-again'), delayMs: 1000, paused: false });
    expect(h.result.current.shown?.name).toBe('s1-again');
  });

  it('keeps at most MAX_QUEUED states, dropping the oldest', () => {
    const h = paced(stateAfter([]), null, 1000, true);
    const movers: string[] = [];
    for (let i = 0; i < MAX_QUEUED + 5; i++) {
      movers.push('1');
      h.rerender({ state: stateAfter([...movers]), delayMs: 1000, paused: true });
    }
    expect(h.result.current.behind).toBe(200);
    h.rerender({ state: stateAfter([...movers]), delayMs: 1000, paused: false });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(h.result.current.shown?.name).toBe('s6');
  });
});
