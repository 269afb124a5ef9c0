import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import { sha256 } from '../accounts/store';
import { ENDED_WITHOUT_RESULT } from '../leaving/leaving';
import { createLogger } from '../logger';
import { dropSchemas, openPglite, openPostgres, type SqlDriver } from '../storage/driver';
import { SqlStorage } from '../storage/sql-storage';
import { dataDirFromTemplate } from '../testing/pglite-template';
import { ResultRecorder } from './recorder';

// The recorder on a real database, PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: a match is stored unfinished, then marked over (the trigger puts
// it in results_due), then recorded. Every expected rating below was worked out
// by hand from OpenSkill's Plackett-Luce update (Weng & Lin 2011, algorithm 4,
// with the library's defaults mu 25, sigma 25/3, beta 25/6, tau 25/300), shown
// as round(1500 + 40 * (mu - 3 sigma)); the same working reproduces the
// library's documented four-player example (README: 20.963/8.084, 27.795/8.263,
// 24.689/8.084, 26.553/8.179).

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('[notice] TEST_DATABASE_URL is not set: the PostgreSQL results suite is skipped.');
const dirs: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  if (pgUrl && schemas.length > 0) await dropSchemas(pgUrl, schemas);
});

let counter = 0;
const backends: [string, () => Promise<SqlDriver>][] = [
  [
    'PGlite',
    () => {
      const dir = dataDirFromTemplate(inject('pgliteTemplate'));
      dirs.push(dir);
      return openPglite(dir);
    },
  ],
];
if (pgUrl)
  backends.push([
    'PostgreSQL',
    async () => {
      const schema = `t_results_${process.pid}_${Date.now()}_${counter++}`;
      schemas.push(schema);
      const driver = await openPostgres(pgUrl, schema);
      await new SqlStorage(driver).connect();
      return driver;
    },
  ]);

const T0 = 1_800_000_000_000;

interface Seat {
  name: string;
  /** The account holding it now (tied by the hash of its credentials). */
  account?: string;
  bot?: boolean;
}

describe.each(backends)('results on %s', (_name, open) => {
  let db: SqlDriver;
  let recorder: ResultRecorder;
  beforeEach(async () => {
    db = await open();
    recorder = new ResultRecorder({ db, log: createLogger('silent') });
    for (const name of ['anna', 'ben', 'cleo', 'dan'])
      await db.query('INSERT INTO accounts (account_id, username, username_key, created_at) VALUES ($1, $2, $1, $3)', [
        name,
        name[0].toUpperCase() + name.slice(1),
        T0,
      ]);
  }, 30_000);
  afterEach(async () => {
    await recorder.close();
    await db.close();
  });

  /** A table of `seats`, stored unfinished, its accounts tied to their seats, then ended with `end`. */
  async function finish(
    matchID: string,
    seats: Seat[],
    end: Record<string, unknown>,
    extra: { rated?: boolean; links?: { account: string; seat: string; takenAt: number }[] } = {},
  ) {
    const players = Object.fromEntries(
      seats.map((s, i) => [
        i,
        { id: i, name: s.name, credentials: `creds-${matchID}-${i}`, ...(s.bot ? { data: { bot: 'normal' } } : {}) },
      ]),
    );
    const metadata = {
      gameName: 'fixture',
      players,
      setupData: { rated: extra.rated ?? false },
      createdAt: T0,
      updatedAt: T0,
      tableNumber: 7,
    };
    await db.query(
      `INSERT INTO matches (match_id, game_name, metadata, is_gameover, created_at, updated_at) VALUES ($1, 'fixture', $2::jsonb, false, $3, $3)`,
      [matchID, JSON.stringify(metadata), T0],
    );
    for (const [i, s] of seats.entries())
      if (s.account)
        await db.query(
          'INSERT INTO account_seats (account_id, match_id, seat, credentials_hash, taken_at) VALUES ($1, $2, $3, $4, $5)',
          [s.account, matchID, String(i), sha256(`creds-${matchID}-${i}`), T0],
        );
    for (const l of extra.links ?? [])
      await db.query(
        'INSERT INTO account_seats (account_id, match_id, seat, credentials_hash, taken_at) VALUES ($1, $2, $3, $4, $5)',
        [l.account, matchID, l.seat, sha256(`old-${l.account}`), l.takenAt],
      );
    await db.query('UPDATE matches SET metadata = $2::jsonb, is_gameover = true, updated_at = $3 WHERE match_id = $1', [
      matchID,
      JSON.stringify({ ...metadata, ...end, updatedAt: T0 + 60_000 }),
      T0 + 60_000,
    ]);
  }

  const playersOf = (matchID: string) =>
    db.query<Record<string, unknown>>(
      `SELECT seat, account_id, name, bot, place, score, won, finished, rating_before, rating_after
       FROM finished_game_players WHERE match_id = $1 ORDER BY seat, account_id NULLS FIRST`,
      [matchID],
    );
  const ratings = () =>
    db.query<Record<string, unknown>>(
      'SELECT account_id, rating, games, wins, round(mu::numeric, 6)::float8 AS mu, round(sigma::numeric, 6)::float8 AS sigma FROM ratings ORDER BY account_id',
    );
  const due = () => db.query('SELECT match_id FROM results_due');
  const row = (
    seat: string,
    account_id: string | null,
    place: number,
    won: boolean,
    score: number | null,
    more: Record<string, unknown> = {},
  ) => ({
    seat,
    account_id,
    name: null,
    bot: false,
    place,
    score,
    won,
    finished: true,
    rating_before: null,
    rating_after: null,
    ...more,
  });

  it('records an unrated game once: winners first, equal scores share a place, a guest by name, no rating', async () => {
    await finish('m1', [{ name: 'Anna', account: 'anna' }, { name: 'Ben', account: 'ben' }, { name: 'Gus' }], {
      gameover: { winner: '1', winners: ['1'], scores: { 0: 20, 1: 30, 2: 20 } },
    });
    expect(await due()).toEqual([{ match_id: 'm1' }]);
    expect(await recorder.record('m1')).toBe('recorded');
    expect(await recorder.record('m1')).toBe('taken');
    expect(await due()).toEqual([]);
    expect(
      await db.query('SELECT game_name, table_number, players, rated, with_result, finished_at FROM finished_games'),
    ).toEqual([
      {
        game_name: 'fixture',
        table_number: 7,
        players: 3,
        rated: false,
        with_result: true,
        finished_at: expect.anything(),
      },
    ]);
    expect(Number((await db.query<{ f: string }>('SELECT finished_at AS f FROM finished_games'))[0].f)).toBe(
      T0 + 60_000,
    );
    expect(await playersOf('m1')).toEqual([
      row('0', 'anna', 2, false, 20),
      row('1', 'ben', 1, true, 30),
      row('2', null, 2, false, 20, { name: 'Gus' }),
    ]);
    expect(await ratings()).toEqual([]);
  });

  it('records nothing of a game no account played', async () => {
    await finish('m2', [{ name: 'Gus' }, { name: 'Bot 2', bot: true }], {
      gameover: { winners: ['0'], scores: { 0: 12, 1: 9 } },
    });
    expect(await recorder.record('m2')).toBe('nothing');
    expect(await due()).toEqual([]);
    expect(await db.query('SELECT * FROM finished_games')).toEqual([]);
  });

  it('rates a two-player game: the winner 1638, the loser 1427, both provisional after one game', async () => {
    await finish(
      'm3',
      [
        { name: 'Anna', account: 'anna' },
        { name: 'Ben', account: 'ben' },
      ],
      { gameover: { winners: ['0'], scores: { 0: 12, 1: 9 } } },
      { rated: true },
    );
    expect(await recorder.sweep()).toBe(1);
    expect(await playersOf('m3')).toEqual([
      row('0', 'anna', 1, true, 12, { rating_before: 1500, rating_after: 1638 }),
      row('1', 'ben', 2, false, 9, { rating_before: 1500, rating_after: 1427 }),
    ]);
    expect(await ratings()).toEqual([
      { account_id: 'anna', rating: 1638, games: 1, wins: 1, mu: 27.635389, sigma: 8.065901 },
      { account_id: 'ben', rating: 1427, games: 1, wins: 0, mu: 22.364611, sigma: 8.065901 },
    ]);
    // A second game from those ratings, the same winner.
    await finish(
      'm3b',
      [
        { name: 'Anna', account: 'anna' },
        { name: 'Ben', account: 'ben' },
      ],
      { gameover: { winners: ['0'], scores: { 0: 12, 1: 9 } } },
      { rated: true },
    );
    expect(await recorder.record('m3b')).toBe('recorded');
    expect(await ratings()).toEqual([
      { account_id: 'anna', rating: 1748, games: 2, wins: 2, mu: 29.656297, sigma: 7.822887 },
      { account_id: 'ben', rating: 1375, games: 2, wins: 0, mu: 20.343703, sigma: 7.822887 },
    ]);
  });

  it('rates a three-player game by score (1630, 1562, 1390) and one with a tie for second (1630, 1476, 1476)', async () => {
    const three = [
      { name: 'Anna', account: 'anna' },
      { name: 'Ben', account: 'ben' },
      { name: 'Cleo', account: 'cleo' },
    ];
    await finish('m4', three, { gameover: { winners: ['0'], scores: { 0: 50, 1: 40, 2: 30 } } }, { rated: true });
    await recorder.record('m4');
    expect((await playersOf('m4')).map((p) => [p.place, p.rating_after])).toEqual([
      [1, 1630],
      [2, 1562],
      [3, 1390],
    ]);
    await db.query('DELETE FROM ratings');
    await finish('m5', three, { gameover: { winners: ['0'], scores: { 0: 50, 1: 40, 2: 40 } } }, { rated: true });
    await recorder.record('m5');
    expect((await playersOf('m5')).map((p) => [p.place, p.rating_after])).toEqual([
      [1, 1630],
      [2, 1476],
      [2, 1476],
    ]);
  });

  it('places a player who left last, below the bot that finished for them, and rates it a loss', async () => {
    // Cleo held seat 2 and left at T0 + 30 s: the bot plays it, with other credentials.
    await finish(
      'm6',
      [
        { name: 'Anna', account: 'anna' },
        { name: 'Ben', account: 'ben' },
        { name: 'Bot 3', bot: true },
      ],
      {
        gameover: { winners: ['0'], scores: { 0: 50, 1: 40, 2: 45 } },
        seatLog: [{ at: T0 + 30_000, event: 'left', seat: '2', name: 'Cleo', bot: 'normal' }],
      },
      { rated: true, links: [{ account: 'cleo', seat: '2', takenAt: T0 }] },
    );
    expect(await recorder.record('m6')).toBe('recorded');
    expect(await playersOf('m6')).toEqual([
      row('0', 'anna', 1, true, 50, { rating_before: 1500, rating_after: 1630 }),
      row('1', 'ben', 3, false, 40, { rating_before: 1500, rating_after: 1562 }),
      row('2', null, 2, false, 45, { name: 'Bot 3', bot: true }),
      row('2', 'cleo', 4, false, null, { finished: false, rating_before: 1500, rating_after: 1390 }),
    ]);
    expect((await ratings()).map((r) => [r.account_id, r.games, r.wins])).toEqual([
      ['anna', 1, 1],
      ['ben', 1, 0],
      ['cleo', 1, 0],
    ]);
  });

  it('counts running out of time as a loss, even for the seat with the best score', async () => {
    const clock = {
      mode: 'realtime',
      preset: 'fast',
      bankMs: 1,
      incrementMs: 1,
      maxMs: 1,
      botLevel: 'normal',
      remaining: { 0: 5, 1: 0 },
      running: {},
      timedOut: ['1'],
    };
    await finish(
      'm7',
      [
        { name: 'Anna', account: 'anna' },
        { name: 'Ben', account: 'ben' },
      ],
      { gameover: { winners: ['1'], scores: { 0: 10, 1: 20 } }, clock },
      { rated: true },
    );
    await recorder.record('m7');
    expect(await playersOf('m7')).toEqual([
      row('0', 'anna', 1, false, 10, { rating_before: 1500, rating_after: 1638 }),
      row('1', 'ben', 2, false, null, { finished: false, rating_before: 1500, rating_after: 1427 }),
    ]);
  });

  it('ended without a result: those who stayed share first place without a win, the leaver is last', async () => {
    await finish(
      'm8',
      [
        { name: 'Anna', account: 'anna' },
        { name: 'Ben', account: 'ben' },
        { name: 'Bot 3', bot: true },
      ],
      {
        gameover: { ...ENDED_WITHOUT_RESULT },
        seatLog: [
          { at: T0 + 30_000, event: 'left', seat: '2', name: 'Cleo', bot: 'normal' },
          { at: T0 + 40_000, event: 'ended' },
        ],
      },
      { rated: true, links: [{ account: 'cleo', seat: '2', takenAt: T0 }] },
    );
    await recorder.record('m8');
    expect((await db.query('SELECT rated, with_result FROM finished_games'))[0]).toEqual({
      rated: true,
      with_result: false,
    });
    expect(await playersOf('m8')).toEqual([
      row('0', 'anna', 1, false, null, { rating_before: 1500, rating_after: 1544 }),
      row('1', 'ben', 1, false, null, { rating_before: 1500, rating_after: 1544 }),
      row('2', null, 1, false, null, { name: 'Bot 3', bot: true }),
      row('2', 'cleo', 4, false, null, { finished: false, rating_before: 1500, rating_after: 1458 }),
    ]);
  });

  it('moves nobody when every account shares one place', async () => {
    await finish(
      'm9',
      [
        { name: 'Anna', account: 'anna' },
        { name: 'Ben', account: 'ben' },
      ],
      { gameover: { winners: ['0', '1'], scores: { 0: 10, 1: 10 } } },
      { rated: true },
    );
    await recorder.record('m9');
    expect(await playersOf('m9')).toEqual([row('0', 'anna', 1, true, 10), row('1', 'ben', 1, true, 10)]);
    expect(await ratings()).toEqual([]);
  });

  it('counts only who held the seat when it was left: not one who left it before the start', async () => {
    // Dan sat at seat 1 and left before the start (no seat event); Ben took it at
    // T0 and left the game at T0 + 30 s.
    await finish(
      'm11',
      [
        { name: 'Anna', account: 'anna' },
        { name: 'Bot 2', bot: true },
      ],
      {
        gameover: { winners: ['1'], scores: { 0: 10, 1: 12 } },
        seatLog: [{ at: T0 + 30_000, event: 'left', seat: '1', name: 'Ben', bot: 'normal' }],
      },
      {
        rated: true,
        links: [
          { account: 'dan', seat: '1', takenAt: T0 - 10_000 },
          { account: 'ben', seat: '1', takenAt: T0 },
        ],
      },
    );
    await recorder.record('m11');
    expect(await playersOf('m11')).toEqual([
      row('0', 'anna', 2, false, 10, { rating_before: 1500, rating_after: 1638 }),
      row('1', null, 1, true, 12, { name: 'Bot 2', bot: true }),
      row('1', 'ben', 3, false, null, { finished: false, rating_before: 1500, rating_after: 1427 }),
    ]);
  });

  it('leaves the row due when recording fails, and records it on the next try', async () => {
    await finish(
      'm10',
      [
        { name: 'Anna', account: 'anna' },
        { name: 'Ben', account: 'ben' },
      ],
      { gameover: { winners: ['1'], scores: { 0: 1, 1: 2 } } },
      { rated: true },
    );
    // A player row that cannot be written (the table is locked away for a moment).
    await db.query('ALTER TABLE finished_game_players ADD CONSTRAINT no_scores CHECK (score IS NULL)');
    expect(await recorder.record('m10')).toBeUndefined();
    expect(await due()).toEqual([{ match_id: 'm10' }]);
    expect(await ratings()).toEqual([]);
    await db.query('ALTER TABLE finished_game_players DROP CONSTRAINT no_scores');
    expect(await recorder.sweep()).toBe(1);
    expect((await ratings()).map((r) => r.rating)).toEqual([1427, 1638]);
  });
});
