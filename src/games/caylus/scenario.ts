// Positions for tests, the game's and the board's: a game with a fixed turn order
// and neutral layout, moves played as the contract plays them (accepted only when a
// member of the legal list), and shortcuts to drive a game to the decision under test.
import { findMember } from '../../engine/contract/membership';
import type { Cubes } from './data/buildings';
import { CUBES } from './data/buildings';
import { apply, canonical, legalMoves, type CaylusMove } from './moves';
import { startTurn } from './endOfTurn';
import { proceed } from './proceed';
import { createState, DEFAULT_OPTIONS, roadSpace } from './state';
import type { CaylusOptions, CaylusState, DecisionKind, PlayerID } from './state';

/** Spaces 1–6 in this order: Farm, Forest, Sawmill, Quarry, Marketplace, Carpenter. */
export const NEUTRAL_LAYOUT = [
  'neutral_farm',
  'neutral_forest',
  'neutral_sawmill',
  'neutral_quarry',
  'neutral_marketplace',
  'neutral_carpenter',
];

/** A game at its first placement, players '0', '1'… in that turn order. */
export function newGame(players = 3, options: Partial<CaylusOptions> = {}, layout = NEUTRAL_LAYOUT): CaylusState {
  const order = Array.from({ length: players }, (_, i) => String(i));
  const G = createState(order, layout, { ...DEFAULT_OPTIONS, ...options });
  startTurn(G);
  proceed(G);
  return G;
}

/** Plays `move(...args)` for p as a match would, or throws "refused" (an absent last argument may be passed as undefined). */
export function act(G: CaylusState, p: PlayerID, move: string, ...args: unknown[]): void {
  const given = [...args];
  while (given.length > 0 && given[given.length - 1] === undefined) given.pop();
  const member = findMember(legalMoves(G, p), move, given, canonical);
  if (!member) {
    throw new Error(
      `refused ${p} ${move}(${JSON.stringify(args)}); decision ${JSON.stringify(G.decision)}; ` +
        `legal ${JSON.stringify(legalMoves(G, G.decision?.player ?? p))}`,
    );
  }
  apply(G, p, member);
}

export function decider(G: CaylusState): PlayerID {
  if (!G.decision) throw new Error('no decision pending');
  return G.decision.player;
}

/** Places a player's building on a road space (as if built earlier), taking it from the supply. */
export function putBuilding(G: CaylusState, space: number, id: string, owner: PlayerID | null): void {
  const r = roadSpace(G, space);
  r.building = id;
  r.owner = owner;
  const i = G.supply.indexOf(id);
  if (i >= 0) G.supply.splice(i, 1);
}

/** Sets a player's stock exactly: cubes not listed become 0. */
export function setStock(G: CaylusState, p: PlayerID, cubes: Cubes, deniers?: number): void {
  for (const c of CUBES) G.players[p].cubes[c] = cubes[c] ?? 0;
  if (deniers !== undefined) G.players[p].deniers = deniers;
}

/** The neutral choice for any decision: decline when allowed, pass in placement, else the first legal move. */
export function defaultMove(G: CaylusState): CaylusMove {
  const moves = legalMoves(G, decider(G));
  return moves.find((m) => m.move === 'decline') ?? moves.find((m) => m.move === 'pass') ?? moves[0];
}

/** Plays default moves until a decision of one of `kinds` (or the game end). */
export function runUntil(G: CaylusState, ...kinds: DecisionKind[]): void {
  for (let i = 0; i < 10_000; i++) {
    if (!G.decision || kinds.includes(G.decision.kind)) return;
    const m = defaultMove(G);
    act(G, decider(G), m.move, ...m.args);
  }
  throw new Error('runUntil did not stop');
}

/** Everyone still placing passes, in turn order. */
export function passAll(G: CaylusState): void {
  while (G.decision?.kind === 'place') act(G, decider(G), 'pass');
}

/** Plays default moves until the next turn's placement begins. */
export function finishTurn(G: CaylusState): void {
  const turn = G.turn;
  for (let i = 0; i < 10_000 && G.turn === turn && G.decision; i++) {
    const m = defaultMove(G);
    act(G, decider(G), m.move, ...m.args);
  }
}
