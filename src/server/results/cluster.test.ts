import { describe, expect, it } from 'vitest';
import { twoInstances } from '../testing/two-instances';
import { sha256 } from '../accounts/store';

// Two clustered instances on one PostgreSQL record the same due results at once:
// each result is written by exactly one of them, and no rating update is lost.
// Twelve rated games where Anna beats Ben, applied one after the other from
// fresh ratings, give Anna mu 37.641935 sigma 6.629641 (shown 2210) and Ben
// mu 12.358065 sigma 6.629641 (shown 1199), worked out by hand from the
// Plackett-Luce update as in recorder.test.ts; all twelve games are alike, so
// any order of recording gives the same numbers, and a lost update would not.

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!pgUrl || !redisUrl)
  console.warn('[notice] TEST_DATABASE_URL or TEST_REDIS_URL is not set: the results cluster suite is skipped.');

const GAMES = 12;
const T0 = 1_800_000_000_000;

describe.runIf(pgUrl && redisUrl)('results on two instances', () => {
  const instances = twoInstances('results_cluster');

  it('records each result once and loses no rating update when both record the same rows', async () => {
    const { a, b } = instances;
    const db = a.results.db;
    for (const name of ['anna', 'ben'])
      await db.query('INSERT INTO accounts (account_id, username, username_key, created_at) VALUES ($1, $1, $1, $2)', [
        name,
        T0,
      ]);
    const matches = Array.from({ length: GAMES }, (_, i) => `cm${i}`);
    for (const [i, matchID] of matches.entries()) {
      const metadata = {
        gameName: 'fixture',
        players: {
          0: { id: 0, name: 'anna', credentials: `${matchID}-0` },
          1: { id: 1, name: 'ben', credentials: `${matchID}-1` },
        },
        setupData: { rated: true },
        createdAt: T0,
        updatedAt: T0 + i,
      };
      await db.query(
        `INSERT INTO matches (match_id, game_name, metadata, is_gameover, created_at, updated_at) VALUES ($1, 'fixture', $2::jsonb, false, $3, $3)`,
        [matchID, JSON.stringify(metadata), T0 + i],
      );
      for (const [seat, account] of ['anna', 'ben'].entries())
        await db.query(
          'INSERT INTO account_seats (account_id, match_id, seat, credentials_hash, taken_at) VALUES ($1, $2, $3, $4, $5)',
          [account, matchID, String(seat), sha256(`${matchID}-${seat}`), T0],
        );
      await db.query(
        'UPDATE matches SET metadata = $2::jsonb, is_gameover = true, updated_at = $3 WHERE match_id = $1',
        [matchID, JSON.stringify({ ...metadata, gameover: { winners: ['0'], scores: { 0: 12, 1: 9 } } }), T0 + i],
      );
    }
    expect((await db.query('SELECT count(*)::int AS n FROM results_due'))[0]).toEqual({ n: GAMES });

    // Both sweep every due row while each also records every other match by itself.
    const outcomes = await Promise.all([
      ...matches.map((m, i) => (i % 2 === 0 ? a : b).results.record(m)),
      ...matches.map((m, i) => (i % 2 === 0 ? b : a).results.record(m)),
    ]);
    const swept = await Promise.all([a.results.sweep(), b.results.sweep()]);
    expect(outcomes.filter((o) => o === 'recorded').length + swept[0] + swept[1]).toBe(GAMES);
    expect(outcomes.filter((o) => o !== 'recorded' && o !== 'taken')).toEqual([]);

    expect((await db.query('SELECT count(*)::int AS n FROM results_due'))[0]).toEqual({ n: 0 });
    expect((await db.query('SELECT count(*)::int AS n FROM finished_games'))[0]).toEqual({ n: GAMES });
    expect((await db.query('SELECT count(*)::int AS n FROM finished_game_players'))[0]).toEqual({ n: 2 * GAMES });
    expect(
      await db.query(
        `SELECT account_id, rating, games, wins, round(mu::numeric, 6)::float8 AS mu, round(sigma::numeric, 6)::float8 AS sigma
         FROM ratings ORDER BY account_id`,
      ),
    ).toEqual([
      { account_id: 'anna', rating: 2210, games: GAMES, wins: GAMES, mu: 37.641935, sigma: 6.629641 },
      { account_id: 'ben', rating: 1199, games: GAMES, wins: 0, mu: 12.358065, sigma: 6.629641 },
    ]);
    // Each game's rating before is the one after the game recorded just before it.
    const steps = await db.query<{ rating_before: number; rating_after: number }>(
      `SELECT rating_before, rating_after FROM finished_game_players WHERE account_id = 'anna' ORDER BY rating_before`,
    );
    for (let i = 1; i < steps.length; i++) expect(steps[i].rating_before).toBe(steps[i - 1].rating_after);
    expect(steps[0].rating_before).toBe(1500);
  }, 60_000);
});
