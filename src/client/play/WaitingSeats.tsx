import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_LEVELS, type BotLevel } from '../../engine/bots/levels';
import type { SeatInfo } from '../kit/types';
import type { StoredSeat } from '../site/seatStore';
import { addBots } from '../site/seatApi';
import { errorReason } from '../i18n/errors';

interface WaitingSeatsProps {
  gameId: string;
  matchID: string;
  seats: readonly (SeatInfo & { taken: boolean })[];
  /** This browser's seat when it is the table's host (who may seat bots), else null. */
  host: StoredSeat | null;
  onChanged: () => void;
}

/** The seats of a waiting table; its host may give an open one to a bot the server plays. */
export function WaitingSeats({ gameId, matchID, seats, host, onChanged }: WaitingSeatsProps) {
  const { t } = useTranslation('common');
  const [levels, setLevels] = useState<Record<string, BotLevel>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const seatBot = async (playerID: string) => {
    if (!host) return;
    setBusy(true);
    setError(null);
    try {
      await addBots(gameId, matchID, host, [{ playerID, level: levels[playerID] ?? 'normal' }]);
      onChanged();
    } catch (e) {
      setError(t('table.addBotFailed', { reason: errorReason(t, e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ul className="seat-list" data-testid="waiting-seats">
        {seats.map((s) => (
          <li key={s.id} data-testid={`waiting-seat-${s.id}`}>
            {s.taken ? s.name : t('table.seatOpen', { number: Number(s.id) + 1 })}
            {!s.taken && host && (
              <>
                {' '}
                <select
                  aria-label={t('table.botLevelFor', { number: Number(s.id) + 1 })}
                  value={levels[s.id] ?? 'normal'}
                  onChange={(e) => {
                    const level = e.currentTarget.value as BotLevel;
                    setLevels((old) => ({ ...old, [s.id]: level }));
                  }}
                >
                  {BOT_LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {t(`bots.level.${l}`)}
                    </option>
                  ))}
                </select>{' '}
                <button type="button" disabled={busy} onClick={() => void seatBot(s.id)}>
                  {t('table.addBot')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </>
  );
}
