import { BIOMES } from './data/biomes';
import { EXPEDITIONS, type ExpeditionId } from './data/expeditions';
import { TOTEMS_PER_TRIBE } from './constants';
import type { IwariState, PlayerID } from './state';
import { log } from './ui';
import { mapOf, tentCounts, totemCounts } from './board';
import { settlementsOf } from './scoring';

// Expedition cards (reference §7.2, the stand-in set, table option): after each of
// a player's own placements, every card in play not yet completed twice and not
// yet completed by this player is checked; the first to complete it scores its
// first value at once, the second its second value.

/** Whether `player` has completed the mission of expedition `id` now. */
export function completes(G: IwariState, player: PlayerID, id: ExpeditionId): boolean {
  const index = mapOf(G);
  switch (id) {
    case 'E1': {
      const biomes = new Set(
        index.territories.filter((t) => t.spaces.some((s) => G.tents[s] === player)).map((t) => t.biome),
      );
      return BIOMES.every((b) => biomes.has(b));
    }
    case 'E2':
      return settlementsOf(G, player).some((s) => s.length >= 6);
    case 'E3':
      return settlementsOf(G, player).some((s) => new Set(s.map((x) => index.territoryOfSpace.get(x))).size >= 3);
    case 'E4': {
      let held = 0;
      for (const t of index.territories) {
        const counts = tentCounts(G, t);
        const mine = counts[player] ?? 0;
        if (mine > 0 && Object.values(counts).every((n) => n <= mine)) held++;
      }
      return held >= 3;
    }
    case 'E5':
      return index.territories.filter((t) => (totemCounts(G, t.id)[player] ?? 0) > 0).length >= 4;
    case 'E6':
      return G.supply[player].totems === 0 && TOTEMS_PER_TRIBE > 0;
    case 'E7':
      return index.territories.some((t) => {
        const counts = tentCounts(G, t);
        return (counts[player] ?? 0) >= 3 && Object.keys(counts).length === 1;
      });
    case 'E8': {
      const has = (territory: string) => index.territory.get(territory)!.spaces.some((s) => G.tents[s] === player);
      return index.connections.some((c) => c.kind === 'water' && has(c.a) && has(c.b));
    }
  }
}

/** Awards every expedition `player` has just completed. */
export function checkExpeditions(G: IwariState, player: PlayerID): void {
  for (const e of G.expeditions) {
    if (e.achievers.length >= 2 || e.achievers.includes(player) || !completes(G, player, e.id)) continue;
    const rank = e.achievers.length;
    const points = EXPEDITIONS[e.id].points[rank];
    e.achievers.push(player);
    G.scores[player] += points;
    G.breakdown[player].expeditions += points;
    log(G, 'expedition', { player, card: e.id, rank: rank + 1, points });
  }
}
