import type { Game } from 'boardgame.io';
import type Koa from 'koa';
import { HttpError } from '../http/errors';
import type { PrintedData } from './load';

// GET /printed/:name: the printed values new matches of a game are made with, for
// the rules page ({ file: null, values: null } when the game uses its stand-ins).
// Public: they are what every player of those matches sees in G anyway.

interface Router {
  get(path: string, ...middleware: Koa.Middleware[]): unknown;
}

export function printedRoute(
  router: Router,
  options: { games: ReadonlyMap<string, Game>; printed: PrintedData | undefined },
): void {
  router.get('/printed/:name', (ctx) => {
    const name = (ctx as unknown as { params?: Record<string, unknown> }).params?.name;
    if (typeof name !== 'string' || !options.games.has(name)) throw new HttpError(404, 'no such game');
    const file = options.printed?.files.find((f) => f.game === name);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { file: file?.file ?? null, values: file ? options.printed!.values.get(name) : null };
  });
}
