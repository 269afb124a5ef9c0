import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot, type Player } from './harness';

// A player who leaves a started game, in Debian's chromium with two browser
// contexts against the real server: the one left behind plays on without a
// reload, the lobby does not offer the seat, and a seat opened on purpose is.
// Waits are on page content only.

const suite = browserSuite('leaving');
const player = suite.player;

async function openTable(page: Player['page'], name: string): Promise<string> {
  await page.goto(`${suite.server.url}/lobby/fixture`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Players').selectOption('2');
  await page.getByRole('button', { name: 'Open table' }).click();
  await page.waitForURL(/\/table\/fixture\//);
  return page.url();
}

describe('a player who leaves a started game', () => {
  it('is asked first; the other plays on without a reload, and the lobby offers no seat until one is opened', async () => {
    const alice = await player();
    const bob = await player();
    const tableUrl = await openTable(alice.page, 'Alice');
    const matchID = new URL(tableUrl).pathname.split('/').pop() ?? '';
    await bob.page.goto(tableUrl);
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor();
    await bob.page.getByTestId('player-panel-0').getByText('Alice').waitFor();
    // A mark that a reload would wipe.
    await bob.page.evaluate(() => {
      (window as unknown as { sameLoad: boolean }).sameLoad = true;
    });

    // Leaving says what happens to the seat before it happens.
    await alice.page.getByRole('button', { name: 'Leave table' }).click();
    const ask = alice.page.getByRole('alertdialog');
    await ask.getByText('A bot plays your seat from now on').waitFor();
    await screenshot(alice.page, 'leave-started-game');
    await ask.getByRole('button', { name: 'Leave the game' }).click();
    await alice.page.waitForURL(/\/lobby\/fixture$/);

    // Bob's page hears it at once: the panel and the log say who plays the seat now.
    await bob.page.getByTestId('player-panel-0').getByText('Bot 1 (normal), for Alice').waitFor();
    await bob.page
      .getByTestId('log-note')
      .getByText('Alice left the game; Bot 1 (normal) plays their seat now.')
      .waitFor();
    await bob.page.getByTestId('left-0').waitFor();
    await screenshot(bob.page, 'left-seat-bot-plays');
    // The bot plays seat 1's turn (Alice's), then Bob plays his.
    await bob.page.getByTestId('prompt').getByText('Your turn').waitFor();
    await bob.page.getByRole('button', { name: 'add 1' }).click();
    await expect
      .poll(() =>
        bob.page.getByTestId('player-panel-1').locator('.counter', { hasText: 'Total' }).locator('dd').innerText(),
      )
      .toBe('1');
    expect(await bob.page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);

    // The lobby lists the table, with no seat to take.
    const row = alice.page.getByTestId(`table-${matchID}`);
    await row.getByText('Bot 1 (normal)').waitFor();
    expect(await row.getByRole('button', { name: 'Join' }).count()).toBe(0);

    // Bob, the only one still seated, opens the seat: now the lobby offers it.
    await bob.page.getByTestId('left-0').getByRole('button', { name: 'Open the seat for a new player' }).click();
    await bob.page.getByTestId('opened-0').getByText('Seat 1 is open for a new player').waitFor();
    await bob.page.getByTestId('log-note').getByText('Seat 1 was opened for a new player.').waitFor();
    // A reload shows the table with its open seat, never the page of a table waiting to start.
    await bob.page.reload();
    await bob.page.getByTestId('opened-0').waitFor();
    expect(await bob.page.getByTestId('waiting').count()).toBe(0);
    expect(await bob.page.getByTestId('table').count()).toBe(1);
    await alice.page.getByRole('button', { name: 'Refresh' }).click();
    await row.getByRole('button', { name: 'Join' }).waitFor();
  });

  it('lets the others end the table without a result, which then takes no move and leaves the list', async () => {
    const alice = await player();
    const bob = await player();
    const tableUrl = await openTable(alice.page, 'Alice');
    const matchID = new URL(tableUrl).pathname.split('/').pop() ?? '';
    await bob.page.goto(tableUrl);
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor();

    await alice.page.getByRole('button', { name: 'Leave table' }).click();
    await alice.page.getByRole('alertdialog').getByRole('button', { name: 'Leave the game' }).click();
    await alice.page.waitForURL(/\/lobby\/fixture$/);
    await alice.page.getByTestId(`table-${matchID}`).waitFor();

    await bob.page.getByTestId('left-0').waitFor();
    await bob.page.getByRole('button', { name: 'End the table without a result' }).click();
    await bob.page.getByTestId('table-ended').getByText('The players ended this table without a result.').waitFor();
    // The end screen says how it ended, with no winner.
    await bob.page
      .getByRole('dialog')
      .getByTestId('end-result')
      .getByText('The players ended this table without a result.')
      .waitFor();
    await bob.page.getByTestId('log-note').getByText('The table was ended without a result.').waitFor();
    // Nothing more to play or vote on.
    expect(await bob.page.getByRole('button', { name: /^add / }).count()).toBe(0);
    expect(await bob.page.getByTestId('left-seats').count()).toBe(0);
    await screenshot(bob.page, 'table-ended-without-result');

    await alice.page.getByRole('button', { name: 'Refresh' }).click();
    await alice.page.getByTestId(`table-${matchID}`).waitFor({ state: 'detached' });
  });
});
