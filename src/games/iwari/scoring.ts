import { SETTLEMENT_MIN } from './constants';
import type {
  ConnectionScore,
  IwariState,
  PlayerID,
  ScoreCategory,
  ScoringRecord,
  SettlementScore,
  TerritoryScore,
  Tribe,
} from './state';
import { log } from './ui';
import {
  mapOf,
  openConnections,
  tentCounts,
  tentCountsOn,
  tentGroups,
  territoryName,
  totemCounts,
  totemLeaders,
} from './board';

// Scoring (reference §6): the three algorithms as pure functions, then the half
// journey and the end of the journey applied to G, each with its log and record.

/**
 * Tent scoring of one territory (§6.2): the tribes with the most tents score the
 * total number of tents there; every other tribe scores the count of the tribe
 * ranked just above it. Tied tribes share a rank. Times `factor` (1 + feats).
 */
export function tentScores(counts: Record<Tribe, number>, factor = 1): Record<Tribe, number> {
  const present = Object.entries(counts).filter(([, n]) => n > 0);
  const total = present.reduce((s, [, n]) => s + n, 0);
  const levels = [...new Set(present.map(([, n]) => n))].sort((a, b) => b - a);
  const out: Record<Tribe, number> = {};
  for (const [tribe, n] of present) {
    const i = levels.indexOf(n);
    out[tribe] = (i === 0 ? total : levels[i - 1]) * factor;
  }
  return out;
}

/**
 * Totem scoring of one connection (§6.5): every tribe holding the totem majority
 * (ties included) on both sides scores one point per totem on both sides together,
 * whatever their colour, times `factor`.
 */
export function connectionScore(
  totA: Record<Tribe, number>,
  totB: Record<Tribe, number>,
  factor = 1,
): Record<Tribe, number> {
  const lb = totemLeaders(totB);
  const both = totemLeaders(totA).filter((x) => lb.includes(x));
  const sum = (t: Record<Tribe, number>) => Object.values(t).reduce((s, n) => s + n, 0);
  const points = (sum(totA) + sum(totB)) * factor;
  return Object.fromEntries(both.map((x) => [x, points]));
}

/** Settlements (§6.6): each group of at least 4 linked tents of one tribe scores its size. */
export function settlementsOf(G: Pick<IwariState, 'mapId' | 'printedMap' | 'tents'>, tribe: Tribe): string[][] {
  return tentGroups(G, tribe).filter((g) => g.length >= SETTLEMENT_MIN);
}

const isPlayer = (G: IwariState, tribe: Tribe): tribe is PlayerID => G.playOrder.includes(tribe);

function award(
  G: IwariState,
  player: PlayerID,
  category: ScoreCategory,
  points: number,
  totals: Record<PlayerID, number>,
): void {
  if (points === 0) return;
  G.scores[player] += points;
  G.breakdown[player][category] += points;
  totals[player] = (totals[player] ?? 0) + points;
}

/** The factor of a territory or connection: 1 plus the feats lying on it. */
export function territoryFactor(G: IwariState, territory: string): number {
  return 1 + (G.featsOnTerritories[territory]?.length ?? 0);
}

export function connectionFactor(G: IwariState, n: number): number {
  return 1 + (G.featsOnConnections[String(n)]?.length ?? 0);
}

/** Tent scoring of every territory as it stands: what each tribe would get now. */
export function territoryScores(G: IwariState): TerritoryScore[] {
  return mapOf(G).territories.map((t) => {
    const tents = tentCounts(G, t);
    const factor = territoryFactor(G, t.id);
    const all = tentScores(tents, factor);
    const points: Record<PlayerID, number> = {};
    for (const [tribe, n] of Object.entries(all)) if (isPlayer(G, tribe)) points[tribe] = n;
    return { territory: t.id, factor, tents, points };
  });
}

/** Totem scoring of every open connection as it stands. */
export function connectionScores(G: IwariState): ConnectionScore[] {
  return openConnections(G).map((c) => {
    const totemsA = { ...totemCounts(G, c.a) };
    const totemsB = { ...totemCounts(G, c.b) };
    const factor = connectionFactor(G, c.n);
    const points: Record<PlayerID, number> = {};
    for (const [tribe, n] of Object.entries(connectionScore(totemsA, totemsB, factor)))
      if (isPlayer(G, tribe)) points[tribe] = n;
    return { n: c.n, factor, totemsA, totemsB, points };
  });
}

/** The purple road scored as a territory (The Long Road), or null on other maps. */
export function roadScore(G: IwariState): TerritoryScore | null {
  const { road } = mapOf(G);
  if (road.size === 0) return null;
  const tents = tentCountsOn(G, road);
  const points: Record<PlayerID, number> = {};
  for (const [tribe, n] of Object.entries(tentScores(tents))) if (isPlayer(G, tribe)) points[tribe] = n;
  return { territory: 'road', factor: 1, tents, points };
}

function scoreTerritories(G: IwariState, category: 'halfJourney' | 'tents', record: ScoringRecord): void {
  const index = mapOf(G);
  for (const t of territoryScores(G)) {
    record.territories.push(t);
    for (const p of G.playOrder) {
      const points = t.points[p] ?? 0;
      if (points === 0) continue;
      award(G, p, category, points, record.totals);
      log(G, 'tentPoints', {
        player: p,
        territory: t.territory,
        ...territoryName(index, t.territory),
        tents: t.tents[p] ?? 0,
        factor: t.factor,
        points,
      });
    }
  }
}

function emptyRecord(G: IwariState, kind: 'half' | 'final'): ScoringRecord {
  return {
    kind,
    territories: [],
    connections: [],
    settlements: [],
    road: null,
    totals: Object.fromEntries(G.playOrder.map((p) => [p, 0])),
  };
}

/** The half-journey scoring (§6.1): tents only, in every territory. */
export function scoreHalfJourney(G: IwariState): void {
  log(G, 'halfJourney', {});
  const record = emptyRecord(G, 'half');
  scoreTerritories(G, 'halfJourney', record);
  G.scorings.push(record);
  for (const p of G.playOrder)
    log(G, 'scoringTotal', { player: p, half: true, points: record.totals[p], total: G.scores[p] });
}

/** The end-of-journey scoring (§6.4): tents, totems on connections, settlements, the purple road. */
export function scoreFinal(G: IwariState): void {
  log(G, 'finalScoring', {});
  const record = emptyRecord(G, 'final');
  scoreTerritories(G, 'tents', record);
  for (const c of connectionScores(G)) {
    record.connections.push(c);
    for (const p of G.playOrder) {
      const points = c.points[p] ?? 0;
      if (points === 0) continue;
      award(G, p, 'totems', points, record.totals);
      log(G, 'totemPoints', { player: p, connection: c.n, factor: c.factor, points });
    }
  }
  for (const p of G.playOrder) {
    for (const spaces of settlementsOf(G, p)) {
      const s: SettlementScore = { player: p, spaces };
      record.settlements.push(s);
      award(G, p, 'settlements', spaces.length, record.totals);
      log(G, 'settlementPoints', { player: p, size: spaces.length, points: spaces.length });
    }
  }
  const road = roadScore(G);
  if (road) {
    record.road = road;
    for (const p of G.playOrder) {
      const points = road.points[p] ?? 0;
      if (points === 0) continue;
      award(G, p, 'road', points, record.totals);
      log(G, 'roadPoints', { player: p, tents: road.tents[p] ?? 0, points });
    }
  }
  G.scorings.push(record);
  for (const p of G.playOrder)
    log(G, 'scoringTotal', { player: p, half: false, points: record.totals[p], total: G.scores[p] });
}

/** Pieces a player has not placed: the tie-break (§6.7). */
export function unusedPieces(G: IwariState, player: PlayerID): number {
  const s = G.supply[player];
  return s.tents + s.totems;
}

/** The winners: most points, then most unused pieces; still tied, a shared victory. */
export function winnersOf(G: IwariState): PlayerID[] {
  const best = Math.max(...G.playOrder.map((p) => G.scores[p]));
  const top = G.playOrder.filter((p) => G.scores[p] === best);
  const most = Math.max(...top.map((p) => unusedPieces(G, p)));
  return top.filter((p) => unusedPieces(G, p) === most);
}
