import type { AnyGame } from '../registry/types';
import { decide } from './decide';
import type { BotRunner } from './types';

/** Runs bots on the page itself: for tests, where there are no workers. */
export function createInlineBotRunner(loadGame: (gameId: string) => Promise<AnyGame>): BotRunner {
  return {
    async decide(request) {
      const game = await loadGame(request.gameId);
      return decide(game, null, request.state, request.playerID, request.level);
    },
    dispose() {},
  };
}
