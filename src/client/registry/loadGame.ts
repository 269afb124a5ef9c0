import { addedGames } from './e2eGames';
import type { AnyGame } from './types';

/** What every registered game's `src/games/<id>/game.ts` exports. */
interface GameModule {
  game?: AnyGame;
}

// One lazy chunk per game: a table loads its own game's rules and nothing of the
// others (src/client/e2e/chunks.test.ts checks the build). A game a build adds
// (registry/e2eGames.ts) is loaded its own way.
const gameModules = import.meta.glob<GameModule>('../../games/*/game.ts');

function moduleOf(gameId: string): (() => Promise<GameModule>) | undefined {
  return Object.hasOwn(gameModules, `../../games/${gameId}/game.ts`)
    ? gameModules[`../../games/${gameId}/game.ts`]
    : undefined;
}

/** One game's rules, loaded on demand (the home page carries none). */
export async function loadGame(gameId: string): Promise<AnyGame> {
  const added = addedGames.find((g) => g.id === gameId);
  if (added) return added.game();
  const load = moduleOf(gameId);
  if (!load) throw new Error(`Unknown game ${gameId}`);
  const { game } = await load();
  if (!game?.spec) throw new Error(`src/games/${gameId}/game.ts does not export \`game\` built with defineGame`);
  return game;
}
