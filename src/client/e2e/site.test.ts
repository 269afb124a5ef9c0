import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyContractGame } from '../../engine/contract';
import { games } from '../../games';
import { gameInfos } from '../../games/meta';
import { browserSuite, screenshot } from './harness';

// The site end to end in Debian's chromium against the real server: lobby and
// shared link, moves on both sides, a reload back into the seat, a server
// restart, a hotseat game and a bots-only game (of the fixture game; each
// registered game's bots: pages.test.ts), a hotseat table of each registered game.
// Waits are on page content only.

const suite = browserSuite('site');
const player = suite.player;

function prompt(page: Page) {
  return page.getByTestId('prompt');
}

async function counter(page: Page, seat: string, key: string): Promise<string> {
  return page.getByTestId(`player-panel-${seat}`).locator('.counter', { hasText: key }).locator('dd').innerText();
}

describe('online play', () => {
  it('creates a table, a friend joins by link, both move, a reload and a server restart keep the seats', async () => {
    const alice = await player();
    const bob = await player({ width: 390, height: 844 });

    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Table name').fill('Friday game');
    await alice.page.getByLabel('Players').selectOption('2');
    await screenshot(alice.page, 'lobby');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    await expect.poll(() => alice.page.getByTestId('connection').getAttribute('data-state')).toBe('connected');
    const shareUrl = await alice.page.getByTestId('share-url').inputValue();
    expect(shareUrl).toContain('/table/fixture/');

    await bob.page.goto(shareUrl);
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await bob.page.getByTestId('player-panel-1').getByText('you').waitFor();
    await alice.page.getByTestId('player-panel-1').getByText('Bob').waitFor();
    await bob.page.getByLabel('Message').fill('Good luck!');
    await bob.page.getByRole('button', { name: 'Send' }).click();
    await alice.page.locator('.chat-lines').getByText('Good luck!').waitFor();

    await prompt(alice.page).getByText('Your turn').waitFor();
    await alice.page.getByRole('button', { name: 'add 2' }).click();
    await prompt(bob.page).getByText('Your turn').waitFor();
    expect(await counter(bob.page, '0', 'Total')).toBe('2');
    await bob.page.getByRole('button', { name: 'add 3' }).click();
    await prompt(alice.page).getByText('Your turn').waitFor();
    expect(await counter(alice.page, '1', 'Total')).toBe('3');
    await screenshot(alice.page, 'online-table-desktop');
    await screenshot(bob.page, 'online-table-phone');

    // A reload finds the seat again through localStorage.
    await alice.page.reload();
    await prompt(alice.page).getByText('Your turn').waitFor();
    await alice.page.getByTestId('player-panel-0').getByText('you').waitFor();
    // So does a second tab of the same browser.
    const secondTab = await alice.context.newPage();
    await secondTab.goto(alice.page.url());
    await prompt(secondTab).getByText('Your turn').waitFor();
    await secondTab.getByTestId('player-panel-0').getByText('you').waitFor();
    await secondTab.close();

    // A server restart: both reconnect and the game carries on.
    await suite.server.restart();
    await expect
      .poll(() => alice.page.getByTestId('connection').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('connected');
    await expect
      .poll(() => bob.page.getByTestId('connection').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('connected');
    await alice.page.getByRole('button', { name: 'add 1' }).click();
    await prompt(bob.page).getByText('Your turn').waitFor();
    expect(await counter(bob.page, '0', 'Total')).toBe('3');

    // A third person watches the running table.
    const carol = await player();
    await carol.page.goto(`${suite.server.url}/lobby/fixture`);
    await carol.page.getByText('Friday game').waitFor();
    await carol.page
      .getByTestId(/^table-/)
      .getByRole('link', { name: 'Watch' })
      .click();
    await carol.page.getByText('watching', { exact: true }).waitFor();
    expect(await counter(carol.page, '1', 'Total')).toBe('3');

    // Play to the end: Bob reaches the target first.
    for (const [mover, other] of [
      [bob, alice],
      [alice, bob],
      [bob, alice],
      [alice, bob],
    ] as const) {
      await prompt(mover.page).getByText('Your turn').waitFor();
      await mover.page.getByRole('button', { name: 'add 3' }).click();
      await prompt(other.page)
        .getByText(/Your turn|over/)
        .waitFor();
    }
    await prompt(bob.page).getByText('Your turn').waitFor();
    await bob.page.getByRole('button', { name: 'add 3' }).click();
    for (const p of [alice, bob, carol]) {
      await p.page.getByRole('dialog').getByTestId('end-result').getByText('wins!').waitFor();
      expect(await p.page.getByTestId('end-result').innerText()).toContain('Bob');
    }
    await screenshot(alice.page, 'online-game-over');

    // Play again: both land at the same new table, in their seats.
    const firstTable = alice.page.url();
    await alice.page.getByRole('button', { name: 'Play again' }).click();
    await alice.page.waitForURL((u) => u.href !== firstTable && u.pathname.startsWith('/table/fixture/'));
    await bob.page.getByRole('button', { name: 'Play again' }).click();
    await bob.page.waitForURL(alice.page.url());
    await prompt(alice.page).getByText('Your turn').waitFor();
    await alice.page.getByTestId('player-panel-1').getByText('Bob').waitFor();
    expect(await counter(alice.page, '1', 'Total')).toBe('0');

    // Bob leaves the started game: he is back in the lobby, and a bot plays his seat for Alice.
    await bob.page.getByRole('button', { name: 'Leave table' }).click();
    await bob.page.getByRole('alertdialog').getByRole('button', { name: 'Leave the game' }).click();
    await bob.page.waitForURL(/\/lobby\/fixture$/);
    const newID = new URL(alice.page.url()).pathname.split('/').pop() ?? '';
    await bob.page.getByTestId(`table-${newID}`).getByText('2/2 seated').waitFor();
    await alice.page.getByTestId('player-panel-1').getByText('Bot 2 (normal), for Bob').waitFor();
  }, 300_000);
});

describe('a bot at an online table', () => {
  it("is seated by the table's creator and answers her moves", async () => {
    const alice = await player();
    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Players').selectOption('2');
    await alice.page.getByLabel('Player 2').selectOption('easy');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    const panel = alice.page.getByTestId('player-panel-1');
    await panel.getByText('Bot 2 (easy)').waitFor();
    await panel.getByText('bot', { exact: true }).waitFor();
    await prompt(alice.page).getByText('Your turn').waitFor();
    await alice.page.getByRole('button', { name: 'add 1' }).click();
    // The bot moves and the turn comes back.
    await expect.poll(() => counter(alice.page, '1', 'Total'), { timeout: 30_000 }).not.toBe('0');
    await prompt(alice.page).getByText('Your turn').waitFor();
    await screenshot(alice.page, 'online-with-bot');
  });
});

describe('a seat the server refuses', () => {
  it('offers to join again instead of loading forever', async () => {
    const alice = await player();
    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    const tableUrl = alice.page.url();
    const matchID = new URL(tableUrl).pathname.split('/').pop() ?? '';

    const mallory = await player();
    await mallory.page.goto(suite.server.url);
    await mallory.page.evaluate((id) => {
      window.localStorage.setItem(
        'euro-tables:seats',
        JSON.stringify({
          [`fixture/${id}`]: { playerID: '0', credentials: 'not-the-credentials', playerName: 'Mallory' },
        }),
      );
    }, matchID);
    await mallory.page.goto(tableUrl);
    await mallory.page.getByRole('button', { name: 'Join again' }).click({ timeout: 30_000 });
    await mallory.page.getByRole('button', { name: 'Take seat 2' }).waitFor();
    expect(await mallory.page.evaluate(() => window.localStorage.getItem('euro-tables:seats'))).toBe('{}');
  });
});

describe('on one screen', () => {
  it('hotseat hides the board between players and both make moves', async () => {
    const host = await player();
    await host.page.goto(`${suite.server.url}/local/fixture`);
    await host.page.locator('select[name="seat-1"]').selectOption('human');
    await host.page.locator('input[name="name-0"]').fill('Ann');
    await host.page.locator('input[name="name-1"]').fill('Ben');
    await host.page.getByRole('button', { name: 'Start' }).click();

    await host.page.getByTestId('hand-over').getByText('Ann').waitFor();
    await screenshot(host.page, 'hotseat-hand-over');
    await host.page.getByRole('button', { name: /I am ready/ }).click();
    await host.page.getByRole('button', { name: 'add 3' }).click();
    await host.page.getByTestId('hand-over').getByText('Ben').waitFor();
    expect(await host.page.getByRole('button', { name: 'add 3' }).count()).toBe(0);
    await host.page.getByRole('button', { name: /I am ready/ }).click();
    await host.page.getByRole('button', { name: 'add 2' }).click();
    await host.page.getByTestId('hand-over').getByText('Ann').waitFor();
    expect(await counter(host.page, '0', 'Total')).toBe('3');
    expect(await counter(host.page, '1', 'Total')).toBe('2');

    // A reload keeps the game: it is offered to continue.
    await host.page.reload();
    await host.page.getByRole('button', { name: 'Continue it' }).click();
    await host.page.getByTestId('hand-over').getByText('Ann').waitFor();
    expect(await counter(host.page, '0', 'Total')).toBe('3');
    expect(await counter(host.page, '1', 'Total')).toBe('2');
  });

  it('a table of bots plays to the end at the chosen speed', async () => {
    const watcher = await player();
    await watcher.page.goto(`${suite.server.url}/local/fixture`);
    await watcher.page.locator('select[name="seat-0"]').selectOption('easy');
    await watcher.page.locator('select[name="seat-1"]').selectOption('random');
    await watcher.page.getByRole('button', { name: 'Start' }).click();
    await watcher.page.getByText('Bots only').waitFor();
    await watcher.page.getByRole('slider').fill('0');
    await watcher.page.getByRole('dialog').getByText('Game over').waitFor({ timeout: 90_000 });
    await screenshot(watcher.page, 'bots-game-over');
    const totals = [await counter(watcher.page, '0', 'Total'), await counter(watcher.page, '1', 'Total')];
    expect(Math.max(...totals.map(Number))).toBeGreaterThanOrEqual(10);
  });
});

// Every registered game, whatever its rules: a hotseat table makes progress with
// the generic board or the game's own. That a bots-only table of each game makes
// progress is seen in pages.test.ts (one played to its end per game)
// and languages.test.ts (a few moves of each game).
describe.each(gameInfos.map((g) => g.id))('registered game %s', (gameId) => {
  it('a hotseat table takes a move from the seat on screen, handing over only for per-seat secrets', async () => {
    const game = (games as readonly Partial<AnyContractGame>[]).find((g) => g.name === gameId);
    const perSeat = game?.spec?.secrecy === 'perSeat';
    const host = await player();
    await host.page.goto(`${suite.server.url}/local/${gameId}`);
    await host.page.locator('select[name="seat-1"]').selectOption('human');
    await host.page.getByRole('button', { name: 'Start' }).click();
    // A game with per-seat secrets covers the board only when the first decision needs them.
    if (perSeat) {
      await host.page.locator('#board, [data-testid="hand-over"]').first().waitFor();
      const ready = host.page.getByRole('button', { name: /I am ready/ });
      if (await ready.count()) await ready.click();
    }
    await prompt(host.page).waitFor();
    await host.page.locator('#board').waitFor();
    expect(await host.page.getByTestId('hand-over').count()).toBe(0);
    const logBefore = await host.page.locator('.game-log li').count();
    if ((await host.page.locator('.move-button').count()) > 0) {
      // The generic board: the first legal move, by keyboard.
      await host.page.keyboard.press('1');
    } else {
      // The game's own board: its enabled controls in order until one makes a move
      // (some only select or rotate, a move adds a line to the log).
      const moved = async () => (await host.page.locator('.game-log li').count()) > logBefore;
      for (const selector of ['#board button:enabled', '#board [role="button"]']) {
        const controls = host.page.locator(selector);
        const count = Math.min(await controls.count(), 60);
        for (let i = 0; i < count && !(await moved()); i++) {
          await controls
            .nth(i)
            .click({ timeout: 1_000 })
            .catch(() => {});
          await host.page.waitForTimeout(150);
          // A move that cannot be taken back waits for its confirmation.
          const confirm = host.page.getByTestId('confirm-move').getByRole('button', { name: 'Confirm' });
          if ((await confirm.count()) > 0) await confirm.click();
        }
        if (await moved()) break;
      }
    }
    await expect.poll(() => host.page.locator('.game-log li').count(), { timeout: 30_000 }).toBeGreaterThan(logBefore);
    if (!perSeat) expect(await host.page.getByTestId('hand-over').count()).toBe(0);
    await screenshot(host.page, `${gameId}-hotseat`);
  });
});

describe('debug panel', () => {
  it('appears with ?debug in the URL and not without it', async () => {
    const dev = await player();
    await dev.page.goto(`${suite.server.url}/local/fixture?debug`);
    await dev.page.getByRole('button', { name: 'Start' }).click();
    await dev.page.getByTestId('table').waitFor();
    await dev.page.locator('.debug-panel').waitFor({ state: 'attached' });
    await dev.page.goto(`${suite.server.url}/local/fixture`);
    await dev.page.getByRole('button', { name: 'Start' }).click();
    await dev.page.getByTestId('table').waitFor();
    expect(await dev.page.locator('.debug-panel').count()).toBe(0);
  });
});

describe('home', () => {
  it('lists the games with their cards', async () => {
    const visitor = await player();
    await visitor.page.goto(suite.server.url);
    await visitor.page.getByTestId('game-card-fixture').waitFor();
    await screenshot(visitor.page, 'home');
    const phone = await player({ width: 390, height: 844 });
    await phone.page.goto(suite.server.url);
    await phone.page.getByTestId('game-card-fixture').waitFor();
    await screenshot(phone.page, 'home-phone');
    await phone.page.getByTestId('game-card-fixture').getByRole('link', { name: 'Rules summary' }).click();
    await phone.page.getByRole('heading', { name: /the rules in brief/ }).waitFor();
    await screenshot(phone.page, 'rules-phone');
    await phone.page.goto(`${suite.server.url}/lobby/fixture`);
    await phone.page.getByRole('heading', { name: 'Open tables' }).waitFor();
    await screenshot(phone.page, 'lobby-phone');
  });
});
