import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { findMember, resolveOptions, seededRng, type Rng } from '../../../engine/contract';
import { BIOMES, sortCards, type Biome } from '../data/biomes';
import { game } from '../game';
import { iwariOptions } from '../meta';
import type { IwariMove, IwariMoveName } from '../moves';
import { createInitialState } from '../setup';
import { iwariSpec } from '../spec';
import type { IwariState, PlayerID, TableOptions, Tribe } from '../state';
import { TOTEM } from '../constants';

// Builders for scenario tests: a real start position, then pieces and cards laid
// directly so a test states exactly the position it needs (cards are moved, never
// made up, so every card stays in exactly one place); and moves played on such a
// position the way the framework plays them.

export { game, TOTEM };
// The sample printed map with ids of a host's own, for the board's tests too.
export { BIOME_WORDS, RENAMED, renamedFile, sampleFile } from './renamedMap';

/**
 * Seat 0 first, each mountain on the first connection of its kind; the cards
 * shuffled by a fixed seed (every biome in the deck).
 */
export const keepOrder: Rng = { ...seededRng('iwari-tests'), number: () => 0 };

export function newState(players = 3, options: Partial<TableOptions> = {}, rng: Rng = keepOrder): IwariState {
  const order = Array.from({ length: players }, (_, i) => String(i));
  return createInitialState(order, { ...resolveOptions(iwariOptions, {}), ...options }, rng);
}

// ---- Moves on a bare G, validated as the framework validates them ----

/**
 * Plays `move(args)` for `player` as the framework does: applied when it is a member
 * of the complete legal list (after canonical), else refused with G untouched.
 */
export function attempt(G: IwariState, player: PlayerID, move: IwariMoveName, ...args: unknown[]): boolean {
  const member = findMember(iwariSpec.legalMoves(G, player, move), move, args, iwariSpec.canonical);
  if (!member) return false;
  iwariSpec.apply(G, player, member, seededRng('attempt'));
  return true;
}

/** Plays a move that must be legal. */
export function must(G: IwariState, player: PlayerID, move: IwariMoveName, ...args: unknown[]): void {
  if (!attempt(G, player, move, ...args)) {
    throw new Error(`refused: ${player} ${move}(${JSON.stringify(args)}) at step ${G.turn.step} of ${G.turn.player}`);
  }
}

export function legal(G: IwariState, player: PlayerID, only?: IwariMoveName): IwariMove[] {
  return iwariSpec.legalMoves(G, player, only);
}

// ---- Positions ----

/** Puts tents of `tribe` on spaces (from its supply), as if placed earlier. */
export function tents(G: IwariState, tribe: Tribe, ...spaces: string[]): void {
  for (const s of spaces) {
    if (G.tents[s] !== undefined) throw new Error(`${s} is taken`);
    G.tents[s] = tribe;
    G.supply[tribe].tents--;
  }
}

/** Puts `n` totems of `tribe` on a territory's circle (from its supply), as if placed earlier. */
export function totems(G: IwariState, tribe: Tribe, territory: string, n = 1): void {
  const circle = (G.totems[territory] ??= {});
  circle[tribe] = (circle[tribe] ?? 0) + n;
  G.supply[tribe].totems -= n;
}

/** Takes one card of a biome from the discard pile, or failing that from the deck. */
function pull(G: IwariState, b: Biome): void {
  if (G.discard[b] > 0) {
    G.discard[b]--;
    return;
  }
  const deck = G.secret!.deck;
  const i = deck.lastIndexOf(b);
  if (i < 0) throw new Error(`no ${b} card left to give`);
  deck.splice(i, 1);
  G.deckSize--;
}

/** Gives a player exactly these cards: the old hand goes to the discard pile, the new one comes from it or the deck. */
export function hand(G: IwariState, player: PlayerID, ...cards: Biome[]): void {
  for (const b of G.hands[player]) G.discard[b]++;
  for (const c of cards) pull(G, c);
  G.hands[player] = sortCards(cards);
  G.handSizes[player] = cards.length;
}

/** Sets the display to these cards (the old display goes to the discard pile). */
export function display(G: IwariState, ...cards: Biome[]): void {
  for (const b of G.display) G.discard[b]++;
  for (const c of cards) pull(G, c);
  G.display = [...cards];
}

/** Leaves exactly `cards` in the deck (top card last); every other deck card goes to the discard pile. */
export function deck(G: IwariState, ...cards: Biome[]): void {
  for (const b of G.secret!.deck) G.discard[b]++;
  G.secret!.deck = [];
  G.deckSize = 0;
  for (const c of cards) pull(G, c);
  G.secret!.deck = [...cards];
  G.deckSize = cards.length;
}

/** Makes it `player`'s turn, at its first step. */
export function turnOf(G: IwariState, player: PlayerID): void {
  G.turn = { ...G.turn, player, step: 'act', draws: 0, feats: [], neutralOwed: false };
}

/** Every card of the game is in exactly one place: deck, display, hands, discard pile, or out of the game. */
export function cardCounts(G: IwariState): Record<Biome, number> {
  const out = Object.fromEntries(BIOMES.map((b) => [b, G.discard[b] + G.removed[b]])) as Record<Biome, number>;
  for (const b of G.secret?.deck ?? []) out[b]++;
  for (const b of G.display) out[b]++;
  for (const p of G.playOrder) for (const b of G.hands[p]) out[b]++;
  return out;
}

// ---- Through boardgame.io's real reducer ----

export type IwariMatch = State<IwariState>;

const reducer = CreateGameReducer({ game });

export function startMatch(numPlayers: number, setupData?: unknown, seed = 'test'): IwariMatch {
  return InitializeGame({ game: { ...game, seed }, numPlayers, setupData }) as IwariMatch;
}

/** A match whose G is replaced by a prepared position (ctx follows G's turn). */
export function matchWith(numPlayers: number, prepare: (G: IwariState) => void, setupData?: unknown): IwariMatch {
  const state = startMatch(numPlayers, setupData);
  const G = structuredClone(state.G);
  prepare(G);
  const ctx = { ...state.ctx, currentPlayer: G.turn.player, playOrderPos: state.ctx.playOrder.indexOf(G.turn.player) };
  return { ...state, G, ctx };
}

export function play(state: IwariMatch, playerID: string, move: string, ...args: unknown[]): IwariMatch {
  const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } }) as IwariMatch & {
    transients?: { error?: unknown };
  };
  const { transients: _t, ...clean } = next;
  return clean as IwariMatch;
}

export type PlaceMove = Extract<IwariMove, { move: 'place' | 'placeNeutral' }>;

/** The regular moves (own or the third tribe's) of a list. */
export function places(moves: readonly IwariMove[]): PlaceMove[] {
  return moves.filter((m): m is PlaceMove => m.move === 'place' || m.move === 'placeNeutral');
}
