import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invite } from '../../engine/accounts/wire';
import { createI18n, setLanguage } from '../i18n';
import { reloadAccount, signedOut } from '../site/accountState';
import { fakeApi } from '../test/fakeApi';
import { renderApp } from '../test/render';
import { InvitationList, InviteNotices } from './Invitations';

const alice = {
  account: { username: 'Alice', createdAt: 0, password: true, passkeys: [], recoveryCodesLeft: 10 },
};
const invite = (matchID: string, from: string, seen: boolean, tableNumber: number | null = 12): Invite => ({
  matchID,
  game: 'fixture',
  tableNumber,
  from,
  at: 0,
  seen,
});

afterEach(async () => {
  signedOut();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('invitations to tables', () => {
  it('show the unseen ones as notices, which open the table (marked seen) or are dismissed', async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      'GET /api/account': { json: alice },
      'GET /api/invites': {
        json: { invites: [invite('m1', 'Bob', false), invite('m2', 'Cy', false, null), invite('m3', 'Dee', true)] },
      },
      'POST /api/invites/seen': { status: 204 },
      'POST /api/invites/dismiss': { status: 204 },
    });
    await reloadAccount();
    renderApp(<InviteNotices />);
    const bob = await screen.findByTestId('invite-notice-m1');
    expect(bob.textContent).toContain('An invitation from Bob');
    expect(bob.textContent).toContain('Bob invites you: Fixture, table 12');
    expect(screen.getByTestId('invite-notice-m2').textContent).toContain('Cy invites you: Fixture table');
    // Seen already: on My tables only.
    expect(screen.queryByTestId('invite-notice-m3')).toBeNull();

    expect(
      within(bob)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Later', 'Dismiss']);
    await user.click(within(screen.getByTestId('invite-notice-m2')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('invite-notice-m2')).toBeNull();
    await user.click(within(bob).getByRole('link', { name: 'Open the table' }));
    expect(window.location.pathname).toBe('/table/fixture/m1');
    await waitFor(() => expect(screen.queryByTestId('invite-notice-m1')).toBeNull());
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body, r.headers['X-Euro-Tables']])).toEqual([
      ['/api/invites/dismiss', { matchID: 'm2' }, '1'],
      ['/api/invites/seen', { matchID: 'm1' }, '1'],
    ]);
  });

  it('go out of the way for later, marked seen', async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      'GET /api/account': { json: alice },
      'GET /api/invites': { json: { invites: [invite('m1', 'Bob', false)] } },
      'POST /api/invites/seen': { status: 204 },
    });
    await reloadAccount();
    renderApp(
      <>
        <InviteNotices />
        <InvitationList />
      </>,
    );
    await user.click(within(await screen.findByTestId('invite-notice-m1')).getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('invite-notice-m1')).toBeNull();
    expect(screen.getByTestId('invite-m1')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/invites/seen', { matchID: 'm1' }],
    ]);
  });

  it('are all listed on My tables', async () => {
    fakeApi({
      'GET /api/account': { json: alice },
      'GET /api/invites': { json: { invites: [invite('m1', 'Bob', false), invite('m3', 'Dee', true)] } },
    });
    await reloadAccount();
    renderApp(
      <>
        <InviteNotices />
        <InvitationList />
      </>,
    );
    const list = await screen.findByTestId('invite-list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Bob invites you: Fixture, table 12', 'Dee invites you: Fixture, table 12']);
    expect(within(screen.getByTestId('invite-m3')).getByRole('link').getAttribute('href')).toBe('/table/fixture/m3');
  });

  it('are not asked for a guest, who sees nothing new', async () => {
    const sent = fakeApi({ 'GET /api/account': { json: { account: null } } });
    await reloadAccount();
    const { container } = renderApp(
      <>
        <InviteNotices />
        <InvitationList />
      </>,
    );
    expect(container.innerHTML).toBe('');
    expect(sent.map((r) => r.path)).toEqual(['/api/account']);
  });

  it('read in Breton', async () => {
    fakeApi({
      'GET /api/account': { json: alice },
      'GET /api/invites': { json: { invites: [invite('m1', 'Bob', false)] } },
    });
    await reloadAccount();
    const i18n = createI18n();
    await setLanguage('br', i18n, { remember: false });
    renderApp(<InviteNotices />, { i18n });
    const notice = await screen.findByTestId('invite-notice-m1');
    expect(notice.textContent).toContain('Ur bedadenn digant Bob');
    expect(
      within(notice)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Diwezhatoc’h', 'Lezel a-gostez']);
  });
});
