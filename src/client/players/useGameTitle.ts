import { useServices } from '../site/services';

/** A game's title from its id (the id itself for a game this site does not offer). */
export function useGameTitle(): (game: string) => string {
  const { games } = useServices();
  return (game) => games.find((g) => g.id === game)?.title ?? game;
}
