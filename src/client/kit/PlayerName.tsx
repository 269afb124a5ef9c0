import { useTranslation } from 'react-i18next';
import { seatStyle } from './colours';
import { useSeats } from './SeatsContext';

/** A player's symbol and name in their colour; the symbol keeps it legible without colour. */
export function PlayerName({ playerID }: { playerID: string }) {
  const { t } = useTranslation('common');
  const seats = useSeats();
  const seat = seats.find((s) => s.id === playerID);
  const style = seatStyle(playerID);
  const name = seat?.name || t('seat.default', { number: Number(playerID) + 1 });
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
}
