import { useEffect, useState } from 'react';
import type { Client } from 'boardgame.io/client';
import type { GameState } from '../../engine/contract';

/** A client of a contract game: its G always has the structured log. */
export type BgioClient = ReturnType<typeof Client<GameState>>;
export type BgioState = NonNullable<ReturnType<BgioClient['getState']>>;
export type MatchData = BgioClient['matchData'];

export interface ClientSnapshot {
  state: BgioState | null;
  matchData: MatchData;
  /** The transport's connection, known even before the first state arrives. */
  transportConnected: boolean;
}

// getState() is null until the first sync, and isConnected lives only in it; the
// transport's own flag tells "connected but refused" apart from "not connected".
function transportConnected(client: BgioClient): boolean {
  const transport = (client as unknown as { transport?: { isConnected?: unknown } }).transport;
  return transport?.isConnected === true;
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
  const [snapshot, setSnapshot] = useState<ClientSnapshot>({
    state: null,
    matchData: undefined,
    transportConnected: false,
  });

  useEffect(() => {
    if (!create) return;
    let cancelled = false;
    let made: BgioClient | null = null;
    let unsubscribe: (() => void) | null = null;
    void create().then((c) => {
      if (cancelled) return;
      made = c;
      c.start();
      unsubscribe = c.subscribe((state) =>
        setSnapshot({ state, matchData: c.matchData, transportConnected: transportConnected(c) }),
      );
      setClient(c);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
      made?.stop();
      setClient(null);
      setSnapshot({ state: null, matchData: undefined, transportConnected: false });
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what the client depends on
  }, deps);

  return { client, snapshot };
}
