import type { Server } from 'boardgame.io';
import type Koa from 'koa';
import { tableOptionValues } from '../../engine/contract/options';
import type { Account } from '../accounts/store';
import { sha256 } from '../accounts/store';
import { HttpError } from '../http/errors';
import type { Queryable } from '../storage/driver';

// Who may sit at a rated table (2 to 5 seats): signed-in players only, each account at one seat
// (a rating moves once per person), and no bots but the server's stand-in for
// one who left (seats/routes.ts refuses /bots at a rated table).

export const isRated = (setupData: unknown): boolean => tableOptionValues(setupData).rated;

export const SIGN_IN_TO_PLAY = 'a rated table is for signed-in players: sign in to play';
export const ONE_SEAT = 'you already have a seat at this rated table';
export const RATED_PLAYERS = 'a rated table has 2 to 5 players';

export interface SeatCheck {
  setupData: unknown;
  /** The seats of a table being created. */
  numPlayers?: number;
  /** The table joined (none yet when it is being created). */
  matchID?: string;
  metadata?: Server.MatchData;
}

/**
 * Refuses a guest a seat at a rated table, and an account a second one. Runs
 * under the match's lock before boardgame.io's join, which ties the new seat to
 * the account (accounts/seats.ts): two joins of one account never both pass.
 */
export function ratedSeatCheck(
  db: Queryable,
  signedIn: (ctx: Koa.Context) => Promise<Account | undefined>,
): (ctx: Koa.Context, table: SeatCheck) => Promise<void> {
  return async (ctx, table) => {
    if (!isRated(table.setupData)) return;
    if (table.numPlayers !== undefined && (table.numPlayers < 2 || table.numPlayers > 5))
      throw new HttpError(400, RATED_PLAYERS);
    const account = await signedIn(ctx);
    if (!account) throw new HttpError(403, SIGN_IN_TO_PLAY);
    if (!table.matchID || !table.metadata) return;
    const links = await db.query<{ seat: string; credentials_hash: string }>(
      'SELECT seat, credentials_hash FROM account_seats WHERE account_id = $1 AND match_id = $2',
      [account.accountId, table.matchID],
    );
    const players = table.metadata.players;
    for (const link of links) {
      const credentials = Object.hasOwn(players, link.seat) ? players[Number(link.seat)].credentials : undefined;
      if (credentials && sha256(credentials) === link.credentials_hash) throw new HttpError(403, ONE_SEAT);
    }
  };
}
