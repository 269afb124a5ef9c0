// The board over whole random games: at sampled positions of seeded playouts
// through the real reducer it renders for every seat and a spectator, and what it
// offers the acting seat follows the engine's legal moves. Every phase change and
// every pending choice is sampled, and one position in forty besides: positions
// in between are the same kinds of board again, each a render per seat.
import type { State } from 'boardgame.io';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TroyesState } from '../../../games/troyes';
import { game } from '../../../games/troyes/test/helpers';
import { playRandomGame } from '../../../engine/testing/playout';
import { usableCodes } from './targets';
import { actingSeat, renderBoard } from './testing';

function sample(n: number, seed: string, every: number): State<TroyesState>[] {
  const out: State<TroyesState>[] = [];
  let k = 0;
  playRandomGame<TroyesState>(game, {
    numPlayers: n,
    seed,
    check: (before, after) => {
      k++;
      if (k === 1) out.push(before);
      if (k % every === 0 || before.G.phase !== after.G.phase || (after.G.pending && !before.G.pending))
        out.push(after);
    },
  });
  return out;
}

function checkPosition(state: State<TroyesState>): void {
  // The acting seat is rendered once, below, with its checks.
  const seat = state.ctx.gameover ? undefined : actingSeat(state);
  for (const viewer of [...state.G.playOrder, null]) {
    if (viewer === seat) continue;
    const { unmount } = renderBoard(state, viewer);
    unmount();
  }
  if (seat === undefined) return;
  const { legal, G, unmount } = renderBoard(state, seat);
  if (G.phase === 'placement') {
    expect(screen.getAllByRole('button', { name: /empty/ })).toHaveLength(legal.length);
  } else if (G.phase === 'actions' && G.pending) {
    const panel = document.querySelector('.ty-pending') as HTMLElement;
    expect(within(panel).getAllByRole('button')).toHaveLength(legal.length);
  } else if (G.phase === 'actions') {
    // Every die that some legal group uses can be picked.
    const usable = usableCodes(legal);
    for (const code of usable) {
      const district = code.slice(0, -2);
      const label = `${({ r: 'red', w: 'white', y: 'yellow' } as Record<string, string>)[code.slice(-2, -1)]} ${code.slice(-1)}`;
      expect(
        within(screen.getByTestId(`district-${district}`)).getAllByRole('button', { name: label }).length,
      ).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Pass' })).toBeTruthy();
  } else if (G.phase === 'events') {
    expect(screen.getByRole('region', { name: 'Black dice' })).toBeTruthy();
  }
  unmount();
  cleanup();
}

describe('whole random games', () => {
  it.each([
    [2, 'board-2'],
    [4, 'board-4'],
  ])(
    '%i players: every seat sees a board, the acting one its legal choices',
    (n, seed) => {
      const states = sample(n as number, seed as string, 40);
      expect(new Set(states.map((s) => s.G.phase))).toEqual(new Set(['placement', 'events', 'actions', 'over']));
      for (const state of states) checkPosition(state);
    },
    120_000,
  );
});
