import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailSettings as Settings } from '../../engine/accounts/wire';
import { createI18n, setLanguage } from '../i18n';
import { reloadAccount, signedOut } from '../site/accountState';
import { fakeApi } from '../test/fakeApi';
import { renderApp } from '../test/render';
import { AccountPage } from './AccountPage';
import { ForgotPage, ResetPage, VerifyPage } from './ResetPages';

const alice = {
  account: { username: 'Alice', createdAt: 0, password: true, passkeys: [], recoveryCodesLeft: 10 },
};
const settings = (over: Partial<Settings> = {}): Settings => ({
  smtp: true,
  email: null,
  verified: false,
  turnEmails: false,
  ...over,
});

afterEach(() => {
  signedOut();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the e-mail settings on the account page', () => {
  it('are not there when the host has no SMTP', async () => {
    const sent = fakeApi({
      'GET /api/account': { json: alice },
      'GET /api/account/email': { json: settings({ smtp: false }) },
    });
    await reloadAccount();
    renderApp(<AccountPage />);
    await screen.findByRole('heading', { name: 'Alice' });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/account/email')).toBe(true));
    expect(screen.queryByTestId('email-settings')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'E-mail' })).toBeNull();
  });

  it('save an address and show it unverified, with no turn e-mails before it is verified', async () => {
    const user = userEvent.setup();
    let now = settings();
    const sent = fakeApi({
      'GET /api/account': { json: alice },
      'GET /api/account/email': () => ({ json: now }),
      'POST /api/account/email': (req) => {
        now = { ...now, email: (req.body as { email: string }).email };
        return { status: 204 };
      },
    });
    await reloadAccount();
    renderApp(<AccountPage />);
    const field = await screen.findByLabelText('E-mail address');
    const turns = screen.getByLabelText('E-mail me when it is my turn at a turn-based table') as HTMLInputElement;
    expect(turns.disabled).toBe(true);
    await user.type(field, 'alice@example.org');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('A link to verify the address is on its way.')).toBeTruthy();
    expect((await screen.findByTestId('email-state')).textContent).toBe(
      'Not verified yet: open the link sent to this address.',
    );
    expect(turns.disabled).toBe(true);
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body, r.headers['X-Euro-Tables']])).toEqual([
      ['/api/account/email', { email: 'alice@example.org', language: 'en' }, '1'],
    ]);
  });

  it('turn e-mails on for a verified address, and remove the address', async () => {
    const user = userEvent.setup();
    let now = settings({ email: 'alice@example.org', verified: true });
    const sent = fakeApi({
      'GET /api/account': { json: alice },
      'GET /api/account/email': () => ({ json: now }),
      'POST /api/account/email/turns': (req) => {
        now = { ...now, turnEmails: (req.body as { on: boolean }).on };
        return { status: 204 };
      },
      'POST /api/account/email/remove': () => {
        now = settings();
        return { status: 204 };
      },
    });
    await reloadAccount();
    renderApp(<AccountPage />);
    expect((await screen.findByTestId('email-state')).textContent).toBe('Verified.');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('alice@example.org');
    const turns = screen.getByLabelText('E-mail me when it is my turn at a turn-based table') as HTMLInputElement;
    await user.click(turns);
    await waitFor(() => expect(turns.checked).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Remove the address' }));
    await waitFor(() => expect(screen.queryByTestId('email-state')).toBeNull());
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/account/email/turns', { on: true, language: 'en' }],
      ['/api/account/email/remove', {}],
    ]);
  });
});

describe('the password reset by e-mail', () => {
  it('is offered on signing in only when the server says it sends e-mail', async () => {
    fakeApi({
      'GET /api/account': { json: { account: null } },
      'GET /api/account/email': { json: settings({ smtp: true }) },
    });
    await reloadAccount();
    const { unmount } = renderApp(<AccountPage />);
    const link = await screen.findByRole('link', { name: 'Forgot your password? Reset it by e-mail' });
    expect(link.getAttribute('href')).toBe('/account/forgot');
    unmount();
    const sent = fakeApi({
      'GET /api/account': { json: { account: null } },
      'GET /api/account/email': { json: settings({ smtp: false }) },
    });
    renderApp(<AccountPage />);
    await waitFor(() => expect(sent.some((r) => r.path === '/api/account/email')).toBe(true));
    expect(screen.getByTestId('account-in')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Forgot your password? Reset it by e-mail' })).toBeNull();
  });

  it('says when the site sends no e-mail, and points to the recovery codes', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/account/reset/ask': { status: 409, json: { error: 'this server sends no e-mail' } } });
    renderApp(<ForgotPage />);
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This site sends no e-mail: set a new password with one of your recovery codes instead. Lost your password? Use a recovery code',
    );
  });

  it('asks for a link by username and says the same whatever the answer', async () => {
    const user = userEvent.setup();
    const sent = fakeApi({ 'POST /api/account/reset/ask': { status: 202, json: {} } });
    renderApp(<ForgotPage />);
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If the account has a verified address, the link is on its way. It works for a short time, once.',
    );
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/account/reset/ask', body: { username: 'alice' } });
  });

  it("sets a new password with the link's token and takes the token out of the address bar", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/account/reset#token=abc123');
    const sent = fakeApi({ 'POST /api/account/reset': { status: 204 } });
    renderApp(<ResetPage />);
    expect(window.location.hash).toBe('');
    await user.type(screen.getByLabelText(/New password/), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect((await screen.findByRole('status')).textContent).toBe('The password is set. Sign in with it. Sign in');
    expect(sent[0]).toMatchObject({
      path: '/api/account/reset',
      body: { token: 'abc123', password: 'a long new password' },
    });
  });

  it('says a used link no longer works, in Breton too', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/account/reset#token=old');
    fakeApi({ 'POST /api/account/reset': { status: 400, json: { error: 'invalid token' } } });
    const i18n = createI18n();
    await setLanguage('br', i18n, { remember: false });
    renderApp(<ResetPage />, { i18n });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lakaat ur ger-tremen nevez');
    await user.type(screen.getByLabelText(/Ger-tremen nevez/), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Lakaat ar ger-tremen' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'N’ez a ket en-dro al liamm-mañ ken: goulennit unan nevez.',
    );
  });

  it('without a token, sends to the page that asks for one', () => {
    window.history.replaceState(null, '', '/account/reset');
    renderApp(<ResetPage />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This page opens from the link in the e-mail. Reset the password by e-mail',
    );
  });
});

describe('the verify page', () => {
  it('sends the token once and says the address is verified', async () => {
    window.history.replaceState(null, '', '/account/verify#token=v1');
    const sent = fakeApi({ 'POST /api/account/email/verify': { status: 204 } });
    renderApp(<VerifyPage />);
    expect(screen.getByText('Checking the link…')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('The address is verified.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/api/account/email/verify', body: { token: 'v1' } });
  });

  it('says when the link no longer works', async () => {
    window.history.replaceState(null, '', '/account/verify#token=v2');
    fakeApi({ 'POST /api/account/email/verify': { status: 400, json: {} } });
    renderApp(<VerifyPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link does not work any more: save the address again for a new one.',
    );
  });
});
