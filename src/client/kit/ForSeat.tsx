import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { seatName } from './PlayerName';
import { useSeats } from './SeatsContext';
import { renderSentence } from './sentence';

/**
 * Whether several people take turns at this screen (one screen, two or more
 * people): there "your" names nobody, so the words addressed to the seat on screen
 * name it instead. Online, or one person against bots, the screen is one person's.
 * The page around the table provides it (local/LocalPlay.tsx).
 */
export const SharedScreenContext = createContext(false);

export function useSharedScreen(): boolean {
  return useContext(SharedScreenContext);
}

const PLAYER = { player: 'player' } as const;

interface ForSeatProps {
  /** The strings' namespace: `common` or the game's id. */
  namespace: string;
  /** The seat the words are addressed to; null (a spectator) keeps `mine`. */
  seat: string | null;
  /** The words to the screen's one person: "Your decision". */
  mine: string;
  /** The same words naming the seat, `{{player}}` drawn as the player list draws it: "{{player}}'s decision". */
  named: string;
}

/** Words addressed to the seat on screen: "Your decision", or "Anna's decision" at a shared screen. */
export function ForSeat({ namespace, seat, mine, named }: ForSeatProps) {
  const { t } = useTranslation(namespace);
  const shared = useSharedScreen();
  if (!shared || seat === null) return <>{t(`${namespace}:${mine}`)}</>;
  return <>{renderSentence(t, namespace, named, { player: seat }, PLAYER)}</>;
}

/** `ForSeat`'s words as plain text (an accessible name, a title): the seat by its name alone. */
export function useForSeat(namespace: string): (seat: string | null, mine: string, named: string) => string {
  const { t } = useTranslation(namespace);
  const shared = useSharedScreen();
  const seats = useSeats();
  return useCallback(
    (seat, mine, named) =>
      shared && seat !== null
        ? t(`${namespace}:${named}`, { player: seatName(seats, seat, t) })
        : t(`${namespace}:${mine}`),
    [t, namespace, shared, seats],
  );
}
