import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot, shotsDir } from './harness';
import { brokenWords } from './inPage';

// Labels on a phone: at 390 px no word of a board's label is
// broken across lines or cut off by its box. Waits are on page content only.

const suite = browserSuite('labels');
const player = suite.player;

/** In the page: favour-table spots wider than their cell (drawn over the next one). */
function spilledSpots(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.cy-favour-table td .cy-spot'))
    .filter((spot) => {
      const cell = spot.closest('td')!.getBoundingClientRect();
      const r = spot.getBoundingClientRect();
      return r.left < cell.left - 0.5 || r.right > cell.right + 0.5;
    })
    .map((spot) => spot.dataset.testid ?? '?');
}

describe('Caylus labels on a phone', () => {
  it('keep every word whole and inside its box at 390 px: buildings on the road, the favour table', async () => {
    const phone = await player({ width: 390, height: 844 });
    await phone.page.goto(`${suite.server.url}/local/caylus`);
    await phone.page.getByRole('button', { name: 'Start' }).click();
    await phone.page.getByTestId('favour-resources-2').waitFor();
    await screenshot(phone.page, 'caylus-labels-390');
    await phone.page.locator('.cy-favour-table').screenshot({ path: `${shotsDir}/caylus-favours-390.png` });
    await phone.page.locator('.cy-road').screenshot({ path: `${shotsDir}/caylus-road-390.png` });
    const broken = [
      ...(await phone.page.evaluate(brokenWords, ['.cy-tile-name', '.cy-spot'] as const)),
      ...(await phone.page.evaluate(brokenWords, ['.cy-favour-short', '.cy-spot'] as const)),
      ...(await phone.page.evaluate(brokenWords, ['.cy-favour-table th, .cy-favour-title td', 'th, td'] as const)),
    ];
    expect(broken).toEqual([]);
    expect(await phone.page.evaluate(spilledSpots)).toEqual([]);
    // The check finds what it looks for: the road has named buildings.
    expect(await phone.page.locator('.cy-road .cy-tile-name').count()).toBeGreaterThan(5);
    // Long names are set smaller to fit, never unreadably small; short ones keep the board's size.
    const sizes = await phone.page
      .locator('.cy-road .cy-tile-name')
      .evaluateAll((els) => els.map((el) => [el.textContent, parseFloat(getComputedStyle(el).fontSize)] as const));
    expect(Math.min(...sizes.map(([, px]) => px))).toBeGreaterThanOrEqual(9);
    expect(sizes.find(([name]) => name === 'Farm')?.[1]).toBeGreaterThan(11);
    expect(await phone.page.locator('.cy-favour-short').count()).toBe(24);
  });

  it('and on a desktop at 1280 px', async () => {
    const desk = await player({ width: 1280, height: 860 });
    await desk.page.goto(`${suite.server.url}/local/caylus`);
    await desk.page.getByRole('button', { name: 'Start' }).click();
    await desk.page.getByTestId('favour-resources-2').waitFor();
    await screenshot(desk.page, 'caylus-labels-1280');
    await desk.page.locator('.cy-favour-table').screenshot({ path: `${shotsDir}/caylus-favours-1280.png` });
    const broken = [
      ...(await desk.page.evaluate(brokenWords, ['.cy-tile-name', '.cy-spot'] as const)),
      ...(await desk.page.evaluate(brokenWords, ['.cy-favour-short', '.cy-spot'] as const)),
      ...(await desk.page.evaluate(brokenWords, ['.cy-favour-table th', 'th, td'] as const)),
    ];
    expect(broken).toEqual([]);
    expect(await desk.page.evaluate(spilledSpots)).toEqual([]);
  });
});

// The other boards' HTML labels: panels, buttons, card and district names. (Tikal's
// map and panels have their own test, tikal-phone.test.ts.)
const BOARD_LABELS: Record<string, readonly [string, string]> = {
  troyes: [
    '.troyes-board button, .troyes-board h2, .troyes-board h3, .troyes-board h4, .troyes-board li, .troyes-board small, .troyes-board p, .ty-card-name, .ty-district-name',
    'button, li, p, h2, h3, h4, section',
  ],
  iwari: [
    '.iwari-board button, .iwari-board h2, .iwari-board h3, .iwari-board h4, .iwari-board li, .iwari-board small, .iwari-board p, .iw-card-name, .iw-legend-item, .iwari-board .tag, .iwari-board span',
    'button, li, p, h2, h3, h4, section',
  ],
};

describe.each(Object.entries(BOARD_LABELS))('%s labels', (id, labels) => {
  it.each([
    [390, 844],
    [1280, 800],
  ])('keep every word whole and inside its box at %i px', async (width, height) => {
    const { page } = await player({ width, height });
    await page.goto(`${suite.server.url}/local/${id}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator(`.${id}-board`).waitFor();
    await screenshot(page, `${id}-labels-${width}`);
    // The check finds what it looks for: the board has labels.
    expect(await page.locator(labels[0]).count()).toBeGreaterThan(5);
    expect(await page.evaluate(brokenWords, labels)).toEqual([]);
  });
});
