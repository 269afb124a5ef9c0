// `npm run bench:accounts [-- --accounts 10000 --games 100000 --requests 300 --concurrency 4]`
// The pages a regular opens, answered with a site's worth of players behind them:
// the benchmark seeds `--accounts` accounts (one password each; the hash is made
// once and shared, as seeding 10,000 argon2 hashes would take minutes) and
// `--games` finished games of two to four of them (their matches, seats, results
// and, for half of them, rated results), plus a running table per 20 accounts, then
// starts the server as `npm start` runs it (compiled, NODE_ENV=production) on that
// database and measures, from `--concurrency` clients at once:
// - sign-in: POST /api/account/sign-in (one argon2id check each: its cost is most of it);
// - My tables: GET /api/account/tables for the signed-in player;
// - a profile: GET /api/profiles/:username of a random player, as a signed-in stranger.
// PGlite in a temporary DATA_DIR, or PostgreSQL with `--database postgres`
// (DATABASE_URL or TEST_DATABASE_URL; a fresh schema, dropped after).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/build-server.mjs';
import { games } from '../src/games';
import { hashPassword } from '../src/server/accounts/passwords';
import { dropSchemas, openPglite, openPostgres, type SqlDriver } from '../src/server/storage/driver';
import { SqlStorage } from '../src/server/storage/sql-storage';
import { startServerProcess } from '../src/server/testing/server-process';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const accounts = Number(arg('accounts', '10000'));
const finishedGames = Number(arg('games', '100000'));
const requests = Number(arg('requests', '300'));
const concurrency = Number(arg('concurrency', '4'));
const database = arg('database', 'pglite');
const PASSWORD = 'bench-password-1';

const gameNames = [...games.map((g) => g.name!)];

/** base64url of SHA-256 in SQL, as accounts/store.ts's sha256 makes it. */
const SHA = (expr: string) =>
  `translate(rtrim(encode(sha256(convert_to(${expr}, 'UTF8')), 'base64'), '='), '+/', '-_')`;

async function seed(driver: SqlDriver): Promise<void> {
  const now = Date.now();
  const hash = await hashPassword(PASSWORD);
  const games = `(ARRAY[${gameNames.map((n) => `'${n}'`).join(', ')}])[1 + g % ${gameNames.length}]`;
  // The players of game g: 2 to 4 accounts spread over all of them.
  const size = '(2 + g % 3)';
  const player = (seat: string) => `1 + ((g * 7919 + ${seat} * 104729) % ${accounts})`;
  const at = `(${now} - g::bigint * 60000)`;
  const statements = [
    `INSERT INTO accounts (account_id, username, username_key, created_at)
     SELECT 'bench-' || i, 'player' || i, 'player' || i, ${now} - i::bigint * 3600000 FROM generate_series(1, ${accounts}) i`,
    `INSERT INTO account_passwords (account_id, hash, changed_at)
     SELECT 'bench-' || i, '${hash}', ${now} FROM generate_series(1, ${accounts}) i`,
    // Finished matches, as the server leaves them (inserted over: no result falls due).
    `INSERT INTO matches (match_id, game_name, metadata, is_gameover, created_at, updated_at)
     SELECT 'fin' || g, ${games},
       jsonb_build_object('gameName', ${games}, 'createdAt', ${at}, 'updatedAt', ${at}, 'tableNumber', g,
         'gameover', jsonb_build_object('winners', jsonb_build_array('0')),
         'players', (SELECT jsonb_object_agg(s::text, jsonb_build_object('id', s, 'name', 'player' || ${player('s')},
           'credentials', 'c' || g || '-' || s)) FROM generate_series(0, ${size} - 1) s)),
       true, ${at}, ${at}
     FROM generate_series(1, ${finishedGames}) g`,
    `INSERT INTO account_seats (account_id, match_id, seat, credentials_hash, taken_at)
     SELECT 'bench-' || ${player('s')}, 'fin' || g, s::text, ${SHA(`'c' || g || '-' || s`)}, ${at}
     FROM generate_series(1, ${finishedGames}) g, generate_series(0, 3) s WHERE s < ${size}
     ON CONFLICT DO NOTHING`,
    `INSERT INTO finished_games (match_id, game_name, table_number, players, rated, with_result, finished_at)
     SELECT 'fin' || g, ${games}, g, ${size}, g % 2 = 0, true, ${at} FROM generate_series(1, ${finishedGames}) g`,
    `INSERT INTO finished_game_players (match_id, game_name, finished_at, seat, account_id, place, score, won, finished,
       rating_before, rating_after)
     SELECT 'fin' || g, ${games}, ${at}, s::text, 'bench-' || ${player('s')}, 1 + s, 100 - 10 * s, s = 0, g % 17 <> s,
       CASE WHEN g % 2 = 0 THEN 1000 + (g * 13 + s) % 400 END, CASE WHEN g % 2 = 0 THEN 1000 + (g * 17 + s) % 400 END
     FROM generate_series(1, ${finishedGames}) g, generate_series(0, 3) s WHERE s < ${size}`,
    `INSERT INTO ratings (account_id, game_name, mu, sigma, rating, games, wins, updated_at)
     SELECT 'bench-' || i, n, 25, 3, 1000 + (i * 31) % 700, 10 + i % 40, i % 10, ${now}
     FROM generate_series(1, ${accounts}) i, unnest(ARRAY[${gameNames.map((n) => `'${n}'`).join(', ')}]) n`,
    // A running table per 20 accounts (My tables lists them first).
    `INSERT INTO matches (match_id, game_name, metadata, is_gameover, created_at, updated_at)
     SELECT 'run' || i, 'caylus', jsonb_build_object('gameName', 'caylus', 'createdAt', ${now}, 'updatedAt', ${now},
       'players', jsonb_build_object('0', jsonb_build_object('id', 0, 'name', 'player' || i, 'credentials', 'r' || i),
         '1', jsonb_build_object('id', 1))), false, ${now}, ${now}
     FROM generate_series(1, ${accounts} / 20) i`,
    `INSERT INTO account_seats (account_id, match_id, seat, credentials_hash, taken_at)
     SELECT 'bench-' || i, 'run' || i, '0', ${SHA(`'r' || i`)}, ${now} FROM generate_series(1, ${accounts} / 20) i`,
    'ANALYZE',
  ];
  for (const sql of statements) await driver.query(sql);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const HEADERS = { 'content-type': 'application/json', 'X-Euro-Tables': '1' };

async function timed(label: string, n: number, one: (i: number) => Promise<void>): Promise<void> {
  const times: number[] = [];
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const start = performance.now();
      try {
        await one(i);
        times.push(performance.now() - start);
      } catch (error) {
        if (failed++ === 0) console.log(`  ${label}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  if (times.length === 0) {
    console.log(`${label.padEnd(12)} every request failed`);
    return;
  }
  console.log(
    `${label.padEnd(12)} n=${times.length} failed=${failed} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
  );
}

async function main(): Promise<void> {
  const dataDir = database === 'pglite' ? mkdtempSync(join(tmpdir(), 'bench-accounts-')) : undefined;
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const schema = `bench_accounts_${process.pid}`;
  if (database !== 'pglite' && !url) throw new Error('--database postgres needs DATABASE_URL or TEST_DATABASE_URL');
  const open = () => (dataDir ? openPglite(dataDir) : openPostgres(url!, schema));
  const t0 = performance.now();
  const driver = await open();
  const storage = new SqlStorage(driver, undefined, false, { games: new Map(games.map((g) => [g.name!, g])) });
  await storage.connect();
  await seed(driver);
  await storage.close();
  console.log(
    `seeded ${accounts} accounts and ${finishedGames} finished games on ${database} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const entry = await buildServer(join(import.meta.dirname, '..', 'test-output', 'bench-server-build'));
  const env: Record<string, string> = dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: url!, DATABASE_SCHEMA: schema };
  const server = await startServerProcess({ ...env, LOG_LEVEL: 'warn' }, [], { entry, compiled: true });
  try {
    const cookies: string[] = [];
    const someone = (i: number) => 1 + ((i * 7331) % accounts);
    await timed('sign-in', requests, async (i) => {
      const answer = await fetch(`${server.url}/api/account/sign-in`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ username: `player${someone(i)}`, password: PASSWORD }),
      });
      if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
      const cookie = answer.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error('no session cookie');
      cookies[i] = cookie;
    });
    const cookieOf = (i: number) => cookies[i % cookies.length] ?? cookies.find(Boolean)!;
    await timed('My tables', requests, async (i) => {
      const answer = await fetch(`${server.url}/api/account/tables`, { headers: { cookie: cookieOf(i) } });
      if (answer.status !== 200) throw new Error(`My tables answered ${answer.status}`);
      await answer.arrayBuffer();
    });
    await timed('profile', requests, async (i) => {
      const answer = await fetch(`${server.url}/api/profiles/player${someone(i * 3 + 1)}`, {
        headers: { cookie: cookieOf(i) },
      });
      if (answer.status !== 200) throw new Error(`profile answered ${answer.status}`);
      await answer.arrayBuffer();
    });
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; concurrency ${concurrency}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    else await dropSchemas(url!, [schema]);
  }
}

await main();
