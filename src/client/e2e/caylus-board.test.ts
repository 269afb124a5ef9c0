import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot } from './harness';
import { BOARD_WIDTHS, startLocalTable } from './boardPages';

// The drawn Caylus board in Debian's chromium: pictures of it at the
// start, in the middle and at the end of a game, at phone and desktop widths, into
// test-output/screenshots/caylus-board-*; at 390 px nothing scrolls sideways and
// every target is at least 28 px. The start is dealt at each width; the game
// between two bots is played once and its middle and end looked at in each width
// in turn (the window resized). Waits are on page content only.

const suite = browserSuite('caylus-board');
const player = suite.player;

/** In the page: the board's buttons smaller than 28 px either way, by test id. */
function smallTargets(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.caylus-board button'))
    .filter((b) => {
      const r = b.getBoundingClientRect();
      return r.width < 28 || r.height < 28;
    })
    .map((b) => b.dataset.testid ?? b.textContent ?? '?');
}

describe.each(BOARD_WIDTHS)('the Caylus board at %i px', (width, height) => {
  it('at the start: drawn road, castle and pieces, no sideways scroll, targets of 28 px or more', async () => {
    const { page } = await player({ width, height });
    // Seat 0 is the person on screen (the default), so the board waits with its targets lit.
    await startLocalTable(page, suite.server.url, 'caylus', ['human', 'random']);
    await page.locator('.caylus-board [data-target="true"]').first().waitFor();
    await screenshot(page, `caylus-board-${width}-start`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    expect(await page.evaluate(smallTargets)).toEqual([]);
    // Spaces 9 to 28 but the gold mine (16) are empty lots at the start: drawn, not written.
    expect(await page.locator('.cy-road-space[data-kind="empty"] .cy-tile-name').count()).toBe(0);
    expect(await page.locator('.cy-road-space[data-kind="empty"]').count()).toBe(19);
    // The road's line is drawn for the layout in use only.
    const shown = await page
      .locator('.cy-road-line')
      .evaluateAll((lines) =>
        lines.filter((l) => getComputedStyle(l).display !== 'none').map((l) => l.getAttribute('class')),
      );
    expect(shown).toEqual([width < 600 ? 'cy-road-line cy-road-line-4' : 'cy-road-line cy-road-line-7']);
    // Space 8 sits at the end of the first row, space 9 under it where the road turns back.
    const box = async (space: number) => (await page.getByTestId(`road-${space}`).boundingBox())!;
    const [first, turn, below] = [await box(1), await box(width < 600 ? 4 : 7), await box(width < 600 ? 5 : 8)];
    expect(turn.x).toBeGreaterThan(first.x);
    expect(Math.abs(below.x - turn.x)).toBeLessThan(2);
    expect(below.y).toBeGreaterThan(turn.y);
  });
});

describe('the Caylus board at each width', () => {
  it('in the middle and at the end of a game between two bots', async () => {
    const [[phone, phoneHeight]] = BOARD_WIDTHS;
    const { page } = await player({ width: phone, height: phoneHeight });
    /** Pictures as `caylus-board-<width>-<moment>` at each width, and checks. */
    const atEachWidth = async (moment: string, check: () => Promise<void> = async () => {}) => {
      for (const [width, height] of BOARD_WIDTHS) {
        await page.setViewportSize({ width, height });
        await screenshot(page, `caylus-board-${width}-${moment}`);
        await check();
      }
    };
    // Easy bots build more than random ones: a fuller board to look at.
    await startLocalTable(page, suite.server.url, 'caylus', ['easy', 'easy']);
    // A tenth of a second a move until the middle is pictured: at full speed a busy
    // page can see the game end before the pause lands.
    await page.getByRole('slider').fill('100');
    // The middle: the dungeon has been scored.
    await page.locator('.cy-section-dungeon.is-scored').waitFor({ timeout: 120_000 });
    // A click landing as the bar re-renders can be lost: click until the button says it is pressed.
    const pause = page.locator('button[aria-pressed]');
    await expect
      .poll(
        async () => {
          if ((await pause.getAttribute('aria-pressed')) === 'true') return true;
          await pause.click();
          return false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await atEachWidth('mid', async () => {
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    });
    await page.setViewportSize({ width: phone, height: phoneHeight });
    await page.getByRole('slider').fill('0');
    await pause.click();
    await page.locator('.end-screen').waitFor({ timeout: 150_000 });
    await atEachWidth('end-result');
    await page.getByRole('button', { name: 'See the board' }).click();
    await page.locator('.end-screen').waitFor({ state: 'hidden' });
    // Every house on the road and in the castle is a drawn house with its seat's shape.
    await atEachWidth('end', async () => {
      const shapes = await page
        .locator('.caylus-board svg.cy-house')
        .evaluateAll((els) =>
          [...new Set(els.map((e) => `${e.getAttribute('data-player')}:${e.getAttribute('data-shape')}`))].sort(),
        );
      expect(shapes).toEqual(['0:circle', '1:triangle']);
    });
  }, 330_000);
});
