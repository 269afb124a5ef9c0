import { loadGame } from '../registry/loadGame';
import { decide, loadGameBot } from './decide';
import { isWorkerRequest, type WorkerReply } from './protocol';

// Bots think here so the page never freezes while MCTS searches.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<unknown>) => void) | null;
  postMessage(message: WorkerReply): void;
};

scope.onmessage = (e) => {
  // Other libraries' messages (e.g. a setImmediate polyfill) are not ours.
  if (!isWorkerRequest(e.data)) return;
  const request = e.data;
  void (async () => {
    try {
      const game = await loadGame(request.gameId);
      const custom = await loadGameBot(request.gameId);
      const decision = await decide(game, custom, request.state, request.playerID, request.level);
      scope.postMessage({ id: request.id, decision });
    } catch (error) {
      scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  })();
};
