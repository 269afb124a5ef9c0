import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Leaderboard, LeaderRow } from '../../engine/accounts/wire';
import { createI18n, setLanguage } from '../i18n';
import { fakeApi } from '../test/fakeApi';
import { renderApp } from '../test/render';
import { LeaderboardPage } from './LeaderboardPage';

const row = (place: number | null, username: string, rating: number, games: number, wins: number): LeaderRow => ({
  place,
  username,
  rating,
  games,
  wins,
  provisional: place === null,
});

const board = (you: LeaderRow | null): Leaderboard => ({
  game: 'fixture',
  top: [row(1, 'Ann', 1610, 40, 22), row(2, 'Bob', 1540, 12, 6), row(3, 'Cy', 1402, 8, 2)],
  you,
});

afterEach(() => vi.unstubAllGlobals());

describe('the leaderboard', () => {
  it('lists the best settled ratings with their players, and asks for 50 rows', async () => {
    const sent = fakeApi({ 'GET /api/ratings/fixture/leaderboard': { json: board(null) } });
    renderApp(<LeaderboardPage gameId="fixture" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fixture: the best ratings');
    const ann = await screen.findByTestId('leader-Ann');
    expect(Array.from(ann.children).map((c) => c.textContent)).toEqual(['1', 'Ann', '1610Rating 1610', '40', '22']);
    expect(within(ann).getByRole('link', { name: 'Ann' }).getAttribute('href')).toBe('/players/Ann');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.children[1]?.textContent),
    ).toEqual(['Ann', 'Bob', 'Cy']);
    expect(sent[0]?.path).toBe('/api/ratings/fixture/leaderboard?limit=50');
    expect(screen.queryByRole('heading', { name: 'Your place' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Fixture tables' }).getAttribute('href')).toBe('/lobby/fixture');
  });

  it("marks the player's own row when it is listed, and adds it below when it is not", async () => {
    fakeApi({ 'GET /api/ratings/fixture/leaderboard': { json: board(row(2, 'Bob', 1540, 12, 6)) } });
    const { unmount } = renderApp(<LeaderboardPage gameId="fixture" />);
    expect((await screen.findByTestId('leader-Bob')).className).toBe('is-you');
    expect(screen.queryByRole('heading', { name: 'Your place' })).toBeNull();
    unmount();

    fakeApi({ 'GET /api/ratings/fixture/leaderboard': { json: board(row(88, 'Dee', 1100, 9, 1)) } });
    renderApp(<LeaderboardPage gameId="fixture" />);
    expect((await screen.findByTestId('you-place')).textContent).toBe('You are in place 88, with a rating of 1100.');
  });

  it('tells a provisional player they are not listed yet, in Polish too', async () => {
    fakeApi({ 'GET /api/ratings/fixture/leaderboard': { json: board(row(null, 'Dee', 990, 2, 1)) } });
    const { unmount } = renderApp(<LeaderboardPage gameId="fixture" />);
    expect((await screen.findByTestId('you-provisional')).textContent).toBe(
      'Your rating, 990, is still provisional: play a few more rated games to be listed.',
    );
    unmount();
    const i18n = createI18n();
    await setLanguage('pl', i18n, { remember: false });
    renderApp(<LeaderboardPage gameId="fixture" />, { i18n });
    expect((await screen.findByTestId('you-provisional')).textContent).toBe(
      'Twój ranking, 990, jest jeszcze tymczasowy: zagraj jeszcze kilka partii rankingowych, by trafić na listę.',
    );
    expect(screen.getByRole('columnheader', { name: 'Wygrane' })).toBeTruthy();
  });

  it('says when nobody has a settled rating yet', async () => {
    fakeApi({ 'GET /api/ratings/fixture/leaderboard': { json: { game: 'fixture', top: [], you: null } } });
    renderApp(<LeaderboardPage gameId="fixture" />);
    expect(await screen.findByText('Nobody has a settled rating in this game yet.')).toBeTruthy();
  });
});
