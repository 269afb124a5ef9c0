import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot, signUpWithPassword } from './harness';

// Friends, invitations, profiles and the leaderboard against the server's own
// player routes (src/engine/accounts/wire.ts), in Debian's chromium: Alice on a
// laptop and Bob on a phone sign up, become friends, Alice invites Bob to her
// table and Bob finds the invitation as a notice, and each looks at the other's
// profile and the game's leaderboard.

const suite = browserSuite('social');
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 860 };

const signUp = (page: Page, username: string, password: string) =>
  signUpWithPassword(page, suite.server.url, username, password);

async function fits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('friends, invitations, profiles and the leaderboard', () => {
  it('befriends, invites to a table, and shows each profile and the leaderboard', async () => {
    const alice = await suite.player(laptop);
    const bob = await suite.player(phone);
    await signUp(alice.page, 'Alice', 'alice password 1');
    await signUp(bob.page, 'Bob', 'bob password 12');

    // Alice asks Bob by his username; Bob accepts on his friends page.
    await alice.page.getByTestId('friends-link').click();
    await alice.page.getByLabel('Ask a player to be friends: their username').fill('bob');
    await alice.page.getByRole('button', { name: 'Ask', exact: true }).click();
    await alice.page.getByTestId('outgoing-Bob').waitFor();
    await bob.page.goto(`${suite.server.url}/friends`);
    await bob.page.getByTestId('incoming-Alice').getByRole('button', { name: 'Accept' }).click();
    await bob.page.getByTestId('friends-Alice').waitFor();
    await fits(bob.page, phone.width);
    await screenshot(bob.page, 'social-real-friends-phone');

    // Alice opens a table and invites Bob from its waiting screen.
    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Players').selectOption('2');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    const matchID = new URL(alice.page.url()).pathname.split('/').pop() ?? '';
    await alice.page.getByTestId('invite-friend').getByRole('button', { name: 'Invite' }).click();
    await alice.page.getByText('Bob is invited.').waitFor();

    // Bob's notice (the e2e build asks every 1.5 s) opens the table.
    const notice = bob.page.getByTestId(`invite-notice-${matchID}`);
    await notice.waitFor();
    expect(await notice.innerText()).toContain('An invitation from Alice');
    await screenshot(bob.page, 'social-real-invite-phone');
    await notice.getByRole('link', { name: 'Open the table' }).click();
    await bob.page.waitForURL(new RegExp(`/table/fixture/${matchID}$`));
    await bob.page.goto(`${suite.server.url}/tables`);
    await bob.page.getByTestId(`invite-${matchID}`).waitFor();

    // Each other's profiles and the game's leaderboard.
    await bob.page.goto(`${suite.server.url}/players/Alice`);
    await bob.page.getByText('You are friends.').waitFor();
    await fits(bob.page, phone.width);
    await screenshot(bob.page, 'social-real-profile-phone');
    await alice.page.goto(`${suite.server.url}/players/Alice`);
    await alice.page.getByRole('heading', { name: 'Who sees my profile' }).waitFor();
    await screenshot(alice.page, 'social-real-own-profile-laptop');
    await alice.page.goto(`${suite.server.url}/leaderboard/fixture`);
    await alice.page.getByRole('heading', { name: 'Fixture: the best ratings' }).waitFor();
    await alice.page
      .getByText(/Nobody has a settled rating|Place/)
      .first()
      .waitFor();
    await screenshot(alice.page, 'social-real-leaderboard-laptop');
  });
});
