import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, removeBuild, screenshot, startTestServer, type Player, type TestServer } from './harness';

// What a new player meets at a table (issue 11), in Debian's chromium against
// the real server. Waits are on page content only.

let server: TestServer;
const players: Player[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const p of players) await p.close();
  await server?.close();
  removeBuild();
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  let n = 0;
  for (const p of players) {
    for (const page of p.context.pages()) {
      await screenshot(page, `failure-table-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}-${n++}`).catch(() => undefined);
    }
  }
});

async function player(viewport?: { width: number; height: number }): Promise<Player> {
  const p = await launchPlayer(viewport);
  players.push(p);
  return p;
}

describe('the game log', () => {
  it('scrolls only itself: the page stays where the player put it, on a phone', async () => {
    const phone = await player({ width: 390, height: 844 });
    // The furthest the page was ever scrolled down.
    await phone.page.addInitScript(() => {
      const w = window as unknown as { maxScrollY: number };
      w.maxScrollY = 0;
      window.addEventListener('scroll', () => { w.maxScrollY = Math.max(w.maxScrollY, window.scrollY); }, true);
    });
    await phone.page.goto(`${server.url}/local/caylus`);
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
    // The log itself shows its newest line.
    const log = await phone.page.getByTestId('game-log-lines').evaluate((ol) => ({
      top: ol.scrollTop, height: ol.scrollHeight, client: ol.clientHeight,
    }));
    expect(log.height).toBeGreaterThan(log.client);
    expect(log.top + log.client).toBeGreaterThanOrEqual(log.height - 40);
  });
});
