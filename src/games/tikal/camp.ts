import type { SpaceId } from './data/board';
import { COST_CAMP, MAX_CAMPS } from './constants';
import type { PlayerID, Space, TikalState } from './state';
import { log } from './ui';
import { piecesBySpace } from './pieces';
import { canSpend } from './turn';

// Forward camps (reference §4.8, §15.5).

/** A clearing, or a ruin whose last token is gone (it behaves as a clearing). */
export function isClearingLike(space: Space): boolean {
  return space.kind === 'clearing' || (space.kind === 'ruin' && space.treasuresLeft === 0);
}

function canBuildCampAt(G: TikalState, space: SpaceId): boolean {
  const s = G.spaces[space];
  // [§15.5] one camp per hex; opponents' pieces do not matter.
  return isClearingLike(s) && s.camp === null;
}

function mayBuildCamp(G: TikalState, player: PlayerID): boolean {
  return canSpend(G, player, COST_CAMP) && G.players[player].camps.length < MAX_CAMPS;
}

/** Where the player can build a camp now: with an own piece there, unless the table option says otherwise. */
export function legalCampSites(G: TikalState, player: PlayerID, bySpace?: ReadonlyMap<SpaceId, number[]>): SpaceId[] {
  const out: SpaceId[] = [];
  if (!mayBuildCamp(G, player)) return out;
  const sites = G.options.campNeedsPiece
    ? [...(bySpace ?? piecesBySpace(G, player)).keys()]
    : G.spaces.map((_, id) => id);
  for (const space of sites) if (canBuildCampAt(G, space)) out.push(space);
  return out;
}

/** Builds a forward camp on one of legalCampSites. */
export function buildCamp(G: TikalState, player: PlayerID, space: SpaceId): void {
  G.spaces[space].camp = player;
  G.players[player].camps.push(space);
  G.turn.ap -= COST_CAMP;
  log(G, 'buildCamp', { player, space });
}
