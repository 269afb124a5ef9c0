import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './harness';

// My tables and the your-turn notices, in Debian's chromium against
// the real server: Alice plays in one tab and follows her tables in a second one,
// which lists the table with whose move it is, counts it in its title when it
// waits for her, and shows a browser notification while it is in the background
// (the Notification API recorded in the page: headless chromium shows none);
// the log's lines carry the time of their move.

const suite = browserSuite('my-tables');
const player = suite.player;
const prompt = (page: Page) => page.getByTestId('prompt');

/** A page whose Notification API records what it is asked to show, and whose visibility the test sets. */
async function recordingNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __notices: { title: string; body: string }[]; __hidden: boolean };
    w.__notices = [];
    w.__hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => w.__hidden });
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string } = {}) {
        w.__notices.push({ title, body: options.body ?? '' });
      }
      close(): void {}
    }
    (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
  });
}

describe('my tables', () => {
  it('lists the table, counts it in the title when it waits for you, and notifies a background tab', async () => {
    const alice = await player();
    const bob = await player({ width: 390, height: 844 });
    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Players').selectOption('2');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    const matchID = new URL(alice.page.url()).pathname.split('/').pop() ?? '';
    const shareUrl = await alice.page.getByTestId('share-url').inputValue();
    await bob.page.goto(shareUrl);
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await bob.page.getByTestId('player-panel-1').getByText('you').waitFor();

    const tab = await alice.context.newPage();
    await recordingNotices(tab);
    await tab.goto(`${suite.server.url}/tables`);
    const row = tab.getByTestId(`my-table-${matchID}`);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Fixture, table \d+/);

    // Whoever starts, the table comes to wait for Alice: listed first, counted in the title and the header.
    const first = await prompt(alice.page).innerText();
    if (!first.includes('Your turn')) {
      await prompt(bob.page).getByText('Your turn').waitFor();
      await bob.page.getByRole('button', { name: 'add 1' }).click();
    }
    await row.getByText('Your move').waitFor();
    await expect.poll(() => tab.title()).toMatch(/^\(1\) /);
    expect(await tab.getByTestId('my-tables-badge').innerText()).toContain('1');
    expect(await row.innerText()).toContain('Progress:');
    await screenshot(tab, 'my-tables-your-move');

    // Alice moves: the table waits for Bob, the count goes.
    await alice.page.getByRole('button', { name: 'add 2' }).click();
    await row.getByText('Waiting for Bob').waitFor();
    await expect.poll(() => tab.title()).not.toMatch(/^\(\d+\) /);

    // The list's tab goes to the background; Bob's move makes the table wait for Alice: a notification.
    await tab.evaluate(() => {
      (window as unknown as { __hidden: boolean }).__hidden = true;
    });
    await prompt(bob.page).getByText('Your turn').waitFor();
    await bob.page.getByRole('button', { name: 'add 3' }).click();
    await expect
      .poll(
        () => tab.evaluate(() => (window as unknown as { __notices: { title: string; body: string }[] }).__notices),
        {
          timeout: 30_000,
        },
      )
      .toEqual([expect.objectContaining({ title: 'Your move in Fixture' })]);
    const [notice] = await tab.evaluate(
      () => (window as unknown as { __notices: { title: string; body: string }[] }).__notices,
    );
    expect(notice!.body).toMatch(/^Alice's table \(Fixture, table \d+\): it is your turn\.$/);
    await expect.poll(() => tab.title()).toMatch(/^\(1\) /);

    // The table's log says when each move was made.
    const times = await alice.page.locator('.game-log time').allInnerTexts();
    expect(times.length).toBeGreaterThanOrEqual(2);
    for (const t of times) expect(t).toMatch(/^\d{1,2}:\d{2}( [AP]M)?$/);
    await alice.page.locator('.game-log .log-date').first().waitFor();
    await screenshot(alice.page, 'my-tables-log-times');
  });
});
