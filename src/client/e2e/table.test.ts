import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot, type Player } from './harness';

// What a new player meets at a table, in Debian's chromium against
// the real suite.server. Waits are on page content only.

const suite = browserSuite('table', { seatWaitSeconds: 3 });
const { players } = suite;
const player = suite.player;

describe('the game log', () => {
  it('scrolls only itself: the page stays where the player put it, on a phone', async () => {
    const phone = await player({ width: 390, height: 844 });
    // The furthest the page was ever scrolled down.
    await phone.page.addInitScript(() => {
      const w = window as unknown as { maxScrollY: number };
      w.maxScrollY = 0;
      window.addEventListener(
        'scroll',
        () => {
          w.maxScrollY = Math.max(w.maxScrollY, window.scrollY);
        },
        true,
      );
    });
    await phone.page.goto(`${suite.server.url}/local/caylus`);
    await phone.page.locator('select[name="seat-0"]').selectOption('random');
    await phone.page.locator('select[name="seat-1"]').selectOption('random');
    await phone.page.getByRole('button', { name: 'Start' }).click();
    await phone.page.getByRole('slider').fill('0');
    // Playwright scrolled to the controls it used: the player goes back to the top.
    await phone.page.evaluate(() => {
      window.scrollTo(0, 0);
      (window as unknown as { maxScrollY: number }).maxScrollY = 0;
    });
    const lines = phone.page.getByTestId('game-log-lines').locator('li');
    await expect.poll(() => lines.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(25);
    expect(await phone.page.evaluate(() => (window as unknown as { maxScrollY: number }).maxScrollY)).toBe(0);
    expect(await phone.page.evaluate(() => window.scrollY)).toBe(0);
    // The log itself shows its newest line. The bots go on playing: a read between a
    // state's commit and the browser's next frame finds the list not yet scrolled to
    // the line just added (it is scrolled after the frame's layout, before its paint).
    const short = () =>
      phone.page.getByTestId('game-log-lines').evaluate((ol) => ol.scrollHeight - ol.clientHeight - ol.scrollTop);
    expect(await phone.page.getByTestId('game-log-lines').evaluate((ol) => ol.scrollHeight > ol.clientHeight)).toBe(
      true,
    );
    await expect.poll(short).toBeLessThanOrEqual(40);
  });
});

async function openTable(page: Player['page'], name: string): Promise<string> {
  await page.goto(`${suite.server.url}/lobby/fixture`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Players').selectOption('2');
  await page.getByRole('button', { name: 'Open table' }).click();
  await page.waitForURL(/\/table\/fixture\//);
  return page.url();
}

describe('an online table', () => {
  it('waits for every seat, names the game on the join page, and starts once the seat is taken', async () => {
    const alice = await player();
    const bob = await player({ width: 390, height: 844 });
    const tableUrl = await openTable(alice.page, 'Alice');
    await alice.page.getByTestId('waiting').getByText('1 of 2 seats taken').waitFor();
    expect(await alice.page.getByRole('button', { name: /^add / }).count()).toBe(0);
    await screenshot(alice.page, 'waiting-table');

    await bob.page.goto(tableUrl);
    await bob.page.getByTestId('join-game').getByText('Fixture for 2 players').waitFor();
    expect(await bob.page.getByTestId('join-options').innerText()).toMatch(/:/);
    await screenshot(bob.page, 'join-page-phone');
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor();
    expect(await alice.page.getByTestId('waiting').count()).toBe(0);
    await alice.page.getByRole('button', { name: 'add 2' }).click();
    await bob.page.getByTestId('prompt').getByText('Your turn').waitFor();
  });

  it("gives a seat back on another device through its private link, and hands an absent player's seat to a bot", async () => {
    const alice = await player();
    const bob = await player();
    const tableUrl = await openTable(alice.page, 'Alice');
    await bob.page.goto(tableUrl);
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await bob.page.getByTestId('prompt').waitFor();
    const bobLink = await bob.page.getByTestId('seat-link').inputValue();
    expect(bobLink).toContain('#seat=1.');
    await bob.close();
    players.splice(players.indexOf(bob), 1);

    // Bob's phone: the seat link puts him back in his seat.
    const phone = await player({ width: 390, height: 844 });
    await phone.page.goto(bobLink);
    await phone.page.getByTestId('player-panel-1').getByText('you').waitFor();
    expect(new URL(phone.page.url()).hash).toBe('');
    await phone.close();
    players.splice(players.indexOf(phone), 1);

    // Bob is gone for good: after the waiting period, Alice gives his seat to a bot.
    const away = alice.page.getByTestId('away-1');
    await away.getByText(/Bob is away/).waitFor();
    await screenshot(alice.page, 'away-seat');
    await away.getByRole('button', { name: 'Give their seat to a bot' }).click({ timeout: 30_000 });
    // The server plays it: the panel shows a bot with its level.
    await alice.page.getByTestId('player-panel-1').getByText('Bot 2 (normal)').waitFor();
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor();
    await alice.page.getByRole('button', { name: 'add 1' }).click();
    await expect
      .poll(
        async () =>
          alice.page.getByTestId('player-panel-1').locator('.counter', { hasText: 'Total' }).locator('dd').innerText(),
        { timeout: 30_000 },
      )
      .not.toBe('0');

    // Bob's old link no longer works: he is told so and may join as someone else.
    const late = await player();
    await late.page.goto(bobLink);
    await late.page.getByText('This seat link no longer works').waitFor();
  });

  it("says so when the server refuses a seat's credentials, with the way back", async () => {
    const alice = await player();
    const tableUrl = await openTable(alice.page, 'Alice');
    const matchID = new URL(tableUrl).pathname.split('/').pop() ?? '';
    const mallory = await player();
    await mallory.page.goto(suite.server.url);
    await mallory.page.evaluate((id) => {
      window.localStorage.setItem(
        'euro-tables:seats',
        JSON.stringify({
          [`fixture/${id}`]: { playerID: '0', credentials: 'not-the-credentials', playerName: 'Mallory' },
        }),
      );
    }, matchID);
    await mallory.page.goto(tableUrl);
    const refused = mallory.page.getByTestId('seat-refused');
    await refused.getByText('The server refused this seat').waitFor({ timeout: 30_000 });
    expect(await mallory.page.getByTestId('connection').count()).toBe(0);
    await refused.getByRole('link', { name: 'Back to the lobby' }).waitFor();
  });

  it("opens the right game's table from a link with the wrong game in it, and answers an unknown table with a clear not-found", async () => {
    const alice = await player();
    const tableUrl = await openTable(alice.page, 'Alice');
    const matchID = new URL(tableUrl).pathname.split('/').pop() ?? '';
    const bob = await player();
    await bob.page.goto(`${suite.server.url}/table/caylus/${matchID}`);
    await bob.page.waitForURL(`${suite.server.url}/table/fixture/${matchID}`);
    await bob.page.getByRole('button', { name: 'Take seat 2' }).waitFor();
    await bob.page.goto(`${suite.server.url}/table/caylus/${matchID}?spectate=1`);
    await bob.page.waitForURL(`${suite.server.url}/table/fixture/${matchID}?spectate=1`);
    await bob.page.getByTestId('waiting').waitFor();
    await bob.page.goto(`${suite.server.url}/table/caylus/no-such-table`);
    await bob.page.getByText('This table does not exist').waitFor();
  });
});

describe('the debug panel in production', () => {
  it('is not offered at an online table, even with ?debug, and stays on one-screen tables', async () => {
    const alice = await player();
    const tableUrl = await openTable(alice.page, 'Alice');
    const bob = await player();
    await bob.page.goto(tableUrl);
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await bob.page.getByTestId('prompt').waitFor();
    await alice.page.goto(`${tableUrl}?debug`);
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor();
    await alice.page.getByTestId('player-panel-0').getByText('you').waitFor();
    expect(await alice.page.locator('.debug-panel').count()).toBe(0);
    await alice.page.goto(`${suite.server.url}/local/fixture?debug`);
    await alice.page.getByRole('button', { name: 'Start' }).click();
    await alice.page.locator('.debug-panel').waitFor({ state: 'attached' });
  });
});
