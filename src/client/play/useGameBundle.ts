import { useEffect, useState } from 'react';
import { useServices } from '../app/services';
import type { BoardModule } from '../kit/types';
import type { AnyGame } from '../registry/types';

export type GameBundle =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; game: AnyGame; board: BoardModule | null };

/** The game's rules, its board (if it has one) and its strings, loaded lazily. */
export function useGameBundle(gameId: string): GameBundle {
  const services = useServices();
  const [bundle, setBundle] = useState<GameBundle>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setBundle({ status: 'loading' });
    Promise.all([services.loadGame(gameId), services.loadBoard(gameId), services.loadStrings(gameId)])
      .then(([game, board]) => {
        if (!cancelled) setBundle({ status: 'ready', game, board });
      })
      .catch((e: unknown) => {
        if (!cancelled) setBundle({ status: 'error', error: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      cancelled = true;
    };
  }, [gameId, services]);
  return bundle;
}
