import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableOption } from '../../engine/contract';
import { createI18n, setLanguage } from '../i18n';
import { reloadAccount, signedOut } from '../site/accountState';
import { fakeApi } from '../test/fakeApi';
import { matchOf } from '../test/fixtures';
import { renderApp, testServices } from '../test/render';
import { LobbyPage } from './LobbyPage';
import { guestValues, OptionFields } from './OptionFields';

afterEach(() => {
  signedOut();
  vi.unstubAllGlobals();
});

const seats = {
  tables: {
    m1: {
      '0': { username: 'Alice', rating: { rating: 1512, provisional: false, games: 30 } },
      '1': { username: 'Bob', rating: null },
    },
    m2: { '1': { username: 'Cy', rating: { rating: 990, provisional: true, games: 2 } } },
  },
};

describe("the lobby's players and ratings", () => {
  it('asks for every listed table in one batch and shows accounts with their ratings and profiles', async () => {
    const sent = fakeApi({ 'GET /api/ratings/seats': { json: seats } });
    const services = testServices();
    services.lobby.listMatches.mockResolvedValue({
      matches: [matchOf('m1', ['Alice', 'Bob', 'Guest']), matchOf('m2', ['Dora', 'Cy'])],
    });
    renderApp(<LobbyPage gameId="fixture" />, { services });
    const m1 = await screen.findByTestId('table-m1');
    await waitFor(() =>
      expect(within(m1).getByTestId('table-players').textContent).toBe('Alice 1512Rating 1512, Bob, Guest'),
    );
    expect(within(m1).getByRole('link', { name: 'Alice' }).getAttribute('href')).toBe('/players/Alice');
    expect(within(m1).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/players/Bob');
    expect(within(screen.getByTestId('table-m2')).getByTestId('table-players').textContent).toBe(
      'Dora, Cy 990?Rating 990, provisional: too few rated games yet',
    );
    expect(sent.filter((r) => r.path.startsWith('/api/ratings/seats')).map((r) => r.path)).toEqual([
      '/api/ratings/seats?matchIDs=m1,m2',
    ]);
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/leaderboard/fixture');
  });

  it('names the seats as before when the server has no accounts for them', async () => {
    fakeApi({});
    const services = testServices();
    services.lobby.listMatches.mockResolvedValue({ matches: [matchOf('m1', ['Alice', 'Bob'])] });
    renderApp(<LobbyPage gameId="fixture" />, { services });
    expect(within(await screen.findByTestId('table-m1')).getByTestId('table-players').textContent).toBe('Alice, Bob');
    expect(screen.queryByTestId('rating')).toBeNull();
  });

  it('reads the rating in Polish', async () => {
    fakeApi({ 'GET /api/ratings/seats': { json: seats } });
    const services = testServices();
    services.lobby.listMatches.mockResolvedValue({ matches: [matchOf('m2', ['Dora', 'Cy'])] });
    const i18n = createI18n();
    await setLanguage('pl', i18n, { remember: false });
    renderApp(<LobbyPage gameId="fixture" />, { services, i18n });
    await waitFor(() =>
      expect(screen.getByTestId('rating').textContent).toBe(
        '990?Ranking 990, tymczasowy: jeszcze za mało partii rankingowych',
      ),
    );
  });
});

describe('the rated table option', () => {
  const options: TableOption[] = [
    { id: 'confirmMoves', kind: 'boolean', default: true },
    { id: 'rated', kind: 'boolean', default: false },
  ];

  it('is offered to a signed-in player only', async () => {
    fakeApi({
      'GET /api/account': {
        json: { account: { username: 'Alice', createdAt: 0, password: true, passkeys: [], recoveryCodesLeft: 1 } },
      },
    });
    const { container, unmount } = renderApp(
      <OptionFields gameId="fixture" options={options} values={{}} onChange={() => undefined} />,
    );
    expect(Array.from(container.querySelectorAll('input')).map((i) => i.name)).toEqual(['confirmMoves']);
    unmount();
    await reloadAccount();
    const signedIn = renderApp(
      <OptionFields gameId="fixture" options={options} values={{}} onChange={() => undefined} />,
    );
    expect(Array.from(signedIn.container.querySelectorAll('input')).map((i) => i.name)).toEqual([
      'confirmMoves',
      'rated',
    ]);
  });

  it("is off in a guest's setupData", () => {
    expect(guestValues({ confirmMoves: false, rated: true, gameMode: 'fast' })).toEqual({
      confirmMoves: false,
      gameMode: 'fast',
      rated: false,
    });
  });
});
