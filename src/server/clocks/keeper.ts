// Keeps the tables' clocks: gives a new match its clock, charges and credits each
// move (through the transport's move hook, in the move's own metadata write),
// starts the clocks once a table is full, marks a seat out of time when its clock
// runs out, and stores a heartbeat so a restart charges no time the server was
// down. Every read-change-write of a match's clock holds the match (MatchLocks),
// as moves and Lobby routes do: a move racing a time-out has exactly one outcome.
import type { Server, State, StorageAPI } from 'boardgame.io';
import type { Logger } from 'pino';
import type { MatchLocks } from '../storage/match-lock';
import type { Queryable } from '../storage/driver';
import { afterMove, clockIn, expire, nextDeadline, reconcile, resume, type MatchClock } from './clock';
import { clockForSetup, type ClockPreset } from './presets';

export interface ClockOptions {
  /** The server's time (tests pass one they move by hand). */
  now?: () => number;
  /** How often the heartbeat is stored (default 5 s). */
  heartbeatMs?: number;
  /** Replaces presets' durations, e.g. `{ fast: { bankMs: 1500, incrementMs: 0 } }` in a browser test. */
  presets?: Readonly<Record<string, Partial<ClockPreset>>>;
}

export interface ClockKeeperOptions extends ClockOptions {
  store: StorageAPI.Async;
  locks: MatchLocks;
  db: Queryable & { exec(sql: string): Promise<void> };
  log: Logger;
  /** Several instances share the database: their heartbeats say whether the site was up while this one started. */
  shared?: boolean;
}

const HEARTBEAT_SQL = `CREATE TABLE IF NOT EXISTS server_heartbeat (id smallint PRIMARY KEY, beat bigint NOT NULL)`;
/** setTimeout's longest delay; a later deadline is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

function isOver(metadata: Server.MatchData): boolean {
  return metadata.gameover !== undefined && metadata.gameover !== null;
}

function isFull(metadata: Server.MatchData): boolean {
  return Object.values(metadata.players).every((p) => p.name);
}

export class ClockKeeper {
  readonly now: () => number;
  private readonly timers = new Map<string, { at: number; timer: ReturnType<typeof setTimeout> }>();
  private readonly starting = new Set<string>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private closed = false;
  private readonly work = new Set<Promise<unknown>>();

  constructor(private readonly options: ClockKeeperOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A new match's metadata gets the clock of its game mode (none for "no clock"). */
  attach(metadata: Server.MatchData): void {
    const clock = clockForSetup(metadata.setupData, metadata.players, this.options.presets);
    if (clock) (metadata as { clock?: MatchClock }).clock = clock;
  }

  /**
   * The metadata a move writes, with the mover charged and credited: called by
   * the transport inside the move's hold of the match, so it is stored with the
   * move or not at all.
   */
  onMove(metadata: Server.MatchData, after: State, mover: string): Server.MatchData {
    const clock = clockIn(metadata);
    if (!clock) return metadata;
    return { ...metadata, clock: afterMove(clock, mover, after.ctx, this.now()) } as Server.MatchData;
  }

  /** Told of every metadata write: starts a full table's clocks, and watches the next deadline. */
  observeMetadata(matchID: string, metadata: Server.MatchData): void {
    if (this.closed) return;
    const clock = clockIn(metadata);
    if (!clock || isOver(metadata)) {
      this.unschedule(matchID);
      return;
    }
    if (isFull(metadata) && Object.keys(clock.running).length === 0 && !this.starting.has(matchID)) {
      this.starting.add(matchID);
      void this.track(
        this.held(matchID, (m, state) => (state ? reconcile(m, state.ctx, this.now()) : m)).finally(() =>
          this.starting.delete(matchID),
        ),
      );
    }
    this.schedule(matchID, clock);
  }

  /** A match was removed: its deadline is no longer watched. */
  forget(matchID: string): void {
    this.unschedule(matchID);
  }

  /** How many matches' deadlines are watched (tests and benchmarks). */
  get watched(): number {
    return this.timers.size;
  }

  /** Marks the seats of the match whose time ran out by now; returns the clock as stored. */
  expireDue(matchID: string): Promise<MatchClock | undefined> {
    return this.track(this.held(matchID, (clock) => expire(clock, this.now())));
  }

  /** Stores the heartbeat: the server was up at this time. */
  async beat(): Promise<void> {
    await this.options.db.query(
      `INSERT INTO server_heartbeat (id, beat) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET beat = EXCLUDED.beat`,
      [this.now()],
    );
  }

  /** The last heartbeat stored, if any. */
  async lastBeat(): Promise<number | undefined> {
    const [row] = await this.options.db.query<{ beat: string | number }>(
      `SELECT beat FROM server_heartbeat WHERE id = 1`,
    );
    return row ? Number(row.beat) : undefined;
  }

  /**
   * At startup, before any move: the running clocks are charged up to the last
   * heartbeat and restarted from now; then the heartbeat is stored every few
   * seconds. Returns how many matches' clocks were resumed.
   */
  async start(): Promise<number> {
    await this.options.db.exec(HEARTBEAT_SQL);
    const lastBeat = await this.lastBeat();
    const { store } = this.options;
    const heartbeatMs = this.options.heartbeatMs ?? 5000;
    // Another instance beat lately: the site was up, its clocks ran and were charged there.
    const siteWasUp = this.options.shared === true && lastBeat !== undefined && this.now() - lastBeat < 2 * heartbeatMs;
    let resumed = 0;
    for (const matchID of await store.listMatches({ where: { isGameover: false } })) {
      const { metadata } = await store.fetch(matchID, { metadata: true });
      const clock = clockIn(metadata);
      if (!metadata || !clock) continue;
      if (Object.keys(clock.running).length > 0 && !siteWasUp) {
        await this.held(matchID, (c) => resume(c, lastBeat, this.now()));
        resumed++;
      } else {
        this.observeMetadata(matchID, metadata);
      }
    }
    if (resumed > 0) this.options.log.info({ matches: resumed, lastBeat }, 'clocks resumed');
    await this.beat();
    this.heartbeat = setInterval(() => {
      void this.beat().catch((error: unknown) => this.options.log.error({ err: error }, 'heartbeat not stored'));
    }, heartbeatMs);
    this.heartbeat.unref();
    return resumed;
  }

  /** Stops the timers and stores a last heartbeat (before the storage closes). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.work]);
    await this.beat().catch((error: unknown) => this.options.log.error({ err: error }, 'last heartbeat not stored'));
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.work.add(promise);
    void promise.finally(() => this.work.delete(promise)).catch(() => undefined);
    return promise;
  }

  /** One read-change-write of the match's clock, holding the match; written only when it changed. */
  private held(
    matchID: string,
    change: (clock: MatchClock, state: State | undefined) => MatchClock,
  ): Promise<MatchClock | undefined> {
    const { store, locks, log } = this.options;
    return locks
      .run(matchID, async () => {
        const { metadata, state } = await store.fetch(matchID, { metadata: true, state: true });
        const clock = clockIn(metadata);
        if (!metadata || !clock || isOver(metadata) || !isFull(metadata)) return clock;
        const next = change(clock, state);
        if (next === clock) return clock;
        for (const seat of next.timedOut)
          if (!clock.timedOut.includes(seat)) log.info({ matchID, seat }, 'out of time');
        await store.setMetadata(matchID, { ...metadata, clock: next } as Server.MatchData);
        return next;
      })
      .catch((error: unknown) => {
        log.error({ err: error, matchID }, 'clock not updated');
        return undefined;
      })
      .then((clock) => {
        // Nothing written means no metadata write to watch: look at the deadline again.
        if (clock && !this.closed) this.schedule(matchID, clock);
        return clock;
      });
  }

  private schedule(matchID: string, clock: MatchClock): void {
    const at = nextDeadline(clock);
    const current = this.timers.get(matchID);
    if (current && current.at === at) return;
    this.unschedule(matchID);
    if (at === undefined) return;
    const delay = Math.min(LONGEST_TIMER_MS, Math.max(0, at - this.now()));
    const timer = setTimeout(() => {
      if (this.timers.get(matchID)?.timer === timer) this.timers.delete(matchID);
      void this.expireDue(matchID);
    }, delay);
    timer.unref();
    this.timers.set(matchID, { at, timer });
  }

  private unschedule(matchID: string): void {
    const current = this.timers.get(matchID);
    if (current) clearTimeout(current.timer);
    this.timers.delete(matchID);
  }
}
