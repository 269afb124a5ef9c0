// Test helpers for the Iwari board: a real match state, seen through the game's
// view as the kit shows it, with the complete legal list the kit hands boards,
// rendered with English strings and every move dispatcher a spy.
import type { State } from 'boardgame.io';
import type { IwariMove, IwariState } from '../../../games/iwari';
import { game } from '../../../games/iwari/test/helpers';
import type { GameStrings, RecentMove } from '../../kit';
import { renderContractBoard, type RenderedBoard } from '../../test/boardHarness';
import Board from './Board';
import { en } from '../../../games/iwari/i18n/en';

/** Renders the board for `playerID` (default: the seat that acts now). */
export function renderBoard(
  state: State<IwariState>,
  playerID: string | null = state.ctx.currentPlayer,
  recent: RecentMove<IwariMove>[] = [],
): RenderedBoard<IwariState, IwariMove> {
  return renderContractBoard(
    { gameId: 'iwari', game, Board, strings: en as unknown as GameStrings },
    state,
    playerID,
    false,
    recent,
  );
}

/** The tent spaces marked `mark` (target, start, selected), sorted. */
export function marked(kind: 'space' | 'totem', mark: string): string[] {
  return Array.from(document.querySelectorAll(`[data-testid^="${kind}-"][data-mark="${mark}"]`))
    .map((e) => (e.getAttribute('data-testid') ?? '').slice(kind.length + 1))
    .sort();
}
