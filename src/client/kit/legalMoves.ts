import type { Ctx } from 'boardgame.io';
import type { AnyGame } from '../registry/types';
import type { LegalMove } from './types';

interface MoveLike { move?: unknown; args?: unknown; type?: unknown; payload?: { type?: unknown; args?: unknown } }

/** The moves `playerID` may make, from the game's `ai.enumerate`; events are left out. */
export function legalMovesOf(game: AnyGame, G: unknown, ctx: Ctx, playerID: string): LegalMove[] {
  const enumerate = game.ai?.enumerate;
  if (!enumerate || ctx.gameover !== undefined) return [];
  const out: LegalMove[] = [];
  for (const raw of enumerate(G, ctx, playerID) as MoveLike[]) {
    if (typeof raw.move === 'string') {
      out.push({ move: raw.move, args: Array.isArray(raw.args) ? raw.args : [] });
    } else if (raw.type === 'MAKE_MOVE' && typeof raw.payload?.type === 'string') {
      out.push({ move: raw.payload.type, args: Array.isArray(raw.payload.args) ? raw.payload.args : [] });
    }
  }
  return out;
}
