import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tableOptionList, type SetupValues } from '../../engine/contract/options';
import { BOT_LEVELS, isBotLevel } from '../../engine/bots/levels';
import { defaultOptionValues, OptionFields, PlayerCountField } from '../lobby/OptionFields';
import { MAX_NAME } from '../lobby/PlayerNameField';
import type { ClientGameInfo } from '../registry/types';
import { humanName, type SeatPlan } from './seatPlan';

export interface LocalSetupResult {
  setupData: SetupValues;
  plan: SeatPlan[];
}

interface LocalSetupProps {
  info: ClientGameInfo;
  defaultName: string;
  initial?: LocalSetupResult;
  onStart: (result: LocalSetupResult) => void;
}

/**
 * A seat being planned: a person whose name is not typed yet (`name: null`) is shown
 * "Player N" in the page's language, following a change of language, until they type.
 */
type DraftSeat = { kind: 'human'; name: string | null } | Exclude<SeatPlan, { kind: 'human' }>;

function defaultPlan(n: number, defaultName: string): DraftSeat[] {
  return Array.from({ length: n }, (_, i) =>
    i === 0 ? { kind: 'human', name: defaultName || null } : { kind: 'bot', level: 'normal' },
  );
}

/** Who sits where on this screen: people by name, bots by strength, and the game's options. */
export function LocalSetup({ info, defaultName, initial, onStart }: LocalSetupProps) {
  const { t } = useTranslation('common');
  const [plan, setPlan] = useState<DraftSeat[]>(
    () => initial?.plan ?? defaultPlan(Math.min(Math.max(2, info.minPlayers), info.maxPlayers), defaultName),
  );
  const [values, setValues] = useState<SetupValues>(
    () => initial?.setupData ?? defaultOptionValues(tableOptionList(info.options, { online: false })),
  );

  const resize = (n: number) => {
    setPlan((old) => Array.from({ length: n }, (_, i) => old[i] ?? { kind: 'bot', level: 'normal' }));
  };
  const setSeat = (i: number, seat: DraftSeat) => setPlan((old) => old.map((s, j) => (j === i ? seat : s)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onStart({
      setupData: values,
      // A name not typed stays '': the table says "Player N" in whatever language it is shown in.
      plan: plan.map((s): SeatPlan => (s.kind === 'human' ? { kind: 'human', name: s.name?.trim() ?? '' } : s)),
    });
  };

  return (
    <form className="panel local-setup" onSubmit={submit} aria-labelledby="local-title">
      <h2 id="local-title">{t('local.setupTitle')}</h2>
      <PlayerCountField min={info.minPlayers} max={info.maxPlayers} value={plan.length} onChange={resize} />
      <fieldset>
        <legend>{t('local.seats')}</legend>
        {plan.map((seat, i) => (
          <div key={i} className="seat-row" data-testid={`seat-row-${i}`}>
            <label className="field">
              <span>{t('seat.default', { number: i + 1 })}</span>
              <select
                name={`seat-${i}`}
                value={seat.kind === 'human' ? 'human' : seat.level}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setSeat(i, isBotLevel(v) ? { kind: 'bot', level: v } : { kind: 'human', name: null });
                }}
              >
                <option value="human">{t('local.human')}</option>
                {BOT_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t('local.botOption', { level: t(`bots.level.${l}`) })}
                  </option>
                ))}
              </select>
            </label>
            {seat.kind === 'human' && (
              <label className="field">
                <span>{t('local.name')}</span>
                <input
                  name={`name-${i}`}
                  value={seat.name ?? humanName('', i, t)}
                  maxLength={MAX_NAME}
                  onChange={(e) => setSeat(i, { kind: 'human', name: e.currentTarget.value })}
                />
              </label>
            )}
          </div>
        ))}
      </fieldset>
      <OptionFields
        gameId={info.id}
        options={tableOptionList(info.options, { online: false })}
        values={values}
        onChange={setValues}
      />
      <button type="submit" className="primary">
        {t('local.start')}
      </button>
    </form>
  );
}
