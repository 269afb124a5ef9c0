import type { GameStrings } from '../../engine/i18n/types';
import type { AnyGame, ClientGameInfo } from './types';

/** A game a build adds to the registered ones: its info, rules and English strings, each loaded when needed. */
export interface AddedGame {
  id: string;
  info(): Promise<ClientGameInfo>;
  game(): Promise<AnyGame>;
  strings(): Promise<GameStrings>;
}

// Builds for end-to-end tests (VITE_E2E_FIXTURE=1) also offer the platform's fixture
// game (src/engine/fixture), which the registry does not hold; the client treats it
// like a registered game (registry/gameInfos.ts, registry/loadGame.ts,
// i18n/games.ts). Vite replaces the condition when it builds, so other builds drop
// this branch and ship nothing of the fixture.
export const addedGames: readonly AddedGame[] =
  import.meta.env.VITE_E2E_FIXTURE === '1'
    ? [
        {
          id: 'fixture',
          info: async () => (await import('../../engine/fixture/meta')).fixtureInfo,
          game: async () => (await import('../../engine/fixture/game')).fixtureGame,
          // Its rules summary holds lists, as every game's does: strings are read as i18next resources.
          strings: async () => (await import('../../engine/fixture/i18n/en')).fixtureEn as unknown as GameStrings,
        },
      ]
    : [];
