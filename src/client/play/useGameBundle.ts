import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../site/services';
import type { BoardModule } from '../kit/types';
import type { AnyGame } from '../registry/types';

export type GameBundle =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; game: AnyGame; board: BoardModule | null };

/** The game's rules, its board (if it has one) and its strings, loaded lazily. */
export function useGameBundle(gameId: string): GameBundle {
  const services = useServices();
  const { t } = useTranslation('common');
  // A language switch must not load the table again: the effect reads the current t.
  const translate = useRef(t);
  translate.current = t;
  const [bundle, setBundle] = useState<GameBundle>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setBundle({ status: 'loading' });
    Promise.all([services.loadGame(gameId), services.loadBoard(gameId), services.loadStrings(gameId)])
      .then(([game, board]) => {
        if (!cancelled) setBundle({ status: 'ready', game, board });
      })
      .catch((e: unknown) => {
        // The cause (a chunk that did not arrive, an unknown game) goes to the console, not to players.
        console.error(e);
        if (!cancelled) setBundle({ status: 'error', error: translate.current('errors.loadGame') });
      });
    return () => {
      cancelled = true;
    };
  }, [gameId, services]);
  return bundle;
}
