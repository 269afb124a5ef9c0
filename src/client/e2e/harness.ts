import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject, onTestFinished } from 'vitest';
import type { Game } from 'boardgame.io';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { games } from '../../games';
import { startServer, type RunningServer, type StartOptions } from '../../server/app';
import { fixtureGame } from '../../engine/fixture/game';

// Shared set-up of the browser tests: a client build that also offers the
// fixture game, the real server on a free port with a temporary DATA_DIR, and
// Debian's chromium (never a downloaded browser), one per test file, with a
// context of its own per player (own storage and cookies, as a separate browser).

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const outputDir = join(repoRoot, 'test-output');
export const shotsDir = join(outputDir, 'screenshots');

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The run's client build (e2e/global-build.ts), with the fixture game offered. */
export function buildClient(): string {
  return inject('e2eDist');
}

/** The build is the run's, removed when the run ends: nothing to do for a file. */
export function removeBuild(): void {}

export function e2eGames(): Game[] {
  const registered = games as Game[];
  return registered.some((g) => g.name === fixtureGame.name) ? registered : [...registered, fixtureGame as Game];
}

export interface TestServer {
  server: RunningServer;
  dataDir: string;
  url: string;
  /** Stops the server and starts it again on the same port and data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `extra`: server options a test file needs (a short seat waiting period…).
 * `distDir`: a client build of the caller's own (a benchmark runs outside Vitest,
 * where the run's shared build is not provided).
 */
export async function startTestServer(extra: Partial<StartOptions> = {}, distDir?: string): Promise<TestServer> {
  const dist = distDir ?? buildClient();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const start = (port: number) => startServer({ ...extra, games: e2eGames(), port, dataDir, distDir: dist });
  let server = await start(0);
  const port = server.port;
  const handle: TestServer = {
    get server() {
      return server;
    },
    dataDir,
    url: `http://127.0.0.1:${port}`,
    async restart() {
      await server.close();
      server = await start(port);
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

export interface Player {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

let shared: Promise<Browser> | null = null;

/** The file's Chromium, started at its first player (a launch costs about a second; a context, a tenth of it). */
function browser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return shared;
}

/** Closes the file's Chromium (every player's context with it). */
export async function closeBrowser(): Promise<void> {
  const running = shared;
  shared = null;
  if (running) await (await running).close().catch(() => undefined);
}

/** A person with their own browser context (own localStorage and cookies), like a separate browser. */
export async function launchPlayer(
  viewport = { width: 1280, height: 860 },
  { hasTouch = false } = {},
): Promise<Player> {
  const context = await (await browser()).newContext({ viewport, hasTouch });
  // Other test suites may load the machine: wait on the page longer than playwright's 30 s.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  let closed = false;
  return {
    context,
    page,
    async close() {
      if (closed) return;
      closed = true;
      await context.close().catch(() => undefined);
    },
  };
}

export async function screenshot(page: Page, name: string, options: { always?: boolean } = {}): Promise<void> {
  // CI sets E2E_SCREENSHOTS=off: nobody looks at its pictures, and each full page costs
  // a capture and a PNG. A failed test's pictures are taken all the same.
  if (process.env.E2E_SCREENSHOTS === 'off' && !options.always) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

export interface BrowserSuite {
  /** The file's server, started before its first test. */
  readonly server: TestServer;
  /** Every player launched through `player`, closed when the file ends. */
  readonly players: Player[];
  player(viewport?: { width: number; height: number }, options?: { hasTouch?: boolean }): Promise<Player>;
}

/**
 * One browser test file: its own server, players closed at the end, and a failed
 * test leaves pictures of every page it had open (`failure-<name>-…`).
 */
export function browserSuite(name: string, extra: Partial<StartOptions> = {}): BrowserSuite {
  let server: TestServer | undefined;
  const players: Player[] = [];
  beforeAll(async () => {
    server = await startTestServer(extra);
  });
  afterAll(async () => {
    for (const p of players) await p.close();
    await closeBrowser();
    await server?.close();
    removeBuild();
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    let n = 0;
    const test = context.task.name.slice(0, 40).replace(/\W+/g, '-');
    for (const p of players) {
      for (const page of p.context.pages())
        await screenshot(page, `failure-${name}-${test}-${n++}`, { always: true }).catch(() => undefined);
    }
  });
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    players,
    async player(viewport, options) {
      const p = await launchPlayer(viewport, options);
      players.push(p);
      // A player opened by a test leaves with it (after the failure pictures of
      // afterEach): its pages would otherwise go on playing bots' tables in the
      // background through the file's later tests.
      try {
        onTestFinished(async () => {
          const at = players.indexOf(p);
          if (at >= 0) players.splice(at, 1);
          await p.close();
        });
      } catch {
        // Opened outside a test (beforeAll): kept until the file ends.
      }
      return p;
    },
  };
}

/** Signs up on `site` with a username and a password, keeping the recovery codes, until the header names the account. */
export async function signUpWithPassword(page: Page, site: string, username: string, password: string): Promise<void> {
  await page.goto(`${site}/account`);
  await page.getByRole('button', { name: 'Create an account' }).first().click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Create an account' }).last().click();
  await page.getByTestId('recovery-codes').waitFor();
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect.poll(() => page.getByTestId('account-link').innerText()).toBe(username);
}
