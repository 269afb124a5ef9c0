import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testServices } from '../test/render';
import { matchOf } from '../test/fixtures';
import { JoinTable } from './JoinTable';
import { LobbyPage } from './LobbyPage';
import { createSeatStore } from '../site/seatStore';

/** The server's answer to a create with a seat (its type in boardgame.io says matchID only). */
const seated = (matchID: string, credentials: string) =>
  ({ matchID, playerID: '0', playerCredentials: credentials }) as { matchID: string };

describe('LobbyPage', () => {
  it('lists open tables with their names and seats, and joins the first free seat', async () => {
    const user = userEvent.setup();
    const services = testServices();
    services.lobby.listMatches.mockResolvedValue({
      matches: [
        matchOf('m1', ['Alice', undefined, undefined], { tableName: 'Friday game' }),
        {
          ...matchOf('m9', ['Carol', undefined]),
          setupData: { gameMode: 'day2' },
          tableNumber: 42,
          progress: 37,
        } as ReturnType<typeof matchOf>,
      ],
    });
    services.lobby.joinMatch.mockResolvedValue({ playerID: '1', playerCredentials: 'secret-1' });
    window.history.pushState(null, '', '/lobby/fixture');
    renderApp(<LobbyPage gameId="fixture" />, { services });

    const item = await screen.findByTestId('table-m1');
    expect(within(item).getByText('Friday game')).toBeTruthy();
    expect(within(item).getByText(/1\/3 seated/)).toBeTruthy();
    // Each table's game mode.
    expect(within(item).getByTestId('table-mode').textContent).toBe('No clock (friendly)');
    expect(within(await screen.findByTestId('table-m9')).getByTestId('table-mode').textContent).toBe(
      'Turn-based, 48 hours per move',
    );
    // Its number and how far its game has gone, when the server has them.
    expect(within(screen.getByTestId('table-m9')).getByTestId('table-number').textContent).toBe(' #42');
    expect(within(screen.getByTestId('table-m9')).getByTestId('table-progress').textContent).toBe(' · Progress: 37%');
    expect(within(item).queryByTestId('table-progress')).toBeNull();
    expect(services.lobby.listMatches).toHaveBeenCalledWith('fixture', { isGameover: false });

    await user.type(screen.getByLabelText('Your name'), 'Bob');
    await user.click(within(item).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(window.location.pathname).toBe('/table/fixture/m1'));
    expect(services.lobby.joinMatch).toHaveBeenCalledWith('fixture', 'm1', { playerID: '1', playerName: 'Bob' });
    expect(services.seats.get('fixture', 'm1')).toEqual({ playerID: '1', credentials: 'secret-1', playerName: 'Bob' });
    // The name is remembered for next time.
    expect(services.seats.playerName()).toBe('Bob');
  });

  it('creates a table with the player count, the game options as setupData and a name, and seats its creator', async () => {
    const user = userEvent.setup();
    const services = testServices();
    services.lobby.createMatch.mockResolvedValue(seated('new1', 'c0'));
    renderApp(<LobbyPage gameId="fixture" />, { services });

    await user.type(screen.getByLabelText('Your name'), 'Alice');
    await user.type(screen.getByLabelText('Table name'), 'Quick one');
    const players = screen.getByLabelText('Players') as HTMLSelectElement;
    expect(Array.from(players.options).map((o) => o.value)).toEqual(['1', '2', '3', '4']);
    await user.selectOptions(players, '3');
    await user.selectOptions(screen.getByLabelText('Target'), '30');
    await user.click(screen.getByLabelText('Planted bug'));
    // The table's own option, after the game's: on by default.
    const confirm = screen.getByLabelText('Confirm moves that cannot be taken back') as HTMLInputElement;
    expect(confirm.checked).toBe(true);
    await user.click(confirm);
    // The game mode: no clock unless chosen.
    const mode = screen.getByLabelText('Game mode') as HTMLSelectElement;
    expect(mode.value).toBe('none');
    await user.selectOptions(mode, 'fast');
    await user.selectOptions(screen.getByLabelText('Bot for a player out of time'), 'hard');
    await user.click(screen.getByRole('button', { name: 'Open table' }));

    await waitFor(() => expect(window.location.pathname).toBe('/table/fixture/new1'));
    // Created and sat at in one request: nobody can join in between.
    expect(services.lobby.createMatch).toHaveBeenCalledWith('fixture', {
      numPlayers: 3,
      setupData: {
        target: '30',
        plantedBug: true,
        confirmMoves: false,
        gameMode: 'fast',
        timeOutBot: 'hard',
        rated: false,
      },
      seat: { playerID: '0', playerName: 'Alice', data: { tableName: 'Quick one' } },
    });
    expect(services.lobby.joinMatch).not.toHaveBeenCalled();
    expect(services.seats.get('fixture', 'new1')?.credentials).toBe('c0');
  });

  it('has the server seat the bots chosen, and the creator watches when their own seat is a bot', async () => {
    const user = userEvent.setup();
    const services = testServices();
    services.lobby.createMatch.mockResolvedValue(seated('b1', 'cred-0'));
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ players: [] }), { status: 200 }));
    try {
      renderApp(<LobbyPage gameId="fixture" />, { services });
      await user.type(screen.getByLabelText('Your name'), 'Alice');
      await user.selectOptions(screen.getByLabelText('Players'), '3');
      await user.selectOptions(screen.getByLabelText('Player 3'), 'easy');
      expect(screen.getByText(/The server plays the bots/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Open table' }));

      await waitFor(() => expect(window.location.pathname).toBe('/table/fixture/b1'));
      expect(services.lobby.joinMatch).not.toHaveBeenCalled();
      const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('/games/fixture/b1/bots');
      expect(JSON.parse(String(init.body))).toEqual({
        playerID: '0',
        credentials: 'cred-0',
        bots: [{ seat: '2', level: 'easy' }],
      });
      expect(services.seats.get('fixture', 'b1')?.credentials).toBe('cred-0');
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('lets the creator give every seat to a bot, their own too, and watch', async () => {
    const user = userEvent.setup();
    const services = testServices();
    services.lobby.createMatch.mockResolvedValue(seated('b2', 'cred-0'));
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ players: [] }), { status: 200 }));
    try {
      renderApp(<LobbyPage gameId="fixture" />, { services });
      await user.type(screen.getByLabelText('Your name'), 'Alice');
      await user.selectOptions(screen.getByLabelText('Players'), '2');
      await user.selectOptions(screen.getByLabelText('Player 1'), 'hard');
      await user.selectOptions(screen.getByLabelText('Player 2'), 'random');
      expect(screen.getByText(/you will watch/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Open table' }));
      await waitFor(() => expect(window.location.search).toBe('?spectate=1'));
      expect(window.location.pathname).toBe('/table/fixture/b2');
      expect(JSON.parse(String((fetchSpy.mock.calls[0] as [string, RequestInit])[1].body)).bots).toEqual([
        { seat: '0', level: 'hard' },
        { seat: '1', level: 'random' },
      ]);
      expect(services.seats.get('fixture', 'b2')).toBeUndefined();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('lists a bot seat as a bot with its level', async () => {
    const services = testServices();
    const match = matchOf('m5', ['Alice', 'Bot 2'], { tableName: 'Bots' });
    match.players[1].data = { bot: 'hard' };
    services.lobby.listMatches.mockResolvedValue({ matches: [match] });
    renderApp(<LobbyPage gameId="fixture" />, { services });
    const item = await screen.findByTestId('table-m5');
    expect(within(item).getByText('Alice, Bot 2 (hard)')).toBeTruthy();
  });

  it('asks for a name before creating, and reports a server that cannot be reached', async () => {
    const user = userEvent.setup();
    const services = testServices();
    // What fetch throws offline; the page says so in the player's words, not the browser's.
    services.lobby.listMatches.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp(<LobbyPage gameId="fixture" />, { services });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server cannot be reached: no answer (check your connection)',
    );
    await user.click(screen.getByRole('button', { name: 'Open table' }));
    expect(screen.getByText('Enter your name first.')).toBeTruthy();
    expect(services.lobby.createMatch).not.toHaveBeenCalled();
  });

  it('offers "back to my seat" for a table this browser sits at', async () => {
    const services = testServices();
    services.seats.set('fixture', 'm2', { playerID: '0', credentials: 'c', playerName: 'Alice' });
    services.lobby.listMatches.mockResolvedValue({ matches: [matchOf('m2', ['Alice', undefined])] });
    renderApp(<LobbyPage gameId="fixture" />, { services });
    const link = await screen.findByRole('link', { name: 'Back to my seat' });
    expect(link.getAttribute('href')).toBe('/table/fixture/m2');
  });
});

describe('JoinTable', () => {
  it('takes a free seat from a shared link and keeps the credentials', async () => {
    const user = userEvent.setup();
    const services = testServices();
    services.lobby.joinMatch.mockResolvedValue({ playerID: '1', playerCredentials: 'c1' });
    const onJoined = vi.fn();
    renderApp(
      <JoinTable
        gameId="fixture"
        title="Fixture"
        match={matchOf('m3', ['Alice', undefined], { tableName: 'Evening' })}
        onJoined={onJoined}
      />,
      { services },
    );
    expect(screen.getByRole('heading', { name: 'Evening' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take seat 1' })).toBeNull();
    await user.type(screen.getByLabelText('Your name'), 'Bob');
    await user.click(screen.getByRole('button', { name: 'Take seat 2' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith({ playerID: '1', credentials: 'c1', playerName: 'Bob' }));
    expect(services.seats.get('fixture', 'm3')?.credentials).toBe('c1');
  });

  it('shows the shared link and a way to watch', () => {
    renderApp(<JoinTable gameId="fixture" title="Fixture" match={matchOf('m4', ['A', 'B'])} onJoined={vi.fn()} />);
    expect((screen.getByTestId('share-url') as HTMLInputElement).value).toMatch(/\/table\/fixture\/m4$/);
    expect(screen.getByRole('button', { name: 'Watch' })).toBeTruthy();
  });
});

describe('seatStore', () => {
  it('keeps seats per game and table, readable by another store (a second tab)', () => {
    const a = createSeatStore(window.localStorage);
    a.set('caylus', 'x', { playerID: '2', credentials: 'k', playerName: 'Ann' });
    const b = createSeatStore(window.localStorage);
    expect(b.get('caylus', 'x')?.playerID).toBe('2');
    expect(b.get('tikal', 'x')).toBeUndefined();
    b.remove('caylus', 'x');
    expect(a.get('caylus', 'x')).toBeUndefined();
  });

  it('survives corrupt storage', () => {
    window.localStorage.setItem('euro-tables:seats', '{not json');
    expect(createSeatStore(window.localStorage).get('caylus', 'x')).toBeUndefined();
  });
});
