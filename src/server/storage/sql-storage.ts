import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type { Queryable, SqlDriver } from './driver';
import { SCHEMA } from './schema';

type FetchOpts = StorageAPI.FetchOpts;
type FetchFields = StorageAPI.FetchFields;
type ListMatchesOpts = StorageAPI.ListMatchesOpts;
type CreateMatchOpts = StorageAPI.CreateMatchOpts;

// One statement writes a move: the state (guarded so that an older state never
// overwrites a newer one), the move's log entries appended after the last, and the
// metadata when it changed with the move. Either part is skipped when its
// parameter is null.
const WRITE_SQL = `
WITH meta AS (
  UPDATE matches SET metadata = $5::jsonb, is_gameover = $6, updated_at = $7
  WHERE match_id = $1 AND $5::text IS NOT NULL
  RETURNING 1
), st AS (
  UPDATE match_states SET state = $2::jsonb, state_id = $3, log_length = log_length + $8
  WHERE match_id = $1 AND $2::text IS NOT NULL AND state_id <= $3
  RETURNING log_length
)
INSERT INTO match_log (match_id, seq, entry)
SELECT $1, st.log_length - $8 + e.ord - 1, e.entry
FROM st, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS e(entry, ord)
`;

/**
 * WRITE_SQL for a whole group commit in one statement: one JSON array with a row
 * per match (m: match, s: state, i: state id, l: log entries, n: their count, md:
 * metadata, g: game over, u: updatedAt; s and md null when not written). PGlite
 * spends about ten times more on each statement it runs than on a row of this
 * one, and PostgreSQL a network round trip: a batch of 200 moves went from 1.1-2.0
 * ms of database CPU per move (a statement each, in a transaction) to 0.14-0.18.
 */
const BATCH_WRITE_SQL = `
WITH input AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(m text, s jsonb, i integer, l jsonb, n integer, md jsonb, g boolean, u bigint)
), meta AS (
  UPDATE matches SET metadata = input.md, is_gameover = input.g, updated_at = input.u
  FROM input WHERE matches.match_id = input.m AND input.md IS NOT NULL
  RETURNING 1
), st AS (
  UPDATE match_states SET state = input.s, state_id = input.i, log_length = match_states.log_length + input.n
  FROM input WHERE match_states.match_id = input.m AND input.s IS NOT NULL AND match_states.state_id <= input.i
  RETURNING match_states.match_id, match_states.log_length, input.n, input.l
)
INSERT INTO match_log (match_id, seq, entry)
SELECT st.match_id, st.log_length - st.n + e.ord - 1, e.entry
FROM st, jsonb_array_elements(st.l) WITH ORDINALITY AS e(entry, ord)
`;

/**
 * The same write when several server instances share the database: the state is
 * written only over the one it was computed from ($9, compare-and-set on the
 * stored state id), and the move's metadata and log only with it. The answer
 * says whether the state was written; a move that lost is refused, never shown.
 */
const SHARED_WRITE_SQL = `
WITH st AS (
  UPDATE match_states SET state = $2::jsonb, state_id = $3, log_length = log_length + $8
  WHERE match_id = $1 AND $2::text IS NOT NULL AND state_id = $9
  RETURNING log_length
), meta AS (
  UPDATE matches SET metadata = $5::jsonb, is_gameover = $6, updated_at = $7
  WHERE match_id = $1 AND $5::text IS NOT NULL AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM st))
  RETURNING 1
), lg AS (
  INSERT INTO match_log (match_id, seq, entry)
  SELECT $1, st.log_length - $8 + e.ord - 1, e.entry
  FROM st, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS e(entry, ord)
  RETURNING 1
)
SELECT (SELECT count(*) FROM st)::int AS states
`;

/** A move computed on a state that another instance has replaced since: nothing of it was written. */
export class StaleWriteError extends Error {
  constructor(matchID: string, expected: number) {
    super(`match ${matchID}: the stored state is no longer ${expected}`);
    this.name = 'StaleWriteError';
  }
}

interface PendingWrite {
  state: string | null;
  /** The state as given, kept for the cache so a move reads it without parsing. */
  stateObject: State | null;
  stateID: number;
  /** The state id this write replaces (shared mode's compare-and-set). */
  expected: number;
  log: unknown[];
  metadata: string | null;
  gameover: boolean;
  updatedAt: number;
  waiters: { resolve: () => void; reject: (e: unknown) => void }[];
}

interface CachedMatch {
  metadata?: string;
  state?: string;
  /** The parsed state; boardgame.io only reads it (its reducer copies on write). */
  stateObject?: State;
  stateID?: number;
  /** What the database has: the metadata but for updatedAt, and that updatedAt. */
  storedMetadata?: { rest: string; updatedAt: number };
}

const CACHE_LIMIT = 5000;
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
      `{"m":${JSON.stringify(matchID)},"s":${w.state ?? 'null'},"i":${w.stateID},"l":${JSON.stringify(w.log)},` +
        `"n":${w.log.length},"md":${w.metadata ?? 'null'},"g":${w.gameover},"u":${w.updatedAt}}`,
    );
  }
  return `[${rows.join(',')}]`;
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
  private flushing: Promise<void> | null = null;
  private scheduled = false;
  private readonly settled = new Map<string, Promise<boolean>>();
  private closed = false;
  /** Counts commits, so a read that raced a write is not cached. */
  private commits = 0;

  /** Matches in the cache (at most CACHE_LIMIT; the soak benchmark reports it). */
  get cachedMatches(): number {
    return this.cache.size;
  }

  constructor(
    private readonly driver: SqlDriver,
    private readonly onError: (error: unknown, context: string) => void = () => {},
    private readonly shared = false,
  ) {
    super();
  }

  get kind(): SqlDriver['kind'] {
    return this.driver.kind;
  }

  async connect(): Promise<void> {
    if (!this.shared) return this.driver.exec(SCHEMA);
    // Instances starting together would race on the catalogue.
    await this.driver.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK})`);
      await tx.query(SCHEMA);
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
      await tx.query(`INSERT INTO match_states (match_id, state_id, state) VALUES ($1, $2, $3::jsonb)`, [
        matchID,
        initialState._stateID,
        state,
      ]);
      await tx.query(`INSERT INTO match_initial_states (match_id, state) VALUES ($1, $2::jsonb)`, [matchID, state]);
    });
    this.remember(matchID, {
      metadata: meta,
      state,
      stateID: initialState._stateID,
      storedMetadata: { rest: withoutUpdatedAt(metadata), updatedAt: metadata.updatedAt },
    });
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    return this.enqueue(matchID, (w) => {
      w.state = JSON.stringify(state);
      // A move adds one to the state id (boardgame.io's reducer); the first of
      // a match's writes grouped in one commit says which state they replace.
      if (w.stateObject === null) w.expected = state._stateID - 1;
      w.stateObject = Object.freeze({ ...state });
      w.stateID = state._stateID;
      if (deltalog) w.log.push(...deltalog);
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
      const text = cached?.metadata ?? (await this.loadText(matchID, 'metadata'));
      if (text !== undefined) result.metadata = JSON.parse(text);
    }
    if (opts.state && !this.shared) {
      if (cached?.stateObject) {
        result.state = cached.stateObject;
      } else {
        const text = cached?.state ?? (await this.loadText(matchID, 'state'));
        if (text !== undefined) result.state = JSON.parse(text);
      }
    }
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
   * its id, else the database's, which is then cached. Never a state not yet
   * committed, this instance's own pending writes included.
   */
  private async storedState(matchID: string): Promise<State | undefined> {
    const cached = this.cache.get(matchID);
    const known = cached?.stateObject && cached.stateID !== undefined ? cached.stateID : -1;
    const rows = await this.driver.query<{ state_id: number; text: string | null }>(
      `SELECT state_id, CASE WHEN state_id = $2 THEN NULL ELSE state::text END AS text FROM match_states WHERE match_id = $1`,
      [matchID, known],
    );
    if (rows.length === 0) return undefined;
    const [{ state_id: stateID, text }] = rows;
    if (text === null) return cached!.stateObject;
    const state = Object.freeze(JSON.parse(text) as State);
    const entry = this.cache.get(matchID) ?? {};
    if (entry.stateID === undefined || stateID >= entry.stateID) {
      entry.state = text;
      entry.stateObject = state;
      entry.stateID = stateID;
      this.remember(matchID, entry);
    }
    return state;
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

  /** Waits for every queued write, then closes the database. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.flushing || this.pending.size > 0) {
      if (!this.flushing) this.flushing = this.flush();
      await this.flushing;
    }
    await this.driver.close();
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
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (!this.flushing) this.flushing = this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    try {
      if (batch.size > 0 && this.shared) {
        await this.flushShared(batch);
      } else if (batch.size > 0) {
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
    } finally {
      this.flushing = null;
      if (this.pending.size > 0) this.schedule();
    }
  }

  private params(matchID: string, w: PendingWrite): unknown[] {
    return [matchID, w.state, w.stateID, JSON.stringify(w.log), w.metadata, w.gameover, w.updatedAt, w.log.length];
  }

  /** One transaction for the batch; a write whose state lost its compare-and-set is refused alone. */
  private async flushShared(batch: Map<string, PendingWrite>): Promise<void> {
    const outcome = async (own: boolean) => {
      const written = new Map<string, boolean>();
      const run = async (tx: Queryable, matchID: string, w: PendingWrite) => {
        const [row] = await tx.query<{ states: number }>(SHARED_WRITE_SQL, [...this.params(matchID, w), w.expected]);
        written.set(matchID, w.state === null || row?.states === 1);
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
      if (w.state !== null && (entry.stateID === undefined || w.stateID >= entry.stateID)) {
        entry.state = w.state;
        entry.stateObject = w.stateObject ?? undefined;
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

  private async loadText(matchID: string, part: 'metadata' | 'state'): Promise<string | undefined> {
    const sql =
      part === 'metadata'
        ? `SELECT metadata::text AS text FROM matches WHERE match_id = $1`
        : `SELECT state::text AS text, state_id FROM match_states WHERE match_id = $1`;
    const commitsBefore = this.commits;
    const rows = await this.driver.query<{ text: string; state_id?: number }>(sql, [matchID]);
    if (rows.length === 0) return undefined;
    const entry = this.cache.get(matchID) ?? {};
    // Only cache what no write has replaced or is about to replace.
    if (this.commits === commitsBefore && !this.pending.has(matchID) && !this.flushing) {
      entry[part] = rows[0].text;
      if (part === 'state') entry.stateID = rows[0].state_id;
      if (part === 'metadata') {
        const metadata = JSON.parse(rows[0].text) as Server.MatchData;
        entry.storedMetadata = { rest: withoutUpdatedAt(metadata), updatedAt: metadata.updatedAt };
      }
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
