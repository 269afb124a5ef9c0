import type { Ctx } from 'boardgame.io';
import type { LobbyAPI } from 'boardgame.io';
import { fixtureGame } from '../../server/testing/fixture-game';
import type { AnyGame, ClientGameInfo } from '../registry/types';

export const fixture = fixtureGame as AnyGame;

export const fixtureInfo: ClientGameInfo = {
  id: 'fixture',
  title: 'Fixture',
  minPlayers: 1,
  maxPlayers: 4,
  minutes: [2, 5],
  designers: 'Test team',
  year: 2026,
  description: 'A tiny race.',
  options: [
    {
      id: 'target', kind: 'choice', label: 'Target', help: 'Total that ends the game', default: '10',
      choices: [{ value: '10', label: '10' }, { value: '30', label: '30' }],
    },
    { id: 'fast', kind: 'boolean', label: 'Fast start', help: 'Everyone starts with 2', default: false },
  ],
};

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
