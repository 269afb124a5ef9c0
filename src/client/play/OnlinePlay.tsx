import { useRef, useState } from 'react';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { useTranslation } from 'react-i18next';
import type { LobbyAPI } from 'boardgame.io';
import { loadDebugOption } from '../app/debugPanel';
import { Link, navigate, paths } from '../app/router';
import { useServices } from '../app/services';
import { TableShell } from '../kit/TableShell';
import type { BoardModule } from '../kit/types';
import type { StoredSeat } from '../lobby/seatStore';
import type { AnyGame } from '../registry/types';
import { ConnectionBadge, type ConnectionState } from './ConnectionBadge';
import { onlineSeats } from './seats';
import { ShareLink } from './ShareLink';
import { useBgioClient } from './useBgioClient';

interface OnlinePlayProps {
  gameId: string;
  title: string;
  game: AnyGame;
  board: BoardModule | null;
  match: LobbyAPI.Match;
  /** The seat this browser holds; null to watch. */
  seat: StoredSeat | null;
}

/** A table played over socket.io; socket.io reconnects by itself and bgio then re-syncs. */
export function OnlinePlay({ gameId, title, game, board, match, seat }: OnlinePlayProps) {
  const { t } = useTranslation('common');
  const services = useServices();
  const [error, setError] = useState<string | null>(null);
  const everConnected = useRef(false);
  const numPlayers = match.players.length;
  const { client, snapshot } = useBgioClient(
    async () => Client({
      game,
      multiplayer: SocketIO(),
      matchID: match.matchID,
      playerID: seat?.playerID,
      // socket.io turns a missing argument into null, which the server's packet
      // check refuses for spectators; an empty string passes.
      credentials: seat?.credentials ?? '',
      numPlayers,
      debug: await loadDebugOption(services.debug),
    }),
    [game, match.matchID, seat?.playerID, seat?.credentials, numPlayers, services.debug],
  );

  const state = snapshot.state;
  if (state?.isConnected) everConnected.current = true;
  const connection: ConnectionState = state?.isConnected
    ? 'connected'
    : everConnected.current ? 'reconnecting' : 'connecting';
  const seats = onlineSeats(numPlayers, snapshot.matchData, match.players, t);
  const url = `${window.location.origin}${paths.table(gameId, match.matchID)}`;

  const leave = async () => {
    if (seat) {
      try {
        await services.lobby.leaveMatch(gameId, match.matchID, { playerID: seat.playerID, credentials: seat.credentials });
      } catch {
        // The table may already be gone; forgetting the seat is what matters here.
      }
      services.seats.remove(gameId, match.matchID);
    }
    navigate(paths.lobby(gameId));
  };

  const playAgain = async () => {
    if (!seat) return;
    setError(null);
    try {
      const { nextMatchID } = await services.lobby.playAgain(gameId, match.matchID, {
        playerID: seat.playerID, credentials: seat.credentials,
      });
      let joined;
      try {
        joined = await services.lobby.joinMatch(gameId, nextMatchID, { playerID: seat.playerID, playerName: seat.playerName });
      } catch {
        // Someone else took our old seat at the new table: take any free one.
        joined = await services.lobby.joinMatch(gameId, nextMatchID, { playerName: seat.playerName });
      }
      services.seats.set(gameId, nextMatchID, {
        playerID: joined.playerID, credentials: joined.playerCredentials, playerName: seat.playerName,
      });
      navigate(paths.table(gameId, nextMatchID));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const toolbar = (
    <>
      <ConnectionBadge state={connection} />
      {!seat && <span className="tag">{t('table.spectating')}</span>}
      <button type="button" onClick={() => void leave()}>{seat ? t('table.leave') : t('table.stopWatching')}</button>
    </>
  );

  if (!state || !client) {
    return (
      <div className="page">
        <h1>{title}</h1>
        {toolbar}
        <p>{t('table.loading')}</p>
      </div>
    );
  }

  return (
    <>
      <TableShell
        gameId={gameId}
        title={title}
        game={game}
        board={board}
        G={state.G}
        ctx={state.ctx}
        viewerID={seat?.playerID ?? null}
        moves={client.moves}
        seats={seats}
        toolbar={toolbar}
        endActions={
          <>
            {seat && <button type="button" onClick={() => void playAgain()}>{t('end.playAgain')}</button>}
            <Link href={paths.lobby(gameId)} className="button">{t('end.backToLobby')}</Link>
          </>
        }
      />
      {error && <p role="alert" className="error">{error}</p>}
      <footer className="table-footer">
        <ShareLink url={url} />
      </footer>
    </>
  );
}
