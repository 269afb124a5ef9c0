import { useMemo, useState, type ReactNode } from 'react';
import type { Ctx } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { AnyGame } from '../registry/types';
import { deriveCounters } from './counters';
import { EndScreen } from './EndScreen';
import { GameLog, logOf } from './GameLog';
import { GenericBoard } from './GenericBoard';
import { legalMovesOf } from './legalMoves';
import { PlayerPanels } from './PlayerPanels';
import { PromptBar } from './PromptBar';
import { SeatsContext } from './SeatsContext';
import { isSeatActing } from './turn';
import type { BoardModule, SeatInfo } from './types';
import { useRenderTiming } from './renderTiming';

export interface TableShellProps {
  gameId: string;
  title: string;
  game: AnyGame;
  /** The game's own board module; null uses the GenericBoard. */
  board: BoardModule | null;
  /** The state as the seat on screen may see it. */
  G: unknown;
  /** The state legal moves are enumerated on (local play has the full state). */
  enumerateG?: unknown;
  ctx: Ctx;
  /** The seat on screen (acting or watching); null for spectators. */
  viewerID: string | null;
  moves: Record<string, (...args: unknown[]) => void>;
  seats: SeatInfo[];
  /** Extra controls in the top bar (connection state, speed...). */
  toolbar?: ReactNode;
  /** More panels under the log (e.g. chat). */
  side?: ReactNode;
  /** Buttons on the end screen. */
  endActions?: ReactNode;
  /**
   * Shown instead of the board, e.g. the hotseat hand-over screen. G should then be
   * what a spectator sees: the panels and the log stay visible.
   */
  cover?: ReactNode;
}

/**
 * The frame every game is played in: top bar, prompt, the board, player panels,
 * game log, and the end screen. Boards only draw the game itself.
 */
export function TableShell(props: TableShellProps) {
  const { gameId, title, game, board, G, ctx, viewerID, moves, seats, toolbar, side, endActions, cover } = props;
  const { t } = useTranslation('common');
  useRenderTiming(G);
  const [endClosed, setEndClosed] = useState(false);
  const enumerateG = props.enumerateG ?? G;
  const isActive = isSeatActing(ctx, viewerID);
  const legalMoves = useMemo(
    () => (isActive && viewerID !== null ? legalMovesOf(game, enumerateG, ctx, viewerID) : []),
    [game, enumerateG, ctx, viewerID, isActive],
  );
  const Board = board?.default ?? GenericBoard;
  const prompt = board?.prompt?.(G, ctx, viewerID) ?? null;
  const counters = (id: string) => board?.counters?.(G, ctx, id) ?? deriveCounters(G, id);

  return (
    <SeatsContext.Provider value={seats}>
      <div className="table-screen" data-testid="table">
        <div className="table-bar">
          <h1 className="table-title">{title}</h1>
          <div className="table-tools">{toolbar}</div>
        </div>
        <PromptBar gameId={gameId} ctx={ctx} viewerID={viewerID} prompt={cover ? null : prompt} />
        <div className="table-layout">
          <main className="table-main" id="board" aria-label={t('table.board')}>
            {cover ?? (
              <Board
                gameId={gameId}
                game={game}
                G={G}
                ctx={ctx}
                playerID={viewerID}
                isActive={isActive}
                moves={moves}
                legalMoves={legalMoves}
                seats={seats}
              />
            )}
          </main>
          <aside className="table-side">
            <PlayerPanels gameId={gameId} seats={seats} ctx={ctx} viewerID={viewerID} counters={counters} />
            <GameLog gameId={gameId} entries={logOf(G)} />
            {side}
          </aside>
        </div>
        {ctx.gameover !== undefined && !endClosed && (
          <EndScreen
            gameId={gameId}
            gameover={ctx.gameover}
            seats={seats}
            actions={endActions}
            onClose={() => setEndClosed(true)}
          />
        )}
      </div>
    </SeatsContext.Provider>
  );
}
