import type { AnyContractGame, GameInfo } from '../../engine/contract';

/** GameInfo as the client sees it: the id is any registered game's name. */
export type ClientGameInfo = GameInfo<string>;

/**
 * A game on the contract (src/engine/contract) whose state and move types the
 * caller does not know: the shell, the pages and the bots read it through `spec`.
 */
export type AnyGame = AnyContractGame;
