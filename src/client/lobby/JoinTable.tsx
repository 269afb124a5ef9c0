import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyAPI } from 'boardgame.io';
import type { TFunction } from 'i18next';
import type { TableOption } from '../../engine/contract';
import { navigate, paths } from '../site/router';
import { useServices } from '../site/services';
import { ShareLink } from './ShareLink';
import type { StoredSeat } from '../site/seatStore';
import { PlayerNameField } from './PlayerNameField';
import { seatName } from '../site/botSeats';
import { freeSeats, tableNameOf } from './tableName';
import { usePlayerName } from './usePlayerName';
import { errorReason } from '../i18n/errors';
import { optionText } from './OptionFields';

interface JoinTableProps {
  gameId: string;
  title: string;
  /** The game's table options, to name the ones this table was opened with. */
  options?: readonly TableOption[];
  match: LobbyAPI.Match;
  onJoined: (seat: StoredSeat) => void;
}

/** Someone arrived through a shared link: pick a free seat or watch. */
/** The table's options as players read them: "Label: choice". */
function optionLines(t: TFunction, gameId: string, options: readonly TableOption[], setupData: unknown): string[] {
  const values = (typeof setupData === 'object' && setupData !== null ? setupData : {}) as Record<string, unknown>;
  return options.map((o) => {
    const value = values[o.id] ?? o.default;
    const label = optionText(t, gameId, o.id, 'label');
    if (o.kind === 'boolean') return `${label}: ${t(value === true ? 'lobby.yes' : 'lobby.no')}`;
    const choice = o.choices.find((c) => c === String(value));
    return `${label}: ${choice ? optionText(t, gameId, o.id, `choice.${choice}`) : String(value)}`;
  });
}

export function JoinTable({ gameId, title, options = [], match, onJoined }: JoinTableProps) {
  const { t } = useTranslation('common');
  const services = useServices();
  const [name, setName] = usePlayerName();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const join = async (playerID: number) => {
    if (!name.trim()) {
      setError(t('lobby.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const joined = await services.lobby.joinMatch(gameId, match.matchID, {
        playerID: String(playerID),
        playerName: name.trim(),
      });
      const seat = { playerID: joined.playerID, credentials: joined.playerCredentials, playerName: name.trim() };
      services.seats.set(gameId, match.matchID, seat);
      onJoined(seat);
    } catch (e) {
      setError(t('lobby.joinFailed', { reason: errorReason(t, e) }));
    } finally {
      setBusy(false);
    }
  };

  const free = freeSeats(match);
  return (
    <div className="page join-table">
      <h1>{tableNameOf(match) ?? t('lobby.tableOf', { game: title })}</h1>
      <p data-testid="join-game">{t('lobby.joinGame', { game: title, count: match.players.length })}</p>
      {options.length > 0 && (
        <ul className="table-options" data-testid="join-options">
          {optionLines(t, gameId, options, match.setupData).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {match.gameover !== undefined && <p>{t('lobby.finished')}</p>}
      <PlayerNameField value={name} onChange={setName} />
      <ul className="seat-list">
        {match.players.map((p) => (
          <li key={p.id}>
            <span>{t('seat.default', { number: p.id + 1 })}: </span>
            {p.name ? (
              <strong>{seatName(t, p)}</strong>
            ) : !free.includes(p.id) ? (
              // An empty seat of a started game nobody opened: the server would refuse it.
              <span className="muted">{t('seat.open', { number: p.id + 1 })}</span>
            ) : (
              <button type="button" disabled={busy} onClick={() => void join(p.id)}>
                {t('lobby.sitHere', { number: p.id + 1 })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p>
        <button type="button" onClick={() => navigate(`${paths.table(gameId, match.matchID)}?spectate=1`)}>
          {t('lobby.watch')}
        </button>
      </p>
      <ShareLink url={`${window.location.origin}${paths.table(gameId, match.matchID)}`} />
    </div>
  );
}
