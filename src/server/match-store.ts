import type { Game, LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type { Logger } from 'pino';
import { redactInitialState } from './hardening/initial-state';
import { logLengthOf, stampMoves } from './move-stamps';
import type { SqlStorage } from './storage/sql-storage';

/** Each storage's log lengths of unfinished matches, shared by its stores. */
const LOG_LENGTHS = new WeakMap<SqlStorage, Map<string, number>>();

/**
 * The storage as the game server sees it: match events logged, every move stamped
 * with the time it was stored (move-stamps.ts), and, for the socket transport, the
 * initial state redacted before it can reach a client.
 */
export class MatchStore extends Async {
  /**
   * The game log's length in the last state of each running match (the start of
   * the next move's lines), shared by the stores on one storage (the
   * Lobby's creates and removes, the sockets' moves): one store's removal or
   * finished match is the other's too.
   */
  private readonly logLengths: Map<string, number>;

  constructor(
    private readonly storage: SqlStorage,
    private readonly log: Logger,
    private readonly gamesForRedaction?: ReadonlyMap<string, Game>,
    /** Told when a match ends or is removed. */
    private readonly onClosed: (matchID: string) => void = () => {},
    /** The server's clock (tests give their own). */
    private readonly now: () => number = Date.now,
  ) {
    super();
    let shared = LOG_LENGTHS.get(storage);
    if (!shared) LOG_LENGTHS.set(storage, (shared = new Map()));
    this.logLengths = shared;
  }

  private noteLogLength(matchID: string, state: State | undefined): void {
    const length = logLengthOf(state);
    if (length === undefined || state?.ctx.gameover !== undefined) this.logLengths.delete(matchID);
    else this.logLengths.set(matchID, length);
  }

  connect(): Promise<void> {
    return this.storage.connect();
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    await this.storage.createMatch(matchID, opts);
    this.noteLogLength(matchID, opts.initialState);
    this.log.info(
      { matchID, game: opts.metadata.gameName, players: Object.keys(opts.metadata.players).length },
      'match created',
    );
  }

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const logEnd = logLengthOf(state);
    if (deltalog && deltalog.length > 0 && logEnd !== undefined)
      stampMoves(deltalog, this.now(), this.logLengths.get(matchID), logEnd);
    this.noteLogLength(matchID, state);
    await this.storage.setState(matchID, state, deltalog);
    // A finished match takes no more moves: the move that ends it is its last state
    // written, so this is said once (every later metadata write, a connection mark,
    // a rename, a rematch, carries the gameover too).
    if (state.ctx.gameover !== undefined) this.log.info({ matchID, gameover: state.ctx.gameover }, 'match over');
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.storage.setMetadata(matchID, metadata);
    if (metadata.gameover !== undefined && metadata.gameover !== null) this.onClosed(matchID);
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    if (!this.gamesForRedaction || !opts.initialState) {
      const result = await this.storage.fetch(matchID, opts);
      if (opts.state) this.noteLogLength(matchID, (result as Partial<StorageAPI.FetchFields>).state);
      return result;
    }
    const result = await this.storage.fetch(matchID, { ...opts, metadata: true });
    const fields = result as Partial<StorageAPI.FetchFields>;
    if (fields.initialState) {
      const game = fields.metadata ? this.gamesForRedaction.get(fields.metadata.gameName) : undefined;
      // Unknown game: send nothing rather than something unfiltered.
      fields.initialState = game ? redactInitialState(game, fields.initialState) : undefined;
    }
    if (!opts.metadata) delete fields.metadata;
    return fields as StorageAPI.FetchResult<O>;
  }

  /** How many matches are kept (tests and benchmarks: memory that must not grow). */
  get matches(): number {
    return this.logLengths.size;
  }

  async wipe(matchID: string): Promise<void> {
    await this.storage.wipe(matchID);
    this.logLengths.delete(matchID);
    this.onClosed(matchID);
    this.log.info({ matchID }, 'match removed');
  }

  override listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    return this.storage.listMatches(opts);
  }
}
