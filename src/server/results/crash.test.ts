import { afterAll, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { fixtureGame, type FixtureState } from '../../engine/fixture/game';
import { dropSchemas } from '../storage/driver';
import { AccountBrowser } from '../testing/account-browser';
import { connectPlayer } from '../testing/clients';
import { dataDirFromTemplate } from '../testing/pglite-template';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

// A rated game's result across a crash of the real server process: killed with
// SIGKILL right after the game's last move was acknowledged, the restarted
// server records what the dead one did not, and the ratings change exactly once
// (a fresh winner 1638, a fresh loser 1427: recorder.test.ts). On PostgreSQL
// the test holds the ratings table locked, so the first process is killed in
// the middle of recording for certain; on PGlite it is killed wherever it is.

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('[notice] TEST_DATABASE_URL is not set: the PostgreSQL crash test of results is skipped.');
const dirs: string[] = [];
const schemas: string[] = [];
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  if (pgUrl && schemas.length > 0) await dropSchemas(pgUrl, schemas);
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ ...env, TRUST_PROXY: '1' });
  started.push(server);
  return server;
}

/** Two accounts at a rated two-seat table; answers the seats' credentials. */
async function ratedTable(url: string) {
  const anna = new AccountBrowser(url, '198.51.100.1');
  const ben = new AccountBrowser(url, '198.51.100.2');
  await anna.post('/api/account/sign-up', { username: 'Anna', password: 'anna password 1' });
  await ben.post('/api/account/sign-up', { username: 'Ben', password: 'ben password 1' });
  const created = (
    await anna.post('/games/fixture/create', {
      numPlayers: 2,
      setupData: { rated: true },
      seat: { playerName: 'Anna' },
    })
  ).json as { matchID: string; playerCredentials: string };
  const joined = (await ben.post(`/games/fixture/${created.matchID}/join`, { playerID: '1', playerName: 'Ben' }))
    .json as { playerCredentials: string };
  return {
    matchID: created.matchID,
    seats: [created.playerCredentials, joined.playerCredentials],
  };
}

/** Plays a fixture game to its end (3 a move, target 10: seat 0 wins 12 to 9), then calls `ended` at once. */
async function playToEnd(url: string, matchID: string, credentials: string[], ended: () => void) {
  const players = credentials.map((c, seat) => connectPlayer(url, fixtureGame, matchID, String(seat), c));
  try {
    let state = await players[0].waitFor<FixtureState>((s) => s._stateID >= 0);
    while (!state.ctx.gameover) {
      const at = state._stateID;
      const mover = players[Number(state.ctx.currentPlayer)];
      await mover.waitFor((s) => s._stateID === at);
      mover.client.moves.add(3);
      // The mover's own client hears the move once it is stored.
      state = await mover.waitFor<FixtureState>((s) => s._stateID === at + 1);
    }
    ended();
    return state;
  } finally {
    players.forEach((p) => p.stop());
  }
}

async function seatRatings(url: string, matchID: string) {
  const answer = await new AccountBrowser(url, '198.51.100.3').get(`/api/ratings/seats?matchIDs=${matchID}`);
  return (answer.json as { tables: Record<string, unknown> }).tables[matchID];
}

const once = {
  0: { username: 'Anna', rating: { rating: 1638, provisional: true, games: 1 } },
  1: { username: 'Ben', rating: { rating: 1427, provisional: true, games: 1 } },
};

describe('a rated game ending as the server is killed', () => {
  it('on PGlite: ratings change exactly once after the restart', async () => {
    const dir = dataDirFromTemplate(inject('pgliteTemplate'));
    dirs.push(dir);
    const first = await start({ DATA_DIR: dir });
    const { matchID, seats } = await ratedTable(first.url);
    const end = await playToEnd(first.url, matchID, seats, () => first.child.kill('SIGKILL'));
    expect(end.ctx.gameover).toMatchObject({ winners: ['0'] });
    expect((await first.exited).signal).toBe('SIGKILL');
    // For the log of the run: which of the two processes recorded it (a line may be lost with the process).
    console.info(
      `[results crash] the killed process ${first.output().includes('"result recorded"') ? 'had' : 'had not (as far as its log tells)'} recorded the result`,
    );

    const second = await start({ DATA_DIR: dir });
    // Recorded by the dead process or by this one's start: the seats show it once.
    await expect.poll(() => seatRatings(second.url, matchID), { timeout: 20_000 }).toEqual(once);
    // A third start finds nothing due.
    second.child.kill('SIGKILL');
    await second.exited;
    const third = await start({ DATA_DIR: dir });
    expect(await seatRatings(third.url, matchID)).toEqual(once);
    expect(third.output()).not.toContain('"result recorded"');
    third.child.kill('SIGTERM');
    await third.exited;
  }, 120_000);

  it.runIf(pgUrl)(
    'on PostgreSQL, killed in the middle of recording: recorded once by the next start',
    async () => {
      const schema = `t_results_crash_${process.pid}_${Date.now()}`;
      schemas.push(schema);
      const dir = dataDirFromTemplate(inject('pgliteTemplate'));
      dirs.push(dir);
      const env = { DATABASE_URL: pgUrl!, DATABASE_SCHEMA: schema, DATA_DIR: dir };
      const first = await start(env);
      const { matchID, seats } = await ratedTable(first.url);

      const locker = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
      const watcher = new pg.Client({ connectionString: pgUrl });
      await locker.connect();
      await watcher.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE ratings IN ACCESS EXCLUSIVE MODE');
        await playToEnd(first.url, matchID, seats, () => {});
        // The recorder has taken the due row and waits for the ratings: kill it there.
        // (Asked on another connection: a transaction sees pg_stat_activity as of its first look.)
        await expect
          .poll(
            async () =>
              (
                await watcher.query(
                  `SELECT count(*)::int AS n FROM pg_stat_activity
                   WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO ratings%'`,
                )
              ).rows[0].n,
            { timeout: 20_000 },
          )
          .toBe(1);
        first.child.kill('SIGKILL');
        expect((await first.exited).signal).toBe('SIGKILL');
        await locker.query('COMMIT');
      } finally {
        await locker.end();
        await watcher.end();
      }

      const second = await start(env);
      await expect.poll(() => second.output().includes('"result recorded"'), { timeout: 20_000 }).toBe(true);
      expect(await seatRatings(second.url, matchID)).toEqual(once);
      const check = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
      await check.connect();
      try {
        expect((await check.query('SELECT count(*)::int AS n FROM results_due')).rows).toEqual([{ n: 0 }]);
        expect((await check.query('SELECT count(*)::int AS n FROM finished_games')).rows).toEqual([{ n: 1 }]);
        expect(
          (await check.query('SELECT count(*)::int AS n FROM finished_game_players WHERE rating_after IS NOT NULL'))
            .rows,
        ).toEqual([{ n: 2 }]);
      } finally {
        await check.end();
      }
      second.child.kill('SIGTERM');
      await second.exited;
    },
    120_000,
  );
});
