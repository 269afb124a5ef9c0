import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Friends } from '../../engine/accounts/wire';
import { createI18n, setLanguage } from '../i18n';
import { reloadAccount, signedOut } from '../site/accountState';
import { fakeApi } from '../test/fakeApi';
import { renderApp } from '../test/render';
import { FriendsPage } from './FriendsPage';

const account = {
  account: { username: 'Alice', createdAt: 0, password: true, passkeys: [], recoveryCodesLeft: 10 },
};

function friends(over: Partial<Friends> = {}): Friends {
  return {
    friends: [{ username: 'Bob', since: 1 }],
    incoming: [{ username: 'Carol', at: 2 }],
    outgoing: [{ username: 'Dan', at: 3 }],
    blocked: [{ username: 'Eve', since: 4 }],
    tables: [
      {
        friend: 'Bob',
        matchID: 'r1',
        game: 'fixture',
        tableNumber: 9,
        open: false,
        started: true,
        players: [
          { seat: '0', name: 'Bob' },
          { seat: '1', name: 'Zed' },
        ],
        updatedAt: 5,
      },
    ],
    ...over,
  };
}

afterEach(() => {
  signedOut();
  vi.unstubAllGlobals();
});

describe('the friends page', () => {
  it("lists friends, requests both ways, blocked players and friends' tables", async () => {
    fakeApi({ 'GET /api/account': { json: account }, 'GET /api/friends': { json: friends() } });
    await reloadAccount();
    renderApp(<FriendsPage />);
    const bob = await screen.findByTestId('friends-Bob');
    expect(within(bob).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/players/Bob');
    expect(within(bob).getByRole('button').textContent).toBe('Remove from my friends');
    const carol = screen.getByTestId('incoming-Carol');
    expect(
      within(carol)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Decline']);
    expect(within(screen.getByTestId('outgoing-Dan')).getByRole('button').textContent).toBe('Withdraw the request');
    expect(within(screen.getByTestId('blocked-Eve')).getByRole('button').textContent).toBe('Unblock');
    const table = screen.getByTestId('profile-table-r1');
    expect(table.textContent).toContain('Fixture, table 9');
    expect(table.textContent).toContain('Playing');
    expect(within(table).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/players/Bob');
    // A running table without a free seat is watched, not joined.
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Bob', 'Watch']);
    expect(within(table).getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe(
      '/table/fixture/r1?spectate=1',
    );
  });

  it('asks a player by username and accepts a request, reading the list again after each', async () => {
    const user = userEvent.setup();
    let list = friends({ friends: [], outgoing: [] });
    const sent = fakeApi({
      'GET /api/account': { json: account },
      'GET /api/friends': () => ({ json: list }),
      'POST /api/friends/ask': () => {
        list = { ...list, outgoing: [{ username: 'Gus', at: 9 }] };
        return { status: 204 };
      },
      'POST /api/friends/accept': () => {
        list = { ...list, incoming: [], friends: [{ username: 'Carol', since: 9 }] };
        return { status: 204 };
      },
    });
    await reloadAccount();
    renderApp(<FriendsPage />);
    expect(
      await screen.findByText('No friends yet: ask a player by their username, or on their profile.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Ask a player to be friends: their username'), 'Gus');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Asked Gus.')).toBeTruthy();
    expect(await screen.findByTestId('outgoing-Gus')).toBeTruthy();
    await user.click(within(screen.getByTestId('incoming-Carol')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('friends-Carol')).toBeTruthy();
    expect(screen.queryByTestId('incoming-Carol')).toBeNull();
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body, r.headers['X-Euro-Tables']])).toEqual([
      ['/api/friends/ask', { username: 'Gus' }, '1'],
      ['/api/friends/accept', { username: 'Carol' }, '1'],
    ]);
  });

  it('says when there is no such player to ask', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/account': { json: account },
      'GET /api/friends': { json: friends() },
      'POST /api/friends/ask': { status: 404, json: { error: 'no such account' } },
    });
    await reloadAccount();
    renderApp(<FriendsPage />);
    await user.type(await screen.findByLabelText('Ask a player to be friends: their username'), 'Ghost');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There is no player by this name.');
  });

  it('asks a guest to sign in, in Vietnamese too', async () => {
    fakeApi({ 'GET /api/account': { json: { account: null } } });
    await reloadAccount();
    const { unmount } = renderApp(<FriendsPage />);
    expect(screen.getByText(/Friends are for signed-in players\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account');
    unmount();
    const i18n = createI18n();
    await setLanguage('vi', i18n, { remember: false });
    renderApp(<FriendsPage />, { i18n });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bạn bè');
    expect(screen.getByText(/Bạn bè dành cho người chơi đã đăng nhập\./)).toBeTruthy();
  });
});
