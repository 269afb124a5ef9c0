import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { seededRng, type AnyContractGame } from '../engine/contract';
import { fixtureGame } from '../engine/fixture/game';
import { games } from './index';
import { actingPlayers } from '../engine/testing/playout';
import { play, start } from '../engine/testing/walk';

// Undo in every registered game, over a seeded game played to the end: after each
// move its player asks to take it back. Whenever that is allowed, the state is
// exactly the one before the move, it was the same player's turn throughout, the
// move was not one the game declares irreversible, and it drew on no chance (played
// again from the restored state, it gives the same state). A move that ends the
// turn or the game, or that the game declares irreversible, is never taken back.

const all: readonly AnyContractGame[] = [...games, fixtureGame as unknown as AnyContractGame];

interface Tally {
  moves: number;
  undone: number;
  refusedIrreversible: number;
}

function playChecked(game: AnyContractGame, seed: string): Tally {
  const reducer = CreateGameReducer({ game: { ...game, seed } });
  const rng = seededRng(`undo:${seed}`);
  let state: State = start(game, game.spec.info.minPlayers, seed);
  const tally: Tally = { moves: 0, undone: 0, refusedIrreversible: 0 };
  for (let i = 0; i < 5_000 && state.ctx.gameover === undefined; i++) {
    const options = actingPlayers(state.ctx).flatMap((p) => game.spec.legalMoves(state.G, p).map((m) => ({ p, m })));
    const { p, m } = options[Math.floor(rng.number() * options.length)];
    const declared = game.spec.irreversible(state.G, p, m);
    const after = play(reducer, state, p, m.move, m.args)!;
    expect(after, `${m.move} refused`).not.toBeNull();
    const back = play(reducer, after, p, 'undo', []);
    if (back) {
      expect(back.G).toEqual(state.G);
      expect(declared).toBe(false);
      expect(after.ctx.gameover).toBeUndefined();
      expect(after.ctx.turn).toBe(state.ctx.turn);
      expect(actingPlayers(after.ctx)).toContain(p);
      expect(back.ctx.currentPlayer).toBe(state.ctx.currentPlayer);
      expect(back.ctx.activePlayers ?? null).toEqual(state.ctx.activePlayers ?? null);
      expect(play(reducer, back, p, m.move, m.args)!.G).toEqual(after.G);
      tally.undone++;
    } else if (declared) {
      tally.refusedIrreversible++;
    }
    if (declared || after.ctx.turn !== state.ctx.turn) expect(back).toBeNull();
    state = after;
    tally.moves++;
  }
  expect(state.ctx.gameover).toBeDefined();
  return tally;
}

describe.each(all.map((g) => [g.name, g] as const))('undo in %s', (name, game) => {
  it('takes back exactly the steps the policy allows, over a whole seeded game', () => {
    const tally = playChecked(game, `undo-${name}`);
    expect(tally.moves).toBeGreaterThan(0);
    // Every game but the fixture (one move a turn) has turns of several steps.
    if (name !== fixtureGame.name) expect(tally.undone).toBeGreaterThan(0);
    // Where the game declares irreversible moves, the walk met some and none was taken back.
    if (name === 'tikal' || name === 'iwari' || name === fixtureGame.name)
      expect(tally.refusedIrreversible).toBeGreaterThan(0);
  });
});
