import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Ctx, LogEntry } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import {
  cannotTakeBack,
  legalMovesOf,
  progressOf,
  UNDO_MOVE,
  undoableSteps,
  type GameState,
  type MoveShape,
} from '../../engine/contract';
import type { AnyGame } from '../registry/types';
import { DockLog, DockSeat, DockSlotContext, useDockRoom } from './Dock';
import { EndScreen } from './EndScreen';
import { GameLog } from './GameLog';
import { GenericBoard } from './GenericBoard';
import { MoveControls } from './MoveControls';
import { useSteadyHeight } from './steadyHeight';
import { PlayerPanels } from './PlayerPanels';
import { PromptBar } from './PromptBar';
import { SeatsContext, useSameSeats } from './SeatsContext';
import { actingSeats, isSeatActing } from './turn';
import type { BoardModule, SeatInfo } from './types';
import type { LogNote } from './GameLog';
import { logTimes } from './logTimes';
import { recentMoves, type RecentMove } from './recent';
import { RecentModeContext } from './RecentMark';
import { markRenderStart, useRenderTiming } from './motion/renderTiming';
import { lineMoves, LocalSpans } from './logMoves';
import { TableSettings, useMotion, useTableSettings, useReducedMotion, useTableSounds } from './motion';

export interface TableShellProps {
  gameId: string;
  title: string;
  /** The game on the contract: prompt, counters, legal moves and messages come from `game.spec`. */
  game: AnyGame;
  /** The game's own board module; null uses the GenericBoard. */
  board: BoardModule | null;
  /**
   * The state as the seat on screen may see it: online, what the server sent; on
   * one screen, `viewOf(spec, G, viewerID)`. Legal moves are listed on it too (the
   * contract makes them the same on a view as on the full state).
   */
  G: GameState;
  ctx: Ctx;
  /** The match state's plugins as this screen received them: whose steps may be taken back. */
  plugins?: unknown;
  /** The framework's move log as this screen received it: the other seats' last moves are marked from it. */
  log?: readonly LogEntry[];
  /**
   * The table option: a move that cannot be taken back waits for a confirmation (a
   * second click on the same target, or Confirm). Default on.
   */
  confirmMoves?: boolean;
  /** The seat on screen (acting or watching); null for spectators. */
  viewerID: string | null;
  /**
   * The state shown is not the newest yet (the page is showing the moves it
   * received one by one): nothing may be played on it.
   */
  catchingUp?: boolean;
  moves: Record<string, (...args: unknown[]) => void>;
  seats: SeatInfo[];
  /** Extra controls in the top bar (connection state, speed...). */
  toolbar?: ReactNode;
  /** The site's own lines in the game log (who plays a seat now…), placed by their time. */
  logNotes?: readonly LogNote[];
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
 * `record`, or the one given before when it holds the same values. The pages hand
 * a new `moves` object on each render (a bots-only table: a new empty one), which
 * would draw the board again for nothing.
 */
function useSameRecord<T extends Readonly<Record<string, unknown>>>(record: T): T {
  const kept = useRef(record);
  const old = kept.current;
  const keys = Object.keys(record);
  if (old !== record && (keys.length !== Object.keys(old).length || keys.some((k) => old[k] !== record[k])))
    kept.current = record;
  return kept.current;
}

function sameMove(a: MoveShape, b: MoveShape): boolean {
  return a.move === b.move && JSON.stringify(a.args) === JSON.stringify(b.args);
}

/**
 * The frame every game is played in: top bar, prompt, the board, player panels,
 * game log, and the end screen. Boards only draw the game itself.
 */
export function TableShell(props: TableShellProps) {
  const {
    gameId,
    title,
    game,
    board,
    G,
    ctx,
    plugins,
    log,
    confirmMoves = true,
    viewerID,
    catchingUp = false,
    toolbar,
    logNotes,
    side,
    endActions,
    cover,
  } = props;
  const seats = useSameSeats(props.seats);
  const moves = useSameRecord(props.moves);
  const { spec } = game;
  const { t } = useTranslation('common');
  const screen = useRef<HTMLDivElement>(null);
  const settings = useTableSettings();
  const reducedMotion = useReducedMotion();
  // Before the render timing, which then counts the pieces' measuring and animation in.
  const moving = settings.animations && !reducedMotion;
  markRenderStart(G);
  const motionStarted = useMotion(screen, G, moving);
  useRenderTiming(G, motionStarted);
  const [endClosed, setEndClosed] = useState(false);
  const isActive = !catchingUp && isSeatActing(ctx, viewerID);
  const legalMoves = useMemo(
    () => (isActive && viewerID !== null && ctx.gameover === undefined ? legalMovesOf(spec, G, viewerID) : []),
    [spec, G, ctx.gameover, viewerID, isActive],
  );
  const [pending, setPending] = useState<MoveShape | null>(null);
  // A new state or another seat on screen: a move waiting for confirmation is stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new state or another seat on screen is the trigger
  useEffect(() => setPending(null), [G, viewerID]);
  const send = useCallback((m: MoveShape) => moves[m.move]?.(...m.args), [moves]);
  const play = useCallback(
    (m: MoveShape) => {
      if (
        confirmMoves &&
        settings.confirmations &&
        viewerID !== null &&
        !(pending && sameMove(pending, m)) &&
        cannotTakeBack(spec, G, viewerID, m)
      ) {
        setPending(m);
        return;
      }
      setPending(null);
      send(m);
    },
    [confirmMoves, settings.confirmations, viewerID, pending, spec, G, send],
  );
  const confirm = useCallback(() => {
    if (pending) send(pending);
    setPending(null);
  }, [pending, send]);
  const cancel = useCallback(() => setPending(null), []);
  const undoable = isActive && ctx.gameover === undefined && !cover ? undoableSteps(plugins, viewerID) : 0;
  const undo = useCallback(() => moves[UNDO_MOVE]?.(), [moves]);
  const recent = useMemo(() => recentMoves(log, viewerID), [log, viewerID]);
  const times = useMemo(() => logTimes(log, G.log.length), [log, G.log.length]);
  useTableSounds({ on: settings.sounds, isActive, lines: G.log });
  // The log line under the pointer or the focus: the board marks what its move changed instead of the last moves.
  const [markedLine, setMarkedLine] = useState<number | null>(null);
  const localSpans = useRef(new LocalSpans());
  const spans = useMemo(() => localSpans.current.update(log, G.log.length), [log, G.log.length]);
  const lineMove = useMemo(
    () => (markedLine === null ? undefined : lineMoves(log, G.log.length, spans)[markedLine]),
    [markedLine, log, G.log.length, spans],
  );
  const marks = useMemo<{ mode: 'last' | 'line'; moves: RecentMove[] }>(
    () => (lineMove ? { mode: 'line', moves: [lineMove] } : { mode: 'last', moves: recent }),
    [lineMove, recent],
  );
  // Drawn again only when its props change: the pages render the table for other
  // reasons too (a bot starts thinking, the speed control moves).
  const Board = useMemo(() => memo(board?.default ?? GenericBoard), [board]);
  const prompt = cover ? null : spec.prompt(G, viewerID);
  // The prompt and the move controls keep their room over a turn: nothing there moves the board.
  const status = useSteadyHeight<HTMLDivElement>(
    `${ctx.turn}:${actingSeats(ctx).join(',')}:${viewerID}:${cover ? 1 : 0}`,
  );
  const counters = (id: string) => spec.counters(G, id);
  const dock = useRef<HTMLDivElement>(null);
  useDockRoom(dock);
  // The board's decision panel is drawn in the dock's slot (kit/Dock.tsx: Docked), once it is there.
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);

  return (
    <SeatsContext.Provider value={seats}>
      <div className={moving ? 'table-screen' : 'table-screen no-motion'} data-testid="table" ref={screen}>
        <div className="table-bar">
          <h1 className="table-title">{title}</h1>
          <span className="table-progress" data-testid="progress" title={t('table.progressHelp')}>
            {t('table.progress', { percent: progressOf(spec, G) })}
          </span>
          <div className="table-tools">
            {toolbar}
            <TableSettings />
          </div>
        </div>
        {ctx.gameover !== undefined && endClosed && (
          <p className="reopen-results">
            <button type="button" className="primary" onClick={() => setEndClosed(false)}>
              {t('end.showResults')}
            </button>
          </p>
        )}
        <div className="table-layout">
          {/* First in the page's order (the prompt before the board); placed beside it or at the window's foot by styles.css. */}
          <div className="table-dock" ref={dock} data-testid="table-dock">
            <div className="table-status" ref={status}>
              <PromptBar
                gameId={gameId}
                ctx={ctx}
                viewerID={viewerID}
                prompt={prompt}
                catalogue={spec.messages.prompt}
              />
              <div className="table-decision" ref={setSlot} />
              <MoveControls
                gameId={gameId}
                pending={cover ? null : pending}
                onConfirm={confirm}
                onCancel={cancel}
                undoable={undoable}
                onUndo={undo}
                // A seat's Undo row keeps its room all game, so that it never moves the board as it comes and goes.
                reserved={viewerID !== null && ctx.gameover === undefined}
              />
            </div>
            {viewerID !== null && !cover && <DockSeat gameId={gameId} counters={counters(viewerID)} />}
            <DockLog gameId={gameId} entries={G.log} catalogue={spec.messages.log} count={2} />
          </div>
          <main
            className={marks.mode === 'line' ? 'table-main is-line-marks' : 'table-main'}
            id="board"
            aria-label={t('table.board')}
          >
            <RecentModeContext.Provider value={marks.mode}>
              <DockSlotContext.Provider value={slot}>
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
                    play={play}
                    pending={pending}
                    recent={marks.moves}
                    seats={seats}
                  />
                )}
              </DockSlotContext.Provider>
            </RecentModeContext.Provider>
          </main>
          <aside className="table-side">
            <PlayerPanels gameId={gameId} seats={seats} ctx={ctx} viewerID={viewerID} counters={counters} />
            <GameLog
              gameId={gameId}
              entries={G.log}
              notes={logNotes}
              catalogue={spec.messages.log}
              times={times}
              onMark={setMarkedLine}
            />
            {side}
          </aside>
        </div>
        {ctx.gameover !== undefined && !endClosed && (
          <EndScreen
            gameId={gameId}
            gameover={ctx.gameover}
            seats={seats}
            categories={spec.messages.scores}
            actions={endActions}
            onClose={() => setEndClosed(true)}
          />
        )}
      </div>
    </SeatsContext.Provider>
  );
}
