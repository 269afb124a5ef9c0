// The board over whole random games: at sampled positions of seeded playouts
// through the real reducer, every highlight and button matches the engine's legal
// moves, and the scoring rounds are announced exactly while they run.
import type { State } from 'boardgame.io';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TikalState } from '../../../games/tikal';
import { game as tikal } from '../../../games/tikal/test/helpers';
import { playRandomGame } from '../../../engine/testing/playout';
import { ACTIONS, canonicalRotation, movesOf } from './targets';
import { actingSeat, highlighted, renderBoard } from './testing';

function sample(seed: string, setupData: unknown, every: number): State<TikalState>[] {
  const out: State<TikalState>[] = [];
  let n = 0;
  playRandomGame<TikalState>(tikal, {
    numPlayers: 3,
    seed,
    setupData,
    check: (before, after) => {
      n++;
      // Every phase change, and a regular sample in between.
      const stepChanged = before.G.turn.step !== after.G.turn.step;
      if (n % every === 0 || before.G.phase !== after.G.phase || (stepChanged && n % 3 === 0)) out.push(after);
    },
  });
  return out.filter((s) => !s.ctx.gameover);
}

function checkPosition(state: State<TikalState>): void {
  const { legal, unmount } = renderBoard(state, actingSeat(state));
  const G = state.G;
  const step = G.turn.step;
  if (step === 'place') {
    const tile = G.turn.tile as string;
    // The tile starts as printed, or at the first turn clockwise that fits somewhere.
    const fits = (r: number) => legal.some((m) => m.args[1] === canonicalRotation(tile, r));
    const start = [0, 1, 2, 3, 4, 5].find(fits) ?? 0;
    const now = legal.filter((m) => m.args[1] === canonicalRotation(tile, start)).map((m) => m.args[0] as number);
    expect(screen.getByTestId(`tile-card-${tile}`).getAttribute('data-rotation')).toBe(String(start));
    const all = [...new Set(legal.map((m) => m.args[0] as number))];
    expect(highlighted('target')).toEqual([...new Set(now)].sort((a, b) => a - b));
    expect([...highlighted('target'), ...highlighted('hint')].sort((a, b) => a - b)).toEqual(all.sort((a, b) => a - b));
  } else if (step === 'actions') {
    for (const a of ACTIONS) {
      expect((screen.getByTestId(`action-${a}`) as HTMLButtonElement).disabled).toBe(movesOf(legal, a).length === 0);
    }
    expect(screen.getByTestId('ap-left').getAttribute('data-ap')).toBe(String(G.turn.ap));
  } else if (step === 'bid') {
    expect(screen.getByTestId('pass-bid')).toBeTruthy();
  } else {
    for (const tile of G.auction?.display ?? []) expect(screen.getByTestId(`choose-${tile}`)).toBeTruthy();
  }
  expect(screen.queryByTestId('volcano-banner') !== null).toBe(G.phase === 'volcano');
  expect(screen.queryByTestId('final-banner') !== null).toBe(G.phase === 'final');
  // Pieces drawn = pieces on the board, per player.
  for (const p of G.playOrder) {
    const onBoard = G.players[p].pieces.filter((x) => x.where === 'board').length;
    const drawn = Array.from(document.querySelectorAll(`.tk-chip[data-player="${p}"]`)).reduce(
      (n, chip) => n + Number(chip.getAttribute('data-explorers')) + (chip.getAttribute('data-leader') ? 1 : 0),
      0,
    );
    expect(drawn).toBe(onBoard);
  }
  unmount();
  cleanup();
}

describe('whole random games', () => {
  it.each([
    ['basic', 'board-playout-1', {}],
    ['auction', 'board-playout-2', { auction: true }],
  ])(
    '%s game: highlights and buttons follow the legal moves throughout',
    (_name, seed, setupData) => {
      const states = sample(seed, setupData, 40);
      const phases = new Set(states.map((s) => s.G.phase));
      expect(phases.has('volcano')).toBe(true);
      expect(phases.has('final')).toBe(true);
      for (const state of states) checkPosition(state);
    },
    60_000,
  );
});
