import type { LobbyClient } from 'boardgame.io/client';
import type { LobbyApi } from './lobbyApi';

type Args<K extends keyof LobbyApi> = Parameters<LobbyClient[K]>;

/** LobbyClient, fetched with boardgame.io's client code on the first call, not with the home page. */
export function createLazyLobby(): LobbyApi {
  let client: Promise<LobbyClient> | null = null;
  const get = () => (client ??= import('boardgame.io/client').then((m) => new m.LobbyClient()));
  return {
    listMatches: async (...a: Args<'listMatches'>) => (await get()).listMatches(...a),
    getMatch: async (...a: Args<'getMatch'>) => (await get()).getMatch(...a),
    createMatch: async (...a: Args<'createMatch'>) => (await get()).createMatch(...a),
    joinMatch: async (...a: Args<'joinMatch'>) => (await get()).joinMatch(...a),
    leaveMatch: async (...a: Args<'leaveMatch'>) => (await get()).leaveMatch(...a),
    playAgain: async (...a: Args<'playAgain'>) => (await get()).playAgain(...a),
    updatePlayer: async (...a: Args<'updatePlayer'>) => (await get()).updatePlayer(...a),
  };
}
