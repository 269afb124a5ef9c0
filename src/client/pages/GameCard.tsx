import { useTranslation } from 'react-i18next';
import { Link, paths } from '../app/router';
import type { ClientGameInfo } from '../registry/types';
import { GameEmblem } from './GameEmblem';

/** A game on the home page: what it is, and the ways to play it. */
export function GameCard({ info }: { info: ClientGameInfo }) {
  const { t } = useTranslation('common');
  const players = info.minPlayers === info.maxPlayers
    ? t('home.playersExact', { count: info.minPlayers })
    : t('home.playersRange', { min: info.minPlayers, max: info.maxPlayers });
  const titleId = `game-${info.id}`;
  return (
    <article className="game-card" aria-labelledby={titleId} data-testid={`game-card-${info.id}`}>
      <GameEmblem gameId={info.id} title={info.title} />
      <div className="game-card-body">
        <h2 id={titleId}>{info.title}</h2>
        <p className="game-facts">
          <span>{players}</span>
          <span>{t('home.minutes', { min: info.minutes[0], max: info.minutes[1] })}</span>
          <span>{info.designers}, {info.year}</span>
        </p>
        <p>{t(`gameInfo.${info.id}`, { defaultValue: info.description })}</p>
        <p className="game-card-actions">
          <Link href={paths.lobby(info.id)} className="button primary">{t('home.playOnline')}</Link>
          <Link href={paths.local(info.id)} className="button">{t('home.playLocal')}</Link>
          <Link href={paths.rules(info.id)}>{t('home.rules')}</Link>
        </p>
      </div>
    </article>
  );
}
