import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyAPI } from 'boardgame.io';
import { Link, paths, useLocation } from '../app/router';
import { useGameInfo, useServices } from '../app/services';
import { JoinTable } from '../lobby/JoinTable';
import type { StoredSeat } from '../lobby/seatStore';
import { NotFound } from '../pages/NotFound';
import { OnlinePlay } from './OnlinePlay';
import { useGameBundle } from './useGameBundle';

type MatchStatus = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; match: LobbyAPI.Match };

/** `/table/:gameId/:matchID`: the shared link. Seated browsers play, others join or watch. */
export function OnlineTablePage({ gameId, matchID }: { gameId: string; matchID: string }) {
  const { t } = useTranslation('common');
  const services = useServices();
  const info = useGameInfo(gameId);
  const bundle = useGameBundle(gameId);
  const spectate = useLocation().search.has('spectate');
  const [status, setStatus] = useState<MatchStatus>({ kind: 'loading' });
  const [seat, setSeat] = useState<StoredSeat | null>(() => services.seats.get(gameId, matchID) ?? null);

  useEffect(() => {
    setSeat(services.seats.get(gameId, matchID) ?? null);
    let cancelled = false;
    services.lobby.getMatch(gameId, matchID)
      .then((match) => {
        if (cancelled) return;
        const stored = services.seats.get(gameId, matchID);
        // Our seat was freed (we left from another tab): forget it.
        if (stored && !match.players.find((p) => String(p.id) === stored.playerID)?.name) {
          services.seats.remove(gameId, matchID);
          setSeat(null);
        }
        setStatus({ kind: 'ready', match });
      })
      .catch(() => {
        if (!cancelled) setStatus({ kind: 'missing' });
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
  if (bundle.status === 'error') return <p role="alert" className="error">{bundle.error}</p>;
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
  return <JoinTable gameId={gameId} title={info.title} match={status.match} onJoined={setSeat} />;
}
