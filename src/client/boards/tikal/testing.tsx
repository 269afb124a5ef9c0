// Test helpers for the Tikal board: a real match state, seen through the game's
// view as the kit shows it, with the complete legal list the kit hands boards,
// rendered with English strings and every move dispatcher a spy.
import type { ReactElement } from 'react';
import type { State } from 'boardgame.io';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi, type Mock } from 'vitest';
import { legalMovesOf, viewOf as contractView } from '../../../games/contract';
import { TIKAL_MOVES, type TikalMove, type TikalState } from '../../../games/tikal';
import { game } from '../../../games/tikal/test/helpers';
import { addGameStrings, createI18n } from '../../i18n';
import { isSeatActing, SeatsContext } from '../../kit';
import type { GameStrings, SeatInfo } from '../../kit';
import Board from './Board';
import { en } from './en';

afterEach(() => cleanup());

export const SEATS: SeatInfo[] = [
  { id: '0', name: 'Alice', isBot: false },
  { id: '1', name: 'Bob', isBot: false },
  { id: '2', name: 'Cleo', isBot: false },
  { id: '3', name: 'Dan', isBot: false },
];

export type MoveSpies = Record<string, Mock<(...args: unknown[]) => void>>;

export function moveSpies(): MoveSpies {
  return Object.fromEntries(Object.keys(TIKAL_MOVES).map((n) => [n, vi.fn<(...args: unknown[]) => void>()]));
}

/** What the seat on screen receives: the state after the game's view. */
export function viewOf(state: State<TikalState>, playerID: string | null): TikalState {
  return contractView(game.spec, state.G, playerID);
}

export interface Rendered extends RenderResult {
  moves: MoveSpies;
  legal: TikalMove[];
  G: TikalState;
  rerenderWith: (state: State<TikalState>) => void;
}

function ui(state: State<TikalState>, playerID: string | null, moves: MoveSpies, raw: boolean): { el: ReactElement; legal: TikalMove[]; G: TikalState } {
  const G = raw ? state.G : viewOf(state, playerID);
  const isActive = isSeatActing(state.ctx, playerID);
  // As online play does: the legal moves are enumerated on the seat's own view.
  const legal = isActive && playerID !== null ? legalMovesOf(game.spec, G, playerID) : [];
  const seats = SEATS.slice(0, state.ctx.numPlayers);
  const i18n = createI18n();
  addGameStrings(i18n, 'tikal', en as unknown as GameStrings);
  const el = (
    <I18nextProvider i18n={i18n}>
      <SeatsContext.Provider value={seats}>
        <Board
          gameId="tikal" game={game} G={G} ctx={state.ctx} playerID={playerID}
          isActive={isActive} moves={moves} legalMoves={legal} seats={seats}
          play={(m) => moves[m.move](...m.args)}
        />
      </SeatsContext.Provider>
    </I18nextProvider>
  );
  return { el, legal, G };
}

/**
 * Renders the board for `playerID` (default: the seat that acts now). `raw` hands
 * the board the full state, secret included, which the kit never does.
 */
export function renderBoard(state: State<TikalState>, playerID: string | null = actingSeat(state), raw = false): Rendered {
  const moves = moveSpies();
  const first = ui(state, playerID, moves, raw);
  const result = render(first.el);
  return {
    ...result, moves, legal: first.legal, G: first.G,
    rerenderWith: (next) => result.rerender(ui(next, playerID, moves, raw).el),
  };
}

export function actingSeat(state: State<TikalState>): string {
  return state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer;
}

/** The hexes highlighted as `kind` (target, hint, source, selected), sorted. */
export function highlighted(kind: string): number[] {
  return Array.from(document.querySelectorAll(`[data-highlight="${kind}"]`))
    .map((e) => Number((e.getAttribute('data-testid') ?? '').replace('hex-', '')))
    .sort((a, b) => a - b);
}
