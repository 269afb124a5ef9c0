import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BOARD_WIDTHS, startLocalTable } from './boardPages';
import { browserSuite, screenshot } from './harness';

// Issue 27, items 14 and 9: a tooltip opens on hover only when the pointer moves
// over its element (not when a board is drawn under a resting pointer), and a tip
// opened by a tap closes on a tap elsewhere and once its move is made. Waits are on
// page content only.

const suite = browserSuite('tooltip-pointer');
const player = suite.player;

/** Two frames drawn in the page: what the page does on an event has been drawn. */
function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

async function centreOf(el: Locator): Promise<{ x: number; y: number }> {
  const box = (await el.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A tap at the element's centre (hexes are SVG groups, some glowing without end: never "stable"). */
async function tapAt(page: Page, el: Locator): Promise<void> {
  await el.scrollIntoViewIfNeeded();
  const at = await centreOf(el);
  await page.touchscreen.tap(at.x, at.y);
}

/** A hex with nothing to do on it: tapping it only explains it. */
async function plainHex(page: Page): Promise<Locator> {
  const id = await page.evaluate(() => {
    const hexes = Array.from(document.querySelectorAll('[data-testid^="hex-"]:not([data-highlight])'));
    // One whose centre is in the window (a phone scrolls the map into view first).
    return hexes[Math.floor(hexes.length / 2)]?.getAttribute('data-testid') ?? null;
  });
  expect(id).not.toBeNull();
  return page.getByTestId(id!);
}

describe.each(BOARD_WIDTHS)('tooltips and the pointer at %i px', (width, height) => {
  it('open only when the pointer moves over an element, not when it is drawn under a resting pointer', async () => {
    const { page } = await player({ width, height });
    await startLocalTable(page, suite.server.url, 'tikal', ['human', 'random']);
    for (const target of [await plainHex(page), page.getByTestId('tiles-left')]) {
      await target.scrollIntoViewIfNeeded();
      const at = await centreOf(target);
      // Something covers the board, the pointer comes to rest there, and the board shows under it.
      await page.evaluate(() => {
        const cover = document.createElement('div');
        cover.id = 'e2e-cover';
        cover.style.cssText = 'position:fixed;inset:0;z-index:99999;background:#fff';
        document.body.append(cover);
      });
      await page.mouse.move(at.x, at.y);
      await framesDrawn(page);
      await page.evaluate(() => document.getElementById('e2e-cover')!.remove());
      // The browser has seen the element come under the pointer (its enter is sent with it).
      await expect.poll(() => target.evaluate((el) => el.matches(':hover'))).toBe(true);
      await framesDrawn(page);
      expect(await page.getByRole('tooltip').count(), 'a tooltip with no pointer move').toBe(0);
      // The pointer moves over it: now it explains.
      await page.mouse.move(at.x + 2, at.y + 1);
      await page.getByRole('tooltip').waitFor();
      await page.mouse.move(1, 1);
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
    }
  });

  it('close after a tap elsewhere on the map and after the move they explain', async () => {
    const { page } = await player({ width, height }, { hasTouch: true });
    await startLocalTable(page, suite.server.url, 'tikal', ['human', 'random']);
    const hex = await plainHex(page);
    await tapAt(page, hex);
    const tip = page.getByTestId('hex-inspector').and(page.getByRole('tooltip'));
    await tip.waitFor();
    await screenshot(page, `tooltip-tap-open-${width}`);
    // A tap on the map, off every hex: the tip goes. Well inside the map: the browser moves a
    // tap near a button onto the button (touch adjustment), and the table's bar is above the map.
    const off = await page.getByTestId('tikal-map').evaluate((svg) => {
      const r = svg.getBoundingClientRect();
      const inMap = (x: number, y: number) => {
        const seen = document.elementFromPoint(x, y);
        return seen !== null && svg.contains(seen);
      };
      for (let y = Math.max(r.top, 0) + 2; y < Math.min(r.bottom, window.innerHeight); y += 6) {
        for (let x = r.left + 2; x < r.right; x += 6) {
          const seen = document.elementFromPoint(x, y);
          const clearOfControls = [-24, 24].every((d) => inMap(x + d, y) && inMap(x, y + d));
          if (seen && svg.contains(seen) && !seen.closest('[data-testid^="hex-"]') && clearOfControls) return { x, y };
        }
      }
      return null;
    });
    expect(off).not.toBeNull();
    await page.touchscreen.tap(off!.x, off!.y);
    await tip.waitFor({ state: 'detached' });
    // Tapped again, then the move it explains: the tip goes with the move.
    const target = page.locator('[data-testid^="hex-"][data-highlight="target"]').first();
    await tapAt(page, target);
    // The tile is laid (or waits for its confirmation): four printed hexes and one more.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="confirm-move"]') !== null ||
        document.querySelectorAll('[data-testid="tikal-map"] [data-testid^="hex-"]:not([data-kind="empty"])').length >
          4,
    );
    await framesDrawn(page);
    await screenshot(page, `tooltip-tap-move-${width}`);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    // A tap on a control beside the map (focus stays in the map's column): the tip goes too.
    await tapAt(page, await plainHex(page));
    await tip.waitFor();
    await tapAt(page, page.getByRole('button', { name: /Zoom in/ }));
    await tip.waitFor({ state: 'detached' });
  });
});
