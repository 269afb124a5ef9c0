import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { findMember, resolveOptions, seededRng, type Rng } from '../../../engine/contract';
import { rotateStones, tileById } from '../data/tiles';
import { game } from '../game';
import { tikalOptions } from '../meta';
import type { TikalMove, TikalMoveName } from '../moves';
import { createInitialState } from '../setup';
import { tikalSpec } from '../spec';
import type { PieceKind, PlayerID, TableOptions, TikalState } from '../state';
import { AP_PER_TURN } from '../constants';
import { refreshCrossingsAround } from '../movement';

// Builders for scenario tests: a real start position, then tiles and pieces laid
// directly so a test states exactly the position it needs; and the moves played on
// such a position the way the framework plays them.

export { game };

/** Shuffles nothing: the stacks in printed order, the treasures in motif order. */
export const keepOrder: Rng = { number: () => 0, shuffle: (items) => [...items], die: () => 1 };

export function newState(players = 2, options: Partial<TableOptions> = {}, rng: Rng = keepOrder): TikalState {
  const order = Array.from({ length: players }, (_, i) => String(i));
  return createInitialState(order, { ...resolveOptions(tikalOptions, {}), ...options }, rng);
}

// ---- Moves on a bare G, validated as the framework validates them ----

type ArgsOf<N extends TikalMoveName> = Extract<TikalMove, { move: N }>['args'];

/**
 * Plays `move(args)` for `player` as the framework does: applied when it is a member
 * of the complete legal list, else refused with G untouched. True when applied.
 */
export function attempt(G: TikalState, player: PlayerID, move: TikalMoveName, ...args: unknown[]): boolean {
  const member = findMember(tikalSpec.legalMoves(G, player, move), move, args);
  if (!member) return false;
  tikalSpec.apply(G, player, member, seededRng('attempt'));
  return true;
}

function mover<N extends TikalMoveName>(name: N) {
  return (G: TikalState, player: PlayerID, ...args: ArgsOf<N>): boolean => attempt(G, player, name, ...args);
}

// One per move, named like the move: `movePiece(G, '0', piece, to)` is true when played.
export const placeTile = mover('placeTile');
export const chooseTile = mover('chooseTile');
export const bid = mover('bid');
export const passBid = mover('passBid');
export const bringIn = mover('bringIn');
export const campJump = mover('campJump');
export const movePiece = mover('movePiece');
export const excavate = mover('excavate');
export const recoverTreasure = mover('recoverTreasure');
export const exchangeTreasure = mover('exchangeTreasure');
export const buildCamp = mover('buildCamp');
export const placeGuard = mover('placeGuard');
export const endTurn = mover('endTurn');

/** Takes a tile out of the secret stack (as if drawn earlier), keeping the public count of its letter. */
export function takeFromStack(G: TikalState, tileId: string): void {
  if (!G.secret?.stack.includes(tileId)) return;
  G.secret.stack = G.secret.stack.filter((id) => id !== tileId);
  G.stackCounts[tileById(tileId).stack] -= 1;
}

/** Lays a terrain tile on a space, as if placed earlier (tokens for a ruin come from the supply). */
export function lay(G: TikalState, space: number, tileId: string, rotation = 0): void {
  const tile = tileById(tileId);
  const s = G.spaces[space];
  s.kind = tile.kind;
  s.tile = tile.id;
  s.rotation = rotation;
  s.stones = rotateStones(tile.stones, rotation);
  s.templeValue = tile.templeValue;
  takeFromStack(G, tileId);
  if (G.secret) {
    if (tile.kind === 'ruin') {
      G.secret.ruinTokens[space] = G.secret.treasureSupply.splice(G.secret.treasureSupply.length - tile.treasures);
      G.treasureSupplyCount = G.secret.treasureSupply.length;
      s.treasuresLeft = tile.treasures;
    }
  }
  refreshCrossingsAround(G, space);
  G.tilesPlaced++;
}

/** Gives the player a forward camp on a space, as if built earlier. */
export function campFor(G: TikalState, player: PlayerID, space: number): void {
  G.spaces[space].camp = player;
  G.players[player].camps.push(space);
}

/** Takes pieces from the player's supply and stands them on a space. Returns their indexes. */
export function put(G: TikalState, player: PlayerID, kind: PieceKind, space: number, count = 1): number[] {
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    const i = G.players[player].pieces.findIndex((p) => p.kind === kind && p.where === 'supply');
    if (i < 0) throw new Error('no piece left in supply');
    G.players[player].pieces[i].where = 'board';
    G.players[player].pieces[i].space = space;
    out.push(i);
  }
  return out;
}

/** Makes it `player`'s action step with `ap` points. */
export function actingAs(G: TikalState, player: PlayerID, ap = AP_PER_TURN): void {
  G.turn.player = player;
  G.turn.step = 'actions';
  G.turn.tile = null;
  G.turn.ap = ap;
  G.turn.excavatedBy = {};
  G.turn.recoveredBy = {};
}

// ---- Through boardgame.io's real reducer ----

export type TikalMatch = State<TikalState>;

const reducer = CreateGameReducer({ game });

export function startMatch(numPlayers: number, setupData?: unknown, seed = 'test'): TikalMatch {
  return InitializeGame({ game: { ...game, seed }, numPlayers, setupData }) as TikalMatch;
}

/** A match whose G is replaced by a prepared position (ctx stays the framework's). */
export function matchWith(numPlayers: number, prepare: (G: TikalState) => void, setupData?: unknown): TikalMatch {
  const state = startMatch(numPlayers, setupData);
  const G = structuredClone(state.G) as TikalState;
  prepare(G);
  const ctx = { ...state.ctx, currentPlayer: G.turn.player, playOrderPos: state.ctx.playOrder.indexOf(G.turn.player) };
  if (G.phase !== 'over') ctx.phase = G.phase;
  ctx.activePlayers = G.turn.step === 'bid' && G.auction?.bidder ? { [G.auction.bidder]: 'bidding' } : null;
  return { ...state, G, ctx };
}

export function play(state: TikalMatch, playerID: string, move: string, ...args: unknown[]): TikalMatch {
  const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } }) as TikalMatch & {
    transients?: { error?: unknown };
  };
  const { transients: _t, ...clean } = next;
  return clean as TikalMatch;
}

/** Plays a move that must be accepted. */
export function must(state: TikalMatch, playerID: string, move: string, ...args: unknown[]): TikalMatch {
  const next = play(state, playerID, move, ...args);
  if (next._stateID === state._stateID) {
    throw new Error(
      `move refused: ${playerID} ${move}(${JSON.stringify(args)}) step ${state.G.turn.step} player ${state.G.turn.player}`,
    );
  }
  return next;
}

/** Starts a volcano's scoring round directly (board tests). */
export { startVolcanoRound } from '../draw';
