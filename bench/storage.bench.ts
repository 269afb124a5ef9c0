// `npm run bench:storage [-- --game caylus --matches 200 --moves 24 --db pglite|postgres|both]`
// What the storage writes per move, and how long a crash costs. `--matches` matches
// of `--game` each play `--moves` seeded random legal moves through boardgame.io's
// reducer, written as the master writes them (SqlStorage.setState with the move's
// log entries, then whenSettled), all matches' moves interleaved as at a busy
// server. Reported per move:
// - rows inserted and updated, from PostgreSQL's own statistics (pg_stat_user_tables);
// - bytes of write-ahead log (PostgreSQL: pg_current_wal_lsn before and after) and
//   the growth of the database's size (both databases: pg_database_size);
// - the storage's main-thread time per move (setState to settled, summed).
// Then the crash: the database closed under the storage, no snapshot written, opened
// again, and every match's state read back (rebuilt from its snapshot and moves
// since): the time to reopen and the time until all matches are served.
// Runs against whichever SqlStorage this checkout has, so the same command measures
// an older version (its storage ignores the games it is given).
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Game, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import type { GameState } from '../src/engine/contract';
import { seededRandom } from '../src/engine/testing/playout';
import { games } from '../src/games';
import { dropSchemas, openPglite, openPostgres, type SqlDriver } from '../src/server/storage/driver';
import { SqlStorage } from '../src/server/storage/sql-storage';
import { randomStoredMove, reducerOf } from '../src/server/testing/stored-moves';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const gameName = arg('game', 'caylus');
const matchCount = Number(arg('matches', '200'));
const movesEach = Number(arg('moves', '24'));
const which = arg('db', 'both');
const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const game = games.find((g) => g.name === gameName) as (Game & { spec: { legalMoves: LegalMoves } }) | undefined;
type LegalMoves = (G: GameState, player: string) => { move: string; args: readonly unknown[] }[];
if (!game) throw new Error(`no game ${gameName}`);

interface Database {
  name: string;
  open: () => Promise<SqlDriver>;
  cleanup: () => Promise<void>;
}

function pglite(): Database {
  const dir = mkdtempSync(join(tmpdir(), 'euro-tables-bench-storage-'));
  return {
    name: 'pglite',
    open: () => openPglite(dir),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgres(): Database {
  const schema = `bench_storage_${process.pid}_${Date.now()}`;
  return { name: 'postgres', open: () => openPostgres(pgUrl, schema), cleanup: () => dropSchemas(pgUrl, [schema]) };
}

interface Counts {
  inserted: number;
  updated: number;
  wal: bigint | null;
  size: number;
}

async function counts(driver: SqlDriver): Promise<Counts> {
  const [tuples] = await driver.query<{ ins: string; upd: string }>(
    `SELECT coalesce(sum(n_tup_ins), 0) AS ins, coalesce(sum(n_tup_upd), 0) AS upd FROM pg_stat_user_tables
     WHERE schemaname = current_schema()`,
  );
  const [size] = await driver.query<{ size: string }>(`SELECT pg_database_size(current_database()) AS size`);
  let wal: bigint | null = null;
  if (driver.kind === 'postgres') {
    const [lsn] = await driver.query<{ bytes: string }>(`SELECT pg_current_wal_lsn() - '0/0' AS bytes`);
    wal = BigInt(lsn.bytes);
  }
  return { inserted: Number(tuples.ins), updated: Number(tuples.upd), wal, size: Number(size.size) };
}

async function run(db: Database): Promise<void> {
  let driver = await db.open();
  const named = new Map([[game!.name!, game as Game]]);
  let storage = new SqlStorage(driver, undefined, false, { games: named });
  await storage.connect();
  const reducer = reducerOf(game as Game);
  const states: State[] = [];
  const rngs: (() => number)[] = [];
  for (let m = 0; m < matchCount; m++) {
    const seeded = { ...game, seed: `bench-${m}` } as Game;
    const initialState = InitializeGame({ game: seeded, numPlayers: 2 }) as State;
    await storage.createMatch(`m${m}`, {
      initialState,
      metadata: { gameName: game!.name!, players: { 0: { id: 0 }, 1: { id: 1 } }, createdAt: 1, updatedAt: 1 },
    });
    states.push(initialState);
    rngs.push(seededRandom(`bench-${m}`));
  }
  // PostgreSQL's statistics are sent at the end of each transaction, not at once.
  await new Promise((r) => setTimeout(r, 1000));
  const before = await counts(driver);
  let storageMs = 0;
  let written = 0;
  for (let n = 0; n < movesEach; n++) {
    const writes: Promise<void>[] = [];
    for (let m = 0; m < matchCount; m++) {
      const state = states[m]!;
      if (state.ctx.gameover !== undefined) continue;
      const { state: stored, deltalog } = randomStoredMove(game as Game, reducer, state, rngs[m]!);
      const t0 = performance.now();
      writes.push(storage.setState(`m${m}`, stored, deltalog));
      storageMs += performance.now() - t0;
      states[m] = stored;
      written++;
    }
    await Promise.all(writes);
  }
  await new Promise((r) => setTimeout(r, 1000));
  const after = await counts(driver);
  // The crash: the database closed under the storage; nothing written at stop.
  await driver.close();
  const reopened = performance.now();
  driver = await db.open();
  storage = new SqlStorage(driver, undefined, false, { games: named });
  await storage.connect();
  const open = performance.now() - reopened;
  const t1 = performance.now();
  await Promise.all(states.map((_, m) => storage.fetch(`m${m}`, { state: true })));
  const served = performance.now() - t1;
  const per = (x: number) => (x / written).toFixed(2);
  console.log(
    `${db.name.padEnd(8)} ${gameName} ${matchCount} matches × ${movesEach} moves (${written} written): ` +
      `rows inserted ${per(after.inserted - before.inserted)} updated ${per(after.updated - before.updated)} per move, ` +
      `${after.wal !== null && before.wal !== null ? `WAL ${per(Number(after.wal - before.wal))} B/move, ` : ''}` +
      `database +${per(after.size - before.size)} B/move, storage main thread ${((storageMs / written) * 1000).toFixed(0)} µs/move (setState); ` +
      `after a crash: reopened in ${open.toFixed(0)} ms, every match served ${served.toFixed(0)} ms later; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  await storage.close();
  await db.cleanup();
}

for (const make of which === 'both' ? [pglite, postgres] : which === 'postgres' ? [postgres] : [pglite])
  await run(make());
