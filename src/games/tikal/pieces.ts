import { BASE_CAMP, type SpaceId } from './data/board';
import { EXPLORER_STRENGTH, LEADER_STRENGTH } from './constants';
import type { Piece, PlayerID, TikalState } from './state';

// Who stands where, and how strong they are there.

export function pieceStrength(piece: Piece): number {
  return piece.kind === 'leader' ? LEADER_STRENGTH : EXPLORER_STRENGTH;
}

/** Strength of a player's pieces standing on a space (guards do not count: they sit on top). */
export function strengthOn(G: TikalState, player: PlayerID, space: SpaceId): number {
  let total = 0;
  for (const piece of G.players[player].pieces) {
    if (piece.where === 'board' && piece.space === space) total += pieceStrength(piece);
  }
  return total;
}

/** True when the player's strength there is above zero and above every other player's. */
export function hasStrictMajority(G: TikalState, player: PlayerID, space: SpaceId): boolean {
  const mine = strengthOn(G, player, space);
  if (mine === 0) return false;
  return G.playOrder.every((other) => other === player || strengthOn(G, other, space) < mine);
}

/**
 * The player's pieces standing on the board, by space, spaces in ascending order:
 * one pass over his pieces, for the legal-move functions that need a piece there.
 */
export function piecesBySpace(G: TikalState, player: PlayerID): Map<SpaceId, number[]> {
  const by = new Map<SpaceId, number[]>();
  G.players[player].pieces.forEach((piece, i) => {
    if (piece.where !== 'board') return;
    const here = by.get(piece.space);
    if (here) here.push(i);
    else by.set(piece.space, [i]);
  });
  return new Map([...by].sort(([a], [b]) => a - b));
}

/** Indexes of the player's pieces standing on a space. */
export function piecesOn(G: TikalState, player: PlayerID, space: SpaceId): number[] {
  const out: number[] = [];
  G.players[player].pieces.forEach((piece, i) => {
    if (piece.where === 'board' && piece.space === space) out.push(i);
  });
  return out;
}

/** The base camp and the player's own forward camps: where his pieces may enter. */
export function campsOf(G: TikalState, player: PlayerID): SpaceId[] {
  return [BASE_CAMP, ...G.players[player].camps];
}

/** Spaces this turn's excavations and recoveries tie to a piece (order irrelevant). */
export function pieceUses(G: TikalState, piece: number): string[] {
  const out: string[] = [];
  for (const [space, users] of Object.entries(G.turn.excavatedBy)) if (users.includes(piece)) out.push(`e${space}`);
  for (const [space, users] of Object.entries(G.turn.recoveredBy)) if (users.includes(piece)) out.push(`r${space}`);
  return out;
}

/**
 * Of the player's pieces on a space not yet listed in `used`, the one already tied
 * to the most other uses this turn: spending a fresh piece would waste it for
 * another temple or ruin later in the turn.
 */
export function mostUsedSpendablePiece(
  G: TikalState,
  player: PlayerID,
  space: SpaceId,
  used: readonly number[],
  here: readonly number[] = piecesOn(G, player, space),
): number {
  let best = -1;
  let bestUses = -1;
  for (const i of here) {
    if (used.includes(i)) continue;
    const uses = pieceUses(G, i).length;
    if (uses > bestUses) {
      best = i;
      bestUses = uses;
    }
  }
  return best;
}

/**
 * One piece per group of interchangeable pieces on the board (same space, kind and
 * uses this turn): moving any of them is the same decision, so bots see it once.
 */
export function representativePieces(G: TikalState, player: PlayerID): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  G.players[player].pieces.forEach((piece, i) => {
    if (piece.where !== 'board') return;
    const key = `${piece.space}|${piece.kind}|${pieceUses(G, i).sort().join(',')}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(i);
    }
  });
  return out;
}
