/** Bot strengths offered to players. */
export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

/**
 * Search effort per level: rollouts per candidate move, and how many candidates
 * (best by a one-move look-ahead) get rollouts at all.
 */
export const EFFORT: Record<Exclude<BotLevel, 'random'>, { rollouts: number; candidates: number }> = {
  easy: { rollouts: 2, candidates: 8 },
  normal: { rollouts: 6, candidates: 16 },
  hard: { rollouts: 14, candidates: 32 },
};
