import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotLevel } from '../../engine/bots/levels';
import type { StoredSeat } from '../site/seatStore';
import { reclaimSeat, replaceSeat } from '../site/seatApi';
import type { ShownClock } from '../kit/tableClock';
import { errorReason } from '../i18n/errors';
import { formatClock } from '../kit/clock';

/** The level of a bot that takes over an absent player's seat. */
const STAND_IN_LEVEL: BotLevel = 'normal';

interface AwaySeatsProps {
  gameId: string;
  matchID: string;
  seat: StoredSeat;
  /** The table's live seats. */
  seats: readonly { id: number; name?: string; isConnected?: boolean }[];
  /** Seats the server's bots play (never "away"). */
  botSeats: readonly string[];
  /** The server's waiting period before an absent seat may be handed over. */
  waitSeconds: number;
  /** A seat was handed over: the table's seats should be read again. */
  onHandedOver: () => void;
}

/**
 * Players whose connection dropped, with how long they have been away; once the
 * waiting period is over, the seated players may give the seat to a bot (the
 * server plays it) or open it to anyone with the table's link.
 */
export function AwaySeats({ gameId, matchID, seat, seats, botSeats, waitSeconds, onHandedOver }: AwaySeatsProps) {
  const { t, i18n } = useTranslation('common');
  const since = useRef(new Map<number, number>());
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const away = seats.filter(
    (p) => p.name && p.isConnected === false && String(p.id) !== seat.playerID && !botSeats.includes(String(p.id)),
  );
  for (const p of seats) if (!away.includes(p)) since.current.delete(p.id);
  for (const p of away) if (!since.current.has(p.id)) since.current.set(p.id, Date.now());

  useEffect(() => {
    if (away.length === 0) return;
    // A clock on screen, not a synchronisation: it only redraws the countdown.
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [away.length]);

  if (away.length === 0) return null;

  const handOver = async (target: number, kind: 'bot' | 'open') => {
    setBusy(true);
    setError(null);
    const by = kind === 'bot' ? ({ kind, level: STAND_IN_LEVEL } as const) : ({ kind } as const);
    const answer = await replaceSeat(gameId, matchID, seat, String(target), by);
    setBusy(false);
    if (!answer.ok) {
      setError(t('table.replaceFailed', { reason: errorReason(t, answer.error) }));
      if (answer.retryAfter) since.current.set(target, Date.now() - (waitSeconds - answer.retryAfter) * 1000);
      return;
    }
    // The server plays the bot from now on, whether or not this page stays open.
    onHandedOver();
    since.current.delete(target);
  };

  return (
    <section className="panel away-seats" data-testid="away-seats" aria-live="polite">
      {away.map((p) => {
        const gone = (now - (since.current.get(p.id) ?? now)) / 1000;
        const left = Math.ceil(waitSeconds - gone);
        return (
          <div key={p.id} data-testid={`away-${p.id}`}>
            <p>{t('table.away', { name: p.name, time: formatClock(gone * 1000, i18n.language) })}</p>
            {left > 0 ? (
              <p className="muted">{t('table.awayWait', { seconds: left })}</p>
            ) : (
              <p>
                <button type="button" disabled={busy} onClick={() => void handOver(p.id, 'bot')}>
                  {t('table.giveToBot')}
                </button>{' '}
                <button type="button" disabled={busy} onClick={() => void handOver(p.id, 'open')}>
                  {t('table.openSeat')}
                </button>
              </p>
            )}
          </div>
        );
      })}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}

interface OutOfTimeProps {
  gameId: string;
  matchID: string;
  seat: StoredSeat;
  seats: readonly { id: number; name?: string }[];
  clock: ShownClock;
  /** Seats a bot plays now. */
  botSeats: readonly string[];
  /** A seat was handed over or taken back: the table's seats and clock should be read again. */
  onChanged: () => void;
}

/**
 * Players out of time: the others may let the table's bot play their seat at once
 * (the level the table's creator chose); the player, back, takes it over again.
 */
export function OutOfTimeSeats({ gameId, matchID, seat, seats, clock, botSeats, onChanged }: OutOfTimeProps) {
  const { t } = useTranslation('common');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timedOut = clock.clock.timedOut ?? [];
  const mine = timedOut.includes(seat.playerID) && botSeats.includes(seat.playerID);
  const others = seats.filter(
    (p) =>
      p.name && timedOut.includes(String(p.id)) && String(p.id) !== seat.playerID && !botSeats.includes(String(p.id)),
  );
  if (!mine && others.length === 0) return null;
  const level = clock.botLevel ?? 'normal';

  const act = async (
    task: () => ReturnType<typeof reclaimSeat>,
    failed: 'table.replaceFailed' | 'table.reclaimFailed',
  ) => {
    setBusy(true);
    setError(null);
    const answer = await task();
    setBusy(false);
    if (!answer.ok) setError(t(failed, { reason: errorReason(t, answer.error) }));
    else onChanged();
  };

  return (
    <section className="panel away-seats" data-testid="out-of-time" aria-live="polite">
      {mine && (
        <p>
          {t('table.yourStandIn')}{' '}
          <button
            type="button"
            className="primary"
            disabled={busy}
            data-testid="reclaim"
            onClick={() => void act(() => reclaimSeat(gameId, matchID, seat), 'table.reclaimFailed')}
          >
            {t('table.reclaim')}
          </button>
        </p>
      )}
      {others.map((p) => (
        <p key={p.id} data-testid={`timed-out-${p.id}`}>
          {t('table.outOfTime', { name: p.name })}{' '}
          <button
            type="button"
            disabled={busy}
            data-testid={`stand-in-${p.id}`}
            onClick={() =>
              void act(
                () => replaceSeat(gameId, matchID, seat, String(p.id), { kind: 'bot', level }),
                'table.replaceFailed',
              )
            }
          >
            {t('table.giveToStandIn', { level: t(`bots.level.${level}`) })}
          </button>
        </p>
      ))}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
