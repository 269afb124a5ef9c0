import type { Game } from 'boardgame.io';
import type Koa from 'koa';
import { z } from 'zod';
import {
  type LeaderRow,
  type Leaderboard,
  PROVISIONAL_GAMES,
  type SeatAccount,
  type SeatAccounts,
} from '../../engine/accounts/wire';
import type { Account } from '../accounts/store';
import { sha256 } from '../accounts/store';
import { checkBody } from '../hardening/body';
import { MATCH_ID } from '../hardening/packets';
import { badRequest, HttpError } from '../http/errors';
import type { SqlDriver } from '../storage/driver';
import { shown } from './rating';

// GET /api/ratings/:game/leaderboard and GET /api/ratings/seats (the shapes are
// engine/accounts/wire.ts's). Reads only: no CSRF guard, no body; the query is
// checked whole like a body, and ids of accounts never leave the server.

const MAX_TABLES = 50;
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

const leaderboardQuery = z.strictObject(
  {
    limit: z
      .string('limit must be a number from 1 to 100')
      .regex(/^[1-9]\d{0,2}$/, 'limit must be a number from 1 to 100')
      .optional(),
  },
  'the only query parameter is limit',
);
const seatsQuery = z.strictObject(
  { matchIDs: z.string('matchIDs must be a list of match ids').max(MAX_TABLES * 65, 'at most 50 matchIDs') },
  'the only query parameter is matchIDs',
);

export interface RatingRouteOptions {
  db: SqlDriver;
  games: ReadonlyMap<string, Game>;
  signedIn: (ctx: Koa.Context) => Promise<Account | undefined>;
}

interface Router {
  get(path: string, ...middleware: Koa.Middleware[]): unknown;
}

interface BoardRow {
  username: string;
  rating: number;
  games: number;
  wins: number;
  place: string | number | null;
}

const leaderRow = (r: BoardRow): LeaderRow => {
  const provisional = Number(r.games) < PROVISIONAL_GAMES;
  return {
    place: provisional || r.place === null ? null : Number(r.place),
    username: r.username,
    rating: Number(r.rating),
    games: Number(r.games),
    wins: Number(r.wins),
    provisional,
  };
};

export function ratingRoutes(router: unknown, options: RatingRouteOptions): void {
  const { db, games } = options;
  const get = (path: string, handler: (ctx: Koa.Context) => Promise<void>) =>
    (router as Router).get(path, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      await handler(ctx);
    });

  get('/api/ratings/seats', async (ctx) => {
    const { matchIDs } = checkBody(seatsQuery, { ...ctx.query });
    const ids = [...new Set(matchIDs.split(','))];
    if (ids.length > MAX_TABLES) throw badRequest('at most 50 matchIDs');
    if (!ids.every((id) => MATCH_ID.test(id))) throw badRequest('matchIDs must be a list of match ids');
    const rows = await db.query<{
      match_id: string;
      seat: string;
      credentials_hash: string;
      credentials: string | null;
      username: string;
      rating: number | null;
      games: number | null;
    }>(
      `SELECT s.match_id, s.seat, s.credentials_hash, m.metadata -> 'players' -> s.seat ->> 'credentials' AS credentials,
              a.username, r.rating, r.games
       FROM account_seats s JOIN matches m ON m.match_id = s.match_id JOIN accounts a ON a.account_id = s.account_id
       LEFT JOIN ratings r ON r.account_id = s.account_id AND r.game_name = m.game_name
       WHERE s.match_id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
      ids,
    );
    const tables: SeatAccounts['tables'] = Object.fromEntries(ids.map((id) => [id, {}]));
    for (const r of rows) {
      // Only the seat's holder now: a seat handed over or left has other credentials.
      if (!r.credentials || sha256(r.credentials) !== r.credentials_hash) continue;
      const seat: SeatAccount = {
        username: r.username,
        rating: r.rating === null || r.games === null ? null : shown(Number(r.rating), Number(r.games)),
      };
      tables[r.match_id][r.seat] = seat;
    }
    const answer: SeatAccounts = { tables };
    ctx.body = answer;
  });

  get('/api/ratings/:game/leaderboard', async (ctx) => {
    const game = String((ctx as unknown as { params: { game: string } }).params.game);
    if (!games.has(game)) throw new HttpError(404, 'no such game');
    const { limit } = checkBody(leaderboardQuery, { ...ctx.query });
    const count = limit === undefined ? DEFAULT_LIMIT : Number(limit);
    if (count > MAX_LIMIT) throw badRequest('limit must be a number from 1 to 100');
    // Equal ratings share a place (1, 2, 2, 4); provisional players are not on the board.
    const top = await db.query<BoardRow>(
      `SELECT a.username, r.rating, r.games, r.wins, RANK() OVER (ORDER BY r.rating DESC) AS place
       FROM ratings r JOIN accounts a ON a.account_id = r.account_id
       WHERE r.game_name = $1 AND r.games >= $2
       ORDER BY r.rating DESC, a.username_key LIMIT $3`,
      [game, PROVISIONAL_GAMES, count],
    );
    let you: LeaderRow | null = null;
    const account = await options.signedIn(ctx);
    if (account) {
      const [own] = await db.query<BoardRow>(
        `SELECT a.username, r.rating, r.games, r.wins,
                CASE WHEN r.games >= $3 THEN 1 + (SELECT count(*) FROM ratings o
                  WHERE o.game_name = r.game_name AND o.games >= $3 AND o.rating > r.rating) END AS place
         FROM ratings r JOIN accounts a ON a.account_id = r.account_id
         WHERE r.game_name = $1 AND r.account_id = $2`,
        [game, account.accountId, PROVISIONAL_GAMES],
      );
      if (own) you = leaderRow(own);
    }
    const answer: Leaderboard = { game, top: top.map(leaderRow), you };
    ctx.body = answer;
  });
}
