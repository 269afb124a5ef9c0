import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { games } from '../../games';
import { offeredLanguages, type LanguageCode } from '../i18n/languages';
import { browserSuite, screenshot } from './harness';
import { brokenWords } from './inPage';

// The site in each offered language, in Chromium: the header's switcher
// changes the language at once and it is kept on the next page, and a first visit
// takes the browser's preferred language; in every language the home page, my
// tables, each game's rules page, the hand-over, the end screen and an online table
// opened from the lobby show no English; a switch at a table needs no reload.
//
// A one-screen table played by bots for a few moves (tools, prompt, panels, board
// and log) is looked at once per language and once per game, not in every pair:
// each language gets one game in turn (French Caylus, Polish Tikal…), so every
// game's strings show at one foreign table and every language at one table. That
// each language holds every string of every game is the unit tests' part
// (src/client/i18n/languages.test.ts, src/games/<id>/i18n/text.test.ts).
// At 390 px in Polish and French (the longest) no text is clipped, broken or pushed
// off the page: the home page and every game's lobby and set-up in both, and a
// table of each game in one of the two in turn (screenshots `lang-*`). Waits are on
// page content only.
//
// The English detector: a word counts as English when it occurs in the English
// strings (the site's and the game's) and nowhere in the language's own strings, so
// that names both share (Caylus, Thibaut II, "Total", "Bot") are not counted.

const suite = browserSuite('languages');

/**
 * A browser of its own for one test, closed at the end (the file opens dozens:
 * kept until the file ends, closing them all outlasts the hook's time); a failure
 * leaves a picture of the page.
 */
async function withPage(
  name: string,
  viewport: { width: number; height: number } | undefined,
  test: (page: Page) => Promise<void>,
): Promise<void> {
  const player = await suite.player(viewport);
  try {
    await test(player.page);
  } catch (e) {
    await screenshot(player.page, `failure-languages-${name}`).catch(() => undefined);
    throw e;
  } finally {
    suite.players.splice(suite.players.indexOf(player), 1);
    await player.close();
  }
}

const siteStrings = import.meta.glob<Record<string, unknown>>('../i18n/[a-z][a-z].ts', { eager: true });
const gameStrings = import.meta.glob<Record<string, unknown>>('../../games/*/i18n/[a-z][a-z].ts', { eager: true });

const foreign = offeredLanguages.filter((l) => l !== 'en') as LanguageCode[];
const gameIds = games.map((g) => g.name);

/** Each language with a game in turn, as many pairs as it takes for every language and every game to have one. */
function inTurn(languages: readonly LanguageCode[]): [LanguageCode, string][] {
  const pairs = Math.max(languages.length, gameIds.length);
  return Array.from({ length: pairs }, (_, k) => [
    languages[k % languages.length] as LanguageCode,
    gameIds[k % gameIds.length] as string,
  ]);
}

function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) texts(v, out);
  return out;
}

/** The words (letters only, 3 or more) of strings, their placeholders and nestings left out. */
function wordsOf(strings: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const s of strings) {
    const plain = s.replace(/\$t\([^)]*\)/g, ' ').replace(/\{\{[^}]*\}\}/g, ' ');
    for (const w of plain.toLowerCase().match(/\p{L}+/gu) ?? []) if (w.length >= 3) out.add(w);
  }
  return out;
}

function site(language: string): unknown {
  return siteStrings[`../i18n/${language}.ts`]?.common;
}

/** A game's strings (src/games/<id>/i18n/<code>.ts), its rules summary and home-page description included. */
function board(gameId: string, language: string): unknown {
  return gameStrings[`../../games/${gameId}/i18n/${language}.ts`]?.default;
}

/**
 * English words that a page in `language` showing `gameId` (or only the site: null)
 * must not show; every game's home-page description counts everywhere.
 */
function englishWords(language: LanguageCode, gameId: string | null): Set<string> {
  const descriptions = gameIds.map((id) => gameStrings[`../../games/${id}/i18n/en.ts`]?.info);
  const english = wordsOf(texts([site('en'), ...descriptions, gameId ? board(gameId, 'en') : null]));
  // Everything the language's own strings say, any game's: shared names are not English left over.
  const own = wordsOf(texts([site(language), ...gameIds.map((id) => board(id, language))]));
  return new Set(Array.from(english).filter((w) => !own.has(w)));
}

/** The English words in `text`, each with a little context to find it. */
function englishIn(text: string, english: Set<string>): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\p{L}+/gu)) {
    if (!english.has(m[0].toLowerCase())) continue;
    const at = m.index ?? 0;
    found.push(`${m[0]} in “${text.slice(Math.max(0, at - 30), at + m[0].length + 30).replace(/\s+/g, ' ')}”`);
  }
  return found;
}

/** The visible text under `selector`, without the test-only fixture game's card (end-to-end builds offer it, in English). */
async function visibleText(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const fixture = el.querySelector<HTMLElement>('[data-testid="game-card-fixture"]');
      if (fixture) fixture.style.display = 'none';
      const text = (el as HTMLElement).innerText;
      if (fixture) fixture.style.display = '';
      return text;
    });
}

async function chooseLanguage(page: Page, language: LanguageCode): Promise<void> {
  await page.locator('select[name="language"]').selectOption(language);
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
}

/**
 * A one-screen table of `gameId` where every seat is a random bot: it plays a few
 * moves by itself, then is paused so the page holds still while it is read.
 */
async function openBotTable(page: Page, gameId: string, language: LanguageCode, moves = 6): Promise<void> {
  await page.goto(`${suite.server.url}/local/${gameId}`);
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  const seats = page.locator('select[name^="seat-"]');
  await seats.first().waitFor();
  for (const seat of await seats.all()) await seat.selectOption('random');
  await page.locator('form button[type="submit"]').click();
  // Full speed: the bots' pace is not what is looked at here.
  await page.getByRole('slider').fill('0');
  await page
    .locator('[data-testid="game-log-lines"] li')
    .nth(moves - 1)
    .waitFor();
  // The bar moves while the bots play at full speed: a click event needs no still button.
  await page.locator('.speed-control button[aria-pressed="false"]').dispatchEvent('click');
  await page.locator('.speed-control button[aria-pressed="true"]').waitFor();
}

describe.each(foreign)('the site in %s', (language) => {
  it('is chosen in the header, at once, and kept on the next pages; the home page has no English left', () =>
    withPage(`home-${language}`, undefined, async (page) => {
      await page.goto(suite.server.url);
      await chooseLanguage(page, language);
      const home = await visibleText(page, '#content');
      expect(home).toContain((site(language) as { home: { playOnline: string } }).home.playOnline);
      expect(englishIn(home, englishWords(language, null))).toEqual([]);
      await page.goto(`${suite.server.url}/lobby/${gameIds[0]}`);
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
      expect(await page.locator('select[name="language"]').inputValue()).toBe(language);
      await screenshot(page, `lang-${language}-lobby`);
      // My tables (none yet in a fresh browser: the page says so, and offers the notices).
      await page.goto(`${suite.server.url}/tables`);
      await page.locator('#content h1').waitFor();
      expect(englishIn(await visibleText(page, '#content'), englishWords(language, null)), 'my tables').toEqual([]);
      // Each game's rules summary, in the language.
      for (const gameId of gameIds) {
        await page.goto(`${suite.server.url}/rules/${gameId}`);
        await page.locator('.rules section h2').first().waitFor();
        expect(
          englishIn(await visibleText(page, '#content'), englishWords(language, gameId)),
          `rules ${gameId}`,
        ).toEqual([]);
      }
    }));
});

describe.each(inTurn(foreign))('a table in %s', (language, gameId) => {
  it(`shows no English at a ${gameId} table: tools, prompt, panels, board and log`, () =>
    withPage(`table-${language}-${gameId}`, undefined, async (page) => {
      await page.goto(suite.server.url);
      await chooseLanguage(page, language);
      await openBotTable(page, gameId, language);
      await screenshot(page, `lang-${language}-${gameId}`);
      const english = englishWords(language, gameId);
      const found = {
        tools: englishIn(await visibleText(page, '.table-bar'), english),
        prompt: englishIn(await visibleText(page, '[data-testid="prompt"]'), english),
        panels: englishIn(await visibleText(page, '.player-panels'), english),
        board: englishIn(await visibleText(page, '#board'), english),
        log: englishIn(await visibleText(page, '.game-log'), english),
      };
      expect(found).toEqual({ tools: [], prompt: [], panels: [], board: [], log: [] });
      // The detector has something to look at: the log's lines are there.
      expect((await visibleText(page, '.game-log')).split('\n').length).toBeGreaterThan(5);
    }));
});

describe.each(foreign)('a first visit from a browser preferring %s', (language) => {
  it('opens in that language without storing a choice', () =>
    withPage(`first-${language}`, undefined, async (page) => {
      await page.addInitScript(
        (tags) => Object.defineProperty(navigator, 'languages', { get: () => tags }),
        ['de-DE', `${language}-XX`, 'en'],
      );
      await page.goto(suite.server.url);
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
      expect(await visibleText(page, '#content')).toContain(
        (site(language) as { home: { playLocal: string } }).home.playLocal,
      );
      expect(await page.evaluate(() => window.localStorage.getItem('euro-tables:language'))).toBeNull();
    }));
});

describe.each(foreign)('the hand-over screen in %s', (language) => {
  it('between two people at an Iwari table (secret hands) has no English, and hands over', () =>
    withPage(`hand-over-${language}`, undefined, async (page) => {
      await page.goto(suite.server.url);
      await chooseLanguage(page, language);
      await page.goto(`${suite.server.url}/local/iwari`);
      await page.locator('select[name="seat-1"]').selectOption('human');
      await page.locator('form button[type="submit"]').click();
      const cover = page.getByTestId('hand-over');
      await cover.waitFor();
      const text = await cover.innerText();
      expect(text).toContain((site(language) as { hotseat: { ready: string } }).hotseat.ready);
      expect(englishIn(text, englishWords(language, 'iwari'))).toEqual([]);
      await cover.getByRole('button').click();
      await page.locator('.iwari-board').waitFor();
    }));
});

describe.each(foreign)('the end screen in %s', (language) => {
  // The test-only fixture game (a race to 10) ends within a few bot moves; its own
  // strings are English only, so only the site's words are looked for.
  it('says who won and shows the scores with no English', () =>
    withPage(`end-${language}`, undefined, async (page) => {
      await page.goto(suite.server.url);
      await chooseLanguage(page, language);
      await page.goto(`${suite.server.url}/local/fixture`);
      const seats = page.locator('select[name^="seat-"]');
      await seats.first().waitFor();
      for (const seat of await seats.all()) await seat.selectOption('random');
      await page.locator('form button[type="submit"]').click();
      await page.getByRole('slider').fill('0');
      const end = page.locator('.end-screen');
      await end.waitFor({ timeout: 90_000 });
      await screenshot(page, `lang-${language}-end`);
      const text = await end.innerText();
      expect(text).toContain((site(language) as { end: { title: string } }).end.title);
      expect(englishIn(text, englishWords(language, null))).toEqual([]);
    }));
});

describe.each(foreign)('an online table in %s', (language) => {
  it('opened from the lobby with a server bot: its whole page (connection, link, seats, board, log) has no English', () =>
    withPage(`online-${language}`, undefined, async (page) => {
      await page.goto(suite.server.url);
      await chooseLanguage(page, language);
      await page.goto(`${suite.server.url}/lobby/tikal`);
      await page.locator('input[name="playerName"]').fill('Ann');
      await page.locator('select[name="seat-1"]').selectOption('random');
      await page.locator('form:has(#create-title) button[type="submit"]').click();
      await page.waitForURL(/\/table\/tikal\//);
      await page.locator('[data-testid="connection"][data-state="connected"]').waitFor();
      await page.locator('[data-testid="game-log-lines"] li').first().waitFor();
      await screenshot(page, `lang-${language}-online-tikal`);
      const english = englishWords(language, 'tikal');
      expect(englishIn(await visibleText(page, '#content'), english)).toEqual([]);
    }));
});

describe.runIf(foreign.length > 0)('switching at a table', () => {
  it("applies at once without a reload: the game's strings come in the new language", () =>
    withPage('switch', undefined, async (page) => {
      const language = foreign[0] as LanguageCode;
      await page.goto(suite.server.url);
      await openBotTable(page, 'tikal', 'en');
      const before = await visibleText(page, '.game-log');
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await chooseLanguage(page, language);
      await page.waitForFunction(
        (was) => (document.querySelector('.game-log') as HTMLElement | null)?.innerText !== was,
        before,
      );
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      const english = englishWords(language, 'tikal');
      expect(englishIn(await visibleText(page, '.game-log'), english)).toEqual([]);
      expect(englishIn(await visibleText(page, '#board'), english)).toEqual([]);
    }));
});

// ---- Layout at 390 px in the longest languages ----

/** In the page: text whose box clips it (overflow hidden or an ellipsis) or that leaves the window sideways. */
function clippedText(): string[] {
  const out: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.scrollingElement!.scrollWidth > width)
    out.push(`page scrolls sideways: ${document.scrollingElement!.scrollWidth} > ${width}`);
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('#content *, .site-header *'))) {
    if (el.closest('.visually-hidden, svg')) continue;
    const own = Array.from(el.childNodes).some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
    if (!own) continue;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (r.width === 0 || style.visibility === 'hidden') continue;
    const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    if (hides && el.scrollWidth > el.clientWidth + 1)
      out.push(`clipped: ${(el.textContent ?? '').trim().slice(0, 60)}`);
    if (r.right > width + 0.5 || r.left < -0.5) out.push(`off the page: ${(el.textContent ?? '').trim().slice(0, 60)}`);
  }
  return out;
}

// Every element that holds words, boards' labels included (card and building names
// are spans); the frame a word must stay inside is its nearest box of these kinds.
const LABELS = [
  `${[
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'label',
    'button',
    'li',
    'th',
    'td',
    'dt',
    'dd',
    'span',
    'small',
    'strong',
    'em',
    'a',
  ]
    .map((tag) => `#content ${tag}`)
    .join(', ')}, .site-header a`,
  'button, label, p, li, td, th, section, .panel, header',
] as const;

async function layoutOf(page: Page): Promise<{ broken: string[]; clipped: string[] }> {
  return { broken: await page.evaluate(brokenWords, LABELS), clipped: await page.evaluate(clippedText) };
}

const longest = (['pl', 'fr'] as const).filter((l) => (offeredLanguages as readonly string[]).includes(l));

const PHONE = { width: 390, height: 844 };

describe.each(longest)('at 390 px in %s', (language) => {
  it('the home page, a lobby with its table options and the one-screen set-up keep every word whole and in view', () =>
    withPage(`pages-390-${language}`, PHONE, async (page) => {
      await page.goto(suite.server.url);
      await chooseLanguage(page, language);
      await screenshot(page, `lang-${language}-home-390`);
      expect(await layoutOf(page)).toEqual({ broken: [], clipped: [] });
      for (const gameId of gameIds) {
        await page.goto(`${suite.server.url}/lobby/${gameId}`);
        await page.locator('form select, form input[type="checkbox"]').first().waitFor();
        await screenshot(page, `lang-${language}-lobby-${gameId}-390`);
        expect(await layoutOf(page), `lobby ${gameId}`).toEqual({ broken: [], clipped: [] });
        await page.goto(`${suite.server.url}/local/${gameId}`);
        await page.locator('select[name^="seat-"]').first().waitFor();
        expect(await layoutOf(page), `set-up ${gameId}`).toEqual({ broken: [], clipped: [] });
      }
    }));
});

// A table of each game at 390 px, in one of the longest languages in turn.
describe.each(longest.length > 0 ? inTurn(longest) : [])('at 390 px in %s', (language, gameId) => {
  it(`a ${gameId} table keeps every word whole and in view`, () =>
    withPage(`table-390-${language}-${gameId}`, PHONE, async (page) => {
      await page.goto(suite.server.url);
      await chooseLanguage(page, language);
      await openBotTable(page, gameId, language);
      await screenshot(page, `lang-${language}-${gameId}-390`);
      expect(await layoutOf(page)).toEqual({ broken: [], clipped: [] });
    }));
});
