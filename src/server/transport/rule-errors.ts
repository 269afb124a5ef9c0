import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { setRuleErrorReporter } from '../../engine/contract';

// A rule that throws inside a move is refused by the game contract with nothing
// changed (src/engine/contract/errors.ts). Here it is logged with the match it
// happened in: the transport runs each move packet inside this context, and the
// match queue keeps it for the task it queues.

export interface MoveContext {
  matchID: string;
  playerID: string | null;
  move: string | null;
}

export const moveContext = new AsyncLocalStorage<MoveContext>();

/** Sends rule errors to the server's log; returns a function that restores the previous reporter. */
export function logRuleErrors(log: Logger): () => void {
  return setRuleErrorReporter((r) => {
    const where = moveContext.getStore();
    log.error(
      {
        err: r.error,
        matchID: where?.matchID ?? null,
        game: r.game,
        playerID: r.playerID,
        move: r.move,
        args: r.args,
        during: r.during,
      },
      'rule error: move refused',
    );
  });
}
