import type { State } from 'boardgame.io';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import type { AnyGame } from '../registry/types';
import { searchEffort, type BotLevel } from './levels';
import type { BotDecision, GameBotModule } from './types';

// A game's own bot, if it ships one, replaces the generic ones.
const gameBots = import.meta.glob<GameBotModule>('../../games/*/bot.ts');

export async function loadGameBot(gameId: string): Promise<GameBotModule | null> {
  const load = gameBots[`../../games/${gameId}/bot.ts`];
  if (!load) return null;
  const mod = await load();
  // A bot.ts written for something else (tests, the server) is not ours to use.
  return typeof mod.createBot === 'function' ? mod : null;
}

function toDecision(action: unknown): BotDecision | null {
  if (typeof action !== 'object' || action === null) return null;
  const payload = (action as { type?: unknown; payload?: { type?: unknown; args?: unknown } }).payload;
  if ((action as { type?: unknown }).type !== 'MAKE_MOVE' || typeof payload?.type !== 'string') return null;
  return { move: payload.type, args: Array.isArray(payload.args) ? payload.args : [] };
}

/** One decision for `playerID`, by the game's own bot or by RandomBot/MCTSBot. */
export async function decide(
  game: AnyGame,
  custom: GameBotModule | null,
  state: State,
  playerID: string,
  level: BotLevel,
): Promise<BotDecision | null> {
  if (custom) {
    const { action } = await custom.createBot({ game, level }).play(state, playerID);
    return toDecision(action);
  }
  const enumerate = game.ai?.enumerate;
  if (!enumerate) return null;
  const bot = level === 'random'
    ? new RandomBot({ enumerate })
    : new MCTSBot({ game, enumerate, ...searchEffort[level] });
  const { action } = await bot.play(state, playerID);
  return toDecision(action);
}
