import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountError, accountApi, type AccountInfo } from '../site/accountApi';
import { Link, navigate, paths } from '../site/router';
import { emailApi } from '../site/playersApi';
import { useAnswer } from '../site/useAnswer';
import { EmailSettings } from './EmailSettings';
import { PlayerLink } from '../site/PlayerLink';
import { useServices } from '../site/services';
import { useDocumentTitle } from '../site/title';
import { useMyTables } from '../tables/MyTables';
import { reloadAccount, signedIn, signedOut, useAccount } from '../site/accountState';

// The account page: for a guest, signing in or up (a password or a passkey) and
// a recovery code for a lost password; signed in, the account itself. An account
// is never needed to play: the page says so.

type T = ReturnType<typeof useTranslation>['t'];

/** A refusal in the reader's language. */
function problem(t: T, error: unknown): string {
  if (error instanceof AccountError) {
    if (error.status === 401) return t('account.wrong');
    if (error.status === 409) return t('account.taken');
    if (error.status === 429) return t('account.tooMany', { seconds: error.retryAfter ?? 60 });
    if (error.status === 400) return t('account.invalid');
  }
  if (error instanceof Error && error.name === 'NotAllowedError') return t('account.passkeyCancelled');
  return t('account.failed');
}

/** Runs an action, showing its refusal; `busy` while it runs. */
function useAction() {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(problem(t, e));
    } finally {
      setBusy(false);
    }
  };
  const shown: ReactNode = error && (
    <p role="alert" className="error">
      {error}
    </p>
  );
  return { busy, run, shown };
}

/** The codes shown once, to download or print. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('common');
  const text = `${t('site.title')}: ${t('account.codesTitle')}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'euro-tables-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="panel account-codes" aria-labelledby="codes-title">
      <h2 id="codes-title">{t('account.codesTitle')}</h2>
      <p>{t('account.codesOnce')}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button type="button" onClick={download}>
          {t('account.download')}
        </button>
        <button type="button" onClick={() => window.print()}>
          {t('account.print')}
        </button>
        <button type="button" className="primary" onClick={onDone}>
          {t('account.codesKept')}
        </button>
      </div>
    </section>
  );
}

function NameField({
  value,
  onChange,
  autoComplete,
}: {
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
}) {
  const { t } = useTranslation('common');
  return (
    <label className="field">
      {t('account.username')}
      <input
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={64}
      />
    </label>
  );
}

function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  hint,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
  hint?: string;
}) {
  return (
    <label className="field">
      {label}
      <input
        type="password"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        autoComplete={autoComplete}
        required
        maxLength={200}
      />
      {hint && <small>{hint}</small>}
    </label>
  );
}

function GuestView({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('common');
  const { seats } = useServices();
  const { refresh } = useMyTables();
  const passkeys = browserSupportsWebAuthn();
  const [mode, setMode] = useState<'in' | 'up' | 'recover'>('in');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, run, shown } = useAction();
  const done = () => signedIn(seats, refresh);
  // Reset by e-mail where the host configured SMTP. The server tells a guest
  // nothing (401): the link is then offered, and its page says if no e-mail is sent.
  const smtp = useAnswer(emailApi.get).answer;
  const smtpOn = smtp.state === 'ok' && smtp.value.smtp;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (mode === 'in') await accountApi.signIn(username, password);
      else if (mode === 'up') onCodes((await accountApi.signUp(username, password)).recoveryCodes);
      else await accountApi.recover(username, code, password);
      await done();
    });
  };
  const withPasskey = () =>
    void run(async () => {
      if (mode === 'up') {
        const options = await accountApi.passkeyRegisterOptions(username);
        const response = await startRegistration({ optionsJSON: options as never });
        const made = await accountApi.passkeyRegister(response);
        if (made) onCodes(made.recoveryCodes);
      } else {
        const options = await accountApi.passkeySignInOptions();
        await accountApi.passkeySignIn(await startAuthentication({ optionsJSON: options as never }));
      }
      await done();
    });

  const tab = (value: typeof mode, label: string) => (
    <button type="button" aria-pressed={mode === value} onClick={() => setMode(value)}>
      {label}
    </button>
  );
  return (
    <>
      <p className="muted">{t('account.optional')}</p>
      <div className="button-row" role="group" aria-label={t('account.title')}>
        {tab('in', t('account.signIn'))}
        {tab('up', t('account.signUp'))}
      </div>
      <form className="panel account-form" onSubmit={submit} data-testid={`account-${mode}`}>
        <h2>{mode === 'in' ? t('account.signIn') : mode === 'up' ? t('account.signUp') : t('account.recoverTitle')}</h2>
        {mode === 'recover' && <p>{t('account.recoverHelp')}</p>}
        <NameField
          value={username}
          onChange={setUsername}
          autoComplete={mode === 'up' ? 'username' : 'username webauthn'}
        />
        {mode === 'up' && <small className="muted">{t('account.usernameRule')}</small>}
        {mode === 'recover' && (
          <label className="field">
            {t('account.code')}
            <input
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoComplete="one-time-code"
              required
              maxLength={40}
            />
          </label>
        )}
        <PasswordField
          label={mode === 'in' ? t('account.password') : t('account.newPassword')}
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'in' ? 'current-password' : 'new-password'}
          hint={mode === 'in' ? undefined : t('account.passwordRule')}
        />
        {shown}
        <div className="button-row">
          <button type="submit" className="primary" disabled={busy}>
            {mode === 'in' ? t('account.signIn') : mode === 'up' ? t('account.signUp') : t('account.recover')}
          </button>
          {passkeys && mode !== 'recover' && (
            <button type="button" disabled={busy || (mode === 'up' && username.length < 3)} onClick={withPasskey}>
              {mode === 'up' ? t('account.signUpPasskey') : t('account.signInPasskey')}
            </button>
          )}
        </div>
        {mode === 'in' && (
          <button type="button" className="link" onClick={() => setMode('recover')}>
            {t('account.lost')}
          </button>
        )}
        {mode !== 'up' && smtpOn && (
          <Link href={paths.accountForgot()} className="forgot-link">
            {t('social.reset.forgot')}
          </Link>
        )}
      </form>
    </>
  );
}

function AccountView({ account, onCodes }: { account: AccountInfo; onCodes: (codes: string[]) => void }) {
  const { t, i18n } = useTranslation('common');
  const passkeys = browserSupportsWebAuthn();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, run, shown } = useAction();
  const since = new Date(account.createdAt).toLocaleDateString(i18n.language);
  const { seats } = useServices();
  const { refresh } = useMyTables();
  // Signed out, this browser keeps none of the account's seats: on a shared
  // computer the next person must not play them. Signing in brings them back.
  const leave = (action: () => Promise<void>) =>
    void run(async () => {
      const tables = await accountApi.tables().catch(() => []);
      await action();
      for (const table of tables) seats.remove(table.gameName, table.matchID);
      signedOut();
      refresh();
      navigate(paths.home());
    });

  return (
    <>
      <section className="panel" aria-labelledby="me-title">
        <h2 id="me-title">
          <PlayerLink username={account.username} />
        </h2>
        <p className="muted">{t('account.memberSince', { date: since })}</p>
        <p>{t('account.codesLeft', { left: account.recoveryCodesLeft })}</p>
        {shown}
        {saved && <p role="status">{saved}</p>}
        <div className="button-row">
          <button type="button" disabled={busy} onClick={() => leave(accountApi.signOut)}>
            {t('account.signOut')}
          </button>
          <button type="button" disabled={busy} onClick={() => leave(accountApi.signOutEverywhere)}>
            {t('account.signOutEverywhere')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(async () => onCodes((await accountApi.newRecoveryCodes()).recoveryCodes))}
          >
            {t('account.newCodes')}
          </button>
          {passkeys && (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const options = await accountApi.passkeyRegisterOptions();
                  await accountApi.passkeyRegister(await startRegistration({ optionsJSON: options as never }));
                  await reloadAccount();
                  setSaved(t('account.passkeyAdded'));
                })
              }
            >
              {t('account.addPasskey')}
            </button>
          )}
        </div>
      </section>
      <EmailSettings />
      {account.passkeys.length > 0 && (
        <section className="panel" aria-labelledby="passkeys-title">
          <h2 id="passkeys-title">{t('account.passkeysTitle')}</h2>
          <ul className="passkeys">
            {account.passkeys.map((p) => (
              <li key={p.id}>
                {t('account.passkeyItem', { date: new Date(p.createdAt).toLocaleDateString(i18n.language) })}{' '}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      try {
                        await accountApi.removePasskey(p.id);
                      } catch (error) {
                        if (error instanceof AccountError && error.status === 409) {
                          setSaved(t('account.keepOne'));
                          return;
                        }
                        throw error;
                      }
                      await reloadAccount();
                    })
                  }
                >
                  {t('account.removePasskey')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form
        className="panel account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            await accountApi.changePassword(next, account.password ? current : undefined);
            setCurrent('');
            setNext('');
            await reloadAccount();
            setSaved(t('account.passwordChanged'));
          });
        }}
      >
        <h2>{account.password ? t('account.changePassword') : t('account.setPassword')}</h2>
        {account.password && (
          <PasswordField
            label={t('account.password')}
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
          />
        )}
        <PasswordField
          label={t('account.newPassword')}
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          hint={t('account.passwordRule')}
        />
        <button type="submit" disabled={busy}>
          {t('account.savePassword')}
        </button>
      </form>
      <form
        className="panel account-form danger"
        onSubmit={(e) => {
          e.preventDefault();
          leave(() => accountApi.remove(confirm));
        }}
      >
        <h2>{t('account.deleteTitle')}</h2>
        <p>{t('account.deleteHelp')}</p>
        <label className="field">
          {t('account.deleteConfirm', { name: account.username })}
          <input value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} autoComplete="off" required />
        </label>
        <button
          type="submit"
          className="danger"
          disabled={busy || confirm.toLowerCase() !== account.username.toLowerCase()}
        >
          {t('account.delete')}
        </button>
      </form>
    </>
  );
}

export function AccountPage() {
  const { t } = useTranslation('common');
  const account = useAccount();
  const [codes, setCodes] = useState<string[] | null>(null);
  useDocumentTitle(t('account.title'));
  return (
    <main className="page account-page">
      <h1>{t('account.title')}</h1>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : account === undefined ? (
        <p>{t('myTables.asking')}</p>
      ) : account === null ? (
        <GuestView onCodes={setCodes} />
      ) : (
        <AccountView account={account} onCodes={setCodes} />
      )}
    </main>
  );
}
