import { chooseMove } from '../../engine/bots/engine';
import { seededRng } from '../../engine/contract/rng';
import type { AnyGame } from '../registry/types';
import type { BotDecision, BotRequest } from './types';

/**
 * One decision by the shared bot engine (src/engine/bots), from the seat's view only,
 * with a random source seeded by the request: no Math.random, so a decision can be
 * replayed. Throws when the engine does (the caller reports it; never a fallback).
 */
export function decide(game: AnyGame, request: BotRequest): BotDecision | null {
  if (game.name !== request.gameId) throw new Error(`bot for ${request.gameId} was given ${game.name}`);
  return chooseMove(game.spec, request.view, request.playerID, request.players, request.level, seededRng(request.seed));
}

/** The seed of one decision: the match, the position (state id) and the seat. */
export function decisionSeed(matchID: string, stateID: number, playerID: string): string {
  return `${matchID}/${stateID}/${playerID}`;
}
