import type { Ctx } from 'boardgame.io';
import type { LobbyAPI } from 'boardgame.io';
import { fixtureGame } from '../../engine/fixture/game';
import { fixtureInfo as fixtureGameInfo } from '../../engine/fixture/meta';
import type { AnyGame, ClientGameInfo } from '../registry/types';

export const fixture: AnyGame = fixtureGame;

/** The fixture game's own info, as the e2e build offers it. */
export const fixtureInfo: ClientGameInfo = fixtureGameInfo;

export function ctxOf(partial: Partial<Ctx> = {}): Ctx {
  return {
    numPlayers: 2,
    playOrder: ['0', '1'],
    playOrderPos: 0,
    activePlayers: null,
    currentPlayer: '0',
    turn: 1,
    phase: 'default',
    ...partial,
  };
}

export function matchOf(matchID: string, names: (string | undefined)[], data?: unknown): LobbyAPI.Match {
  return {
    matchID,
    gameName: 'fixture',
    players: names.map((name, id) => ({ id, ...(name ? { name } : {}), ...(id === 0 && data ? { data } : {}) })),
    createdAt: 0,
    updatedAt: 0,
  };
}
