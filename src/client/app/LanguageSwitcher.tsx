import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffered, languages, nativeNames, setLanguage } from '../i18n';

/**
 * The header's language menu, on every page: each language named in itself, so a
 * player finds theirs whatever the page is in. The switch applies at once (the
 * strings are fetched first, then every text re-renders) and is remembered.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        name="language"
        value={current}
        disabled={busy}
        aria-busy={busy}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (!isOffered(next)) return;
          setBusy(true);
          void setLanguage(next, i18n).finally(() => setBusy(false));
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {nativeNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
