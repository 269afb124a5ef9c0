import { NEIGHBOURS, SPACE_COUNT, isSpaceId, oppositeEdge, type SpaceId } from '../data/board';
import { COST_BRING_IN, COST_CAMP_JUMP } from '../constants';
import type { PieceKind, PlayerID, TikalState } from '../state';
import { addLog } from './log';
import { campsOf, isPieceIndex } from './pieces';
import { canSpend } from './turn';

// Getting pieces onto the board and across it (reference §4.1 actions 1–3, §4.3).

function enterable(G: TikalState, space: SpaceId): boolean {
  const kind = G.spaces[space].kind;
  return kind !== null && kind !== 'volcano';
}

/** AP to cross from `from` over `edge`: stones on both sides; 0 means impassable. */
export function crossingCost(G: TikalState, from: SpaceId, edge: number): number {
  const to = NEIGHBOURS[from][edge];
  if (to < 0 || !enterable(G, from) || !enterable(G, to)) return 0;
  return G.spaces[from].stones[edge] + G.spaces[to].stones[oppositeEdge(edge)];
}

/** Cheapest AP cost from `from` to every space (Infinity where unreachable). */
export function travelCosts(G: TikalState, from: SpaceId): number[] {
  const dist = new Array<number>(SPACE_COUNT).fill(Infinity);
  const done = new Array<boolean>(SPACE_COUNT).fill(false);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    for (let s = 0; s < SPACE_COUNT; s++) if (!done[s] && dist[s] < Infinity && (u < 0 || dist[s] < dist[u])) u = s;
    if (u < 0) break;
    done[u] = true;
    for (let edge = 0; edge < 6; edge++) {
      const cost = crossingCost(G, u, edge);
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
  if (!canSpend(G, player, 1) || !isPieceIndex(G, player, piece)) return [];
  const p = G.players[player].pieces[piece];
  if (p.where !== 'board') return [];
  return reachFrom(G, p.space, G.turn.ap);
}

export function reachFrom(G: TikalState, from: SpaceId, ap: number): Reach[] {
  const dist = travelCosts(G, from);
  const out: Reach[] = [];
  dist.forEach((cost, space) => {
    if (space !== from && cost <= ap) out.push({ space, cost });
  });
  return out;
}

/** Walks a piece to `to` along a cheapest path, paying every stone crossed. */
export function movePiece(G: TikalState, player: PlayerID, piece: number, to: SpaceId): boolean {
  if (!isSpaceId(to)) return false;
  const reach = reachableSpaces(G, player, piece).find((r) => r.space === to);
  if (!reach) return false;
  const p = G.players[player].pieces[piece];
  const from = p.space;
  p.space = to;
  G.turn.ap -= reach.cost;
  addLog(G, 'move', { player, piece: p.kind, from, to, cost: reach.cost });
  return true;
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

export function bringIn(G: TikalState, player: PlayerID, kind: PieceKind, camp: SpaceId): boolean {
  if (!legalBringIns(G, player).some((b) => b.kind === kind && b.camp === camp)) return false;
  const piece = G.players[player].pieces.find((p) => p.kind === kind && p.where === 'supply');
  if (!piece) return false;
  piece.where = 'board';
  piece.space = camp;
  G.turn.ap -= COST_BRING_IN;
  addLog(G, 'bringIn', { player, piece: kind, space: camp });
  return true;
}

/** Camps a piece standing on one of the player's camps can jump to. */
export function campJumpTargets(G: TikalState, player: PlayerID, piece: number): SpaceId[] {
  if (!canSpend(G, player, COST_CAMP_JUMP) || !isPieceIndex(G, player, piece)) return [];
  const p = G.players[player].pieces[piece];
  if (p.where !== 'board') return [];
  const camps = campsOf(G, player);
  if (!camps.includes(p.space)) return [];
  return camps.filter((c) => c !== p.space);
}

export function campJump(G: TikalState, player: PlayerID, piece: number, camp: SpaceId): boolean {
  if (!campJumpTargets(G, player, piece).includes(camp)) return false;
  const p = G.players[player].pieces[piece];
  const from = p.space;
  p.space = camp;
  G.turn.ap -= COST_CAMP_JUMP;
  addLog(G, 'campJump', { player, piece: p.kind, from, to: camp });
  return true;
}
