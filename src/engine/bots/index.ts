export { chooseMove, clonePlain, search, type SearchStats } from './engine';
export { BOT_LEVELS, EFFORT, isBotLevel, type BotLevel, type Effort } from './levels';
