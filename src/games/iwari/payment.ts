import { BIOMES, BIOME_ORDER, type Biome } from './data/biomes';
import { MAX_CARDS, MAX_PIECES } from './constants';

// Paying for pieces (reference §5.1): each piece placed in a territory of biome X
// costs one card of X, or two cards of one biome (a matching pair is a wild).

/**
 * Whether `cards` pay exactly for `pieces` pieces in a territory of `biome`: every
 * card used, each piece paid by one card of the biome or by a matching pair, and
 * never more than 3 cards for 2 pieces.
 */
export function pays(cards: readonly Biome[], biome: Biome, pieces: number): boolean {
  if (pieces < 1 || pieces > MAX_PIECES || cards.length > MAX_CARDS) return false;
  let own = 0;
  let otherPairs = 0;
  const counts = new Array<number>(BIOMES.length).fill(0);
  for (const c of cards) counts[BIOME_ORDER[c]]++;
  for (let i = 0; i < BIOMES.length; i++) {
    if (BIOMES[i] === biome) own = counts[i];
    else if (counts[i] % 2 !== 0)
      return false; // a card of another biome is always half of a pair
    else otherPairs += counts[i] / 2;
  }
  // pieces = singles + pairs, singles all of `biome`: `ownPairs` pairs of the biome itself.
  const ownPairs = own + otherPairs - pieces;
  return ownPairs >= 0 && 2 * ownPairs <= own;
}

/** Every distinct sub-multiset of a hand, each in canonical order (the hand's own order). */
export function subHands(hand: readonly Biome[]): Biome[][] {
  const out: Biome[][] = [];
  const seen = new Set<string>();
  const n = hand.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const sub: Biome[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) sub.push(hand[i]);
    const key = sub.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(sub);
  }
  return out;
}

/**
 * Every way to pay from `hand` (in canonical order) for 1 and for 2 pieces in a
 * territory of each biome: payments[biome][pieces - 1].
 */
export function paymentsFrom(hand: readonly Biome[]): Record<Biome, [Biome[][], Biome[][]]> {
  const subs = subHands(hand);
  const out = {} as Record<Biome, [Biome[][], Biome[][]]>;
  for (const b of BIOMES) out[b] = [subs.filter((s) => pays(s, b, 1)), subs.filter((s) => pays(s, b, 2))];
  return out;
}
