import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tableOptionList, type SetupValues } from '../../games/contract';
import { useServices } from '../app/services';
import type { ClientGameInfo } from '../registry/types';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../../games/bots/levels';
import { seatBots } from './botSeats';
import { defaultOptionValues, OptionFields, PlayerCountField } from './OptionFields';

export const MAX_TABLE_NAME = 40;

interface CreateTableFormProps {
  info: ClientGameInfo;
  playerName: string;
  /** Called with the new table's id once its creator is seated. */
  onCreated: (matchID: string) => void;
}

/** Opens a table: player count, the game's options (as setupData) and a name; the creator takes seat 1. */
export function CreateTableForm({ info, playerName, onCreated }: CreateTableFormProps) {
  const { t } = useTranslation('common');
  const services = useServices();
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
      const { matchID } = await services.lobby.createMatch(info.id, { numPlayers, setupData: values });
      const joined = await services.lobby.joinMatch(info.id, matchID, {
        playerID: '0',
        playerName: name,
        data: { tableName: tableName.trim() || t('lobby.defaultTableName', { name }) },
      });
      services.seats.set(info.id, matchID, {
        playerID: joined.playerID, credentials: joined.playerCredentials, playerName: name,
      });
      const wanted = Object.entries(bots)
        .filter(([seat]) => Number(seat) < numPlayers)
        .map(([seat, level]) => ({ playerID: seat, level }));
      await seatBots(services.lobby, services.seats, t, info.id, matchID, wanted);
      onCreated(matchID);
    } catch (err) {
      setError(t('lobby.createFailed', { reason: err instanceof Error ? err.message : String(err) }));
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
      {numPlayers > 1 && (
        <fieldset>
          <legend>{t('lobby.otherSeats')}</legend>
          {Array.from({ length: numPlayers - 1 }, (_, k) => k + 1).map((seat) => (
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
                <option value="open">{t('lobby.openSeat')}</option>
                {BOT_LEVELS.map((l) => (
                  <option key={l} value={l}>{t('local.botOption', { level: t(`bots.level.${l}`) })}</option>
                ))}
              </select>
            </div>
          ))}
          {Object.keys(bots).some((seat) => Number(seat) < numPlayers) && (
            <small className="muted">{t('lobby.botsHostedHere')}</small>
          )}
        </fieldset>
      )}
      <OptionFields gameId={info.id} options={tableOptionList(info.options)} values={values} onChange={setValues} />
      {error && <p role="alert" className="error">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>{t('lobby.createButton')}</button>
    </form>
  );
}
