// Test helpers for the Tikal board: a real match state, seen through the game's
// playerView as the kit shows it, rendered with English strings and every move
// dispatcher a spy.
import type { ReactElement } from 'react';
import type { State } from 'boardgame.io';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi, type Mock } from 'vitest';
import { tikal } from '../../../games/tikal/game';
import { MOVE_ARITY } from '../../../games/tikal/moves';
import type { TikalState } from '../../../games/tikal/state';
import { addGameStrings, createI18n } from '../../i18n';
import { isSeatActing, legalMovesOf, SeatsContext } from '../../kit';
import type { GameStrings, LegalMove, SeatInfo } from '../../kit';
import type { AnyGame } from '../../registry/types';
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
  return Object.fromEntries(Object.keys(MOVE_ARITY).map((n) => [n, vi.fn<(...args: unknown[]) => void>()]));
}

/** What the seat on screen receives: the state after the game's playerView. */
export function viewOf(state: State<TikalState>, playerID: string | null): TikalState {
  const view = tikal.playerView as (arg: { G: TikalState; ctx: State['ctx']; playerID: string | null }) => TikalState;
  return view({ G: state.G, ctx: state.ctx, playerID });
}

export interface Rendered extends RenderResult {
  moves: MoveSpies;
  legal: LegalMove[];
  G: TikalState;
  rerenderWith: (state: State<TikalState>) => void;
}

function ui(state: State<TikalState>, playerID: string | null, moves: MoveSpies, raw: boolean): { el: ReactElement; legal: LegalMove[]; G: TikalState } {
  const G = raw ? state.G : viewOf(state, playerID);
  const isActive = isSeatActing(state.ctx, playerID);
  // As online play does: the legal moves are enumerated on the seat's own view.
  const legal = isActive && playerID !== null ? legalMovesOf(tikal as AnyGame, G, state.ctx, playerID) : [];
  const seats = SEATS.slice(0, state.ctx.numPlayers);
  const i18n = createI18n();
  addGameStrings(i18n, 'tikal', en as unknown as GameStrings);
  const el = (
    <I18nextProvider i18n={i18n}>
      <SeatsContext.Provider value={seats}>
        <Board
          gameId="tikal" game={tikal as AnyGame} G={G} ctx={state.ctx} playerID={playerID}
          isActive={isActive} moves={moves} legalMoves={legal} seats={seats}
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
