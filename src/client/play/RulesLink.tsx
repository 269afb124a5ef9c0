import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../site/router';

/** The rules summary in a new tab, so the table stays as it is. */
export const RulesLink = memo(function RulesLink({ gameId }: { gameId: string }) {
  const { t } = useTranslation('common');
  return (
    <a href={paths.rules(gameId)} target="_blank" rel="noopener" className="button">
      {t('home.rules')}
    </a>
  );
});
