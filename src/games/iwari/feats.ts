import { FEAT_COPIES, FEATS, type Feat } from './data/feats';
import type { IwariState, PendingFeat, PlayerID } from './state';
import { log } from './ui';
import { freeSpaces, mapOf, openConnections, territoryName, totemCounts, totemLeaders } from './board';
import { settlementsOf } from './scoring';

// Feats (reference §7.1, table option): checked after each of a player's own
// placements. Union: the first and second players to complete a settlement, on a
// territory the settlement lies in. Discovery: the first and second players to put
// a tent on the last free space of a territory, on any other territory. Honour and
// Respect: the first player to hold the totem majority on both sides of an open
// land (water) connection, on such a connection [S]. A player earns each feat at
// most once [S]; the third tribe earns none [S].

/** What the placement just made did: the territory it was in and whether it put tents there. */
export interface PlacementFacts {
  territory: string;
  tents: number;
}

function earnable(G: IwariState, feat: Feat, player: PlayerID): boolean {
  const earned = G.featsEarned[feat];
  return earned.length < FEAT_COPIES[feat] && !earned.includes(player);
}

/** Open connections of one kind where `player` holds the totem majority on both sides. */
export function majorityConnections(G: IwariState, player: PlayerID, kind: 'land' | 'water'): number[] {
  return openConnections(G)
    .filter(
      (c) =>
        c.kind === kind &&
        totemLeaders(totemCounts(G, c.a)).includes(player) &&
        totemLeaders(totemCounts(G, c.b)).includes(player),
    )
    .map((c) => c.n);
}

/** The feats this placement earns `player`, in the order they are placed. */
export function featsEarnedBy(G: IwariState, player: PlayerID, facts: PlacementFacts): PendingFeat[] {
  const out: PendingFeat[] = [];
  const index = mapOf(G);
  if (earnable(G, 'union', player)) {
    const settlements = settlementsOf(G, player);
    if (settlements.length > 0) {
      const where = new Set(settlements.flat().map((s) => index.territoryOfSpace.get(s)!));
      out.push({
        feat: 'union',
        territories: index.territories.map((t) => t.id).filter((t) => where.has(t)),
        connections: [],
      });
    }
  }
  if (earnable(G, 'discovery', player) && facts.tents > 0) {
    const t = index.territory.get(facts.territory)!;
    if (freeSpaces(G, t).length === 0) {
      out.push({
        feat: 'discovery',
        territories: index.territories.map((x) => x.id).filter((x) => x !== t.id),
        connections: [],
      });
    }
  }
  for (const [feat, kind] of [
    ['honour', 'land'],
    ['respect', 'water'],
  ] as const) {
    if (!earnable(G, feat, player)) continue;
    const connections = majorityConnections(G, player, kind);
    if (connections.length > 0) out.push({ feat, territories: [], connections });
  }
  return out;
}

/** Records the feats as earned and logs them; they wait in G.turn.feats to be placed. */
export function earnFeats(G: IwariState, player: PlayerID, feats: readonly PendingFeat[]): void {
  for (const f of feats) {
    G.featsEarned[f.feat].push(player);
    log(G, 'featEarned', { player, feat: f.feat });
    G.turn.feats.push(f);
  }
}

export function placeFeatOnTerritory(G: IwariState, player: PlayerID, territory: string): void {
  const f = G.turn.feats.shift();
  if (!f?.territories.includes(territory)) throw new Error(`no feat for ${territory}`);
  (G.featsOnTerritories[territory] ??= []).push(f.feat);
  log(G, 'featOnTerritory', { player, feat: f.feat, territory, ...territoryName(mapOf(G), territory) });
}

export function placeFeatOnConnection(G: IwariState, player: PlayerID, n: number): void {
  const f = G.turn.feats.shift();
  if (!f?.connections.includes(n)) throw new Error(`no feat for connection ${n}`);
  (G.featsOnConnections[String(n)] ??= []).push(f.feat);
  log(G, 'featOnConnection', { player, feat: f.feat, connection: n });
}

/**
 * Leaves the waiting feat unplaced. The help page says the earner "can place" it:
 * a choice. He still counts as its first (or second) earner, so nobody else gains it.
 */
export function declineFeat(G: IwariState, player: PlayerID): void {
  const f = G.turn.feats.shift();
  if (!f) throw new Error('no feat to decline');
  log(G, 'featDeclined', { player, feat: f.feat });
}

export function noFeatsEarned(): Record<Feat, PlayerID[]> {
  return Object.fromEntries(FEATS.map((f) => [f, []])) as unknown as Record<Feat, PlayerID[]>;
}
