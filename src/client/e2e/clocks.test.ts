import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot } from './harness';

// A real-time table in Debian's chromium against the real server, with a tiny
// clock preset passed through the server's options (20 s, 2 s per move): both
// players' clocks run, the one who must act counting down on every panel; a
// player out of time is shown so to everyone, handed to the table's bot by the
// other and takes the seat back. Waits are on page content only.

const suite = browserSuite('clocks', { clocks: { presets: { fast: { bankMs: 20_000, incrementMs: 2_000 } } } });

describe('a real-time table', () => {
  it("runs both players' clocks, shows a time-out to both, hands the seat to a bot and gives it back", async () => {
    const alice = await suite.player();
    const bob = await suite.player();
    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Players').selectOption('2');
    await alice.page.getByLabel('Game mode').selectOption('fast');
    await alice.page.getByLabel('Bot for a player out of time').selectOption('easy');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    const tableUrl = alice.page.url();

    await bob.page.goto(tableUrl);
    await bob.page
      .getByTestId('join-options')
      .getByText(/Real-time, fast/)
      .waitFor();
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();

    // Alice must act: her clock runs on both pages, counting down; Bob's waits at 0:20.
    const clock = (page: typeof alice.page, seat: number) => page.getByTestId(`clock-${seat}`);
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor();
    for (const page of [alice.page, bob.page]) {
      await expect.poll(() => clock(page, 0).getAttribute('data-running'), { timeout: 30_000 }).toBe('true');
      expect(await clock(page, 1).innerText()).toBe('0:20');
    }
    const first = await clock(bob.page, 0).innerText();
    await expect.poll(() => clock(bob.page, 0).innerText(), { timeout: 30_000 }).not.toBe(first);
    await screenshot(alice.page, 'clock-running');

    await alice.page.getByRole('button', { name: 'add 2' }).click();
    // Bob's turn: his clock runs on both pages, Alice's stops.
    for (const page of [alice.page, bob.page]) {
      await expect.poll(() => clock(page, 1).getAttribute('data-running'), { timeout: 30_000 }).toBe('true');
      await expect.poll(() => clock(page, 0).getAttribute('data-running'), { timeout: 30_000 }).toBe('false');
    }
    const bobs = await clock(alice.page, 1).innerText();
    await expect.poll(() => clock(alice.page, 1).innerText(), { timeout: 30_000 }).not.toBe(bobs);

    // Bob lets his time run out: both pages say so.
    await alice.page.getByTestId('out-of-time-1').waitFor({ timeout: 60_000 });
    await bob.page.getByTestId('out-of-time-1').waitFor({ timeout: 60_000 });
    expect(await clock(alice.page, 1).innerText()).toBe('0:00');
    await alice.page.getByTestId('timed-out-1').getByText('Bob has run out of time.').waitFor();
    await screenshot(alice.page, 'clock-out-of-time');

    // Alice lets the table's bot play Bob's seat: it plays his turn.
    await alice.page
      .getByTestId('stand-in-1')
      .getByText('Let a bot (easy) play their seat until they come back')
      .click();
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor({ timeout: 60_000 });

    // Bob is back: he takes his seat back and plays his next turn himself.
    await bob.page.getByTestId('reclaim').click({ timeout: 60_000 });
    await bob.page.getByTestId('reclaim').waitFor({ state: 'detached', timeout: 30_000 });
    await alice.page.getByRole('button', { name: 'add 1' }).click();
    await bob.page.getByTestId('prompt').getByText('Your turn').waitFor({ timeout: 30_000 });
    await bob.page.getByRole('button', { name: 'add 3' }).click();
    await expect
      .poll(
        () =>
          alice.page.getByTestId('player-panel-1').locator('.counter', { hasText: 'Total' }).locator('dd').innerText(),
        { timeout: 30_000 },
      )
      .toMatch(/^\d+$/);
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor({ timeout: 30_000 });
  });
});
