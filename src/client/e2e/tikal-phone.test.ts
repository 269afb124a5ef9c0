import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot, shotsDir } from './harness';
import { brokenWords } from './inPage';

// Tikal on a phone: at 390 px the whole table is usable
// without guessing — no page overflow, no panel cut off, the map within reach
// (fitting the width, or scrolling in its own frame with a hint when zoomed in),
// hex numbers legible and drawn over the tiles, every legal target hex in view and
// clickable — and nothing of that regresses at 1280 px. Waits are on page content only.

const suite = browserSuite('tikal-phone');

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

async function openTable(size: { width: number; height: number }): Promise<Page> {
  const { page } = await suite.player(size);
  await page.goto(`${suite.server.url}/local/tikal`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByTestId('placement-panel').waitFor();
  await page.locator('[data-testid^="hex-"][data-highlight="target"]').first().waitFor();
  return page;
}

/** In the page: how wide the page scrolls, and every panel whose box leaves the window sideways. */
function layoutProblems(): string[] {
  const out: string[] = [];
  const width = document.documentElement.clientWidth;
  const scrollWidth = document.scrollingElement!.scrollWidth;
  if (scrollWidth > width) out.push(`page scrolls sideways: ${scrollWidth} > ${width}`);
  const boxes = document.querySelectorAll<HTMLElement>(
    '.table-main, .table-side > *, .player-panel, .tikal-board, .tk-layout > *, .tk-panel, .tk-map-frame, .tk-map-tools',
  );
  for (const el of Array.from(boxes)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0) continue;
    if (r.left < -0.5 || r.right > width + 0.5)
      out.push(`${el.className} at ${Math.round(r.left)}..${Math.round(r.right)}`);
  }
  return out;
}

/** In the page: every hex of the map outside the window sideways (the map at its fitting size). */
function hexesOutside(): string[] {
  const width = document.documentElement.clientWidth;
  return Array.from(document.querySelectorAll('[data-testid="tikal-map"] [data-testid^="hex-"]'))
    .filter((h) => {
      const r = h.getBoundingClientRect();
      return r.left < -0.5 || r.right > width + 0.5;
    })
    .map((h) => h.getAttribute('data-testid')!);
}

/**
 * In the page: each hex number's rendered font size, whether it sits on its own hex,
 * and whether it is what one sees at its centre (it lets taps through to the hex: look
 * as if it did not).
 */
function hexNumbers(): {
  space: string;
  px: number;
  inView: boolean;
  onItsHex: boolean;
  onTop: boolean;
  seen: string;
}[] {
  const frame = document.querySelector('[data-testid="tikal-map"]')!.closest('.tk-map-scroll')!.getBoundingClientRect();
  return Array.from(document.querySelectorAll<HTMLElement | SVGGraphicsElement>('.tk-space-no')).map((el) => {
    const space = (el.textContent ?? '').trim();
    const scale = el instanceof SVGGraphicsElement ? el.getScreenCTM()!.a : 1;
    const px = parseFloat(getComputedStyle(el).fontSize) * scale;
    const r = el.getBoundingClientRect();
    const x = (r.left + r.right) / 2;
    const y = (r.top + r.bottom) / 2;
    const inView =
      r.left >= Math.max(0, frame.left) &&
      r.right <= Math.min(frame.right, document.documentElement.clientWidth) &&
      r.top >= Math.max(0, frame.top) &&
      r.bottom <= Math.min(frame.bottom, window.innerHeight);
    const below = document.elementFromPoint(x, y);
    const onItsHex =
      below?.closest('[data-testid^="hex-"]')?.getAttribute('data-testid') === `hex-${space}` || below === el;
    // What is drawn over the map lets taps through (the number, the ghost of the drawn
    // tile, the badges): look as if nothing did, to see what is on top.
    const look = document.createElement('style');
    look.textContent = '.tk-map-stage, .tk-map-stage * { pointer-events: auto !important; }';
    document.head.append(look);
    const seen = document.elementFromPoint(x, y);
    look.remove();
    // A tooltip is drawn over everything, numbers too.
    const onTop = !!seen && (seen === el || el.contains(seen) || !!seen.closest('[role="tooltip"]'));
    return {
      space,
      px,
      inView,
      onItsHex,
      onTop,
      seen: seen ? `${seen.tagName}.${seen.getAttribute('class') ?? ''}` : 'nothing',
    };
  });
}

const LABELS = [
  '.tikal-board h3, .tikal-board p, .tikal-board li, .tikal-board button, .tikal-board small, .tk-supply-item, .tk-ap-label, .tk-map-hint, .tk-space-no',
  'button, .tk-panel, .tk-map-frame, .tk-map-tools',
] as const;
const KIT_LABELS = ['.player-panel .counter, .player-panel-head', '.player-panel'] as const;

/**
 * In the page: the hexes highlighted with `kind` that a player cannot reach as the map
 * is scrolled now: outside the map's frame or the window, too small to tap, or under
 * something else at their centre.
 */
function unreachable(kind: string): string[] {
  const frame = document
    .querySelector('[data-testid="tikal-map"]')!
    .closest('.tk-map-frame, .tk-map-scroll')!
    .getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const out: string[] = [];
  for (const hex of Array.from(document.querySelectorAll(`[data-testid^="hex-"][data-highlight="${kind}"]`))) {
    const id = hex.getAttribute('data-testid')!;
    const shape = hex.querySelector('.tk-hex-shape')!;
    let r = shape.getBoundingClientRect();
    // Up or down the page is where a phone's player scrolls (the page, not the map):
    // bring the hex into the window first, as they would.
    if (r.top < 0 || r.bottom > window.innerHeight) {
      window.scrollBy(0, r.top < 0 ? r.top - 8 : r.bottom - window.innerHeight + 8);
      r = shape.getBoundingClientRect();
    }
    if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5 || r.left < 0 || r.right > width)
      out.push(`${id} outside (${Math.round(r.left)}..${Math.round(r.right)})`);
    if (r.width < 28 || r.height < 28) out.push(`${id} too small (${Math.round(r.width)}×${Math.round(r.height)})`);
    const seen = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    if (!seen || !hex.contains(seen)) out.push(`${id} covered by ${seen?.getAttribute('class') ?? seen?.tagName}`);
  }
  return out;
}

async function highlighted(page: Page, kind: string): Promise<string[]> {
  return page
    .locator(`[data-testid^="hex-"][data-highlight="${kind}"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
}

/**
 * Every number legible, on its own hex and drawn over everything; `inView`: only those
 * the window shows now (of a zoomed map scrolled in its frame, say), at least `inView` of them.
 */
async function expectLegibleNumbers(page: Page, label: string, inView?: number) {
  const all = await page.evaluate(hexNumbers);
  // A number where it helps: on every unexplored hex and every glowing one.
  const numbered = await page
    .locator('[data-testid^="hex-"][data-kind="empty"], [data-testid^="hex-"][data-highlight]')
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-testid')!.slice(4)))]);
  expect(
    all.map((n) => n.space).sort((a, b) => +a - +b),
    label,
  ).toEqual(numbered.sort((a, b) => +a - +b));
  const numbers = inView === undefined ? all : all.filter((n) => n.inView);
  expect(numbers.length, `${label}: numbers in view`).toBeGreaterThanOrEqual(inView ?? numbered.length);
  expect
    .soft(
      numbers.filter((n) => n.px < 11).map((n) => `${n.space}: ${n.px.toFixed(1)} px`),
      `${label}: too small`,
    )
    .toEqual([]);
  expect
    .soft(
      numbers.filter((n) => !n.onItsHex).map((n) => n.space),
      `${label}: not on its hex`,
    )
    .toEqual([]);
  expect
    .soft(
      numbers.filter((n) => !n.onTop).map((n) => `${n.space} under ${n.seen}`),
      `${label}: hidden`,
    )
    .toEqual([]);
}

/** Moves the pointer off the map, which closes the hex's tooltip (it would cover hexes near it). */
async function pointerAway(page: Page) {
  await page.mouse.move(1, 1);
  await page.getByTestId('hex-inspector').and(page.getByRole('tooltip')).waitFor({ state: 'detached' });
}

/**
 * Places the tile by clicking its hex: the table asks to confirm a move that cannot be
 * taken back (unless turned off), and a second click on the same hex confirms it.
 */
async function placeOn(page: Page, hex: ReturnType<Page['getByTestId']>) {
  await hex.click();
  const bar = page.getByTestId('confirm-move');
  await bar.or(page.getByTestId('action-panel')).first().waitFor();
  if (await bar.count()) {
    await hex.click();
    await bar.waitFor({ state: 'detached' });
  }
  await page.getByTestId('action-panel').waitFor();
}

/** Plays a placement and a walk by clicking highlighted hexes, checking each is reachable first. */
async function playTurnOnTheMap(page: Page, label: string) {
  // Placing the tile: every glowing hex in view; one click places it.
  await pointerAway(page);
  expect(await page.evaluate(unreachable, 'target'), `${label}: placements`).toEqual([]);
  const [place] = await highlighted(page, 'target');
  const hex = page.getByTestId(place);
  expect(await hex.getAttribute('data-kind')).toBe('empty');
  await placeOn(page, hex);
  expect(await hex.getAttribute('data-kind')).not.toBe('empty');
  expect(await page.getByTestId('ap-left').getAttribute('data-ap')).toBe('10');
  // Bringing in an explorer: the base camp glows; a click takes 1 AP.
  await page.getByTestId('action-bringIn').click();
  await pointerAway(page);
  expect(await page.evaluate(unreachable, 'target'), `${label}: bring in`).toEqual([]);
  const [camp] = await highlighted(page, 'target');
  await page.getByTestId(camp).click();
  await expect.poll(() => page.getByTestId('ap-left').getAttribute('data-ap')).toBe('9');
  // Walking: the hexes with my pieces, then the hexes they reach.
  await page.getByTestId('action-move').click();
  await pointerAway(page);
  expect(await page.evaluate(unreachable, 'source'), `${label}: pieces`).toEqual([]);
  const [from] = await highlighted(page, 'source');
  await page.getByTestId(from).click();
  await page.locator('[data-testid^="hex-"][data-highlight="target"]').first().waitFor();
  await pointerAway(page);
  expect(await page.evaluate(unreachable, 'target'), `${label}: walks`).toEqual([]);
  const walks = await highlighted(page, 'target');
  await screenshot(page, `tikal-phone-${label}-walks`);
  await page.locator('.tk-map-col').screenshot({ path: `${shotsDir}/tikal-phone-${label}-walks-map.png` });
  const to = walks[walks.length - 1];
  const ap = Number(await page.getByTestId('ap-left').getAttribute('data-ap'));
  await page.getByTestId(to).click();
  await expect.poll(async () => Number(await page.getByTestId('ap-left').getAttribute('data-ap'))).toBeLessThan(ap);
  expect(await page.getByTestId(to).locator('.tk-chip').count()).toBeGreaterThan(0);
}

describe('Tikal on a phone', () => {
  it('at 390 px: nothing overflows or is cut off, the map fits, numbers are legible and on top, every target is clickable', async () => {
    const page = await openTable(PHONE);
    await screenshot(page, 'tikal-phone-390');
    await page.locator('.tk-map-col').screenshot({ path: `${shotsDir}/tikal-phone-390-map.png` });
    expect.soft(await page.evaluate(layoutProblems)).toEqual([]);
    expect.soft(await page.evaluate(hexesOutside)).toEqual([]);
    await expectLegibleNumbers(page, '390');
    // The ghost of the drawn tile on a glowing hex does not hide its number either.
    const [first] = await highlighted(page, 'target');
    await page.getByTestId(first).hover();
    await page.getByTestId('tile-ghost').waitFor();
    await expectLegibleNumbers(page, '390 with the ghost');
    await pointerAway(page);
    expect.soft(await page.evaluate(brokenWords, LABELS)).toEqual([]);
    expect.soft(await page.evaluate(brokenWords, KIT_LABELS)).toEqual([]);
    await playTurnOnTheMap(page, '390');
    expect.soft(await page.evaluate(layoutProblems)).toEqual([]);
    expect.soft(await page.evaluate(brokenWords, LABELS)).toEqual([]);
  });

  it('zoomed in at 390 px: the map scrolls in its own frame with a hint, and every target can be scrolled to and clicked', async () => {
    const page = await openTable(PHONE);
    const map = page.getByTestId('tikal-map');
    const fitted = (await map.boundingBox())!.width;
    expect(await page.getByTestId('map-zoom-in').count(), 'a zoom control').toBe(1);
    await page.getByTestId('map-zoom-in').click();
    await expect.poll(async () => (await map.boundingBox())!.width).toBeGreaterThan(fitted * 1.4);
    await page.getByTestId('map-scroll-hint').waitFor();
    // The pieces glide to their zoomed places (kit/motion): measured once they are there.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    expect.soft(await page.evaluate(layoutProblems)).toEqual([]);
    await expectLegibleNumbers(page, 'zoomed', 8);
    const frame = page.locator('.tk-map-scroll');
    // A mouse drags the map; the drag, begun on a glowing hex, places nothing.
    await frame.evaluate((el) => el.scrollTo({ left: 0, top: 0 }));
    await expect.poll(() => frame.getAttribute('data-more-left')).toBe('false');
    expect(await frame.getAttribute('data-more-right')).toBe('true');
    // The glowing hex furthest right, so that the pointer stays in the window.
    const grabbed = await page
      .locator('[data-testid^="hex-"][data-highlight="target"]')
      .evaluateAll(
        (els) =>
          els
            .map((e) => ({ id: e.getAttribute('data-testid')!, x: e.getBoundingClientRect().x }))
            .reduce((a, b) => (b.x > a.x ? b : a)).id,
      );
    const box = (await page.getByTestId(grabbed).locator('.tk-hex-shape').boundingBox())!;
    expect(box.x + box.width / 2).toBeGreaterThan(150);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(90);
    expect(await frame.getAttribute('data-more-left')).toBe('true');
    expect(await page.getByTestId('confirm-move').count()).toBe(0);
    expect(await page.getByTestId(grabbed).getAttribute('data-kind')).toBe('empty');
    // Scrolled away to the far side, each target still comes into view and is clickable.
    await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: el.scrollHeight }));
    expect(await frame.getAttribute('data-more-left')).toBe('true');
    await screenshot(page, 'tikal-phone-390-zoomed');
    await page.locator('.tk-map-col').screenshot({ path: `${shotsDir}/tikal-phone-390-zoomed-map.png` });
    const targets = await highlighted(page, 'target');
    expect(targets.length).toBeGreaterThan(0);
    for (const id of targets) {
      await page.getByTestId(id).scrollIntoViewIfNeeded();
      const problems = (await page.evaluate(unreachable, 'target')).filter((p) => p.startsWith(`${id} `));
      expect(problems, id).toEqual([]);
    }
    const last = page.getByTestId(targets[targets.length - 1]);
    await placeOn(page, last);
    expect(await last.getAttribute('data-kind')).not.toBe('empty');
    // Back to the whole map: nothing left to scroll, no hint.
    await page.getByTestId('map-zoom-out').click();
    await page.getByTestId('map-scroll-hint').waitFor({ state: 'detached' });
    expect.soft(await page.evaluate(hexesOutside)).toEqual([]);
  });

  it('a full board at 390 px (a game of bots played to its end): numbers still legible and on top, labels whole', async () => {
    const { page } = await suite.player(PHONE);
    // A seeded deal: the same full board every run.
    await page.goto(`${suite.server.url}/local/tikal?seed=full-board`);
    await page.locator('select[name="seat-0"]').selectOption('random');
    await page.locator('select[name="seat-1"]').selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('slider').fill('0');
    await page.getByTestId('end-result').waitFor({ timeout: 100_000 });
    await page.getByRole('button', { name: 'See the board' }).click();
    await page.getByTestId('end-result').waitFor({ state: 'detached' });
    await pointerAway(page);
    await screenshot(page, 'tikal-phone-390-full');
    await page.locator('.tk-map-col').screenshot({ path: `${shotsDir}/tikal-phone-390-full-map.png` });
    expect(await page.locator('[data-testid="tikal-map"] .tk-chip').count()).toBeGreaterThan(3);
    expect.soft(await page.evaluate(layoutProblems)).toEqual([]);
    expect.soft(await page.evaluate(hexesOutside)).toEqual([]);
    await expectLegibleNumbers(page, '390 full');
    expect.soft(await page.evaluate(brokenWords, LABELS)).toEqual([]);
  });

  it('at 1280 px nothing regresses: no overflow or clipping, numbers legible and on top, labels whole, targets clickable', async () => {
    const page = await openTable(DESK);
    await screenshot(page, 'tikal-phone-1280');
    await page.locator('.tk-map-col').screenshot({ path: `${shotsDir}/tikal-phone-1280-map.png` });
    expect.soft(await page.evaluate(layoutProblems)).toEqual([]);
    expect.soft(await page.evaluate(hexesOutside)).toEqual([]);
    // The map still sits beside the panels.
    const mapBox = (await page.getByTestId('tikal-map').boundingBox())!;
    const panelBox = (await page.getByTestId('placement-panel').boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(mapBox.x + mapBox.width);
    await expectLegibleNumbers(page, '1280');
    expect.soft(await page.evaluate(brokenWords, LABELS)).toEqual([]);
    expect.soft(await page.evaluate(brokenWords, KIT_LABELS)).toEqual([]);
    await playTurnOnTheMap(page, '1280');
    expect.soft(await page.evaluate(layoutProblems)).toEqual([]);
    expect.soft(await page.evaluate(brokenWords, LABELS)).toEqual([]);
  });
});
