import type { Game, StorageAPI } from 'boardgame.io';
import type Koa from 'koa';
import { summarize } from '../../engine/tables/summary';
import type { AnySpec } from '../../engine/contract';
import { HttpError } from '../http/errors';
import { MATCH_ID } from '../hardening/packets';

// GET /games/:name/:id/summary: what a list of tables shows of one ("My tables"
// and the your-turn notices), built by src/engine/tables/summary.ts from the stored
// state and metadata: never credentials or hidden state. Under /games, so the
// Lobby API's origin check and read rate limit apply.

interface Router {
  get(path: string, ...middleware: Koa.Middleware[]): unknown;
}

type ContractGame = Game & { name: string; spec: AnySpec };

function paramOf(ctx: Koa.Context, key: string): string {
  const value = (ctx as unknown as { params?: Record<string, unknown> }).params?.[key];
  return typeof value === 'string' ? value : '';
}

export function summaryRoute(
  router: Router,
  options: { games: ReadonlyMap<string, Game>; store: StorageAPI.Async; now?: () => number },
): void {
  const { games, store, now = Date.now } = options;
  router.get('/games/:name/:id/summary', async (ctx) => {
    const game = games.get(paramOf(ctx, 'name'));
    if (!game || !('spec' in game)) throw new HttpError(404, 'no such game');
    const matchID = paramOf(ctx, 'id');
    if (!MATCH_ID.test(matchID)) throw new HttpError(404, 'no such match');
    const { metadata, state } = await store.fetch(matchID, { metadata: true, state: true });
    if (!metadata || !state || metadata.gameName !== game.name) throw new HttpError(404, 'no such match');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = summarize(game as ContractGame, matchID, metadata, state, now());
  });
}
