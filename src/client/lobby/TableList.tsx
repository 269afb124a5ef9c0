import { useTranslation } from 'react-i18next';
import type { LobbyAPI } from 'boardgame.io';
import { Link, paths } from '../site/router';
import { useServices } from '../site/services';
import { seatName } from '../site/botSeats';
import { freeSeats, tableNameOf } from './tableName';
import { tableOptionValues } from '../../engine/contract/options';
import { RatingBadge } from '../kit/RatingBadge';
import { PlayerLink } from '../site/PlayerLink';
import { useSeatAccounts } from '../site/seatAccounts';

interface TableListProps {
  gameId: string;
  title: string;
  matches: readonly LobbyAPI.Match[];
  busy: boolean;
  onJoin: (match: LobbyAPI.Match) => void;
}

/** The game's open tables: who sits there, free seats, and ways in. */
export function TableList({ gameId, title, matches, busy, onJoin }: TableListProps) {
  const { t } = useTranslation('common');
  const { seats } = useServices();
  // Who sits where: the accounts and ratings are asked again only when it changes.
  const seatsKey = matches.map((m) => `${m.matchID}:${m.players.map((p) => p.name ?? '').join('|')}`).join(';');
  const accounts = useSeatAccounts(
    matches.map((m) => m.matchID),
    seatsKey,
  );
  if (matches.length === 0) return <p className="muted">{t('lobby.noTables')}</p>;
  return (
    <ul className="table-list">
      {matches.map((m) => {
        const free = freeSeats(m);
        const mine = seats.get(gameId, m.matchID);
        const taken = m.players.filter((p) => p.name);
        return (
          <li key={m.matchID} className="table-item" data-testid={`table-${m.matchID}`}>
            <div>
              <strong>{tableNameOf(m) ?? t('lobby.tableOf', { game: title })}</strong>
              {typeof (m as { tableNumber?: unknown }).tableNumber === 'number' && (
                <span className="muted" data-testid="table-number">
                  {' '}
                  {t('lobby.tableNumber', { number: (m as { tableNumber?: number }).tableNumber })}
                </span>
              )}
              <span className="muted"> {t('lobby.seats', { taken: taken.length, total: m.players.length })}</span>
              {typeof (m as { progress?: unknown }).progress === 'number' && (
                <span className="muted" data-testid="table-progress">
                  {' '}
                  · {t('table.progress', { percent: (m as { progress?: number }).progress })}
                </span>
              )}
              {/* The game mode: a player picks a table they have the time for. */}
              <div className="muted" data-testid="table-mode">
                {t(`tableOption.gameMode.choice.${tableOptionValues(m.setupData).gameMode}`)}
              </div>
              {/* A bot is listed as one, with its level. */}
              <div className="muted" data-testid="table-players">
                {accounts[m.matchID]
                  ? taken.map((p, i) => {
                      const held = accounts[m.matchID]?.[String(p.id)];
                      return (
                        <span key={p.id}>
                          {i > 0 && ', '}
                          {held ? <PlayerLink username={held.username} /> : seatName(t, p)}
                          {held?.rating && (
                            <>
                              {' '}
                              <RatingBadge rating={held.rating.rating} provisional={held.rating.provisional} />
                            </>
                          )}
                        </span>
                      );
                    })
                  : taken.map((p) => seatName(t, p)).join(', ')}
              </div>
            </div>
            <div className="table-actions">
              {mine ? (
                <Link href={paths.table(gameId, m.matchID)} className="button primary">
                  {t('lobby.yourSeat')}
                </Link>
              ) : free.length > 0 ? (
                <button type="button" disabled={busy} onClick={() => onJoin(m)}>
                  {t('lobby.join')}
                </button>
              ) : null}
              <Link href={`${paths.table(gameId, m.matchID)}?spectate=1`} className="button">
                {t('lobby.watch')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
