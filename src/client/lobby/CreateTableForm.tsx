import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetupValues } from '../../games/types';
import { useServices } from '../app/services';
import type { ClientGameInfo } from '../registry/types';
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
  const [values, setValues] = useState<SetupValues>(() => defaultOptionValues(info.options));
  const [tableName, setTableName] = useState('');
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
      <OptionFields gameId={info.id} options={info.options} values={values} onChange={setValues} />
      {error && <p role="alert" className="error">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>{t('lobby.createButton')}</button>
    </form>
  );
}
