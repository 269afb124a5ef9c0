import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offeredLanguages } from '../i18n/languages';
import { emailApi } from '../site/playersApi';
import { useAnswer } from '../site/useAnswer';

/**
 * The account's e-mail address, where the host configured SMTP (otherwise
 * nothing is shown): the address and whether it is verified, turn e-mails on or
 * off, the address removed.
 */
export function EmailSettings() {
  const { t, i18n } = useTranslation('common');
  // The e-mails are written in the site's language the player uses when they set them up.
  const language = offeredLanguages.find((l) => l === i18n.language) ?? 'en';
  const { answer, reload } = useAnswer(emailApi.get);
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  if (answer.state !== 'ok' || !answer.value.smtp) return null;
  const settings = answer.value;
  const address = typed ?? settings.email ?? '';
  const run = (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setNote(null);
    action()
      .then(
        () => {
          setNote({ ok: true, text: done });
          setTyped(null);
          reload();
        },
        () => setNote({ ok: false, text: t('account.failed') }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <form
      className="panel account-form"
      aria-labelledby="email-title"
      data-testid="email-settings"
      onSubmit={(e) => {
        e.preventDefault();
        run(() => emailApi.set(address.trim(), language), t('social.email.sent'));
      }}
    >
      <h2 id="email-title">{t('social.email.title')}</h2>
      <p className="muted">{t('social.email.help')}</p>
      <label className="field">
        {t('social.email.address')}
        <input
          type="email"
          name="email"
          value={address}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="email"
          maxLength={254}
          required
        />
      </label>
      {settings.email && (
        <p data-testid="email-state">{settings.verified ? t('social.email.verified') : t('social.email.unverified')}</p>
      )}
      <label className="check">
        <input
          type="checkbox"
          name="turnEmails"
          checked={settings.turnEmails}
          disabled={busy || !settings.verified}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            run(() => emailApi.turns(on, language), t('social.email.saved'));
          }}
        />
        {t('social.email.turns')}
      </label>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'error'}>
          {note.text}
        </p>
      )}
      <div className="button-row">
        <button
          type="submit"
          disabled={busy || address.trim() === '' || (address.trim() === settings.email && settings.verified)}
        >
          {t('social.email.save')}
        </button>
        {settings.email && (
          <button type="button" disabled={busy} onClick={() => run(emailApi.remove, t('social.email.saved'))}>
            {t('social.email.remove')}
          </button>
        )}
      </div>
    </form>
  );
}
