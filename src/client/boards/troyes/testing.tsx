// Test helpers for the Troyes board: a real match state (or a prepared position),
// seen through the game's view as the kit shows it, with the complete legal list
// the kit hands boards, rendered with English strings and every move dispatcher a spy.
import type { State } from 'boardgame.io';
import { troyesFlow, type TroyesMove, type TroyesState } from '../../../games/troyes';
import { game, startMatch } from '../../../games/troyes/test/helpers';
import type { GameStrings, RecentMove } from '../../kit';
import { actingSeat, renderContractBoard, type RenderedBoard } from '../../test/boardHarness';
import Board from './Board';
import { en } from '../../../games/troyes/i18n/en';

export { actingSeat };

/** A match whose G is a prepared position; ctx follows the game's flow as the framework's would. */
export function matchWith(numPlayers: number, prepare: (G: TroyesState) => void): State<TroyesState> {
  const state = startMatch(numPlayers) as State<TroyesState>;
  const G = structuredClone(state.G);
  prepare(G);
  const flow = troyesFlow(G);
  const ctx = {
    ...state.ctx,
    currentPlayer: flow.player,
    phase: flow.phase ?? state.ctx.phase,
    activePlayers: flow.stage ? Object.fromEntries(flow.stage.players.map((p) => [p, flow.stage!.name])) : null,
  };
  return { ...state, G, ctx };
}

/** Renders the board for `playerID` (default: the seat that acts now), always through the seat's view. */
export function renderBoard(
  state: State<TroyesState>,
  playerID: string | null = actingSeat(state),
  recent: RecentMove<TroyesMove>[] = [],
): RenderedBoard<TroyesState, TroyesMove> {
  return renderContractBoard(
    { gameId: 'troyes', game, Board, strings: en as unknown as GameStrings },
    state,
    playerID,
    false,
    recent,
  );
}
