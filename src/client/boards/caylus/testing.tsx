// Test helpers for the Caylus board: the board rendered with English strings and
// three seats, every move dispatcher a spy (`play` goes through them, as the kit's does).
import type { ReactElement } from 'react';
import type { Ctx } from 'boardgame.io';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { game, legalMoves, MOVE_NAMES, type CaylusMove, type CaylusState } from '../../../games/caylus';
import { addGameStrings, createI18n } from '../../i18n';
import { SeatsContext } from '../../kit';
import type { GameStrings, RecentMove } from '../../kit';
import { moveSpies, SEATS, type MoveSpies } from '../../test/boardHarness';
import Board from './Board';
import { caylusEn } from '../../../games/caylus/i18n/en';
import type { Translate } from './text';

export function englishI18n() {
  const i18n = createI18n();
  // The en.ts object holds arrays (favour columns) that i18next reads by index.
  addGameStrings(i18n, 'caylus', caylusEn as unknown as GameStrings);
  return i18n;
}

/** The helpers' translate function over a fresh English instance. */
export function englishT(): Translate {
  const t = englishI18n().getFixedT('en', 'caylus');
  return (key, params) => String(t(key, params ?? {}));
}

/** A ctx good enough for the board (it reads G.decision, not ctx). */
export function ctxFor(G: CaylusState, gameover?: unknown): Ctx {
  const d = G.decision;
  const stage = d && d.kind !== 'place' ? { [d.player]: d.kind } : null;
  return {
    numPlayers: G.turnOrder.length,
    playOrder: [...G.turnOrder].sort(),
    playOrderPos: 0,
    activePlayers: stage,
    currentPlayer: d?.player ?? '0',
    turn: 1,
    phase: stage ? 'activation' : 'placement',
    ...(gameover !== undefined ? { gameover } : {}),
  };
}

export interface Rendered extends RenderResult {
  moves: MoveSpies;
  /** Re-renders the same board with a later state (as a state update would). */
  update: (G: CaylusState, playerID?: string | null) => void;
}

/** Renders the board for `playerID` (default: whoever must decide), with its real legal moves. */
export function renderBoard(
  G: CaylusState,
  playerID: string | null = G.decision?.player ?? null,
  recent: RecentMove<CaylusMove>[] = [],
): Rendered {
  const moves = moveSpies(MOVE_NAMES);
  const i18n = englishI18n();
  const seats = SEATS.slice(0, G.turnOrder.length);
  const ui = (state: CaylusState, viewer: string | null): ReactElement => {
    const isActive = viewer !== null && state.decision?.player === viewer;
    return (
      <I18nextProvider i18n={i18n}>
        <SeatsContext.Provider value={seats}>
          <Board
            gameId="caylus"
            game={game}
            G={state}
            ctx={ctxFor(state)}
            playerID={viewer}
            isActive={isActive}
            moves={moves}
            play={(m: CaylusMove) => moves[m.move](...m.args)}
            legalMoves={isActive && viewer !== null ? legalMoves(state, viewer) : []}
            recent={recent}
            seats={seats}
          />
        </SeatsContext.Provider>
      </I18nextProvider>
    );
  };
  const result = render(ui(G, playerID));
  const update = (next: CaylusState, viewer: string | null = next.decision?.player ?? null) =>
    result.rerender(ui(next, viewer));
  return { ...result, moves, update };
}
