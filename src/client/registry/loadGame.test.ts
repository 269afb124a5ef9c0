import { describe, expect, it } from 'vitest';
import { gameInfos } from '../../games/meta';
import { loadGame } from './loadGame';

describe('loadGame', () => {
  it.each(gameInfos.map((g) => g.id))('loads %s on the contract, by its id', async (id) => {
    const game = await loadGame(id);
    expect(game.name).toBe(id);
    expect(game.spec.info.id).toBe(id);
  });

  it('knows no other game, and offers the fixture only in builds for end-to-end tests', async () => {
    await expect(loadGame('chess')).rejects.toThrow('Unknown game chess');
    await expect(loadGame('fixture')).rejects.toThrow('Unknown game fixture');
    await expect(loadGame('../games/caylus')).rejects.toThrow('Unknown game');
  });
});
