import type { ComponentType } from 'react';
import type { Ctx } from 'boardgame.io';
import type { AnyGame } from '../registry/types';
import type { LogEntry, LogParam } from '../../games/types';

export type { LogEntry, LogParam };

/** A game's translated strings for one language: `{ log: {...}, prompt: {...}, ... }`. */
export type GameStrings = { [key: string]: string | GameStrings };

/** One seat at the table as the screen shows it. */
export interface SeatInfo {
  id: string;
  name: string;
  isBot: boolean;
  /** Online only: whether the seat's player is connected right now. */
  isConnected?: boolean;
}

/** A legal move as `game.ai.enumerate` returns it. */
export interface LegalMove {
  move: string;
  args: unknown[];
}

/** What the active player must do now: an i18n key under `<gameId>:prompt.` and its params. */
export interface Prompt {
  key: string;
  params?: Record<string, LogParam>;
}

/** A number shown on a player panel (score, coins, cards in hand...). */
export interface Counter {
  /** i18n key under `<gameId>:counter.`; the key itself is shown if it has no string. */
  key: string;
  value: number | string;
  /** Longer explanation shown in a tooltip. */
  help?: string;
}

/**
 * What `ctx.gameover` may hold for the end screen. Every field is optional; a game
 * that returns `{ winner }` only still gets an end screen.
 */
export interface GameoverInfo {
  winner?: string;
  winners?: string[];
  draw?: boolean;
  /** Final score per playerID. */
  scores?: Record<string, number>;
  /** Score breakdown per playerID: category (i18n `<gameId>:score.<category>`) → points. */
  breakdown?: Record<string, Record<string, number>>;
}

/** Everything a game's board receives. */
export interface TableBoardProps<G = unknown> {
  gameId: string;
  /** The game's boardgame.io definition (ai.enumerate, helpers); pass `game as AnyGame`. */
  game: AnyGame;
  /** The state as the seat on screen may see it (after the game's playerView). */
  G: G;
  ctx: Ctx;
  /** The seat that acts through this screen; null for spectators. */
  playerID: string | null;
  /** Whether playerID may make a move now. */
  isActive: boolean;
  /** boardgame.io move dispatchers for playerID. */
  moves: Record<string, (...args: unknown[]) => void>;
  /** The legal moves of playerID right now (empty when it may not act). */
  legalMoves: LegalMove[];
  seats: SeatInfo[];
}

/** What a game's `boards/<id>/Board.tsx` exports. Only the default export is required. */
export interface BoardModule<G = unknown> {
  default: ComponentType<TableBoardProps<G>>;
  /** The prompt bar's text; without it the kit says whose turn it is. */
  prompt?: (G: G, ctx: Ctx, playerID: string | null) => Prompt | null;
  /** Numbers for each player's panel; without it the kit derives some from G. */
  counters?: (G: G, ctx: Ctx, playerID: string) => Counter[];
}
