import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './harness';

// Confirmations and undo at a Tikal table, as a player meets them:
// placing the tile waits for a second click or Confirm; an explorer brought in can
// be taken back with Undo, the tile cannot; the table option turns confirmations
// off. Waits are on page content only.

const suite = browserSuite('undo');
const player = suite.player;

async function startTikal(page: Page, confirmMoves: boolean): Promise<void> {
  await page.goto(`${suite.server.url}/local/tikal`);
  const option = page.getByLabel('Confirm moves that cannot be taken back');
  expect(await option.isChecked()).toBe(true);
  if (!confirmMoves) await option.uncheck();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('[data-testid^="place-"]').first().waitFor();
}

const apLeft = (page: Page) => page.getByTestId('ap-left').getAttribute('data-ap');

describe('confirmations and undo at a Tikal table', () => {
  it('asks to confirm the tile, then takes back an explorer but never the tile', async () => {
    const { page } = await player({ width: 1280, height: 800 });
    await startTikal(page, true);
    const target = page.locator('[data-testid^="place-"]').first();
    const testid = await target.getAttribute('data-testid');
    await target.click();
    const bar = page.getByTestId('confirm-move');
    await bar.getByText('this cannot be taken back').waitFor();
    await screenshot(page, 'undo-confirm-1280');
    // Nothing is placed yet: the placement is still offered.
    expect(await page.getByTestId(testid!).count()).toBe(1);
    expect(await page.getByTestId('ap-left').count()).toBe(0);
    // The second click on the same target places the tile.
    await page.getByTestId(testid!).click();
    await page.getByTestId('ap-left').waitFor();
    expect(await apLeft(page)).toBe('10');
    expect(await bar.count()).toBe(0);
    // The tile cannot be taken back.
    expect(await page.getByTestId('undo').count()).toBe(0);

    await page.getByTestId('action-bringIn').click();
    await page.locator('[data-testid^="choice-"]').first().click();
    await page.locator('[data-testid="ap-left"][data-ap="9"]').waitFor();
    await page.getByTestId('undo').click();
    await page.locator('[data-testid="ap-left"][data-ap="10"]').waitFor();
    expect(await page.getByTestId('undo').count()).toBe(0);
    await screenshot(page, 'undo-after-1280');
  });

  it('places the tile at the first click when the table turns confirmations off', async () => {
    const { page } = await player({ width: 390, height: 844 });
    await startTikal(page, false);
    await page.locator('[data-testid^="place-"]').first().click();
    await page.getByTestId('ap-left').waitFor();
    expect(await page.getByTestId('confirm-move').count()).toBe(0);
  });
});
