import type { Game, Server, State } from 'boardgame.io';
import { progressOf, viewOf, type AnySpec, type GameState } from '../../engine/contract';

/**
 * The match's progress kept in its metadata after each move (`metadata.progress`,
 * a whole percent), so the Lobby API's table lists show it without reading any
 * state. Only a change of the percent makes the metadata differ: at most a hundred
 * extra writes of the metadata in a game.
 */
export function withProgress(
  games: ReadonlyMap<string, Game>,
  metadata: Server.MatchData,
  after: State,
): Server.MatchData {
  const game = games.get(metadata.gameName) as (Game & { spec?: AnySpec }) | undefined;
  if (!game?.spec) return metadata;
  const progress = progressOf(game.spec, viewOf(game.spec, after.G as GameState, null));
  return (metadata as { progress?: number }).progress === progress
    ? metadata
    : ({ ...metadata, progress } as Server.MatchData);
}
