// The five biomes: the colours of the territories and of the cards that pay for
// them (reference §2.1). Cards of one biome are identical, so a card is its biome.

export const BIOMES = ['tundra', 'forest', 'glacier', 'coast', 'desert'] as const;
export type Biome = (typeof BIOMES)[number];

export function isBiome(value: unknown): value is Biome {
  return typeof value === 'string' && (BIOMES as readonly string[]).includes(value);
}

/** Cards of each biome in the box. */
export const CARDS_IN_BOX: Readonly<Record<Biome, number>> = {
  tundra: 13,
  forest: 12,
  glacier: 11,
  coast: 11,
  desert: 10,
};

/** Cards of each biome that leave the game for this player count (2–3: two, 4: one, 5: none). */
export function removedPerBiome(players: number): number {
  if (players <= 3) return 2;
  if (players === 4) return 1;
  return 0;
}

/** Cards of each biome in play for this player count. */
export function cardsInPlay(players: number): Record<Biome, number> {
  const removed = removedPerBiome(players);
  const out = {} as Record<Biome, number>;
  for (const b of BIOMES) out[b] = CARDS_IN_BOX[b] - removed;
  return out;
}

/** The index of a biome in BIOMES: the canonical order of cards in a hand or a payment. */
export const BIOME_ORDER: Readonly<Record<Biome, number>> = { tundra: 0, forest: 1, glacier: 2, coast: 3, desert: 4 };

/** Cards in canonical order (BIOMES order). */
export function sortCards(cards: readonly Biome[]): Biome[] {
  return [...cards].sort((a, b) => BIOME_ORDER[a] - BIOME_ORDER[b]);
}
