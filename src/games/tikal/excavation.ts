import { MAX_TEMPLE_VALUE } from './data/levels';
import type { SpaceId } from './data/board';
import { COST_EXCAVATE, EXCAVATIONS_PER_TEMPLE_PER_TURN } from './constants';
import type { PlayerID, TikalState } from './state';
import { log } from './ui';
import { mostUsedSpendablePiece, piecesBySpace } from './pieces';
import { canSpend } from './turn';

// Excavating temples (reference §4.4): 2 AP a level, at most two levels per temple
// per turn, each by a different own piece on it [B], never past an empty level stack.

/** The piece of `here` (his pieces on the space) that would do the digging, or -1 when it cannot be excavated. */
function excavator(G: TikalState, player: PlayerID, space: SpaceId, here: readonly number[]): number {
  const s = G.spaces[space];
  if (s.kind !== 'temple' || s.guard !== null) return -1;
  const next = s.templeValue + 1;
  if (next > MAX_TEMPLE_VALUE || G.levelSupply[next] <= 0) return -1;
  const used = G.turn.excavatedBy[space] ?? [];
  if (used.length >= EXCAVATIONS_PER_TEMPLE_PER_TURN) return -1;
  return mostUsedSpendablePiece(G, player, space, used, here);
}

/** Temples the player can raise now: only where a piece of his stands. */
export function legalExcavations(G: TikalState, player: PlayerID, bySpace?: ReadonlyMap<SpaceId, number[]>): SpaceId[] {
  const out: SpaceId[] = [];
  if (!canSpend(G, player, COST_EXCAVATE)) return out;
  for (const [space, here] of bySpace ?? piecesBySpace(G, player))
    if (excavator(G, player, space, here) >= 0) out.push(space);
  return out;
}

/** Raises a temple of legalExcavations by one level. */
export function excavate(G: TikalState, player: PlayerID, space: SpaceId): void {
  const piece = mostUsedSpendablePiece(G, player, space, G.turn.excavatedBy[space] ?? []);
  if (piece < 0) throw new Error(`no piece of ${player} left to excavate ${space}`);
  const s = G.spaces[space];
  s.templeValue += 1;
  G.levelSupply[s.templeValue] -= 1;
  (G.turn.excavatedBy[space] ??= []).push(piece);
  G.turn.ap -= COST_EXCAVATE;
  log(G, 'excavate', { player, space, value: s.templeValue });
}
