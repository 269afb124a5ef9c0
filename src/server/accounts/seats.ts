import { randomBytes } from 'node:crypto';
import type { Game, Server, StorageAPI } from 'boardgame.io';
import { authenticateCredentials } from '../hardening/auth';
import { MATCH_ID } from '../hardening/packets';
import type { MatchLocks } from '../storage/match-lock';
import type { SqlDriver } from '../storage/driver';
import { type AccountStore, sha256 } from './store';

// A signed-in player's seats belong to their account. The seat's credentials are
// still boardgame.io's (random, in the match's metadata, checked by
// hardening/auth.ts on every move); what ties them to the account is a row per
// seat with the hash of the credentials it was given (account_seats). A seat
// handed over, opened or left since has other credentials or none, so its row no
// longer matches and it drops out of My tables. Any session of the account gets
// its seats' credentials from My tables, so a second device plays them too.

/** Fresh credentials for a seat, as boardgame.io's join makes them (128 random bits). */
export function newCredentials(): string {
  return randomBytes(16).toString('base64url');
}

export interface AccountTable {
  gameName: string;
  matchID: string;
  playerID: string;
  credentials: string;
  tableNumber?: number;
  over: boolean;
  updatedAt: number;
}

/** The name a deleted account's seats keep in games: pages show it in their own language (`data.deletedPlayer`). */
export const DELETED_PLAYER = 'a deleted player';

export interface SeatAccess {
  games: ReadonlyMap<string, Game>;
  /** The Lobby API's storage. */
  store: StorageAPI.Async;
  locks: MatchLocks;
  db: SqlDriver;
  /** Tells the pages at a table that its seats changed. */
  announce?: (matchID: string, metadata: Server.MatchData) => void;
}

export class AccountSeats {
  constructor(
    private readonly accounts: AccountStore,
    private readonly access: SeatAccess,
  ) {}

  /** Every table where the account holds a seat now, the last changed first (at most `limit`). */
  async tables(accountId: string, limit = 200): Promise<AccountTable[]> {
    // One query: the seat's credentials and the table's facts straight from the
    // stored metadata (credentials never change without a write to it).
    const rows = await this.access.db.query<{
      match_id: string;
      seat: string;
      credentials_hash: string;
      game_name: string;
      is_gameover: boolean;
      updated_at: string | number;
      credentials: string | null;
      table_number: string | null;
    }>(
      `SELECT s.match_id, s.seat, s.credentials_hash, m.game_name, m.is_gameover, m.updated_at,
              m.metadata -> 'players' -> s.seat ->> 'credentials' AS credentials,
              m.metadata ->> 'tableNumber' AS table_number
       FROM account_seats s JOIN matches m ON m.match_id = s.match_id
       WHERE s.account_id = $1 ORDER BY m.updated_at DESC, s.match_id, s.seat LIMIT $2`,
      [accountId, limit],
    );
    const tables: AccountTable[] = [];
    for (const r of rows) {
      if (!r.credentials || sha256(r.credentials) !== r.credentials_hash) continue;
      tables.push({
        gameName: r.game_name,
        matchID: r.match_id,
        playerID: r.seat,
        credentials: r.credentials,
        ...(r.table_number ? { tableNumber: Number(r.table_number) } : {}),
        over: r.is_gameover,
        updatedAt: Number(r.updated_at),
      });
    }
    return tables;
  }

  /**
   * Moves seats this browser holds to the account: each one only when its
   * credentials are the seat's own (a guessed match or seat id gets nothing).
   * Answers how many were moved.
   */
  async claim(
    accountId: string,
    seats: { gameName: string; matchID: string; playerID: string; credentials: string }[],
    now: number,
  ): Promise<number> {
    let claimed = 0;
    for (const seat of seats) {
      if (!MATCH_ID.test(seat.matchID) || !this.access.games.has(seat.gameName)) continue;
      const { metadata } = await this.access.store.fetch(seat.matchID, { metadata: true });
      if (!metadata || metadata.gameName !== seat.gameName) continue;
      if (!Object.hasOwn(metadata.players, seat.playerID)) continue;
      if (!authenticateCredentials(seat.credentials, metadata.players[Number(seat.playerID)])) continue;
      await this.accounts.linkSeat(accountId, seat.matchID, seat.playerID, seat.credentials, now);
      claimed++;
    }
    return claimed;
  }

  /**
   * Before an account is deleted: its seats in every table show "a deleted
   * player" from now on, the name gone from the seats and the table's seat log,
   * so others' histories and replays stay whole. In an unfinished table the
   * seat's credentials are replaced by ones nobody holds: the seat is away, and
   * the others may hand it to a bot after the wait, as for anyone who left.
   */
  async forget(accountId: string, username: string): Promise<void> {
    for (const table of await this.tables(accountId, 100_000)) {
      await this.access.locks.run(table.matchID, async () => {
        const { metadata } = await this.access.store.fetch(table.matchID, { metadata: true });
        if (!metadata || !Object.hasOwn(metadata.players, table.playerID)) return;
        const player = metadata.players[Number(table.playerID)];
        if (!player.credentials || sha256(player.credentials) !== sha256(table.credentials)) return;
        const oldName = player.name;
        player.name = DELETED_PLAYER;
        player.data = { ...(player.data as Record<string, unknown> | undefined), deletedPlayer: true };
        if (!table.over) player.credentials = newCredentials();
        const log = (metadata as { seatLog?: { seat: string; name?: string }[] }).seatLog;
        for (const event of log ?? [])
          if (
            event.seat === table.playerID &&
            event.name !== undefined &&
            (event.name === oldName || event.name === username)
          )
            event.name = DELETED_PLAYER;
        metadata.updatedAt = Date.now();
        await this.access.store.setMetadata(table.matchID, metadata);
        this.access.announce?.(table.matchID, metadata);
      });
    }
  }
}
