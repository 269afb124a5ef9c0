import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SetupValues, TableOption } from '../../engine/contract';
import { TABLE_OPTIONS } from '../../engine/contract/options';
import { useAccount } from '../site/accountState';

/** Table options only a signed-in player is offered (a rated table counts for accounts). */
export const SIGNED_IN_OPTIONS: readonly string[] = ['rated'];

/** The values with the options a guest is not offered at their defaults, so a guest's table is never rated. */
export function guestValues(values: SetupValues): SetupValues {
  const out = { ...values };
  for (const id of SIGNED_IN_OPTIONS) {
    const option = Object.hasOwn(TABLE_OPTIONS, id) ? TABLE_OPTIONS[id as keyof typeof TABLE_OPTIONS] : undefined;
    if (option) out[id] = option.default;
    else delete out[id];
  }
  return out;
}

/**
 * Where an option's texts are: a game's own in its strings under `<game>:option.<id>`
 * (src/games/<id>/i18n), the table's (every game's lobby shows them) in the site's
 * under `common:tableOption.<id>`. Until a game's strings have come, its labels are
 * blank (`optionText`), never a raw key.
 */
export function optionKey(gameId: string, id: string): string {
  return Object.hasOwn(TABLE_OPTIONS, id) ? `common:tableOption.${id}` : `${gameId}:option.${id}`;
}

export function optionText(t: TFunction, gameId: string, id: string, path: string): string {
  return t(`${optionKey(gameId, id)}.${path}`, { defaultValue: '' });
}

export function defaultOptionValues(options: readonly TableOption[]): SetupValues {
  return Object.fromEntries(options.map((o) => [o.id, o.default]));
}

interface OptionFieldsProps {
  gameId: string;
  options: readonly TableOption[];
  values: SetupValues;
  onChange: (values: SetupValues) => void;
}

/** A game's table options (GameInfo.options) as form fields; their values become setupData. */
export function OptionFields({ gameId, options, values, onChange }: OptionFieldsProps) {
  const { t } = useTranslation('common');
  const signedIn = Boolean(useAccount());
  return (
    <>
      {options
        .filter((o) => signedIn || !SIGNED_IN_OPTIONS.includes(o.id))
        .map((o) => {
          const label = optionText(t, gameId, o.id, 'label');
          const help = optionText(t, gameId, o.id, 'help');
          const fieldId = `opt-${o.id}`;
          const helpId = `opt-help-${o.id}`;
          if (o.kind === 'boolean') {
            return (
              <div key={o.id} className="field field-check">
                <input
                  id={fieldId}
                  type="checkbox"
                  name={o.id}
                  checked={values[o.id] === true}
                  aria-describedby={helpId}
                  onChange={(e) => onChange({ ...values, [o.id]: e.currentTarget.checked })}
                />
                <label htmlFor={fieldId}>{label}</label>
                <small id={helpId}>{help}</small>
              </div>
            );
          }
          return (
            <div key={o.id} className="field">
              <label htmlFor={fieldId}>{label}</label>
              <select
                id={fieldId}
                name={o.id}
                value={String(values[o.id] ?? o.default)}
                aria-describedby={helpId}
                onChange={(e) => onChange({ ...values, [o.id]: e.currentTarget.value })}
              >
                {o.choices.map((value) => (
                  <option key={value} value={value}>
                    {optionText(t, gameId, o.id, `choice.${value}`)}
                  </option>
                ))}
              </select>
              <small id={helpId}>{help}</small>
            </div>
          );
        })}
    </>
  );
}

export function PlayerCountField({
  min,
  max,
  value,
  onChange,
}: {
  min: number;
  max: number;
  value: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <label className="field">
      <span>{t('lobby.players')}</span>
      <select name="numPlayers" value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
