import type { State } from 'boardgame.io';
import type { AnyGame } from '../registry/types';
import type { BotLevel } from './levels';

/** A move as a bot decides it: the move's name and arguments. */
export interface BotDecision {
  move: string;
  args: unknown[];
}

export interface BotRequest {
  gameId: string;
  /** The full state (bots in local play see everything, as boardgame.io's Local bots do). */
  state: State;
  playerID: string;
  level: BotLevel;
}

/** Where bots think: a Web Worker in the app, the page itself in unit tests. */
export interface BotRunner {
  /** Resolves to null when the bot finds no move. */
  decide(request: BotRequest): Promise<BotDecision | null>;
  dispose(): void;
}

/**
 * What a game may export from `src/games/<id>/bot.ts` to replace the built-in
 * RandomBot/MCTSBot: a factory for something with boardgame.io's `Bot.play`.
 */
export interface GameBotModule {
  createBot(options: { game: AnyGame; level: BotLevel }): {
    play(state: State, playerID: string): Promise<{ action: unknown }>;
  };
}
