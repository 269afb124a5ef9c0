import type { Ctx, Game, Server, State, StorageAPI } from 'boardgame.io';
import type Koa from 'koa';
import { progressOf, viewOf, type AnySpec, type GameState } from '../../games/contract';
import { LobbyError } from '../hardening/lobby';
import { MATCH_ID } from '../hardening/packets';

// GET /games/:name/:id/summary: what a list of tables shows of one ("My tables"
// and the your-turn notices): the players, whose move it is, the progress, the
// clock, the end. Only what every spectator sees: the progress is read from the
// spectator's view, and no credentials or hidden state leave the server. Under
// /games, so the Lobby API's origin check and read rate limit apply.

export interface TableSummary {
  matchID: string;
  game: string;
  tableNumber: number | null;
  players: { id: number; name: string | null; bot: string | null; isConnected: boolean | null }[];
  /** Seats that must act now (several in a simultaneous stage); empty once over or while seats are open. */
  acting: string[];
  progress: number;
  turn: number;
  /** Every seat taken: the game has begun (or can). */
  started: boolean;
  over: boolean;
  winners: string[];
  createdAt: number;
  updatedAt: number;
  /** The match's clock as stored, when it has one, and the server's time to count from. */
  clock: unknown;
  serverNow: number;
}

interface Router {
  get(path: string, ...middleware: Koa.Middleware[]): unknown;
}

type ContractGame = Game & { name: string; spec: AnySpec };

function paramOf(ctx: Koa.Context, key: string): string {
  const value = (ctx as unknown as { params?: Record<string, unknown> }).params?.[key];
  return typeof value === 'string' ? value : '';
}

function actingOf(ctx: Ctx): string[] {
  if (ctx.gameover !== undefined) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers).sort() : [ctx.currentPlayer];
}

export function summarize(game: ContractGame, matchID: string, metadata: Server.MatchData, state: State, now: number): TableSummary {
  const players = Object.values(metadata.players).map((p) => {
    const data = (p as { data?: { bot?: unknown } }).data;
    return {
      id: p.id,
      name: p.name ?? null,
      bot: typeof data?.bot === 'string' ? data.bot : null,
      isConnected: typeof p.isConnected === 'boolean' ? p.isConnected : null,
    };
  });
  const started = players.every((p) => p.name);
  const gameover = state.ctx.gameover as { winners?: unknown; winner?: unknown } | undefined;
  const winners = Array.isArray(gameover?.winners) ? gameover.winners.map(String) : gameover?.winner !== undefined ? [String(gameover.winner)] : [];
  const { tableNumber } = metadata as { tableNumber?: unknown };
  return {
    matchID,
    game: game.name,
    tableNumber: typeof tableNumber === 'number' ? tableNumber : null,
    players,
    acting: started ? actingOf(state.ctx) : [],
    progress: progressOf(game.spec, viewOf(game.spec, state.G as GameState, null)),
    turn: state.ctx.turn,
    started,
    over: state.ctx.gameover !== undefined,
    winners,
    createdAt: metadata.createdAt,
    updatedAt: metadata.updatedAt,
    clock: (metadata as { clock?: unknown }).clock ?? null,
    serverNow: now,
  };
}

export function summaryRoute(router: Router, options: { games: ReadonlyMap<string, Game>; store: StorageAPI.Async; now?: () => number }): void {
  const { games, store, now = Date.now } = options;
  router.get('/games/:name/:id/summary', async (ctx) => {
    const game = games.get(paramOf(ctx, 'name'));
    if (!game || !('spec' in game)) throw new LobbyError(404, 'no such game');
    const matchID = paramOf(ctx, 'id');
    if (!MATCH_ID.test(matchID)) throw new LobbyError(404, 'no such match');
    const { metadata, state } = await store.fetch(matchID, { metadata: true, state: true });
    if (!metadata || !state || metadata.gameName !== game.name) throw new LobbyError(404, 'no such match');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = summarize(game as ContractGame, matchID, metadata, state, now());
  });
}
