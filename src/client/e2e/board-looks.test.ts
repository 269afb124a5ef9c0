import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './harness';
import { BOARD_WIDTHS, shootBoard, startLocalTable } from './boardPages';
import { sidewaysScroll } from './inPage';

// What the drawn boards look like to a player, in Debian's chromium at phone and
// desktop widths: Iwari's whole map on a phone (and every territory within reach
// zoomed in), its tents told apart by outline; Tikal's temple guard unlike an
// explorer, and numbers only on the hexes where they help; Caylus's bridge and castle
// and Troyes's town square drawn as places, not graph paper. Pictures go to
// test-output/screenshots/looks-*. Waits are on page content only.

const suite = browserSuite('board-looks');

/** A picture of the part under `part` only, as `name` in the screenshots folder. */
async function shootPart(page: Page, name: string, part: string): Promise<void> {
  await page.mouse.move(1, 1);
  await shootBoard(page, name, part, 'part');
}

/** Bots playing at full speed until `selector` shows, then paused (a click event needs no still button). */
async function playUntil(page: Page, selector: string): Promise<void> {
  await page.getByRole('slider').fill('0');
  await page.locator(selector).first().waitFor({ timeout: 150_000 });
  await page.getByRole('button', { name: 'Pause' }).dispatchEvent('click');
  await page.getByRole('button', { name: 'Resume' }).waitFor();
}

/** In the page: the territories (by id) not wholly inside both the window's width and the map's frame. */
function territoriesOutOfSight(): string[] {
  const frame = document.querySelector('.iw-map-scroll')!.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  return Array.from(document.querySelectorAll('[data-testid^="territory-"] .iw-territory-area'))
    .filter((area) => {
      const r = area.getBoundingClientRect();
      return (
        r.left < Math.max(0, frame.left) - 0.5 ||
        r.right > Math.min(width, frame.right) + 0.5 ||
        r.top < frame.top - 0.5 ||
        r.bottom > frame.bottom + 0.5
      );
    })
    .map((area) => area.closest('[data-testid]')!.getAttribute('data-testid')!);
}

/** In the page: the territories that scrolling the zoomed map's frame cannot bring wholly into it. */
function territoriesOutOfReach(): string[] {
  const scroller = document.querySelector<HTMLElement>('.iw-map-scroll')!;
  const out: string[] = [];
  for (const area of Array.from(document.querySelectorAll('[data-testid^="territory-"] .iw-territory-area'))) {
    const frame = scroller.getBoundingClientRect();
    const r = area.getBoundingClientRect();
    scroller.scrollLeft += r.left - frame.left - (frame.width - r.width) / 2;
    scroller.scrollTop += r.top - frame.top - (frame.height - r.height) / 2;
    const seen = area.getBoundingClientRect();
    if (seen.left < frame.left - 0.5 || seen.right > frame.right + 0.5 || seen.width > frame.width)
      out.push(area.closest('[data-testid]')!.getAttribute('data-testid')!);
  }
  scroller.scrollLeft = 0;
  return out;
}

/** In the page: each tent on the map as `shape/base/width px`: the plate under it and how wide it is drawn. */
function tentsDrawn(): string[] {
  return Array.from(document.querySelectorAll('[data-testid^="space-"] .iw-tent:not(.is-ghost)')).map((tent) => {
    const base = tent.querySelector('[data-tent-base]');
    const w = tent.getBoundingClientRect().width;
    return `${tent.getAttribute('data-shape')}/${base?.getAttribute('data-tent-base') ?? 'none'}/${w >= 10 ? 'wide' : `${w.toFixed(1)} px`}`;
  });
}

describe.each(BOARD_WIDTHS)('at %i px', (width, height) => {
  it('Iwari: the whole map in sight, every territory within reach zoomed in, tents differ by outline', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'iwari', ['easy', 'easy', 'easy'], { numPlayers: true });
    await playUntil(page, '[data-testid="iwari-map"] [data-testid^="space-"] .iw-tent >> nth=5');
    await shootPart(page, `looks-iwari-${width}`, '.iw-map-col');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
    expect(await page.locator('[data-testid^="territory-"]').count()).toBe(12);
    expect(await page.evaluate(territoriesOutOfSight)).toEqual([]);
    // Every tent stands on a plate cut in its tribe's shape, drawn 10 px wide or more.
    const tents = await page.evaluate(tentsDrawn);
    expect(tents.length).toBeGreaterThanOrEqual(6);
    expect(tents.filter((t) => !/^(circle\/circle|triangle\/triangle|square\/square)\/wide$/.test(t))).toEqual([]);
    // Zoomed in, the map scrolls in its frame (never the page), says so, and every territory can be brought into it.
    await page.getByTestId('map-zoom-in').click();
    await page.getByTestId('map-scroll-hint').waitFor();
    expect(await page.getByTestId('map-zoom-level').innerText()).toBe('150%');
    expect(
      await page.locator('.iw-map-scroll').evaluate((el) => el.scrollWidth > el.clientWidth + 50),
      'zoomed wider than its frame',
    ).toBe(true);
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
    expect(await page.evaluate(territoriesOutOfReach)).toEqual([]);
    await shootPart(page, `looks-iwari-${width}-zoomed`, '.iw-map-col');
  }, 240_000);

  it('Tikal: a temple guard unlike an explorer; numbers only on unexplored and glowing hexes', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'tikal', ['random', 'random'], { seed: 'looks-guard' });
    // A guard and at least one pawn beside it on the map, to compare their sizes.
    await playUntil(page, 'body:has(.tk-guard):has(.tk-chip [data-piece])');
    await shootPart(page, `looks-tikal-${width}-guard`, '.tk-map-col');
    const guard = page.locator('.tk-guard').first();
    // Its own outline (not the kit's worker, whose outline starts at its round head),
    // a plinth, and taller than the pawns on the map, the leader too.
    const body = await guard.locator('[data-piece="guard"] path').getAttribute('d');
    expect(body).not.toContain('M12 1.5a3.3 3.3 0 0 0-3.3 3.3');
    expect(await guard.locator('.tk-guard-plinth').count()).toBe(1);
    const heights = async (sel: string) =>
      page.locator(sel).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    const [guardHeight] = await heights('.tk-guard [data-piece="guard"]');
    const pawns = await heights('.tk-chip [data-piece]');
    expect(pawns.length).toBeGreaterThan(0);
    expect(guardHeight).toBeGreaterThan(1.2 * Math.max(...pawns));
    // A number on each unexplored or glowing hex, none on a tile's picture.
    const numbers = await page
      .locator('.tk-space-no')
      .evaluateAll((els) => els.map((e) => e.textContent!.trim()).sort((a, b) => +a - +b));
    const helped = await page
      .locator('[data-testid^="hex-"][data-kind="empty"], [data-testid^="hex-"][data-highlight]')
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-testid')!.slice(4)))]);
    expect(numbers).toEqual(helped.sort((a, b) => +a - +b));
    const tiled = await page
      .locator('[data-testid^="hex-"]:not([data-kind="empty"]):not([data-highlight])')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(4)));
    expect(tiled.length).toBeGreaterThan(0);
    expect(numbers.filter((n) => tiled.includes(n))).toEqual([]);
    // The hex still names its space for screen readers and its tip.
    expect(await page.getByTestId(`hex-${tiled[0]}`).getAttribute('aria-label')).toContain(`Space ${tiled[0]}`);
  }, 240_000);

  it('Caylus: the bridge a stone bridge over water with the passed marker on its deck, the castle one castle', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'caylus', ['human', 'random']);
    const bridge = page.getByTestId('bridge');
    await bridge.and(page.locator('[data-target="true"]')).waitFor();
    // No graph paper: drawn arches, a river and a deck.
    expect(await bridge.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    const art = bridge.locator('svg.cy-bridge-art');
    expect(await art.count()).toBe(1);
    for (const part of ['.cy-river', '.cy-bridge-deck', '.cy-bridge-arch', '.cy-bank'])
      expect(await art.locator(part).count(), part).toBeGreaterThan(0);
    // The castle: three tiers of drawn masonry, each narrower than the one under it.
    const tiers = [];
    for (const id of ['dungeon', 'walls', 'towers']) {
      const section = page.getByTestId(`section-${id}`);
      expect(await section.evaluate((el) => getComputedStyle(el).backgroundImage), id).toBe('none');
      expect(await section.locator('svg.cy-tier-art').count(), id).toBe(1);
      tiers.push((await section.boundingBox())!);
    }
    const [dungeon, walls, towers] = tiers;
    expect(dungeon.width).toBeLessThan(walls.width);
    expect(walls.width).toBeLessThan(towers.width);
    expect(Math.abs(dungeon.x + dungeon.width / 2 - (towers.x + towers.width / 2))).toBeLessThan(2);
    expect(Math.abs(dungeon.y + dungeon.height - walls.y)).toBeLessThan(2);
    await shootPart(page, `looks-caylus-${width}-castle`, '.cy-castle');
    // Passing: my marker stands on the deck (its foot within 4 px of the road surface).
    await bridge.click();
    const confirm = page.getByTestId('confirm-move');
    await confirm.or(bridge.locator('[data-player]')).first().waitFor();
    if (await confirm.count()) await bridge.click();
    const marker = page.getByTestId('bridge-order').getByRole('img').first();
    await marker.waitFor();
    // (Once it has landed: the kit's motion carries it there from my panel.)
    const deck = (await art.locator('.cy-bridge-deck').boundingBox())!;
    await expect
      .poll(async () => {
        const box = (await marker.boundingBox())!;
        return Math.abs(box.y + box.height - deck.y);
      })
      .toBeLessThan(4);
    await shootPart(page, `looks-caylus-${width}-bridge`, '.cy-way');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
  }, 120_000);

  it('Troyes: the buildings are fronts of their own on a cobbled town square, no graph paper', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'troyes', ['human', 'random']);
    await page.getByTestId('building-palace').waitFor();
    const square = page.locator('.ty-building-list > svg[data-testid="town-square"]');
    expect(await square.count()).toBe(1);
    // The paving fills the square inside its edge.
    const list = await page
      .locator('.ty-building-list')
      .evaluate((el) => [el.clientWidth, Math.round(el.clientHeight)] as const);
    const paved = (await square.boundingBox())!;
    expect([paved.width, Math.round(paved.height)]).toEqual(list);
    for (const b of ['palace', 'bishopric', 'cityhall']) {
      const building = page.getByTestId(`building-${b}`);
      expect(await building.evaluate((el) => getComputedStyle(el).backgroundImage), b).toBe('none');
      expect(await building.locator(`svg[data-testid="facade-${b}"]`).count(), b).toBe(1);
      // The front is as wide as its rows of spaces (no empty backdrop round them).
      const [front, rows] = [(await building.boundingBox())!, (await building.locator('.ty-rows').boundingBox())!];
      expect(front.width - rows.width, b).toBeLessThan(40);
    }
    await shootPart(page, `looks-troyes-${width}`, '.ty-buildings');
    expect(await page.evaluate(sidewaysScroll)).toBe(0);
  }, 120_000);
});
