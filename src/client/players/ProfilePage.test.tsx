import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../engine/accounts/wire';
import { createI18n, setLanguage } from '../i18n';
import { reloadAccount, signedOut } from '../site/accountState';
import { fakeApi } from '../test/fakeApi';
import { renderApp } from '../test/render';
import { ProfilePage } from './ProfilePage';

// Dates at noon UTC: the same day in every time zone the tests run in.
const MARCH_14_2025 = Date.UTC(2025, 2, 14, 12);
const JUNE_2_2026 = Date.UTC(2026, 5, 2, 12);

const account = (username: string) => ({
  account: { username, createdAt: 0, password: true, passkeys: [], recoveryCodesLeft: 10 },
});

function bob(over: Partial<Profile> = {}): Profile {
  return {
    username: 'Bob',
    memberSince: MARCH_14_2025,
    own: false,
    friend: 'none',
    blocked: false,
    games: [
      {
        game: 'fixture',
        played: 12,
        won: 5,
        rating: { rating: 1225, provisional: false, games: 5 },
        history: [
          { at: 1, rating: 1200 },
          { at: 2, rating: 1250 },
          { at: 3, rating: 1150 },
          { at: 4, rating: 1300 },
          { at: 5, rating: 1225 },
        ],
      },
    ],
    recent: [
      {
        matchID: 'm1',
        game: 'fixture',
        tableNumber: 17,
        finishedAt: JUNE_2_2026,
        rated: true,
        withResult: true,
        place: 1,
        won: true,
        finished: true,
        ratingBefore: 1300,
        ratingAfter: 1225,
        players: [
          { seat: '0', username: 'Carol', place: 2, score: 20 },
          { seat: '1', username: 'Bob', place: 1, score: 31 },
          { seat: '2', name: 'Bot 3', bot: true, place: 3, score: 12 },
          { seat: '3', place: 4, score: null },
        ],
        replay: true,
      },
    ],
    finishing: { finished: 9, played: 12 },
    tables: [
      {
        matchID: 't1',
        game: 'fixture',
        tableNumber: 40,
        open: true,
        started: false,
        players: [
          { seat: '0', name: 'Bob' },
          { seat: '1', name: null },
        ],
        updatedAt: 0,
      },
    ],
    ...over,
  };
}

afterEach(() => {
  signedOut();
  vi.unstubAllGlobals();
});

describe('the profile page', () => {
  it("shows a player's games, rating chart, recent games with replays, finishing rate and tables", async () => {
    fakeApi({ 'GET /api/profiles/Bob': { json: bob() } });
    renderApp(<ProfilePage username="Bob" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bob');
    expect(await screen.findByText('Member since 3/14/2025')).toBeTruthy();

    const row = screen.getByTestId('record-fixture');
    expect(Array.from(row.children).map((c) => c.textContent)).toEqual(['Fixture', '12', '5', '1225Rating 1225']);
    expect(within(row).getByRole('link', { name: 'Fixture' }).getAttribute('href')).toBe('/leaderboard/fixture');

    // Five ratings from 1150 to 1300: x in steps of 75 from 10, y from 10 (1300) down to 110 (1150).
    const chart = screen.getByRole('img', { name: /Rating in Fixture after each rated game/ });
    expect(chart.querySelector('polyline')?.getAttribute('points')).toBe('10,76.7 85,43.3 160,110 235,10 310,60');
    expect(chart.querySelectorAll('circle')).toHaveLength(5);
    expect(
      screen.getByText('From 1200 to 1225; lowest 1150, highest 1300; rated games: 5.', { selector: 'figcaption' }),
    );

    expect(screen.getByTestId('finishing').textContent).toBe('Finishes 75% of the games started (9 of 12).');
    const game = screen.getByTestId('recent-m1');
    expect(within(game).getByText('Fixture, table 17')).toBeTruthy();
    expect(within(game).getByText('6/2/2026')).toBeTruthy();
    expect(within(game).getByText('Won')).toBeTruthy();
    expect(within(game).getByTestId('rating-change').textContent).toBe('Rating 1300 → 1225');
    expect(game.querySelector('.profile-recent-players')?.textContent).toBe(
      'Carol (20), Bob (31), Bot 3 (bot) (12), a deleted player',
    );
    expect(within(game).getByRole('link', { name: 'Carol' }).getAttribute('href')).toBe('/players/Carol');
    // The replay as Bob's seat saw it.
    expect(within(game).getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe(
      '/replay/fixture/m1?seat=1',
    );

    const table = screen.getByTestId('profile-table-t1');
    expect(within(table).getByText('Fixture, table 40')).toBeTruthy();
    expect(within(table).getByText('Bob, Open seat 2')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/table/fixture/t1');
    expect(within(table).getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe(
      '/table/fixture/t1?spectate=1',
    );
    // A guest visitor has no friend buttons and no settings.
    expect(screen.queryByTestId('friend-buttons')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says what the player keeps private, and marks a provisional rating', async () => {
    fakeApi({
      'GET /api/profiles/Bob': {
        json: bob({
          games: [
            {
              game: 'fixture',
              played: 2,
              won: 1,
              rating: { rating: 980, provisional: true, games: 2 },
              history: [],
            },
          ],
          recent: null,
          finishing: null,
          tables: null,
        }),
      },
    });
    renderApp(<ProfilePage username="Bob" />);
    const row = await screen.findByTestId('record-fixture');
    expect(within(row).getByTestId('rating').textContent).toBe('980?Rating 980, provisional: too few rated games yet');
    expect(screen.getAllByText('This player keeps it private.')).toHaveLength(2);
    expect(screen.queryByTestId('finishing')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lets a signed-in visitor ask to be friends, then shows the request', async () => {
    const user = userEvent.setup();
    let friend: Profile['friend'] = 'none';
    const sent = fakeApi({
      'GET /api/account': { json: account('Alice') },
      'GET /api/profiles/Bob': () => ({ json: bob({ friend }) }),
      'POST /api/friends/ask': () => {
        friend = 'asked';
        return { status: 204 };
      },
    });
    await reloadAccount();
    renderApp(<ProfilePage username="Bob" />);
    await user.click(await screen.findByRole('button', { name: 'Ask to be friends' }));
    expect(await screen.findByText('You asked to be friends.')).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST');
    expect(post).toMatchObject({ path: '/api/friends/ask', body: { username: 'Bob' } });
    expect(post?.headers['X-Euro-Tables']).toBe('1');
    expect(screen.getByRole('button', { name: 'Withdraw the request' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it('offers accept and decline to a player who was asked, and unblock to one who blocked', async () => {
    fakeApi({
      'GET /api/account': { json: account('Alice') },
      'GET /api/profiles/Bob': { json: bob({ friend: 'asking' }) },
      'GET /api/profiles/Carol': { json: bob({ username: 'Carol', blocked: true }) },
    });
    await reloadAccount();
    const { unmount } = renderApp(<ProfilePage username="Bob" />);
    expect(await screen.findByText('This player asks to be your friend.')).toBeTruthy();
    expect(
      within(screen.getByTestId('friend-buttons'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Decline', 'Block']);
    unmount();
    renderApp(<ProfilePage username="Carol" />);
    expect(
      await screen.findByText(
        'You blocked this player: their chat is hidden from you and they cannot join your tables.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('friend-buttons'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Unblock']);
  });

  it('lets a player choose who sees each part of their own profile', async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      'GET /api/account': { json: account('Bob') },
      'GET /api/profiles/Bob': {
        json: bob({ own: true, settings: { stats: 'everyone', games: 'everyone', tables: 'nobody' } }),
      },
      'POST /api/account/profile-settings': { status: 204 },
    });
    await reloadAccount();
    renderApp(<ProfilePage username="Bob" />);
    const stats = (await screen.findByLabelText('Games played and won, ratings and their chart')) as HTMLSelectElement;
    expect(Array.from(stats.options).map((o) => o.textContent)).toEqual(['Everyone', 'My friends', 'Only me']);
    expect((screen.getByLabelText('My open and running tables') as HTMLSelectElement).value).toBe('nobody');
    await user.selectOptions(stats, 'friends');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/account/profile-settings',
      body: { stats: 'friends', games: 'everyone', tables: 'nobody' },
    });
    // Nobody befriends themselves.
    expect(screen.queryByTestId('friend-buttons')).toBeNull();
  });

  it('says when there is no such player', async () => {
    fakeApi({});
    renderApp(<ProfilePage username="Nobody" />);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no player by this name.');
  });

  it('reads in French', async () => {
    fakeApi({ 'GET /api/profiles/Bob': { json: bob() } });
    const i18n = createI18n();
    await setLanguage('fr', i18n, { remember: false });
    renderApp(<ProfilePage username="Bob" />, { i18n });
    expect(await screen.findByText('Membre depuis le 14/03/2025')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Parties récentes' })).toBeTruthy();
    expect(screen.getByTestId('finishing').textContent).toBe('Termine 75\u00a0% des parties commencées (9 sur 12).');
    expect(within(screen.getByTestId('recent-m1')).getByTestId('rating-change').textContent).toBe('Cote 1300 → 1225');
    expect(screen.getByRole('img', { name: /Cote à Fixture après chaque partie classée/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Regarder' })).toBeTruthy());
  });
});
