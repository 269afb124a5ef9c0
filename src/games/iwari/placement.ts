import { BIOME_ORDER, isBiome, type Biome } from './data/biomes';
import type { Territory } from './data/maps';
import { MAX_CARDS, TOTEM } from './constants';
import type { IwariState, PlayerID, Tribe } from './state';
import { freeSpaces, isExplored, mapOf, takesTotems, tentCounts, totemCap, totemTotal } from './board';
import { paymentsFrom } from './payment';

// Regular moves (reference §5.1): up to 3 cards place up to 2 pieces in one
// territory; an unexplored territory takes one tent only; totems never exceed the
// largest tent count of a single tribe there, checked piece by piece. A move lists
// its pieces as tent spaces, then TOTEM once per totem: tents go first, which is
// the order that allows the most (a tent can only raise the cap).

export interface Placement {
  territory: string;
  /** Tent spaces (sorted), then TOTEM per totem. */
  pieces: string[];
  /** The cards paid, in canonical order. */
  cards: Biome[];
}

/** The canonical order of a move's pieces: tent spaces sorted, then totems. Leaves anything else as it is. */
export function canonicalPieces(pieces: unknown): unknown {
  if (!Array.isArray(pieces) || !pieces.every((p) => typeof p === 'string')) return pieces;
  const list = pieces as string[];
  const tents = list.filter((p) => p !== TOTEM).sort();
  return [...tents, ...list.filter((p) => p === TOTEM)];
}

/** The canonical order of cards: BIOMES order. Leaves anything else as it is. */
export function canonicalCards(cards: unknown): unknown {
  if (!Array.isArray(cards) || !cards.every(isBiome)) return cards;
  return [...(cards as Biome[])].sort((a, b) => BIOME_ORDER[a] - BIOME_ORDER[b]);
}

/** Every set of at most two pieces `tribe` may place in `territory` now (payment aside), canonical. */
export function pieceSets(G: IwariState, tribe: Tribe, territory: Territory): string[][] {
  const supply = G.supply[tribe];
  if (!supply) return [];
  const free = freeSpaces(G, territory);
  const out: string[][] = [];
  if (!isExplored(G, territory)) {
    if (supply.tents >= 1) for (const s of free) out.push([s]);
    return out;
  }
  const counts = tentCounts(G, territory);
  const cap = totemCap(counts);
  const totems = takesTotems(G, territory.biome) ? totemTotal(G, territory.id) : Infinity;
  // A tent of `tribe` first raises the cap to its own new count if that is the highest.
  const capAfterTent = Math.max(cap, (counts[tribe] ?? 0) + 1);
  if (supply.tents >= 1) for (const s of free) out.push([s]);
  if (supply.totems >= 1 && totems + 1 <= cap) out.push([TOTEM]);
  if (supply.tents >= 2) {
    const sorted = [...free].sort();
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length; j++) out.push([sorted[i], sorted[j]]);
  }
  if (supply.tents >= 1 && supply.totems >= 1 && totems + 1 <= capAfterTent) for (const s of free) out.push([s, TOTEM]);
  if (supply.totems >= 2 && totems + 2 <= cap) out.push([TOTEM, TOTEM]);
  return out;
}

/**
 * Every regular move `tribe` can make paying from `hand`: each territory, each
 * piece set, each way to pay (a pair of the territory's biome for one piece, or a
 * third card making a pair, included: legal, if seldom wise).
 */
export function placements(G: IwariState, tribe: Tribe, hand: readonly Biome[]): Placement[] {
  if (hand.length === 0) return [];
  const payments = paymentsFrom(hand.slice(0, MAX_CARDS));
  const out: Placement[] = [];
  for (const t of mapOf(G).territories) {
    const pay = payments[t.biome];
    if (pay[0].length === 0 && pay[1].length === 0) continue;
    for (const pieces of pieceSets(G, tribe, t)) {
      for (const cards of pay[pieces.length - 1]) out.push({ territory: t.id, pieces, cards });
    }
  }
  return out;
}

/** Whether `tribe` has any regular move paying from `hand` (stops at the first). */
export function canPlace(G: IwariState, tribe: Tribe, hand: readonly Biome[]): boolean {
  if (hand.length === 0) return false;
  const payments = paymentsFrom(hand.slice(0, MAX_CARDS));
  return mapOf(G).territories.some((t) => payments[t.biome][0].length > 0 && pieceSets(G, tribe, t).length > 0);
}

/** Takes cards out of a hand (canonical order kept). Throws if a card is missing. */
export function takeFromHand(G: IwariState, owner: PlayerID, cards: readonly Biome[]): void {
  const hand = G.hands[owner];
  for (const c of cards) {
    const i = hand.indexOf(c);
    if (i < 0) throw new Error(`${owner} holds no ${c}`);
    hand.splice(i, 1);
  }
  G.handSizes[owner] = hand.length;
}

export function toDiscard(G: IwariState, cards: readonly Biome[]): void {
  for (const c of cards) G.discard[c]++;
}

/** Puts a placement's pieces on the board for `tribe`, in order. The cards are paid by the caller. */
export function putPieces(G: IwariState, tribe: Tribe, p: Placement): void {
  const supply = G.supply[tribe];
  for (const piece of p.pieces) {
    if (piece === TOTEM) {
      supply.totems--;
      const circle = (G.totems[p.territory] ??= {});
      circle[tribe] = (circle[tribe] ?? 0) + 1;
    } else {
      supply.tents--;
      G.tents[piece] = tribe;
    }
  }
}

/** Tents and totems of a placement, for the log. */
export function splitPieces(pieces: readonly string[]): { tents: string[]; totems: number } {
  return { tents: pieces.filter((p) => p !== TOTEM), totems: pieces.filter((p) => p === TOTEM).length };
}
