import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, screenshot } from './harness';
import { BOARD_WIDTHS, shootBoard, startLocalTable } from './boardPages';
import { brokenWords, sidewaysScroll } from './inPage';

// The drawn Troyes board in Debian's chromium: pictures of it at the
// start, in the middle and at the end of a game, at phone and desktop widths, into
// test-output/screenshots/troyes-board-*; nothing scrolls sideways or is cut off at
// the window's edge, every target is a button with a name of 28 px or more, dice are
// drawn with their pips and colour symbol, pieces in each seat's shape. The start is
// dealt at each width; the game between two bots is played once and its middle and
// end looked at in each width in turn (the window resized). Waits are on page
// content only.

const suite = browserSuite('troyes-board');

/** In the page: drawn elements of the board reaching past the window's left or right edge. */
function cutOff(): string[] {
  const width = document.documentElement.clientWidth;
  return Array.from(document.querySelectorAll<HTMLElement | SVGElement>('.troyes-board *'))
    .filter((el) => {
      if (el.closest('.visually-hidden')) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.left < -0.5 || r.right > width + 0.5);
    })
    .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
}

/** In the page: the board's buttons without a name, or smaller than 28 px either way; highlighted places that hold no button. */
function badTargets(): string[] {
  const out: string[] = [];
  for (const b of Array.from(document.querySelectorAll<HTMLButtonElement>('.troyes-board button'))) {
    const name = (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();
    const r = b.getBoundingClientRect();
    if (!name) out.push(`unnamed ${b.className}`);
    if (r.width < 28 || r.height < 28) out.push(`small ${name}`);
  }
  for (const el of Array.from(document.querySelectorAll('.troyes-board .is-target'))) {
    if (el.tagName !== 'BUTTON' && !el.querySelector('button')) out.push(`no button in ${el.className}`);
  }
  return out;
}

/** In the page: each drawn piece as `player:shape`, once. */
function drawnPieces(): string[] {
  return [
    ...new Set(
      Array.from(document.querySelectorAll('.ty-main [data-player][data-shape]')).map(
        (e) => `${e.getAttribute('data-player')}:${e.getAttribute('data-shape')}`,
      ),
    ),
  ].sort();
}

/** One step of a black-dice fight: concede when offered, else take on the highest, else fight with the three strongest own dice. */
async function fightOnce(page: Page): Promise<void> {
  const concede = page.getByRole('button', { name: /^Concede/ });
  if (await concede.count()) return concede.click();
  const take = page.getByRole('button', { name: /^Take on/ });
  if (await take.count()) {
    await take.click();
    return page.getByRole('button', { name: 'Fight with the chosen dice' }).waitFor();
  }
  const dice = page.locator('[data-testid="district-0"] button.ty-die');
  const strength = (label: string) => Number(label.slice(-1)) * (label.startsWith('red') ? 2 : 1);
  const labels = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  const order = labels
    .map((l, i) => [strength(l), i] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, 3);
  for (const [, i] of order) await dice.nth(i).click();
  const fight = page.getByRole('button', { name: 'Fight with the chosen dice' });
  await playAndConfirm(page, fight, fight);
}

/** Clicks a target, confirms the move when the table asks (a move that cannot be taken back), and waits for `gone` to go. */
async function playAndConfirm(page: Page, target: Locator, gone: Locator): Promise<void> {
  await target.click();
  const confirm = page.getByRole('button', { name: 'Confirm' });
  const asked = await Promise.race([
    gone.waitFor({ state: 'detached', timeout: 60_000 }).then(
      () => false,
      () => false,
    ),
    confirm.waitFor({ timeout: 60_000 }).then(
      () => true,
      () => false,
    ),
  ]);
  if (asked) await confirm.click();
  await gone.waitFor({ state: 'detached' });
}

describe.each(BOARD_WIDTHS)('the Troyes board at %i px', (width, height) => {
  it('at the start: the placement offered on drawn buildings, every target a named button, nothing cut off', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'troyes', ['human', 'random']);
    await page
      .getByRole('button', { name: /Space \d.*empty/ })
      .first()
      .waitFor();
    await shootBoard(page, `troyes-board-${width}-start`, '.ty-main', 'city');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
    expect(await page.evaluate(cutOff)).toEqual([]);
    expect(await page.evaluate(badTargets)).toEqual([]);
    expect(
      await page.evaluate(brokenWords, [
        '.ty-card-name, .ty-building-name, .ty-district-name',
        '.ty-card, .ty-event, .ty-building, .ty-district',
      ] as const),
    ).toEqual([]);
    // Two players: six neutral citizens already stand in the buildings, and each building has its roof.
    expect(await page.locator('.ty-main .art-neutral').count()).toBe(6);
    expect(await page.locator('.ty-roof').count()).toBe(3);
    // The nine activity spaces lie face down until round 1; the cathedral's eighteen places.
    expect(await page.locator('.ty-card.is-face-down').count()).toBe(9);
    expect(await page.locator('.ty-level').count()).toBe(18);

    // Play the placement (and any black-dice fight) on the drawn board, up to the first action.
    const next = page.locator('.ty-group, .troyes-board button[aria-label$=": empty"], .ty-fight').first();
    for (let i = 0; i < 30; i++) {
      await next.waitFor({ timeout: 60_000 });
      if (await page.locator('.ty-group').count()) break;
      const space = page.locator('.troyes-board button[aria-label$=": empty"]').first();
      if (await space.count()) {
        const label = (await space.getAttribute('aria-label'))!;
        const where = await space.evaluate((b) => b.closest('[data-testid^="building-"]')!.getAttribute('data-testid'));
        await playAndConfirm(page, space, page.locator(`[data-testid="${where}"] button[aria-label="${label}"]`));
        continue;
      }
      await fightOnce(page);
    }
    // Choose a die that some place takes alone (a low one may need company): the group's price and those places, lit on the board.
    const own = page.locator('[data-testid="district-0"] button.ty-die');
    // The places a group can take light up with the group's price, or a moment after on a busy machine.
    const lit = () =>
      page
        .locator('.ty-main .is-target')
        .first()
        .waitFor({ timeout: 2_000 })
        .then(
          () => true,
          () => false,
        );
    let found = false;
    for (let i = 0; i < (await own.count()) && !found; i++) {
      await own.nth(i).click();
      await page.getByTestId('group-price').waitFor();
      found = await lit();
      if (found) break;
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByTestId('group-price').waitFor({ state: 'detached' });
    }
    // No die goes alone (the roll decides): a group grown a die at a time, as long as
    // the board offers a die that extends it towards some legal action (an event's
    // divisor may need four dice).
    const joining = page.locator('[data-testid^="district-"] button.ty-die[aria-pressed="false"]');
    for (let n = 0; !found && n < 12 && (await joining.count()) > 0; n++) {
      await joining.first().click();
      await page.getByTestId('group-price').waitFor();
      found = await lit();
    }
    await shootBoard(page, `troyes-board-${width}-group`, '.ty-main', 'city');
    expect(await page.evaluate(badTargets)).toEqual([]);
    expect(await page.evaluate(cutOff)).toEqual([]);
    expect(await page.locator('.troyes-board .is-target').count()).toBeGreaterThan(0);
  }, 240_000);
});

describe('the Troyes board at each width', () => {
  it('in the middle and at the end of a game between two bots', async () => {
    const [[phone, phoneHeight]] = BOARD_WIDTHS;
    const { page } = await suite.player({ width: phone, height: phoneHeight });
    await startLocalTable(page, suite.server.url, 'troyes', ['random', 'random']);
    // A tenth of a second a move: at full speed a busy page could miss round 3's actions between two looks.
    await page.getByRole('slider').fill('100');
    // The middle: round 3's actions.
    await page
      .locator('.troyes-board[data-phase="actions"] .ty-round-now', { hasText: '3' })
      .waitFor({ timeout: 120_000 });
    // The bar above the board moves while the bots play at full speed: a click event needs no still button.
    await page.getByRole('button', { name: 'Pause' }).dispatchEvent('click');
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    for (const [width, height] of BOARD_WIDTHS) {
      await page.setViewportSize({ width, height });
      await shootBoard(page, `troyes-board-${width}-mid`, '.ty-main', 'city');
      expect(await page.evaluate(sidewaysScroll), `${width} px`).toBe(0);
      expect(await page.evaluate(cutOff), `${width} px`).toEqual([]);
      // Dice are drawn dice: pips on a face and the colour's symbol in its corner, named by colour and value.
      const dice = await page
        .locator('.ty-districts .ty-die')
        .evaluateAll((els) =>
          els.map((e) => [
            e.getAttribute('aria-label'),
            e.querySelector('svg')?.getAttribute('data-value'),
            e.querySelector('.ty-die-badge path') ? 'symbol' : '',
          ]),
        );
      expect(dice.length).toBeGreaterThan(0);
      for (const [label, value, symbol] of dice) {
        expect(label).toMatch(/^(red|white|yellow) [1-6]$/);
        expect(label!.slice(-1)).toBe(value);
        expect(symbol).toBe('symbol');
      }
      expect((await page.evaluate(drawnPieces)).filter((p) => !['0:circle', '1:triangle'].includes(p))).toEqual([]);
    }
    await page.setViewportSize({ width: phone, height: phoneHeight });
    await page.getByRole('slider').fill('0');
    await page.getByRole('button', { name: 'Resume' }).dispatchEvent('click');
    await page.getByTestId('end-result').waitFor({ timeout: 240_000 });
    for (const [width, height] of BOARD_WIDTHS) {
      await page.setViewportSize({ width, height });
      await screenshot(page, `troyes-board-${width}-end-result`);
    }
    await page.getByRole('button', { name: 'See the board' }).click();
    await page.getByTestId('end-result').waitFor({ state: 'detached' });
    for (const [width, height] of BOARD_WIDTHS) {
      await page.setViewportSize({ width, height });
      await shootBoard(page, `troyes-board-${width}-end`, '.ty-main', 'city');
      expect(await page.evaluate(sidewaysScroll), `${width} px`).toBe(0);
      expect(await page.evaluate(cutOff), `${width} px`).toEqual([]);
      // At the end every character is face up, in its owner's district.
      expect(await page.locator('.ty-character-back').count()).toBe(0);
      expect(await page.locator('.ty-district [data-character]').count()).toBeGreaterThanOrEqual(2);
    }
  }, 400_000);
});
