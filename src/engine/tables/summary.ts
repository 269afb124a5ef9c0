import type { Ctx, Game, Server, State } from 'boardgame.io';
import { progressOf, viewOf, type AnySpec, type GameState } from '../contract';
import { tableNameOf } from './tableName';

// What a list of tables shows of one ("My tables", the your-turn notices), as the
// server answers GET /games/:name/:id/summary and the pages read it: only what
// every spectator sees. Platform code beside the games, shared by both sides.

export interface TableSummary {
  matchID: string;
  game: string;
  tableNumber: number | null;
  /** The name its creator gave it (their seat's `data.tableName`), null when none. */
  tableName: string | null;
  players: { id: number; name: string | null; bot: string | null; isConnected: boolean | null }[];
  /** Seats that must act now (several in a simultaneous stage); empty once over or while seats are open. */
  acting: string[];
  progress: number;
  turn: number;
  /** Every seat was taken once: the game has begun (or can). */
  started: boolean;
  over: boolean;
  winners: string[];
  createdAt: number;
  updatedAt: number;
  /** The match's clock as stored, when it has one. */
  clock: unknown;
  /** The server's time when it answered, to count clocks from. */
  serverNow: number;
}

type ContractGame = Game & { name: string; spec: AnySpec };

function actingOf(ctx: Ctx): string[] {
  if (ctx.gameover !== undefined) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers).sort() : [ctx.currentPlayer];
}

export function summarize(
  game: ContractGame,
  matchID: string,
  metadata: Server.MatchData,
  state: State,
  now: number,
): TableSummary {
  const players = Object.values(metadata.players).map((p) => {
    const data = (p as { data?: { bot?: unknown } }).data;
    return {
      id: p.id,
      name: p.name ?? null,
      bot: typeof data?.bot === 'string' ? data.bot : null,
      isConnected: typeof p.isConnected === 'boolean' ? p.isConnected : null,
    };
  });
  // A table that started stays started when a seat is opened again; one its players
  // ended without a result is over though its game is not.
  const started = (metadata as { started?: unknown }).started === true || players.every((p) => p.name);
  const ended = (metadata.gameover as { endedWithoutResult?: unknown } | undefined)?.endedWithoutResult === true;
  const gameover = state.ctx.gameover as { winners?: unknown; winner?: unknown } | undefined;
  const winners = Array.isArray(gameover?.winners)
    ? gameover.winners.map(String)
    : gameover?.winner !== undefined
      ? [String(gameover.winner)]
      : [];
  const { tableNumber } = metadata as { tableNumber?: unknown };
  return {
    matchID,
    game: game.name,
    tableNumber: typeof tableNumber === 'number' ? tableNumber : null,
    tableName: tableNameOf(Object.values(metadata.players)),
    players,
    acting: started && !ended && players.every((p) => p.name) ? actingOf(state.ctx) : [],
    progress: progressOf(game.spec, viewOf(game.spec, state.G as GameState, null)),
    turn: state.ctx.turn,
    started,
    over: state.ctx.gameover !== undefined || ended,
    winners,
    createdAt: metadata.createdAt,
    updatedAt: metadata.updatedAt,
    clock: (metadata as { clock?: unknown }).clock ?? null,
    serverNow: now,
  };
}
