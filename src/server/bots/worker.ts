// A bot worker thread: decides moves for the server's bot seats, off the server's
// event loop. It loads a game's rules the first time it is asked about that game.
import { parentPort } from 'node:worker_threads';
import type { AnyContractGame } from '../../engine/contract';
import { decide } from '../../client/bots/decide';
import { isDecisionRequest, type DecisionReply } from './protocol';

const GAME_ID = /^[a-z][a-z0-9-]{0,31}$/;
const loaded = new Map<string, Promise<AnyContractGame>>();

/** Where a game's rules live: src/games/<id>/game.ts, the test fixture's in src/engine/fixture. */
const moduleOf = (gameId: string) =>
  gameId === 'fixture' ? '../../engine/fixture/game.ts' : `../../games/${gameId}/game.ts`;

/**
 * The module itself. Written out as import() of a literal and of a template (not
 * of `moduleOf`'s result) so that the compiled server's bundler finds every game
 * (esbuild turns the template into one lazy chunk per matching file).
 */
const importGame = (gameId: string): Promise<Record<string, unknown>> =>
  gameId === 'fixture' ? import('../../engine/fixture/game') : import(`../../games/${gameId}/game.ts`);

/** The game's module, imported on first use. */
function loadGame(gameId: string): Promise<AnyContractGame> {
  let game = loaded.get(gameId);
  if (!game) {
    if (!GAME_ID.test(gameId)) return Promise.reject(new Error(`no such game: ${gameId}`));
    game = importGame(gameId).then((module) => {
      const found = Object.values(module).find(
        (value): value is AnyContractGame =>
          typeof value === 'object' &&
          value !== null &&
          (value as { name?: unknown }).name === gameId &&
          'spec' in value,
      );
      if (!found) throw new Error(`${moduleOf(gameId)} exports no game built with defineGame`);
      return found;
    });
    loaded.set(gameId, game);
    game.catch(() => loaded.delete(gameId));
  }
  return game;
}

const port = parentPort;
if (!port) throw new Error('the bot worker runs in a worker thread');

port.on('message', (message: unknown) => {
  if (!isDecisionRequest(message)) return;
  const { id, request } = message;
  void (async () => {
    let reply: DecisionReply;
    try {
      if (request.gameId === '__crash__') process.exit(3); // for the pool's tests: a worker that dies
      const game = await loadGame(request.gameId);
      reply = { id, decision: decide(game, request) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) };
    }
    port.postMessage(reply);
  })();
});
