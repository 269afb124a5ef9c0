import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { ProcessGameConfig, getFilterPlayerView } from 'boardgame.io/internal';
import { game as tikal } from '../game';
import type { TikalState } from '../state';
import { playRandomGame } from '../../../engine/testing/playout';
import { startMatch } from './helpers';

// Nobody — no seat, no spectator — may learn the stack order or the face-down
// tokens, from the very first state on.

function viewers(numPlayers: number): (string | null)[] {
  return [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];
}

function viewOf(G: TikalState, ctx: State['ctx'], playerID: string | null): TikalState {
  const view = tikal.playerView?.({ G, ctx, playerID });
  if (!view) throw new Error('tikal has no playerView');
  return view as TikalState;
}

/** Asserts a client-bound JSON text holds no secret of G. */
function expectNoSecret(json: string, G: TikalState): void {
  const secret = G.secret;
  if (!secret) throw new Error('the server state must hold the secret');
  expect(json).not.toMatch(/"(stack|treasureSupply|ruinTokens)"/);
  for (const id of secret.stack) expect(json).not.toContain(`"${id}"`);
}

describe('hidden information', () => {
  it.each([2, 3, 4])('the initial state of a %i-player game carries only counts (basic and auction)', (n) => {
    for (const setupData of [{}, { auction: true }]) {
      const state = startMatch(n, setupData, `view-${n}`);
      expect(state.G.secret?.stack.length).toBeGreaterThan(25);
      expect(() => expectNoSecret(JSON.stringify(state.G), state.G)).toThrow(); // the check can fail
      for (const playerID of viewers(n)) {
        const view = viewOf(state.G, state.ctx, playerID);
        expect(view.secret).toBeNull();
        expectNoSecret(JSON.stringify(view), state.G);
        const remaining = Object.values(view.stackCounts).reduce((a, b) => a + b, 0);
        expect(remaining).toBe(state.G.secret?.stack.length);
      }
    }
  });

  it("the framework's own filtering (sync and update) sends no secret and no PRNG state", () => {
    const game = ProcessGameConfig(tikal);
    const filter = getFilterPlayerView(game);
    const state = startMatch(4, {}, 'filter');
    for (const playerID of viewers(4)) {
      for (const type of ['update', 'sync'] as const) {
        const payload =
          type === 'update'
            ? { type, args: ['m', { ...state, deltalog: [] }] }
            : { type, args: ['m', { state, log: [], filteredMetadata: [], initialState: state }] };
        const out = filter(playerID as string, payload as never);
        const sent =
          type === 'update' ? (out.args[1] as State<TikalState>) : (out.args[1] as { state: State<TikalState> }).state;
        expect(sent.G.secret).toBeNull();
        expect(JSON.stringify(sent.plugins ?? {})).not.toContain('prngstate');
        expectNoSecret(JSON.stringify(sent.G), state.G);
      }
    }
  });

  it('no view leaks a secret at any point of a whole game, tokens on ruins included', () => {
    let checked = 0;
    for (const setupData of [{}, { auction: true }]) {
      playRandomGame(tikal, {
        numPlayers: 3,
        seed: 'views',
        setupData,
        check: (_before, after) => {
          const views = viewers(3).map((p) => viewOf(after.G, after.ctx, p));
          for (const v of views) {
            expect(v.secret).toBeNull();
            expect(v).toEqual(views[0]); // nothing differs per seat: all secrets are everybody's secrets
          }
          const json = JSON.stringify(views[0]);
          expectNoSecret(json, after.G);
          const tokens = Object.values(after.G.secret?.ruinTokens ?? {}).reduce((a, t) => a + t.length, 0);
          const shown = views[0].spaces.reduce((a, s) => a + s.treasuresLeft, 0);
          expect(shown).toBe(tokens);
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);
});
