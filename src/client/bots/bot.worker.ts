import { loadGame } from '../registry/loadGame';
import { decide } from './decide';
import { isWorkerRequest, type WorkerReply } from './protocol';

// Bots think here so the page never freezes while they search. The worker loads
// only the game it is asked about (one lazy chunk per game).
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
      scope.postMessage({ id: request.id, decision: decide(game, request) });
    } catch (error) {
      // The page logs it with the game, seat and state; the stack is only here.
      console.error(error);
      scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  })();
};
