import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { State } from 'boardgame.io';
import { games } from '../../games';
import { viewOf, type GameState } from '../../engine/contract';
import type { IwariState } from '../../games/iwari';
import { replayStates } from '../../engine/replay/replay';
import { playMatchToEnd } from '../../server/testing/replay';
import { withSecureSeed } from '../../engine/secure-seed';
import { seatLinkOf } from '../site/seatApi';
import { browserSuite, screenshot } from './harness';

// The replay of a finished Iwari match in Debian's chromium against
// the real server: opened from the end screen of a seated player, stepped to the
// end and back with the keyboard and the buttons, seen by another seat and by a
// spectator; a card another seat draws from the deck is never named to a seat
// that did not see it, and is named to its drawer only from the move that drew it.

const suite = browserSuite('replay');
const iwari = games.find((g) => g.name === 'iwari')!;

const step = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('replay-step').getAttribute('data-step'));

/** The log lines of `seat` that name the card they drew from the deck. */
const namedDraws = (page: Page, seat: string) =>
  page
    .getByTestId('game-log-lines')
    .locator('li', { has: page.locator(`[data-player="${seat}"]`), hasText: /draws an? \w+ card from the deck/ });

describe('the replay of a finished match', () => {
  it('opens from the end screen, steps to the end and back, and shows each point of view its own secrets only', async () => {
    const server = suite.server.server;
    const played = await playMatchToEnd(server, iwari, 3, 'e2e-replay');
    const stored = await server.store.fetch(played.matchID, { initialState: true, log: true });
    // Where seat 1 first draws a card from the deck, as the game's view for seat 1 names it.
    const views: IwariState[] = [];
    for (const { state } of replayStates(withSecureSeed(iwari), stored.initialState as State, stored.log!)) {
      views.push(viewOf(iwari.spec, state.G as GameState, '1') as IwariState);
    }
    const drawsBy1 = (G: IwariState) => G.log.filter((e) => e.key === 'drawDeck' && e.params.player === '1').length;
    const drawn = views.findIndex((G) => drawsBy1(G) > 0);
    expect(drawn).toBeGreaterThan(0);
    const last = views.length - 1;

    // Seat 0 opens the table by its seat link: the game is over, the end screen offers the replay.
    const alice = await suite.player();
    const page = alice.page;
    await page.goto(seatLinkOf(`${suite.server.url}/table/iwari/${played.matchID}`, played.seats[0]!));
    await page.getByRole('dialog').getByRole('heading', { name: 'Game over' }).waitFor();
    await page.getByRole('dialog').getByRole('link', { name: 'Watch the replay' }).click();
    await page.waitForURL(`**/replay/iwari/${played.matchID}?seat=0`);
    await page.locator('[data-testid="replay"][data-pov="0"]').waitFor();
    expect(await step(page)).toBe(0);
    await expect
      .poll(() => page.getByTestId('replay-step').innerText())
      .toMatch(new RegExp(`^Move 0 of ${last} The game as it was set up\\.`));
    // Seat 0's own hand as dealt; nothing of it is playable.
    const dealt = (viewOf(iwari.spec, stored.initialState!.G as GameState, '0') as IwariState).hands['0']!;
    await expect.poll(() => page.getByTestId('hand').locator('.iw-hand-card').count()).toBe(dealt.length);
    expect(
      await page
        .getByTestId('iwari-board')
        .locator('button:enabled', { hasText: /Discard|Draw/ })
        .count(),
    ).toBe(0);
    await screenshot(page, 'replay-start');

    // To the end with the keyboard: the end screen shows the result; back to the start.
    await page.keyboard.press('End');
    await expect.poll(() => step(page)).toBe(last);
    await page.getByRole('dialog').getByRole('heading', { name: 'Game over' }).waitFor();
    await screenshot(page, 'replay-end');
    await page.keyboard.press('Home');
    await expect.poll(() => step(page)).toBe(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Move by move with the arrow key and the button to seat 1's first deck draw.
    for (let i = 0; i < drawn - 1; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => step(page)).toBe(drawn - 1);
    await page.getByTestId('replay-next').click();
    await expect.poll(() => step(page)).toBe(drawn);
    // Seat 0 sees that seat 1 drew a card, not which.
    await page
      .getByTestId('game-log-lines')
      .locator('li', { has: page.locator('[data-player="1"]'), hasText: 'draws a card from the deck' })
      .last()
      .waitFor();
    expect(await namedDraws(page, '1').count()).toBe(0);

    // Seen by seat 1 at the same step: their card is named; one move earlier, not yet.
    await page.getByTestId('replay-pov').selectOption('1');
    await page.waitForURL(`**/replay/iwari/${played.matchID}?seat=1`);
    await page.locator('[data-testid="replay"][data-pov="1"]').waitFor();
    await expect.poll(() => namedDraws(page, '1').count()).toBe(drawsBy1(views[drawn]!));
    expect(await step(page)).toBe(drawn);
    await page.getByTestId('replay-previous').click();
    await expect.poll(() => step(page)).toBe(drawn - 1);
    expect(await namedDraws(page, '1').count()).toBe(0);
    await screenshot(page, 'replay-seat-1');

    // A spectator sees nobody's deck cards, even at the end.
    await page.getByTestId('replay-pov').selectOption('');
    await page.waitForURL(`**/replay/iwari/${played.matchID}`);
    await page.locator('[data-testid="replay"][data-pov="spectator"]').waitFor();
    await page.getByTestId('replay-previous').focus();
    await page.keyboard.press('End');
    await expect.poll(() => step(page)).toBe(last);
    for (const seat of ['0', '1', '2']) expect(await namedDraws(page, seat).count()).toBe(0);
    expect(await page.getByTestId('hand').count()).toBe(0);
  });
});
