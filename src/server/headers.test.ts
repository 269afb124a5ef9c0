import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Game } from 'boardgame.io';
import { chromium } from 'playwright-core';
import { games } from '../games';
import { fixtureGame } from '../engine/fixture/game';
import { createTable } from './testing/clients';
import { request, startTestServer, type Answer, type TestServer } from './testing/http';

// What every HTTP answer carries, whoever writes it (the site, the Lobby API,
// socket.io, an error), and what no answer carries: a stack trace, a file path.

function expectSecurityHeaders(answer: Answer, what: string): void {
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(answer.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(answer.headers.get('referrer-policy'), what).toBe('same-origin');
  expect(answer.headers.get('x-frame-options'), what).toBe('DENY');
}

const INTERNALS = /\/(work|home|tmp|usr|app|src)\/|node_modules|\.tsx?:\d+|\bat [\w.<>]+ \(|Error:|stack/i;

describe('every HTTP answer', () => {
  let t: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'headers-test-'));
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Euro tables</title><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
    t = await startTestServer({ games: [fixtureGame], distDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('carries the security headers: pages, assets, the Lobby API, socket.io and errors', async () => {
    const { matchID } = await createTable(t.url, 'fixture', 2);
    const answers: [string, Promise<Answer>][] = [
      ['page', request(t.url, '/', { headers: { Accept: 'text/html' } })],
      ['client route', request(t.url, '/table/fixture/x', { headers: { Accept: 'text/html' } })],
      ['asset', request(t.url, '/assets/app-abc123.js')],
      ['missing asset', request(t.url, '/assets/nope.js')],
      ['health', request(t.url, '/healthz')],
      ['game list', request(t.url, '/games')],
      ['match', request(t.url, `/games/fixture/${matchID}`)],
      ['lobby error', request(t.url, '/games/fixture/create', { body: '{' })],
      ['lobby 404', request(t.url, '/games/fixture/nope')],
      [
        'foreign origin',
        request(t.url, '/games/fixture/create', {
          body: { numPlayers: 2 },
          headers: { Origin: 'http://evil.example' },
        }),
      ],
      ['socket.io handshake', request(t.url, '/socket.io/?EIO=4&transport=polling')],
      ['socket.io error', request(t.url, '/socket.io/?EIO=4&transport=bogus')],
      ['socket.io unknown session', request(t.url, '/socket.io/?EIO=4&transport=polling&sid=nope')],
      [
        'socket.io foreign origin',
        request(t.url, '/socket.io/?EIO=4&transport=polling', { headers: { Origin: 'http://evil.example' } }),
      ],
    ];
    for (const [what, pending] of answers) expectSecurityHeaders(await pending, what);
  });

  it('never shows a stack trace or an internal path', async () => {
    const probes: [string, Parameters<typeof request>[2]][] = [
      ['/games/fixture/create', { body: '{"numPlayers": 2' }],
      ['/games/fixture/create', { body: { numPlayers: 2, setupData: { target: 'x'.repeat(100) } } }],
      ['/games/fixture/create', { body: 'x', headers: { 'Content-Type': 'text/plain' } }],
      ['/games/fixture/create', { body: '{}', headers: { 'Content-Encoding': 'gzip' } }],
      ['/games/fixture/create', { method: 'PUT', body: { numPlayers: 2 } }],
      ['/games/fixture/%E0%A4%A/join', { body: { playerName: 'x' } }],
      ['/games/%E0%A4%A', {}],
      ['/assets/%E0%A4%A.js', {}],
      ['/assets/..%2F..%2F..%2Fetc%2Fpasswd', {}],
      [`/assets/${'a'.repeat(5000)}.js`, {}],
      ['/%00', { headers: { Accept: 'text/html' } }],
      ['/socket.io/?EIO=3&transport=polling', {}],
      ['/socket.io/?EIO=4&transport=polling', { method: 'POST', body: 'x' }],
    ];
    for (const [path, options] of probes) {
      const answer = await request(t.url, path, options);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text, path).not.toMatch(INTERNALS);
    }
    // A storage failure: the health check says so, without the details.
    await t.server.storage.close();
    const health = await request(t.url, '/healthz');
    expect(health.status).toBe(503);
    expect(health.json).toEqual({ status: 'unavailable', error: 'storage unavailable' });
    const failing = await request(t.url, '/games/fixture/create', { body: { numPlayers: 2 } });
    expect(failing.status).toBe(500);
    expect(failing.json).toEqual({ error: 'internal error' });
    expectSecurityHeaders(failing, 'a failed request');
  });
});

// The built client under that policy, in a real browser: its pages, a table over
// sockets, bots in their worker and the debug panel, with no violation reported.
const CHROMIUM = '/usr/bin/chromium';
describe.runIf(existsSync(CHROMIUM))('the built client', () => {
  let t: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'csp-dist-'));
  beforeAll(async () => {
    const built = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, NODE_ENV: 'production', VITE_E2E_FIXTURE: '1' },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`client build failed:\n${built.stdout}\n${built.stderr}`);
    const registered = games as Game[];
    t = await startTestServer({
      games: registered.some((g) => g.name === 'fixture') ? registered : [fixtureGame, ...registered],
      distDir: dist,
    });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('runs under the Content-Security-Policy without a single violation', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      page.setDefaultTimeout(60_000);
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { reportViolation(v: string): void }).reportViolation(
            `${e.violatedDirective} ${e.blockedURI}`,
          );
        });
      });

      const home = await page.goto(t.url);
      expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await page.getByTestId('game-card-fixture').waitFor();

      // Bots in their Web Worker, with the debug panel and its injected styles.
      await page.goto(`${t.url}/local/fixture?debug`);
      await page.locator('select[name="seat-0"]').selectOption('easy');
      await page.locator('select[name="seat-1"]').selectOption('random');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.debug-panel').waitFor({ state: 'attached' });
      await page.getByRole('slider').fill('0');
      await page.getByRole('dialog').getByText('Game over').waitFor({ timeout: 90_000 });

      // An online table, watched over socket.io.
      const { matchID } = await createTable(t.url, 'fixture', 2);
      await page.goto(`${t.url}/table/fixture/${matchID}?spectate=1`);
      await page.getByTestId('table').waitFor();

      // A game's own board and rules page.
      await page.goto(`${t.url}/rules/caylus`);
      await page.goto(`${t.url}/local/caylus`);
      await page.locator('select[name="seat-0"]').selectOption('random');
      await page.locator('select[name="seat-1"]').selectOption('random');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('slider').fill('0');
      await expect.poll(() => page.locator('.game-log li').count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 240_000);
});
