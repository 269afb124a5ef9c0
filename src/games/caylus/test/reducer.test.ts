import type { Ctx, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { game as caylus } from '../game';
import type { CaylusState } from '../state';

const game = { ...caylus, seed: 'reducer-tests' };

function start(numPlayers = 3): {
  state: State<CaylusState>;
  reduce: (s: State<CaylusState>, p: string, move: string, ...args: unknown[]) => State<CaylusState>;
} {
  const reducer = CreateGameReducer({ game });
  const state = InitializeGame({ game, numPlayers }) as State<CaylusState>;
  const reduce = (s: State<CaylusState>, playerID: string, type: string, ...args: unknown[]) =>
    reducer(s, { type: 'MAKE_MOVE', payload: { type, args, playerID } }) as State<CaylusState>;
  return { state, reduce };
}

function expectRefused(before: State<CaylusState>, after: State<CaylusState>): void {
  expect(after._stateID).toBe(before._stateID);
  expect(after.G).toEqual(before.G);
  expect(after.ctx).toEqual(before.ctx);
}

/** Plays passes until the first out-of-turn decision. */
function toFirstStage(): { state: State<CaylusState>; reduce: ReturnType<typeof start>['reduce'] } {
  const { state: s0, reduce } = start();
  let state = s0;
  const first = state.G.turnOrder[0];
  state = reduce(state, first, 'place', 'guild');
  while (state.ctx.phase === 'placement') state = reduce(state, state.ctx.currentPlayer, 'pass');
  return { state, reduce };
}

describe('moves through the real reducer', () => {
  it('a legal placement is applied', () => {
    const { state, reduce } = start();
    const p = state.G.turnOrder[0];
    const next = reduce(state, p, 'place', 1);
    expect(next._stateID).toBe(state._stateID + 1);
    expect(next.G.road[0].worker).toBe(p);
    expect(next.ctx.currentPlayer).toBe(state.G.turnOrder[1]);
  });

  it.each([
    ['a string that is no spot', ['nowhere']],
    ['a non-integer space', [1.5]],
    ['a space off the road', [99]],
    ['an empty space', [12]],
    ['null', [null]],
    ['an object', [{ space: 1 }]],
    ['an array', [[1]]],
    ['no argument', []],
    ['an extra argument', [1, 2]],
    ['a numeric string', ['1']],
  ])('place refuses %s, changing nothing', (_label, args) => {
    const { state, reduce } = start();
    expectRefused(state, reduce(state, state.G.turnOrder[0], 'place', ...args));
  });

  it('refuses a move by a player whose turn it is not', () => {
    const { state, reduce } = start();
    const other = state.G.turnOrder[1];
    expectRefused(state, reduce(state, other, 'place', 1));
    expectRefused(state, reduce(state, other, 'pass'));
  });

  it('refuses moves of another phase (a bribe, a favour, a castle batch during placement)', () => {
    const { state, reduce } = start();
    const p = state.G.turnOrder[0];
    expectRefused(state, reduce(state, p, 'bribe', 1));
    expectRefused(state, reduce(state, p, 'favour', 'prestige'));
    expectRefused(state, reduce(state, p, 'castle', 'wood', 'stone'));
    expectRefused(state, reduce(state, p, 'decline'));
    expectRefused(state, reduce(state, p, 'pass', true));
    expectRefused(state, reduce(state, p, 'noSuchMove'));
  });

  it('an out-of-turn decision is a stage of that player only; the others wait', () => {
    const { state, reduce } = toFirstStage();
    const p = state.G.turnOrder[0];
    expect(state.ctx.phase).toBe('activation');
    expect(state.ctx.activePlayers).toEqual({ [p]: 'guild' });
    for (const other of state.G.turnOrder.slice(1)) expectRefused(state, reduce(state, other, 'guild', 1));
    expectRefused(state, reduce(state, p, 'guild', 4));
    expectRefused(state, reduce(state, p, 'guild', 0));
    expectRefused(state, reduce(state, p, 'guild', '1'));
    expectRefused(state, reduce(state, p, 'bribe', 1));
    expectRefused(state, reduce(state, p, 'place', 1));
    const next = reduce(state, p, 'guild', -2);
    expect(next.G.provost).toBe(4);
    // Bribes follow, in passing order, each as a stage of its player.
    expect(next.ctx.activePlayers).toEqual({ [next.G.bridge[0]]: 'bribe' });
  });

  it('no client events: flow goes only through moves and hooks', () => {
    expect(caylus.events).toEqual({
      endGame: false,
      endPhase: false,
      endStage: false,
      endTurn: false,
      pass: false,
      setActivePlayers: false,
      setPhase: false,
      setStage: false,
    });
    expect(caylus.disableUndo).toBe(true);
  });

  it("has no playerView (nothing is hidden: every seat is sent all of G) and enumerate lists only the acting player's moves", () => {
    const { state } = start();
    expect(caylus.playerView).toBeUndefined();
    const enumerate = caylus.ai!.enumerate as (G: CaylusState, ctx: Ctx, p: string) => unknown[];
    const first = state.G.turnOrder[0];
    expect(enumerate(state.G, state.ctx, first).length).toBeGreaterThan(1);
    for (const p of state.G.turnOrder.slice(1)) expect(enumerate(state.G, state.ctx, p)).toEqual([]);
  });
});
