import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { game as tikal } from '../game';
import type { TikalState } from '../state';
import { actingPlayers } from '../../testing/playout';

// boardgame.io's own bots, driven only by ai.enumerate, play a whole game.

describe('bots', () => {
  it.each([false, true])('an MCTS bot and a random bot finish a 2-player game (auction %s)', async (auction) => {
    const game = { ...tikal, seed: `bots-${auction}` };
    const enumerate = tikal.ai?.enumerate;
    if (!enumerate) throw new Error('no enumerate');
    const bots = {
      '0': new MCTSBot({ game, enumerate, seed: 'm', iterations: 3, playoutDepth: 3 }),
      '1': new RandomBot({ enumerate, seed: 'r' }),
    };
    const reducer = CreateGameReducer({ game });
    let state = InitializeGame({ game, numPlayers: 2, setupData: { auction } }) as State<TikalState>;
    let moves = 0;
    while (!state.ctx.gameover && moves < 5000) {
      const playerID = actingPlayers(state.ctx)[0] as '0' | '1';
      const { action } = await bots[playerID].play(state, playerID);
      expect(action, `no action for ${playerID} at move ${moves}`).toBeDefined();
      const next = reducer(state, action) as State<TikalState>;
      expect(next._stateID, `bot move refused: ${JSON.stringify(action)}`).toBe(state._stateID + 1);
      state = next;
      moves++;
    }
    expect(state.ctx.gameover).toBeDefined();
    expect(state.G.tilesPlaced).toBe(36);
  }, 120_000);
});
