import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ctx, LobbyAPI } from 'boardgame.io';
import type { GameState } from '../../engine/contract';
import { Link, navigate, paths, useLocation } from '../site/router';
import { useDocumentTitle } from '../site/title';
import { tableTitle } from '../site/tableTitle';
import { tableNameOf } from '../../engine/tables/tableName';
import { useGameInfo, useServices } from '../site/services';
import { errorReason, statusOf } from '../i18n/errors';
import { moveName } from '../kit/moveLabel';
import { PlayerName } from '../kit/PlayerName';
import { SeatsContext } from '../kit/SeatsContext';
import { SpeedControl } from '../kit/SpeedControl';
import { TableShell } from '../kit/TableShell';
import { NotFound } from '../pages/NotFound';
import { RulesLink } from '../play/RulesLink';
import { onlineSeats } from '../play/seats';
import { useGameBundle } from '../play/useGameBundle';
import { loadReplay, moveLogOf, roundSections, stepOfTurn } from './timeline';
import { viewsOf, type ReplayView, type ReplayWire } from '../../engine/replay/wire';
import { localReplay } from '../local/localReplay';
import { savedGame } from '../local/savedGame';
import { localSeats, type SeatPlan } from '../local/seatPlan';
import './replay.css';

/** The seats of the local game `matchID`, while this screen still remembers it. */
function savedPlan(gameId: string, matchID: string): readonly SeatPlan[] | null {
  const saved = savedGame(gameId);
  return saved?.matchID === matchID ? saved.plan : null;
}

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; replay: ReplayWire; views: ReplayView[] };

const NO_MOVES: Record<string, (...args: unknown[]) => void> = {};
const DEFAULT_DELAY_MS = 800;

/** Whether a key press belongs to a form control (a slider, a list, a field) rather than to the replay. */
function inControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * `/replay/:gameId/:matchID?seat=<id>`: a finished match watched again, move by
 * move, from a seat's point of view or (no seat) the spectator's, as the server
 * rebuilt it from its stored log. `local` (`/local/:gameId/replay/:matchID`): a
 * game played on this screen, rebuilt the same way from the moves this browser
 * kept. The game's own board draws each step; nothing on it can be played.
 */
export function ReplayPage({ gameId, matchID, local = false }: { gameId: string; matchID: string; local?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const services = useServices();
  const info = useGameInfo(gameId);
  const bundle = useGameBundle(gameId);
  const { search } = useLocation();
  const seat = search.get('seat');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [players, setPlayers] = useState<LobbyAPI.Match['players']>([]);
  const [tableNumber, setTableNumber] = useState<number | null>(null);
  const [step, setStep] = useState(0);
  const [paused, setPaused] = useState(true);
  const [delayMs, setDelayMs] = useState(DEFAULT_DELAY_MS);
  const [turnText, setTurnText] = useState('');
  const ids = { pov: useId(), round: useId(), turn: useId() };

  const localGame = local && bundle.status === 'ready' ? bundle.game : null;
  useEffect(() => {
    let cancelled = false;
    if (local && !localGame) return;
    // Another point of view: the one on screen stays until the new one arrives.
    setLoaded((before) => (before.kind === 'ready' ? before : { kind: 'loading' }));
    (localGame
      ? Promise.resolve().then(() => localReplay(localGame, gameId, matchID, seat))
      : loadReplay(gameId, matchID, seat)
    )
      .then((replay) => {
        if (!cancelled) setLoaded({ kind: 'ready', replay, views: viewsOf(replay) });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoaded({ kind: 'failed', error });
      });
    return () => {
      cancelled = true;
    };
  }, [gameId, matchID, seat, local, localGame]);

  useEffect(() => {
    let cancelled = false;
    if (local) return;
    services.lobby
      .getMatch(gameId, matchID)
      .then((m) => {
        if (cancelled) return;
        setPlayers(m.players);
        const number = (m as { tableNumber?: unknown }).tableNumber;
        setTableNumber(typeof number === 'number' ? number : null);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [services, gameId, matchID, local]);

  const ready = loaded.kind === 'ready' ? loaded : null;
  const count = ready ? ready.views.length : 1;
  const last = count - 1;
  const at = Math.min(step, last);
  const go = useCallback((to: number) => setStep(Math.max(0, Math.min(last, to))), [last]);

  // Playing: one move per delay, stopping at the end.
  useEffect(() => {
    if (paused || !ready) return;
    if (at >= last) {
      setPaused(true);
      return;
    }
    const timer = window.setTimeout(() => setStep(at + 1), delayMs);
    return () => window.clearTimeout(timer);
  }, [paused, ready, at, last, delayMs]);

  // The arrow keys step through the replay wherever the focus is, but in a form control.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || inControl(e.target)) return;
      const to =
        e.key === 'ArrowLeft'
          ? at - 1
          : e.key === 'ArrowRight'
            ? at + 1
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? last
                : null;
      if (to === null) return;
      e.preventDefault();
      setPaused(true);
      go(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, last, go]);

  const steps = ready?.replay.steps;
  const moveLog = useMemo(() => (steps ? moveLogOf(steps) : []), [steps]);
  const log = useMemo(() => moveLog.slice(0, at), [moveLog, at]);
  const game = bundle.status === 'ready' ? bundle.game : null;
  const sections = useMemo(() => (steps && game ? roundSections(steps, game.spec.phases) : []), [steps, game]);
  // The table is called as on its own page: by its name and number when it has them.
  const tableName = tableNameOf(players);
  const tableLabel =
    info && (tableName || tableNumber !== null)
      ? tableTitle(t, { game: info.title, name: tableName, number: tableNumber })
      : info?.title;
  const pageTitle = tableLabel ? t('replay.title', { game: tableLabel }) : '';
  useDocumentTitle(pageTitle || null);
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
    [i18n.language],
  );

  if (!info) return <NotFound />;
  const title = pageTitle;
  const back = local ? (
    <Link href={paths.local(gameId)} className="button">
      {t('local.title', { game: info.title })}
    </Link>
  ) : (
    <Link href={paths.table(gameId, matchID)} className="button">
      {t('replay.backToTable')}
    </Link>
  );
  if (bundle.status === 'error')
    return (
      <p role="alert" className="error page">
        {bundle.error}
      </p>
    );
  if (loaded.kind === 'failed') {
    return (
      <div className="page">
        <h1>{title}</h1>
        <p role="alert" className="error" data-testid="replay-failed">
          {statusOf(loaded.error) === 409
            ? t('replay.notOver')
            : t('replay.failed', { reason: errorReason(t, loaded.error) })}
        </p>
        <p>
          {back}{' '}
          <Link href={paths.lobby(gameId)} className="button">
            {t('end.backToLobby')}
          </Link>
        </p>
      </div>
    );
  }
  if (!ready || !game || bundle.status !== 'ready') return <p className="page">{t('replay.loading')}</p>;

  const { replay, views } = ready;
  const view = views[at]!;
  const current = replay.steps[at]!;
  const plan = local ? savedPlan(gameId, matchID) : null;
  const seats = plan ? localSeats(plan, t) : onlineSeats(replay.numPlayers, undefined, players, t);
  const setPov = (pov: string) =>
    navigate((local ? paths.localReplay : paths.replay)(gameId, matchID, pov === '' ? null : pov), { replace: true });
  const jumpTurn = (e: FormEvent) => {
    e.preventDefault();
    const turn = Number(turnText);
    if (Number.isInteger(turn)) go(stepOfTurn(replay.steps, turn));
  };
  const phaseName = (phase: string, index: number) =>
    t([`${gameId}:phases.${phase}`, `${gameId}:labels.phase.${phase}`], {
      defaultValue: t('replay.phaseNumber', { number: index + 1 }),
    });
  const section = [...sections].reverse().find((s) => s.step <= at);
  const lastTurn = replay.steps[last]!.turn;

  const controls = (
    <section className="replay-controls" aria-label={t('replay.controls')} data-testid="replay-controls">
      <div className="replay-steps">
        <button
          type="button"
          onClick={() => go(0)}
          disabled={at === 0}
          aria-label={t('replay.first')}
          title={t('replay.first')}
        >
          |◀
        </button>
        <button
          type="button"
          onClick={() => go(at - 1)}
          disabled={at === 0}
          aria-label={t('replay.previous')}
          title={t('replay.previous')}
          data-testid="replay-previous"
        >
          ◀
        </button>
        <button
          type="button"
          onClick={() => go(at + 1)}
          disabled={at === last}
          aria-label={t('replay.next')}
          title={t('replay.next')}
          data-testid="replay-next"
        >
          ▶
        </button>
        <button
          type="button"
          onClick={() => go(last)}
          disabled={at === last}
          aria-label={t('replay.last')}
          title={t('replay.last')}
        >
          ▶|
        </button>
        <SpeedControl
          delayMs={delayMs}
          onDelay={setDelayMs}
          paused={paused}
          onPause={(p) => {
            if (!p && at === last) setStep(0);
            setPaused(p);
          }}
          label={t('replay.speed')}
          resumeLabel={t('replay.play')}
        />
      </div>
      <p className="replay-caption" aria-live="polite" data-testid="replay-step" data-step={at}>
        <strong>{t('replay.step', { step: at, total: last })}</strong>{' '}
        {current.move ? (
          <span className="replay-move">
            <PlayerName playerID={current.move.player} />{' '}
            {moveName(t, gameId, { move: current.move.move, args: current.move.args })}
          </span>
        ) : (
          <span>{at > 0 ? t('replay.storedEnd') : t('replay.setup')}</span>
        )}
        {current.stamp && (
          <time className="replay-time" dateTime={new Date(current.stamp.at).toISOString()}>
            {' '}
            · {timeFormat.format(current.stamp.at)}
          </time>
        )}
        <span className="replay-where">
          {' · '}
          {t('replay.turn', { turn: current.turn })}
          {section && (
            <>
              {' · '}
              {t('replay.round', { round: section.round })}, {phaseName(section.phase, section.phaseIndex)}
            </>
          )}
        </span>
      </p>
      <div className="replay-jumps">
        <form onSubmit={jumpTurn} className="replay-turn">
          <label htmlFor={ids.turn}>{t('replay.toTurn')}</label>
          <input
            id={ids.turn}
            type="number"
            min={1}
            max={lastTurn}
            value={turnText}
            placeholder={String(current.turn)}
            onChange={(e) => setTurnText(e.currentTarget.value)}
          />
          <button type="submit">{t('replay.go')}</button>
        </form>
        {sections.length > 1 && (
          <span>
            <label htmlFor={ids.round}>{t('replay.toRound')}</label>{' '}
            <select
              id={ids.round}
              value={section ? String(section.step) : ''}
              onChange={(e) => go(Number(e.currentTarget.value))}
            >
              {sections.map((s) => (
                <option key={s.step} value={String(s.step)}>
                  {t('replay.round', { round: s.round })}: {phaseName(s.phase, s.phaseIndex)}
                </option>
              ))}
            </select>
          </span>
        )}
        <span>
          <label htmlFor={ids.pov}>{t('replay.pointOfView')}</label>{' '}
          <select
            id={ids.pov}
            value={seat ?? ''}
            onChange={(e) => setPov(e.currentTarget.value)}
            data-testid="replay-pov"
          >
            <option value="">{t('replay.spectator')}</option>
            {seats.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </span>
      </div>
      <p className="replay-keys">{t('replay.keys')}</p>
      {replay.diverged && (
        <p role="note" className="notice replay-diverged" data-testid="replay-diverged">
          {replay.diverged.kept > 0
            ? t('replay.diverged', { kept: replay.diverged.kept })
            : t('replay.divergedAtStart')}
        </p>
      )}
    </section>
  );

  return (
    <SeatsContext.Provider value={seats}>
      <div className="replay-page" data-testid="replay" data-pov={replay.seat ?? 'spectator'}>
        {controls}
        <TableShell
          gameId={gameId}
          title={title}
          game={game}
          board={bundle.board}
          G={view.G as GameState}
          ctx={view.ctx as Ctx}
          log={log}
          // Nothing may be played on a replay: the table treats it as a page behind the game.
          catchingUp
          // The replay's own seat: while another point of view loads, this one stays whole.
          viewerID={replay.seat}
          moves={NO_MOVES}
          seats={seats}
          toolbar={
            <>
              <span className="tag">{t('replay.tag')}</span>
              <RulesLink gameId={gameId} />
              {back}
            </>
          }
          endActions={
            <Link href={paths.lobby(gameId)} className="button">
              {t('end.backToLobby')}
            </Link>
          }
        />
      </div>
    </SeatsContext.Provider>
  );
}
