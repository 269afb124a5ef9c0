import type { Game, LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type { Logger } from 'pino';
import { redactInitialState } from './hardening/initial-state';
import type { SqlStorage } from './storage/sql-storage';

/**
 * The storage as the game server sees it: match events logged, and, for the socket
 * transport, the initial state redacted before it can reach a client.
 */
export class MatchStore extends Async {
  constructor(
    private readonly storage: SqlStorage,
    private readonly log: Logger,
    private readonly gamesForRedaction?: ReadonlyMap<string, Game>,
    /** Told when a match ends or is removed. */
    private readonly onClosed: (matchID: string) => void = () => {},
  ) {
    super();
  }

  connect(): Promise<void> {
    return this.storage.connect();
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    await this.storage.createMatch(matchID, opts);
    this.log.info({ matchID, game: opts.metadata.gameName, players: Object.keys(opts.metadata.players).length }, 'match created');
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    return this.storage.setState(matchID, state, deltalog);
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.storage.setMetadata(matchID, metadata);
    if (metadata.gameover !== undefined && metadata.gameover !== null) {
      this.onClosed(matchID);
      if (!metadata.nextMatchID) this.log.info({ matchID, game: metadata.gameName, gameover: metadata.gameover }, 'match over');
    }
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    if (!this.gamesForRedaction || !opts.initialState) return this.storage.fetch(matchID, opts);
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

  async wipe(matchID: string): Promise<void> {
    await this.storage.wipe(matchID);
    this.onClosed(matchID);
    this.log.info({ matchID }, 'match removed');
  }

  override listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    return this.storage.listMatches(opts);
  }
}
