import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';

/**
 * Changes the metadata an accepted move writes, before it is written (the table's
 * clocks and progress): inside the move's hold of the match, so it is stored with
 * the move or not at all.
 */
export type MoveHook = (metadata: Server.MatchData, after: State, playerID: string) => Server.MatchData;

/**
 * The storage as one move's master sees it. boardgame.io answers a refused move
 * (the game returned INVALID_MOVE) as if it were played: it broadcasts the
 * unchanged state to the whole room and writes the match again. A state that
 * comes back with the stateID it was read with is a refused move: it is not
 * written, nor is the metadata (only its updatedAt would change).
 */
export class MoveStorage extends Async {
  /** The state the master read: set once it has authenticated the seat. */
  before: State | undefined;
  refused = false;
  /** The state the move produced, once written. */
  private after: State | undefined;
  private metadata: Promise<StorageAPI.FetchResult<{ metadata: true }>> | undefined;

  constructor(
    private readonly db: StorageAPI.Async,
    private readonly playerID: string,
    private readonly onMove?: MoveHook,
  ) {
    super();
  }

  connect(): Promise<void> {
    return Promise.resolve();
  }

  /** The match's metadata, read once per move. */
  fetchMetadata(matchID: string): Promise<StorageAPI.FetchResult<{ metadata: true }>> {
    return (this.metadata ??= this.db.fetch(matchID, { metadata: true }));
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    if (opts.metadata && !opts.state && !opts.log && !opts.initialState) {
      return (await this.fetchMetadata(matchID)) as StorageAPI.FetchResult<O>;
    }
    // A bot's move read the state already, to drop a stale decision.
    if (this.before && opts.state && !opts.metadata && !opts.log && !opts.initialState) {
      return { state: this.before } as unknown as StorageAPI.FetchResult<O>;
    }
    const result = await this.db.fetch(matchID, opts);
    const { state } = result as Partial<StorageAPI.FetchFields>;
    if (state && !this.before) this.before = state;
    return result;
  }

  isRefusal(state: State): boolean {
    return this.before !== undefined && state._stateID === this.before._stateID;
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    if (this.isRefusal(state)) {
      this.refused = true;
      return Promise.resolve();
    }
    this.after = state;
    return this.db.setState(matchID, state, deltalog);
  }

  setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    if (this.refused) return Promise.resolve();
    const written = this.after && this.onMove ? this.onMove(metadata, this.after, this.playerID) : metadata;
    return this.db.setMetadata(matchID, written);
  }

  override createMatch(): Promise<void> {
    return Promise.reject(new Error('a move does not create matches'));
  }

  wipe(): Promise<void> {
    return Promise.reject(new Error('a move does not remove matches'));
  }

  override listMatches(): Promise<string[]> {
    return Promise.resolve([]);
  }
}
