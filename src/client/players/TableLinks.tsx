import { useTranslation } from 'react-i18next';
import type { ProfileTable } from '../site/playersApi';
import { PlayerLink } from '../site/PlayerLink';
import { Link, paths } from '../site/router';
import { numberedTable } from '../site/tableTitle';
import { useGameTitle } from './useGameTitle';

/** Open and running tables, each with a way in: join a free seat, or watch. */
export function TableLinks({ tables }: { tables: readonly (ProfileTable & { friend?: string })[] }) {
  const { t } = useTranslation('common');
  const title = useGameTitle();
  if (tables.length === 0) return <p className="muted">{t('social.profile.noTables')}</p>;
  return (
    <ul className="profile-tables">
      {tables.map((x) => (
        <li key={x.matchID} className="table-item" data-testid={`profile-table-${x.matchID}`}>
          <div>
            <strong>{numberedTable(t, { game: title(x.game), number: x.tableNumber })}</strong>{' '}
            <span className="tag">{x.started ? t('social.table.running') : t('myTables.waitingPlayers')}</span>
            {x.friend && (
              <div>
                {t('social.table.friend')} <PlayerLink username={x.friend} />
              </div>
            )}
            <div className="muted">
              {x.players.map((p, i) => p.name ?? t('seat.open', { number: i + 1 })).join(', ')}
            </div>
          </div>
          <div className="table-actions">
            {x.open && (
              <Link href={paths.table(x.game, x.matchID)} className="button primary">
                {t('lobby.join')}
              </Link>
            )}
            <Link href={`${paths.table(x.game, x.matchID)}?spectate=1`} className="button">
              {t('lobby.watch')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
