import type { ComponentType } from 'react';
import type { Ctx } from 'boardgame.io';
import type { ContractGame, GameState, MoveShape } from '../../engine/contract';
import type { RecentMove } from './recent';

// The game's own types (LogEntry, Prompt, Counter, GameResult, MoveShape...) come
// from the contract in src/engine/contract; the kit only adds what the screen needs.

export type { GameStrings } from '../../engine/i18n/types';

/** One seat at the table as the screen shows it. */
export interface SeatInfo {
  id: string;
  name: string;
  isBot: boolean;
  /** Online only: whether the seat's player is connected right now. */
  isConnected?: boolean;
  /** Online only, a seat held by an account: its profile's address, and its rating in this game. */
  profileHref?: string;
  rating?: number;
  provisional?: boolean;
}

/** A legal move: the contract's MoveShape (`{ move, args }`), under the kit's old name. */
export type LegalMove = MoveShape;

/** Everything a game's board receives. */
export interface TableBoardProps<G extends GameState = GameState, M extends MoveShape = MoveShape> {
  gameId: string;
  /** The game on the contract; `game.spec` holds its rules (legalMoves, prompt, messages...). */
  game: ContractGame<G, M>;
  /** The state as the seat on screen may see it (`viewOf(spec, G, playerID)`). */
  G: G;
  ctx: Ctx;
  /** The seat that acts through this screen; null for spectators. */
  playerID: string | null;
  /** Whether playerID may make a move now. */
  isActive: boolean;
  /** boardgame.io move dispatchers for playerID. */
  moves: Record<string, (...args: unknown[]) => void>;
  /**
   * Every legal move of playerID now: `spec.legalMoves(G, playerID)`, the complete
   * list the server validates against (empty when it may not act). Boards highlight
   * from it and play its members.
   */
  legalMoves: M[];
  /**
   * Plays one of `legalMoves` through `moves`. A move that cannot be taken back
   * waits for a confirmation (the table option): playing the same move again
   * confirms it, as does the Confirm button under the prompt.
   */
  play: (move: M) => void;
  /** The move waiting for its confirmation, to show where it would go; null when none. */
  pending?: M | null;
  /**
   * The other seats' last moves (each one's last run of moves, until this seat's
   * next move; every player's for a spectator), in the order they were made:
   * boards mark where they happened so a bot's or a person's move can be followed.
   */
  recent?: RecentMove<M>[];
  seats: SeatInfo[];
}

/** What a game's `boards/<id>/Board.tsx` exports: the board. Prompt and counters come from the spec. */
export interface BoardModule<G extends GameState = GameState, M extends MoveShape = MoveShape> {
  default: ComponentType<TableBoardProps<G, M>>;
}
