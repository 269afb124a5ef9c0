import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot, shotsDir } from './harness';

// Tooltips on a phone: wholly inside the window and drawn over
// everything (scrolling boxes, sticky panels), at the screen's edges, in HTML boards
// and over SVG maps. Waits are on page content only.

const suite = browserSuite('tooltips');
const player = suite.player;

/** In the page: how the one tooltip shown is hidden, if it is (outside the window, or under something). */
function tipProblems(): string[] {
  const tips = Array.from(document.querySelectorAll<HTMLElement>('[role="tooltip"]')).filter((t) => !t.hidden);
  if (tips.length !== 1) return [`${tips.length} tooltips shown`];
  const tip = tips[0];
  const r = tip.getBoundingClientRect();
  const out: string[] = [];
  const width = document.documentElement.clientWidth;
  if (r.left < 0 || r.right > width || r.top < 0 || r.bottom > window.innerHeight) {
    out.push(
      `outside the window: ${Math.round(r.left)}..${Math.round(r.right)} × ${Math.round(r.top)}..${Math.round(r.bottom)}`,
    );
  }
  // Is the tip what one sees at its corners and centre? (It ignores the pointer: look as if it did not.)
  tip.style.pointerEvents = 'auto';
  const points: [number, number][] = [
    [r.left + 3, r.top + 3],
    [r.right - 3, r.top + 3],
    [r.left + 3, r.bottom - 3],
    [r.right - 3, r.bottom - 3],
    [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
  ];
  for (const [x, y] of points) {
    const seen = document.elementFromPoint(x, y);
    if (!seen || !tip.contains(seen))
      out.push(`covered at ${Math.round(x)},${Math.round(y)} by ${seen?.className || seen?.tagName}`);
  }
  tip.style.pointerEvents = '';
  return out;
}

describe('tooltips on a phone', () => {
  it('stay whole and on top at the edges of a Caylus table and over the dock', async () => {
    const phone = await player({ width: 390, height: 844 });
    const { page } = phone;
    await page.goto(`${suite.server.url}/local/caylus`);
    await page.getByRole('button', { name: 'Start' }).click();
    for (const id of ['road-1', 'road-4', 'favour-prestige-0', 'favour-buildings-5']) {
      const spot = page.getByTestId(id);
      await spot.scrollIntoViewIfNeeded();
      await spot.hover();
      await page.getByRole('tooltip').waitFor();
      expect(await page.evaluate(tipProblems), id).toEqual([]);
    }
    // Scrolled so that the road passes under the dock at the window's foot: the tip is over it.
    const road = page.getByTestId('road-9');
    await page.getByTestId('decision-panel').waitFor();
    await road.evaluate((el) => {
      const dock = document.querySelector('[data-testid="table-dock"]')!.getBoundingClientRect();
      window.scrollBy(0, el.getBoundingClientRect().bottom - dock.top - 10);
    });
    await page.mouse.move(0, 0);
    const box = (await road.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 8);
    await page.getByRole('tooltip').waitFor();
    expect(await page.evaluate(tipProblems), 'road-9 by the dock').toEqual([]);
    // The window only: a picture of the whole page lays it out at another size, which closes the tip.
    await page.screenshot({ path: `${shotsDir}/tooltip-caylus-390.png` });
  });

  it('stay whole over the Tikal map on a phone, one at a time', async () => {
    const phone = await player({ width: 390, height: 844 });
    const { page } = phone;
    await page.goto(`${suite.server.url}/local/tikal`);
    await page.getByRole('button', { name: 'Start' }).click();
    // The hexes furthest left, right, up and down on the map.
    const edges = await page.getByTestId('tikal-map').evaluate((svg) => {
      const hexes = Array.from(svg.querySelectorAll('[data-testid^="hex-"]')).map((h) => ({
        id: h.getAttribute('data-testid')!,
        r: h.getBoundingClientRect(),
      }));
      const by = (f: (r: DOMRect) => number) => hexes.reduce((a, b) => (f(b.r) < f(a.r) ? b : a)).id;
      return [...new Set([by((r) => r.left), by((r) => -r.right), by((r) => r.top), by((r) => -r.bottom)])];
    });
    expect(edges.length).toBeGreaterThanOrEqual(3);
    for (const space of edges) {
      const hex = page.getByTestId(space);
      await hex.scrollIntoViewIfNeeded();
      await hex.hover();
      await page.getByTestId('hex-inspector').and(page.getByRole('tooltip')).waitFor();
      expect(await page.evaluate(tipProblems), `hex ${space}`).toEqual([]);
    }
    await screenshot(page, 'tooltip-tikal-390');
    // Hovering a kit tooltip's element closes the hex's: one at a time.
    const tiles = page.getByTestId('tiles-left');
    await tiles.scrollIntoViewIfNeeded();
    await tiles.hover();
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(1);
    expect(await page.getByRole('tooltip').textContent()).toContain('Stack');
  });

  it('open and close with taps on a touch screen', async () => {
    const phone = await player({ width: 390, height: 844 }, { hasTouch: true });
    const { page } = phone;
    await page.goto(`${suite.server.url}/local/caylus`);
    await page.getByRole('button', { name: 'Start' }).tap();
    const spot = page.getByTestId('road-1');
    await spot.scrollIntoViewIfNeeded();
    await spot.tap();
    await page.getByRole('tooltip').waitFor();
    expect(await page.getByRole('tooltip').textContent()).toContain('Space 1');
    expect(await page.evaluate(tipProblems)).toEqual([]);
    await spot.tap();
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    // Another spot's tap moves the tooltip there; a tap elsewhere closes it.
    await spot.tap();
    await page.getByTestId('road-2').tap();
    await expect.poll(() => page.getByRole('tooltip').allTextContents()).toEqual([expect.stringContaining('Space 2')]);
    await page.getByRole('heading', { name: 'Road' }).tap();
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
  });
});
