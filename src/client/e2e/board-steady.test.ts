import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BOARD_WIDTHS, startLocalTable } from './boardPages';
import { browserSuite, screenshot, shotsDir } from './harness';

// The board stays where it is over a turn, in Debian's chromium at a phone's and a
// desktop's width, at a table of each game on one screen: nothing that comes and
// goes during the turn (the prompt's next sentence, a confirmation, the Undo row
// after the first action, a chooser, the bots' notices) moves the board on the
// page. Each step waits for what it shows, then reads the board's place in the
// page. Tables are dealt from a seed, so the random bots play the same game each time.

const suite = browserSuite('board-steady');

type Place = { top: number; left: number };

/** The board's top and left in the page (not the window: the page may scroll to keep a target in sight). */
const boardAt = (page: Page): Promise<Place> =>
  page.locator('#board').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left + window.scrollX };
  });

/** Reads the board's place after each step, and checks it against the first one (within a pixel). */
function steadyBoard(page: Page) {
  let start: Place | null = null;
  return async (step: string) => {
    const at = await boardAt(page);
    start ??= at;
    expect(Math.abs(at.top - start.top), `${step}: the board's top moved`).toBeLessThanOrEqual(1);
    expect(Math.abs(at.left - start.left), `${step}: the board's left moved`).toBeLessThanOrEqual(1);
  };
}

/** Clicks `target`; when the table asks to confirm the move, checks the board there and confirms. */
async function playConfirmed(page: Page, target: Locator, check: (step: string) => Promise<void>, step: string) {
  const before = await page.locator('.game-log li').count();
  await target.click();
  const confirm = page.getByTestId('confirm-move');
  await confirm
    .or(page.locator(`.game-log li >> nth=${before}`))
    .first()
    .waitFor();
  if (await confirm.count()) {
    await check(`${step}: the confirmation shown`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'detached' });
  }
  await check(`${step}: played`);
}

/** The person's turn again (the prompt speaks to them), after the bot's moves. */
const myTurn = (page: Page) => page.locator('.prompt-bar.is-mine').waitFor({ timeout: 60_000 });

describe.each(BOARD_WIDTHS)('the board over a turn at %d px', (width, height) => {
  it('stays in place at a Tikal table', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'tikal', ['human', 'random'], { seed: 'steady' });
    await page.locator('[data-testid^="place-"]').first().waitFor();
    const check = steadyBoard(page);
    await check('the start');

    // The tile waits for its confirmation.
    const target = page.locator('[data-testid^="place-"]').first();
    const testid = await target.getAttribute('data-testid');
    await target.click();
    await page.getByTestId('confirm-move').waitFor();
    await check('the confirmation shown');
    await page.getByTestId(testid!).click();
    await page.getByTestId('ap-left').waitFor();
    await check('the tile placed');

    // An explorer brought in: the action's chooser, then Undo.
    await page.getByTestId('action-bringIn').click();
    await page.locator('[data-testid^="choice-"]').first().waitFor();
    await check('the chooser open');
    await page.locator('[data-testid^="choice-"]').first().click();
    await page.getByTestId('undo').waitFor();
    await check('Undo offered');
    // The window only: a picture of the whole page lays it out at another size for a moment.
    await page.screenshot({ path: `${shotsDir}/board-steady-undo-${width}.png` });
    await page.getByTestId('undo').click();
    await page.locator('[data-testid="ap-left"][data-ap="10"]').waitFor();
    await check('the step taken back');
    await screenshot(page, `board-steady-tikal-${width}`);
  });

  it('stays in place at a Caylus table', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'caylus', ['human', 'random'], { seed: 'steady' });
    await page.locator('.caylus-board [data-target="true"]').first().waitFor();
    const check = steadyBoard(page);
    await check('the start');
    // A worker on the road; the bot places its own, and the decision panel comes back.
    await playConfirmed(page, page.locator('.cy-road [data-target="true"]').first(), check, 'a worker on the road');
    await myTurn(page);
    await page.getByTestId('decision-panel').waitFor();
    await check('the next placement');
    // A worker in the castle.
    await playConfirmed(page, page.locator('.caylus-board [data-target="true"]').first(), check, 'a second worker');
    await myTurn(page);
    await check('the next placement again');
    await page.screenshot({ path: `${shotsDir}/board-steady-caylus-${width}.png` });
  });

  it('stays in place at a Troyes table', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'troyes', ['human', 'random'], { seed: 'steady' });
    const empty = page.locator('.troyes-board button[aria-label$=": empty"]');
    await myTurn(page);
    await empty.first().waitFor();
    const check = steadyBoard(page);
    await check('the start');
    // Citizens placed in turn with the bot's; each may ask for its confirmation.
    for (const n of [1, 2]) {
      await playConfirmed(page, empty.first(), check, `citizen ${n}`);
      await myTurn(page);
      await check(`the turn back after citizen ${n}`);
    }
    await page.screenshot({ path: `${shotsDir}/board-steady-troyes-${width}.png` });
  });

  it('stays in place at an Iwari table', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'iwari', ['human', 'random'], { seed: 'steady' });
    const check = steadyBoard(page);
    await check('the start (the bot plays first)');
    const spot = page.locator('[data-testid^="space-"][data-mark="target"]');
    await myTurn(page);
    await spot.first().waitFor();
    await check('my turn');
    // A spot picked: the ways to pay are offered; paying may ask for a confirmation.
    const picked = await spot.first().getAttribute('data-testid');
    await spot.first().click();
    await expect.poll(() => page.getByTestId(picked!).getAttribute('data-mark')).toBe('selected');
    const pay = page.getByTestId('placement').getByRole('button', { name: /^Pay/ }).first();
    await pay.waitFor();
    await check('the ways to pay offered');
    await playConfirmed(page, pay, check, 'the tent paid');
    await page.screenshot({ path: `${shotsDir}/board-steady-iwari-${width}.png` });
  });
});
