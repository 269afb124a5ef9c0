import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './harness';

// Following the server's bots, in Debian's chromium against the real
// server: the other seat's last move marked on a real board, and a watcher who
// pauses the moves shown, sees what is to come, and catches up.

const suite = browserSuite('follow', { bots: { paceMs: 150, workers: 1 } });
const player = suite.player;

async function openTable(
  page: Page,
  gameId: string,
  seats: Record<string, string>,
  extra: (page: Page) => Promise<void> = async () => {},
): Promise<string> {
  await page.goto(`${suite.server.url}/lobby/${gameId}`);
  await page.getByLabel('Your name').fill('Alice');
  await page.getByLabel('Players').selectOption('2');
  await extra(page);
  for (const [name, level] of Object.entries(seats)) await page.locator(`select[name="${name}"]`).selectOption(level);
  await page.getByRole('button', { name: 'Open table' }).click();
  await page.waitForURL(new RegExp(`/table/${gameId}/`));
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function total(page: Page, seat: string): Promise<number> {
  return Number(
    await page.getByTestId(`player-panel-${seat}`).locator('.counter', { hasText: 'Total' }).locator('dd').innerText(),
  );
}

describe('following the other seats', () => {
  it("marks the bot's last move on the Caylus road, until the player moves", async () => {
    const alice = await player();
    await openTable(alice.page, 'caylus', { 'seat-1': 'easy' });
    const board = alice.page.locator('.caylus-board');
    await board.waitFor();
    // Whoever starts, the bot has placed a worker before Alice's second placement.
    const road = board.locator('[data-testid^="road-"][data-target="true"]');
    await alice.page
      .getByTestId('prompt')
      .getByText(/Your turn|Place a worker/)
      .waitFor();
    if ((await board.locator('[data-recent="1"]').count()) === 0) {
      await road.first().click();
      await board.locator('[data-recent="1"]').first().waitFor();
    }
    const mark = board.locator('[data-recent="1"]').first();
    expect(await mark.innerText()).toContain('▲');
    expect(await mark.getAttribute('class')).toBe('recent-mark');
    // It is drawn on a board element the bot's move changed: a road space, the bridge or a special building.
    const marked = await mark.evaluate((el) => el.closest('[data-testid]')?.getAttribute('data-testid') ?? '');
    expect(marked).toMatch(/^(road-\d+|bridge|spot-\w+|spot-castle)$/);
    await screenshot(alice.page, 'follow-caylus-last-move');
    // Alice's own move clears the marks of the moves before it.
    await alice.page
      .getByTestId('prompt')
      .getByText(/Your turn|Place a worker/)
      .waitFor();
    const before = await board.locator('[data-recent]').count();
    expect(before).toBeGreaterThan(0);
    await road.first().click();
    await expect
      .poll(
        async () => {
          const own = await alice.page.getByTestId('prompt').innerText();
          return own.includes('Your turn') || own.includes('Place a worker')
            ? 'again'
            : await board.locator('[data-recent]').count();
        },
        { timeout: 30_000 },
      )
      .not.toBe(before);
  });

  it('lets a watcher pause the moves shown, see how many are to come, and catch up', async () => {
    const watcher = await player();
    const matchID = await openTable(
      watcher.page,
      'fixture',
      { 'seat-0': 'random', 'seat-1': 'random' },
      async (page) => {
        await page.getByLabel('Target').selectOption('60');
      },
    );
    await expect.poll(() => total(watcher.page, '0'), { timeout: 30_000 }).toBeGreaterThan(0);
    await watcher.page.getByRole('button', { name: 'Pause' }).click();
    const shown = await watcher.page.getByTestId('player-panel-0').innerText();
    // The server's bots play on; the page keeps what it showed and counts what it holds back.
    const catchUp = watcher.page.getByTestId('catch-up');
    await catchUp.waitFor();
    await expect
      .poll(async () => Number((await catchUp.innerText()).match(/\d+/)?.[0] ?? 0), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    expect(await watcher.page.getByTestId('player-panel-0').innerText()).toBe(shown);
    await screenshot(watcher.page, 'follow-paused');
    // Catching up shows at least what the server had stored before the click.
    const stored = await suite.server.server.store.fetch(matchID, { state: true });
    const storedTotal = (stored.state!.G as { totals: Record<string, number> }).totals['0'];
    await catchUp.click();
    expect(await total(watcher.page, '0')).toBeGreaterThanOrEqual(storedTotal);
    expect(await watcher.page.getByTestId('player-panel-0').innerText()).not.toBe(shown);
    await watcher.page.getByRole('button', { name: 'Resume' }).click();
  });
});
