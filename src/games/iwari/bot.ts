import type { BotSpec, PlayerID, Rng } from '../../engine/contract';
import { SETTLEMENT_MIN, TOTEM } from './constants';
import { BIOMES, type Biome } from './data/biomes';
import type { Territory } from './data/maps';
import type { IwariMove } from './moves';
import {
  freeSpaces,
  isExplored,
  mapOf,
  openConnections,
  takesTotems,
  tentCounts,
  tentGroups,
  totemCap,
  totemCounts,
  totemTotal,
} from './board';
import { connectionFactor, connectionScore, roadScore, territoryFactor, unusedPieces } from './scoring';
import { NEUTRAL, type IwariState, type Tribe } from './state';

// What the shared bot engine (src/engine/bots) needs from Iwari: a position's worth
// for a player, and a rollout policy.
//
// The worth is the points so far, what the board would score at the scorings still
// to come (groups of tents that can still become settlements at a share), a little
// for each piece kept, and what the hand can still do: the best placement its cards
// pay for, at what that placement would add to the player's standing (its own
// points less the others' average change). Without
// that last part every card looked alike to the search, so its draws and its choice
// of cards to spend were noise (a rollout ends when the player's next turn begins,
// before the cards drawn are played).
//
// The rollout policy places where a piece is worth most by the same measure, for
// the player's tribe and, in a two-player game, for the third tribe (whose pieces
// a player moves to take majorities from the other).

type Place = Extract<IwariMove, { move: 'place' | 'placeNeutral' }>;

/** How many times the tents on the board will still be scored: the end, and the half journey unless past or skipped. */
export function tentScoringsAhead(G: IwariState): number {
  return G.exhaustions === 0 && G.endTrigger === null ? 2 : 1;
}

/**
 * A group of linked tents too small to score yet, by size, when it can still grow:
 * about the chance it becomes a settlement times what it would score then.
 */
const GROWING_GROUP = [0, 0, 0.5, 1.5];

/** The settlement points a group of `size` linked tents is worth to the search. */
function groupValue(size: number, canGrow: boolean): number {
  if (size >= SETTLEMENT_MIN) return size;
  return canGrow ? GROWING_GROUP[size] : 0;
}

/** A tribe's tent groups: each space's group, and each group's size and worth. */
interface Groups {
  of: Map<string, number>;
  size: number[];
  value: number[];
}

function groupsOf(G: IwariState, tribe: Tribe, growth: boolean): Groups {
  const { neighbours } = mapOf(G);
  const of = new Map<string, number>();
  const size: number[] = [];
  const value: number[] = [];
  for (const group of tentGroups(G, tribe)) {
    const i = size.length;
    let canGrow = false;
    for (const s of group) {
      of.set(s, i);
      if (!canGrow) for (const n of neighbours.get(s) ?? []) if (G.tents[n] === undefined) canGrow = true;
    }
    size.push(group.length);
    value.push(groupValue(group.length, growth && canGrow));
  }
  return { of, size, value };
}

/** What a tent of the tribe on a free space adds to its settlements (groups it joins merge). */
function spaceGain(G: IwariState, groups: Groups, space: string): number {
  const joined = new Set<number>();
  for (const n of mapOf(G).neighbours.get(space) ?? []) {
    const g = groups.of.get(n);
    if (g !== undefined) joined.add(g);
  }
  let size = 1;
  let before = 0;
  for (const g of joined) {
    size += groups.size[g];
    before += groups.value[g];
  }
  return groupValue(size, true) - before;
}

/** Each player's tent groups (the third tribe scores no settlement). */
function playersGroups(G: IwariState): Map<PlayerID, Groups> {
  const growth = G.endTrigger === null;
  return new Map(G.playOrder.map((p) => [p, groupsOf(G, p, growth)]));
}

/**
 * The share of what a space would add to a player's settlements that a tent of
 * another tribe there takes away: the group may still grow elsewhere.
 */
const BLOCK = 0.5;

/**
 * What a tent of `tribe` on a free space does to `player`'s standing through the
 * settlements: the tribe's own gain, and the gain it takes from the others who
 * could have put a tent there (a rollout's players block each other's settlements,
 * so leaving one unfinished is not free).
 */
function settlementEdge(
  G: IwariState,
  groups: Map<PlayerID, Groups>,
  tribe: Tribe,
  player: PlayerID,
  space: string,
): number {
  return edge(G, player, (p) => {
    const gain = spaceGain(G, groups.get(p)!, space);
    return p === tribe ? gain : -BLOCK * gain;
  });
}

/**
 * One tribe's tent points in a territory (the rules' tentScores, for one tribe,
 * without building the others'): the total if no tribe has more tents, else the
 * count of the tribe ranked just above.
 */
export function tentPoints(counts: Record<Tribe, number>, tribe: Tribe, factor: number): number {
  const own = counts[tribe] ?? 0;
  if (own === 0) return 0;
  let total = 0;
  let above = Infinity;
  for (const t in counts) {
    const n = counts[t];
    total += n;
    if (n > own && n < above) above = n;
  }
  return (above === Infinity ? total : above) * factor;
}

/** The board's worth to a player: tents at every scoring to come, totems, settlements (and groups growing), the road. */
export function boardValue(G: IwariState, player: PlayerID): number {
  let tents = 0;
  for (const t of mapOf(G).territories) tents += tentPoints(tentCounts(G, t), player, territoryFactor(G, t.id));
  let totems = 0;
  for (const c of openConnections(G))
    totems += connectionScore(totemCounts(G, c.a), totemCounts(G, c.b), connectionFactor(G, c.n))[player] ?? 0;
  let settlements = 0;
  for (const v of groupsOf(G, player, G.endTrigger === null).value) settlements += v;
  const road = roadScore(G)?.points[player] ?? 0;
  return tents * tentScoringsAhead(G) + totems + settlements + road;
}

/** Points so far and what the board would still score if it stayed as it is. */
export function evaluate(G: IwariState, player: PlayerID): number {
  if (!G.playOrder.includes(player)) return 0;
  if (G.over) return G.scores[player];
  return G.scores[player] + boardValue(G, player);
}

/** A change of points for `player` less the others' average change: what it does to the player's standing. */
function edge(G: IwariState, player: PlayerID, change: (p: PlayerID) => number): number {
  let own = 0;
  let others = 0;
  for (const p of G.playOrder) {
    const d = change(p);
    if (p === player) own = d;
    else others += d;
  }
  return G.playOrder.length > 1 ? own - others / (G.playOrder.length - 1) : own;
}

/**
 * What `tents` tents and `totems` totems of `tribe` in territory `t` would do to
 * `player`'s standing through the tent majorities (at every scoring to come) and
 * the totem majorities of its connections; settlements aside. Null when the rules
 * do not allow those pieces there now.
 */
function piecesEdge(
  G: IwariState,
  tribe: Tribe,
  player: PlayerID,
  t: Territory,
  tents: number,
  totems: number,
): number | null {
  const supply = G.supply[tribe];
  if (!supply || supply.tents < tents || supply.totems < totems) return null;
  const counts = tentCounts(G, t);
  if (!isExplored(G, t) && (tents !== 1 || totems !== 0)) return null;
  if (tents > 0 && freeSpaces(G, t).length < tents) return null;
  let value = 0;
  if (tents > 0) {
    const factor = territoryFactor(G, t.id);
    const after = { ...counts, [tribe]: (counts[tribe] ?? 0) + tents };
    value +=
      edge(G, player, (p) => tentPoints(after, p, factor) - tentPoints(counts, p, factor)) * tentScoringsAhead(G);
  }
  if (totems > 0) {
    if (!takesTotems(G, t.biome)) return null;
    const cap = Math.max(totemCap(counts), tents > 0 ? (counts[tribe] ?? 0) + tents : 0);
    if (totemTotal(G, t.id) + totems > cap) return null;
    const mine = totemCounts(G, t.id);
    const more = { ...mine, [tribe]: (mine[tribe] ?? 0) + totems };
    for (const c of openConnections(G)) {
      if (c.a !== t.id && c.b !== t.id) continue;
      const factor = connectionFactor(G, c.n);
      const a = totemCounts(G, c.a);
      const b = totemCounts(G, c.b);
      const before = connectionScore(a, b, factor);
      const after = c.a === t.id ? connectionScore(more, b, factor) : connectionScore(a, more, factor);
      value += edge(G, player, (p) => (after[p] ?? 0) - (before[p] ?? 0));
    }
  }
  return value;
}

/** The piece mixes of one placement: [tents, totems]. */
const MIXES: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [2, 0],
  [1, 1],
  [0, 2],
];

/** How many pieces a hand pays for in a territory of `biome`: a card of the biome each, or a pair of one biome. */
export function piecesPaid(hand: readonly Biome[], biome: Biome): number {
  let own = 0;
  let pairs = 0;
  for (const b of BIOMES) {
    let n = 0;
    for (const c of hand) if (c === b) n++;
    if (b === biome) own = n;
    else pairs += Math.floor(n / 2);
  }
  return Math.min(2, own + pairs);
}

/**
 * What the player's hand can still do: the most its next placement could add to
 * its standing, over every territory its cards pay for (tent and totem
 * majorities, and the settlements its tents would join or block). Counted only at the start
 * of a turn, when every hand is full: mid-turn a hand is being spent or refilled.
 */
export function handPotential(G: IwariState, player: PlayerID): number {
  const hand = G.hands[player] ?? [];
  if (hand.length === 0 || G.over || G.turn.step !== 'act') return 0;
  const groups = playersGroups(G);
  let best = 0;
  for (const t of mapOf(G).territories) {
    const paid = piecesPaid(hand, t.biome);
    if (paid === 0) continue;
    const spaces = freeSpaces(G, t)
      .map((s) => settlementEdge(G, groups, player, player, s))
      .sort((a, b) => b - a);
    for (const [tents, totems] of MIXES) {
      if (tents + totems > paid) continue;
      const v = piecesEdge(G, player, player, t, tents, totems);
      if (v === null) continue;
      let settle = 0;
      for (let i = 0; i < tents; i++) settle += spaces[i] ?? 0;
      if (v + settle > best) best = v + settle;
    }
  }
  return best;
}

/**
 * What a piece still in the supply is worth to the search: the rules' tie-break,
 * and a piece kept is a choice kept (counting nothing for a piece left made any
 * placement look free). The weight was measured in the arena (13.5 of 20 games
 * against the plain evaluation at 'normal').
 */
const UNUSED_PIECE_VALUE = 0.5;
/** The share of the hand's best placement counted: the others move first and may take it. */
const HAND_WEIGHT = 0.5;

/** The search's evaluation: points, the board, the pieces kept (the rules' tie-break) and the hand. */
export function positionValue(G: IwariState, player: PlayerID): number {
  if (!G.playOrder.includes(player)) return 0;
  if (G.over) return G.scores[player] + UNUSED_PIECE_VALUE * unusedPieces(G, player);
  return evaluate(G, player) + UNUSED_PIECE_VALUE * unusedPieces(G, player) + HAND_WEIGHT * handPotential(G, player);
}

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng.number() * items.length)];
}

/** How often a rollout plays any move at random (a discard now and then, a placement the measure would not pick). */
const ROLLOUT_RANDOM = 0.1;

/**
 * The placement a rollout plays for `tribe` (the player's own, or the third tribe
 * moved by `player`): the most its pieces add to the player's standing (majorities,
 * the settlements its tents join or block), ties broken at random.
 */
export function bestPlacement(
  G: IwariState,
  player: PlayerID,
  tribe: Tribe,
  places: readonly Place[],
  rng: Rng,
): Place {
  const { territory: byId } = mapOf(G);
  const mixes = new Map<string, number | null>();
  const groups = playersGroups(G);
  const spaces = new Map<string, number>();
  let best = places[0];
  let bestValue = -Infinity;
  for (const m of places) {
    const [territory, pieces] = m.args;
    let tents = 0;
    for (const p of pieces) if (p !== TOTEM) tents++;
    const key = `${territory}:${tents}:${pieces.length - tents}`;
    let v = mixes.get(key);
    if (v === undefined) {
      v = piecesEdge(G, tribe, player, byId.get(territory)!, tents, pieces.length - tents);
      mixes.set(key, v);
    }
    // The moves given are legal: a mix the measure does not know counts as nothing.
    let value = (v ?? 0) + rng.number() * 0.01;
    for (const p of pieces) {
      if (p === TOTEM) continue;
      let g = spaces.get(p);
      if (g === undefined) {
        g = settlementEdge(G, groups, tribe, player, p);
        spaces.set(p, g);
      }
      value += g;
    }
    if (value > bestValue) {
      bestValue = value;
      best = m;
    }
  }
  return best;
}

/**
 * Rollouts place where the pieces are worth most (bestPlacement), for the player's
 * tribe and for the third tribe; a tenth of the moves are drawn at random. Draws
 * are at random.
 */
export function rolloutMove(G: IwariState, player: PlayerID, moves: readonly IwariMove[], rng: Rng): IwariMove {
  if (rng.number() < ROLLOUT_RANDOM) return pick(moves, rng);
  const own = moves.filter((m): m is Place => m.move === 'place');
  if (own.length > 0) return bestPlacement(G, player, player, own, rng);
  const neutral = moves.filter((m): m is Place => m.move === 'placeNeutral');
  if (neutral.length > 0) return bestPlacement(G, player, NEUTRAL, neutral, rng);
  return pick(moves, rng);
}

export const iwariBot: BotSpec<IwariState, IwariMove> = { evaluate: positionValue, rolloutMove };
