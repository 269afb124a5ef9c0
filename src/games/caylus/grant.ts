// Earning royal favours. Favours are queued and chosen one at a time by their
// player (see favours.ts); the column limit is fixed when they are earned, so a
// favour from the Dungeon scoring still stops at column 2 (reference §5.2).
import { SIMPLE_FAVOUR_VP } from './data/board';
import type { CaylusState, PlayerID } from './state';
import { addVp, log } from './stock';

export function grantFavours(G: CaylusState, p: PlayerID, count: number, source: string): void {
  if (count <= 0) return;
  if (G.options.simplifiedFavours) {
    addVp(G, p, SIMPLE_FAVOUR_VP * count);
    log(G, 'favourSimple', { player: p, count, vp: SIMPLE_FAVOUR_VP * count, source });
    return;
  }
  log(G, 'favourEarned', { player: p, count, source });
  // Favours earned while resolving another favour (e.g. a Church built with the
  // buildings track) come first so the player finishes their own chain.
  const pending = { player: p, count, limit: G.favourColumnLimit };
  if (G.decision?.kind === 'favourBuilding') G.favourQueue.unshift(pending);
  else G.favourQueue.push(pending);
}
