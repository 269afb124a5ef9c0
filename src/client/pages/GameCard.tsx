import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, paths } from '../site/router';
import type { ClientGameInfo } from '../registry/types';
import { GameEmblem } from './GameEmblem';

// Each game's drawn board in small (`boards/<id>/CardPicture.tsx`, a decorative
// SVG), found by glob like the boards themselves: one small chunk per game,
// fetched when the home page shows its card, none in the page's own bundle. A
// game without one keeps its emblem.
const PICTURES = import.meta.glob<{ default: ComponentType }>('../boards/*/CardPicture.tsx');
const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

function pictureOf(gameId: string): LazyExoticComponent<ComponentType> | null {
  const load = PICTURES[`../boards/${gameId}/CardPicture.tsx`];
  if (!load) return null;
  let Picture = loaded.get(gameId);
  if (!Picture) {
    Picture = lazy(load);
    loaded.set(gameId, Picture);
  }
  return Picture;
}

/** A game on the home page: its picture, what it is, and the ways to play it. */
export function GameCard({ info }: { info: ClientGameInfo }) {
  const { t } = useTranslation('common');
  const players =
    info.minPlayers === info.maxPlayers
      ? t('home.playersExact', { count: info.minPlayers })
      : t('home.playersRange', { min: info.minPlayers, max: info.maxPlayers });
  const titleId = `game-${info.id}`;
  const Picture = pictureOf(info.id);
  const emblem = <GameEmblem gameId={info.id} title={info.title} />;
  return (
    <article className="game-card" aria-labelledby={titleId} data-testid={`game-card-${info.id}`}>
      <div className="game-card-picture">
        {Picture ? (
          <Suspense fallback={emblem}>
            {/* Rendered once the picture's chunk has come (until then the emblem stands in). */}
            <span className="game-picture-frame" data-testid="card-picture">
              <Picture />
            </span>
          </Suspense>
        ) : (
          emblem
        )}
      </div>
      <div className="game-card-body">
        <h2 id={titleId}>{info.title}</h2>
        <p className="game-facts">
          <span>{players}</span>
          <span>{t('home.minutes', { min: info.minutes[0], max: info.minutes[1] })}</span>
          <span>
            {info.designers}, {info.year}
          </span>
        </p>
        <p>{t(`gameInfo.${info.id}`)}</p>
        <p className="game-card-actions">
          <Link href={paths.lobby(info.id)} className="button primary">
            {t('home.playOnline')}
          </Link>
          <Link href={paths.local(info.id)} className="button">
            {t('home.playLocal')}
          </Link>
          <Link href={paths.rules(info.id)}>{t('home.rules')}</Link>
        </p>
      </div>
    </article>
  );
}
