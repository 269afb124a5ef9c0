import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './harness';

// Bots the server plays, in Debian's chromium against the real server:
// a table opened from the lobby with a bot seat, the bot answering the player's
// move, and a table of bots that goes on to its end once every browser is closed.

// A short pause per bot move, so the page can be seen following the game.
const suite = browserSuite('server-bots', { bots: { paceMs: 150, workers: 1 } });
const player = suite.player;

async function total(page: Page, seat: string): Promise<number> {
  return Number(
    await page.getByTestId(`player-panel-${seat}`).locator('.counter', { hasText: 'Total' }).locator('dd').innerText(),
  );
}

async function openTable(page: Page, seats: Record<string, string>, target: string): Promise<string> {
  await page.goto(`${suite.server.url}/lobby/fixture`);
  await page.getByLabel('Your name').fill('Alice');
  await page.getByLabel('Players').selectOption('2');
  await page.getByLabel('Target').selectOption(target);
  for (const [label, level] of Object.entries(seats)) await page.getByLabel(label).selectOption(level);
  await page.getByRole('button', { name: 'Open table' }).click();
  await page.waitForURL(/\/table\/fixture\//);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

describe('a server bot at an online table', () => {
  it("is seated from the lobby, shown with its level, and answers the player's move", async () => {
    const alice = await player();
    const matchID = await openTable(alice.page, { 'Player 2': 'easy' }, '30');
    const panel = alice.page.getByTestId('player-panel-1');
    await panel.getByText('Bot 2 (easy)').waitFor();
    await panel.getByText('bot', { exact: true }).waitFor();
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor();
    await alice.page.getByRole('button', { name: 'add 2' }).click();
    await expect.poll(() => total(alice.page, '1'), { timeout: 30_000 }).toBeGreaterThan(0);
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor();
    await screenshot(alice.page, 'server-bot-answers');

    // The lobby lists the table with its bot and level.
    const lobby = await player();
    await lobby.page.goto(`${suite.server.url}/lobby/fixture`);
    await lobby.page.getByTestId(`table-${matchID}`).getByText('Alice, Bot 2 (easy)').waitFor();
  });

  it('plays a table of bots on to its end after the browser is closed', async () => {
    const watcher = await player();
    const matchID = await openTable(watcher.page, { 'Player 1': 'easy', 'Player 2': 'random' }, '60');
    expect(new URL(watcher.page.url()).searchParams.has('spectate')).toBe(true);
    await watcher.page.getByTestId('player-panel-0').getByText('Bot 1 (easy)').waitFor();
    // The page follows the bots' moves.
    await expect.poll(() => total(watcher.page, '0'), { timeout: 30_000 }).toBeGreaterThan(0);
    const seen = await suite.server.server.store.fetch(matchID, { state: true });
    expect(seen.state!.ctx.gameover).toBeUndefined();
    await watcher.close();
    suite.players.splice(suite.players.indexOf(watcher), 1);

    // No browser anywhere: the server's bots finish the game.
    await expect
      .poll(async () => (await suite.server.server.store.fetch(matchID, { metadata: true })).metadata?.gameover, {
        timeout: 90_000,
        interval: 250,
      })
      .toBeTruthy();
    const { state } = await suite.server.server.store.fetch(matchID, { state: true });
    expect(state!._stateID).toBeGreaterThan(seen.state!._stateID);
  });
});
