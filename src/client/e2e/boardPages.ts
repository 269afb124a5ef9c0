import type { Page } from 'playwright-core';
import { screenshot, shotsDir } from './harness';

// What the drawn boards' browser tests share: the widths they are looked at, a
// one-screen table started from its set-up page, and the pictures taken of it.

/** A phone and a desktop window (width, height). */
export const BOARD_WIDTHS = [
  [390, 844],
  [1280, 860],
] as const;

export interface TableSetUp {
  /** Set the player count first (games whose set-up offers it). */
  numPlayers?: boolean;
  /** Table options to tick (`input[name=…]`). */
  options?: readonly string[];
  /** Deal from this seed (`?seed=`): with `random` bots the whole game comes out the same. */
  seed?: string;
}

/** A one-screen table of `gameId` with these seats (`human`, `random`, `easy`…), once its board shows. */
export async function startLocalTable(
  page: Page,
  url: string,
  gameId: string,
  seats: readonly string[],
  setUp: TableSetUp = {},
): Promise<void> {
  await page.goto(`${url}/local/${gameId}${setUp.seed ? `?seed=${setUp.seed}` : ''}`);
  if (setUp.numPlayers) await page.locator('select[name="numPlayers"]').selectOption(String(seats.length));
  for (const [i, level] of seats.entries()) await page.locator(`select[name="seat-${i}"]`).selectOption(level);
  for (const option of setUp.options ?? []) await page.locator(`input[name="${option}"]`).check();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator(`.${gameId}-board`).waitFor();
}

/** The whole page as `name`, and the board's part under `part` as `name-suffix`, with no pointer over it. */
export async function shootBoard(page: Page, name: string, part: string, suffix: string): Promise<void> {
  await page.mouse.move(1, 1);
  await screenshot(page, name);
  await page
    .locator(part)
    .first()
    .screenshot({ path: `${shotsDir}/${name}-${suffix}.png` });
}
