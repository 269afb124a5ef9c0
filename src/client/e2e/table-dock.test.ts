import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BOARD_WIDTHS, startLocalTable } from './boardPages';
import { browserSuite, shotsDir } from './harness';

// The table's dock at a Caylus table in Debian's chromium: the decision panel (the
// prompt, its buttons) sits beside the board on a desktop and at the window's foot
// on a phone, and never covers a glowing target, neither where the page stands nor
// when a target is scrolled into view; on a phone the seat's own counters and the
// newest log line stay in the window beside the road. The table is dealt from a
// seed, so the random bot plays the same game each time.

const suite = browserSuite('table-dock');

/**
 * In the page: the glowing targets under something else at their centre, first as
 * the page stands, then each scrolled into view at the window's top (where what
 * sticks there would be) and at its foot (where the dock is).
 * The window's foot the page keeps for a dock fixed there (its scroll padding) is
 * where the player scrolls a target out of, and must hold the whole dock.
 */
function coveredTargets(): string[] {
  const out: string[] = [];
  const kept = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
  const foot = window.innerHeight - kept;
  const dock = document.querySelector('[data-testid="table-dock"]');
  if (dock && getComputedStyle(dock).position === 'fixed' && dock.getBoundingClientRect().top < foot - 1)
    out.push(`the dock rises above the room kept for it (${kept} px)`);
  const name = (el: Element | null) =>
    el === null ? 'nothing' : (el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.className);
  const covered = (target: Element, how: string) => {
    const r = target.getBoundingClientRect();
    const x = (r.left + r.right) / 2;
    const y = (r.top + r.bottom) / 2;
    if (r.width === 0 || y < 0 || y > foot) return;
    const seen = document.elementFromPoint(x, y);
    if (!seen || !target.contains(seen)) out.push(`${name(target)} ${how}: under ${name(seen)}`);
  };
  const targets = Array.from(document.querySelectorAll('[data-target="true"]'));
  for (const t of targets) covered(t, 'where the page stands');
  // At the window's top and at its foot, where a player scrolling the page meets them.
  for (const block of ['start', 'end'] as const)
    for (const t of targets) {
      t.scrollIntoView({ block });
      covered(t, `scrolled into view (${block})`);
    }
  return out;
}

/** In the page: whether the element is whole in the window and what one sees at its centre. */
function seenWhole(selector: string): string | null {
  const el = document.querySelector(selector);
  if (!el) return `${selector}: not on the page`;
  const r = el.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight || r.height === 0) return `${selector}: out of the window`;
  const seen = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
  return seen && el.contains(seen) ? null : `${selector}: covered`;
}

/** The person's turn (the prompt speaks to them), after the bot's moves. */
const myTurn = (page: Page) => page.locator('.prompt-bar.is-mine').waitFor({ timeout: 60_000 });

describe.each(BOARD_WIDTHS)('the dock at a Caylus table at %d px', (width, height) => {
  it('never covers a glowing target over a turn', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'caylus', ['human', 'random'], { seed: 'steady' });
    await page.locator('.caylus-board [data-target="true"]').first().waitFor();
    await page.getByTestId('decision-panel').waitFor();
    expect(await page.evaluate(coveredTargets), 'after Start').toEqual([]);
    await page.screenshot({ path: `${shotsDir}/table-dock-caylus-${width}-start.png` });
    // Every next decision of the person: a worker on the road, passing, and whatever comes next.
    for (const step of ['a worker on the road', 'a pass', 'a second worker', 'the next decision']) {
      const before = await page.locator('.game-log li').count();
      const target = page.locator('.cy-road [data-target="true"], .caylus-board [data-target="true"]').first();
      if (step === 'a pass' || (await target.count()) === 0)
        await page.getByTestId('decision-panel').locator('.cy-choice-decline, .cy-choice').first().click();
      else await target.click();
      await page.locator('.game-log li').nth(before).waitFor();
      if ((await page.locator('.end-screen').count()) > 0) break;
      await myTurn(page);
      await page.getByTestId('decision-panel').waitFor();
      expect(await page.evaluate(coveredTargets), `after ${step}`).toEqual([]);
    }
    await page.screenshot({ path: `${shotsDir}/table-dock-caylus-${width}-turn.png` });
  });
});

describe('the dock on a phone', () => {
  it("keeps the seat's counters and the newest log line in the window beside the road", async () => {
    const [width, height] = BOARD_WIDTHS[0];
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'caylus', ['human', 'random'], { seed: 'steady' });
    await page.getByTestId('decision-panel').waitFor();
    // The road's first row on screen.
    await page.getByTestId('road-1').evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    expect(await page.evaluate(seenWhole, '[data-testid="road-1"]')).toBeNull();
    expect(await page.evaluate(seenWhole, '[data-testid="road-4"]')).toBeNull();
    // The seat's counters: its deniers and its workers at home.
    const counters = page.getByTestId('dock-counters');
    expect(await counters.innerText()).toMatch(/Deniers\s*\d+/);
    expect(await page.evaluate(seenWhole, '[data-testid="dock-counters"]')).toBeNull();
    // The newest line of the log, the log's own last line.
    const last = await page.locator('.game-log li').last().innerText();
    expect(last).toContain(await page.getByTestId('dock-log').locator('li').last().innerText());
    expect(await page.evaluate(seenWhole, '[data-testid="dock-log"] li:last-child')).toBeNull();
    await page.screenshot({ path: `${shotsDir}/table-dock-caylus-390-road.png` });
  });
});
