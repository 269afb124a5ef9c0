import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyAPI } from 'boardgame.io';
import { tableOptionList } from '../../engine/contract/options';
import { Link, navigate, paths, useLocation } from '../site/router';
import { useGameInfo, useServices } from '../site/services';
import { JoinTable } from '../lobby/JoinTable';
import type { StoredSeat } from '../site/seatStore';
import { NotFound } from '../pages/NotFound';
import { OnlinePlay } from './OnlinePlay';
import { useGameBundle } from './useGameBundle';
import { checkSeat, seatFromHash } from '../site/seatApi';

type MatchStatus = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; match: LobbyAPI.Match };

/** The other registered game a table belongs to, if any (a link with the wrong game in it). */
async function gameOfMatch(
  services: ReturnType<typeof useServices>,
  matchID: string,
  tried: string,
): Promise<string | null> {
  for (const info of services.games) {
    if (info.id === tried) continue;
    try {
      await services.lobby.getMatch(info.id, matchID);
      return info.id;
    } catch {
      // not this game's
    }
  }
  return null;
}

/** `/table/:gameId/:matchID`: the shared link. Seated browsers play, others join or watch. */
export function OnlineTablePage({ gameId, matchID }: { gameId: string; matchID: string }) {
  const { t } = useTranslation('common');
  const services = useServices();
  const info = useGameInfo(gameId);
  const bundle = useGameBundle(gameId);
  const spectate = useLocation().search.has('spectate');
  const [status, setStatus] = useState<MatchStatus>({ kind: 'loading' });
  const [seat, setSeat] = useState<StoredSeat | null>(() => services.seats.get(gameId, matchID) ?? null);
  const [badLink, setBadLink] = useState(false);

  useEffect(() => {
    setSeat(services.seats.get(gameId, matchID) ?? null);
    // A private seat link (#seat=…): take the seat in this browser once the server accepts it.
    const fromLink = seatFromHash(window.location.hash);
    if (fromLink)
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    let cancelled = false;
    services.lobby
      .getMatch(gameId, matchID)
      .then(async (match) => {
        if (cancelled) return;
        if (fromLink) {
          const checked = await checkSeat(gameId, matchID, fromLink);
          if (cancelled) return;
          if (checked === 'ok') {
            const name = match.players.find((p) => String(p.id) === fromLink.playerID)?.name ?? '';
            services.seats.set(gameId, matchID, { ...fromLink, playerName: name });
            setSeat({ ...fromLink, playerName: name });
          } else {
            setBadLink(true);
          }
        }
        const stored = services.seats.get(gameId, matchID);
        // Our seat was freed (we left from another tab): forget it.
        if (stored && !match.players.find((p) => String(p.id) === stored.playerID)?.name) {
          services.seats.remove(gameId, matchID);
          setSeat(null);
        }
        setStatus({ kind: 'ready', match });
      })
      .catch(async () => {
        // A link with the wrong game in it (/table/tikal/<a Caylus table>): open the right game's table.
        const owner = await gameOfMatch(services, matchID, gameId);
        if (cancelled) return;
        if (owner)
          navigate(paths.table(owner, matchID) + window.location.search + window.location.hash, { replace: true });
        else setStatus({ kind: 'missing' });
      });
    return () => {
      cancelled = true;
    };
  }, [gameId, matchID, services]);

  if (!info) return <NotFound />;
  if (status.kind === 'missing') {
    return (
      <div className="page">
        <h1>{t('table.missing')}</h1>
        <Link href={paths.lobby(gameId)}>{t('end.backToLobby')}</Link>
      </div>
    );
  }
  if (bundle.status === 'error')
    return (
      <p role="alert" className="error">
        {bundle.error}
      </p>
    );
  if (bundle.status === 'loading' || status.kind === 'loading') return <p className="page">{t('table.loading')}</p>;

  if (seat || spectate) {
    return (
      <OnlinePlay
        key={`${matchID}/${seat?.playerID ?? 'watch'}`}
        gameId={gameId}
        title={info.title}
        game={bundle.game}
        board={bundle.board}
        match={status.match}
        seat={seat}
        onForgetSeat={() => {
          services.seats.remove(gameId, matchID);
          setSeat(null);
        }}
      />
    );
  }
  return (
    <>
      {badLink && (
        <p role="alert" className="error page">
          {t('table.badSeatLink')}
        </p>
      )}
      <JoinTable
        gameId={gameId}
        title={info.title}
        options={tableOptionList(info.options)}
        match={status.match}
        onJoined={setSeat}
      />
    </>
  );
}
