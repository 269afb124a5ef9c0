// What the acting player can do where, derived only from the legal moves the kit
// hands the board (the game's complete legal list): the board highlights exactly
// those and plays their members.
import {
  COST_BRING_IN,
  COST_CAMP,
  COST_CAMP_JUMP,
  COST_EXCAVATE,
  COST_EXCHANGE,
  COST_GUARD,
  COST_RECOVER,
  SPACE_COUNT,
  distinctRotations,
  pieceUses,
  rotateStones,
  tileById,
  travelCosts,
  type PieceKind,
  type PlayerID,
  type SpaceId,
  type TikalMove,
  type TikalState,
} from '../../../games/tikal';

/** The action buttons of a turn, in the order a player of the box game thinks of them. */
export const ACTIONS = [
  'bringIn',
  'bringInLeader',
  'move',
  'excavate',
  'recoverTreasure',
  'exchangeTreasure',
  'buildCamp',
  'placeGuard',
] as const;
export type Action = (typeof ACTIONS)[number];

/** AP an action costs; a move costs what its path costs (shown per hex). */
export const ACTION_COST: Record<Action, number | null> = {
  bringIn: COST_BRING_IN,
  bringInLeader: COST_BRING_IN,
  move: null,
  excavate: COST_EXCAVATE,
  recoverTreasure: COST_RECOVER,
  exchangeTreasure: COST_EXCHANGE,
  buildCamp: COST_CAMP,
  placeGuard: COST_GUARD,
};

/** A highlighted hex: the move a click makes there and what it costs. */
export interface SpaceTarget {
  move: TikalMove;
  cost: number;
}
export type SpaceTargets = ReadonlyMap<SpaceId, SpaceTarget>;

type SpaceMove = Extract<TikalMove, { args: [space: SpaceId] }>;

const SPACE_ACTIONS: Partial<Record<Action, { move: SpaceMove['move']; cost: number }>> = {
  excavate: { move: 'excavate', cost: COST_EXCAVATE },
  recoverTreasure: { move: 'recoverTreasure', cost: COST_RECOVER },
  buildCamp: { move: 'buildCamp', cost: COST_CAMP },
  placeGuard: { move: 'placeGuard', cost: COST_GUARD },
};

/** The legal moves that belong to an action button. */
export function movesOf(legal: readonly TikalMove[], action: Action): TikalMove[] {
  switch (action) {
    case 'bringIn':
      return legal.filter((m) => m.move === 'bringIn' && m.args[0] === 'explorer');
    case 'bringInLeader':
      return legal.filter((m) => m.move === 'bringIn' && m.args[0] === 'leader');
    case 'move':
      return legal.filter((m) => m.move === 'movePiece' || m.move === 'campJump');
    default:
      return legal.filter((m) => m.move === action);
  }
}

/** Hexes an action (other than moving and exchanging) may be done on. */
export function actionTargets(legal: readonly TikalMove[], action: Action): SpaceTargets {
  const out = new Map<SpaceId, SpaceTarget>();
  if (action === 'bringIn' || action === 'bringInLeader') {
    for (const m of movesOf(legal, action))
      if (m.move === 'bringIn') out.set(m.args[1], { move: m, cost: COST_BRING_IN });
    return out;
  }
  const spec = SPACE_ACTIONS[action];
  if (!spec) return out;
  for (const m of legal) if (m.move === spec.move) out.set((m as SpaceMove).args[0], { move: m, cost: spec.cost });
  return out;
}

/** A piece that can move (interchangeable pieces on a hex once). */
export interface Mover {
  piece: number;
  kind: PieceKind;
  space: SpaceId;
  /** It already excavated or recovered this turn (it cannot do that there again). */
  used: boolean;
}

/**
 * Own pieces with a legal move, grouped by the hex they stand on. Pieces that only
 * differ by identity (same hex, kind and uses this turn) are one choice: the first.
 */
export function moversBySpace(G: TikalState, player: PlayerID, legal: readonly TikalMove[]): Map<SpaceId, Mover[]> {
  const out = new Map<SpaceId, Mover[]>();
  const seen = new Set<number>();
  const groups = new Set<string>();
  for (const m of legal) {
    if (m.move !== 'movePiece' && m.move !== 'campJump') continue;
    const piece = m.args[0];
    if (seen.has(piece)) continue;
    seen.add(piece);
    const p = G.players[player]?.pieces[piece];
    if (!p) continue;
    const uses = pieceUses(G, piece);
    const group = `${p.space}|${p.kind}|${uses.sort().join(',')}`;
    if (groups.has(group)) continue;
    groups.add(group);
    const mover: Mover = { piece, kind: p.kind, space: p.space, used: uses.length > 0 };
    out.set(p.space, [...(out.get(p.space) ?? []), mover]);
  }
  // The leader first: it is the piece a player most often means.
  for (const list of out.values())
    list.sort((a, b) => (a.kind === b.kind ? Number(a.used) - Number(b.used) : a.kind === 'leader' ? -1 : 1));
  return out;
}

/** Where a chosen piece may go, each hex at its cheapest price (a camp jump costs 1). */
export function moveTargets(G: TikalState, player: PlayerID, legal: readonly TikalMove[], piece: number): SpaceTargets {
  const out = new Map<SpaceId, SpaceTarget>();
  const from = G.players[player]?.pieces[piece]?.space;
  if (from === undefined) return out;
  let costs: number[] | null = null;
  for (const m of legal) {
    if ((m.move !== 'movePiece' && m.move !== 'campJump') || m.args[0] !== piece) continue;
    const to = m.args[1];
    if (m.move === 'movePiece') {
      costs ??= travelCosts(G, from);
      const cost = costs[to];
      const known = out.get(to);
      if (!known || cost <= known.cost) out.set(to, { move: m, cost });
    } else if (m.move === 'campJump') {
      const known = out.get(to);
      if (!known || COST_CAMP_JUMP < known.cost) out.set(to, { move: m, cost: COST_CAMP_JUMP });
    }
  }
  return out;
}

// ---- Tile placement ----

/**
 * The rotation the engine lists for the layout `rotation` shows: tiles with a
 * symmetric stone pattern (and the volcano) offer fewer than six turns.
 */
export function canonicalRotation(tileId: string, rotation: number): number {
  const tile = tileById(tileId);
  const wanted = rotateStones(tile.stones, rotation).join('');
  return distinctRotations(tile.stones).find((k) => rotateStones(tile.stones, k).join('') === wanted) ?? 0;
}

/** The turns of the tile (0–5) whose stone layout fits on at least one space. */
export function fittingRotations(legal: readonly TikalMove[], tileId: string): number[] {
  const layouts = new Set(legal.flatMap((m) => (m.move === 'placeTile' ? [m.args[1]] : [])));
  return [0, 1, 2, 3, 4, 5].filter((r) => layouts.has(canonicalRotation(tileId, r)));
}

/** The next turn from `rotation` in direction `by` that fits somewhere (itself if none does). */
export function nextFitting(fitting: readonly number[], rotation: number, by: 1 | -1): number {
  for (let step = 1; step <= 6; step++) {
    const r = (((rotation + by * step) % 6) + 6) % 6;
    if (fitting.includes(r)) return r;
  }
  return rotation;
}

export interface PlacementTargets {
  /** Hexes where the tile fits as it is turned now. */
  now: SpaceTargets;
  /** Hexes where it fits only turned otherwise, with the first such turn clockwise. */
  otherwise: ReadonlyMap<SpaceId, number>;
}

export function placementTargets(legal: readonly TikalMove[], tileId: string, rotation: number): PlacementTargets {
  const current = canonicalRotation(tileId, rotation);
  const now = new Map<SpaceId, SpaceTarget>();
  const rotationsAt = new Map<SpaceId, number[]>();
  for (const m of legal) {
    if (m.move !== 'placeTile') continue;
    const [space, r] = m.args;
    if (r === current) now.set(space, { move: m, cost: 0 });
    rotationsAt.set(space, [...(rotationsAt.get(space) ?? []), r]);
  }
  const otherwise = new Map<SpaceId, number>();
  for (const [space, rs] of rotationsAt) {
    if (now.has(space)) continue;
    // The first turn clockwise from the current one whose layout is legal here.
    for (let step = 1; step <= 6; step++) {
      const r = (rotation + step) % 6;
      if (rs.includes(canonicalRotation(tileId, r))) {
        otherwise.set(space, r);
        break;
      }
    }
  }
  return { now, otherwise };
}

/** Every space id, for loops over the board. */
export const ALL_SPACES: readonly SpaceId[] = Array.from({ length: SPACE_COUNT }, (_, s) => s);

/**
 * The hexes where a move another seat made shows now (its last-move mark): the
 * tile placed, where a piece was brought in or went, what was excavated,
 * recovered, camped on or guarded. Bids, tile choices, exchanges and the end of a
 * turn have no hex: the log tells them.
 */
export function placesOf(m: TikalMove): string[] {
  switch (m.move) {
    case 'placeTile':
    case 'excavate':
    case 'recoverTreasure':
    case 'buildCamp':
    case 'placeGuard':
      return [String(m.args[0])];
    case 'bringIn':
    case 'campJump':
    case 'movePiece':
      return [String(m.args[1])];
    default:
      return [];
  }
}
