import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tableOptionList, type SetupValues } from '../../engine/contract/options';
import { useServices } from '../site/services';
import type { ClientGameInfo } from '../registry/types';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../../engine/bots/levels';
import { addBots } from '../site/seatApi';
import { defaultOptionValues, guestValues, OptionFields, PlayerCountField } from './OptionFields';
import { useAccount } from '../site/accountState';
import { errorReason } from '../i18n/errors';

export const MAX_TABLE_NAME = 40;

/** The server's answer to a create with `seat`: the table and the creator's seat in it. */
interface CreatedAndSeated {
  matchID: string;
  playerID: string;
  playerCredentials: string;
}

interface CreateTableFormProps {
  info: ClientGameInfo;
  playerName: string;
  /** Called with the new table's id once its creator is seated (`watching`: the creator gave their seat to a bot). */
  onCreated: (matchID: string, watching: boolean) => void;
}

/**
 * Opens a table: player count, the game's options (as setupData) and a name; the
 * creator takes seat 1 in the same request, and may give seats to bots the server plays (their own
 * too: they then watch).
 */
export function CreateTableForm({ info, playerName, onCreated }: CreateTableFormProps) {
  const { t } = useTranslation('common');
  const services = useServices();
  const signedIn = Boolean(useAccount());
  const [numPlayers, setNumPlayers] = useState(Math.min(Math.max(2, info.minPlayers), info.maxPlayers));
  const [values, setValues] = useState<SetupValues>(() => defaultOptionValues(tableOptionList(info.options)));
  const [tableName, setTableName] = useState('');
  // Seat index → bot level; seats not listed wait for people.
  const [bots, setBots] = useState<Record<number, BotLevel>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = playerName.trim();
    if (!name) {
      setError(t('lobby.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // One step: the server stores the table with its creator seated (and host), so
      // nobody can join in between and become the host.
      const created = (await services.lobby.createMatch(info.id, {
        numPlayers,
        setupData: signedIn ? values : guestValues(values),
        seat: {
          playerID: '0',
          playerName: name,
          data: { tableName: tableName.trim() || t('lobby.defaultTableName', { name }) },
        },
      })) as CreatedAndSeated;
      const { matchID } = created;
      const seat = { playerID: created.playerID, credentials: created.playerCredentials, playerName: name };
      services.seats.set(info.id, matchID, seat);
      const wanted = Object.entries(bots)
        .filter(([n]) => Number(n) < numPlayers)
        .map(([n, level]) => ({ playerID: n, level }));
      if (wanted.length > 0) await addBots(info.id, matchID, seat, wanted);
      const watching = wanted.some((b) => b.playerID === seat.playerID);
      if (watching) services.seats.remove(info.id, matchID);
      onCreated(matchID, watching);
    } catch (err) {
      setError(t('lobby.createFailed', { reason: errorReason(t, err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel create-table" onSubmit={(e) => void submit(e)} aria-labelledby="create-title">
      <h2 id="create-title">{t('lobby.create')}</h2>
      <label className="field">
        <span>{t('lobby.tableName')}</span>
        <input
          name="tableName"
          value={tableName}
          maxLength={MAX_TABLE_NAME}
          placeholder={t('lobby.defaultTableName', { name: playerName || '…' })}
          onChange={(e) => setTableName(e.currentTarget.value)}
        />
      </label>
      <PlayerCountField min={info.minPlayers} max={info.maxPlayers} value={numPlayers} onChange={setNumPlayers} />
      <fieldset>
        <legend>{t('lobby.seatsLegend')}</legend>
        {Array.from({ length: numPlayers }, (_, seat) => seat).map((seat) => (
          <div key={seat} className="field">
            <label htmlFor={`create-seat-${seat}`}>{t('seat.default', { number: seat + 1 })}</label>
            <select
              id={`create-seat-${seat}`}
              name={`seat-${seat}`}
              value={bots[seat] ?? 'open'}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setBots((old) => {
                  const next = { ...old };
                  if (isBotLevel(v)) next[seat] = v;
                  else delete next[seat];
                  return next;
                });
              }}
            >
              <option value="open">{seat === 0 ? t('lobby.youSeat') : t('lobby.openSeat')}</option>
              {BOT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t('local.botOption', { level: t(`bots.level.${l}`) })}
                </option>
              ))}
            </select>
          </div>
        ))}
        {Object.keys(bots).some((seat) => Number(seat) < numPlayers) && (
          <small className="muted">{t('lobby.botsOnServer')}</small>
        )}
        {bots[0] !== undefined && <small className="muted"> {t('lobby.watchBots')}</small>}
      </fieldset>
      <OptionFields gameId={info.id} options={tableOptionList(info.options)} values={values} onChange={setValues} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {t('lobby.createButton')}
      </button>
    </form>
  );
}
