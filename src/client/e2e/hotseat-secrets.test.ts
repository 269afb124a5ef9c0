import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './harness';
import { BOARD_WIDTHS, shootBoard } from './boardPages';

// Two people at one Troyes screen: no decision before round 1 needs a player's
// VP or characters, so no hand-over screen covers the board in the citizens draft;
// each seat shows its secrets on request, hidden again when the screen passes on.
// The screen is shared, so the words to the seat on screen name it, not "your".
// Pictures: test-output/screenshots/hotseat-secrets-*.

const suite = browserSuite('hotseat-secrets');

/** In every document of the page: counts each time a hand-over screen appears. */
function countHandOvers(): void {
  const w = window as unknown as { handOvers: number };
  w.handOvers = 0;
  let shown = false;
  const look = () => {
    const now = document.querySelector('[data-testid="hand-over"]') !== null;
    if (now && !shown) w.handOvers++;
    shown = now;
  };
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
}

const NAMES = ['Anna', 'Bruno'];

/** The name of the seat the player list marks as acting. */
async function actingName(page: Page): Promise<string> {
  const panel = page.locator('.player-panel[aria-current="true"]');
  await expect.poll(() => panel.count()).toBe(1);
  return NAMES[Number((await panel.getAttribute('data-testid'))!.replace('player-panel-', ''))]!;
}

async function vp(page: Page, seat: string): Promise<string> {
  return page.getByTestId(`player-panel-${seat}`).locator('.counter', { hasText: 'VP' }).locator('dd').innerText();
}

describe.each(BOARD_WIDTHS)('Troyes, two people at one screen, %i px wide', (width, height) => {
  it('drafts every citizen with no hand-over screen, secrets shown on request only', async () => {
    const { page } = await suite.player({ width, height });
    await page.addInitScript(countHandOvers);
    await page.goto(`${suite.server.url}/local/troyes`);
    await page.locator('select[name="seat-1"]').selectOption('human');
    for (const [i, name] of NAMES.entries()) await page.locator(`input[name="name-${i}"]`).fill(name);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.troyes-board, [data-testid="hand-over"]').first().waitFor();

    // The draft: twelve citizens, whoever's turn it is, on the first empty space.
    for (let i = 0; i < 12; i++) {
      const ready = page.getByRole('button', { name: /I am ready/ });
      const space = page.locator('.troyes-board button[aria-label$=": empty"]').first();
      await page.locator('.troyes-board button[aria-label$=": empty"], [data-testid="hand-over"]').first().waitFor();
      // Today's code covers the board at each change of seat: pass it to count them.
      if (await ready.count()) {
        await ready.click();
        await space.waitFor();
      }
      // Whoever drafts now, the prompt starts with their name, not "your".
      const name = await actingName(page);
      await expect.poll(() => page.getByTestId('prompt').textContent()).toMatch(new RegExp(`^[●▲]${name}: `));
      if (i < 2) {
        // Face down until asked: the seat on screen shows its own, then hides them.
        const characters = page.getByRole('region', { name: `${name}'s characters` });
        expect(await characters.count()).toBe(0);
        await page.getByRole('button', { name: new RegExp(`^Show .*${name} ?'s secrets$`) }).click();
        await characters.waitFor();
        if (i === 0) await shootBoard(page, `hotseat-secrets-${width}-shown`, '.ty-main', 'city');
        await page.getByRole('button', { name: new RegExp(`^Hide .*${name} ?'s secrets$`) }).click();
        await characters.waitFor({ state: 'detached' });
      }
      const label = (await space.getAttribute('aria-label'))!;
      const where = await space.evaluate((b) => b.closest('[data-testid^="building-"]')!.getAttribute('data-testid'));
      await space.click();
      const taken = page.locator(`[data-testid="${where}"] button[aria-label="${label}"]`);
      const confirm = page.getByTestId('confirm-move').getByRole('button', { name: 'Confirm' });
      await Promise.race([taken.waitFor({ state: 'detached' }), confirm.waitFor().catch(() => undefined)]);
      if (await confirm.count()) await confirm.click();
      await taken.waitFor({ state: 'detached' });
    }
    await page.locator('.troyes-board:not([data-phase="placement"])').waitFor({ timeout: 60_000 });
    await shootBoard(page, `hotseat-secrets-${width}-round1`, '.ty-main', 'city');
    // Round 1's cards lie face up: at desktop width each says its effect in a short
    // sentence beside its icons, inside the card; the full sentence is its tooltip.
    const faceUp = page.locator('.ty-card:not(.is-face-down)');
    expect(await faceUp.count()).toBe(3);
    const words = await faceUp.locator('.ty-card-text').evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLElement).offsetHeight > 0)
        .map((e) => {
          const text = e.getBoundingClientRect();
          const card = e.closest('.ty-card')!.getBoundingClientRect();
          const inside =
            text.left >= card.left - 0.5 &&
            text.right <= card.right + 0.5 &&
            text.top >= card.top - 0.5 &&
            text.bottom <= card.bottom + 0.5;
          return { text: e.textContent ?? '', inside };
        }),
    );
    if (width >= 1280) {
      expect(words).toHaveLength(3);
      for (const w of words) {
        expect(w.text).not.toMatch(/^(Per activation|Stores a cube per activation)/);
        expect(w.text.length, w.text).toBeLessThanOrEqual(60);
        expect(w.inside, w.text).toBe(true);
      }
      await faceUp.first().hover();
      await expect
        .poll(() => page.getByRole('tooltip').textContent())
        .toMatch(/(Per activation|Stores a cube per activation)/);
      await page.mouse.move(1, 1);
    } else expect(words).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { handOvers: number }).handOvers)).toBe(0);
    // Nobody's VP on screen unless asked.
    expect([await vp(page, '0'), await vp(page, '1')]).toEqual(['?', '?']);
  }, 240_000);
});
