import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testServices } from '../test/render';
import { MyTablesProvider } from './MyTables';
import { MyTablesLink } from './MyTablesLink';
import { MyTablesPage } from './MyTablesPage';
import type { TableSummary } from '../site/summaryApi';
import { TurnNotices } from './TurnNotices';

function summary(matchID: string, over: Partial<TableSummary>): TableSummary {
  return {
    matchID,
    game: 'fixture',
    tableNumber: 7,
    tableName: null,
    progress: 40,
    turn: 3,
    started: true,
    over: false,
    winners: [],
    acting: ['1'],
    createdAt: 0,
    updatedAt: 0,
    clock: null,
    serverNow: Date.now(),
    players: [
      { id: 0, name: 'Alice', bot: null, isConnected: true },
      { id: 1, name: 'Bob', bot: null, isConnected: true },
    ],
    ...over,
  };
}

describe('My tables and the your-turn notices', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.title = 'Euro Tables';
  });
  afterEach(() => vi.useRealTimers());

  function seated(...tables: [string, string][]) {
    const services = testServices();
    for (const [matchID, playerID] of tables)
      services.seats.set('fixture', matchID, { playerID, credentials: 'c', playerName: 'Alice' });
    return services;
  }

  it("lists the tables waiting for your move first, with the players, the progress, your clock and the table's number", async () => {
    const services = seated(['waits', '0'], ['mine', '0'], ['done', '0']);
    const answers: Record<string, TableSummary> = {
      waits: summary('waits', { updatedAt: 50 }),
      mine: summary('mine', {
        tableNumber: 12,
        acting: ['0'],
        progress: 55,
        clock: { mode: 'realtime', remaining: { 0: 125_000, 1: 60_000 }, running: { 0: Date.now() } },
      }),
      done: summary('done', { over: true, acting: [], progress: 100, winners: ['0'] }),
    };
    services.tables = { summary: vi.fn(async (_g: string, id: string) => answers[id] ?? null) };
    renderApp(
      <MyTablesProvider>
        <MyTablesPage />
      </MyTablesProvider>,
      { services },
    );
    await screen.findByText('Fixture, table 12');
    const open = within(screen.getByTestId('my-tables-open')).getAllByRole('listitem');
    expect(open.map((li) => li.getAttribute('data-testid'))).toEqual(['my-table-mine', 'my-table-waits']);
    expect(within(open[0]!).getByText('Your move')).toBeTruthy();
    expect(open[0]!.textContent).toContain('Progress: 55%');
    expect(within(open[0]!).getByTestId('my-clock').textContent).toMatch(/^Your clock: 2:0[45]$/);
    expect(within(open[1]!).getByText('Waiting for Bob')).toBeTruthy();
    const finished = within(screen.getByTestId('my-tables-finished')).getByTestId('my-table-done');
    expect(within(finished).getByText('Finished: you won')).toBeTruthy();
    expect(within(finished).getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe(
      '/replay/fixture/done?seat=0',
    );
  });

  it("counts the tables waiting for your move in the tab's title and the header, and tells of a new one", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const services = seated(['a', '0'], ['b', '1']);
    let bActing = ['0'];
    services.tables = {
      summary: vi.fn(async (_g: string, id: string) =>
        id === 'a' ? summary('a', { acting: ['0'] }) : summary('b', { acting: bActing }),
      ),
    };
    const sound = vi.fn();
    window.localStorage.setItem('euro-tables:turn-sound', 'on');
    const AudioContext = vi.fn(function fakeAudioContext(this: unknown) {
      sound();
      throw new Error('no audio in tests');
    });
    vi.stubGlobal('AudioContext', AudioContext);
    renderApp(
      <MyTablesProvider pollMs={1000}>
        <MyTablesLink />
        <TurnNotices />
      </MyTablesProvider>,
      { services },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(document.title).toBe('(1) Euro Tables');
    expect(screen.getByTestId('my-tables-badge').textContent).toContain('1 table waits for your move');
    expect(sound).not.toHaveBeenCalled();
    // Table b now waits for seat 1 too: the count grows and the sound plays once.
    bActing = ['1'];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(document.title).toBe('(2) Euro Tables');
    expect(sound).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("calls a table by the name its creator gave it, with the game and the table's number beside it", async () => {
    const services = seated(['named', '0'], ['plain', '0']);
    const answers: Record<string, TableSummary> = {
      named: summary('named', { tableNumber: 1, tableName: 'Alice tikal test', acting: ['0'] }),
      plain: summary('plain', { tableNumber: 2 }),
    };
    services.tables = { summary: vi.fn(async (_g: string, id: string) => answers[id] ?? null) };
    renderApp(
      <MyTablesProvider>
        <MyTablesPage />
      </MyTablesProvider>,
      { services },
    );
    const named = await screen.findByTestId('my-table-named');
    await within(named).findByText('Your move');
    expect(within(named).getByTestId('my-table-name').textContent).toBe('Alice tikal test');
    expect(named.textContent).toContain('Fixture, table 1');
    expect(within(screen.getByTestId('my-table-plain')).getByTestId('my-table-name').textContent).toBe(
      'Fixture, table 2',
    );
  });

  it('counts a table as waiting for you only once every seat is taken, whichever seat will start', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const services = seated(['open', '0']);
    let started = false;
    services.tables = {
      summary: vi.fn(async () =>
        summary('open', {
          started,
          // The creator's seat is first: the state names it, though nobody may move yet.
          acting: ['0'],
          players: [
            { id: 0, name: 'Alice', bot: null, isConnected: true },
            { id: 1, name: started ? 'Bob' : null, bot: null, isConnected: null },
          ],
        }),
      ),
    };
    renderApp(
      <MyTablesProvider pollMs={1000}>
        <MyTablesLink />
        <TurnNotices />
        <MyTablesPage />
      </MyTablesProvider>,
      { services },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const row = screen.getByTestId('my-table-open');
    expect(within(row).getByText('Waiting for players')).toBeTruthy();
    expect(within(row).queryByText('Your move')).toBeNull();
    expect(document.title).toBe('My tables');
    expect(screen.queryByTestId('my-tables-badge')).toBeNull();
    // Bob takes the other seat: now it waits for Alice.
    started = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(within(row).getByText('Your move')).toBeTruthy();
    expect(document.title).toBe('(1) My tables');
  });
});
