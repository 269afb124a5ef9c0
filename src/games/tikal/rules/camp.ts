import type { SpaceId } from '../data/board';
import { COST_CAMP, MAX_CAMPS } from '../constants';
import type { PlayerID, Space, TikalState } from '../state';
import { log } from '../ui';
import { piecesOn } from './pieces';
import { canSpend } from './turn';

// Forward camps (reference §4.8, §15.5).

/** A clearing, or a ruin whose last token is gone (it behaves as a clearing). */
export function isClearingLike(space: Space): boolean {
  return space.kind === 'clearing' || (space.kind === 'ruin' && space.treasuresLeft === 0);
}

function canBuildCampAt(G: TikalState, player: PlayerID, space: SpaceId): boolean {
  const s = G.spaces[space];
  if (!isClearingLike(s) || s.camp !== null) return false;
  // [§15.5] one camp per hex; opponents' pieces do not matter.
  return !G.options.campNeedsPiece || piecesOn(G, player, space).length > 0;
}

function mayBuildCamp(G: TikalState, player: PlayerID): boolean {
  return canSpend(G, player, COST_CAMP) && G.players[player].camps.length < MAX_CAMPS;
}

export function legalCampSites(G: TikalState, player: PlayerID): SpaceId[] {
  const out: SpaceId[] = [];
  if (!mayBuildCamp(G, player)) return out;
  for (let id = 0; id < G.spaces.length; id++) if (canBuildCampAt(G, player, id)) out.push(id);
  return out;
}

/** Builds a forward camp on one of legalCampSites. */
export function buildCamp(G: TikalState, player: PlayerID, space: SpaceId): void {
  G.spaces[space].camp = player;
  G.players[player].camps.push(space);
  G.turn.ap -= COST_CAMP;
  log(G, 'buildCamp', { player, space });
}
