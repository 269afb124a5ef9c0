import { useTranslation } from 'react-i18next';
import { Link, paths } from '../site/router';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <div className="page">
      <h1>{t('notFound.title')}</h1>
      <Link href={paths.home()}>{t('nav.home')}</Link>
    </div>
  );
}
