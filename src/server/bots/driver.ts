// Plays the bot seats of every match, whether or not any browser is open. After
// each state change of a match (and at startup, for every unfinished match with
// bot seats), each bot seat that must act gets its move decided in the pool, from
// its own seat's view, then played through the transport like a person's move.
import type { Server, State, StorageAPI } from 'boardgame.io';
import type { Logger } from 'pino';
import { isBotLevel, type BotLevel } from '../../engine/bots/levels';
import { viewOf, type AnyContractGame } from '../../engine/contract';
import { decisionSeed } from '../../client/bots/decide';
import { DecisionDropped, type BotPool } from './pool';

/** The level of the seat's bot, when a bot plays it (`data.bot`, set by the server only). */
export function botLevelOf(player: Server.PlayerMetadata | undefined): BotLevel | null {
  const level = (player?.data as { bot?: unknown } | undefined)?.bot;
  return isBotLevel(level) && typeof player?.name === 'string' && typeof player.credentials === 'string' ? level : null;
}

/** After a decision is given up on, the seat is tried again after this, doubling up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 60_000;
const RETRY_MAX_MS = 60 * 60_000;

export type BotMoveOutcome = 'applied' | 'refused' | 'stale' | 'gone';

export interface BotDriverOptions {
  games: ReadonlyMap<string, AnyContractGame>;
  /** The storage as the game server sees it. */
  storage: StorageAPI.Async;
  pool: BotPool;
  /** Resolves once the match's writes issued so far are committed (reads see them). */
  settled: (matchID: string) => Promise<unknown>;
  log: Logger;
  /** Milliseconds between a state change and a bot's answer to it (at least the thinking time). */
  paceMs: number;
  /** Plays a decided move like a player's (SecureSocketIO.applyBotMove). */
  play: (
    game: AnyContractGame,
    matchID: string,
    seat: string,
    move: { move: string; args: readonly unknown[] },
    stateID: number,
  ) => Promise<BotMoveOutcome>;
}

/** What the driver keeps about a match: nothing more than it needs to tell whether a bot must act. */
interface Table {
  gameName: string;
  bots: Map<string, BotLevel>;
  /** Every seat is taken: the table has started. */
  full: boolean;
  over: boolean;
  /** The latest state written, when seen since the last check. */
  state?: State;
  /** Seat → the state id its decision in progress was asked for. */
  thinking: Map<string, number>;
  /** Seat → decisions given up on in a row (the next try waits longer). */
  failures: Map<string, number>;
}

function tableOf(metadata: Server.MatchData): Table | null {
  const bots = new Map<string, BotLevel>();
  for (const [seat, player] of Object.entries(metadata.players)) {
    const level = botLevelOf(player);
    if (level) bots.set(seat, level);
  }
  if (bots.size === 0) return null;
  return {
    gameName: metadata.gameName,
    bots,
    full: Object.values(metadata.players).every((p) => p.name),
    over: metadata.gameover !== undefined && metadata.gameover !== null,
    thinking: new Map(),
    failures: new Map(),
  };
}

/** The seats that may act now (ctx.activePlayers, else ctx.currentPlayer). */
function actingSeats(state: State): string[] {
  const { ctx } = state;
  if (ctx.gameover !== undefined) return [];
  if (ctx.activePlayers) return ctx.playOrder.filter((id) => id in ctx.activePlayers!);
  return [ctx.currentPlayer];
}

export class BotDriver {
  /** Matches seen: their bot seats, or null when they have none. */
  private readonly tables = new Map<string, Table | null>();
  private readonly scheduled = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: BotDriverOptions) {}

  /** A match's metadata was written. */
  observeMetadata(matchID: string, metadata: Server.MatchData): void {
    if (this.closed) return;
    const before = this.tables.get(matchID);
    const table = tableOf(metadata);
    // Over, or without bots now that it had some: nothing to keep. A live match
    // without bots is kept as null, so its state writes cost no check.
    const over = metadata.gameover !== undefined && metadata.gameover !== null;
    if (!table || over) {
      if (over || before) this.tables.delete(matchID);
      else this.tables.set(matchID, null);
      return;
    }
    if (before) {
      table.state = before.state;
      table.thinking = before.thinking;
      table.failures = before.failures;
    }
    this.tables.set(matchID, table);
    this.schedule(matchID);
  }

  /** A match's state was written. */
  observeState(matchID: string, state: State): void {
    if (this.closed) return;
    const table = this.tables.get(matchID);
    if (table === null) return;
    if (table) table.state = state;
    this.schedule(matchID);
  }

  /** A match was removed. */
  forget(matchID: string): void {
    this.tables.delete(matchID);
  }

  /** How many matches are kept (tests and benchmarks: memory that must not grow). */
  get matches(): number {
    return this.tables.size;
  }

  /** At startup: every unfinished match with bot seats gets its bots going again. */
  async resumeAll(): Promise<number> {
    const matchIDs = await this.options.storage.listMatches({ where: { isGameover: false } });
    let resumed = 0;
    for (const matchID of matchIDs) {
      if (this.closed) break;
      const { metadata } = await this.options.storage.fetch(matchID, { metadata: true });
      if (!metadata) continue;
      this.observeMetadata(matchID, metadata);
      if (this.tables.get(matchID)) resumed++;
    }
    if (resumed > 0) this.options.log.info({ matches: resumed }, 'bots resumed');
    return resumed;
  }

  /** Decisions being made or waiting to be played. */
  get pending(): number {
    return this.running.size;
  }

  /** Resolves once no decision is in progress (tests and benchmarks). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.scheduled.size > 0) {
      await Promise.all([...this.running]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.tables.clear();
  }

  private schedule(matchID: string): void {
    if (this.scheduled.has(matchID)) return;
    this.scheduled.add(matchID);
    // After the writes of this tick: a move writes its state, then its metadata.
    setImmediate(() => {
      this.scheduled.delete(matchID);
      this.track(this.check(matchID));
    });
  }

  private track(task: Promise<void>): void {
    const done = task
      .catch((error: unknown) => this.options.log.error({ err: error }, 'bot driver failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  private async check(matchID: string): Promise<void> {
    if (this.closed) return;
    let table = this.tables.get(matchID);
    if (table === undefined || (table && !table.state)) await this.options.settled(matchID);
    if (table === undefined) {
      const { metadata } = await this.options.storage.fetch(matchID, { metadata: true });
      if (!metadata || this.closed) return;
      const over = metadata.gameover !== undefined && metadata.gameover !== null;
      if (!over && !this.tables.has(matchID)) this.tables.set(matchID, tableOf(metadata));
      table = this.tables.get(matchID);
    }
    if (!table?.full || table.over) return;
    let state = table.state;
    if (!state) {
      ({ state } = await this.options.storage.fetch(matchID, { state: true }));
      if (!state || this.closed || this.tables.get(matchID) !== table) return;
      table.state ??= state;
      state = table.state;
    }
    if (state.ctx.gameover !== undefined) return;
    const game = this.options.games.get(table.gameName);
    if (!game) return;
    for (const seat of actingSeats(state)) {
      const level = table.bots.get(seat);
      if (!level || table.thinking.get(seat) === state._stateID) continue;
      table.thinking.set(seat, state._stateID);
      this.track(this.act(matchID, table, game, seat, level, state));
    }
  }

  /** Whether the match is still at the state a decision was asked for (or its state is being read again). */
  private current(matchID: string, table: Table, stateID: number): boolean {
    const now = this.tables.get(matchID);
    return (
      !this.closed &&
      now !== undefined &&
      now !== null &&
      now.thinking === table.thinking &&
      (now.state === undefined || now.state._stateID === stateID)
    );
  }

  private async act(
    matchID: string,
    table: Table,
    game: AnyContractGame,
    seat: string,
    level: BotLevel,
    state: State,
  ): Promise<void> {
    const stateID = state._stateID;
    const where = { matchID, seat, stateID, game: game.name };
    const started = Date.now();
    const done = () => {
      if (table.thinking.get(seat) === stateID) table.thinking.delete(seat);
    };
    let decision: Awaited<ReturnType<typeof this.options.pool.decide>>;
    try {
      decision = await this.options.pool.decide(
        {
          gameId: game.name,
          view: viewOf(game.spec, state.G, seat),
          playerID: seat,
          players: [...state.ctx.playOrder],
          level,
          seed: decisionSeed(matchID, stateID, seat),
        },
        { matchID, seat, stateID },
        // Queued while the state moved on (another bot of a simultaneous stage
        // moved first): not worth a worker's time, the seat is asked again.
        () => this.current(matchID, table, stateID),
      );
    } catch (error) {
      done();
      if (this.closed) return;
      if (error instanceof DecisionDropped) {
        this.schedule(matchID);
        return;
      }
      // Never another move instead: the seat waits, and is tried again later
      // (sooner if the state changes), each time after a longer wait.
      const failures = (table.failures.get(seat) ?? 0) + 1;
      table.failures.set(seat, failures);
      const retryInMs = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));
      this.options.log.error({ ...where, err: error, failures, retryInMs }, 'bot gave up: no move played');
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.schedule(matchID);
      }, retryInMs);
      timer.unref();
      this.timers.add(timer);
      return;
    }
    table.failures.delete(seat);
    if (this.closed) return;
    if (!decision) {
      done();
      this.options.log.warn(where, 'bot found no move');
      return;
    }
    const wait = this.options.paceMs - (Date.now() - started);
    if (wait > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          resolve();
        }, wait);
        this.timers.add(timer);
      });
    }
    // The state moved on while the bot thought: its decision is dropped.
    // Players' packets already received go first.
    await new Promise((resolve) => setImmediate(resolve));
    const current = this.tables.get(matchID);
    if (this.closed || !current || current.thinking !== table.thinking || current.state?._stateID !== stateID) {
      done();
      return;
    }
    const outcome = await this.options.play(game, matchID, seat, decision, stateID);
    done();
    if (outcome === 'refused') this.options.log.error({ ...where, move: decision.move }, 'bot move refused');
    else if (outcome === 'stale') {
      // Another instance may have moved the match on: read it again rather than
      // decide once more on the state last written here.
      if (table.state?._stateID === stateID) table.state = undefined;
      this.schedule(matchID);
    }
  }
}
