import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { games } from '../../games';
import { browserSuite, screenshot, type Player } from './harness';

// Every page of a table, for each registered game, on a phone (390 px)
// and a desktop (1280 px): the hotseat table, the waiting page, the join page, an
// online table of two people, a spectator, the rules and the end screen with the
// finished board behind it. On each page: no horizontal overflow, no
// control cut off or covered, and, when the seat on screen has legal moves, every
// highlighted target of the board can be brought into view and is on top, and
// clicking one changes the state. A picture of each page goes to test-output.
// The end screen needs a table of bots played to the end at full speed, the
// longest part of a game's check: it is played once per game, beside the phone's
// pages, and looked at in each width in turn (the window resized), not played
// again for the desktop. Waits are on page content only.

const suite = browserSuite('pages');

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** How the boards mark a legal target: Caylus spots, Tikal hexes, Troyes spaces/cards/dice, Iwari spaces and totems. */
const MARKED =
  '#board .is-target, #board [data-target="true"], #board [data-mark="target"], #board [data-highlight="target"]';
const ACTIVE = 'button, [role="button"]';
/**
 * The targets a player activates: a marked control, or the controls inside a marked
 * box (a Troyes building or the cathedral glows, its name is the button).
 */
const TARGETS = `:is(${MARKED}):is(${ACTIVE}), :is(${MARKED}):not(${ACTIVE}) :is(${ACTIVE})`;

/** In the page: marked targets with nothing to activate in them. */
function deadTargets([marked, active]: readonly [string, string]): string[] {
  return Array.from(document.querySelectorAll(marked))
    .filter((el) => !el.matches(active) && !el.querySelector(active) && el.getClientRects().length > 0)
    .map(
      (el) =>
        `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')}: highlighted as a target but nothing in it can be activated`,
    );
}

const CONTROLS = 'button, select, input:not([type="hidden"]), textarea, [role="button"], a[href]';

/**
 * In the page: what is wrong with the controls under `selector` (all visible ones,
 * or those of the open modal dialog): outside the viewport horizontally, cut by an
 * ancestor that clips, or covered at their centre once scrolled to the middle.
 */
function controlProblems([selector, strict]: readonly [string, boolean]): { checked: number; problems: string[] } {
  const problems: string[] = [];
  let checked = 0;
  // Scroll boxes are put back as they were (a log shows its newest line, a map its start).
  const scrolled = Array.from(document.querySelectorAll('*'))
    .filter((e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight)
    .map((e) => [e, e.scrollLeft, e.scrollTop] as const);
  const modal = document.querySelector('[aria-modal="true"]');
  const root: ParentNode = modal ?? document;
  const name = (el: Element) => {
    const id =
      el.getAttribute('data-testid') ??
      el.getAttribute('aria-label') ??
      el.getAttribute('name') ??
      (el.textContent ?? '').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${id}"`;
  };
  const hits = (el: Element, x: number, y: number) => {
    const top = document.elementFromPoint(x, y);
    return top !== null && (top === el || el.contains(top));
  };
  for (const el of Array.from(root.querySelectorAll(selector))) {
    if (el.getClientRects().length === 0) continue;
    if (el.closest('.visually-hidden, [inert], [aria-hidden="true"]')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    let r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    checked++;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    r = el.getBoundingClientRect();
    // A skip link waits off screen until it has the focus.
    const outside = () => r.left < -1 || r.right > window.innerWidth + 1;
    const focused = outside() && el instanceof HTMLElement;
    if (focused) {
      el.focus();
      r = el.getBoundingClientRect();
    }
    const done = () => {
      if (focused) el.blur();
    };
    if (outside()) {
      done();
      problems.push(
        `${name(el)}: outside the viewport (${Math.round(r.left)}–${Math.round(r.right)} of ${window.innerWidth})`,
      );
      continue;
    }
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.documentElement && !clipped; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.position === 'fixed') break;
      const box = a.getBoundingClientRect();
      const inner =
        a instanceof HTMLElement
          ? {
              left: box.left + a.clientLeft,
              right: box.left + a.clientLeft + a.clientWidth,
              top: box.top + a.clientTop,
              bottom: box.top + a.clientTop + a.clientHeight,
            }
          : box;
      for (const [axis, overflow] of [
        ['x', s.overflowX],
        ['y', s.overflowY],
      ] as const) {
        if (overflow === 'visible') continue;
        const [lo, hi, rlo, rhi] =
          axis === 'x' ? [inner.left, inner.right, r.left, r.right] : [inner.top, inner.bottom, r.top, r.bottom];
        // A scroll box that is smaller than the control cannot show it whole: counted as a cut.
        if (rlo < lo - 1 || rhi > hi + 1) {
          problems.push(
            `${name(el)}: cut ${axis === 'x' ? 'horizontally' : 'vertically'} by ${name(a)} (overflow ${overflow}; control ${Math.round(rlo)}–${Math.round(rhi)}, box ${Math.round(lo)}–${Math.round(hi)})`,
          );
          clipped = true;
          break;
        }
      }
    }
    if (clipped) {
      done();
      continue;
    }
    // Covered: the centre; for an SVG shape (not a rectangle) that is not a board
    // target (`strict`), any point of a 5×5 grid over it.
    const cx = (Math.max(r.left, 0) + Math.min(r.right, window.innerWidth)) / 2;
    const cy = (Math.max(r.top, 0) + Math.min(r.bottom, window.innerHeight)) / 2;
    let ok = hits(el, cx, cy);
    if (!ok && !strict && el instanceof SVGElement) {
      for (let i = 1; i <= 5 && !ok; i++)
        for (let j = 1; j <= 5 && !ok; j++) ok = hits(el, r.left + (r.width * i) / 6, r.top + (r.height * j) / 6);
    }
    if (!ok) {
      const top = document.elementFromPoint(cx, cy);
      problems.push(`${name(el)}: covered at its centre by ${top ? name(top) : 'nothing (off screen)'}`);
    }
    done();
  }
  for (const [e, left, top] of scrolled) e.scrollTo(left, top);
  window.scrollTo(0, 0);
  return { checked, problems };
}

/** In the page: how far the page is wider than the window (0: no horizontal overflow). */
function overflowX(): number {
  return Math.max(0, (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth);
}

/** In the page: the boxes of the board that scroll sideways (a desktop should see the board whole). */
function boardScrollsX(): string[] {
  return Array.from(document.querySelectorAll('#board *'))
    .filter((e) => {
      const o = getComputedStyle(e).overflowX;
      return (o === 'auto' || o === 'scroll') && e.scrollWidth > e.clientWidth + 1;
    })
    .map(
      (e) =>
        `${e.tagName.toLowerCase()}.${String(e.className).trim().split(/\s+/).join('.')} (${e.scrollWidth} px in ${e.clientWidth})`,
    );
}

/**
 * After a click that asks for a confirmation: "click the same place again" needs
 * the place in sight, not under the confirmation bar.
 */
async function confirmHidesTarget(page: Page, target: ReturnType<Page['locator']>): Promise<string[]> {
  if ((await page.getByTestId('confirm-move').count()) === 0) return [];
  const covered = await target
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      return top !== null && !(top === el || el.contains(top)) && top.closest('[data-testid="confirm-move"]') !== null;
    })
    .catch(() => false);
  return covered
    ? ['the confirmation bar covers the target just clicked ("click the same place again" cannot be done)']
    : [];
}

/**
 * Checks the controls once the pieces have stopped: a piece still travelling is not
 * where it stays, and the motion kit lets clicks through it meanwhile. Endless
 * animations (a mark's pulse) do not count.
 */
async function atRest(page: Page, args: readonly [string, boolean]): Promise<{ checked: number; problems: string[] }> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  return page.evaluate(controlProblems, args);
}

/** The state the player sees, to tell that a click did something. */
async function signature(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.querySelector('[data-testid="prompt"]')?.textContent ?? '',
      document.querySelectorAll('.game-log li').length,
      document.querySelector('[data-testid="hand-over"]') ? 'hand-over' : '',
      document.querySelector('[data-testid="confirm-move"]')?.textContent ?? '',
      document.querySelector('#board')?.innerHTML ?? '',
    ].join('\n'),
  );
}

interface PageReport {
  page: string;
  overflow: number;
  controls: number;
  problems: string[];
  targets?: string;
}

/**
 * Checks one page and takes its picture; `board`: when the seat on screen has legal
 * moves, also the board's highlighted targets, then clicks one and checks the page
 * it leads to (a chosen die's actions, the next prompt...).
 */
async function checkPage(page: Page, label: string, { board = false } = {}): Promise<PageReport> {
  const controls = await atRest(page, [CONTROLS, false] as const);
  const report: PageReport = {
    page: label,
    overflow: await page.evaluate(overflowX),
    controls: controls.checked,
    problems: controls.problems,
  };
  await screenshot(page, `pages-${label}`);
  if (page.viewportSize()!.width >= 1280) {
    report.problems.push(
      ...(await page.evaluate(boardScrollsX)).map((b) => `the board scrolls sideways on a desktop: ${b}`),
    );
  }
  if (board && (await page.locator('.prompt-bar.is-mine').count()) === 0)
    report.problems.push('the seat on screen was expected to move');
  if (board && (await page.locator('.prompt-bar.is-mine').count()) > 0) {
    const count = await page.locator(TARGETS).count();
    report.targets = `${count} targets`;
    if (count === 0) {
      report.problems.push('no highlighted target while the seat on screen has legal moves');
      return report;
    }
    const targets = await atRest(page, [TARGETS, true] as const);
    report.problems.push(
      ...targets.problems.map((p) => `target ${p}`),
      ...(await page.evaluate(deadTargets, [MARKED, ACTIVE] as const)),
    );
    const first = page.locator(TARGETS).first();
    await first.hover();
    const before = await signature(page);
    await first.click();
    await expect.poll(() => signature(page), { timeout: 10_000 }).not.toBe(before);
    report.targets += ', one clicked: the state changed';
    report.problems.push(...(await confirmHidesTarget(page, first)));
    const after = await atRest(page, [CONTROLS, false] as const);
    report.overflow = Math.max(report.overflow, await page.evaluate(overflowX));
    report.problems.push(...after.problems.map((p) => `after the click: ${p}`));
    // What the click offers next (the cards and buildings a chosen die may go to...).
    const next = await page.locator(TARGETS).count();
    if (next > 0 && (await page.locator('.prompt-bar.is-mine').count()) > 0) {
      const nextTargets = await atRest(page, [TARGETS, true] as const);
      report.targets += `, then ${next} targets`;
      report.problems.push(...nextTargets.problems.map((p) => `after the click: target ${p}`));
    }
    await screenshot(page, `pages-${label}-clicked`);
  }
  return report;
}

/** Past the hand-over screen, which games with per-seat secrets show first. */
async function handOver(page: Page): Promise<void> {
  await page.locator('#board, [data-testid="hand-over"]').first().waitFor();
  const ready = page.getByRole('button', { name: /I am ready/ });
  if (await ready.count()) await ready.click();
}

/**
 * Plays on at the hotseat table through the board's own targets (the last one each
 * time, which in every board is an action rather than a first pick), checking the
 * targets and controls of each new state: the later steps of a turn (a Troyes die
 * chosen, an Iwari payment, a Caylus decision) have panels of their own.
 */
async function playOn(page: Page, label: string, steps: number): Promise<PageReport> {
  const report: PageReport = { page: `${label}-played`, overflow: 0, controls: 0, problems: [] };
  let clicks = 0;
  let panelClicks = 0;
  let lastPanel = '';
  let panelRun = 0;
  // The page's controls are checked once per decision (per prompt), its targets at every step.
  const seen = new Set<string>();
  const fresh = (prompt: string) => !seen.has(prompt) && Boolean(seen.add(prompt));
  for (let step = 0; step < steps; step++) {
    const ready = page.getByRole('button', { name: /I am ready/ });
    if (await ready.count()) {
      await ready.click();
      await page.locator('#board').waitFor();
    }
    const confirm = page.getByTestId('confirm-move');
    if (await confirm.count()) {
      const before = await signature(page);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => signature(page), { timeout: 10_000 }).not.toBe(before);
      continue;
    }
    if ((await page.locator('.prompt-bar.is-mine').count()) === 0) break;
    const prompt = await page.getByTestId('prompt').innerText();
    if ((await page.locator(TARGETS).count()) === 0) {
      // A decision of the board's panel (an amount, a fight, a payment): its first
      // button, once the page is checked; stop where that changes nothing.
      if (fresh(prompt)) {
        const controls = await atRest(page, [CONTROLS, false] as const);
        report.problems.push(...controls.problems.map((p) => `at "${prompt}": ${p}`));
      }
      const button = page.locator('#board button:enabled').first();
      if ((await button.count()) === 0) break;
      // The same button again (a die picked and put back), or buttons alone for long
      // (a tile turned round and round): no way on.
      const name = `${await button.getAttribute('aria-label')}|${await button.innerText()}`;
      if (name === lastPanel || ++panelRun > 6) break;
      lastPanel = name;
      const before = await signature(page);
      await button.click();
      if (
        !(await expect
          .poll(() => signature(page), { timeout: 3_000 })
          .not.toBe(before)
          .then(
            () => true,
            () => false,
          ))
      )
        break;
      panelClicks++;
      continue;
    }
    lastPanel = '';
    panelRun = 0;
    const targets = await atRest(page, [TARGETS, true] as const);
    targets.problems.push(...(await page.evaluate(deadTargets, [MARKED, ACTIVE] as const)));
    const controls = fresh(prompt) ? await atRest(page, [CONTROLS, false] as const) : { checked: 0, problems: [] };
    report.controls = Math.max(report.controls, controls.checked);
    report.overflow = Math.max(report.overflow, await page.evaluate(overflowX));
    report.problems.push(
      ...[...targets.problems.map((p) => `target ${p}`), ...controls.problems].map((p) => `at "${prompt}": ${p}`),
    );
    const last = page.locator(TARGETS).last();
    await last.hover();
    const before = await signature(page);
    await last.click();
    await expect.poll(() => signature(page), { timeout: 10_000 }).not.toBe(before);
    report.problems.push(...(await confirmHidesTarget(page, last)).map((p) => `at "${prompt}": ${p}`));
    clicks++;
  }
  report.targets = `${clicks} targets and ${panelClicks} panel buttons clicked in turn`;
  await screenshot(page, `pages-${report.page}`);
  return report;
}

const ids = games.map((g) => g.name as string);

describe.each(ids)('every page of a %s table', (gameId) => {
  it.each(WIDTHS.map((v) => [v.width, v] as const))(
    'at %i px',
    async (width, viewport) => {
      const url = suite.server.url;
      const tag = `${gameId}-${width}`;
      const [alice, bob, carol]: Player[] = await Promise.all([
        suite.player(viewport),
        suite.player(viewport),
        suite.player(viewport),
      ]);
      const reports: PageReport[] = [];

      // The end screen, in the first width's test: a table of bots, at full speed,
      // plays while the other pages are checked.
      const ending = width === WIDTHS[0].width;
      if (ending) {
        await carol.page.goto(`${url}/local/${gameId}`);
        await carol.page.locator('select[name="seat-0"]').selectOption('random');
        await carol.page.locator('select[name="seat-1"]').selectOption('random');
        await carol.page.getByRole('button', { name: 'Start' }).click();
        await carol.page.getByRole('slider').fill('0');
      }

      // The hotseat table.
      await alice.page.goto(`${url}/local/${gameId}`);
      await alice.page.locator('select[name="seat-1"]').selectOption('human');
      await alice.page.getByRole('button', { name: 'Start' }).click();
      await handOver(alice.page);
      await alice.page.getByTestId('prompt').waitFor();
      await alice.page.locator('#board').waitFor();
      reports.push(await checkPage(alice.page, `${tag}-hotseat`, { board: true }));
      // On a phone, further into the game.
      if (width < 500) reports.push(await playOn(alice.page, `${tag}-hotseat`, 30));

      // An online table: the waiting page, the join page, the table of two people.
      await alice.page.goto(`${url}/lobby/${gameId}`);
      await alice.page.getByLabel('Your name').fill('Alice');
      await alice.page.getByLabel('Players').selectOption('2');
      await alice.page.getByRole('button', { name: 'Open table' }).click();
      await alice.page.waitForURL(new RegExp(`/table/${gameId}/`));
      const tableUrl = alice.page.url();
      await alice.page.getByTestId('waiting').getByText('1 of 2 seats taken').waitFor();
      reports.push(await checkPage(alice.page, `${tag}-waiting`));
      await bob.page.goto(tableUrl);
      await bob.page.getByTestId('join-game').waitFor();
      reports.push(await checkPage(bob.page, `${tag}-join`));
      await bob.page.getByLabel('Your name').fill('Bob');
      await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
      for (const p of [alice.page, bob.page]) {
        await p.locator('#board').waitFor();
        await p.getByTestId('prompt').waitFor();
      }
      await alice.page.getByTestId('player-panel-1').getByText('Bob').waitFor();
      const mine = (p: Player) => p.page.locator('.prompt-bar.is-mine').count();
      await expect.poll(async () => (await mine(alice)) + (await mine(bob))).toBeGreaterThan(0);
      const [mover, other] = (await mine(alice)) > 0 ? [alice, bob] : [bob, alice];
      reports.push(await checkPage(other.page, `${tag}-online-waiting-turn`));
      reports.push(await checkPage(mover.page, `${tag}-online`, { board: true }));

      // A spectator of the running table.
      await carol.context.newPage().then(async (watch) => {
        await watch.goto(`${tableUrl}?spectate=1`);
        await watch.getByText('watching', { exact: true }).waitFor();
        await watch.locator('#board').waitFor();
        reports.push(await checkPage(watch, `${tag}-spectator`));
        // The rules in brief.
        await watch.goto(`${url}/rules/${gameId}`);
        await watch.getByRole('heading', { level: 1 }).waitFor();
        reports.push(await checkPage(watch, `${tag}-rules`));
        await watch.close();
      });

      // The end screen, then the finished board behind it, in every width.
      if (ending) {
        await carol.page.getByRole('dialog').getByTestId('end-result').waitFor({ timeout: 240_000 });
        for (const size of WIDTHS) {
          await carol.page.setViewportSize(size);
          reports.push(await checkPage(carol.page, `${gameId}-${size.width}-end`));
        }
        await carol.page.getByRole('dialog').getByRole('button', { name: 'See the board' }).click();
        await carol.page.getByRole('dialog').waitFor({ state: 'detached' });
        for (const size of WIDTHS) {
          await carol.page.setViewportSize(size);
          reports.push(await checkPage(carol.page, `${gameId}-${size.width}-end-board`));
        }
      }

      for (const p of [alice, bob, carol]) {
        await p.close();
        suite.players.splice(suite.players.indexOf(p), 1);
      }
      console.log(
        reports
          .map(
            (r) =>
              `${r.page}: ${r.controls} controls, overflow ${r.overflow}${r.targets ? `; ${r.targets}` : ''}${r.problems.map((p) => `\n  ${p}`).join('')}`,
          )
          .join('\n'),
      );
      expect(reports.filter((r) => r.overflow > 0).map((r) => `${r.page}: ${r.overflow} px too wide`)).toEqual([]);
      expect(reports.flatMap((r) => r.problems.map((c) => `${r.page}: ${c}`))).toEqual([]);
    },
    360_000,
  );
});
