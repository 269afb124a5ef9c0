// Test helpers for the Iwari board: a real match state, seen through the game's
// view as the kit shows it, with the complete legal list the kit hands boards,
// rendered with English strings and every move dispatcher a spy.
import type { ReactElement } from 'react';
import type { State } from 'boardgame.io';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi, type Mock } from 'vitest';
import { legalMovesOf, viewOf as contractView } from '../../../games/contract';
import { IWARI_MOVES, type IwariMove, type IwariState } from '../../../games/iwari';
import { game } from '../../../games/iwari/test/helpers';
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
  { id: '4', name: 'Eve', isBot: false },
];

export type MoveSpies = Record<string, Mock<(...args: unknown[]) => void>>;

export function moveSpies(): MoveSpies {
  return Object.fromEntries(Object.keys(IWARI_MOVES).map((n) => [n, vi.fn<(...args: unknown[]) => void>()]));
}

export interface Rendered extends RenderResult {
  moves: MoveSpies;
  legal: IwariMove[];
  G: IwariState;
  rerenderWith: (state: State<IwariState>) => void;
}

function ui(state: State<IwariState>, playerID: string | null, moves: MoveSpies): { el: ReactElement; legal: IwariMove[]; G: IwariState } {
  const G = contractView(game.spec, state.G, playerID);
  const isActive = isSeatActing(state.ctx, playerID);
  // As online play does: the legal moves are enumerated on the seat's own view.
  const legal = isActive && playerID !== null ? legalMovesOf(game.spec, G, playerID) : [];
  const seats = SEATS.slice(0, state.ctx.numPlayers);
  const i18n = createI18n();
  addGameStrings(i18n, 'iwari', en as unknown as GameStrings);
  const el = (
    <I18nextProvider i18n={i18n}>
      <SeatsContext.Provider value={seats}>
        <Board
          gameId="iwari" game={game} G={G} ctx={state.ctx} playerID={playerID}
          isActive={isActive} moves={moves} legalMoves={legal} seats={seats}
          play={(m) => moves[m.move](...m.args)}
        />
      </SeatsContext.Provider>
    </I18nextProvider>
  );
  return { el, legal, G };
}

/** Renders the board for `playerID` (default: the seat that acts now). */
export function renderBoard(state: State<IwariState>, playerID: string | null = state.ctx.currentPlayer): Rendered {
  const moves = moveSpies();
  const first = ui(state, playerID, moves);
  const result = render(first.el);
  return {
    ...result, moves, legal: first.legal, G: first.G,
    rerenderWith: (next) => result.rerender(ui(next, playerID, moves).el),
  };
}

/** The tent spaces marked `mark` (target, start, selected), sorted. */
export function marked(kind: 'space' | 'totem', mark: string): string[] {
  return Array.from(document.querySelectorAll(`[data-testid^="${kind}-"][data-mark="${mark}"]`))
    .map((e) => (e.getAttribute('data-testid') ?? '').slice(kind.length + 1))
    .sort();
}
