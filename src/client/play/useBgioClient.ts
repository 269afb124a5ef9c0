import { useEffect, useState } from 'react';
import type { Client } from 'boardgame.io/client';

export type BgioClient = ReturnType<typeof Client>;
export type BgioState = NonNullable<ReturnType<BgioClient['getState']>>;
export type MatchData = BgioClient['matchData'];

export interface ClientSnapshot {
  state: BgioState | null;
  matchData: MatchData;
}

/**
 * Starts a boardgame.io client made by `create` and follows its state. The client
 * gets exactly one subscription: in 0.50.2 a second one can be dropped by another's
 * unsubscribe (subscriber ids collide).
 */
export function useBgioClient(
  create: (() => Promise<BgioClient>) | null,
  deps: readonly unknown[],
): { client: BgioClient | null; snapshot: ClientSnapshot } {
  const [client, setClient] = useState<BgioClient | null>(null);
  const [snapshot, setSnapshot] = useState<ClientSnapshot>({ state: null, matchData: undefined });

  useEffect(() => {
    if (!create) return;
    let cancelled = false;
    let made: BgioClient | null = null;
    let unsubscribe: (() => void) | null = null;
    void create().then((c) => {
      if (cancelled) return;
      made = c;
      c.start();
      unsubscribe = c.subscribe((state) => setSnapshot({ state, matchData: c.matchData }));
      setClient(c);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
      made?.stop();
      setClient(null);
      setSnapshot({ state: null, matchData: undefined });
    };
    // The caller lists what the client depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return { client, snapshot };
}
