import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';
import { OutOfTimeSeats } from './AwaySeats';
import type { ShownClock } from '../kit/tableClock';

// A seat out of time at an online table: the other seated players may let the
// table's bot play it; its player, back, takes it over again.

const clock: ShownClock = {
  offsetMs: 0,
  botLevel: 'easy',
  clock: { mode: 'realtime', remaining: { 0: 30_000, 1: 0 }, running: { 0: 1 }, timedOut: ['1'] },
};
const seats = [
  { id: 0, name: 'Alice' },
  { id: 1, name: 'Bob' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

function answering(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('OutOfTimeSeats', () => {
  it("lets another player hand the seat to the table's bot", async () => {
    const fetch = answering(200, { playerID: '1', bot: 'easy' });
    const onChanged = vi.fn();
    renderApp(
      <OutOfTimeSeats
        gameId="fixture"
        matchID="m1"
        seat={{ playerID: '0', credentials: 'c0', playerName: 'Alice' }}
        seats={seats}
        clock={clock}
        botSeats={[]}
        onChanged={onChanged}
      />,
    );
    expect(screen.getByTestId('timed-out-1').textContent).toContain('Bob has run out of time.');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Let a bot (easy) play their seat until they come back' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(
      '/games/fixture/m1/replace',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ playerID: '0', credentials: 'c0', seat: '1', by: 'bot', botLevel: 'easy' }),
      }),
    );
    expect(screen.queryByTestId('reclaim')).toBeNull();
  });

  it('offers nothing once a bot plays the seat, but its player may take it back; a refusal is said', async () => {
    const fetch = answering(409, { error: 'no bot holds this seat' });
    const onChanged = vi.fn();
    renderApp(
      <OutOfTimeSeats
        gameId="fixture"
        matchID="m1"
        seat={{ playerID: '1', credentials: 'c1', playerName: 'Bob' }}
        seats={seats}
        clock={clock}
        botSeats={['1']}
        onChanged={onChanged}
      />,
    );
    expect(screen.queryByTestId('timed-out-1')).toBeNull();
    expect(screen.getByText(/You ran out of time: a bot plays your seat\./)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take my seat back' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not take your seat back: /);
    expect(onChanged).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(
      '/games/fixture/m1/reclaim',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ playerID: '1', credentials: 'c1' }),
      }),
    );
  });

  it('shows the player out of time nothing to do while they still hold their seat', () => {
    renderApp(
      <OutOfTimeSeats
        gameId="fixture"
        matchID="m1"
        seat={{ playerID: '1', credentials: 'c1', playerName: 'Bob' }}
        seats={seats}
        clock={clock}
        botSeats={[]}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('out-of-time')).toBeNull();
  });

  it('shows nothing when nobody is out of time', () => {
    renderApp(
      <OutOfTimeSeats
        gameId="fixture"
        matchID="m1"
        seat={{ playerID: '0', credentials: 'c0', playerName: 'Alice' }}
        seats={seats}
        clock={{ ...clock, clock: { ...clock.clock, timedOut: [] } }}
        botSeats={[]}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('out-of-time')).toBeNull();
  });
});
