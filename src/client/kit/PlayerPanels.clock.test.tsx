import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../test/render';
import { ctxOf } from '../test/fixtures';
import { PlayerPanels } from './PlayerPanels';
import { SeatsContext } from './SeatsContext';
import { TableClockContext, type ShownClock } from './tableClock';
import type { SeatInfo } from './types';

// The clocks on the player panels: counted down live from the server's stored
// clock, corrected by the browser's offset from the server's time; the seats out
// of time marked for everyone.

const seats: SeatInfo[] = [
  { id: '0', name: 'Alice', isBot: false, isConnected: true },
  { id: '1', name: 'Bob', isBot: false, isConnected: true },
  { id: '2', name: 'Cleo', isBot: false, isConnected: true },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('PlayerPanels with a clock', () => {
  it("counts the acting seats down every second from the server's time and marks a seat out of time", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const browserNow = 1_000_000;
    vi.setSystemTime(browserNow);
    // The server is 5 s ahead of this browser; seat 0's clock started 10 s ago by the server's time.
    const shown: ShownClock = {
      offsetMs: 5_000,
      botLevel: 'easy',
      clock: {
        mode: 'realtime',
        remaining: { 0: 125_000, 1: 61_000, 2: 0 },
        running: { 0: browserNow + 5_000 - 10_000 },
        timedOut: ['2'],
      },
    };
    renderApp(
      <SeatsContext.Provider value={seats}>
        <TableClockContext.Provider value={shown}>
          <PlayerPanels
            gameId="fixture"
            seats={seats}
            ctx={ctxOf({ numPlayers: 3, playOrder: ['0', '1', '2'], currentPlayer: '0' })}
            viewerID="1"
            counters={() => []}
          />
        </TableClockContext.Provider>
      </SeatsContext.Provider>,
    );
    const clock = (seat: string) => screen.getByTestId(`clock-${seat}`);
    expect(clock('0').textContent).toBe('1:55');
    expect(clock('0').getAttribute('aria-label')).toBe('Time left: 1:55');
    expect(clock('0').getAttribute('data-running')).toBe('true');
    expect(clock('1').textContent).toBe('1:01');
    expect(clock('1').getAttribute('data-running')).toBe('false');
    expect(clock('2').textContent).toBe('0:00');
    expect(within(screen.getByTestId('player-panel-2')).getByText('out of time')).toBeTruthy();
    expect(screen.queryByTestId('out-of-time-0')).toBeNull();

    act(() => vi.advanceTimersByTime(3_000));
    expect(clock('0').textContent).toBe('1:52');
    expect(clock('1').textContent).toBe('1:01');
  });

  it('shows no clock at a table without one', () => {
    renderApp(
      <SeatsContext.Provider value={seats}>
        <PlayerPanels
          gameId="fixture"
          seats={seats}
          ctx={ctxOf({ numPlayers: 3, playOrder: ['0', '1', '2'], currentPlayer: '0' })}
          viewerID="1"
          counters={() => []}
        />
      </SeatsContext.Provider>,
    );
    expect(screen.queryByTestId('clock-0')).toBeNull();
  });
});
