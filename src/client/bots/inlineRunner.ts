import type { AnyGame } from '../registry/types';
import { decide } from './decide';
import type { BotRunner } from './types';

/** Runs bots on the page itself: for tests, where there are no workers. Same engine as the worker. */
export function createInlineBotRunner(loadGame: (gameId: string) => Promise<AnyGame>): BotRunner {
  return {
    async decide(request) {
      return decide(await loadGame(request.gameId), request);
    },
    dispose() {},
  };
}
