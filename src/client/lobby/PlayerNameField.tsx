import { useTranslation } from 'react-i18next';

export const MAX_NAME = 24;

/** The name others see, remembered in this browser. */
export function PlayerNameField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('common');
  return (
    <label className="field">
      <span>{t('lobby.yourName')}</span>
      <input
        value={value}
        maxLength={MAX_NAME}
        autoComplete="nickname"
        onChange={(e) => onChange(e.currentTarget.value)}
        name="playerName"
        required
      />
    </label>
  );
}
