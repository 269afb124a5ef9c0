/** Bot strengths offered to players. */
export const botLevels = ['random', 'easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof botLevels)[number];

/**
 * Search effort per level for MCTS-style bots; 'random' does not search. Measured
 * on Caylus (3 players, first decision, Node production build): about 0.5 s, 1.5 s
 * and 3.5 s per decision; 1500×50 took 23 s, too slow for a game of hundreds of
 * decisions.
 */
export const searchEffort: Record<Exclude<BotLevel, 'random'>, { iterations: number; playoutDepth: number }> = {
  easy: { iterations: 50, playoutDepth: 8 },
  normal: { iterations: 150, playoutDepth: 15 },
  hard: { iterations: 400, playoutDepth: 25 },
};

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (botLevels as readonly string[]).includes(value);
}
