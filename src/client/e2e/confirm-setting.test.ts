import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BOARD_WIDTHS, startLocalTable } from './boardPages';
import { browserSuite, screenshot } from './harness';

// Issue 27 item 12: the table settings' "Confirm moves that cannot be taken back"
// is the player's, for every table and remembered in this browser. On, an Iwari
// draw from the display waits for Confirm; turned off at one table, the next table
// (whose own option still asks for confirmations) plays the draw at once. Seeded
// tables with a random bot; waits are on page content only.

const suite = browserSuite('confirm-setting');

/** The confirmation setting's box, in the table's settings opened. */
async function confirmSetting(page: Page) {
  const settings = page.getByTestId('table-settings');
  if ((await settings.getAttribute('open')) === null) await settings.locator('summary').click();
  return page.getByTestId('setting-confirmations');
}

/** On the player's turn: discard a card, then draw the display's first card; once the page has answered. */
async function drawFromDisplay(page: Page): Promise<void> {
  await page.locator('button.iw-discard').first().click();
  await page.locator('button.iw-display-card').first().click();
  // Either the draw waits for Confirm, or it is played and the turn has gone to the bot.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="confirm-move"]') !== null ||
      document.querySelector('button.iw-display-card') === null,
  );
}

describe.each(BOARD_WIDTHS)('the confirmation setting at %i px', (width, height) => {
  it('asks to confirm a display draw while on, and once off stays off at the next table', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'iwari', ['human', 'random'], { seed: 'confirm-on' });
    expect(await (await confirmSetting(page)).isChecked()).toBe(true);
    await page.getByTestId('table-settings').locator('summary').click();
    await drawFromDisplay(page);
    const bar = page.getByTestId('confirm-move');
    expect(await bar.count(), 'a display draw with confirmations on').toBe(1);
    await screenshot(page, `confirm-setting-on-${width}`);
    // The same card again confirms it (as the bar's Confirm does).
    await page.locator('button.iw-display-card').first().click();
    await page.locator('button.iw-display-card').first().waitFor({ state: 'detached' });

    // Off, at this table: remembered in this browser.
    await (await confirmSetting(page)).uncheck();
    expect(await page.evaluate(() => window.localStorage.getItem('euro-tables:confirm-moves'))).toBe('off');

    // Another table, its own option left as it comes (confirm): the setting holds.
    await startLocalTable(page, suite.server.url, 'iwari', ['human', 'random'], { seed: 'confirm-off' });
    expect(await (await confirmSetting(page)).isChecked()).toBe(false);
    await page.getByTestId('table-settings').locator('summary').click();
    await drawFromDisplay(page);
    expect(await bar.count(), 'a display draw with confirmations off').toBe(0);
    await screenshot(page, `confirm-setting-off-${width}`);

    // After a reload too.
    await page.reload();
    await page
      .locator('.iwari-board')
      .or(page.getByRole('button', { name: 'Continue' }))
      .first()
      .waitFor();
    if (await page.getByRole('button', { name: 'Continue' }).count()) {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.locator('.iwari-board').waitFor();
    }
    expect(await (await confirmSetting(page)).isChecked()).toBe(false);
  });
});
