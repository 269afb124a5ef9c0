import { isSpaceId } from './data/board';
import { isMotif } from './data/treasures';
import { bid, chooseTile, passBid } from './rules/auction';
import { buildCamp } from './rules/camp';
import { excavate } from './rules/excavation';
import { endTurn } from './rules/flow';
import { placeGuard } from './rules/guard';
import { bringIn, campJump, movePiece } from './rules/movement';
import { isPieceIndex } from './rules/pieces';
import { placeTile } from './rules/placement';
import { isPlayer } from './rules/players';
import { exchangeTreasure, recoverTreasure } from './rules/treasure';
import type { PlayerID, TikalState } from './state';

// Each move checks the shape of every argument, then hands over to a rule that checks
// legality before it changes anything. A rule returning false refuses the move.

export type MoveRule = (G: TikalState, player: PlayerID, args: readonly unknown[]) => boolean;

const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export const MOVE_RULES = {
  placeTile: (G, p, [space, rotation]) =>
    isSpaceId(space) && isInteger(rotation) && placeTile(G, p, space, rotation),
  chooseTile: (G, p, [tile]) => typeof tile === 'string' && chooseTile(G, p, tile),
  bid: (G, p, [amount]) => isInteger(amount) && bid(G, p, amount),
  passBid: (G, p) => passBid(G, p),
  bringIn: (G, p, [kind, camp]) =>
    (kind === 'explorer' || kind === 'leader') && isSpaceId(camp) && bringIn(G, p, kind, camp),
  campJump: (G, p, [piece, camp]) => isPieceIndex(G, p, piece) && isSpaceId(camp) && campJump(G, p, piece, camp),
  movePiece: (G, p, [piece, to]) => isPieceIndex(G, p, piece) && isSpaceId(to) && movePiece(G, p, piece, to),
  excavate: (G, p, [space]) => isSpaceId(space) && excavate(G, p, space),
  recoverTreasure: (G, p, [space]) => isSpaceId(space) && recoverTreasure(G, p, space),
  exchangeTreasure: (G, p, [give, opponent, take]) =>
    isMotif(give) && isPlayer(G, opponent) && isMotif(take) && exchangeTreasure(G, p, give, opponent, take),
  buildCamp: (G, p, [space]) => isSpaceId(space) && buildCamp(G, p, space),
  placeGuard: (G, p, [space]) => isSpaceId(space) && placeGuard(G, p, space),
  endTurn: (G, p) => endTurn(G, p),
} satisfies Record<string, MoveRule>;

export type TikalMoveName = keyof typeof MOVE_RULES;

/** Number of arguments each move takes; anything else is refused. */
export const MOVE_ARITY: Record<TikalMoveName, number> = {
  placeTile: 2, chooseTile: 1, bid: 1, passBid: 0, bringIn: 2, campJump: 2, movePiece: 2,
  excavate: 1, recoverTreasure: 1, exchangeTreasure: 3, buildCamp: 1, placeGuard: 1, endTurn: 0,
};

/** Argument lists of the moves, for a typed wrapper around the client's untyped `moves`. */
export interface TikalMoveArgs {
  placeTile: [space: number, rotation: number];
  chooseTile: [tile: string];
  bid: [amount: number];
  passBid: [];
  bringIn: [kind: 'explorer' | 'leader', camp: number];
  campJump: [piece: number, camp: number];
  movePiece: [piece: number, to: number];
  excavate: [space: number];
  recoverTreasure: [space: number];
  exchangeTreasure: [give: number, opponent: string, take: number];
  buildCamp: [space: number];
  placeGuard: [space: number];
  endTurn: [];
}
