import { useEffect, useState } from 'react';
import { Client } from 'boardgame.io/client';
import { loadDebugOption } from '../site/debugPanel';
import type { BgioClient, BgioState } from '../play/useBgioClient';
import type { AnyGame } from '../registry/types';
import { localTransportFor } from './localGame';

/**
 * One client per seat, all on the page's single Local master. The screen follows
 * seat 0's client (every client holds the same full state); moves go through the
 * client of the seat that makes them, so each move is dispatched with its seat's playerID.
 */
export function useLocalClients(
  gameId: string,
  game: AnyGame,
  matchID: string,
  numPlayers: number,
  debug: boolean,
): { clients: BgioClient[] | null; state: BgioState | null } {
  const [clients, setClients] = useState<BgioClient[] | null>(null);
  const [state, setState] = useState<BgioState | null>(null);

  useEffect(() => {
    let cancelled = false;
    let made: BgioClient[] = [];
    let unsubscribe: (() => void) | null = null;
    void loadDebugOption(debug).then((debugOption) => {
      if (cancelled) return;
      made = Array.from({ length: numPlayers }, (_, i) =>
        Client({
          game,
          multiplayer: localTransportFor(gameId),
          matchID,
          playerID: String(i),
          numPlayers,
          debug: debugOption,
        }),
      );
      for (const c of made) c.start();
      // Exactly one subscription (see useBgioClient).
      unsubscribe = made[0]?.subscribe((s) => setState(s)) ?? null;
      setClients(made);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
      for (const c of made) c.stop();
      setClients(null);
      setState(null);
    };
  }, [gameId, game, matchID, numPlayers, debug]);

  return { clients, state };
}
