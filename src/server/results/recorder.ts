import type { Server } from 'boardgame.io';
import type { Logger } from 'pino';
import { sha256 } from '../accounts/store';
import { botLevelOf } from '../bots/driver';
import { clockIn } from '../clocks/clock';
import type { SeatEvent, TableSeats } from '../leaving/leaving';
import type { Queryable, SqlDriver } from '../storage/driver';
import { type Gameover, hasResult, placesOf } from './places';
import { NEW_SKILL, rateGame, type Skill, shownRating } from './rating';

// Records a finished table's result once. A trigger puts the match in
// `results_due` in the very transaction that stores its end (storage/schema.ts,
// version 4), so nothing is lost when the process dies right after; the recorder
// deletes that row in the transaction that writes the result, so of two
// attempts (this process's and the periodic sweep, or two instances of a
// cluster) exactly one writes it and the other finds nothing to delete. A
// failure rolls everything back and leaves the row for the next sweep.

export type Outcome =
  /** Written (with ratings when the table was rated). */
  | 'recorded'
  /** Another attempt took the row first. */
  | 'taken'
  /** No account played, or the match is gone: nothing to keep. */
  | 'nothing';

/** One row of finished_game_players before it is written. */
export interface PlayerRow {
  seat: string;
  accountId: string | null;
  name: string | null;
  bot: boolean;
  finished: boolean;
  place: number;
  won: boolean;
  score: number | null;
  ratingBefore: number | null;
  ratingAfter: number | null;
}

interface Link {
  account_id: string;
  seat: string;
  credentials_hash: string;
  taken_at: string | number;
}

type Metadata = Server.MatchData & TableSeats & { tableNumber?: unknown };

/** Seat events after which the seat's player no longer holds it: left, handed to a bot, opened. */
const LOST_SEAT = new Set<SeatEvent['event']>(['left', 'bot', 'opened']);

/** Who held each seat at the end, and every account that held one during the game and lost it. */
export function playersOf(metadata: Metadata, links: readonly Link[]): Omit<PlayerRow, 'place' | 'won' | 'score'>[] {
  const timedOut = new Set(clockIn(metadata)?.timedOut ?? []);
  const log = metadata.seatLog ?? [];
  const rows: Omit<PlayerRow, 'place' | 'won' | 'score'>[] = [];
  const blank = { ratingBefore: null, ratingAfter: null };
  const seats = Object.values(metadata.players).sort((a, b) => a.id - b.id);
  for (const player of seats) {
    const seat = String(player.id);
    const hash = player.credentials ? sha256(player.credentials) : undefined;
    const holder = links.find((l) => l.seat === seat && l.credentials_hash === hash);
    if (holder) {
      rows.push({
        seat,
        accountId: holder.account_id,
        name: null,
        bot: false,
        finished: !timedOut.has(seat),
        ...blank,
      });
    } else if (player.name) {
      const deleted = (player.data as { deletedPlayer?: unknown } | undefined)?.deletedPlayer === true;
      const bot = botLevelOf(player) !== null && (player.data as { standIn?: unknown }).standIn !== true;
      rows.push({
        seat,
        accountId: null,
        name: deleted ? null : player.name,
        bot,
        finished: !timedOut.has(seat),
        ...blank,
      });
    }
    // Accounts that held this seat and lost it while the game ran.
    for (const link of links) {
      if (link.seat !== seat || link === holder) continue;
      // While they held it: from when they took it until another account took it.
      const since = Number(link.taken_at);
      const until = Math.min(
        ...links.filter((l) => l.seat === seat && Number(l.taken_at) > since).map((l) => Number(l.taken_at)),
      );
      const lost = (e: SeatEvent) =>
        e.event !== 'ended' && LOST_SEAT.has(e.event) && e.seat === seat && e.at >= since && e.at < until;
      if (!log.some(lost)) continue;
      rows.push({ seat, accountId: link.account_id, name: null, bot: false, finished: false, ...blank });
    }
  }
  return rows;
}

export interface RecorderOptions {
  db: SqlDriver;
  log: Logger;
  now?: () => number;
}

export class ResultRecorder {
  private readonly running = new Map<string, Promise<Outcome | undefined>>();
  private sweeping: Promise<number> | undefined;

  constructor(private readonly options: RecorderOptions) {}

  /** The database it writes (tests read and seed ratings through it). */
  get db(): SqlDriver {
    return this.options.db;
  }

  private closed = false;

  /** Records the match's result if it is due; never throws (a failure is logged and tried again later). */
  record(matchID: string): Promise<Outcome | undefined> {
    // Closing: the row stays due for the next start.
    if (this.closed) return Promise.resolve(undefined);
    const under = this.running.get(matchID);
    if (under) return under;
    const attempt = this.attempt(matchID)
      .catch((error: unknown) => {
        this.options.log.error({ err: error, matchID }, 'result not recorded: tried again later');
        return undefined;
      })
      .finally(() => this.running.delete(matchID));
    this.running.set(matchID, attempt);
    return attempt;
  }

  /** Records every due result, oldest first (at start and periodically); answers how many were written. */
  sweep(limit = 500): Promise<number> {
    this.sweeping ??= (async () => {
      let written = 0;
      try {
        const due = await this.options.db.query<{ match_id: string }>(
          'SELECT match_id FROM results_due ORDER BY due_at, match_id LIMIT $1',
          [limit],
        );
        for (const { match_id } of due) if ((await this.record(match_id)) === 'recorded') written++;
      } catch (error) {
        this.options.log.error({ err: error }, 'due results not read: tried again later');
      }
      return written;
    })().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  /** Starts no more recordings and waits for those under way (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  /** Waits for the recordings under way. */
  async idle(): Promise<void> {
    await this.sweeping;
    await Promise.all(this.running.values());
  }

  private attempt(matchID: string): Promise<Outcome> {
    return this.options.db.transaction(async (tx) => {
      const [due] = await tx.query<{ due_at: string | number }>(
        'DELETE FROM results_due WHERE match_id = $1 RETURNING due_at',
        [matchID],
      );
      if (!due) return 'taken';
      const [match] = await tx.query<{ game_name: string; metadata: string; is_gameover: boolean }>(
        'SELECT game_name, metadata::text AS metadata, is_gameover FROM matches WHERE match_id = $1',
        [matchID],
      );
      if (!match?.is_gameover) return 'nothing';
      const links = await tx.query<Link>(
        'SELECT account_id, seat, credentials_hash, taken_at FROM account_seats WHERE match_id = $1 ORDER BY taken_at, account_id',
        [matchID],
      );
      if (links.length === 0) return 'nothing';
      const metadata = JSON.parse(match.metadata) as Metadata;
      const players = playersOf(metadata, links);
      if (!players.some((p) => p.accountId !== null)) return 'nothing';
      const gameover = metadata.gameover as Gameover | undefined;
      const placed = placesOf(gameover, players);
      const rows: PlayerRow[] = players.map((p, i) => ({ ...p, ...placed[i] }));
      const rated = (metadata.setupData as { rated?: unknown } | undefined)?.rated === true;
      const finishedAt = Number(due.due_at);
      const tableNumber = typeof metadata.tableNumber === 'number' ? metadata.tableNumber : null;
      const inserted = await tx.query(
        `INSERT INTO finished_games (match_id, game_name, table_number, players, rated, with_result, finished_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (match_id) DO NOTHING RETURNING match_id`,
        [
          matchID,
          match.game_name,
          tableNumber,
          Object.keys(metadata.players).length,
          rated,
          hasResult(gameover),
          finishedAt,
        ],
      );
      // Recorded already (a row put back by hand): the due row goes, nothing is counted twice.
      if (inserted.length === 0) return 'taken';
      if (rated) await rate(tx, match.game_name, rows, finishedAt);
      for (const r of rows)
        await tx.query(
          `INSERT INTO finished_game_players (match_id, game_name, finished_at, seat, account_id, name, bot, place, score,
             won, finished, rating_before, rating_after)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            matchID,
            match.game_name,
            finishedAt,
            r.seat,
            r.accountId,
            r.name,
            r.bot,
            r.place,
            r.score,
            r.won,
            r.finished,
            r.ratingBefore,
            r.ratingAfter,
          ],
        );
      this.options.log.info({ matchID, rated, players: rows.length }, 'result recorded');
      return 'recorded';
    });
  }
}

/**
 * Moves the ratings of the accounts at a rated table (every other seat is a bot
 * standing in for one who left, or nobody) and notes each row's rating before
 * and after. An account at two seats (it left one and took another) counts once,
 * at its worse place. A table where every account shares one place (everyone
 * left, or nobody did at a table ended by a vote) moves nobody: ties would only
 * shrink sigma, raising everyone's shown rating for a game nobody won.
 */
async function rate(tx: Queryable, gameName: string, rows: PlayerRow[], now: number): Promise<void> {
  const placeOf = new Map<string, number>();
  const wonBy = new Set<string>();
  for (const r of rows) {
    if (r.accountId === null) continue;
    placeOf.set(r.accountId, Math.max(placeOf.get(r.accountId) ?? 0, r.place));
    if (r.won) wonBy.add(r.accountId);
  }
  const accounts = [...placeOf.keys()].sort();
  if (accounts.length < 2 || new Set(placeOf.values()).size < 2) return;
  // Locked in one order (account id) by every instance: two games ending together
  // never deadlock, and neither overwrites the other's change.
  const list = (first: number) => accounts.map((_, i) => `$${i + first}`).join(', ');
  await tx.query(
    `INSERT INTO ratings (account_id, game_name, mu, sigma, rating, games, wins, updated_at)
     SELECT a, $1::text, ${NEW_SKILL.mu}, ${NEW_SKILL.sigma}, ${shownRating(NEW_SKILL)}, 0, 0, $2::bigint
     FROM unnest(ARRAY[${list(3)}]::text[]) AS a ORDER BY a ON CONFLICT (account_id, game_name) DO NOTHING`,
    [gameName, now, ...accounts],
  );
  const stored = await tx.query<{ account_id: string; mu: number; sigma: number; rating: number }>(
    `SELECT account_id, mu, sigma, rating FROM ratings WHERE game_name = $1 AND account_id IN (${list(2)})
     ORDER BY account_id FOR UPDATE`,
    [gameName, ...accounts],
  );
  const skills = new Map(stored.map((s) => [s.account_id, s]));
  const before = accounts.map((a) => skills.get(a)!);
  const after: Skill[] = rateGame(
    before.map((s, i) => ({ skill: { mu: Number(s.mu), sigma: Number(s.sigma) }, place: placeOf.get(accounts[i])! })),
  );
  const shownAfter = new Map<string, number>();
  for (const [i, account] of accounts.entries()) {
    const rating = shownRating(after[i]);
    shownAfter.set(account, rating);
    await tx.query(
      `UPDATE ratings SET mu = $3, sigma = $4, rating = $5, games = games + 1, wins = wins + $6, updated_at = $7
       WHERE account_id = $1 AND game_name = $2`,
      [account, gameName, after[i].mu, after[i].sigma, rating, wonBy.has(account) ? 1 : 0, now],
    );
  }
  for (const r of rows) {
    if (r.accountId === null) continue;
    r.ratingBefore = Number(skills.get(r.accountId)!.rating);
    r.ratingAfter = shownAfter.get(r.accountId)!;
  }
}
