import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Friends, Leaderboard, Profile } from '../../engine/accounts/wire';
import { LANGUAGE_KEY } from '../i18n/languages';
import { browserSuite, screenshot } from './harness';
import { brokenWords } from './inPage';

// The profile, leaderboard and friends pages in Debian's chromium, on a phone's
// width (390 px) and a laptop's (1280 px): the built site from the real server,
// with the player routes' answers given by the page (their shapes are
// src/engine/accounts/wire.ts), so the layout is checked with long names, many
// games and a long history whatever the server's routes hold. The same pages
// against the server's own routes: social.test.ts.

const suite = browserSuite('social-pages');
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 860 };

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1, 12);

const profile: Profile = {
  username: 'Marguerite_the_Patient',
  memberSince: START,
  own: false,
  friend: 'friends',
  blocked: false,
  games: [
    {
      game: 'fixture',
      played: 48,
      won: 19,
      rating: { rating: 1587, provisional: false, games: 40 },
      history: Array.from({ length: 40 }, (_, i) => ({
        at: START + i * DAY,
        rating: 1500 + Math.round(60 * Math.sin(i / 4)) + i * 2,
      })),
    },
    { game: 'caylus', played: 3, won: 1, rating: { rating: 1490, provisional: true, games: 3 }, history: [] },
  ],
  recent: [
    {
      matchID: 'r1',
      game: 'fixture',
      tableNumber: 1234,
      finishedAt: START + 41 * DAY,
      rated: true,
      withResult: true,
      place: 1,
      won: true,
      finished: true,
      ratingBefore: 1571,
      ratingAfter: 1587,
      players: [
        { seat: '0', username: 'Marguerite_the_Patient', place: 1, score: 42 },
        { seat: '1', username: 'Bartholomew', place: 2, score: 38 },
        { seat: '2', name: 'Bot 3', bot: true, place: 3, score: 21 },
      ],
      replay: true,
    },
    {
      matchID: 'r2',
      game: 'fixture',
      tableNumber: 77,
      finishedAt: START + 40 * DAY,
      rated: false,
      withResult: false,
      place: 2,
      won: false,
      finished: false,
      ratingBefore: null,
      ratingAfter: null,
      players: [
        { seat: '0', name: 'Guest Anna', place: 1, score: null },
        { seat: '1', username: 'Marguerite_the_Patient', place: 2, score: null },
      ],
      replay: false,
    },
  ],
  finishing: { finished: 45, played: 48 },
  tables: [
    {
      matchID: 't1',
      game: 'fixture',
      tableNumber: 2001,
      open: true,
      started: false,
      players: [
        { seat: '0', name: 'Marguerite_the_Patient' },
        { seat: '1', name: null },
      ],
      updatedAt: START,
    },
  ],
};

const leaderboard: Leaderboard = {
  game: 'fixture',
  top: Array.from({ length: 12 }, (_, i) => ({
    place: i + 1,
    username: i === 3 ? 'Marguerite_the_Patient' : `player${i + 1}`,
    rating: 1800 - i * 17,
    games: 60 - i,
    wins: 30 - i,
    provisional: false,
  })),
  you: { place: 57, username: 'Alice', rating: 1402, games: 14, wins: 5, provisional: false },
};

const friends: Friends = {
  friends: [
    { username: 'Marguerite_the_Patient', since: START },
    { username: 'Bartholomew', since: START },
  ],
  incoming: [{ username: 'Constantinople_Fan', at: START }],
  outgoing: [{ username: 'Dee', at: START }],
  blocked: [{ username: 'Eve', since: START }],
  tables: [
    { ...profile.tables![0]!, friend: 'Marguerite_the_Patient' },
    {
      friend: 'Bartholomew',
      matchID: 't2',
      game: 'fixture',
      tableNumber: 2002,
      open: false,
      started: true,
      players: [
        { seat: '0', name: 'Bartholomew' },
        { seat: '1', name: 'Zed' },
      ],
      updatedAt: START,
    },
  ],
};

/** The player routes answered by the page itself: Alice is signed in. */
async function answerRoutes(page: Page): Promise<void> {
  const answers: Record<string, unknown> = {
    '/api/account': {
      account: { username: 'Alice', createdAt: START, password: true, passkeys: [], recoveryCodesLeft: 10 },
    },
    '/api/account/tables': { tables: [] },
    '/api/profiles/Marguerite_the_Patient': profile,
    '/api/ratings/fixture/leaderboard': leaderboard,
    '/api/friends': friends,
    '/api/invites': { invites: [] },
    '/api/profiles/Alice': {
      ...profile,
      username: 'Alice',
      own: true,
      friend: 'none',
      settings: { stats: 'everyone', games: 'friends', tables: 'nobody' },
    },
    '/api/account/email': { smtp: true, email: 'alice.longname@example.org', verified: false, turnEmails: false },
  };
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = answers[path];
    if (body === undefined) await route.fulfill({ status: 404, json: { error: 'not here' } });
    else await route.fulfill({ status: 200, json: body });
  });
}

async function fits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('the player pages at 390 and 1280 px', () => {
  for (const [label, viewport] of [
    ['phone', phone],
    ['laptop', laptop],
  ] as const) {
    it(`lay out the profile, the leaderboard and the friends page on a ${label}`, async () => {
      const alice = await suite.player(viewport);
      await answerRoutes(alice.page);

      await alice.page.goto(`${suite.server.url}/players/Marguerite_the_Patient`);
      await alice.page.getByTestId('finishing').waitFor();
      expect(await alice.page.getByTestId('finishing').innerText()).toBe(
        'Finishes 94% of the games started (45 of 48).',
      );
      const chart = alice.page.getByRole('img', { name: /Rating in Fixture after each rated game/ });
      const box = await chart.boundingBox();
      expect(box?.width).toBeGreaterThan(300);
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      expect(await alice.page.getByTestId('friends-link').innerText()).toBe('Friends');
      await fits(alice.page, viewport.width);
      await screenshot(alice.page, `social-profile-${label}`);

      await alice.page.goto(`${suite.server.url}/leaderboard/fixture`);
      await alice.page.getByTestId('you-place').waitFor();
      expect(await alice.page.getByTestId('leader-player1').innerText()).toMatch(/^1\s+player1\s+1800/);
      await fits(alice.page, viewport.width);
      await screenshot(alice.page, `social-leaderboard-${label}`);

      await alice.page.goto(`${suite.server.url}/friends`);
      await alice.page.getByTestId('incoming-Constantinople_Fan').waitFor();
      await fits(alice.page, viewport.width);
      await screenshot(alice.page, `social-friends-${label}`);

      await alice.page.goto(`${suite.server.url}/players/Alice`);
      await alice.page.getByRole('heading', { name: 'Who sees my profile' }).waitFor();
      await fits(alice.page, viewport.width);
      await screenshot(alice.page, `social-own-profile-${label}`);

      await alice.page.goto(`${suite.server.url}/account`);
      await alice.page.getByTestId('email-state').waitFor();
      await fits(alice.page, viewport.width);
      await screenshot(alice.page, `social-account-email-${label}`);
    });
  }
});

// The longest languages on a phone: no word of a button, heading, label or column
// head broken over two lines or pushed out of its box.
const WORDS = [
  'button, a.button, h1, h2, h3, thead th, label, .tag',
  'li, section, form, main, .table-scroll',
] as const;

describe.each(['pl', 'fr'] as const)('the player pages at 390 px in %s', (language) => {
  it('keep every word whole and in view', async () => {
    const alice = await suite.player(phone);
    await alice.context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      LANGUAGE_KEY,
      language,
    ] as const);
    await answerRoutes(alice.page);
    for (const [path, ready] of [
      ['/players/Marguerite_the_Patient', 'finishing'],
      ['/leaderboard/fixture', 'you-place'],
      ['/friends', 'incoming-Constantinople_Fan'],
      ['/players/Alice', 'finishing'],
      ['/account', 'email-state'],
    ] as const) {
      await alice.page.goto(`${suite.server.url}${path}`);
      await alice.page.getByTestId(ready).waitFor();
      expect(await alice.page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await alice.page.evaluate(brokenWords, WORDS), path).toEqual([]);
      await fits(alice.page, phone.width);
      await screenshot(alice.page, `social-${language}${path.replaceAll('/', '-')}`);
    }
  });
});

// At a real table (the real server's sockets), the seats' accounts answered by the
// page: Alice's panels name both players with their ratings and profile links,
// and Bob, whom Alice blocked, has his chat hidden from her; a signed-in seated
// player is offered to invite a friend.
describe('a table with accounts', () => {
  it("shows ratings and profiles beside the seats, hides a blocked player's chat, and offers an invitation", async () => {
    const alice = await suite.player(laptop);
    const bob = await suite.player(phone);
    await answerRoutes(alice.page);
    await alice.page.route('**/api/ratings/seats*', async (route) => {
      const ids = new URL(route.request().url()).searchParams.get('matchIDs')?.split(',') ?? [];
      const seats = {
        '0': { username: 'Alice', rating: { rating: 1512, provisional: false, games: 30 } },
        '1': { username: 'Eve', rating: { rating: 990, provisional: true, games: 2 } },
      };
      await route.fulfill({ json: { tables: Object.fromEntries(ids.map((id) => [id, seats])) } });
    });
    await alice.page.goto(`${suite.server.url}/lobby/fixture`);
    await alice.page.getByLabel('Your name').fill('Alice');
    await alice.page.getByLabel('Players').selectOption('2');
    await alice.page.getByRole('button', { name: 'Open table' }).click();
    await alice.page.waitForURL(/\/table\/fixture\//);
    const tableUrl = alice.page.url();
    // Her friends are offered on the waiting screen.
    const invite = alice.page.getByTestId('invite-friend');
    await invite.waitFor();
    expect(await invite.getByLabel('Friend').locator('option').allInnerTexts()).toEqual([
      'Marguerite_the_Patient',
      'Bartholomew',
    ]);

    await bob.page.goto(tableUrl);
    await bob.page.getByLabel('Your name').fill('Eve');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await alice.page.getByTestId('prompt').getByText('Your turn').waitFor();
    const mine = alice.page.getByTestId('player-panel-0');
    await mine.getByTestId('rating').waitFor();
    expect(await mine.getByTestId('rating').locator('[aria-hidden="true"]').innerText()).toBe('1512');
    expect(await mine.getByRole('link').getAttribute('href')).toBe('/players/Alice');
    expect(
      await alice.page.getByTestId('player-panel-1').getByTestId('rating').locator('[aria-hidden="true"]').innerText(),
    ).toBe('990?');

    await bob.page.getByLabel('Message').fill('you will lose');
    await bob.page.getByRole('button', { name: 'Send' }).click();
    await bob.page.locator('.chat-lines li').filter({ hasText: 'you will lose' }).waitFor();
    await alice.page.locator('.chat-lines li.chat-hidden').waitFor();
    expect(await alice.page.locator('.chat-lines').innerText()).toBe('A message from a blocked player is hidden.');
    await screenshot(alice.page, 'social-table-laptop');
  });
});
