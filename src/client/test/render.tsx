import type { ReactElement, ReactNode } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { ServicesContext, type Services } from '../site/services';
import { createInlineBotRunner } from '../bots/inlineRunner';
import { addGameStrings, createI18n } from '../i18n';
import type { GameStrings } from '../../engine/i18n/types';
import type { LobbyApi } from '../site/lobbyApi';
import { createSeatStore } from '../site/seatStore';
import { fixtureEn } from './fixture-en';
import { fixture, fixtureInfo } from './fixtures';

// Vitest runs without globals here, so testing-library cannot clean up by itself.
// jsdom has no scrolling; navigation calls it.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

export type FakeLobby = { [K in keyof LobbyApi]: ReturnType<typeof vi.fn<LobbyApi[K]>> };

export function fakeLobby(): FakeLobby {
  return {
    listMatches: vi.fn<LobbyApi['listMatches']>(async () => ({ matches: [] })),
    getMatch: vi.fn<LobbyApi['getMatch']>(),
    createMatch: vi.fn<LobbyApi['createMatch']>(),
    joinMatch: vi.fn<LobbyApi['joinMatch']>(),
    leaveMatch: vi.fn<LobbyApi['leaveMatch']>(async () => undefined),
    playAgain: vi.fn<LobbyApi['playAgain']>(),
    updatePlayer: vi.fn<LobbyApi['updatePlayer']>(async () => undefined),
  };
}

/** Services for tests: the fixture game, a fake lobby, bots on the page. */
export function testServices(overrides: Partial<Services> = {}): Services & { lobby: FakeLobby } {
  const lobby = fakeLobby();
  const loadGame = async () => fixture;
  return {
    games: [fixtureInfo],
    loadGame,
    loadBoard: async () => null,
    loadStrings: async () => undefined,
    seats: createSeatStore(window.localStorage),
    tables: { summary: async () => null },
    createBotRunner: () => createInlineBotRunner(loadGame),
    debug: false,
    ...overrides,
    lobby: (overrides.lobby as FakeLobby | undefined) ?? lobby,
  };
}

/**
 * Renders with a fresh i18n instance (English, with `gameStrings` as the fixture's
 * strings: its own by default) and services.
 */
export function renderApp(
  ui: ReactElement,
  {
    services = testServices(),
    gameStrings = fixtureEn,
    i18n = createI18n(),
  }: { services?: Services; gameStrings?: GameStrings; i18n?: ReturnType<typeof createI18n> } = {},
): RenderResult & { services: Services } {
  addGameStrings(i18n, 'fixture', gameStrings);
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={services}>{node}</ServicesContext.Provider>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (node: ReactNode) => result.rerender(wrap(node)), services };
}
