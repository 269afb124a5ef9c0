import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot } from './harness';
import { BOARD_WIDTHS, shootBoard, startLocalTable } from './boardPages';
import { sidewaysScroll } from './inPage';

// The drawn Iwari board in Debian's chromium: pictures of it at the start,
// in the middle (the half journey scored) and at the end of a three-player game with
// feats and expeditions, at phone and desktop widths, into
// test-output/screenshots/iwari-board-*; the page never scrolls sideways, every
// target is a button with a label, nothing is cut off at 390 px (the map scrolls
// inside its own frame), a picked spot shows the ways to pay and the cards they use
// before anything is played, and the pieces are the art kit's in each seat's shape.
// Waits are on page content only.

const suite = browserSuite('iwari-board');

/** In the page: targets on the map that are not buttons with a label, and board buttons with no name. */
function unlabelledTargets(): string[] {
  const out: string[] = [];
  for (const el of Array.from(document.querySelectorAll('[data-testid="iwari-map"] [data-mark]'))) {
    if (el.getAttribute('role') !== 'button' || !el.getAttribute('aria-label'))
      out.push(el.getAttribute('data-testid') ?? '?');
  }
  for (const b of Array.from(document.querySelectorAll<HTMLElement>('.iwari-board button'))) {
    if (!(b.getAttribute('aria-label') ?? b.textContent ?? '').trim()) out.push(b.className || 'button');
  }
  return out;
}

/** In the page: what sticks out of the viewport sideways (panels, cards, the map's frame), and whether the whole map can be scrolled to. */
function cutOff(): string[] {
  const width = document.documentElement.clientWidth;
  const out: string[] = [];
  for (const el of Array.from(
    document.querySelectorAll<HTMLElement>('.iw-panel, .iw-card, .iw-map-scroll, .iw-inspector, .iw-legend'),
  )) {
    if (el.closest('.iw-map-scroll') && !el.classList.contains('iw-map-scroll')) continue;
    const r = el.getBoundingClientRect();
    if (r.left < -0.5 || r.right > width + 0.5)
      out.push(`${el.className} ${Math.round(r.left)}–${Math.round(r.right)}`);
  }
  const scroller = document.querySelector<HTMLElement>('.iw-map-scroll')!;
  const map = document.querySelector('[data-testid="iwari-map"]')!.getBoundingClientRect();
  if (scroller.scrollWidth + 0.5 < map.width)
    out.push(`map ${Math.round(map.width)} wider than its scroll ${scroller.scrollWidth}`);
  return out;
}

/** In the page: each drawn piece on the map as `piece:player:shape`, once. */
function drawnPieces(): string[] {
  return [
    ...new Set(
      Array.from(document.querySelectorAll('[data-testid="iwari-map"] [data-piece]')).map(
        (e) => `${e.getAttribute('data-piece')}:${e.getAttribute('data-player')}:${e.getAttribute('data-shape')}`,
      ),
    ),
  ].sort();
}

describe.each(BOARD_WIDTHS)('the Iwari board at %i px', (width, height) => {
  it('at the start: the landscape drawn, every target a labelled button, nothing cut off', async () => {
    const { page } = await suite.player({ width, height });
    // Seat 0 is the person on screen, so the board waits with its targets lit.
    await startLocalTable(page, suite.server.url, 'iwari', ['human', 'random', 'random'], {
      numPlayers: true,
      options: ['feats', 'expeditions'],
    });
    await page.locator('[data-testid^="space-"][data-mark="target"]').first().waitFor();
    await shootBoard(page, `iwari-board-${width}-start`, '[data-testid="iwari-map"]', 'map');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
    expect(await page.evaluate(unlabelledTargets)).toEqual([]);
    expect(await page.evaluate(cutOff)).toEqual([]);
    // Every territory of the stand-in map drawn as terrain with its biome's symbol; the
    // score track holds the three players' markers at 0.
    expect(await page.locator('[data-testid="iwari-map"] [data-terrain]').count()).toBe(12);
    expect(await page.locator('[data-testid="iwari-map"] [data-testid^="territory-"] [data-emblem]').count()).toBe(12);
    expect(await page.locator('[data-testid="score-track"] [data-score="0"]').count()).toBe(3);
    // Cards in hand and on display are drawn cards; the deck shows its count.
    expect(await page.locator('[data-testid="hand"] .iw-card .iw-card-art').count()).toBe(3);
    expect(await page.locator('.iw-display .iw-card .iw-card-art').count()).toBe(4);
    expect(await page.locator('.iw-deck-count').innerText()).toMatch(/^\d+$/);
    // Picking a glowing spot: it is marked picked, and the ways to pay are buttons that
    // mark the cards they would use in the hand before anything is played.
    const spot = page.locator('[data-testid^="space-"][data-mark="target"]').first();
    const picked = await spot.getAttribute('data-testid');
    await spot.click();
    await expect.poll(() => page.getByTestId(picked!).getAttribute('data-mark')).toBe('selected');
    const pay = page.getByTestId('placement').getByRole('button', { name: /^Pay/ }).first();
    await pay.hover();
    expect(await page.locator('[data-testid="hand"] .iw-hand-card.is-paid').count()).toBeGreaterThan(0);
    await shootBoard(page, `iwari-board-${width}-picking`, '[data-testid="iwari-map"]', 'map');
    expect(await page.evaluate(cutOff)).toEqual([]);
  });

  it('in the middle and at the end of a game between three bots', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'iwari', ['easy', 'easy', 'easy'], {
      numPlayers: true,
      options: ['feats', 'expeditions'],
    });
    await page.getByRole('slider').fill('0');
    // The middle: the half journey has been scored.
    await page.getByTestId('scoring-view').waitFor({ timeout: 120_000 });
    // The bar above the board moves while the bots play at full speed: a click event needs no still button.
    await page.getByRole('button', { name: 'Pause' }).dispatchEvent('click');
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    await shootBoard(page, `iwari-board-${width}-mid`, '[data-testid="iwari-map"]', 'map');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
    expect(await page.evaluate(cutOff)).toEqual([]);
    const tents = (await page.evaluate(drawnPieces)).filter((p) => p.startsWith('tent:'));
    expect(tents).toEqual(['tent:0:circle', 'tent:1:triangle', 'tent:2:square']);
    // Every piece on the map moves as itself: one stable motion id each.
    const ids = await page
      .locator('[data-testid="iwari-map"] [data-motion]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-motion')));
    expect(new Set(ids).size).toBe(ids.length);
    await page.getByRole('button', { name: 'Resume' }).dispatchEvent('click');
    await page.getByTestId('end-result').waitFor({ timeout: 150_000 });
    await screenshot(page, `iwari-board-${width}-end-result`);
    await page.getByRole('button', { name: 'See the board' }).click();
    await page.getByTestId('end-result').waitFor({ state: 'detached' });
    await shootBoard(page, `iwari-board-${width}-end`, '[data-testid="iwari-map"]', 'map');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
    expect(await page.evaluate(cutOff)).toEqual([]);
    const shapes = new Set((await page.evaluate(drawnPieces)).map((p) => p.split(':').slice(1).join(':')));
    expect([...shapes].sort()).toEqual(['0:circle', '1:triangle', '2:square']);
  }, 330_000);
});
