import type { PlayerID } from '../../engine/contract';
import type { SpaceId } from './data/board';
import { bid, canPassBid, chooseTile, legalBids, legalTileChoices, passBid } from './auction';
import { buildCamp, legalCampSites } from './camp';
import { excavate, legalExcavations } from './excavation';
import { canEndTurn, endTurn } from './afterTurn';
import { legalGuardSites, placeGuard } from './guard';
import { bringIn, campJump, campJumpTargets, legalBringIns, movePiece, reachFromEach } from './movement';
import { piecesBySpace, representativePieces } from './pieces';
import { everyPlacement, legalPlacements, placeTile, type Placement } from './placement';
import { exchangeTreasure, legalExchanges, legalRecoveries, recoverTreasure } from './treasure';
import type { PieceKind, TikalState } from './state';

// The moves: their typed union, the complete legal list (the only validation: a
// move is accepted exactly when it is a member), the bots' shorter list, and apply,
// which hands a member to its rule. Every list is built from the rules' own
// legal-move functions.

export type TikalMove =
  | { move: 'placeTile'; args: [space: SpaceId, rotation: number] }
  | { move: 'chooseTile'; args: [tile: string] }
  | { move: 'bid'; args: [amount: number] }
  | { move: 'passBid'; args: [] }
  | { move: 'bringIn'; args: [kind: PieceKind, camp: SpaceId] }
  | { move: 'campJump'; args: [piece: number, camp: SpaceId] }
  | { move: 'movePiece'; args: [piece: number, to: SpaceId] }
  | { move: 'excavate'; args: [space: SpaceId] }
  | { move: 'recoverTreasure'; args: [space: SpaceId] }
  | { move: 'exchangeTreasure'; args: [give: number, opponent: PlayerID, take: number] }
  | { move: 'buildCamp'; args: [space: SpaceId] }
  | { move: 'placeGuard'; args: [space: SpaceId] }
  | { move: 'endTurn'; args: [] };

export type TikalMoveName = TikalMove['move'];

/** Every move name once. */
export const TIKAL_MOVES: { readonly [K in TikalMoveName]: true } = {
  placeTile: true,
  chooseTile: true,
  bid: true,
  passBid: true,
  bringIn: true,
  campJump: true,
  movePiece: true,
  excavate: true,
  recoverTreasure: true,
  exchangeTreasure: true,
  buildCamp: true,
  placeGuard: true,
  endTurn: true,
};

type Wants = (name: TikalMoveName) => boolean;

const placing = (p: Placement): TikalMove => ({ move: 'placeTile', args: [p.space, p.rotation] });

/**
 * The moves of a player's decision now: bidding, choosing a tile, placing it
 * (`placements`), or spending action points with the pieces `movers`.
 */
function decision(
  G: TikalState,
  player: PlayerID,
  wants: Wants,
  placements: (G: TikalState) => Placement[],
  movers: (G: TikalState, player: PlayerID) => number[],
): TikalMove[] {
  if (G.phase === 'over') return [];
  const t = G.turn;
  if (t.step === 'bid') {
    if (!canPassBid(G, player)) return [];
    const out: TikalMove[] = [];
    if (wants('bid')) for (const n of legalBids(G, player)) out.push({ move: 'bid', args: [n] });
    if (wants('passBid')) out.push({ move: 'passBid', args: [] });
    return out;
  }
  if (t.player !== player) return [];
  if (t.step === 'choose') {
    return wants('chooseTile') ? legalTileChoices(G, player).map((tile) => ({ move: 'chooseTile', args: [tile] })) : [];
  }
  if (t.step === 'place') return wants('placeTile') ? placements(G).map(placing) : [];
  return actionMoves(G, player, wants, movers);
}

function actionMoves(
  G: TikalState,
  player: PlayerID,
  wants: Wants,
  movers: (G: TikalState, player: PlayerID) => number[],
): TikalMove[] {
  const out: TikalMove[] = [];
  if (wants('endTurn') && canEndTurn(G, player)) out.push({ move: 'endTurn', args: [] });
  if (wants('bringIn')) for (const b of legalBringIns(G, player)) out.push({ move: 'bringIn', args: [b.kind, b.camp] });
  if (wants('campJump') || wants('movePiece')) {
    const pieces = G.players[player].pieces;
    const which = movers(G, player);
    const from = which.map((i) => pieces[i].space);
    const reach = wants('movePiece') ? reachFromEach(G, [...new Set(from)], G.turn.ap) : null;
    which.forEach((i, k) => {
      if (wants('campJump'))
        for (const camp of campJumpTargets(G, player, i)) out.push({ move: 'campJump', args: [i, camp] });
      for (const r of reach?.get(from[k]) ?? []) out.push({ move: 'movePiece', args: [i, r.space] });
    });
  }
  // Who stands where, read once for the actions that need an own piece on the hex.
  const onHex = wants('excavate') || wants('recoverTreasure') || wants('buildCamp') || wants('placeGuard');
  const bySpace = onHex ? piecesBySpace(G, player) : undefined;
  if (wants('excavate'))
    for (const s of legalExcavations(G, player, bySpace)) out.push({ move: 'excavate', args: [s] });
  if (wants('recoverTreasure'))
    for (const s of legalRecoveries(G, player, bySpace)) out.push({ move: 'recoverTreasure', args: [s] });
  if (wants('exchangeTreasure')) {
    for (const e of legalExchanges(G, player))
      out.push({ move: 'exchangeTreasure', args: [e.give, e.opponent, e.take] });
  }
  if (wants('buildCamp'))
    for (const s of legalCampSites(G, player, bySpace)) out.push({ move: 'buildCamp', args: [s] });
  if (wants('placeGuard'))
    for (const s of legalGuardSites(G, player, bySpace)) out.push({ move: 'placeGuard', args: [s] });
  return out;
}

/** Every own piece standing on the board (guards sit on their temples and never move). */
function piecesOnBoard(G: TikalState, player: PlayerID): number[] {
  const out: number[] = [];
  G.players[player].pieces.forEach((p, i) => {
    if (p.where === 'board') out.push(i);
  });
  return out;
}

const everything: Wants = () => true;

/**
 * Every legal move of `player` now, complete: every piece that can walk or jump
 * (not one per group), every space it reaches, every turn of the tile that fits,
 * every bid and exchange. `only` limits the list to one move name (validation).
 * Reads nothing secret, so a seat's view gives the same list as the full state.
 */
export function legalMoves(G: TikalState, player: PlayerID, only?: TikalMoveName): TikalMove[] {
  return decision(G, player, only === undefined ? everything : (name) => name === only, everyPlacement, piecesOnBoard);
}

/**
 * The bots' list: the legal moves with interchangeable pieces offered once (same
 * space, kind and uses this turn) and each stone layout of the tile once.
 */
export function botMoves(G: TikalState, player: PlayerID): TikalMove[] {
  return decision(G, player, everything, legalPlacements, representativePieces);
}

/**
 * Moves that cannot be taken back (contract `irreversible`): placing a terrain tile
 * (Board Game Arena asks to confirm it; a ruin is also dealt its face-down
 * treasures) and recovering a treasure (a face-down token is turned over). Ending
 * the turn draws the next tile, but the turn is over then anyway.
 */
export function irreversible(_G: TikalState, _player: PlayerID, m: TikalMove): boolean {
  return m.move === 'placeTile' || m.move === 'recoverTreasure';
}

/** Plays a member of legalMoves(G, player); the rules change G. */
export function applyMove(G: TikalState, player: PlayerID, m: TikalMove): void {
  switch (m.move) {
    case 'placeTile':
      placeTile(G, player, ...m.args);
      return;
    case 'chooseTile':
      chooseTile(G, player, ...m.args);
      return;
    case 'bid':
      bid(G, player, ...m.args);
      return;
    case 'passBid':
      passBid(G, player);
      return;
    case 'bringIn':
      bringIn(G, player, ...m.args);
      return;
    case 'campJump':
      campJump(G, player, ...m.args);
      return;
    case 'movePiece':
      movePiece(G, player, ...m.args);
      return;
    case 'excavate':
      excavate(G, player, ...m.args);
      return;
    case 'recoverTreasure':
      recoverTreasure(G, player, ...m.args);
      return;
    case 'exchangeTreasure':
      exchangeTreasure(G, player, ...m.args);
      return;
    case 'buildCamp':
      buildCamp(G, player, ...m.args);
      return;
    case 'placeGuard':
      placeGuard(G, player, ...m.args);
      return;
    case 'endTurn':
      endTurn(G, player);
      return;
  }
}
