import { MAX_TEMPLE_VALUE } from '../data/levels';
import type { SpaceId } from '../data/board';
import { COST_EXCAVATE, EXCAVATIONS_PER_TEMPLE_PER_TURN } from '../constants';
import type { PlayerID, TikalState } from '../state';
import { log } from '../ui';
import { mostUsedSpendablePiece } from './pieces';
import { canSpend } from './turn';

// Excavating temples (reference §4.4): 2 AP a level, at most two levels per temple
// per turn, each by a different own piece on it [B], never past an empty level stack.

/** The piece that would do the digging, or -1 when the temple cannot be excavated. */
function excavator(G: TikalState, player: PlayerID, space: SpaceId): number {
  if (!canSpend(G, player, COST_EXCAVATE)) return -1;
  const s = G.spaces[space];
  if (s.kind !== 'temple' || s.guard !== null) return -1;
  const next = s.templeValue + 1;
  if (next > MAX_TEMPLE_VALUE || G.levelSupply[next] <= 0) return -1;
  const used = G.turn.excavatedBy[space] ?? [];
  if (used.length >= EXCAVATIONS_PER_TEMPLE_PER_TURN) return -1;
  return mostUsedSpendablePiece(G, player, space, used);
}

export function legalExcavations(G: TikalState, player: PlayerID): SpaceId[] {
  const out: SpaceId[] = [];
  if (!canSpend(G, player, COST_EXCAVATE)) return out;
  G.spaces.forEach((s, id) => {
    if (s.kind === 'temple' && excavator(G, player, id) >= 0) out.push(id);
  });
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
