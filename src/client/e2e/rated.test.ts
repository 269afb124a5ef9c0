import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot, signUpWithPassword } from './harness';

// A rated game from sign-up to both ratings, in Debian's chromium against the real
// server: Alice on a laptop and Bob on a phone each sign up, Alice opens a rated
// table of the fixture game (a race to 10), Bob takes the other seat, they play it
// to the end, and each profile shows the rating the game gave: for a first game
// between two newcomers, 1500 → 1638 for the winner and 1500 → 1427 for the loser
// (decision 0012's scale; worked out by hand from OpenSkill's Plackett-Luce update).

const suite = browserSuite('rated');
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 860 };

const signUp = (page: Page, username: string, password: string) =>
  signUpWithPassword(page, suite.server.url, username, password);

/** Plays `n` points on the fixture game's board once it is this player's turn. */
async function add(page: Page, n: 1 | 2 | 3): Promise<void> {
  await page.getByTestId('prompt').getByText('Your turn').waitFor();
  await page.getByRole('button', { name: `add ${n}` }).click();
}

describe('a rated game', () => {
  it('is open to accounts only, and changes both players’ ratings once it ends', async () => {
    const alice = await suite.player(laptop);
    const bob = await suite.player(phone);
    const guest = await suite.player(phone);
    await signUp(alice.page, 'Alice', 'alice password 1');
    await signUp(bob.page, 'Bob', 'bob password 12');

    // A guest is not offered a rated table.
    await guest.page.goto(`${suite.server.url}/lobby/fixture`);
    await guest.page.getByRole('button', { name: 'Open table' }).waitFor();
    expect(await guest.page.getByLabel('Rated game').count()).toBe(0);

    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Players').selectOption('2');
    await alice.page.getByLabel('Rated game').check();
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    const tableUrl = alice.page.url();

    // The guest is refused the seat; Bob, signed in, takes it.
    await guest.page.goto(tableUrl);
    await guest.page.getByLabel('Your name').fill('Gus');
    await guest.page.getByRole('button', { name: 'Take seat 2' }).click();
    await guest.page.getByRole('alert').first().waitFor();
    await bob.page.goto(tableUrl);
    const name = bob.page.getByLabel('Your name');
    if ((await name.inputValue()) === '') await name.fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();

    // Each name at the table leads to its profile (no rating yet before a first rated game).
    const bobsName = alice.page.getByTestId('player-panel-1').locator('a.seat-profile');
    await bobsName.waitFor();
    expect(await bobsName.getAttribute('href')).toBe('/players/Bob');
    expect(await alice.page.getByTestId('player-panel-1').getByTestId('rating').count()).toBe(0);

    // A race to 10: Alice adds 3 each turn, Bob 1; Alice reaches 12 on her fourth turn.
    for (let turn = 0; turn < 3; turn++) {
      await add(alice.page, 3);
      await add(bob.page, 1);
    }
    await add(alice.page, 3);
    await screenshot(bob.page, 'rated-game-over-phone');

    await expect
      .poll(
        async () => {
          const answer = await fetch(`${suite.server.url}/api/profiles/Alice`);
          const profile = (await answer.json()) as { recent: { ratingAfter: number | null }[] | null };
          return profile.recent?.[0]?.ratingAfter ?? null;
        },
        { timeout: 30_000 },
      )
      .toBe(1638);
    await alice.page.goto(`${suite.server.url}/players/Alice`);
    expect(await alice.page.getByTestId('rating-change').first().innerText()).toBe('Rating 1500 → 1638');
    await screenshot(alice.page, 'rated-profile-winner-laptop');
    await bob.page.goto(`${suite.server.url}/players/Bob`);
    await bob.page.getByTestId('rating-change').first().waitFor();
    expect(await bob.page.getByTestId('rating-change').first().innerText()).toBe('Rating 1500 → 1427');
    expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(bob.page, 'rated-profile-loser-phone');
  });
});
