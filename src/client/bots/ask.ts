import type { BotLevel } from '../../engine/bots/levels';
import type { GameState } from '../../engine/contract';
import { decisionSeed } from './decide';
import type { BotDecision, BotRunner } from './types';

export interface BotTurn {
  gameId: string;
  matchID: string;
  /** The position's state id (`_stateID`): with the match and the seat, it seeds the decision. */
  stateID: number;
  /** What the seat sees (never the full state of a game with secrets). */
  view: GameState;
  playerID: string;
  players: readonly string[];
  level: BotLevel;
}

/** What went wrong with a bot, as the table shows it. */
export type BotProblem = { kind: 'noMove'; seat: string } | { kind: 'failed'; seat: string; reason: string };

/**
 * Asks the runner for a seat's move. A failure is never papered over with another
 * move: it is logged (game, seat, state id) and returned as a problem for the table
 * to show.
 */
export async function askBot(
  runner: BotRunner,
  turn: BotTurn,
): Promise<{ move: BotDecision } | { problem: BotProblem }> {
  const where = `game ${turn.gameId}, seat ${turn.playerID}, state ${turn.stateID}`;
  try {
    const move = await runner.decide({
      gameId: turn.gameId,
      view: turn.view,
      playerID: turn.playerID,
      players: [...turn.players],
      level: turn.level,
      seed: decisionSeed(turn.matchID, turn.stateID, turn.playerID),
    });
    if (move) return { move };
    console.error(`Bot found no move (${where})`);
    return { problem: { kind: 'noMove', seat: turn.playerID } };
  } catch (error) {
    console.error(`Bot failed (${where}):`, error);
    return {
      problem: { kind: 'failed', seat: turn.playerID, reason: error instanceof Error ? error.message : String(error) },
    };
  }
}
