import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, repoRoot, screenshot } from './harness';

// Motion and log-line marks in Debian's chromium: pieces travel after
// each move a page shows (document.getAnimations() holds a running animation on a
// [data-motion] element), none under the system's reduced motion nor with the
// table's Animations setting off; pointing at or focusing a log line marks on the
// board what its move changed; the home page shows each game's drawn picture.
// Waits are on page content only.

const suite = browserSuite('motion');

async function watchBots(page: Page, game: string): Promise<void> {
  await page.goto(`${suite.server.url}/local/${game}`);
  for (const i of [0, 1]) await page.locator(`select[name="seat-${i}"]`).selectOption('random');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByTestId('game-log-lines').waitFor();
}

/** In the page: from now on, notes whether a piece ever travels. */
function recordMotion(): void {
  const w = window as unknown as { __travelled: string[] };
  w.__travelled = [];
  const tick = () => {
    for (const a of document.getAnimations()) {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (a.playState === 'running' && target instanceof Element && target.hasAttribute('data-motion'))
        w.__travelled.push(target.getAttribute('data-motion') ?? '');
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** In the page: waits until the game's log has `more` lines more than now. */
async function linesLater(page: Page, more: number): Promise<void> {
  const now = await page.getByTestId('game-log-lines').locator('li').count();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="game-log-lines"] li').length >= n,
    now + more,
    { timeout: 60_000 },
  );
}

describe('pieces travel', () => {
  it('after each move the page shows, a piece animates from where it was', async () => {
    const { page } = await suite.player();
    await watchBots(page, 'caylus');
    // Polled on every frame: an animation of 200–400 ms cannot slip between two polls.
    const key = await page.waitForFunction(
      () => {
        const a = document.getAnimations().find((x) => {
          const target = (x.effect as KeyframeEffect | null)?.target;
          return x.playState === 'running' && target instanceof Element && target.hasAttribute('data-motion');
        });
        return a ? ((a.effect as KeyframeEffect).target as Element).getAttribute('data-motion') : null;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    expect(await key.jsonValue()).toMatch(/^(worker|house|marker):[01]:|^provost$|^bailiff$/);
  });

  it('on the Tikal map too (pieces drawn inside the SVG)', async () => {
    const { page } = await suite.player();
    await watchBots(page, 'tikal');
    await page.evaluate(recordMotion);
    await page.waitForFunction(
      () => (window as unknown as { __travelled: string[] }).__travelled.length > 0,
      undefined,
      { timeout: 60_000 },
    );
    const keys = await page.evaluate(() => (window as unknown as { __travelled: string[] }).__travelled);
    expect(keys.every((k) => /^(tile|leader|explorers|camp|guard|treasure):/.test(k))).toBe(true);
  });

  it('not under reduced motion: the setting says so', async () => {
    const { page } = await suite.player();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await watchBots(page, 'caylus');
    await page.evaluate(recordMotion);
    await linesLater(page, 6);
    expect(await page.evaluate(() => (window as unknown as { __travelled: string[] }).__travelled)).toEqual([]);
    await page.getByText('Settings').click();
    const box = page.getByTestId('setting-animations');
    expect([await box.isChecked(), await box.isDisabled()]).toEqual([false, true]);
    await screenshot(page, 'motion-settings-reduced');
  });

  it('not with the Animations setting off, kept for the next table', async () => {
    const { page } = await suite.player();
    await watchBots(page, 'caylus');
    await page.getByText('Settings').click();
    await page.getByTestId('setting-animations').uncheck();
    await page.evaluate(recordMotion);
    await linesLater(page, 6);
    expect(await page.evaluate(() => (window as unknown as { __travelled: string[] }).__travelled)).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('euro-tables:animations'))).toBe('off');
  });
});

describe('log lines', () => {
  it('pointing at a line, or focusing it, marks on the board what its move changed', async () => {
    const { page } = await suite.player();
    await watchBots(page, 'caylus');
    await linesLater(page, 4);
    await page.getByRole('button', { name: 'Pause' }).dispatchEvent('click');
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    const lines = page.getByTestId('game-log-lines').locator('li[data-line]');
    // From the newest line back, the first one whose move changed a place on the board.
    let marked = -1;
    for (let i = (await lines.count()) - 1; i >= 0 && marked < 0; i--) {
      await lines.nth(i).hover();
      if ((await page.locator('main.is-line-marks .recent-mark').count()) > 0) marked = i;
    }
    expect(marked).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'motion-log-line-marked');
    await page.mouse.move(1, 1);
    expect(await page.locator('main.is-line-marks').count()).toBe(0);
    await lines.nth(marked).focus();
    expect(await page.locator('main.is-line-marks .recent-mark').count()).toBeGreaterThan(0);
  });
});

describe('the home page', () => {
  it("shows each game's drawn board as its card's picture", async () => {
    const boards = join(repoRoot, 'src/client/boards');
    const drawn = readdirSync(boards)
      .filter((id) => existsSync(join(boards, id, 'CardPicture.tsx')))
      .sort();
    expect(drawn).toEqual(expect.arrayContaining(['caylus', 'tikal']));
    const { page } = await suite.player();
    await page.goto(`${suite.server.url}/`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="card-picture"]').length === n,
      drawn.length,
    );
    const shown = await page
      .locator('[data-testid^="game-card-"]:has([data-testid="card-picture"])')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')?.slice('game-card-'.length)).sort());
    expect(shown).toEqual(drawn);
    await screenshot(page, 'motion-home-pictures');
  });
});
