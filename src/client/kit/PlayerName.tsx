import { memo } from 'react';
import { useSharedT } from '../i18n/sharedT';
import { seatStyle } from './colours';
import { useSeats } from './SeatsContext';
import type { SeatInfo } from './types';

/** A seat's name: the one it was given, else "Player N" in the page's language. */
export function seatName(
  seats: readonly SeatInfo[],
  playerID: string,
  t: (key: string, options: { number: number }) => string,
): string {
  return seats.find((s) => s.id === playerID)?.name || t('common:seat.default', { number: Number(playerID) + 1 });
}

/**
 * A player's symbol and name in their colour; the symbol keeps it legible without
 * colour. Sentences (the log, the prompt) draw it anew at each update: the same
 * player's name is not drawn again; each new log line brings new ones, which take
 * the page's shared translate function (i18n/sharedT.ts).
 */
export const PlayerName = memo(function PlayerName({ playerID }: { playerID: string }) {
  const t = useSharedT('common');
  const seats = useSeats();
  const style = seatStyle(playerID);
  const name = seatName(seats, playerID, t);
  return (
    <span className="player-name" data-player={playerID}>
      <span
        className="player-token"
        style={{ background: style.colour, color: style.ink }}
        role="img"
        aria-label={t(`colour.${style.name}`)}
      >
        {style.symbol}
      </span>
      <span className="player-name-text">{name}</span>
    </span>
  );
});
