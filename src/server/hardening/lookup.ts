import type { Game, Server, StorageAPI } from 'boardgame.io';
import type Koa from 'koa';
import { HttpError } from '../http/errors';
import { authenticateCredentials } from './auth';
import { MATCH_ID } from './packets';

// The game, match and seat a Lobby or seat route names, looked up as the table's
// own: a seat ID of "__proto__" is no seat, a match of another game is no match.

/** A route parameter as @koa/router decoded it. */
export function paramOf(ctx: Koa.Context, key: string): string {
  const params = (ctx as unknown as { params?: Record<string, unknown> }).params;
  const value = params?.[key];
  return typeof value === 'string' ? value : '';
}

/** The game of `/games/:name/…`; 404 when the server does not serve it. */
export function gameOf(ctx: Koa.Context, games: ReadonlyMap<string, Game>): Game {
  const game = games.get(paramOf(ctx, 'name'));
  if (!game) throw new HttpError(404, 'no such game');
  return game;
}

/** The match of `/games/:name/:id/…`, of that game; 404 otherwise. */
export async function matchOf(
  ctx: Koa.Context,
  game: Game,
  store: StorageAPI.Async,
): Promise<{ matchID: string; metadata: Server.MatchData }> {
  const matchID = paramOf(ctx, 'id');
  if (!MATCH_ID.test(matchID)) throw new HttpError(404, 'no such match');
  const { metadata } = await store.fetch(matchID, { metadata: true });
  if (!metadata || metadata.gameName !== game.name) throw new HttpError(404, 'no such match');
  return { matchID, metadata };
}

/** One of the match's own seats; 404 otherwise. */
export function seatIn(metadata: Server.MatchData, seat: string): Server.PlayerMetadata {
  if (!Object.hasOwn(metadata.players, seat)) throw new HttpError(404, 'no such seat');
  return metadata.players[Number(seat)];
}

/** The seat, when the credentials are its own; 403 otherwise, never echoing them (a wrong token is as secret as a right one). */
export function authenticatedSeat(
  metadata: Server.MatchData,
  seat: string,
  credentials: string,
): Server.PlayerMetadata {
  const player = seatIn(metadata, seat);
  if (!authenticateCredentials(credentials, player)) throw new HttpError(403, 'invalid credentials');
  return player;
}
