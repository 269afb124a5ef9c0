import type { BotLevel } from '../../engine/bots/levels';
import type { GameState, MoveShape } from '../../engine/contract';

/** A move as a bot decides it: a member of the seat's legal list. */
export type BotDecision = MoveShape;

/** One decision to make: plain data, so it can be posted to the worker. */
export interface BotRequest {
  gameId: string;
  /**
   * What the bot's seat sees: the state after the game's view for that seat.
   * Online it is what the server sent that seat; on one screen the page applies
   * `viewOf(spec, G, seat)`. The engine fills in hidden things with `determinize`.
   */
  view: GameState;
  playerID: string;
  /** Every seat, in play order. */
  players: string[];
  level: BotLevel;
  /** Seeds the decision's random source: the same request gives the same move. */
  seed: string;
}

/** Where bots think: a Web Worker in the app, the page itself in unit tests. */
export interface BotRunner {
  /** Resolves to null when the bot finds no move; rejects when deciding failed. */
  decide(request: BotRequest): Promise<BotDecision | null>;
  dispose(): void;
}
