import type { SpaceId } from './data/board';
import { COST_GUARD, MAX_GUARDS } from './constants';
import type { PlayerID, TikalState } from './state';
import { log } from './ui';
import { hasStrictMajority, piecesBySpace, piecesOn } from './pieces';
import { canSpend } from './turn';

// Temple guards (reference §4.7, §15.6).

function mayGuard(G: TikalState, player: PlayerID): boolean {
  return canSpend(G, player, COST_GUARD) && G.players[player].guardsPlaced < MAX_GUARDS;
}

function canGuardAt(G: TikalState, player: PlayerID, space: SpaceId): boolean {
  const s = G.spaces[space];
  return s.kind === 'temple' && s.guard === null && hasStrictMajority(G, player, space);
}

/** Temples the player can guard now: a strict majority needs a piece of his there. */
export function legalGuardSites(G: TikalState, player: PlayerID, bySpace?: ReadonlyMap<SpaceId, number[]>): SpaceId[] {
  const out: SpaceId[] = [];
  if (!mayGuard(G, player)) return out;
  for (const space of (bySpace ?? piecesBySpace(G, player)).keys()) if (canGuardAt(G, player, space)) out.push(space);
  return out;
}

/**
 * Guards a temple of legalGuardSites. [§15.6] An explorer on the temple becomes the guard (the leader only when no
 * explorer is there); every other own piece there, leader included, leaves the game.
 */
export function placeGuard(G: TikalState, player: PlayerID, space: SpaceId): void {
  const pieces = G.players[player].pieces;
  const here = piecesOn(G, player, space);
  const guard = here.find((i) => pieces[i].kind === 'explorer') ?? here[0];
  let removed = 0;
  let leaderRemoved = false;
  for (const i of here) {
    if (i === guard) {
      pieces[i].where = 'guard';
    } else {
      if (pieces[i].kind === 'leader') leaderRemoved = true;
      pieces[i].where = 'removed';
      pieces[i].space = -1;
      removed++;
    }
  }
  G.spaces[space].guard = player;
  G.players[player].guardsPlaced += 1;
  G.turn.ap -= COST_GUARD;
  log(G, 'placeGuard', {
    player,
    space,
    value: G.spaces[space].templeValue,
    guard: pieces[guard].kind,
    removed,
    leaderRemoved,
  });
}
