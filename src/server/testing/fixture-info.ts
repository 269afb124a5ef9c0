import type { GameInfo, TableOption } from '../../games/types';

// The fixture game's options and home-page info as plain data: the client's
// end-to-end build lists it without loading any game code.

export const fixtureOptions: readonly TableOption[] = [
  { id: 'target', kind: 'choice', label: 'Target', help: 'Total that ends the game', default: '10',
    choices: [{ value: '10', label: '10' }, { value: '30', label: '30' }, { value: '60', label: '60' }, { value: '1000', label: '1000' }] },
];

/** What the client shows about the fixture game in builds made for end-to-end tests. */
export const fixtureInfo: Omit<GameInfo, 'id'> & { id: string } = {
  id: 'fixture',
  title: 'Fixture',
  minPlayers: 1,
  maxPlayers: 4,
  minutes: [2, 5],
  designers: 'Test team',
  year: 2026,
  description: 'A tiny race to a target total with a secret deck, used by the end-to-end tests.',
  options: fixtureOptions,
};
