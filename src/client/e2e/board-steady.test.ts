import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BOARD_WIDTHS } from './boardPages';
import { browserSuite, screenshot, shotsDir } from './harness';

// The board stays where it is over a turn, in Debian's chromium at a phone's and a
// desktop's width: at a Tikal table on one screen, nothing that comes and goes
// during the turn (the confirmation of the tile, the Undo row after the first
// action, the chooser of an action) moves the board on the page. Each step waits
// for what it shows, then reads the board's place in the page.

const suite = browserSuite('board-steady');

/** The board's top and left in the page (not the window: the page may scroll to keep a target in sight). */
const boardAt = (page: Page) =>
  page.locator('#board').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: Math.round(box.top + window.scrollY), left: Math.round(box.left + window.scrollX) };
  });

describe('the board over a turn', () => {
  it.each(BOARD_WIDTHS)('stays in place at a Tikal table at %d px', async (width, height) => {
    const { page } = await suite.player({ width, height });
    await page.goto(`${suite.server.url}/local/tikal`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-testid^="place-"]').first().waitFor();
    const start = await boardAt(page);

    // The tile waits for its confirmation.
    const target = page.locator('[data-testid^="place-"]').first();
    const testid = await target.getAttribute('data-testid');
    await target.click();
    await page.getByTestId('confirm-move').waitFor();
    expect(await boardAt(page), 'the confirmation shown').toEqual(start);
    await page.getByTestId(testid!).click();
    await page.getByTestId('ap-left').waitFor();
    expect(await boardAt(page), 'the tile placed').toEqual(start);

    // An explorer brought in: the action's chooser, then Undo.
    await page.getByTestId('action-bringIn').click();
    await page.locator('[data-testid^="choice-"]').first().waitFor();
    expect(await boardAt(page), 'the chooser open').toEqual(start);
    await page.locator('[data-testid^="choice-"]').first().click();
    await page.getByTestId('undo').waitFor();
    expect(await boardAt(page), 'Undo offered').toEqual(start);
    // The window only: a picture of the whole page lays it out at another size for a moment.
    await page.screenshot({ path: `${shotsDir}/board-steady-undo-${width}.png` });
    await page.getByTestId('undo').click();
    await page.locator('[data-testid="ap-left"][data-ap="10"]').waitFor();
    expect(await boardAt(page), 'the step taken back').toEqual(start);
    await screenshot(page, `board-steady-after-undo-${width}`);
  });
});
