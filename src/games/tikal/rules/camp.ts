import { isSpaceId, type SpaceId } from '../data/board';
import { COST_CAMP, MAX_CAMPS } from '../constants';
import type { PlayerID, Space, TikalState } from '../state';
import { addLog } from './log';
import { piecesOn } from './pieces';
import { canSpend } from './turn';

// Forward camps (reference §4.8, §15.5).

/** A clearing, or a ruin whose last token is gone (it behaves as a clearing). */
export function isClearingLike(space: Space): boolean {
  return space.kind === 'clearing' || (space.kind === 'ruin' && space.treasuresLeft === 0);
}

export function legalCampSites(G: TikalState, player: PlayerID): SpaceId[] {
  const out: SpaceId[] = [];
  if (!canSpend(G, player, COST_CAMP) || G.players[player].campsBuilt >= MAX_CAMPS) return out;
  G.spaces.forEach((s, id) => {
    if (!isClearingLike(s) || s.camp !== null) return;
    // [§15.5] one camp per hex; opponents' pieces do not matter.
    if (G.options.campNeedsPiece && piecesOn(G, player, id).length === 0) return;
    out.push(id);
  });
  return out;
}

export function buildCamp(G: TikalState, player: PlayerID, space: SpaceId): boolean {
  if (!isSpaceId(space) || !legalCampSites(G, player).includes(space)) return false;
  G.spaces[space].camp = player;
  G.players[player].campsBuilt += 1;
  G.turn.ap -= COST_CAMP;
  addLog(G, 'buildCamp', { player, space });
  return true;
}
