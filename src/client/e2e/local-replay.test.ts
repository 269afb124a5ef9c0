import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot } from './harness';
import { BOARD_WIDTHS } from './boardPages';

// A game played on one screen ends with a replay, as an online one does: built in
// the browser from the moves and the seed its Local master kept. Pictures:
// test-output/screenshots/local-replay-*.

const suite = browserSuite('local-replay');

describe('a game on one screen', () => {
  it('ends with "Watch the replay", which steps through the same game, at every width', async () => {
    // One game (its bots' whole game is most of this test's time), its replay looked at in each width.
    const [[width, height]] = BOARD_WIDTHS;
    const { page } = await suite.player({ width, height });
    await page.goto(`${suite.server.url}/local/tikal`);
    await page.locator('select[name="seat-0"]').selectOption('random');
    await page.locator('select[name="seat-1"]').selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('slider').fill('0');
    await page.getByTestId('end-result').waitFor({ timeout: 240_000 });
    const scores = await page.getByTestId('end-result').innerText();
    await page.getByTestId('watch-replay').click();

    await page.getByTestId('replay').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/local\/tikal\/replay\/local-/);
    for (const [w, h] of BOARD_WIDTHS) {
      await page.setViewportSize({ width: w, height: h });
      // The replay opens at its start; at the next width the key Home brings it back there
      // (the end screen covers the buttons).
      if (w !== width) await page.keyboard.press('Home');
      await page.getByTestId('replay-step').and(page.locator('[data-step="0"]')).waitFor();
      await screenshot(page, `local-replay-${w}-start`);
      await page.getByTestId('replay-next').click();
      await page.getByTestId('replay-step').and(page.locator('[data-step="1"]')).waitFor();
      await page.getByRole('button', { name: 'To the end' }).click();
      await page.getByTestId('end-result').waitFor();
      // The same scores as the game's own end.
      expect(await page.getByTestId('end-result').innerText()).toBe(scores);
      await screenshot(page, `local-replay-${w}-end`);
    }
  }, 300_000);
});
