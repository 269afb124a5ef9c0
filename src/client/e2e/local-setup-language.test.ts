import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BOARD_WIDTHS } from './boardPages';
import { browserSuite, screenshot } from './harness';

// Issue 27 item 14: on the one-screen set-up page a player's name not typed yet
// ("Gracz 1" in Polish) follows the header's language switcher ("Player 1" in
// English), while a typed name stays as typed. Waits are on page content only.

const suite = browserSuite('local-setup-language');

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.locator('select[name="language"]').selectOption(language);
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
}

const nameField = (page: Page, seat: number) => page.locator(`input[name="name-${seat}"]`);

describe.each(BOARD_WIDTHS)('the one-screen set-up page at %i px', (width, height) => {
  it('shows an untyped player name in the language chosen, and keeps a typed one', async () => {
    const { page } = await suite.player({ width, height });
    await page.goto(`${suite.server.url}/`);
    await chooseLanguage(page, 'pl');
    await page.goto(`${suite.server.url}/local/tikal`);
    await page.locator('html[lang="pl"]').waitFor({ state: 'attached' });
    await expect.poll(() => nameField(page, 0).inputValue()).toBe('Gracz 1');

    await chooseLanguage(page, 'en');
    await expect.poll(() => nameField(page, 0).inputValue()).toBe('Player 1');

    // A second person at the table; the first types a name.
    await page.locator('select[name="seat-1"]').selectOption('human');
    await expect.poll(() => nameField(page, 1).inputValue()).toBe('Player 2');
    await nameField(page, 0).fill('Ala');
    await chooseLanguage(page, 'pl');
    await expect.poll(() => nameField(page, 1).inputValue()).toBe('Gracz 2');
    expect(await nameField(page, 0).inputValue()).toBe('Ala');
    await screenshot(page, `local-setup-language-${width}`);
  });
});
