import { afterAll, describe, expect, inject, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Game, State } from 'boardgame.io';
import { fixtureGame } from '../../engine/fixture/game';
import { seededRandom } from '../../engine/testing/playout';
import { games } from '../../games';
import { dataDirFromTemplate } from '../testing/pglite-template';
import { dropSchemas, openPglite, openPostgres, type SqlDriver } from './driver';
import { MIGRATIONS } from './schema';
import { SqlStorage, statementsOf } from './sql-storage';
import { randomStoredMove, reducerOf } from '../testing/stored-moves';

// A database written by the server before moves were stored without states
// (fixtures/v1-tables.json.gz: four matches under way and a finished one, played
// through that version's master and storage, dumped row by row) is migrated on
// start: every match reads back as it was, plays on, and is rebuilt from its moves
// after a crash; the tables' numbers go on where they were.

interface V1Dump {
  matches: {
    match_id: string;
    game_name: string;
    metadata: string;
    is_gameover: boolean;
    created_at: string;
    updated_at: string;
  }[];
  match_states: { match_id: string; state_id: number; log_length: number; state: string }[];
  match_initial_states: { match_id: string; state: string }[];
  match_log: { match_id: string; seq: number; entry: string }[];
  table_numbers: { last_value: string | number }[];
}

const dump = JSON.parse(
  gunzipSync(readFileSync(new URL('./fixtures/v1-tables.json.gz', import.meta.url))).toString('utf8'),
) as V1Dump;

const pgUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  if (pgUrl && schemas.length > 0) await dropSchemas(pgUrl, schemas);
});

const allGames = new Map<string, Game>([...games, fixtureGame].map((g) => [g.name!, g as Game]));

/** The version-1 tables with the dump's rows, as that version's server left them. */
async function writeV1(driver: SqlDriver): Promise<void> {
  // The test's PGlite starts as a copy of the tests' template, which has today's schema.
  await driver.exec(
    `DROP TRIGGER IF EXISTS matches_result_due ON matches;
     DROP FUNCTION IF EXISTS note_result_due;
     DROP TABLE IF EXISTS turn_emails_sent, email_tokens, account_emails, table_invites, blocks, friends, friend_requests,
       profile_settings, ratings, finished_game_players, finished_games, results_due;
     DROP TABLE IF EXISTS account_seats, sign_in_failures, passkey_challenges, account_recovery_codes, account_sessions,
       account_passkeys, account_passwords, accounts;
     DROP TABLE IF EXISTS match_log, match_initial_states, match_states, matches, cluster_jobs, server_heartbeat, schema_migrations;
     DROP SEQUENCE IF EXISTS table_numbers;`,
  );
  await driver.exec(MIGRATIONS[0].sql);
  for (const m of dump.matches)
    await driver.query(
      `INSERT INTO matches (match_id, game_name, metadata, is_gameover, created_at, updated_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
      [m.match_id, m.game_name, m.metadata, m.is_gameover, m.created_at, m.updated_at],
    );
  for (const s of dump.match_states)
    await driver.query(
      `INSERT INTO match_states (match_id, state_id, log_length, state) VALUES ($1, $2, $3, $4::jsonb)`,
      [s.match_id, s.state_id, s.log_length, s.state],
    );
  for (const s of dump.match_initial_states)
    await driver.query(`INSERT INTO match_initial_states (match_id, state) VALUES ($1, $2::jsonb)`, [
      s.match_id,
      s.state,
    ]);
  for (const e of dump.match_log)
    await driver.query(`INSERT INTO match_log (match_id, seq, entry) VALUES ($1, $2, $3::jsonb)`, [
      e.match_id,
      e.seq,
      e.entry,
    ]);
  await driver.query(`SELECT setval('table_numbers', $1)`, [Number(dump.table_numbers[0]!.last_value)]);
}

/** `moves` random legal moves on `state`, each written as the master writes it. */
async function playOn(storage: SqlStorage, matchID: string, game: Game, state: State, moves: number): Promise<State> {
  const reducer = reducerOf(game);
  const rng = seededRandom(`${matchID}-v2`);
  for (let n = 0; n < moves; n++) {
    const move = randomStoredMove(game, reducer, state, rng);
    state = JSON.parse(JSON.stringify(move.state)) as State;
    await storage.setState(matchID, state, move.deltalog);
  }
  await storage.whenSettled(matchID);
  return JSON.parse(JSON.stringify(state)) as State;
}

const backends: { name: string; open: () => () => Promise<SqlDriver> }[] = [
  {
    name: 'a PGlite data directory',
    open: () => {
      const dir = dataDirFromTemplate(inject('pgliteTemplate'));
      dirs.push(dir);
      return () => openPglite(dir);
    },
  },
  ...(pgUrl
    ? [
        {
          name: 'a PostgreSQL schema',
          open: () => {
            const schema = `t_v1_${process.pid}_${Date.now()}`;
            schemas.push(schema);
            return () => openPostgres(pgUrl, schema);
          },
        },
      ]
    : []),
];

for (const backend of backends) {
  describe(`${backend.name} written by the previous version`, () => {
    it('is migrated on start: every match as it was, playing on, rebuilt after a crash, numbers going on', async () => {
      const open = backend.open();
      let driver = await open();
      await writeV1(driver);
      await driver.close();

      driver = await open();
      let storage = new SqlStorage(driver, undefined, false, { games: allGames, snapshotEvery: 25 });
      await storage.connect();
      const versions = await driver.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4]);
      // Version 3's accounts can hold the seats of the matches made before them.
      await driver.query(
        `INSERT INTO accounts (account_id, username, username_key, created_at) VALUES ('a1', 'Anna', 'anna', 1)`,
      );
      await driver.query(
        `INSERT INTO account_seats (account_id, match_id, seat, credentials_hash, taken_at) VALUES ('a1', $1, '0', 'h', 1)`,
        [dump.matches[0].match_id],
      );
      for (const row of dump.match_states) {
        const { state, log, initialState } = await storage.fetch(row.match_id, {
          state: true,
          log: true,
          initialState: true,
        });
        expect(state).toEqual(JSON.parse(row.state));
        expect(log).toHaveLength(row.log_length);
        expect(initialState._stateID).toBe(0);
      }
      const caylus = dump.matches.find((m) => m.game_name === 'caylus')!.match_id;
      const { state: before } = await storage.fetch(caylus, { state: true });
      expect(before._stateID).toBe(40);
      const after = await playOn(storage, caylus, allGames.get('caylus')!, before, 10);
      expect(after._stateID).toBe(50);
      // A crash: no snapshot at stop; the ten new moves are replayed on the migrated state.
      await driver.close();

      driver = await open();
      storage = new SqlStorage(driver, undefined, false, { games: allGames });
      await storage.connect();
      const { state: rebuilt } = await storage.fetch(caylus, { state: true });
      expect(rebuilt).toEqual(after);
      const [head] = await driver.query<{ snapshot_id: number }>(
        'SELECT snapshot_id FROM match_states WHERE match_id = $1',
        [caylus],
      );
      expect(head.snapshot_id).toBe(40);
      await storage.createMatch('next', {
        initialState: rebuilt,
        metadata: { gameName: 'caylus', players: {}, createdAt: 2, updatedAt: 2 },
      });
      const { metadata } = await storage.fetch('next', { metadata: true });
      expect((metadata as { tableNumber?: number }).tableNumber).toBe(6);
      await storage.close();
    });
  });
}

for (const backend of backends) {
  describe(`${backend.name} written by version 3 (accounts, before results)`, () => {
    it('is migrated to version 4: a finished game an account played is due for its result', async () => {
      const open = backend.open();
      let driver = await open();
      await writeV1(driver);
      await driver.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, run_at bigint NOT NULL)',
      );
      for (const migration of MIGRATIONS.slice(0, 3)) {
        if (migration.version > 1) for (const statement of statementsOf(migration.sql)) await driver.query(statement);
        await driver.query('INSERT INTO schema_migrations (version, name, run_at) VALUES ($1, $2, 1)', [
          migration.version,
          migration.name,
        ]);
      }
      const finished = dump.matches.find((m) => m.is_gameover)!.match_id;
      const running = dump.matches.find((m) => !m.is_gameover)!.match_id;
      await driver.query(
        `INSERT INTO accounts (account_id, username, username_key, created_at) VALUES ('a1', 'Anna', 'anna', 1)`,
      );
      for (const match of [finished, running])
        await driver.query(
          `INSERT INTO account_seats (account_id, match_id, seat, credentials_hash, taken_at) VALUES ('a1', $1, '0', 'h', 1)`,
          [match],
        );
      await driver.close();

      driver = await open();
      const storage = new SqlStorage(driver, undefined, false, { games: allGames });
      await storage.connect();
      const versions = await driver.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4]);
      const due = await driver.query<{ match_id: string }>('SELECT match_id FROM results_due');
      expect(due.map((d) => d.match_id)).toEqual([finished]);
      // From now on the trigger marks a game due in the transaction that ends it.
      await driver.query('UPDATE matches SET is_gameover = true WHERE match_id = $1', [running]);
      await driver.query('UPDATE matches SET is_gameover = true WHERE match_id = $1', [running]);
      const dueNow = await driver.query<{ match_id: string }>(
        'SELECT match_id FROM results_due ORDER BY due_at, match_id',
      );
      expect(dueNow.map((d) => d.match_id).sort()).toEqual([finished, running].sort());
      await storage.close();
    });
  });
}

describe('statementsOf', () => {
  it('splits at semicolons but keeps a dollar-quoted body whole', () => {
    expect(
      statementsOf('CREATE TABLE a (x int); -- a; comment\nCREATE FUNCTION f() AS $$ BEGIN x; y; END $$;  SELECT 1'),
    ).toEqual(['CREATE TABLE a (x int)', 'CREATE FUNCTION f() AS $$ BEGIN x; y; END $$', 'SELECT 1']);
  });
});
