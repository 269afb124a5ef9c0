import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';
import { WaitingSeats } from './WaitingSeats';

const seats = [
  { id: '0', name: 'Alice', isBot: false, taken: true },
  { id: '1', name: 'Bot 2 (easy)', isBot: true, taken: true },
  { id: '2', name: 'Open seat 3', isBot: false, taken: false },
];

describe('WaitingSeats', () => {
  it('lets the host give an open seat to a server bot of the chosen level', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    try {
      renderApp(
        <WaitingSeats
          gameId="fixture"
          matchID="w1"
          seats={seats}
          host={{ playerID: '0', credentials: 'c0', playerName: 'Alice' }}
          onChanged={onChanged}
        />,
      );
      expect(screen.getByTestId('waiting-seat-1').textContent).toBe('Bot 2 (easy)');
      await user.selectOptions(screen.getByLabelText('Bot level for seat 3'), 'hard');
      await user.click(screen.getByRole('button', { name: 'Seat a bot' }));
      await waitFor(() => expect(onChanged).toHaveBeenCalled());
      const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('/games/fixture/w1/bots');
      expect(JSON.parse(String(init.body))).toEqual({
        playerID: '0',
        credentials: 'c0',
        bots: [{ seat: '2', level: 'hard' }],
      });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it("shows the server's refusal, and offers nothing to a player who is not the host", async () => {
    const user = userEvent.setup();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"error":"the table has started"}', { status: 409 }));
    try {
      const { unmount } = renderApp(
        <WaitingSeats
          gameId="fixture"
          matchID="w1"
          seats={seats}
          host={{ playerID: '0', credentials: 'c0', playerName: 'Alice' }}
          onChanged={vi.fn()}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Seat a bot' }));
      // By its status, in the page's language: the server's English text is not shown.
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Could not seat the bot: the seat is taken or the game has already started',
      );
      unmount();
      renderApp(<WaitingSeats gameId="fixture" matchID="w1" seats={seats} host={null} onChanged={vi.fn()} />);
      expect(screen.queryByRole('button', { name: 'Seat a bot' })).toBeNull();
      expect(screen.getByTestId('waiting-seat-2').textContent).toBe('Seat 3: open');
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
