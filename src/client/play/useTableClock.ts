import { useCallback, useEffect, useRef, useState } from 'react';
import { clockOf, remainingMs } from '../kit/clock';
import type { ShownClock } from '../kit/tableClock';

/** What this page reads of the table's summary (GET /games/:name/:id/summary). */
interface Summary {
  clock?: unknown;
  serverNow?: number;
  players?: { id: number; bot: string | null }[];
}

export interface TableClockState {
  shown: ShownClock | null;
  /** Seats a bot plays now (a seat out of time handed over, or a bot from the start). */
  botSeats: string[];
  /** Reads the clock again (after a hand-over or a reclaim). */
  refresh: () => void;
}

/** Without a move, the clock is read again this often: another seat may have run out of time. */
const IDLE_REFRESH_MS = 15_000;
/** At most one read in this time (at most 30 a minute, of the browser's 120 Lobby reads). */
const MIN_READ_GAP_MS = 2_000;

/**
 * The table's clock, read from the server after every state change, every so
 * often, and when a running clock reaches zero on screen (the server marks the
 * time-out then). The browser's clock offset is measured on each read, from the
 * server's time at the middle of the request.
 */
export function useTableClock(
  gameId: string,
  matchID: string,
  stateID: number | null,
  enabled: boolean,
): TableClockState {
  const [shown, setShown] = useState<ShownClock | null>(null);
  const [botSeats, setBotSeats] = useState<string[]>([]);
  const [asked, setAsked] = useState(0);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  const latest = useRef(0);
  const lastRead = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new state or a new request is what asks for a read
  useEffect(() => {
    if (!enabled) return;
    const read = () => {
      lastRead.current = Date.now();
      const request = ++latest.current;
      const sent = Date.now();
      void fetch(`/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/summary`, { cache: 'no-store' })
        .then((answer) => (answer.ok ? (answer.json() as Promise<Summary>) : null))
        .then((summary) => {
          if (!summary || request !== latest.current) return;
          const received = Date.now();
          const clock = clockOf(summary);
          const raw = summary.clock as { botLevel?: unknown } | null | undefined;
          const offsetMs = typeof summary.serverNow === 'number' ? summary.serverNow - (sent + received) / 2 : 0;
          setShown(
            clock ? { clock, offsetMs, botLevel: typeof raw?.botLevel === 'string' ? raw.botLevel : null } : null,
          );
          setBotSeats((summary.players ?? []).filter((p) => p.bot).map((p) => String(p.id)));
        })
        .catch(() => undefined);
    };
    // Moves in quick succession (bots, a simultaneous stage) make one read: the
    // summary is a Lobby read, counted against the browser's rate limit.
    const timer = window.setTimeout(read, Math.max(0, lastRead.current + MIN_READ_GAP_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [enabled, gameId, matchID, stateID, asked]);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(refresh, IDLE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [enabled, refresh]);

  // A running clock that reaches zero on screen: the server marks the time-out then.
  useEffect(() => {
    if (!shown) return;
    const serverNow = Date.now() + shown.offsetMs;
    const left = Object.keys(shown.clock.running).map((seat) => remainingMs(shown.clock, seat, serverNow) ?? Infinity);
    const first = Math.min(...left);
    if (!Number.isFinite(first)) return;
    const timer = window.setTimeout(refresh, Math.max(1000, first + 300));
    return () => window.clearTimeout(timer);
  }, [shown, refresh]);

  return { shown, botSeats, refresh };
}
