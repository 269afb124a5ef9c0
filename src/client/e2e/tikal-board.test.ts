import { describe, expect, it } from 'vitest';
import { browserSuite } from './harness';
import { BOARD_WIDTHS, shootBoard, startLocalTable } from './boardPages';
import { sidewaysScroll } from './inPage';

// The drawn Tikal board in Debian's chromium: pictures of it at the start,
// in the middle and at the end of a game, at phone and desktop widths, into
// test-output/screenshots/tikal-board-*; nothing scrolls sideways, and the pieces on
// the map are the art kit's in each seat's shape. Waits are on page content only.

const suite = browserSuite('tikal-board');

/** In the page: each drawn piece on the map as `kind:player:shape`, once. */
function drawnPieces(): string[] {
  return [
    ...new Set(
      Array.from(document.querySelectorAll('[data-testid="tikal-map"] [data-piece]')).map(
        (e) => `${e.getAttribute('data-piece')}:${e.getAttribute('data-player')}:${e.getAttribute('data-shape')}`,
      ),
    ),
  ].sort();
}

/** In the page: how many hexes hold a tile or a printed hex. */
function explored(): number {
  return document.querySelectorAll('[data-testid="tikal-map"] [data-testid^="hex-"]:not([data-kind="empty"])').length;
}

describe.each(BOARD_WIDTHS)('the Tikal board at %i px', (width, height) => {
  it('at the start: the printed hexes drawn, the drawn tile, the scoring rounds to come', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'tikal', ['human', 'random']);
    await page.locator('[data-testid^="hex-"][data-highlight="target"]').first().waitFor();
    await shootBoard(page, `tikal-board-${width}-start`, '.tk-map-col', 'map');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
    expect(await page.evaluate(explored)).toBe(4);
    expect(
      await page
        .locator('[data-testid="tikal-map"] [data-terrain]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-terrain'))),
    ).toEqual(['temple', 'clearing', 'baseCamp', 'temple']);
    expect(
      await page
        .locator('[data-testid="scoring-track"] [data-state]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))),
    ).toEqual(['toCome', 'toCome', 'toCome', 'toCome']);
  });

  it('in the middle and at the end of a game between two bots', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'tikal', ['random', 'random']);
    await page.getByRole('slider').fill('0');
    // The middle: twenty tiles or more on the map (with the four printed hexes).
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="tikal-map"] [data-testid^="hex-"]:not([data-kind="empty"])').length >=
        24,
      undefined,
      { timeout: 120_000 },
    );
    // The bar above the board moves while the bots play at full speed: a click event
    // needs no still button (a pointer click waited for one, and timed out at 1280 px).
    await page.getByRole('button', { name: 'Pause' }).dispatchEvent('click');
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    await shootBoard(page, `tikal-board-${width}-mid`, '.tk-map-col', 'map');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
    // Both seats have pieces on the map, each in its seat's shape. Not explorers in
    // particular: about one random game in thirty has a seat whose explorers are all
    // still in supply at twenty tiles (its leader and guards are on the map).
    const mid = await page.evaluate(drawnPieces);
    expect([...new Set(mid.map((p) => p.split(':').slice(1).join(':')))].sort()).toEqual(['0:circle', '1:triangle']);
    expect(mid.some((p) => p.startsWith('meeple:') || p.startsWith('leader:'))).toBe(true);
    await page.getByRole('button', { name: 'Resume' }).dispatchEvent('click');
    await page.getByTestId('end-result').waitFor({ timeout: 150_000 });
    await page.getByRole('button', { name: 'See the board' }).click();
    await page.getByTestId('end-result').waitFor({ state: 'detached' });
    await shootBoard(page, `tikal-board-${width}-end`, '.tk-map-col', 'map');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
    expect(await page.evaluate(explored)).toBe(40);
    // Every scoring round has been scored; every piece drawn is in its seat's shape.
    expect(
      await page
        .locator('[data-testid="scoring-track"] [data-state]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))),
    ).toEqual(['done', 'done', 'done', 'done']);
    const shapes = new Set((await page.evaluate(drawnPieces)).map((p) => p.split(':').slice(1).join(':')));
    expect([...shapes].every((s) => s === '0:circle' || s === '1:triangle')).toBe(true);
  }, 330_000);
});
