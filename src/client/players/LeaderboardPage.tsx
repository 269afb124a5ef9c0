import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingBadge } from '../kit/RatingBadge';
import { NotFound } from '../pages/NotFound';
import { PlayerLink } from '../site/PlayerLink';
import { ratingsApi, type LeaderRow } from '../site/playersApi';
import { Link, paths } from '../site/router';
import { useGameInfo } from '../site/services';
import { useDocumentTitle } from '../site/title';
import { useAnswer } from '../site/useAnswer';

/** Rows shown; the player's own place is added below when it is further down. */
export const LEADERBOARD_ROWS = 50;

function Row({ row, you }: { row: LeaderRow; you: boolean }) {
  return (
    <tr className={you ? 'is-you' : undefined} data-testid={`leader-${row.username}`}>
      <td>{row.place ?? '–'}</td>
      <th scope="row">
        <PlayerLink username={row.username} />
      </th>
      <td>
        <RatingBadge rating={row.rating} provisional={row.provisional} />
      </td>
      <td>{row.games}</td>
      <td>{row.wins}</td>
    </tr>
  );
}

/** `/leaderboard/:game`: the best settled ratings of one game, and the visitor's own place. */
export function LeaderboardPage({ gameId }: { gameId: string }) {
  const { t } = useTranslation('common');
  const info = useGameInfo(gameId);
  const ask = useCallback(() => ratingsApi.leaderboard(gameId, LEADERBOARD_ROWS), [gameId]);
  const { answer } = useAnswer(ask);
  const title = t('social.leaderboard.title', { game: info?.title ?? gameId });
  useDocumentTitle(title);
  if (!info) return <NotFound />;
  const board = answer.state === 'ok' ? answer.value : null;
  const youListed = board?.you ? board.top.some((r) => r.username === board.you?.username) : false;
  return (
    <main className="page leaderboard-page">
      <nav className="crumbs">
        <Link href={paths.lobby(gameId)}>{t('social.leaderboard.toLobby', { game: info.title })}</Link>
      </nav>
      <h1>{title}</h1>
      <p className="muted">{t('social.leaderboard.help')}</p>
      {answer.state === 'asking' ? (
        <p>{t('table.loading')}</p>
      ) : !board ? (
        <p role="alert" className="error">
          {t('account.failed')}
        </p>
      ) : (
        <>
          {board.top.length === 0 ? (
            <p>{t('social.leaderboard.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table className="leaderboard">
                <thead>
                  <tr>
                    {/* "#" on screen: the column stays narrow on a phone in every language. */}
                    <th scope="col" title={t('social.leaderboard.place')}>
                      <span aria-hidden="true">#</span>
                      <span className="visually-hidden">{t('social.leaderboard.place')}</span>
                    </th>
                    <th scope="col">{t('social.leaderboard.player')}</th>
                    <th scope="col">{t('social.profile.rating')}</th>
                    <th scope="col">{t('social.leaderboard.games')}</th>
                    <th scope="col">{t('social.leaderboard.wins')}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.top.map((row) => (
                    <Row key={row.username} row={row} you={row.username === board.you?.username} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {board.you && !youListed && (
            <section className="panel leaderboard-you" aria-labelledby="leader-you-title">
              <h2 id="leader-you-title">{t('social.leaderboard.you')}</h2>
              {board.you.place === null ? (
                <p data-testid="you-provisional">
                  {t('social.leaderboard.youProvisional', { rating: board.you.rating })}
                </p>
              ) : (
                <p data-testid="you-place">
                  {t('social.leaderboard.youPlace', { place: board.you.place, rating: board.you.rating })}
                </p>
              )}
            </section>
          )}
        </>
      )}
    </main>
  );
}
