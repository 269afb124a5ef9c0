import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useServices } from '../site/services';
import type { StoredSeat } from '../site/seatStore';
import type { TableSummary } from '../site/summaryApi';

/** One table this browser holds a seat at, with what the server last said of it. */
export interface MyTable {
  gameId: string;
  matchID: string;
  seat: StoredSeat;
  /** undefined: not asked yet; null: the server no longer has the table. */
  summary: TableSummary | null | undefined;
  /** This browser's clock minus the server's when the summary came (to count clocks down). */
  offsetMs: number;
}

/** The seat must move there now: the table has started (every seat taken) and waits for it. */
export function mustAct(t: MyTable): boolean {
  return !!t.summary && t.summary.started && !t.summary.over && t.summary.acting.includes(t.seat.playerID);
}

/** Tables where the seat must move first, then running ones, waiting ones, finished ones; newest first in each. */
export function ordered(tables: readonly MyTable[]): MyTable[] {
  const rank = (t: MyTable) => (mustAct(t) ? 0 : !t.summary ? 3 : t.summary.over ? 4 : t.summary.started ? 1 : 2);
  return [...tables].sort((a, b) => rank(a) - rank(b) || (b.summary?.updatedAt ?? 0) - (a.summary?.updatedAt ?? 0));
}

/** How often the tables are asked about while the page is seen, and while it is hidden. */
export const POLL_VISIBLE_MS = 20_000;
export const POLL_HIDDEN_MS = 60_000;

interface MyTablesValue {
  tables: MyTable[];
  refresh(): void;
  forget(gameId: string, matchID: string): void;
}

const MyTablesContext = createContext<MyTablesValue>({ tables: [], refresh: () => {}, forget: () => {} });

const keyOf = (gameId: string, matchID: string) => `${gameId}/${matchID}`;

/**
 * Follows every table this browser holds a seat at (the seat store), asking the
 * server for each one's summary now and then: finished tables once. Shared by the
 * My tables page and the your-turn notices, so each table is asked once per round.
 */
export function MyTablesProvider({
  children,
  pollMs = POLL_VISIBLE_MS,
  hiddenPollMs = POLL_HIDDEN_MS,
}: {
  children: ReactNode;
  pollMs?: number;
  hiddenPollMs?: number;
}) {
  const services = useServices();
  const [summaries, setSummaries] = useState<Record<string, { summary: TableSummary | null; offsetMs: number }>>({});
  const [seatsVersion, setSeatsVersion] = useState(0);
  const known = useRef(summaries);
  known.current = summaries;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the seats in storage is the trigger
  const seats = useMemo(() => services.seats.all(), [services.seats, seatsVersion]);

  const poll = useCallback(async () => {
    const held = services.seats.all();
    const asks = held.filter((h) => {
      const old = known.current[keyOf(h.gameId, h.matchID)];
      return !old || (old.summary !== null && !old.summary.over);
    });
    const answers = await Promise.all(
      asks.map(async (h) => {
        try {
          const summary = await services.tables.summary(h.gameId, h.matchID);
          return [
            keyOf(h.gameId, h.matchID),
            { summary, offsetMs: summary ? Date.now() - summary.serverNow : 0 },
          ] as const;
        } catch {
          return null; // Unreachable for now: keep what was known.
        }
      }),
    );
    setSummaries((before) => {
      const next = { ...before };
      for (const a of answers) if (a) next[a[0]] = a[1];
      return next;
    });
    setSeatsVersion((v) => v + 1);
  }, [services]);

  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    const loop = async () => {
      await poll();
      if (stopped) return;
      timer = window.setTimeout(loop, document.hidden ? hiddenPollMs : pollMs);
    };
    void loop();
    const again = () => {
      window.clearTimeout(timer);
      void loop();
    };
    const onVisible = () => {
      if (!document.hidden) again();
    };
    // A seat taken in another tab, or a table this tab joined.
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.includes('seats')) again();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [poll, pollMs, hiddenPollMs]);

  const value = useMemo<MyTablesValue>(
    () => ({
      tables: seats.map((h) => {
        const s = summaries[keyOf(h.gameId, h.matchID)];
        return { ...h, summary: s?.summary, offsetMs: s?.offsetMs ?? 0 };
      }),
      refresh: () => void poll(),
      forget: (gameId, matchID) => {
        services.seats.remove(gameId, matchID);
        setSeatsVersion((v) => v + 1);
      },
    }),
    [seats, summaries, poll, services.seats],
  );

  return <MyTablesContext.Provider value={value}>{children}</MyTablesContext.Provider>;
}

export function useMyTables(): MyTablesValue {
  return useContext(MyTablesContext);
}
