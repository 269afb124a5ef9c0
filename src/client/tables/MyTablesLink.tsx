import { useTranslation } from 'react-i18next';
import { Link, paths } from '../site/router';
import { mustAct, useMyTables } from './MyTables';

/** The header's way to My tables, with how many tables wait for your move. */
export function MyTablesLink() {
  const { t } = useTranslation('common');
  const { tables } = useMyTables();
  const waiting = tables.filter(mustAct).length;
  return (
    <Link href={paths.myTables()} className="my-tables-link" data-testid="my-tables-link">
      {t('nav.myTables')}
      {waiting > 0 && (
        <span className="badge" data-testid="my-tables-badge" title={t('nav.waiting', { count: waiting })}>
          <span aria-hidden="true">{waiting}</span>
          <span className="visually-hidden">{t('nav.waiting', { count: waiting })}</span>
        </span>
      )}
    </Link>
  );
}
