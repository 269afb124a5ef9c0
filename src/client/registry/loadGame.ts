import type { AnyGame } from './types';

// Game rules are loaded on demand so the home page does not carry them.
export async function loadGame(gameId: string): Promise<AnyGame> {
  if (import.meta.env.VITE_E2E_FIXTURE === '1' && gameId === 'fixture') {
    const { fixtureGame } = await import('../../games/fixture/game');
    return fixtureGame as AnyGame;
  }
  const { games } = await import('../../games/index');
  const game = games.find((g) => g.name === gameId);
  if (!game) throw new Error(`Unknown game ${gameId}`);
  return game as AnyGame;
}
