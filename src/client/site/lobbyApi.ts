import type { LobbyClient } from 'boardgame.io/client';

/** The Lobby API calls the site uses; LobbyClient in the app, a fake in tests. */
export type LobbyApi = Pick<
  LobbyClient,
  'listMatches' | 'getMatch' | 'createMatch' | 'joinMatch' | 'leaveMatch' | 'playAgain' | 'updatePlayer'
>;
