import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot } from './harness';

// A named table, in Debian's chromium against the real server, at a phone's and a
// desktop's width: the name its creator gave it is shown wherever the table is
// named (the lobby, the waiting screen, the table's page, the tab's title, My
// tables), and while it waits for players the tab does not say "Your turn", though
// the creator's seat is the first to play (the fixture starts with the first seat).

const suite = browserSuite('table-name');
const NAME = 'Alice tikal test';
const named = /^Alice tikal test \(Fixture, table \d+\)$/;

describe('a named table', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 860 },
  ])('is called by its name everywhere, and is nobody’s turn while it waits, at $width px', async (viewport) => {
    const alice = await suite.player(viewport);
    const bob = await suite.player(viewport);
    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Table name').fill(NAME);
    await alice.page.getByLabel('Players').selectOption('2');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    const matchID = new URL(alice.page.url()).pathname.split('/').pop() ?? '';

    // Waiting for Bob: the page and the tab name the table, and it is nobody's turn yet.
    const waiting = alice.page.getByTestId('waiting');
    await waiting.waitFor();
    await expect.poll(() => alice.page.title()).toMatch(named);
    expect(await waiting.getByRole('heading', { level: 1 }).innerText()).toMatch(named);
    await screenshot(alice.page, `table-name-waiting-${viewport.width}`);

    // The lobby lists it by its name.
    await bob.page.goto(`${suite.server.url}/lobby/fixture`);
    expect(await bob.page.getByTestId(`table-${matchID}`).innerText()).toContain(NAME);
    await bob.page.goto(await alice.page.getByTestId('share-url').inputValue());
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();

    // Every seat taken: Alice's turn, at a table called by its name, for both.
    await alice.page.getByTestId('table').waitFor();
    // (The count of tables waiting for her comes in front once My tables' poll has seen it.)
    await expect
      .poll(() => alice.page.title())
      .toMatch(/^(\(1\) )?▶ Your turn – Alice tikal test \(Fixture, table \d+\)$/);
    expect(await alice.page.locator('.table-title').innerText()).toMatch(named);
    await bob.page.getByTestId('table').waitFor();
    expect(await bob.page.locator('.table-title').innerText()).toMatch(named);
    await expect.poll(() => bob.page.title()).toMatch(named);
    await screenshot(alice.page, `table-name-table-${viewport.width}`);

    // My tables: the name, the game and number beside it, and the move waiting.
    const tab = await alice.context.newPage();
    await tab.goto(`${suite.server.url}/tables`);
    const row = tab.getByTestId(`my-table-${matchID}`);
    await row.getByText('Your move').waitFor();
    expect(await row.getByTestId('my-table-name').innerText()).toBe(NAME);
    expect(await row.innerText()).toMatch(/Fixture, table \d+/);
    await screenshot(tab, `table-name-my-tables-${viewport.width}`);
    await tab.close();
  });
});
