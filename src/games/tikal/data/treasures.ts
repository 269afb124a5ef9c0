// Treasure tokens (reference §2.6 [C]): 8 motifs × 3 copies, motifs are ids 0–7.

export const TREASURE_MOTIFS = 8;
export const COPIES_PER_MOTIF = 3;

/** Points for holding 0, 1, 2 or 3 tokens of one motif (reference §7). */
export const TREASURE_POINTS: readonly number[] = [0, 1, 3, 6];

export function allTreasureTokens(): number[] {
  const out: number[] = [];
  for (let m = 0; m < TREASURE_MOTIFS; m++) for (let c = 0; c < COPIES_PER_MOTIF; c++) out.push(m);
  return out;
}
