import type { Ctx } from 'boardgame.io';
import { memo, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, remainingMs } from './clock';
import { TableClockContext, type ShownClock } from './tableClock';
import { PlayerName } from './PlayerName';
import { RatingBadge } from './RatingBadge';
import { Tooltip } from './Tooltip';
import { isSeatActing } from './turn';
import type { Counter } from '../../engine/contract';
import type { SeatInfo } from './types';

interface PlayerPanelsProps {
  gameId: string;
  seats: readonly SeatInfo[];
  ctx: Ctx;
  /** The seat on screen, marked "you". */
  viewerID: string | null;
  /** The game's counters for a seat (`spec.counters(G, id)`); labels are `<gameId>:counter.<key>`. */
  counters: (playerID: string) => Counter[];
}

/** The server's time now, redrawn every second while a clock runs (a clock on screen, not a synchronisation). */
function useServerNow(shown: ShownClock | null): number {
  const running = shown !== null && Object.keys(shown.clock.running).length > 0;
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new clock from the server restarts the second hand
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, shown]);
  return now + (shown?.offsetMs ?? 0);
}

/**
 * One counter. Its own component, drawn again only when its words or value change:
 * a panel has a dozen counters, each explained by a tooltip, and most stay the same
 * from one state to the next.
 */
const CounterRow = memo(function CounterRow({
  label,
  help,
  value,
}: {
  label: string;
  help: string | undefined;
  value: Counter['value'];
}) {
  return (
    <div className="counter">
      <dt>
        {help === undefined ? (
          <span className="counter-label">{label}</span>
        ) : (
          // Only counters with an explanation take a tab stop.
          <Tooltip content={help}>
            <span tabIndex={0} className="counter-label">
              {label}
            </span>
          </Tooltip>
        )}
      </dt>
      <dd>{value}</dd>
    </div>
  );
});

/** The same counters in the same order with the same values: a panel keeps its drawing. */
export function sameCounters(a: readonly Counter[], b: readonly Counter[]): boolean {
  return a === b || (a.length === b.length && a.every((c, i) => c.key === b[i]!.key && c.value === b[i]!.value));
}

interface SeatPanelProps {
  gameId: string;
  seat: SeatInfo;
  acting: boolean;
  you: boolean;
  timedOut: boolean;
  /** The seat's clock as shown, or null without one. */
  clock: { time: string; running: boolean } | null;
  counters: readonly Counter[];
}

/**
 * One seat's panel. Drawn again only when what it shows changes: each state update
 * builds the counters anew, and most panels, names and counters stay the same.
 */
const SeatPanel = memo(
  function SeatPanel({ gameId, seat, acting, you, timedOut, clock, counters }: SeatPanelProps) {
    const { t, i18n } = useTranslation('common');
    return (
      <li
        className={['player-panel', acting ? 'is-acting' : ''].join(' ')}
        data-testid={`player-panel-${seat.id}`}
        data-motion-anchor={`panel:${seat.id}`}
        aria-current={acting ? 'true' : undefined}
      >
        <div className="player-panel-head">
          {seat.profileHref ? (
            // A new tab: the game goes on in this one.
            <a href={seat.profileHref} target="_blank" rel="noopener" className="seat-profile">
              <PlayerName playerID={seat.id} />
            </a>
          ) : (
            <PlayerName playerID={seat.id} />
          )}
          {seat.rating !== undefined && <RatingBadge rating={seat.rating} provisional={seat.provisional === true} />}
          {you && <span className="tag">{t('players.you')}</span>}
          {seat.isBot && <span className="tag">{t('players.bot')}</span>}
          {seat.isConnected === false && <span className="tag tag-warn">{t('players.offline')}</span>}
          {acting && <span className="turn-marker">{t('players.acting')}</span>}
          {timedOut && (
            <span className="tag tag-warn" data-testid={`out-of-time-${seat.id}`}>
              {t('players.outOfTime')}
            </span>
          )}
        </div>
        {clock && (
          <p
            role="timer"
            className={['player-clock', clock.running ? 'is-running' : ''].join(' ')}
            data-testid={`clock-${seat.id}`}
            data-running={clock.running ? 'true' : 'false'}
            aria-label={t('players.clock', { time: clock.time })}
            style={{
              fontVariantNumeric: 'tabular-nums',
              fontWeight: clock.running ? 'bold' : undefined,
              margin: 0,
            }}
          >
            <span aria-hidden="true">{clock.time}</span>
          </p>
        )}
        <dl className="counters">
          {counters.map((c) => {
            const helpKey = `${gameId}:counterHelp.${c.key}`;
            return (
              <CounterRow
                key={c.key}
                label={t(`${gameId}:counter.${c.key}`, { defaultValue: c.key })}
                help={i18n.exists(helpKey) ? t(helpKey) : undefined}
                value={c.value}
              />
            );
          })}
        </dl>
      </li>
    );
  },
  (a, b) =>
    a.gameId === b.gameId &&
    a.seat === b.seat &&
    a.acting === b.acting &&
    a.you === b.you &&
    a.timedOut === b.timedOut &&
    a.clock?.time === b.clock?.time &&
    a.clock?.running === b.clock?.running &&
    sameCounters(a.counters, b.counters),
);

/** One panel per seat: name, colour and symbol, whose turn, connection, clock, counters. */
export function PlayerPanels({ gameId, seats, ctx, viewerID, counters }: PlayerPanelsProps) {
  const { t, i18n } = useTranslation('common');
  const shown = useContext(TableClockContext);
  const serverNow = useServerNow(shown);
  return (
    <section className="panel player-panels" aria-label={t('players.title')}>
      <ul>
        {seats.map((seat) => {
          const left = shown ? remainingMs(shown.clock, seat.id, serverNow) : null;
          return (
            <SeatPanel
              key={seat.id}
              gameId={gameId}
              seat={seat}
              acting={isSeatActing(ctx, seat.id)}
              you={seat.id === viewerID}
              timedOut={shown?.clock.timedOut?.includes(seat.id) ?? false}
              clock={
                shown && left !== null
                  ? { time: formatClock(left, i18n.language), running: shown.clock.running[seat.id] !== undefined }
                  : null
              }
              counters={counters(seat.id)}
            />
          );
        })}
      </ul>
    </section>
  );
}
