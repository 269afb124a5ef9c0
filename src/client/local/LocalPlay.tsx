import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableOptionValues, type SetupValues } from '../../engine/contract/options';
import { Link, paths } from '../site/router';
import { useServices } from '../site/services';
import { ForSeat, SharedScreenContext } from '../kit/ForSeat';
import { TableShell } from '../kit/TableShell';
import { actingSeats } from '../kit/turn';
import type { BoardModule, SeatInfo } from '../kit/types';
import type { AnyGame } from '../registry/types';
import { RulesLink } from '../play/RulesLink';
import { HandOver } from './HandOver';
import { coversFor, localGameFor, needsHandOver, seedOfLocalMatch, viewFor } from './localGame';
import { humanSeatIds, localSeats, screenSeat, sharedScreen, type SeatPlan } from './seatPlan';
import { SpeedControl } from '../kit/SpeedControl';
import { useBotTurns } from './useBotTurns';
import { useLocalClients } from './useLocalClients';

interface LocalPlayProps {
  gameId: string;
  title: string;
  game: AnyGame;
  board: BoardModule | null;
  setupData: SetupValues;
  plan: readonly SeatPlan[];
  /** The Local match (new, or a saved game being continued). */
  matchID: string;
  /** Starts a new game with the same players. */
  onRestart: () => void;
  onChangeSetup: () => void;
  /** Called once the game is over. */
  onFinished?: () => void;
}

/** One screen, every seat: people pass the device, bots think in a worker. */
export function LocalPlay({
  gameId,
  title,
  game,
  board,
  setupData,
  plan,
  matchID,
  onRestart,
  onChangeSetup,
  onFinished,
}: LocalPlayProps) {
  const { t } = useTranslation('common');
  const services = useServices();
  const numPlayers = plan.length;
  const localGame = useMemo(() => localGameFor(game, setupData, seedOfLocalMatch(matchID)), [game, setupData, matchID]);
  const { clients, state } = useLocalClients(gameId, localGame, matchID, numPlayers, services.debug);
  const runner = useMemo(() => services.createBotRunner(), [services]);
  useEffect(() => () => runner.dispose(), [runner]);

  const humans = humanSeatIds(plan);
  const botsOnly = humans.length === 0;
  const [delayMs, setDelayMs] = useState(botsOnly ? 600 : 400);
  const [paused, setPaused] = useState(false);
  const { thinking, problem } = useBotTurns({ gameId, game, matchID, runner, clients, state, plan, delayMs, paused });

  const lastSeat = useRef<string | null>(null);
  const acting = state ? actingSeats(state.ctx) : [];
  const seat = screenSeat(acting, plan, lastSeat.current);
  // Each time the screen passes to another seat, a new stretch: what the last
  // seat showed is hidden again.
  const stretch = useRef(0);
  if (seat !== lastSeat.current) stretch.current++;
  lastSeat.current = seat;
  // The stretch in which the seat on screen showed its secrets (Ready or "Show").
  const [shownIn, setShownIn] = useState<number | null>(null);
  const shown = shownIn === stretch.current;
  // "New game" throws the game in progress away: it asks once more.
  const [confirmRestart, setConfirmRestart] = useState(false);
  const over = state?.ctx.gameover !== undefined;
  useEffect(() => {
    if (over) onFinished?.();
  }, [over, onFinished]);
  // People sharing the screen at a game with per-seat secrets: each seat's stay
  // hidden until it shows them, by choice or because its decision needs them.
  const secretsHidden = needsHandOver(game, humans.length) && !over && !shown;
  const covered = secretsHidden && state !== null && coversFor(game, state.G, seat, humans.length);

  const seats: SeatInfo[] = localSeats(plan, t);

  if (!state || !clients) return <p className="page">{t('table.loading')}</p>;

  const viewer = covered ? null : seat;
  const G = viewFor(game, state.G, secretsHidden ? null : seat);
  const moves = seat !== null ? (clients[Number(seat)]?.moves ?? {}) : {};
  const restart = () => {
    setShownIn(null);
    setConfirmRestart(false);
    onRestart();
  };

  const toolbar = (
    <>
      <span className="tag">
        {botsOnly ? t('local.watching') : humans.length > 1 ? t('local.hotseat') : t('local.vsBots')}
      </span>
      {thinking !== null && (
        <span className="tag" role="status">
          {t('bots.thinking', { number: Number(thinking) + 1 })}
        </span>
      )}
      {humans.length < numPlayers && (
        <SpeedControl delayMs={delayMs} onDelay={setDelayMs} paused={paused} onPause={setPaused} />
      )}
      {needsHandOver(game, humans.length) && seat !== null && !over && !covered && (
        <button type="button" aria-pressed={shown} onClick={() => setShownIn(shown ? null : stretch.current)}>
          <ForSeat
            namespace="common"
            seat={seat}
            mine={shown ? 'hotseat.hideMine' : 'hotseat.showMine'}
            named={shown ? 'hotseat.hideSeat' : 'hotseat.showSeat'}
          />
        </button>
      )}
      <RulesLink gameId={gameId} />
      {over || confirmRestart ? (
        <button type="button" className={confirmRestart ? 'danger' : undefined} onClick={restart}>
          {confirmRestart ? t('local.restartConfirm') : t('local.restart')}
        </button>
      ) : (
        <button type="button" onClick={() => setConfirmRestart(true)}>
          {t('local.restart')}
        </button>
      )}
      {confirmRestart && (
        <button type="button" onClick={() => setConfirmRestart(false)}>
          {t('local.keepPlaying')}
        </button>
      )}
      <button type="button" onClick={onChangeSetup}>
        {t('local.changeSetup')}
      </button>
    </>
  );

  return (
    <SharedScreenContext.Provider value={sharedScreen(plan)}>
      <TableShell
        gameId={gameId}
        title={title}
        game={game}
        board={board}
        G={G}
        ctx={state.ctx}
        plugins={state.plugins}
        log={state.log}
        confirmMoves={tableOptionValues(setupData).confirmMoves}
        viewerID={viewer}
        moves={viewer === null ? {} : moves}
        seats={seats}
        toolbar={toolbar}
        cover={
          covered && seat !== null ? (
            <HandOver playerID={seat} onReady={() => setShownIn(stretch.current)} />
          ) : undefined
        }
        endActions={
          <>
            <button type="button" className="primary" onClick={restart}>
              {t('end.playAgain')}
            </button>
            <Link
              href={paths.localReplay(gameId, matchID, humans.length === 1 ? humans[0] : null)}
              className="button"
              data-testid="watch-replay"
            >
              {t('replay.watch')}
            </Link>
            <Link href={paths.lobby(gameId)} className="button">
              {t('end.backToLobby')}
            </Link>
          </>
        }
      />
      {problem && (
        <p role="alert" className="error">
          {problem.kind === 'noMove'
            ? t('bots.noMove', { number: Number(problem.seat) + 1 })
            : t('bots.error', { number: Number(problem.seat) + 1, reason: problem.reason })}
        </p>
      )}
    </SharedScreenContext.Provider>
  );
}
