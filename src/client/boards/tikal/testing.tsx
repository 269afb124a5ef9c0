// Test helpers for the Tikal board: a real match state, seen through the game's
// view as the kit shows it, with the complete legal list the kit hands boards,
// rendered with English strings and every move dispatcher a spy.
import type { State } from 'boardgame.io';
import { viewOf as contractView } from '../../../engine/contract';
import type { TikalMove, TikalState } from '../../../games/tikal';
import { game } from '../../../games/tikal/test/helpers';
import type { GameStrings, RecentMove } from '../../kit';
import { actingSeat, renderContractBoard, type RenderedBoard } from '../../test/boardHarness';
import Board from './Board';
import { en } from '../../../games/tikal/i18n/en';

export { actingSeat };

/** What the seat on screen receives: the state after the game's view. */
export function viewOf(state: State<TikalState>, playerID: string | null): TikalState {
  return contractView(game.spec, state.G, playerID);
}

/**
 * Renders the board for `playerID` (default: the seat that acts now). `raw` hands
 * the board the full state, secret included, which the kit never does.
 */
export function renderBoard(
  state: State<TikalState>,
  playerID: string | null = actingSeat(state),
  raw = false,
  recent: RecentMove<TikalMove>[] = [],
): RenderedBoard<TikalState, TikalMove> {
  return renderContractBoard(
    { gameId: 'tikal', game, Board, strings: en as unknown as GameStrings },
    state,
    playerID,
    raw,
    recent,
  );
}

/** The hexes highlighted as `kind` (target, hint, source, selected), sorted. */
export function highlighted(kind: string): number[] {
  return Array.from(document.querySelectorAll(`[data-highlight="${kind}"]`))
    .map((e) => Number((e.getAttribute('data-testid') ?? '').replace('hex-', '')))
    .sort((a, b) => a - b);
}
