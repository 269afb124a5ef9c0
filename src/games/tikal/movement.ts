import { NEIGHBOURS, SPACE_COUNT, oppositeEdge, type SpaceId } from './data/board';
import { COST_BRING_IN, COST_CAMP_JUMP } from './constants';
import type { PieceKind, PlayerID, Space, TikalState } from './state';
import { log } from './ui';
import { campsOf } from './pieces';
import { canSpend } from './turn';

// Getting pieces onto the board and across it (reference §4.1 actions 1–3, §4.3).

/** AP to cross from `from` over `edge`: stones on both sides; 0 means impassable. */
export function crossingCost(G: TikalState, from: SpaceId, edge: number): number {
  return G.crossings.charCodeAt(from * 6 + edge) - 48;
}

function open(space: Space): boolean {
  return space.kind !== null && space.kind !== 'volcano';
}

function edgeCost(spaces: readonly Space[], from: SpaceId, edge: number): number {
  const to = NEIGHBOURS[from][edge];
  if (to < 0 || !open(spaces[from]) || !open(spaces[to])) return 0;
  return spaces[from].stones[edge] + spaces[to].stones[oppositeEdge(edge)];
}

/** G.crossings computed from scratch. */
export function crossingTable(spaces: readonly Space[]): string {
  let out = '';
  for (let id = 0; id < SPACE_COUNT; id++) for (let edge = 0; edge < 6; edge++) out += edgeCost(spaces, id, edge);
  return out;
}

/** Updates G.crossings around a newly explored space, reading only it and its neighbours. */
export function refreshCrossingsAround(G: TikalState, space: SpaceId): void {
  const cells = G.crossings.split('');
  for (let edge = 0; edge < 6; edge++) {
    const cost = String(edgeCost(G.spaces, space, edge));
    cells[space * 6 + edge] = cost;
    const n = NEIGHBOURS[space][edge];
    if (n >= 0) cells[n * 6 + oppositeEdge(edge)] = cost;
  }
  G.crossings = cells.join('');
}

function costTable(G: TikalState): number[] {
  const s = G.crossings;
  const out = new Array<number>(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) - 48;
  return out;
}

/** Cheapest AP cost from `from` to every space (Infinity where unreachable). */
export function travelCosts(G: TikalState, from: SpaceId): number[] {
  return costsFrom(costTable(G), from);
}

function costsFrom(table: readonly number[], from: SpaceId): number[] {
  const dist = new Array<number>(SPACE_COUNT).fill(Infinity);
  const done = new Array<boolean>(SPACE_COUNT).fill(false);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    for (let s = 0; s < SPACE_COUNT; s++) if (!done[s] && dist[s] < Infinity && (u < 0 || dist[s] < dist[u])) u = s;
    if (u < 0) break;
    done[u] = true;
    for (let edge = 0; edge < 6; edge++) {
      const cost = table[u * 6 + edge];
      if (cost === 0) continue;
      const v = NEIGHBOURS[u][edge];
      if (dist[u] + cost < dist[v]) dist[v] = dist[u] + cost;
    }
  }
  return dist;
}

export interface Reach {
  space: SpaceId;
  cost: number;
}

/** Spaces a piece can walk to with the AP left, each with its cheapest cost. */
export function reachableSpaces(G: TikalState, player: PlayerID, piece: number): Reach[] {
  if (!canSpend(G, player, 1)) return [];
  const p = G.players[player].pieces[piece];
  if (p?.where !== 'board') return [];
  return reachFrom(G, p.space, G.turn.ap);
}

export function reachFrom(G: TikalState, from: SpaceId, ap: number): Reach[] {
  return reachWithin(costTable(G), from, ap);
}

/** Reachable spaces from several starting spaces, sharing one crossing table. */
export function reachFromEach(G: TikalState, froms: readonly SpaceId[], ap: number): Map<SpaceId, Reach[]> {
  const table = costTable(G);
  return new Map(froms.map((from) => [from, reachWithin(table, from, ap)]));
}

/**
 * Spaces within `ap` of `from` with their cheapest costs, by space. Crossings cost
 * 1 to 6 and a turn has at most 10 AP, so a queue of buckets per cost beats a full
 * Dijkstra (this runs for every walk validated and every bot move listed).
 */
function reachWithin(table: readonly number[], from: SpaceId, ap: number): Reach[] {
  const dist = new Array<number>(SPACE_COUNT).fill(Infinity);
  const buckets: SpaceId[][] = Array.from({ length: ap + 1 }, () => []);
  dist[from] = 0;
  buckets[0].push(from);
  for (let d = 0; d <= ap; d++) {
    for (const u of buckets[d]) {
      if (dist[u] !== d) continue; // reached more cheaply since
      for (let edge = 0; edge < 6; edge++) {
        const cost = table[u * 6 + edge];
        if (cost === 0) continue;
        const v = NEIGHBOURS[u][edge];
        const next = d + cost;
        if (next <= ap && next < dist[v]) {
          dist[v] = next;
          buckets[next].push(v);
        }
      }
    }
  }
  const out: Reach[] = [];
  dist.forEach((cost, space) => {
    if (space !== from && cost <= ap) out.push({ space, cost });
  });
  return out;
}

/** Walks a piece to a reachable space along a cheapest path, paying every stone crossed. */
export function movePiece(G: TikalState, player: PlayerID, piece: number, to: SpaceId): void {
  const p = G.players[player].pieces[piece];
  const from = p.space;
  const cost = travelCosts(G, from)[to];
  p.space = to;
  G.turn.ap -= cost;
  log(G, 'move', { player, piece: p.kind, from, to, cost });
}

export interface BringIn {
  kind: PieceKind;
  camp: SpaceId;
}

/** Pieces the player can bring from his supply, and where. */
export function legalBringIns(G: TikalState, player: PlayerID): BringIn[] {
  if (!canSpend(G, player, COST_BRING_IN)) return [];
  const out: BringIn[] = [];
  const pieces = G.players[player].pieces;
  const camps = campsOf(G, player);
  for (const kind of ['explorer', 'leader'] as const) {
    if (!pieces.some((p) => p.kind === kind && p.where === 'supply')) continue;
    for (const camp of camps) out.push({ kind, camp });
  }
  return out;
}

/** Brings a piece from the supply into a camp (one of legalBringIns). */
export function bringIn(G: TikalState, player: PlayerID, kind: PieceKind, camp: SpaceId): void {
  const piece = G.players[player].pieces.find((p) => p.kind === kind && p.where === 'supply');
  if (!piece) throw new Error(`no ${kind} of ${player} in the supply`);
  piece.where = 'board';
  piece.space = camp;
  G.turn.ap -= COST_BRING_IN;
  log(G, 'bringIn', { player, piece: kind, space: camp });
}

/** Camps a piece standing on one of the player's camps can jump to. */
export function campJumpTargets(G: TikalState, player: PlayerID, piece: number): SpaceId[] {
  if (!canSpend(G, player, COST_CAMP_JUMP)) return [];
  const p = G.players[player].pieces[piece];
  if (p?.where !== 'board') return [];
  const camps = campsOf(G, player);
  if (!camps.includes(p.space)) return [];
  return camps.filter((c) => c !== p.space);
}

/** Jumps a piece to another camp (one of campJumpTargets). */
export function campJump(G: TikalState, player: PlayerID, piece: number, camp: SpaceId): void {
  const p = G.players[player].pieces[piece];
  const from = p.space;
  p.space = camp;
  G.turn.ap -= COST_CAMP_JUMP;
  log(G, 'campJump', { player, piece: p.kind, from, to: camp });
}
