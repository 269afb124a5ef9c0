import type { Game } from 'boardgame.io';
import type { GameInfo } from '../../games/types';

/** GameInfo as the client sees it: the id is any registered game's name. */
export type ClientGameInfo = Omit<GameInfo, 'id'> & { id: string };

/** A boardgame.io Game whose state type is not known to the shell. */
// The shell never reads G itself; boards and bots cast it to their own state type.
export type AnyGame = Game<unknown>;
