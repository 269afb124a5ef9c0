import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { findMember, resolveOptions, seededRng, type Rng } from '../../../engine/contract';
import type { ActivityId, CardSpaceId } from '../data/activities';
import type { Building } from '../data/common';
import { game } from '../game';
import { troyesOptions } from '../meta';
import type { TroyesMove, TroyesMoveName } from '../moves';
import { createInitialState } from '../setup';
import { troyesSpec } from '../spec';
import type { DieColour, DistrictId, Occupant, PlayerID, TableOptions, TroyesState } from '../state';

// Builders for scenario tests: a real start position, then buildings, dice and
// cards laid directly so a test states exactly the position it needs; and moves
// played on such a position the way the framework plays them (a member of the
// complete legal list, or refused with G untouched).

export { game };

/** Shuffles nothing and rolls ones: the start player is seat 0, cards and decks in table order. */
export const keepOrder: Rng = { number: () => 0, shuffle: (items) => [...items], die: () => 1 };

/** Rolls the given values in order (then ones), shuffles nothing. */
export function scripted(values: number[]): Rng {
  const queue = [...values];
  return { number: () => 0, shuffle: (items) => [...items], die: () => queue.shift() ?? 1 };
}

export function newState(players = 2, options: Partial<TableOptions> = {}, rng: Rng = keepOrder): TroyesState {
  const order = Array.from({ length: players }, (_, i) => String(i));
  return createInitialState(order, { ...resolveOptions(troyesOptions, {}), ...options }, rng);
}

/** Occupants written as a string, one character per space: '0'-'3' a player, 'n' neutral. */
export function fill(G: TroyesState, building: Building, occupants: string): void {
  G.buildings[building].spaces = [...occupants].map((c) => c as Occupant);
}

/** A district's dice written as 'r4 w2 y6'. */
export function dice(G: TroyesState, district: DistrictId, spec: string): void {
  G.square[district] =
    spec.trim() === ''
      ? []
      : spec
          .trim()
          .split(/\s+/)
          .map((d) => ({ c: d[0] as DieColour, v: Number(d[1]) }));
}

export function reveal(G: TroyesState, space: CardSpaceId, id: ActivityId): void {
  G.cards[space].card = id;
  if (G.secret) delete G.secret.faceDown[space];
}

/**
 * A position in phase 4 of round `round`: the draft done (buildings as given or
 * the default mix), no fight, `player` to act, empty square unless dice are given.
 */
export function atActions(G: TroyesState, player: PlayerID = '0', round = 1): TroyesState {
  if (G.buildings.palace.spaces.includes(null)) {
    fill(G, 'palace', G.playOrder.length === 2 ? '01nn01' : '012n01');
    fill(G, 'bishopric', G.playOrder.length === 2 ? '0n1n01' : '01n201');
    fill(G, 'cityhall', G.playOrder.length === 2 ? '01n01n' : '012n01');
  }
  G.draft = null;
  G.phase = 'actions';
  G.round = round;
  G.fight = null;
  G.pending = null;
  G.passed = [];
  G.influenceUsed = [];
  G.turn = { number: G.turn.number + 1, player };
  for (const d of [...G.playOrder, 'n']) G.square[d] ??= [];
  return G;
}

/** A position in the fight of phase 3: `fighter` faces these black dice. */
export function atFight(G: TroyesState, fighter: PlayerID, black: number[]): TroyesState {
  atActions(G, G.startPlayer);
  G.phase = 'events';
  G.fight = { fighter, black: [...black].sort((a, b) => b - a), taken: null };
  return G;
}

// ---- Moves on a bare G, validated as the framework validates them ----

type ArgsOf<N extends TroyesMoveName> = Extract<TroyesMove, { move: N }>['args'];

/** Plays `move(args)` for `player` when it is a member of the complete legal list; true when applied. */
export function attempt(
  G: TroyesState,
  player: PlayerID,
  move: TroyesMoveName,
  args: readonly unknown[],
  rng: Rng = keepOrder,
): boolean {
  const member = findMember(troyesSpec.legalMoves(G, player, move), move, args, troyesSpec.canonical);
  if (!member) return false;
  troyesSpec.apply(G, player, member, rng);
  return true;
}

export function legal(G: TroyesState, player: PlayerID): TroyesMove[];
export function legal<N extends TroyesMoveName>(
  G: TroyesState,
  player: PlayerID,
  move: N,
): Extract<TroyesMove, { move: N }>[];
export function legal(G: TroyesState, player: PlayerID, move?: TroyesMoveName): TroyesMove[] {
  return troyesSpec.legalMoves(G, player, move);
}

/** `must(G, '0', 'cathedral', [['0w4'], null])`: plays the move, throwing if refused. */
export function must<N extends TroyesMoveName>(
  G: TroyesState,
  player: PlayerID,
  move: N,
  args: ArgsOf<N>,
  rng: Rng = keepOrder,
): void {
  if (!attempt(G, player, move, args, rng)) {
    throw new Error(
      `refused: ${player} ${move}(${JSON.stringify(args)}); legal: ${JSON.stringify(legal(G, player, move).slice(0, 12))}`,
    );
  }
}

/** Answers the question how many activations to use, if it is asked, with all of them. */
export function useAll(G: TroyesState, player: PlayerID = '0', rng: Rng = keepOrder): void {
  if (G.pending?.kind === 'count') must(G, player, 'count', [G.pending.activations], rng);
}

/** The last log entries with this key. */
export function logged(G: TroyesState, key: string): Record<string, unknown>[] {
  return G.log.filter((e) => e.key === key).map((e) => e.params);
}

// ---- Through boardgame.io's real reducer ----

export type TroyesMatch = State<TroyesState>;

const reducer = CreateGameReducer({ game });

export function startMatch(numPlayers: number, setupData?: unknown, seed = 'test'): TroyesMatch {
  return InitializeGame({ game: { ...game, seed }, numPlayers, setupData }) as TroyesMatch;
}

export function playMatch(state: TroyesMatch, playerID: string, move: string, ...args: unknown[]): TroyesMatch | null {
  const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } }) as TroyesMatch & {
    transients?: { error?: unknown };
  };
  if (next.transients?.error || next._stateID === state._stateID) return null;
  const { transients: _t, ...clean } = next;
  return clean as TroyesMatch;
}

export const testRng = (seed: string): Rng => seededRng(seed);
