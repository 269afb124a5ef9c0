// Test helpers for the Troyes board: a real match state (or a prepared position),
// seen through the game's view as the kit shows it, with the complete legal list
// the kit hands boards, rendered with English strings and every move dispatcher a spy.
import type { ReactElement } from 'react';
import type { State } from 'boardgame.io';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi, type Mock } from 'vitest';
import { legalMovesOf, viewOf as contractView } from '../../../games/contract';
import { TROYES_MOVES, type TroyesMove, type TroyesState } from '../../../games/troyes';
import { game } from '../../../games/troyes/game';
import { startMatch } from '../../../games/troyes/test/helpers';
import { troyesFlow } from '../../../games/troyes/flow';
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
  return Object.fromEntries(Object.keys(TROYES_MOVES).map((n) => [n, vi.fn<(...args: unknown[]) => void>()]));
}

/** A match whose G is a prepared position; ctx follows the game's flow as the framework's would. */
export function matchWith(numPlayers: number, prepare: (G: TroyesState) => void): State<TroyesState> {
  const state = startMatch(numPlayers) as State<TroyesState>;
  const G = structuredClone(state.G);
  prepare(G);
  const flow = troyesFlow(G);
  const ctx = {
    ...state.ctx, currentPlayer: flow.player, phase: flow.phase ?? state.ctx.phase,
    activePlayers: flow.stage ? Object.fromEntries(flow.stage.players.map((p) => [p, flow.stage!.name])) : null,
  };
  return { ...state, G, ctx };
}

export interface Rendered extends RenderResult {
  moves: MoveSpies;
  legal: TroyesMove[];
  G: TroyesState;
  rerenderWith: (state: State<TroyesState>) => void;
}

function ui(state: State<TroyesState>, playerID: string | null, moves: MoveSpies): { el: ReactElement; legal: TroyesMove[]; G: TroyesState } {
  const G = contractView(game.spec, state.G, playerID);
  const isActive = isSeatActing(state.ctx, playerID);
  const legal = isActive && playerID !== null ? legalMovesOf(game.spec, G, playerID) : [];
  const seats = SEATS.slice(0, state.ctx.numPlayers);
  const i18n = createI18n();
  addGameStrings(i18n, 'troyes', en as unknown as GameStrings);
  const el = (
    <I18nextProvider i18n={i18n}>
      <SeatsContext.Provider value={seats}>
        <Board
          gameId="troyes" game={game} G={G} ctx={state.ctx} playerID={playerID}
          isActive={isActive} moves={moves} legalMoves={legal} seats={seats}
          play={(m) => moves[m.move](...m.args)}
        />
      </SeatsContext.Provider>
    </I18nextProvider>
  );
  return { el, legal, G };
}

export function actingSeat(state: State<TroyesState>): string {
  return state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer;
}

/** Renders the board for `playerID` (default: the seat that acts now), always through the seat's view. */
export function renderBoard(state: State<TroyesState>, playerID: string | null = actingSeat(state)): Rendered {
  const moves = moveSpies();
  const first = ui(state, playerID, moves);
  const result = render(first.el);
  return { ...result, moves, legal: first.legal, G: first.G, rerenderWith: (next) => result.rerender(ui(next, playerID, moves).el) };
}
