import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Friends } from '../../engine/accounts/wire';
import { createI18n, setLanguage } from '../i18n';
import { fakeApi } from '../test/fakeApi';
import { renderApp } from '../test/render';
import { InviteFriend } from './InviteFriend';

const friends = (names: string[]): Friends => ({
  friends: names.map((username) => ({ username, since: 0 })),
  incoming: [],
  outgoing: [],
  blocked: [],
  tables: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('inviting a friend to a table', () => {
  it('sends the chosen friend an invitation to this table', async () => {
    const user = userEvent.setup();
    const sent = fakeApi({ 'POST /api/invites': { status: 204 } });
    renderApp(<InviteFriend matchID="m7" friends={friends(['Bob', 'Carol'])} />);
    await user.selectOptions(screen.getByLabelText('Friend'), 'Carol');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect((await screen.findByRole('status')).textContent).toBe('Carol is invited.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/invites', body: { matchID: 'm7', username: 'Carol' } });
    expect(sent[0]?.headers['X-Euro-Tables']).toBe('1');
  });

  it('says so when there is no friend to invite, in French too', async () => {
    const { unmount } = renderApp(<InviteFriend matchID="m7" friends={friends([])} />);
    expect(screen.getByText('No friend to invite yet.')).toBeTruthy();
    unmount();
    const i18n = createI18n();
    await setLanguage('fr', i18n, { remember: false });
    renderApp(<InviteFriend matchID="m7" friends={friends(['Bob'])} />, { i18n });
    expect(screen.getByRole('button', { name: 'Inviter' })).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Inviter un ami');
  });
});
