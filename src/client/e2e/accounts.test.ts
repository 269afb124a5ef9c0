import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './harness';

// Accounts in Debian's chromium against the real server, on a phone's width:
// Alice signs up with a passkey (Chromium's virtual authenticator) and keeps her
// recovery codes, opens a table, sets a password, signs in with it on a second
// browser and finds the table there, then deletes her account; Bob signs up with
// a password. Passkeys need a host name, not an address: the pages are opened on
// localhost.

const suite = browserSuite('accounts');
const phone = { width: 390, height: 844 };

/** A virtual platform authenticator that says yes at once, as a fingerprint would. */
async function withAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const site = () => suite.server.url.replace('127.0.0.1', 'localhost');

describe('accounts', () => {
  it('signs up with a passkey and a password, follows the tables to a second browser, deletes the account', async () => {
    const alice = await suite.player(phone);
    await withAuthenticator(alice.page);
    await alice.page.goto(`${site()}/account`);
    await alice.page.getByText('An account is never needed to play').waitFor();
    await screenshot(alice.page, 'account-guest');
    await alice.page.getByRole('button', { name: 'Create an account' }).first().click();
    await alice.page.getByLabel('Username').fill('Alice');
    await alice.page.getByRole('button', { name: 'Create it with a passkey' }).click();
    const codes = alice.page.getByTestId('recovery-codes').locator('li');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await screenshot(alice.page, 'account-recovery-codes');
    await alice.page.getByRole('button', { name: 'I have kept them' }).click();
    await expect.poll(() => alice.page.getByTestId('account-link').innerText()).toBe('Alice');
    // The page fits the phone: nothing wider than its screen.
    expect(await alice.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await alice.page.getByLabel('New password').fill('alice password 1');
    await alice.page.getByRole('button', { name: 'Save the password' }).click();
    await alice.page.getByText('The password is changed').waitFor();
    await screenshot(alice.page, 'account-signed-in');
    expect(await alice.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await alice.page.goto(`${site()}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Players').selectOption('2');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    const matchID = new URL(alice.page.url()).pathname.split('/').pop() ?? '';

    // Her laptop: nothing of hers until she signs in.
    const laptop = await suite.player();
    await laptop.page.goto(`${site()}/account`);
    await laptop.page.getByLabel('Username').fill('alice');
    await laptop.page.getByLabel('Password').fill('alice password 1');
    await laptop.page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect.poll(() => laptop.page.getByTestId('account-link').innerText()).toBe('Alice');
    await laptop.page.goto(`${site()}/tables`);
    await laptop.page.getByTestId(`my-table-${matchID}`).waitFor();
    // Signed out, the laptop keeps none of her seats; signed in again, they are back.
    await laptop.page.goto(`${site()}/account`);
    await laptop.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => laptop.page.getByTestId('account-link').innerText()).toBe('Sign in');
    await laptop.page.goto(`${site()}/tables`);
    await laptop.page.getByText('You are not seated at any table in this browser yet.').waitFor();
    await laptop.page.goto(`${site()}/account`);
    await laptop.page.getByLabel('Username').fill('Alice');
    await laptop.page.getByLabel('Password').fill('alice password 1');
    await laptop.page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect.poll(() => laptop.page.getByTestId('account-link').innerText()).toBe('Alice');
    await laptop.page.goto(`${site()}/tables`);
    await laptop.page.getByTestId(`my-table-${matchID}`).waitFor();

    // Bob, with a password.
    const bob = await suite.player(phone);
    await bob.page.goto(`${site()}/account`);
    await bob.page.getByRole('button', { name: 'Create an account' }).first().click();
    await bob.page.getByLabel('Username').fill('Bob');
    await bob.page.getByLabel('New password').fill('bob password 12');
    await bob.page.getByRole('button', { name: 'Create an account' }).last().click();
    await bob.page.getByTestId('recovery-codes').waitFor();
    await bob.page.getByRole('button', { name: 'I have kept them' }).click();
    await expect.poll(() => bob.page.getByTestId('account-link').innerText()).toBe('Bob');

    // Alice deletes her account from the laptop: the phone's session goes with it.
    await laptop.page.goto(`${site()}/account`);
    await laptop.page.getByLabel('Type Alice to confirm').fill('Alice');
    await laptop.page.getByRole('button', { name: 'Delete my account' }).click();
    await laptop.page.waitForURL(`${site()}/`);
    await expect.poll(() => laptop.page.getByTestId('account-link').innerText()).toBe('Sign in');
    await alice.page.goto(`${site()}/account`);
    await expect.poll(() => alice.page.getByTestId('account-link').innerText()).toBe('Sign in');
  });
});
