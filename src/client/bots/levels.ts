/** Bot strengths offered to players. */
export const botLevels = ['random', 'easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof botLevels)[number];

/** Search effort per level for MCTS-style bots; 'random' does not search. */
export const searchEffort: Record<Exclude<BotLevel, 'random'>, { iterations: number; playoutDepth: number }> = {
  easy: { iterations: 100, playoutDepth: 10 },
  normal: { iterations: 400, playoutDepth: 25 },
  hard: { iterations: 1500, playoutDepth: 50 },
};

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (botLevels as readonly string[]).includes(value);
}
