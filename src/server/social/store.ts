import type { Server } from 'boardgame.io';
import type { Audience, GameRecord, ProfileSettings, ProfileTable, RecentGame } from '../../engine/accounts/wire';
import { PROVISIONAL_GAMES } from '../../engine/accounts/wire';
import { sha256 } from '../accounts/store';
import { isOver, isStarted, joinableSeats } from '../leaving/leaving';
import type { Queryable, SqlDriver } from '../storage/driver';

// The rows of profiles, friends, blocks and invitations (storage/schema.ts,
// version 4), read and written in the database only: a request made through
// one instance of a cluster is what every other one reads next. Ids of accounts
// stay here; what leaves is usernames.

/** What a profile shows when its owner chose nothing (the schema's defaults). */
export const DEFAULT_SETTINGS: ProfileSettings = { stats: 'everyone', games: 'everyone', tables: 'friends' };

const HISTORY_KEPT = 200;
const RECENT_SHOWN = 20;
/** Tables read per question: a profile or a friends list shows no more. */
const TABLES_SHOWN = 100;

type Num = string | number;

/** One relation between two accounts, as the first sees the second. */
export interface Relation {
  friends: boolean;
  /** The first asked the second. */
  asked: boolean;
  /** The second asked the first. */
  asking: boolean;
  /** The first blocked the second. */
  blocked: boolean;
  /** The second blocked the first (never shown to the first). */
  blockedBy: boolean;
}

interface TableRow {
  account_id: string;
  match_id: string;
  seat: string;
  credentials_hash: string;
  game_name: string;
  metadata: string;
  updated_at: Num;
}

export class SocialStore {
  constructor(readonly db: SqlDriver) {}

  async settings(accountId: string): Promise<ProfileSettings> {
    const [row] = await this.db.query<{ stats: Audience; games: Audience; tables: Audience }>(
      'SELECT stats, games, tables FROM profile_settings WHERE account_id = $1',
      [accountId],
    );
    return row ? { stats: row.stats, games: row.games, tables: row.tables } : { ...DEFAULT_SETTINGS };
  }

  async setSettings(accountId: string, s: ProfileSettings): Promise<void> {
    await this.db.query(
      `INSERT INTO profile_settings (account_id, stats, games, tables) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id) DO UPDATE SET stats = EXCLUDED.stats, games = EXCLUDED.games, tables = EXCLUDED.tables`,
      [accountId, s.stats, s.games, s.tables],
    );
  }

  async relation(from: string, to: string): Promise<Relation> {
    const [row] = await this.db.query<Record<keyof Relation, boolean>>(
      `SELECT EXISTS (SELECT 1 FROM friends WHERE account_id = $1 AND friend_id = $2) AS friends,
              EXISTS (SELECT 1 FROM friend_requests WHERE from_id = $1 AND to_id = $2) AS asked,
              EXISTS (SELECT 1 FROM friend_requests r WHERE r.from_id = $2 AND r.to_id = $1
                      AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = $1 AND b.blocked_id = $2)) AS asking,
              EXISTS (SELECT 1 FROM blocks WHERE account_id = $1 AND blocked_id = $2) AS blocked,
              EXISTS (SELECT 1 FROM blocks WHERE account_id = $2 AND blocked_id = $1) AS "blockedBy"`,
      [from, to],
    );
    return row;
  }

  // Statistics, from the results the recorder wrote (finished_games, finished_game_players, ratings).

  async games(accountId: string): Promise<GameRecord[]> {
    const [counts, ratings, history] = await Promise.all([
      this.db.query<{ game_name: string; played: Num; won: Num }>(
        `SELECT game_name, count(*) AS played, count(*) FILTER (WHERE won) AS won
         FROM finished_game_players WHERE account_id = $1 GROUP BY game_name`,
        [accountId],
      ),
      this.db.query<{ game_name: string; rating: number; games: number }>(
        'SELECT game_name, rating, games FROM ratings WHERE account_id = $1',
        [accountId],
      ),
      // Per game, the last HISTORY_KEPT rated games (only those have a rating after), oldest first.
      this.db.query<{ game_name: string; finished_at: Num; rating_after: number }>(
        `SELECT game_name, finished_at, rating_after FROM (
           SELECT game_name, finished_at, rating_after, id,
                  row_number() OVER (PARTITION BY game_name ORDER BY finished_at DESC, id DESC) AS newest
           FROM finished_game_players WHERE account_id = $1 AND rating_after IS NOT NULL
         ) h WHERE newest <= $2 ORDER BY game_name, finished_at, id`,
        [accountId, HISTORY_KEPT],
      ),
    ]);
    const names = new Set([...counts.map((c) => c.game_name), ...ratings.map((r) => r.game_name)]);
    const records: GameRecord[] = [];
    for (const game of names) {
      const count = counts.find((c) => c.game_name === game);
      const rating = ratings.find((r) => r.game_name === game);
      records.push({
        game,
        played: Number(count?.played ?? 0),
        won: Number(count?.won ?? 0),
        rating: rating
          ? { rating: rating.rating, provisional: rating.games < PROVISIONAL_GAMES, games: rating.games }
          : null,
        history: history
          .filter((h) => h.game_name === game)
          .map((h) => ({ at: Number(h.finished_at), rating: h.rating_after })),
      });
    }
    return records.sort((a, b) => b.played - a.played || (a.game < b.game ? -1 : a.game > b.game ? 1 : 0));
  }

  async recent(accountId: string): Promise<RecentGame[]> {
    const own = await this.db.query<{
      match_id: string;
      game_name: string;
      table_number: number | null;
      finished_at: Num;
      rated: boolean;
      with_result: boolean;
      place: number;
      won: boolean;
      finished: boolean;
      rating_before: number | null;
      rating_after: number | null;
      replay: boolean;
    }>(
      `SELECT p.match_id, g.game_name, g.table_number, g.finished_at, g.rated, g.with_result,
              p.place, p.won, p.finished, p.rating_before, p.rating_after,
              EXISTS (SELECT 1 FROM matches m WHERE m.match_id = p.match_id) AS replay
       FROM finished_game_players p JOIN finished_games g ON g.match_id = p.match_id
       WHERE p.account_id = $1 ORDER BY p.finished_at DESC, p.id DESC LIMIT $2`,
      [accountId, RECENT_SHOWN],
    );
    // Every player of those games in one query, in seat order.
    const ids = [...new Set(own.map((r) => r.match_id))];
    const players = await this.db.query<{
      match_id: string;
      seat: string;
      username: string | null;
      name: string | null;
      bot: boolean;
      place: number;
      score: number | null;
    }>(
      `SELECT p.match_id, p.seat, a.username, p.name, p.bot, p.place, p.score
       FROM finished_game_players p LEFT JOIN accounts a ON a.account_id = p.account_id
       WHERE p.match_id = ANY($1::text[]) ORDER BY p.match_id, length(p.seat), p.seat, p.id`,
      [ids],
    );
    const games: RecentGame[] = [];
    const seen = new Set<string>();
    for (const r of own) {
      // One account in two seats of a game shows the game once.
      if (seen.has(r.match_id)) continue;
      seen.add(r.match_id);
      games.push({
        matchID: r.match_id,
        game: r.game_name,
        tableNumber: r.table_number,
        finishedAt: Number(r.finished_at),
        rated: r.rated,
        withResult: r.with_result,
        place: r.place,
        won: r.won,
        finished: r.finished,
        ratingBefore: r.rating_before,
        ratingAfter: r.rating_after,
        players: players
          .filter((p) => p.match_id === r.match_id)
          .map((p) => ({
            seat: p.seat,
            // An account shows its username; a guest or a bot the name it played under; a deleted account neither.
            ...(p.username !== null ? { username: p.username } : p.name !== null ? { name: p.name } : {}),
            ...(p.bot ? { bot: true } : {}),
            place: p.place,
            score: p.score,
          })),
        replay: r.replay,
      });
    }
    return games;
  }

  async finishing(accountId: string): Promise<{ finished: number; played: number }> {
    const [row] = await this.db.query<{ finished: Num; played: Num }>(
      `SELECT count(*) FILTER (WHERE finished) AS finished, count(*) AS played
       FROM finished_game_players WHERE account_id = $1`,
      [accountId],
    );
    return { finished: Number(row?.finished ?? 0), played: Number(row?.played ?? 0) };
  }

  // Tables held now: a seat's row counts while its credentials are still the seat's own.

  /** The account's unfinished tables (unlisted ones only when `unlisted`), the last changed first. */
  async tablesOf(accountId: string, unlisted: boolean): Promise<ProfileTable[]> {
    const rows = await this.db.query<TableRow>(
      `SELECT s.account_id, s.match_id, s.seat, s.credentials_hash, m.game_name, m.metadata::text AS metadata, m.updated_at
       FROM account_seats s JOIN matches m ON m.match_id = s.match_id
       WHERE s.account_id = $1 AND NOT m.is_gameover ORDER BY m.updated_at DESC, s.match_id LIMIT $2`,
      [accountId, TABLES_SHOWN * 2],
    );
    return heldTables(rows, unlisted).map((t) => t.table);
  }

  /** The unfinished tables of the account's friends who show them to friends, the last changed first. */
  async friendsTables(accountId: string): Promise<(ProfileTable & { friend: string })[]> {
    const rows = await this.db.query<TableRow & { username: string }>(
      `SELECT s.account_id, a.username, s.match_id, s.seat, s.credentials_hash, m.game_name,
              m.metadata::text AS metadata, m.updated_at
       FROM friends f
       JOIN accounts a ON a.account_id = f.friend_id
       JOIN account_seats s ON s.account_id = f.friend_id
       JOIN matches m ON m.match_id = s.match_id
       LEFT JOIN profile_settings ps ON ps.account_id = f.friend_id
       WHERE f.account_id = $1 AND NOT m.is_gameover AND coalesce(ps.tables, $2) <> 'nobody'
       ORDER BY m.updated_at DESC, s.match_id, a.username_key LIMIT $3`,
      [accountId, DEFAULT_SETTINGS.tables, TABLES_SHOWN * 2],
    );
    const names = new Map(rows.map((r) => [r.account_id, r.username]));
    return heldTables(rows, true).map((t) => ({ ...t.table, friend: names.get(t.accountId)! }));
  }

  /** Whether the account holds a seat at this unfinished table now. */
  async holdsSeat(accountId: string, matchID: string): Promise<boolean> {
    const rows = await this.db.query<TableRow>(
      `SELECT s.account_id, s.match_id, s.seat, s.credentials_hash, m.game_name, m.metadata::text AS metadata, m.updated_at
       FROM account_seats s JOIN matches m ON m.match_id = s.match_id
       WHERE s.account_id = $1 AND s.match_id = $2 AND NOT m.is_gameover`,
      [accountId, matchID],
    );
    return heldTables(rows, true).length > 0;
  }

  /** Whether an account seated at the table now (by `metadata`) blocked this one. */
  async blockedAtTable(accountId: string, matchID: string, metadata: Server.MatchData): Promise<boolean> {
    const rows = await this.db.query<{ seat: string; credentials_hash: string }>(
      `SELECT s.seat, s.credentials_hash FROM account_seats s
       JOIN blocks b ON b.account_id = s.account_id AND b.blocked_id = $2
       WHERE s.match_id = $1`,
      [matchID, accountId],
    );
    return rows.some((r) => {
      const player = Object.hasOwn(metadata.players, r.seat) ? metadata.players[Number(r.seat)] : undefined;
      return Boolean(player?.credentials) && sha256(player!.credentials!) === r.credentials_hash;
    });
  }

  // Friends

  async friendsOf(accountId: string) {
    const friends = await this.db.query<{ username: string; since: Num }>(
      `SELECT a.username, f.since FROM friends f JOIN accounts a ON a.account_id = f.friend_id
       WHERE f.account_id = $1 ORDER BY a.username_key`,
      [accountId],
    );
    // A request from someone the player blocked stays hidden from them.
    const incoming = await this.db.query<{ username: string; asked_at: Num }>(
      `SELECT a.username, r.asked_at FROM friend_requests r JOIN accounts a ON a.account_id = r.from_id
       WHERE r.to_id = $1 AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = $1 AND b.blocked_id = r.from_id)
       ORDER BY r.asked_at DESC, a.username_key`,
      [accountId],
    );
    const outgoing = await this.db.query<{ username: string; asked_at: Num }>(
      `SELECT a.username, r.asked_at FROM friend_requests r JOIN accounts a ON a.account_id = r.to_id
       WHERE r.from_id = $1 ORDER BY r.asked_at DESC, a.username_key`,
      [accountId],
    );
    const blocked = await this.db.query<{ username: string; since: Num }>(
      `SELECT a.username, b.since FROM blocks b JOIN accounts a ON a.account_id = b.blocked_id
       WHERE b.account_id = $1 ORDER BY b.since DESC, a.username_key`,
      [accountId],
    );
    return {
      friends: friends.map((f) => ({ username: f.username, since: Number(f.since) })),
      incoming: incoming.map((r) => ({ username: r.username, at: Number(r.asked_at) })),
      outgoing: outgoing.map((r) => ({ username: r.username, at: Number(r.asked_at) })),
      blocked: blocked.map((b) => ({ username: b.username, since: Number(b.since) })),
    };
  }

  async pendingAsked(accountId: string): Promise<number> {
    const [row] = await this.db.query<{ n: Num }>('SELECT count(*) AS n FROM friend_requests WHERE from_id = $1', [
      accountId,
    ]);
    return Number(row?.n ?? 0);
  }

  async ask(from: string, to: string, now: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPair(tx, from, to);
      await tx.query(
        'INSERT INTO friend_requests (from_id, to_id, asked_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [from, to, now],
      );
    });
  }

  /**
   * Makes the two friends when each asked the other (neither blocking the other).
   * Run after a request is stored: of two crossing requests on two instances, the
   * later one to commit sees both. Answers whether they are friends now.
   */
  async befriendIfMutual(a: string, b: string, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockPair(tx, a, b);
      const [row] = await tx.query<{ n: Num }>(
        `SELECT count(*) AS n FROM friend_requests
         WHERE ((from_id = $1 AND to_id = $2) OR (from_id = $2 AND to_id = $1))
           AND NOT EXISTS (SELECT 1 FROM blocks WHERE (account_id = $1 AND blocked_id = $2) OR (account_id = $2 AND blocked_id = $1))`,
        [a, b],
      );
      if (Number(row?.n) !== 2) return false;
      await befriend(tx, a, b, now);
      return true;
    });
  }

  /** Accepts the other's request: false when there is none the player may see. */
  async accept(me: string, them: string, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockPair(tx, me, them);
      const taken = await tx.query(
        `DELETE FROM friend_requests r WHERE r.from_id = $2 AND r.to_id = $1
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.account_id = $1 AND b.blocked_id = $2) OR (b.account_id = $2 AND b.blocked_id = $1))
         RETURNING r.from_id`,
        [me, them],
      );
      if (taken.length === 0) return false;
      await befriend(tx, me, them, now);
      return true;
    });
  }

  async decline(me: string, them: string): Promise<void> {
    await this.db.query('DELETE FROM friend_requests WHERE from_id = $2 AND to_id = $1', [me, them]);
  }

  /** Ends a friendship and withdraws the player's own request to the other. */
  async remove(me: string, them: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPair(tx, me, them);
      await unfriend(tx, me, them);
      await tx.query('DELETE FROM friend_requests WHERE from_id = $1 AND to_id = $2', [me, them]);
    });
  }

  /** Blocks: no friendship, request or invitation is left either way. */
  async block(me: string, them: string, now: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPair(tx, me, them);
      await tx.query('INSERT INTO blocks (account_id, blocked_id, since) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        me,
        them,
        now,
      ]);
      await unfriend(tx, me, them);
      await dropRequests(tx, me, them);
      await tx.query('DELETE FROM table_invites WHERE (from_id = $1 AND to_id = $2) OR (from_id = $2 AND to_id = $1)', [
        me,
        them,
      ]);
    });
  }

  /** Unblocks; what the other asked while blocked is dropped, never shown late. */
  async unblock(me: string, them: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPair(tx, me, them);
      const removed = await tx.query('DELETE FROM blocks WHERE account_id = $1 AND blocked_id = $2 RETURNING since', [
        me,
        them,
      ]);
      if (removed.length > 0) await dropRequests(tx, me, them);
    });
  }

  // Invitations

  async invite(matchID: string, from: string, to: string, now: number): Promise<void> {
    await this.db.query(
      `INSERT INTO table_invites (match_id, to_id, from_id, invited_at, seen_at) VALUES ($1, $2, $3, $4, NULL)
       ON CONFLICT (match_id, to_id) DO UPDATE SET from_id = EXCLUDED.from_id, invited_at = EXCLUDED.invited_at, seen_at = NULL`,
      [matchID, to, from, now],
    );
  }

  /** The account's invitations to unfinished tables, newest first. */
  async invitesOf(accountId: string) {
    const rows = await this.db.query<{
      match_id: string;
      game_name: string;
      table_number: string | null;
      username: string;
      invited_at: Num;
      seen_at: Num | null;
    }>(
      `SELECT i.match_id, m.game_name, m.metadata ->> 'tableNumber' AS table_number, a.username, i.invited_at, i.seen_at
       FROM table_invites i JOIN matches m ON m.match_id = i.match_id JOIN accounts a ON a.account_id = i.from_id
       WHERE i.to_id = $1 AND NOT m.is_gameover ORDER BY i.invited_at DESC, i.match_id LIMIT $2`,
      [accountId, TABLES_SHOWN],
    );
    return rows.map((r) => ({
      matchID: r.match_id,
      game: r.game_name,
      tableNumber: r.table_number === null ? null : Number(r.table_number),
      from: r.username,
      at: Number(r.invited_at),
      seen: r.seen_at !== null,
    }));
  }

  async markSeen(accountId: string, matchID: string, now: number): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE table_invites SET seen_at = coalesce(seen_at, $3) WHERE to_id = $1 AND match_id = $2 RETURNING match_id',
      [accountId, matchID, now],
    );
    return rows.length > 0;
  }

  async dismiss(accountId: string, matchID: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM table_invites WHERE to_id = $1 AND match_id = $2 RETURNING match_id',
      [accountId, matchID],
    );
    return rows.length > 0;
  }

  /**
   * Counts one request of a kind against the account in the shared counters
   * (`sign_in_failures`, windows of `windowMs`, cleaned with the sign-in counts):
   * seconds to wait when it is beyond `max`, else 0.
   */
  async count(key: string, now: number, windowMs: number, max: number): Promise<number> {
    const [row] = await this.db.query<{ failures: number; window_start: Num }>(
      `INSERT INTO sign_in_failures (key, failures, window_start, blocked_until) VALUES ($1, 1, $2, 0)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN sign_in_failures.window_start + $3 <= $2 THEN 1 ELSE sign_in_failures.failures + 1 END,
         window_start = CASE WHEN sign_in_failures.window_start + $3 <= $2 THEN $2 ELSE sign_in_failures.window_start END
       RETURNING failures, window_start`,
      [key, now, windowMs],
    );
    if (row.failures <= max) return 0;
    return Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000));
  }
}

/** Namespace of the pairs' locks among PostgreSQL's advisory locks (first key). */
const PAIR_LOCKS = 0x6672;

/**
 * Holds two accounts' relation for the transaction, on every instance: a block
 * and an acceptance crossing each other would otherwise leave friends who block.
 */
async function lockPair(tx: Queryable, a: string, b: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))::text', [
    PAIR_LOCKS,
    a < b ? `${a}|${b}` : `${b}|${a}`,
  ]);
}

async function befriend(tx: Queryable, a: string, b: string, now: number): Promise<void> {
  await dropRequests(tx, a, b);
  await tx.query(
    'INSERT INTO friends (account_id, friend_id, since) VALUES ($1, $2, $3), ($2, $1, $3) ON CONFLICT DO NOTHING',
    [a, b, now],
  );
}

async function unfriend(tx: Queryable, a: string, b: string): Promise<void> {
  await tx.query(
    'DELETE FROM friends WHERE (account_id = $1 AND friend_id = $2) OR (account_id = $2 AND friend_id = $1)',
    [a, b],
  );
}

async function dropRequests(tx: Queryable, a: string, b: string): Promise<void> {
  await tx.query('DELETE FROM friend_requests WHERE (from_id = $1 AND to_id = $2) OR (from_id = $2 AND to_id = $1)', [
    a,
    b,
  ]);
}

/** The rows whose seat the account holds now, one per table, as a profile shows them. */
function heldTables(rows: TableRow[], unlisted: boolean): { accountId: string; table: ProfileTable }[] {
  const out: { accountId: string; table: ProfileTable }[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.match_id)) continue;
    let metadata: Server.MatchData & { tableNumber?: number; unlisted?: boolean };
    try {
      metadata = JSON.parse(r.metadata) as typeof metadata;
    } catch {
      continue;
    }
    const player = Object.hasOwn(metadata.players, r.seat) ? metadata.players[Number(r.seat)] : undefined;
    if (!player?.credentials || sha256(player.credentials) !== r.credentials_hash) continue;
    if (isOver(metadata) || (metadata.unlisted && !unlisted)) continue;
    seen.add(r.match_id);
    out.push({
      accountId: r.account_id,
      table: {
        matchID: r.match_id,
        game: r.game_name,
        tableNumber: typeof metadata.tableNumber === 'number' ? metadata.tableNumber : null,
        open: joinableSeats(metadata).length > 0,
        started: isStarted(metadata),
        players: Object.values(metadata.players).map((p) => ({ seat: String(p.id), name: p.name ?? null })),
        updatedAt: Number(r.updated_at),
      },
    });
    if (out.length >= TABLES_SHOWN) break;
  }
  return out;
}
