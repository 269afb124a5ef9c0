import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BOARD_WIDTHS } from './boardPages';
import { browserSuite, screenshot } from './harness';

// Issue 27 item 11: a table still waiting for players is nobody's turn, though the
// creator's seat will play first (the fixture starts with the first seat). My
// tables, the header's count, the tab's title and the your-turn notice count the
// table as waiting for you only once every seat is taken. Alice follows her tables
// in a second tab, put in the background (the Notification API recorded in the
// page: headless chromium shows none). Waits are on page content only.

const suite = browserSuite('waiting-table');

/** A page whose Notification API records what it is asked to show, and which says it is in the background. */
async function backgroundNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __notices: string[] };
    w.__notices = [];
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string) {
        w.__notices.push(title);
      }
      close(): void {}
    }
    (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
  });
}

const notices = (page: Page) => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);

/** Two frames drawn in the page: what the page does on its last answer has been drawn. */
function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

describe.each(BOARD_WIDTHS)('a table waiting for players at %i px', (width, height) => {
  it('is not counted as your move until every seat is taken', async () => {
    const alice = await suite.player({ width, height });
    const bob = await suite.player({ width, height });
    // My tables first, with no table yet: whatever comes later is new to it.
    const tab = await alice.context.newPage();
    await backgroundNotices(tab);
    await tab.goto(`${suite.server.url}/tables`);
    await tab.getByTestId('my-tables-link').waitFor();

    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Players').selectOption('2');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.getByTestId('waiting').waitFor();
    const matchID = new URL(alice.page.url()).pathname.split('/').pop() ?? '';

    // The seat taken in the other tab makes My tables ask the server: the table waits for players.
    const row = tab.getByTestId(`my-table-${matchID}`);
    await row.getByText('Waiting for players').waitFor();
    await framesDrawn(tab);
    await screenshot(tab, `waiting-table-my-tables-${width}`);
    expect(await row.evaluate((el) => el.classList.contains('is-mine')), 'listed as your move').toBe(false);
    expect(await tab.getByTestId('my-tables-badge').count(), 'counted in the header').toBe(0);
    expect(await tab.title(), 'counted in the title').not.toMatch(/^\(\d+\) /);
    expect(await notices(tab), 'a your-turn notice').toEqual([]);
    expect(await alice.page.title()).not.toMatch(/Your turn|^\(\d+\) /);

    // Bob takes the second seat: now the table waits for Alice's move.
    await bob.page.goto(await alice.page.getByTestId('share-url').inputValue());
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await alice.page.getByTestId('table').waitFor();
    // My tables asks again (as when a seat is taken in another tab) rather than at its next round.
    await tab.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    await row.getByText('Your move').waitFor();
    await expect.poll(() => tab.title()).toMatch(/^\(1\) /);
    expect(await tab.getByTestId('my-tables-badge').innerText()).toContain('1');
    await expect.poll(() => notices(tab)).toEqual(['Your move in Fixture']);
  });
});
