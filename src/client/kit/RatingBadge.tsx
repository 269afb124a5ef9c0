import { useTranslation } from 'react-i18next';

/**
 * A player's rating beside their name: the number, with a mark while it is
 * provisional (too few rated games to count); the words say both to a screen reader.
 */
export function RatingBadge({ rating, provisional }: { rating: number; provisional: boolean }) {
  const { t } = useTranslation('common');
  const label = provisional ? t('social.rating.provisional', { rating }) : t('social.rating.label', { rating });
  return (
    <span className="rating-badge" title={label} data-testid="rating">
      <span aria-hidden="true">
        {rating}
        {provisional ? '?' : ''}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
