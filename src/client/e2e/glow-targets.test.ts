import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, shotsDir } from './harness';
import { BOARD_WIDTHS, startLocalTable } from './boardPages';

// What glows is clickable over the whole area that glows, on every board, in
// Debian's chromium at phone and desktop widths: for each glowing target, points
// spread over its glowing shape (a frame's corners inset a few pixels, its edges'
// middles, its centre; inside a drawn hex, circle or territory) all land on the
// target's button, and one real click near a corner of the glow makes the move.
// Seeded deals and `random` bots: the same targets glow on every run.

const suite = browserSuite('glow-targets');

/** Where a board's targets glow: the target (a button, or a frame holding one) and, in a drawing, the shape that glows. */
interface Glow {
  target: string;
  shape?: string;
}

const GLOWS: Record<string, Glow[]> = {
  troyes: [{ target: '.troyes-board .is-target' }],
  caylus: [{ target: '.caylus-board .cy-spot.is-target' }],
  tikal: [
    { target: '.tikal-board .tk-hex.is-target', shape: '.tk-hex-shape' },
    { target: '.tikal-board .tk-display-tile.is-target' },
  ],
  iwari: [
    { target: '.iwari-board .iw-territory.is-target', shape: '.iw-territory-area' },
    { target: '.iwari-board .iw-connection.is-target', shape: '.iw-connection-disc' },
    { target: '.iwari-board .iw-totem-circle.is-target', shape: '.iw-totem-ring' },
    { target: '.iwari-board .iw-space.is-target', shape: '.iw-space-dot' },
  ],
};

interface Probe {
  /** The glowing targets found and the points probed in them. */
  targets: number;
  points: number;
  /** Points inside a glow whose click would not reach the target's button. */
  misses: string[];
}

/**
 * In the page: the `index`-th target of `glow`, scrolled to the middle of the window,
 * and the points of its glow (a grid over a frame inset 5 px; over a drawn shape,
 * the grid's points 3 px or more inside the shape), each with what a click there reaches.
 */
function probeOne([glow, index]: readonly [Glow, number]): {
  points: [number, number][];
  misses: string[];
  name: string;
} {
  const target = document.querySelectorAll<HTMLElement | SVGGraphicsElement>(glow.target)[index];
  const button = target.matches('button,[role=button]') ? target : target.querySelector('button,[role=button]');
  const name = `${target.getAttribute('data-testid') ?? target.getAttribute('class')} (${button?.getAttribute('aria-label') ?? button?.textContent?.trim().slice(0, 30)})`;
  if (!button) return { points: [], misses: [`${name}: no button`], name };
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const shape = glow.shape ? target.querySelector<SVGGeometryElement>(glow.shape) : null;
  const box = (shape ?? target).getBoundingClientRect();
  const inside = (x: number, y: number): boolean => {
    if (!shape) return true;
    const at = new DOMPoint(x, y).matrixTransform(shape.getScreenCTM()!.inverse());
    return shape.isPointInFill(at);
  };
  const inset = shape ? 0 : 5;
  const points: [number, number][] = [];
  const steps = 4;
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      const x = box.left + inset + ((box.width - 2 * inset) * i) / steps;
      const y = box.top + inset + ((box.height - 2 * inset) * j) / steps;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      if (
        shape &&
        ![
          [0, 0],
          [3, 0],
          [-3, 0],
          [0, 3],
          [0, -3],
        ].every(([dx, dy]) => inside(x + dx, y + dy))
      )
        continue;
      points.push([x, y]);
    }
  }
  // A small drawn shape (a tent spot's dot) may hold no grid point 3 px inside: its centre then.
  if (points.length === 0) points.push([box.left + box.width / 2, box.top + box.height / 2]);
  const misses: string[] = [];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (hit?.closest('button,[role=button]') !== button)
      misses.push(
        `${name} at ${Math.round(x - box.left)},${Math.round(y - box.top)} of ${Math.round(box.width)}×${Math.round(box.height)}: ${hit ? `${hit.tagName.toLowerCase()}.${hit.getAttribute('class') ?? ''}` : 'nothing'}`,
      );
  }
  return { points, misses, name };
}

/** Every glowing target of `game` probed where it glows. */
async function probeAll(page: Page, game: string): Promise<Probe> {
  // No pointer over the board: an open tooltip is not part of what is probed.
  await page.mouse.move(0, 0);
  const out: Probe = { targets: 0, points: 0, misses: [] };
  for (const glow of GLOWS[game]) {
    const n = await page.locator(glow.target).count();
    for (let i = 0; i < n; i++) {
      const { points, misses } = await page.evaluate(probeOne, [glow, i] as const);
      out.targets++;
      out.points += points.length;
      out.misses.push(...misses);
    }
  }
  return out;
}

/** The point of `glow`'s first target nearest the top left corner of its glow, 5 px inside (scrolled to the window's middle). */
async function cornerOf(page: Page, glow: Glow, target: Locator): Promise<{ x: number; y: number }> {
  const index = await target.evaluate(
    (el, selector) => Array.from(document.querySelectorAll(selector)).indexOf(el),
    glow.target,
  );
  const { points } = await page.evaluate(probeOne, [glow, index] as const);
  const [x, y] = points.reduce((a, b) => (b[0] + b[1] < a[0] + a[1] ? b : a));
  return { x, y };
}

const logLines = (page: Page) => page.locator('.game-log li[data-line]').count();

/** Clicks at `at` (or on a button) and, when the table asks (a move that cannot be taken back), confirms. */
async function clickAndConfirm(page: Page, at: { x: number; y: number } | Locator): Promise<void> {
  const before = await logLines(page);
  if ('click' in at) await at.click();
  else await page.mouse.click(at.x, at.y);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect
    .poll(async () => (await confirm.count()) > 0 || (await logLines(page)) > before, { timeout: 60_000 })
    .toBe(true);
  if (await confirm.count()) await confirm.click();
  await expect.poll(() => logLines(page), { timeout: 60_000 }).toBeGreaterThan(before);
}

/** Troyes: the placement on the buildings (and any black-dice fight) played, up to the first action. */
async function troyesToActions(page: Page): Promise<void> {
  const next = page.locator('.ty-group, .troyes-board button[aria-label$=": empty"], .ty-fight').first();
  for (let i = 0; i < 40; i++) {
    await next.waitFor({ timeout: 60_000 });
    if (await page.locator('.ty-group').count()) return;
    const space = page.locator('.troyes-board button[aria-label$=": empty"]').first();
    if (await space.count()) {
      const label = (await space.getAttribute('aria-label'))!;
      const where = await space.evaluate((b) => b.closest('[data-testid^="building-"]')!.getAttribute('data-testid'));
      await space.click();
      const gone = page.locator(`[data-testid="${where}"] button[aria-label="${label}"]`);
      const confirm = page.getByRole('button', { name: 'Confirm' });
      await Promise.race([gone.waitFor({ state: 'detached' }), confirm.waitFor()]);
      if (await confirm.count()) await confirm.click();
      await gone.waitFor({ state: 'detached' });
      continue;
    }
    // A fight: concede when offered, else take on the highest and fight with the three strongest own dice.
    const concede = page.getByRole('button', { name: /^Concede/ });
    const take = page.getByRole('button', { name: /^Take on/ });
    const fight = page.getByRole('button', { name: 'Fight with the chosen dice' });
    if (await concede.count()) {
      await concede.click();
      await concede.waitFor({ state: 'detached' });
    } else if (await take.count()) {
      await take.click();
      await fight.waitFor();
    } else {
      const dice = page.locator('[data-testid="district-0"] button.ty-die');
      const strength = (label: string) => Number(label.slice(-1)) * (label.startsWith('red') ? 2 : 1);
      const labels = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
      const strongest = labels
        .map((l, i) => [strength(l), i] as const)
        .sort((a, b) => b[0] - a[0])
        .slice(0, 3);
      for (const [, k] of strongest) await dice.nth(k).click();
      await fight.click();
      const confirm = page.getByRole('button', { name: 'Confirm' });
      await Promise.race([fight.waitFor({ state: 'detached' }), confirm.waitFor()]);
      if (await confirm.count()) await confirm.click();
      await fight.waitFor({ state: 'detached' });
    }
  }
  throw new Error('no action phase');
}

describe.each(BOARD_WIDTHS)('glowing targets at %i px', (width, height) => {
  it('Troyes: the Cathedral and the buildings glowing for chosen white dice are clickable over their whole frame', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'troyes', ['human', 'random'], { seed: 'a' });
    // The placement's spaces glow first.
    await page.locator('.troyes-board button.ty-space.is-target').first().waitFor();
    const draft = await probeAll(page, 'troyes');
    expect(draft.targets).toBeGreaterThan(0);
    expect(draft.misses).toEqual([]);
    await troyesToActions(page);
    // A citizen recruited to the supply, then an own white die chosen: the bishopric takes
    // the citizen, the cathedral the die.
    const lines = await logLines(page);
    await page.getByRole('button', { name: /^New citizen/ }).click();
    await expect.poll(() => logLines(page)).toBeGreaterThan(lines);
    const cathedral = page.locator('[data-testid="cathedral"].is-target');
    await page.locator('[data-testid="district-0"] button.ty-die[aria-label^="white"]').first().click();
    await page.getByTestId('group-price').waitFor();
    await cathedral.waitFor();
    expect(await page.locator('[data-testid="building-bishopric"].is-target').count()).toBe(1);
    const probe = await probeAll(page, 'troyes');
    expect(probe.targets).toBeGreaterThanOrEqual(2);
    expect(probe.misses).toEqual([]);
    // The pointer near the bishopric's corner lights the whole frame as a hover does;
    // the keyboard's focus on the cathedral rings its whole frame.
    const bishopric = page.getByTestId('building-bishopric');
    const near = await cornerOf(page, GLOWS.troyes[0], bishopric);
    await page.mouse.move(near.x, near.y);
    await expect.poll(() => bishopric.evaluate((b) => getComputedStyle(b).boxShadow)).toMatch(/ 5px$/);
    await page.locator('.ty-building-list').screenshot({ path: `${shotsDir}/glow-targets-troyes-${width}-hover.png` });
    await page.mouse.move(0, 0);
    const build = page.getByRole('button', { name: 'Cathedral', exact: true });
    await build.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await build.evaluate((b) => getComputedStyle(b, '::after').outlineStyle)).toBe('solid');
    const frame = (await cathedral.boundingBox())!;
    await page.screenshot({
      path: `${shotsDir}/glow-targets-troyes-${width}-focus.png`,
      clip: { x: frame.x - 12, y: frame.y - 12, width: frame.width + 24, height: frame.height + 24 },
    });
    // One real click near a corner of the cathedral's frame, far from its name, builds.
    const corner = await cornerOf(page, GLOWS.troyes[0], cathedral);
    await clickAndConfirm(page, corner);
    await expect.poll(() => page.locator('[data-testid="cathedral"] .ty-level .ty-piece').count()).toBe(1);
  }, 240_000);

  it('Caylus: the glowing spots are clickable over their whole frame', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'caylus', ['human', 'random'], { seed: 'glow' });
    const target = page.locator(GLOWS.caylus[0].target).first();
    await target.waitFor();
    const probe = await probeAll(page, 'caylus');
    expect(probe.targets).toBeGreaterThan(0);
    expect(probe.misses).toEqual([]);
    await clickAndConfirm(page, await cornerOf(page, GLOWS.caylus[0], target));
  });

  it('Tikal: the glowing hexes are clickable over their whole hex', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'tikal', ['human', 'random'], { seed: 'glow' });
    const target = page.locator(GLOWS.tikal[0].target).first();
    await target.waitFor();
    const probe = await probeAll(page, 'tikal');
    expect(probe.targets).toBeGreaterThan(0);
    expect(probe.misses).toEqual([]);
    const hex = (await target.getAttribute('data-testid'))!;
    await clickAndConfirm(page, await cornerOf(page, GLOWS.tikal[0], target));
    await expect.poll(() => page.getByTestId(hex).getAttribute('data-kind')).not.toBe('empty');
  });

  it('Iwari: the glowing tent spots and totem circles are clickable where they glow', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'iwari', ['human', 'random', 'random'], {
      numPlayers: true,
      options: ['feats', 'expeditions'],
      seed: 'glow',
    });
    const target = page.locator(GLOWS.iwari[3].target).first();
    await target.waitFor();
    const probe = await probeAll(page, 'iwari');
    expect(probe.targets).toBeGreaterThan(0);
    expect(probe.misses).toEqual([]);
    const spot = (await target.getAttribute('data-testid'))!;
    const corner = await cornerOf(page, GLOWS.iwari[3], target);
    await page.mouse.click(corner.x, corner.y);
    await expect.poll(() => page.getByTestId(spot).getAttribute('data-mark')).toBe('selected');
  });

  it('Iwari: the territories glowing for a feat are clickable over their whole ground', async () => {
    const { page } = await suite.player({ width, height });
    await startLocalTable(page, suite.server.url, 'iwari', ['human', 'random', 'random'], {
      numPlayers: true,
      options: ['feats', 'expeditions'],
      seed: 'glow',
    });
    await page.getByRole('slider').fill('0');
    // Seat 0 fills the territory with the fewest free spots, two tents a turn, until a feat is earned.
    const territory = page.locator(GLOWS.iwari[0].target);
    const spots = page.locator('.iwari-board .iw-space[data-mark="target"]');
    const draw = page.getByRole('button', { name: /^Draw from the deck/ });
    for (let turn = 0; !(await territory.count()); turn++) {
      expect(turn).toBeLessThan(40);
      await page
        .locator(`${GLOWS.iwari[0].target}, .iwari-board .iw-space[data-mark="target"]`)
        .or(draw)
        .first()
        .waitFor({ timeout: 60_000 });
      if (await territory.count()) break;
      if (await draw.count()) {
        await clickAndConfirm(page, draw);
        continue;
      }
      const ids = await spots.evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-testid')!.slice('space-'.length)),
      );
      const free = new Map<string, number>();
      for (const id of ids) free.set(id.split('.')[0], (free.get(id.split('.')[0]) ?? 0) + 1);
      const where = [...free].sort((a, b) => a[1] - b[1])[0][0];
      for (let k = 0; k < 2; k++) {
        const spot = page.locator(`.iwari-board .iw-space[data-mark="target"][data-testid^="space-${where}."]`).first();
        if (!(await spot.count())) break;
        const id = (await spot.getAttribute('data-testid'))!;
        await spot.click();
        await expect.poll(() => page.getByTestId(id).getAttribute('data-mark')).toBe('selected');
      }
      await clickAndConfirm(page, page.getByTestId('placement').getByRole('button', { name: /^Pay/ }).first());
    }
    const probe = await probeAll(page, 'iwari');
    expect(probe.targets).toBeGreaterThan(0);
    expect(probe.misses).toEqual([]);
    const glowing = territory.first();
    const id = (await glowing.getAttribute('data-testid'))!;
    await clickAndConfirm(page, await cornerOf(page, GLOWS.iwari[0], glowing));
    await expect.poll(() => page.locator(`[data-testid="${id}"] .iw-feat`).count()).toBeGreaterThan(0);
  }, 240_000);
});
