import type { Game, LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import { stateHash } from '../../engine/replay/state-hash';
import type { Queryable, SqlDriver } from './driver';
import { moveEntryIndex, rebuild, type Rebuilt, type StoredEntry } from './rebuild';
import { MIGRATIONS, MIGRATIONS_TABLE } from './schema';

type FetchOpts = StorageAPI.FetchOpts;
type FetchFields = StorageAPI.FetchFields;
type ListMatchesOpts = StorageAPI.ListMatchesOpts;
type CreateMatchOpts = StorageAPI.CreateMatchOpts;

// One statement writes a move: the match's head (its state id and log length;
// guarded so that an older move never overwrites a newer one), the whole state
// only when a snapshot is due ($2, else null: the stored snapshot stays), the
// move's log entries appended after the last, each with its state hash ($9, a JSON
// array beside the entries), and the metadata when it changed with the move.
// Either part is skipped when its parameter is null ($3 for the move).
const WRITE_SQL = `
WITH meta AS (
  UPDATE matches SET metadata = $5::jsonb, is_gameover = $6, updated_at = $7
  WHERE match_id = $1 AND $5::text IS NOT NULL
  RETURNING 1
), st AS (
  UPDATE match_states SET state_id = $3, log_length = log_length + $8,
    state = COALESCE($2::json, state),
    snapshot_id = CASE WHEN $2::text IS NULL THEN snapshot_id ELSE $3 END,
    snapshot_log = CASE WHEN $2::text IS NULL THEN snapshot_log ELSE log_length + $8 END
  WHERE match_id = $1 AND $3::integer IS NOT NULL AND state_id <= $3
  RETURNING log_length
)
INSERT INTO match_log (match_id, seq, entry, hash)
SELECT $1, st.log_length - $8 + e.ord - 1, e.entry, $9::json ->> (e.ord - 1)::int
FROM st, json_array_elements($4::json) WITH ORDINALITY AS e(entry, ord)
`;

/**
 * WRITE_SQL for a whole group commit in one statement: one JSON array with a row
 * per match (m: match, s: snapshot, i: state id, l: log entries, h: their hashes,
 * n: their count, md: metadata, g: game over, u: updatedAt; s, i and md null when
 * not written). PGlite spends about ten times more on each statement it runs than
 * on a row of this one, and PostgreSQL a network round trip: a batch of 200 moves
 * went from 1.1-2.0 ms of database CPU per move (a statement each, in a
 * transaction) to 0.14-0.18. The document is \`json\`, kept as text: only its
 * rows' fields are taken apart, no snapshot is parsed into jsonb.
 */
const BATCH_WRITE_SQL = `
WITH input AS (
  SELECT * FROM json_to_recordset($1::json) AS i(m text, s json, i integer, l json, h json, n integer, md jsonb, g boolean, u bigint)
), meta AS (
  UPDATE matches SET metadata = input.md, is_gameover = input.g, updated_at = input.u
  FROM input WHERE matches.match_id = input.m AND input.md IS NOT NULL
  RETURNING 1
), st AS (
  UPDATE match_states SET state_id = input.i, log_length = match_states.log_length + input.n,
    state = COALESCE(input.s, match_states.state),
    snapshot_id = CASE WHEN input.s IS NULL THEN match_states.snapshot_id ELSE input.i END,
    snapshot_log = CASE WHEN input.s IS NULL THEN match_states.snapshot_log ELSE match_states.log_length + input.n END
  FROM input WHERE match_states.match_id = input.m AND input.i IS NOT NULL AND match_states.state_id <= input.i
  RETURNING match_states.match_id, match_states.log_length, input.n, input.l, input.h
)
INSERT INTO match_log (match_id, seq, entry, hash)
SELECT st.match_id, st.log_length - st.n + e.ord - 1, e.entry, st.h ->> (e.ord - 1)::int
FROM st, json_array_elements(st.l) WITH ORDINALITY AS e(entry, ord)
`;

/**
 * The same write when several server instances share the database: the move is
 * written only over the state it was computed from ($10, compare-and-set on the
 * stored state id), and the move's metadata and log only with it. The answer
 * says whether the move was written; a move that lost is refused, never shown.
 */
const SHARED_WRITE_SQL = `
WITH st AS (
  UPDATE match_states SET state_id = $3, log_length = log_length + $8,
    state = COALESCE($2::json, state),
    snapshot_id = CASE WHEN $2::text IS NULL THEN snapshot_id ELSE $3 END,
    snapshot_log = CASE WHEN $2::text IS NULL THEN snapshot_log ELSE log_length + $8 END
  WHERE match_id = $1 AND $3::integer IS NOT NULL AND state_id = $10
  RETURNING log_length
), meta AS (
  UPDATE matches SET metadata = $5::jsonb, is_gameover = $6, updated_at = $7
  WHERE match_id = $1 AND $5::text IS NOT NULL AND ($3::integer IS NULL OR EXISTS (SELECT 1 FROM st))
  RETURNING 1
), lg AS (
  INSERT INTO match_log (match_id, seq, entry, hash)
  SELECT $1, st.log_length - $8 + e.ord - 1, e.entry, $9::json ->> (e.ord - 1)::int
  FROM st, json_array_elements($4::json) WITH ORDINALITY AS e(entry, ord)
  RETURNING 1
)
SELECT (SELECT count(*) FROM st)::int AS states
`;

/** Snapshots of matches whose moves are stored since their last one (a graceful stop): only over the head they were taken at. */
/**
 * A match's head, its snapshot unless the state asked with ($2, its log length $3)
 * is at or after it, and the log entries from that base on: one round trip, and
 * text rather than parsed json (parsed once, by the server).
 */
const READ_STATE_SQL = `
WITH head AS (
  SELECT s.match_id, s.state_id, s.log_length, s.snapshot_id, s.snapshot_log, s.state, m.game_name,
    s.snapshot_id <= $2 AND $2 <= s.state_id AS based
  FROM match_states s JOIN matches m ON m.match_id = s.match_id WHERE s.match_id = $1
)
SELECT h.state_id, h.log_length, h.snapshot_id, h.snapshot_log, h.game_name,
  CASE WHEN h.based THEN NULL ELSE h.state::text END AS text,
  (SELECT json_agg(json_build_array(l.seq, l.entry, l.hash) ORDER BY l.seq)::text FROM match_log l
    WHERE l.match_id = h.match_id AND l.seq < h.log_length
      AND l.seq >= CASE WHEN h.based THEN $3 ELSE h.snapshot_log END) AS entries
FROM head h`;

const SNAPSHOT_SQL = `
UPDATE match_states SET state = i.s, snapshot_id = i.i, snapshot_log = match_states.log_length
FROM json_to_recordset($1::json) AS i(m text, s json, i integer)
WHERE match_states.match_id = i.m AND match_states.state_id = i.i AND match_states.snapshot_id < i.i
`;

/** readState's answer when the state asked with is still the stored one. */
const UNCHANGED = Symbol('unchanged');

/** What the database holds of a match's state: its head, its snapshot (as text, or null when the caller has a base), and its game. */
interface StateRow {
  state_id: number;
  log_length: number;
  snapshot_id: number;
  snapshot_log: number;
  game_name: string;
  text: string | null;
  /** The log entries after the base (the snapshot, or the state asked with), as `[[seq, entry, hash], …]`. */
  entries: string | null;
}

/** The moves' rows of READ_STATE_SQL, parsed once here rather than by the database's driver. */
function entriesOf(text: string): StoredEntry[] {
  return (JSON.parse(text) as [number, LogEntry, string | null][]).map(([seq, entry, hash]) => ({ seq, entry, hash }));
}

/** A move computed on a state that another instance has replaced since: nothing of it was written. */
export class StaleWriteError extends Error {
  constructor(matchID: string, expected: number) {
    super(`match ${matchID}: the stored state is no longer ${expected}`);
    this.name = 'StaleWriteError';
  }
}

interface PendingWrite {
  /** The whole state, when a snapshot is due. */
  state: string | null;
  /** The state as given, kept for the cache so a move reads it without parsing; null: no move in this write. */
  stateObject: State | null;
  stateID: number;
  /** The state id this write replaces (shared mode's compare-and-set). */
  expected: number;
  log: unknown[];
  /** Beside each log entry: the hash of the state its move produced, on the move's own entry. */
  hashes: (string | null)[];
  metadata: string | null;
  gameover: boolean;
  updatedAt: number;
  waiters: { resolve: () => void; reject: (e: unknown) => void }[];
}

interface CachedMatch {
  metadata?: string;
  /** The parsed state; boardgame.io only reads it (its reducer copies on write). */
  stateObject?: State;
  stateID?: number;
  /** The log's length at stateObject. */
  logLength?: number;
  /** The state id of the last snapshot written or being written. */
  snapshotID?: number;
  /** What the database has: the metadata but for updatedAt, and that updatedAt. */
  storedMetadata?: { rest: string; updatedAt: number };
}

const CACHE_LIMIT = 5000;
/**
 * A match's whole state is written every this many moves (and at its end): a
 * restart after a crash replays fewer than this many moves per match, about a
 * millisecond each for the heaviest game on a small machine, so that 200 tables
 * are all served again within seconds (`npm run bench:storage`).
 */
const SNAPSHOT_EVERY = 10;
/**
 * Batches written at once: the next batch goes to the database while the last one
 * commits, so that neither the database nor this thread waits for the other.
 */
const FLIGHTS = 2;
/** Snapshots per statement at a graceful stop. */
const SNAPSHOT_BATCH = 100;

export interface StorageOptions {
  /** The games, by name, to rebuild a match from its moves; without them every state is written whole. */
  games?: ReadonlyMap<string, Game>;
  /** Moves between snapshots (default SNAPSHOT_EVERY). */
  snapshotEvery?: number;
}
/** Advisory lock key held while the schema is created (shared mode). */
const SCHEMA_LOCK = 0x65757231;
/**
 * boardgame.io rewrites a match's metadata after every move only to move
 * `updatedAt`. That timestamp serves the idle-match cleanup, counted in days, so a
 * change of updatedAt alone is stored at most this often; the cache always has the
 * latest. Any other change (a seat, game over) is written at once.
 */
const UPDATED_AT_RESOLUTION_MS = 60_000;

/** BATCH_WRITE_SQL's parameter, built around the state and metadata already serialised. */
function batchDocument(batch: Map<string, PendingWrite>): string {
  const rows: string[] = [];
  for (const [matchID, w] of batch) {
    rows.push(
      `{"m":${JSON.stringify(matchID)},"s":${w.state ?? 'null'},"i":${w.stateObject ? w.stateID : 'null'},` +
        `"l":${JSON.stringify(w.log)},"h":${JSON.stringify(w.hashes)},"n":${w.log.length},` +
        `"md":${w.metadata ?? 'null'},"g":${w.gameover},"u":${w.updatedAt}}`,
    );
  }
  return `[${rows.join(',')}]`;
}

/** A migration's statements, one at a time (PGlite prepares each query: one statement per query). */
/** A migration's statements: split at semicolons outside dollar-quoted bodies (a trigger's function). */
export function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  const parts = sql.replace(/--[^\n]*/g, '').split('$$');
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(';');
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** The metadata without updatedAt, to see whether anything else changed. */
function withoutUpdatedAt(metadata: Server.MatchData): string {
  return JSON.stringify({ ...metadata, updatedAt: 0 });
}

function isGameover(metadata: Server.MatchData): boolean {
  return metadata.gameover !== undefined && metadata.gameover !== null;
}

/**
 * boardgame.io's async storage API over SQL. Writes of the same tick are grouped
 * into one transaction (group commit); the latest state and metadata of recent
 * matches are cached as JSON text, written through, so a move reads nothing from
 * the database. The cache assumes one server process owns the database, which is
 * also what boardgame.io's per-match move queue assumes.
 *
 * `shared`: several instances write the same database. Then every read asks the
 * database for the stored state id and takes the cached state only when it is
 * that one (one short round trip, no state sent when unchanged); metadata is read
 * from the database every time; and a state is written only over the one it was
 * computed from (SHARED_WRITE_SQL), so a stale instance cannot write, and, as
 * broadcasts wait for the write, cannot show what it computed.
 */
export class SqlStorage extends Async {
  private readonly cache = new Map<string, CachedMatch>();
  private pending = new Map<string, PendingWrite>();
  /** Batches being written. */
  private readonly flights = new Set<Promise<void>>();
  /** The matches with a write in a batch being written: their next write waits for it. */
  private readonly writing = new Set<string>();
  private scheduled = false;
  private readonly settled = new Map<string, Promise<boolean>>();
  private closed = false;
  /** Counts commits, so a read that raced a write is not cached. */
  private commits = 0;
  /** States being rebuilt from the database now. */
  private readonly loading = new Map<string, Promise<State | undefined>>();

  /** Matches in the cache (at most CACHE_LIMIT; the soak benchmark reports it). */
  get cachedMatches(): number {
    return this.cache.size;
  }

  private readonly games: ReadonlyMap<string, Game>;
  private readonly snapshotEvery: number;

  constructor(
    private readonly driver: SqlDriver,
    private readonly onError: (error: unknown, context: string) => void = () => {},
    private readonly shared = false,
    options: StorageOptions = {},
  ) {
    super();
    this.games = options.games ?? new Map();
    // Without the games, a match could not be rebuilt from its moves: every state is a snapshot.
    this.snapshotEvery = options.games ? Math.max(1, options.snapshotEvery ?? SNAPSHOT_EVERY) : 1;
  }

  get kind(): SqlDriver['kind'] {
    return this.driver.kind;
  }

  /** Runs the schema's migrations not yet run (schema.ts), in one transaction. */
  async connect(): Promise<void> {
    // Instances starting together would race on the catalogue.
    await this.driver.transaction(async (tx) => {
      if (this.shared) await tx.query(`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK})`);
      for (const statement of statementsOf(MIGRATIONS_TABLE)) await tx.query(statement);
      const done = new Set(
        (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
      );
      for (const migration of MIGRATIONS) {
        if (done.has(migration.version)) continue;
        for (const statement of statementsOf(migration.sql)) await tx.query(statement);
        await tx.query('INSERT INTO schema_migrations (version, name, run_at) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          Date.now(),
        ]);
      }
    });
  }

  override async createMatch(matchID: string, { initialState, metadata }: CreateMatchOpts): Promise<void> {
    const state = JSON.stringify(initialState);
    let meta = '';
    await this.driver.transaction(async (tx) => {
      // Every table gets the next number, once, with the match itself.
      const [row] = await tx.query<{ n: string | number }>(`SELECT nextval('table_numbers') AS n`);
      (metadata as Server.MatchData & { tableNumber?: number }).tableNumber = Number(row?.n);
      meta = JSON.stringify(metadata);
      await tx.query(
        `INSERT INTO matches (match_id, game_name, metadata, is_gameover, created_at, updated_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
        [matchID, metadata.gameName, meta, isGameover(metadata), metadata.createdAt, metadata.updatedAt],
      );
      await tx.query(
        `INSERT INTO match_states (match_id, state_id, state, snapshot_id, snapshot_log) VALUES ($1, $2, $3::json, $2, 0)`,
        [matchID, initialState._stateID, state],
      );
      await tx.query(`INSERT INTO match_initial_states (match_id, state, exact) VALUES ($1, $2::json, true)`, [
        matchID,
        state,
      ]);
    });
    this.remember(matchID, {
      metadata: meta,
      stateObject: Object.freeze({ ...initialState }),
      stateID: initialState._stateID,
      logLength: 0,
      snapshotID: initialState._stateID,
      storedMetadata: { rest: withoutUpdatedAt(metadata), updatedAt: metadata.updatedAt },
    });
  }

  /**
   * A move: its log entries, with the hash of the state it produced on the move's
   * own entry, and the state itself only when a snapshot is due (every
   * `snapshotEvery` moves, at the game's end, or when the entries hold no move to
   * replay).
   */
  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const log = deltalog ?? [];
    const move = moveEntryIndex(log);
    const entry = this.cache.get(matchID);
    const snapshotDue =
      move < 0 ||
      state.ctx.gameover !== undefined ||
      entry?.snapshotID === undefined ||
      state._stateID - entry.snapshotID >= this.snapshotEvery;
    if (snapshotDue && entry) entry.snapshotID = state._stateID;
    const hash = stateHash(state);
    return this.enqueue(matchID, (w) => {
      // A snapshot already in this write is of an older state: the newer one replaces it.
      w.state = snapshotDue || w.state !== null ? JSON.stringify(state) : null;
      // A move adds one to the state id (boardgame.io's reducer); the first of
      // a match's writes grouped in one commit says which state they replace.
      if (w.stateObject === null) w.expected = state._stateID - 1;
      w.stateObject = Object.freeze({ ...state });
      w.stateID = state._stateID;
      log.forEach((e, i) => {
        w.log.push(e);
        w.hashes.push(i === move ? hash : null);
      });
    });
  }

  setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const entry = this.cache.get(matchID);
    const stored = entry?.storedMetadata;
    if (
      !this.shared &&
      entry &&
      stored &&
      !this.pending.has(matchID) &&
      metadata.updatedAt - stored.updatedAt < UPDATED_AT_RESOLUTION_MS &&
      metadata.updatedAt >= stored.updatedAt &&
      withoutUpdatedAt(metadata) === stored.rest
    ) {
      entry.metadata = JSON.stringify(metadata);
      return Promise.resolve();
    }
    return this.enqueue(matchID, (w) => {
      w.metadata = JSON.stringify(metadata);
      w.gameover = isGameover(metadata);
      w.updatedAt = metadata.updatedAt;
    });
  }

  async fetch<O extends FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<FetchFields> = {};
    const cached = this.cache.get(matchID);
    if (this.shared && (opts.metadata || opts.state)) {
      if (opts.metadata) {
        const rows = await this.driver.query<{ text: string }>(
          `SELECT metadata::text AS text FROM matches WHERE match_id = $1`,
          [matchID],
        );
        if (rows.length > 0) result.metadata = JSON.parse(rows[0].text);
      }
      if (opts.state) result.state = await this.storedState(matchID);
    } else if (opts.metadata) {
      const text = cached?.metadata ?? (await this.loadMetadata(matchID));
      if (text !== undefined) result.metadata = JSON.parse(text);
    }
    if (opts.state && !this.shared) result.state = cached?.stateObject ?? (await this.loadState(matchID));
    if (opts.initialState) {
      const rows = await this.driver.query<{ state: State }>(
        `SELECT state FROM match_initial_states WHERE match_id = $1`,
        [matchID],
      );
      if (rows.length > 0) result.initialState = rows[0].state;
    }
    if (opts.log) {
      const rows = await this.driver.query<{ entry: LogEntry }>(
        `SELECT entry FROM match_log WHERE match_id = $1 ORDER BY seq`,
        [matchID],
      );
      result.log = rows.map((r) => r.entry);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  /**
   * The stored state (shared mode): the cached one when the database still has
   * its id; else the moves stored since replayed on it (or on the snapshot, when
   * the cached state is older than that), which is then cached. Never a state not
   * yet committed, this instance's own pending writes included.
   */
  private async storedState(matchID: string): Promise<State | undefined> {
    const cached = this.cache.get(matchID);
    const base =
      cached?.stateObject && cached.stateID !== undefined && cached.logLength !== undefined
        ? { state: cached.stateObject, stateID: cached.stateID, logLength: cached.logLength }
        : undefined;
    const read = await this.readState(matchID, base);
    if (!read) return undefined;
    if (read === UNCHANGED) return base!.state;
    const entry = this.cache.get(matchID) ?? {};
    if (entry.stateID === undefined || read.stateID >= entry.stateID) {
      this.remember(matchID, Object.assign(entry, read.cached));
    }
    return read.state;
  }

  /** A state not in the cache (after a restart, or evicted): rebuilt once however many ask for it at once. */
  private loadState(matchID: string): Promise<State | undefined> {
    let loading = this.loading.get(matchID);
    if (!loading) {
      const commitsBefore = this.commits;
      loading = this.readState(matchID, undefined)
        .then((read) => {
          if (!read || read === UNCHANGED) return undefined;
          // Only cache what no write has replaced or is about to replace.
          if (this.commits === commitsBefore && !this.pending.has(matchID) && this.flights.size === 0) {
            this.remember(matchID, Object.assign(this.cache.get(matchID) ?? {}, read.cached));
          }
          return read.state;
        })
        .finally(() => this.loading.delete(matchID));
      this.loading.set(matchID, loading);
    }
    return loading;
  }

  /**
   * The match's state as stored: its snapshot and the moves since, replayed
   * through its game (storage/rebuild.ts). With a `base` (a state this instance
   * had, at or after the snapshot), only the moves after it are read and replayed;
   * UNCHANGED when the database is still at `base`.
   */
  private async readState(
    matchID: string,
    base: { state: State; stateID: number; logLength: number } | undefined,
  ): Promise<typeof UNCHANGED | { state: State; stateID: number; cached: CachedMatch } | undefined> {
    const known = base?.stateID ?? -1;
    const rows = await this.driver.query<StateRow>(READ_STATE_SQL, [matchID, known, base?.logLength ?? 0]);
    if (rows.length === 0) return undefined;
    const row = rows[0];
    if (base && row.state_id === base.stateID) return UNCHANGED;
    const from =
      row.text === null && base ? base : { state: JSON.parse(row.text!) as State, logLength: row.snapshot_log };
    let state = from.state;
    let logLength = from.logLength;
    let snapshotID = row.snapshot_id;
    if (state._stateID !== row.state_id) {
      const game = this.games.get(row.game_name);
      if (!game) throw new Error(`match ${matchID}: no game ${row.game_name} to replay its moves with`);
      const entries = row.entries === null ? [] : entriesOf(row.entries);
      const rebuilt = rebuild(game, state, from.logLength, entries);
      if (rebuilt.diverged || rebuilt.state._stateID !== row.state_id) await this.fallBack(matchID, row, rebuilt);
      state = rebuilt.state;
      logLength = rebuilt.logLength;
      if (rebuilt.diverged) snapshotID = state._stateID;
    } else {
      logLength = row.log_length;
    }
    const frozen = Object.freeze({ ...state });
    return {
      state: frozen,
      stateID: frozen._stateID,
      cached: { stateObject: frozen, stateID: frozen._stateID, logLength, snapshotID },
    };
  }

  /**
   * A stored move no longer replays to the state it produced (newer rules under an
   * older match, after a stop without its snapshots): the match goes back to the
   * last state that replays, which is written as its snapshot, and the moves after
   * it are dropped with it, rather than go on from a state nobody played. Said in
   * the server's log.
   */
  private async fallBack(matchID: string, row: StateRow, rebuilt: Rebuilt): Promise<void> {
    this.onError(
      new Error(
        `match ${matchID}: its stored moves do not replay (${rebuilt.diverged?.reason ?? `stopped at state ${rebuilt.state._stateID}`}): ` +
          `it resumes at state ${rebuilt.state._stateID} of ${row.state_id}`,
      ),
      `rebuild of match ${matchID}`,
    );
    await this.driver.transaction(async (tx) => {
      await tx.query(`DELETE FROM match_log WHERE match_id = $1 AND seq >= $2`, [matchID, rebuilt.logLength]);
      await tx.query(
        `UPDATE match_states SET state = $2::json, state_id = $3, log_length = $4, snapshot_id = $3, snapshot_log = $4
         WHERE match_id = $1 AND state_id = $5`,
        [matchID, JSON.stringify(rebuilt.state), rebuilt.state._stateID, rebuilt.logLength, row.state_id],
      );
    });
  }

  /**
   * The state hash stored with each move, by the id of the state it produced; null
   * when the match's moves cannot be checked by replaying them from its initial
   * state (stored before version 2, its initial state's keys reordered by jsonb).
   */
  async moveHashes(matchID: string): Promise<Map<number, string> | null> {
    const [initial] = await this.driver.query<{ exact: boolean }>(
      `SELECT exact FROM match_initial_states WHERE match_id = $1`,
      [matchID],
    );
    if (!initial?.exact) return null;
    const rows = await this.driver.query<{ id: number; hash: string }>(
      `SELECT (entry->>'_stateID')::int + 1 AS id, hash FROM match_log WHERE match_id = $1 AND hash IS NOT NULL`,
      [matchID],
    );
    return new Map(rows.map((r) => [Number(r.id), r.hash]));
  }

  async wipe(matchID: string): Promise<void> {
    await this.whenSettled(matchID);
    this.cache.delete(matchID);
    await this.driver.query(`DELETE FROM matches WHERE match_id = $1`, [matchID]);
    this.cache.delete(matchID);
  }

  override async listMatches(opts?: ListMatchesOpts): Promise<string[]> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const where = opts?.where ?? {};
    if (opts?.gameName !== undefined) {
      params.push(opts.gameName);
      clauses.push(`game_name = $${params.length}`);
    }
    if (where.isGameover !== undefined) {
      params.push(where.isGameover);
      clauses.push(`is_gameover = $${params.length}`);
    }
    if (where.updatedBefore !== undefined) {
      params.push(where.updatedBefore);
      clauses.push(`updated_at < $${params.length}`);
    }
    if (where.updatedAfter !== undefined) {
      params.push(where.updatedAfter);
      clauses.push(`updated_at > $${params.length}`);
    }
    const sql = `SELECT match_id FROM matches${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY created_at`;
    const rows = await this.driver.query<{ match_id: string }>(sql, params);
    return rows.map((r) => r.match_id);
  }

  /** Fails when the database does not answer. */
  async ping(): Promise<void> {
    await this.driver.query('SELECT 1');
  }

  /**
   * Resolves once every write issued so far for the match is committed: true if
   * the last one succeeded. The broadcast barrier waits on this so that nobody is
   * shown a move that was not stored.
   */
  whenSettled(matchID: string): Promise<boolean> {
    return this.settled.get(matchID) ?? Promise.resolve(true);
  }

  /**
   * Waits for every queued write, snapshots every match with moves stored since
   * its last snapshot (the next start, maybe of newer code, replays nothing), then
   * closes the database.
   */
  async close(): Promise<void> {
    this.closed = true;
    while (this.flights.size > 0 || this.pending.size > 0) {
      if (this.flights.size === 0) this.takeOff();
      await Promise.all(this.flights);
    }
    try {
      await this.snapshotAll();
    } catch (error) {
      // The moves are stored: the next start replays them.
      this.onError(error, 'snapshots at stop');
    }
    await this.driver.close();
  }

  /** Snapshots written by a graceful stop (a batch at a time), and how many. */
  private async snapshotAll(): Promise<number> {
    const behind = [...this.cache].filter(
      ([, e]) => e.stateObject && e.stateID !== undefined && e.snapshotID !== undefined && e.snapshotID < e.stateID,
    );
    for (let i = 0; i < behind.length; i += SNAPSHOT_BATCH) {
      const rows = behind
        .slice(i, i + SNAPSHOT_BATCH)
        .map(
          ([matchID, e]) => `{"m":${JSON.stringify(matchID)},"s":${JSON.stringify(e.stateObject)},"i":${e.stateID}}`,
        );
      await this.driver.query(SNAPSHOT_SQL, [`[${rows.join(',')}]`]);
    }
    for (const [, e] of behind) e.snapshotID = e.stateID;
    return behind.length;
  }

  private enqueue(matchID: string, fill: (w: PendingWrite) => void): Promise<void> {
    if (this.closed) return Promise.reject(new Error('storage is closed'));
    let write = this.pending.get(matchID);
    if (!write) {
      write = {
        state: null,
        stateObject: null,
        stateID: 0,
        expected: 0,
        log: [],
        hashes: [],
        metadata: null,
        gameover: false,
        updatedAt: 0,
        waiters: [],
      };
      this.pending.set(matchID, write);
    }
    fill(write);
    const target = write;
    const done = new Promise<void>((resolve, reject) => target.waiters.push({ resolve, reject }));
    const outcome = done.then(
      () => true,
      () => false,
    );
    this.settled.set(matchID, outcome);
    void outcome.then(() => {
      if (this.settled.get(matchID) === outcome) this.settled.delete(matchID);
    });
    this.schedule();
    return done;
  }

  private schedule(): void {
    if (this.scheduled || this.flights.size >= FLIGHTS) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.takeOff();
    });
  }

  /**
   * Sends the pending writes to the database as one batch, but for those of
   * matches still being written (a match's writes reach the database in order).
   */
  private takeOff(): void {
    if (this.flights.size >= FLIGHTS) return;
    let batch = this.pending;
    if (this.writing.size > 0) {
      batch = new Map();
      for (const [matchID, w] of this.pending) {
        if (this.writing.has(matchID)) continue;
        batch.set(matchID, w);
        this.pending.delete(matchID);
      }
    } else {
      this.pending = new Map();
    }
    if (batch.size === 0) return;
    for (const matchID of batch.keys()) this.writing.add(matchID);
    const flight: Promise<void> = this.flush(batch)
      .catch((error: unknown) => {
        this.onError(error, 'batch of writes');
        for (const w of batch.values()) for (const waiter of w.waiters) waiter.reject(error);
      })
      .finally(() => {
        for (const matchID of batch.keys()) this.writing.delete(matchID);
        this.flights.delete(flight);
        if (this.pending.size > 0) this.schedule();
      });
    this.flights.add(flight);
  }

  private async flush(batch: Map<string, PendingWrite>): Promise<void> {
    if (this.shared) {
      await this.flushShared(batch);
      return;
    }
    try {
      await this.driver.query(BATCH_WRITE_SQL, [batchDocument(batch)]);
      for (const [matchID, w] of batch) this.committed(matchID, w);
    } catch {
      // One bad write must not fail the others of its batch: retry each alone.
      for (const [matchID, w] of batch) {
        try {
          await this.driver.query(WRITE_SQL, this.params(matchID, w));
          this.committed(matchID, w);
        } catch (own) {
          this.onError(own, `write of match ${matchID}`);
          for (const waiter of w.waiters) waiter.reject(own);
        }
      }
    }
  }

  private params(matchID: string, w: PendingWrite): unknown[] {
    return [
      matchID,
      w.state,
      w.stateObject ? w.stateID : null,
      JSON.stringify(w.log),
      w.metadata,
      w.gameover,
      w.updatedAt,
      w.log.length,
      JSON.stringify(w.hashes),
    ];
  }

  /** One transaction for the batch; a write whose state lost its compare-and-set is refused alone. */
  private async flushShared(batch: Map<string, PendingWrite>): Promise<void> {
    const outcome = async (own: boolean) => {
      const written = new Map<string, boolean>();
      const run = async (tx: Queryable, matchID: string, w: PendingWrite) => {
        const [row] = await tx.query<{ states: number }>(SHARED_WRITE_SQL, [...this.params(matchID, w), w.expected]);
        written.set(matchID, w.stateObject === null || row?.states === 1);
      };
      if (!own) {
        await this.driver.transaction(async (tx) => {
          for (const [matchID, w] of batch) await run(tx, matchID, w);
        });
      }
      for (const [matchID, w] of batch) {
        if (own) {
          try {
            await run(this.driver, matchID, w);
          } catch (error) {
            this.onError(error, `write of match ${matchID}`);
            for (const waiter of w.waiters) waiter.reject(error);
            continue;
          }
        }
        if (written.get(matchID)) {
          this.committed(matchID, w);
        } else {
          this.cache.delete(matchID);
          const error = new StaleWriteError(matchID, w.expected);
          for (const waiter of w.waiters) waiter.reject(error);
        }
      }
    };
    try {
      await outcome(false);
    } catch {
      await outcome(true);
    }
  }

  private committed(matchID: string, w: PendingWrite): void {
    this.commits++;
    const entry = this.cache.get(matchID);
    if (entry) {
      // The database ignores a state older than the stored one; so does the cache.
      if (w.stateObject !== null && (entry.stateID === undefined || w.stateID >= entry.stateID)) {
        // The log's length is known after the write only when the cache had the state it replaced.
        entry.logLength =
          entry.stateID === w.expected && entry.logLength !== undefined ? entry.logLength + w.log.length : undefined;
        entry.stateObject = w.stateObject;
        entry.stateID = w.stateID;
      }
      if (w.metadata !== null) {
        entry.metadata = w.metadata;
        const metadata = JSON.parse(w.metadata) as Server.MatchData;
        entry.storedMetadata = { rest: withoutUpdatedAt(metadata), updatedAt: metadata.updatedAt };
      }
    }
    for (const waiter of w.waiters) waiter.resolve();
  }

  private async loadMetadata(matchID: string): Promise<string | undefined> {
    const commitsBefore = this.commits;
    const rows = await this.driver.query<{ text: string }>(
      `SELECT metadata::text AS text FROM matches WHERE match_id = $1`,
      [matchID],
    );
    if (rows.length === 0) return undefined;
    const entry = this.cache.get(matchID) ?? {};
    // Only cache what no write has replaced or is about to replace.
    if (this.commits === commitsBefore && !this.pending.has(matchID) && this.flights.size === 0) {
      entry.metadata = rows[0].text;
      const metadata = JSON.parse(rows[0].text) as Server.MatchData;
      entry.storedMetadata = { rest: withoutUpdatedAt(metadata), updatedAt: metadata.updatedAt };
      this.remember(matchID, entry);
    }
    return rows[0].text;
  }

  private remember(matchID: string, entry: CachedMatch): void {
    this.cache.delete(matchID);
    this.cache.set(matchID, entry);
    if (this.cache.size > CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}
