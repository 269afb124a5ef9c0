import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyAPI } from 'boardgame.io';
import { Link, navigate, paths } from '../site/router';
import { useGameInfo, useServices } from '../site/services';
import { NotFound } from '../pages/NotFound';
import { CreateTableForm } from './CreateTableForm';
import { PlayerNameField } from './PlayerNameField';
import { freeSeats } from './tableName';
import { TableList } from './TableList';
import { usePlayerName } from './usePlayerName';
import { errorReason } from '../i18n/errors';

const REFRESH_MS = 5000;

/** `/lobby/:gameId`: open tables of one game, and a form to open one. */
export function LobbyPage({ gameId }: { gameId: string }) {
  const { t } = useTranslation('common');
  const services = useServices();
  const info = useGameInfo(gameId);
  const [name, setName] = usePlayerName();
  const [matches, setMatches] = useState<LobbyAPI.Match[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const list = await services.lobby.listMatches(gameId, { isGameover: false });
      setMatches(list.matches);
      setError(null);
    } catch (e) {
      setError(t('lobby.serverDown', { reason: errorReason(t, e) }));
    }
  }, [gameId, services, t]);

  // The game's strings hold its table options' labels in the page's language.
  useEffect(() => {
    void services.loadStrings(gameId).catch(() => undefined);
  }, [gameId, services]);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => void refresh(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  if (!info) return <NotFound />;

  const join = async (match: LobbyAPI.Match) => {
    const playerName = name.trim();
    if (!playerName) {
      setError(t('lobby.nameRequired'));
      return;
    }
    const seat = freeSeats(match)[0];
    if (seat === undefined) return;
    setBusy(true);
    try {
      const joined = await services.lobby.joinMatch(gameId, match.matchID, { playerID: String(seat), playerName });
      services.seats.set(gameId, match.matchID, {
        playerID: joined.playerID,
        credentials: joined.playerCredentials,
        playerName,
      });
      navigate(paths.table(gameId, match.matchID));
    } catch (e) {
      setError(t('lobby.joinFailed', { reason: errorReason(t, e) }));
      void refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page lobby">
      <nav className="crumbs">
        <Link href={paths.home()}>{t('nav.home')}</Link>
      </nav>
      <h1>{t('lobby.title', { game: info.title })}</h1>
      <p className="lobby-links">
        <Link href={paths.rules(gameId)}>{t('home.rules')}</Link>
        <Link href={paths.leaderboard(gameId)}>{t('social.leaderboard.link')}</Link>
        <Link href={paths.local(gameId)} className="button">
          {t('home.playLocal')}
        </Link>
      </p>
      <PlayerNameField value={name} onChange={setName} />
      <div className="lobby-columns">
        <section className="panel" aria-labelledby="open-tables">
          <div className="panel-head">
            <h2 id="open-tables">{t('lobby.openTables')}</h2>
            <button type="button" onClick={() => void refresh()}>
              {t('lobby.refresh')}
            </button>
          </div>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          {matches === null ? (
            <p className="muted">{t('table.loading')}</p>
          ) : (
            <TableList gameId={gameId} title={info.title} matches={matches} busy={busy} onJoin={(m) => void join(m)} />
          )}
        </section>
        <CreateTableForm
          info={info}
          playerName={name}
          onCreated={(id, watching) => navigate(`${paths.table(gameId, id)}${watching ? '?spectate=1' : ''}`)}
        />
      </div>
    </div>
  );
}
