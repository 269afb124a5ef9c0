/** Bot strengths offered to players. */
export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

/**
 * What one search may spend (src/engine/bots/engine.ts).
 * - iterations: search iterations (one sampled world, a walk down the tree, a
 *   truncated rollout, an evaluation). The budget that decides: deterministic for
 *   a given random source, so tests and the arena replay.
 * - candidates: how many of the seat's moves (best first by a one-move look-ahead)
 *   the search considers at the root.
 * - maxMs: a safety net on a slow machine; the search stops there even if
 *   iterations are left (then the result depends on the clock). Hard's 750 ms keep
 *   its decisions under 1 s at p95 even on a loaded 2-core machine (the look-ahead
 *   and the last iteration overshoot the cap by up to about 100 ms).
 */
export interface Effort {
  iterations: number;
  candidates: number;
  maxMs: number;
}

/** Search effort per level ('random' does not search: uniform among the bot moves). */
export const EFFORT: Record<Exclude<BotLevel, 'random'>, Effort> = {
  easy: { iterations: 8, candidates: 8, maxMs: 150 },
  normal: { iterations: 200, candidates: 12, maxMs: 400 },
  hard: { iterations: 2000, candidates: 16, maxMs: 750 },
};
