import { useTranslation } from 'react-i18next';
import { useServices } from '../site/services';
import { GameCard } from './GameCard';

export function HomePage() {
  const { t } = useTranslation('common');
  const { games } = useServices();
  return (
    <div className="page home">
      <header className="hero">
        <h1>{t('site.title')}</h1>
        <p>{t('home.tagline')}</p>
      </header>
      {games.length === 0 ? (
        <p className="muted">{t('home.noGames')}</p>
      ) : (
        <div className="game-grid">
          {games.map((g) => (
            <GameCard key={g.id} info={g} />
          ))}
        </div>
      )}
    </div>
  );
}
