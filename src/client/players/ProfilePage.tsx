import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingBadge } from '../kit/RatingBadge';
import { useAccount } from '../site/accountState';
import { PlayerLink } from '../site/PlayerLink';
import {
  AUDIENCES,
  profilesApi,
  type Audience,
  type GameRecord,
  type Profile,
  type ProfileSettings,
  type RecentGame,
} from '../site/playersApi';
import { Link, paths } from '../site/router';
import { numberedTable } from '../site/tableTitle';
import { useDocumentTitle } from '../site/title';
import { FriendButtons } from './FriendButtons';
import { RatingChart } from './RatingChart';
import { TableLinks } from './TableLinks';
import { useGameTitle } from './useGameTitle';
import { useAnswer } from '../site/useAnswer';

type T = ReturnType<typeof useTranslation>['t'];

function Kept() {
  const { t } = useTranslation('common');
  return <p className="muted">{t('social.profile.kept')}</p>;
}

function GameRecords({ games }: { games: GameRecord[] }) {
  const { t } = useTranslation('common');
  const title = useGameTitle();
  if (games.length === 0) return <p className="muted">{t('social.profile.noGames')}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="profile-games">
          <thead>
            <tr>
              <th scope="col">{t('social.profile.game')}</th>
              <th scope="col">{t('social.profile.played')}</th>
              <th scope="col">{t('social.profile.won')}</th>
              <th scope="col">{t('social.profile.rating')}</th>
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g.game} data-testid={`record-${g.game}`}>
                <th scope="row">
                  <Link href={paths.leaderboard(g.game)}>{title(g.game)}</Link>
                </th>
                <td>{g.played}</td>
                <td>{g.won}</td>
                <td>
                  {g.rating ? (
                    <RatingBadge rating={g.rating.rating} provisional={g.rating.provisional} />
                  ) : (
                    <span className="muted">{t('social.profile.unrated')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {games
        .filter((g) => g.history.length > 0)
        .map((g) => (
          <section key={g.game} aria-label={t('social.profile.chartTitle', { game: title(g.game) })}>
            <h3>{title(g.game)}</h3>
            <RatingChart game={title(g.game)} points={g.history} />
          </section>
        ))}
    </>
  );
}

function outcome(t: T, g: RecentGame): string {
  if (!g.withResult) return t('social.profile.noResult');
  if (!g.finished) return t('social.profile.unfinished');
  return g.won ? t('social.profile.winner') : t('social.profile.place', { place: g.place });
}

function RecentGames({ recent, username }: { recent: RecentGame[]; username: string }) {
  const { t, i18n } = useTranslation('common');
  const title = useGameTitle();
  if (recent.length === 0) return <p className="muted">{t('social.profile.noRecent')}</p>;
  return (
    <ul className="profile-recent">
      {recent.map((g) => {
        const seat = g.players.find((p) => p.username === username)?.seat;
        return (
          <li key={g.matchID} data-testid={`recent-${g.matchID}`}>
            <div className="profile-recent-head">
              <strong>{numberedTable(t, { game: title(g.game), number: g.tableNumber })}</strong>
              <span className="muted">{new Date(g.finishedAt).toLocaleDateString(i18n.language)}</span>
            </div>
            <p>
              <span className={g.won ? 'tag tag-turn' : 'tag'}>{outcome(t, g)}</span>{' '}
              {g.rated && g.ratingBefore !== null && g.ratingAfter !== null && (
                <span data-testid="rating-change">
                  {t('social.profile.ratingChange', { before: g.ratingBefore, after: g.ratingAfter })}
                </span>
              )}
            </p>
            <p className="profile-recent-players">
              {g.players.map((p, i) => (
                <span key={p.seat}>
                  {i > 0 && ', '}
                  {p.username ? (
                    <PlayerLink username={p.username} />
                  ) : p.name ? (
                    p.bot ? (
                      t('social.profile.bot', { name: p.name })
                    ) : (
                      p.name
                    )
                  ) : (
                    t('account.deletedPlayer')
                  )}
                  {p.score !== null && ` (${p.score})`}
                </span>
              ))}
            </p>
            {g.replay && (
              <Link href={paths.replay(g.game, g.matchID, seat)} className="button">
                {t('myTables.replay')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Settings({ settings, onSaved }: { settings: ProfileSettings; onSaved: () => void }) {
  const { t } = useTranslation('common');
  const [values, setValues] = useState(settings);
  const [note, setNote] = useState<{ ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const parts: (keyof ProfileSettings)[] = ['stats', 'games', 'tables'];
  return (
    <form
      className="panel profile-settings"
      aria-labelledby="profile-settings-title"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setNote(null);
        profilesApi
          .saveSettings(values)
          .then(
            () => {
              setNote({ ok: true });
              onSaved();
            },
            () => setNote({ ok: false }),
          )
          .finally(() => setBusy(false));
      }}
    >
      <h2 id="profile-settings-title">{t('social.settings.title')}</h2>
      {parts.map((part) => (
        <label key={part} className="field">
          <span>{t(`social.settings.${part}`)}</span>
          <select
            name={part}
            value={values[part]}
            onChange={(e) => setValues({ ...values, [part]: e.currentTarget.value as Audience })}
          >
            {AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`social.audience.${a}`)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'error'}>
          {note.ok ? t('social.settings.saved') : t('account.failed')}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {t('social.settings.save')}
      </button>
    </form>
  );
}

function ProfileView({ profile, reload }: { profile: Profile; reload: () => void }) {
  const { t, i18n } = useTranslation('common');
  const account = useAccount();
  const percent = profile.finishing
    ? profile.finishing.played === 0
      ? null
      : Math.round((100 * profile.finishing.finished) / profile.finishing.played)
    : null;
  return (
    <>
      <p className="muted">
        {t('account.memberSince', { date: new Date(profile.memberSince).toLocaleDateString(i18n.language) })}
      </p>
      {account && !profile.own && <FriendButtons profile={profile} onChanged={reload} />}
      <section className="panel" aria-labelledby="profile-games-title">
        <h2 id="profile-games-title">{t('social.profile.games')}</h2>
        {profile.games ? <GameRecords games={profile.games} /> : <Kept />}
      </section>
      <section className="panel" aria-labelledby="profile-recent-title">
        <h2 id="profile-recent-title">{t('social.profile.recent')}</h2>
        {profile.finishing &&
          (percent === null ? (
            <p className="muted">{t('social.profile.finishingNone')}</p>
          ) : (
            <p data-testid="finishing">
              {t('social.profile.finishing', {
                percent,
                finished: profile.finishing.finished,
                played: profile.finishing.played,
              })}
            </p>
          ))}
        {profile.recent ? <RecentGames recent={profile.recent} username={profile.username} /> : <Kept />}
      </section>
      <section className="panel" aria-labelledby="profile-tables-title">
        <h2 id="profile-tables-title">{t('social.profile.tables')}</h2>
        {profile.tables ? <TableLinks tables={profile.tables} /> : <Kept />}
      </section>
      {profile.own && profile.settings && <Settings settings={profile.settings} onSaved={reload} />}
    </>
  );
}

/** `/players/:username`: a player's games, ratings and tables, as much as they show the visitor. */
export function ProfilePage({ username }: { username: string }) {
  const { t } = useTranslation('common');
  const ask = useCallback(() => profilesApi.get(username), [username]);
  const { answer, reload } = useAnswer(ask);
  const name = answer.state === 'ok' ? answer.value.username : username;
  useDocumentTitle(name);
  return (
    <main className="page profile-page">
      <h1>{name}</h1>
      {answer.state === 'asking' ? (
        <p>{t('table.loading')}</p>
      ) : answer.state === 'missing' ? (
        <p role="alert">{t('social.profile.missing')}</p>
      ) : answer.state === 'ok' ? (
        <ProfileView profile={answer.value} reload={reload} />
      ) : (
        <p role="alert" className="error">
          {t('account.failed')}
        </p>
      )}
    </main>
  );
}
