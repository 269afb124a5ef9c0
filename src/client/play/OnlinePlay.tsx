import { useCallback, useEffect, useRef, useState } from 'react';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { useTranslation } from 'react-i18next';
import type { LobbyAPI } from 'boardgame.io';
import { tableOptionValues } from '../../engine/contract/options';
import { loadDebugOption, onlineDebugWanted } from '../site/debugPanel';
import { Link, navigate, paths } from '../site/router';
import { useDocumentTitle } from '../site/title';
import { tableTitle } from '../site/tableTitle';
import { tableNameOf } from '../../engine/tables/tableName';
import { useServices } from '../site/services';
import { ChatPanel, type ChatRefusal } from '../kit/ChatPanel';
import { SpeedControl } from '../kit/SpeedControl';
import { TableShell } from '../kit/TableShell';
import { isSeatActing } from '../kit/turn';
import type { BoardModule } from '../kit/types';
import type { StoredSeat } from '../site/seatStore';
import type { AnyGame } from '../registry/types';
import { botLevelOf, isHost } from '../site/botSeats';
import { ConnectionBadge, type ConnectionState } from './ConnectionBadge';
import { RulesLink } from './RulesLink';
import { onlineSeats } from './seats';
import { ShareLink } from '../lobby/ShareLink';
import { useBgioClient } from './useBgioClient';
import { usePacedState } from './usePacedState';
import { AwaySeats, OutOfTimeSeats } from './AwaySeats';
import { useTableClock } from './useTableClock';
import { TableClockContext } from '../kit/tableClock';
import { addBots, checkSeat, seatLinkOf } from '../site/seatApi';
import { WaitingSeats } from './WaitingSeats';
import { LeftSeats, type SeatVote } from './LeftSeats';
import type { LogNote } from '../kit/GameLog';
import { seatLogNotes, type SeatEvent } from './seatLog';
import { errorReason } from '../i18n/errors';
import { useAccount } from '../site/accountState';
import { useFriendsList, useSeatAccounts } from '../site/seatAccounts';
import { InviteFriend } from './InviteFriend';

const REFUSED_AFTER_MS = 4000;

/** `flag`, once it has held for `ms` without a break. */
function useLater(flag: boolean, ms: number): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    setLater(false);
    if (!flag) return;
    const timer = window.setTimeout(() => setLater(true), ms);
    return () => window.clearTimeout(timer);
  }, [flag, ms]);
  return later;
}

interface OnlinePlayProps {
  gameId: string;
  title: string;
  game: AnyGame;
  board: BoardModule | null;
  match: LobbyAPI.Match;
  /** The seat this browser holds; null to watch. */
  seat: StoredSeat | null;
  /** Drops the stored seat (e.g. the server no longer accepts it) and shows the join screen. */
  onForgetSeat: () => void;
}

/**
 * A table played over socket.io; socket.io reconnects by itself and bgio then
 * re-syncs. Bot seats are played by the server: this page only shows them.
 */
/** The part of boardgame.io's socket.io socket this page listens to. */
interface ChatSocket {
  on(event: 'chat-refused', listener: (refusal: ChatRefusal) => void): unknown;
  off(event: 'chat-refused', listener: (refusal: ChatRefusal) => void): unknown;
}

export function OnlinePlay({ gameId, title, game, board, match, seat, onForgetSeat }: OnlinePlayProps) {
  const { t } = useTranslation('common');
  const services = useServices();
  const [error, setError] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const everConnected = useRef(false);
  const numPlayers = match.players.length;
  const { client, snapshot } = useBgioClient(
    async () =>
      Client({
        game,
        multiplayer: SocketIO(),
        matchID: match.matchID,
        playerID: seat?.playerID,
        // socket.io turns a missing argument into null, which the server's packet
        // check refuses for spectators; an empty string passes.
        credentials: seat?.credentials ?? '',
        numPlayers,
        debug: await loadDebugOption(onlineDebugWanted(services.debug, import.meta.env.DEV)),
      }),
    [game, match.matchID, seat?.playerID, seat?.credentials, numPlayers, services.debug],
  );

  const state = snapshot.state;
  // The server answers a chat message it does not pass on (too fast, empty) to its sender only.
  const [chatRefused, setChatRefused] = useState<ChatRefusal | null>(null);
  useEffect(() => {
    const socket = (client as unknown as { transport?: { socket?: ChatSocket } } | null)?.transport?.socket;
    if (!socket) return;
    const onRefused = (refusal: ChatRefusal) => setChatRefused(refusal);
    socket.on('chat-refused', onRefused);
    return () => {
      socket.off('chat-refused', onRefused);
    };
  }, [client]);
  // Connected and still no state a few seconds later: ask the server whether it refuses the seat.
  const stuck = useLater(seat !== null && snapshot.transportConnected && state === null, REFUSED_AFTER_MS);
  const [seatCheck, setSeatCheck] = useState<'ok' | 'refused' | 'unknown' | null>(null);
  useEffect(() => {
    if (!stuck || !seat) return;
    let cancelled = false;
    void checkSeat(gameId, match.matchID, seat).then((answer) => {
      if (!cancelled) setSeatCheck(answer);
    });
    return () => {
      cancelled = true;
    };
  }, [stuck, seat, gameId, match.matchID]);
  const refused = stuck && seatCheck === 'refused';
  if (state?.isConnected) everConnected.current = true;
  const connection: ConnectionState = state?.isConnected
    ? 'connected'
    : everConnected.current
      ? 'reconnecting'
      : 'connecting';
  // A table starts when every seat is taken (the server refuses moves before).
  // boardgame.io announces a new player when their socket connects; one who joins
  // while this page syncs can be missed, so a waiting table also asks the Lobby API.
  // The Lobby API's copy also says which seats are bots (live metadata has no data).
  // Its copy also has the table's seat log and votes once someone left a started game.
  const [lobbyMatch, setLobbyMatch] = useState(match);
  const lobbyPlayers = lobbyMatch.players;
  const refreshPlayers = useCallback(() => {
    services.lobby
      .getMatch(gameId, match.matchID)
      .then(setLobbyMatch)
      .catch(() => undefined);
  }, [services, gameId, match.matchID]);
  // The server announces every change of the seats (a player left, a seat opened)
  // as new match data: the seats' data, log and votes are read again then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new match data is the trigger
  useEffect(() => {
    if (snapshot.matchData) refreshPlayers();
  }, [snapshot.matchData]);
  const table = lobbyMatch as LobbyAPI.Match & {
    started?: boolean;
    seatLog?: SeatEvent[];
    votes?: SeatVote[];
    openedSeats?: string[];
  };
  // The players ended the table without a result: the game is not over, the table is.
  const ended = (table.gameover as { endedWithoutResult?: unknown } | undefined)?.endedWithoutResult === true;
  const over = state?.ctx.gameover !== undefined || ended;
  const botSeats = lobbyPlayers.filter((p) => p.name && botLevelOf(p)).map((p) => String(p.id));
  const matchData = snapshot.matchData;
  const liveSeats = (matchData ?? match.players).map((p) => {
    const listed = lobbyPlayers.find((q) => q.id === p.id);
    return p.name || !listed?.name ? p : { ...p, name: listed.name };
  });
  // The accounts at the seats, asked again when someone sits down or leaves: their
  // ratings and profiles beside the names, and the chat of players the reader blocked hidden.
  const account = useAccount();
  const { friends } = useFriendsList();
  const seatAccounts =
    useSeatAccounts([match.matchID], liveSeats.map((p) => `${p.id}:${p.name ?? ''}`).join('|'))[match.matchID] ?? {};
  const seats = onlineSeats(numPlayers, snapshot.matchData, lobbyPlayers, t).map((s) => {
    const held = seatAccounts[s.id];
    if (!held) return s;
    return {
      ...s,
      profileHref: paths.profile(held.username),
      ...(held.rating ? { rating: held.rating.rating, provisional: held.rating.provisional } : {}),
    };
  });
  const blocked = new Set(friends?.blocked.map((b) => b.username) ?? []);
  const hiddenSenders = Object.entries(seatAccounts)
    .filter(([, held]) => blocked.has(held.username))
    .map(([id]) => id);
  const taken = liveSeats.filter((p) => p.name).length;
  // A table that started never waits for players again: a seat opened during the
  // game is shown on the table (LeftSeats). A move played also says it started.
  const started = table.started === true || (state?._stateID ?? 0) > 0;
  const waiting = state !== null && !over && taken < numPlayers && !started;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(refreshPlayers, 3000);
    return () => window.clearInterval(timer);
  }, [waiting, refreshPlayers]);
  // A table waiting for players is nobody's turn yet, whichever seat will start.
  const myTurn = seat !== null && state !== null && !waiting && !ended && isSeatActing(state.ctx, seat.playerID);
  const logNotes: LogNote[] = seatLogNotes(t, table.seatLog);
  // The number players tell each other ("table 1234"), given by the server when the table was opened,
  // and the name its creator gave it: the table is called by both wherever it is named.
  const tableNumber = (match as { tableNumber?: unknown }).tableNumber;
  const tableName = tableNameOf(lobbyPlayers) ?? tableNameOf(match.players);
  const tableLabel =
    tableName || typeof tableNumber === 'number'
      ? tableTitle(t, { game: title, name: tableName, number: typeof tableNumber === 'number' ? tableNumber : null })
      : title;
  // The board shows the moves it receives one after the other at the viewer's pace
  // (after the server's own pace for bots); the live state drives everything else.
  const [delayMs, setDelayMs] = useState(0);
  const [paused, setPaused] = useState(false);
  const { shown, behind, catchUp } = usePacedState(state, seat?.playerID ?? null, delayMs, paused);
  const tableClock = useTableClock(
    gameId,
    match.matchID,
    state?._stateID ?? null,
    tableOptionValues(match.setupData).gameMode !== 'none',
  );

  // The tab's title tells a player in another tab that it is their turn.
  useDocumentTitle(myTurn ? t('table.yourTurnTitle', { game: tableLabel }) : tableLabel);
  const url = `${window.location.origin}${paths.table(gameId, match.matchID)}`;
  const seatLink = seat ? (
    <ShareLink url={seatLinkOf(url, seat)} label={t('table.seatLinkLabel')} testId="seat-link" />
  ) : null;

  const leave = async () => {
    if (seat) {
      try {
        await services.lobby.leaveMatch(gameId, match.matchID, {
          playerID: seat.playerID,
          credentials: seat.credentials,
        });
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
        playerID: seat.playerID,
        credentials: seat.credentials,
      });
      let joined: Awaited<ReturnType<typeof services.lobby.joinMatch>>;
      try {
        joined = await services.lobby.joinMatch(gameId, nextMatchID, {
          playerID: seat.playerID,
          playerName: seat.playerName,
        });
      } catch {
        // Someone else took our old seat at the new table: take any free one.
        joined = await services.lobby.joinMatch(gameId, nextMatchID, { playerName: seat.playerName });
      }
      const mine = { playerID: joined.playerID, credentials: joined.playerCredentials, playerName: seat.playerName };
      services.seats.set(gameId, nextMatchID, mine);
      // The bots come along when we are the rematch's host (its first person),
      // each at its seat unless a person took it first.
      for (const p of lobbyPlayers) {
        const level = botLevelOf(p);
        if (level && String(p.id) !== mine.playerID) {
          await addBots(gameId, nextMatchID, mine, [{ playerID: String(p.id), level }]).catch(() => undefined);
        }
      }
      navigate(paths.table(gameId, nextMatchID));
    } catch (e) {
      setError(t('end.playAgainFailed', { reason: errorReason(t, e) }));
    }
  };

  const toolbar = (
    <>
      <ConnectionBadge state={connection} />
      {!seat && <span className="tag">{t('table.spectating')}</span>}
      {(botSeats.length > 0 || !seat) && !over && (
        <SpeedControl delayMs={delayMs} onDelay={setDelayMs} paused={paused} onPause={setPaused} />
      )}
      {behind > 0 && (
        <button type="button" onClick={catchUp} data-testid="catch-up">
          {t('bots.catchUp', { count: behind })}
        </button>
      )}
      <RulesLink gameId={gameId} />
      {ended && (
        <span className="tag tag-warn" data-testid="table-ended">
          {t('table.ended')}
        </span>
      )}
      {seat && !over && !confirmLeave ? (
        // Leaving a running game gives the seat away for good: ask once more.
        <button type="button" onClick={() => setConfirmLeave(true)}>
          {t('table.leave')}
        </button>
      ) : seat && !over && started ? (
        // A started game goes on without the player: say what happens to the seat.
        <div className="panel leave-confirm" role="alertdialog" aria-labelledby="leave-confirm-text">
          <p id="leave-confirm-text">{t('table.leaveStarted')}</p>
          <p>
            <button type="button" className="danger" onClick={() => void leave()}>
              {t('table.leaveStartedConfirm')}
            </button>{' '}
            <button type="button" onClick={() => setConfirmLeave(false)}>
              {t('table.stay')}
            </button>
          </p>
        </div>
      ) : (
        <button type="button" className={confirmLeave ? 'danger' : undefined} onClick={() => void leave()}>
          {seat ? (confirmLeave ? t('table.leaveConfirm') : t('table.leave')) : t('table.stopWatching')}
        </button>
      )}
    </>
  );

  if (!state || !client) {
    return (
      <div className="page">
        <h1>{tableLabel}</h1>
        {!refused && toolbar}
        {refused ? (
          // The server says these credentials are not the seat's (any more).
          <div role="alert" data-testid="seat-refused">
            <p>{t('table.refused')}</p>
            <p>
              <button type="button" className="primary" onClick={onForgetSeat}>
                {t('table.forgetSeat')}
              </button>{' '}
              <Link href={paths.lobby(gameId)} className="button">
                {t('end.backToLobby')}
              </Link>
            </p>
          </div>
        ) : stuck ? (
          <p>{seatCheck === null ? t('table.checkingSeat') : t('table.stuck')}</p>
        ) : (
          <p>{t('table.loading')}</p>
        )}
      </div>
    );
  }

  if (waiting) {
    return (
      <div className="page waiting-table" data-testid="waiting">
        <h1>{tableLabel}</h1>
        {toolbar}
        <h2>{t('table.waitingTitle')}</h2>
        <p>{t('table.waiting', { taken, count: numPlayers })}</p>
        <WaitingSeats
          gameId={gameId}
          matchID={match.matchID}
          seats={seats.map((s) => ({ ...s, taken: Boolean(liveSeats.find((p) => String(p.id) === s.id)?.name) }))}
          host={seat && isHost(lobbyPlayers.find((p) => String(p.id) === seat.playerID)) ? seat : null}
          onChanged={refreshPlayers}
        />
        <ShareLink url={url} />
        {seatLink}
        {seat && account && friends && <InviteFriend matchID={match.matchID} friends={friends} />}
      </div>
    );
  }

  return (
    <TableClockContext.Provider value={tableClock.shown}>
      <TableShell
        gameId={gameId}
        title={tableLabel}
        game={game}
        board={board}
        G={(shown ?? state).G}
        // A table its players ended is over for the page too: no moves, the end screen says how it ended.
        ctx={ended ? { ...(shown ?? state).ctx, gameover: table.gameover } : (shown ?? state).ctx}
        plugins={(shown ?? state).plugins}
        log={(shown ?? state).log}
        catchingUp={behind > 0}
        confirmMoves={tableOptionValues(match.setupData).confirmMoves}
        // While a bot stands in for this seat, the page watches: the server refuses the seat's own moves.
        viewerID={seat && !tableClock.botSeats.includes(seat.playerID) ? seat.playerID : null}
        logNotes={logNotes}
        moves={client.moves}
        seats={seats}
        toolbar={toolbar}
        side={
          <ChatPanel
            messages={client.chatMessages}
            onSend={
              seat
                ? (text) => {
                    setChatRefused(null);
                    client.sendChatMessage(text);
                  }
                : undefined
            }
            refused={chatRefused}
            hiddenSenders={hiddenSenders}
          />
        }
        endActions={
          <>
            {seat && (
              <button type="button" className="primary" onClick={() => void playAgain()}>
                {t('end.playAgain')}
              </button>
            )}
            <Link
              href={paths.replay(gameId, match.matchID, seat?.playerID)}
              className="button"
              data-testid="watch-replay"
            >
              {t('replay.watch')}
            </Link>
            <Link href={paths.lobby(gameId)} className="button">
              {t('end.backToLobby')}
            </Link>
          </>
        }
      />
      {!over && (
        <LeftSeats
          gameId={gameId}
          matchID={match.matchID}
          seat={seat}
          players={lobbyPlayers}
          votes={table.votes ?? []}
          openedSeats={table.openedSeats ?? []}
          onVoted={refreshPlayers}
        />
      )}
      {seat && !over && (
        <AwaySeats
          gameId={gameId}
          matchID={match.matchID}
          seat={seat}
          seats={liveSeats}
          botSeats={botSeats}
          waitSeconds={(match as { seatWaitSeconds?: number }).seatWaitSeconds ?? 120}
          onHandedOver={refreshPlayers}
        />
      )}
      {seat && !over && tableClock.shown && (
        <OutOfTimeSeats
          gameId={gameId}
          matchID={match.matchID}
          seat={seat}
          seats={liveSeats}
          clock={tableClock.shown}
          botSeats={tableClock.botSeats}
          onChanged={() => {
            tableClock.refresh();
            refreshPlayers();
          }}
        />
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <footer className="table-footer">
        <ShareLink url={url} />
        {seatLink}
        {seat && account && friends && !over && <InviteFriend matchID={match.matchID} friends={friends} />}
      </footer>
    </TableClockContext.Provider>
  );
}
