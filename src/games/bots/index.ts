export { chooseMove } from './engine';
export { BOT_LEVELS, EFFORT, isBotLevel, type BotLevel } from './levels';
