import type { ComponentType, ReactElement } from 'react';
import type { State } from 'boardgame.io';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi, type Mock } from 'vitest';
import { legalMovesOf, viewOf, type ContractGame, type GameState, type MoveShape } from '../../engine/contract';
import { addGameStrings, createI18n } from '../i18n';
import { isSeatActing, SeatsContext } from '../kit';
import type { GameStrings, RecentMove, SeatInfo, TableBoardProps } from '../kit';

// What every board's tests need: a board rendered as the table kit renders it, for
// one seat, from that seat's view, with the complete legal list and spies for moves.

afterEach(() => cleanup());

export const SEATS: SeatInfo[] = [
  { id: '0', name: 'Alice', isBot: false },
  { id: '1', name: 'Bob', isBot: false },
  { id: '2', name: 'Cleo', isBot: false },
  { id: '3', name: 'Dan', isBot: false },
  { id: '4', name: 'Eve', isBot: false },
];

export type MoveSpies = Record<string, Mock<(...args: unknown[]) => void>>;

export function moveSpies(names: readonly string[]): MoveSpies {
  return Object.fromEntries(names.map((n) => [n, vi.fn<(...args: unknown[]) => void>()]));
}

/** The seat that acts now: the first in a stage, else the turn's player. */
export function actingSeat(state: State): string {
  return state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer;
}

export interface RenderedBoard<G, M> extends RenderResult {
  moves: MoveSpies;
  legal: M[];
  /** What the board was given as G. */
  G: G;
  rerenderWith: (state: State<G>) => void;
}

export interface BoardUnderTest<G extends GameState, M extends MoveShape> {
  gameId: string;
  game: ContractGame<G, M>;
  Board: ComponentType<TableBoardProps<G, M>>;
  strings: GameStrings;
}

/** Renders `Board` for `playerID` from its view; `raw` hands it the full state instead, which the kit never does. */
export function renderContractBoard<G extends GameState, M extends MoveShape>(
  under: BoardUnderTest<G, M>,
  state: State<G>,
  playerID: string | null,
  raw = false,
  recent: RecentMove<M>[] = [],
): RenderedBoard<G, M> {
  const moves = moveSpies(Object.keys(under.game.spec.moves));
  const ui = (s: State<G>): { el: ReactElement; legal: M[]; G: G } => {
    const G = raw ? s.G : viewOf(under.game.spec, s.G, playerID);
    const isActive = isSeatActing(s.ctx, playerID);
    // As online play does: the legal moves are enumerated on the seat's own view.
    const legal = isActive && playerID !== null ? legalMovesOf(under.game.spec, G, playerID) : [];
    const seats = SEATS.slice(0, s.ctx.numPlayers);
    const i18n = createI18n();
    addGameStrings(i18n, under.gameId, under.strings);
    const { Board } = under;
    const el = (
      <I18nextProvider i18n={i18n}>
        <SeatsContext.Provider value={seats}>
          <Board
            gameId={under.gameId}
            game={under.game}
            G={G}
            ctx={s.ctx}
            playerID={playerID}
            isActive={isActive}
            moves={moves}
            legalMoves={legal}
            seats={seats}
            recent={recent}
            play={(m) => moves[m.move](...m.args)}
          />
        </SeatsContext.Provider>
      </I18nextProvider>
    );
    return { el, legal, G };
  };
  const first = ui(state);
  const result = render(first.el);
  return { ...result, moves, legal: first.legal, G: first.G, rerenderWith: (next) => result.rerender(ui(next).el) };
}
