import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './harness';
import { BOARD_WIDTHS } from './boardPages';

// Two people at one Caylus screen: "your decision" would name nobody, so the
// decision panel and the prompt bar name the seat that acts (its name, colour and
// symbol, as the player list draws them), and the next one once the turn passes.
// Troyes at one screen: hotseat-secrets.test.ts. Pictures:
// test-output/screenshots/shared-screen-*.

const suite = browserSuite('shared-screen');
const NAMES = ['Anna', 'Bruno'];

/** A Caylus table of two people at one screen, named Anna and Bruno. */
async function openShared(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/local/caylus`);
  for (const [i, name] of NAMES.entries()) {
    await page.locator(`select[name="seat-${i}"]`).selectOption('human');
    await page.locator(`input[name="name-${i}"]`).fill(name);
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('.caylus-board').waitFor();
}

/** The seat the player list marks as acting (whoever starts: the game draws it). */
async function actingSeat(page: Page): Promise<number> {
  const panel = page.locator('.player-panel[aria-current="true"]');
  await expect.poll(() => panel.count()).toBe(1);
  return Number((await panel.getAttribute('data-testid'))!.replace('player-panel-', ''));
}

describe.each(BOARD_WIDTHS)('two people at one Caylus screen, %i px wide', (width, height) => {
  it('names the acting seat in the decision panel and the prompt, and the next one after a move', async () => {
    const { page } = await suite.player({ width, height });
    await openShared(page);
    const title = page.getByTestId('decision-panel').locator('h3');
    const prompt = page.getByTestId('prompt');
    const first = await actingSeat(page);
    const name = NAMES[first]!;
    await title.getByText(`${name}'s decision`).waitFor();
    // The seat as the player list draws it: its symbol in its colour, then its name.
    const chip = title.locator(`.player-name[data-player="${first}"]`);
    expect((await chip.innerText()).replace(/\s/g, '')).toBe(`${first === 0 ? '●' : '▲'}${name}`);
    expect(await chip.getByRole('img', { name: first === 0 ? 'blue circle' : 'orange triangle' }).count()).toBe(1);
    expect(await title.innerText()).not.toContain('Your');
    expect(await prompt.textContent()).toMatch(new RegExp(`^[●▲]${name}: `));
    expect(await prompt.locator(`.player-name[data-player="${first}"]`).count()).toBe(1);
    await screenshot(page, `shared-screen-${width}-${name}`);

    // The first seat places a worker: the screen passes to the other, and the words with it.
    await page.locator('.caylus-board [data-testid^="road-"][data-target="true"]').first().click();
    const confirm = page.getByTestId('confirm-move').getByRole('button', { name: 'Confirm' });
    const other = NAMES[1 - first]!;
    const next = title.getByText(`${other}'s decision`);
    await Promise.race([next.waitFor(), confirm.waitFor().catch(() => undefined)]);
    if (await confirm.count()) await confirm.click();
    await next.waitFor();
    expect(await actingSeat(page)).toBe(1 - first);
    expect(await title.locator(`.player-name[data-player="${1 - first}"]`).count()).toBe(1);
    expect(await prompt.textContent()).toMatch(new RegExp(`^[●▲]${other}: `));
    await screenshot(page, `shared-screen-${width}-${other}`);
  });
});

describe('one person against a bot at one screen', () => {
  it('keeps "Your decision"', async () => {
    const { page } = await suite.player({ width: 1280, height: 860 });
    await page.goto(`${suite.server.url}/local/caylus`);
    await page.locator('select[name="seat-0"]').selectOption('human');
    await page.locator('select[name="seat-1"]').selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    const title = page.getByTestId('decision-panel').locator('h3');
    await title.getByText('Your decision').waitFor();
    expect(await title.locator('.player-name').count()).toBe(0);
    expect(await page.getByTestId('prompt').locator('.player-name').count()).toBe(0);
  });
});
