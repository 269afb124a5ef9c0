import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountError } from '../site/accountApi';
import { emailApi } from '../site/playersApi';
import { Link, paths } from '../site/router';
import { useDocumentTitle } from '../site/title';

// The pages an e-mailed link opens (`/account/reset#token=…`, `/account/verify#token=…`)
// and the one that asks for a reset link. The token travels in the fragment, which
// no server log sees; the page takes it and drops it from the address bar.

/** The link's token, read once and taken out of the address bar. */
function useFragmentToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token'));
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);
  return token;
}

/** `/account/forgot`: a username, and a reset link mailed to its verified address. */
export function ForgotPage() {
  const { t } = useTranslation('common');
  const [username, setUsername] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'asked' | 'noMail' | 'failed'>('idle');
  useDocumentTitle(t('social.reset.askTitle'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setState('busy');
    // The server answers the same whether or not the account exists or has an address.
    emailApi.askReset(username.trim()).then(
      () => setState('asked'),
      // 409: this server sends no e-mail.
      (error: unknown) => setState(error instanceof AccountError && error.status === 409 ? 'noMail' : 'failed'),
    );
  };
  return (
    <main className="page account-page">
      <h1>{t('social.reset.askTitle')}</h1>
      {state === 'asked' ? (
        <p role="status">{t('social.reset.asked')}</p>
      ) : state === 'noMail' ? (
        <p role="alert">
          {t('social.reset.noMail')} <Link href={paths.account()}>{t('account.lost')}</Link>
        </p>
      ) : (
        <form className="panel account-form" onSubmit={submit}>
          <p>{t('social.reset.askHelp')}</p>
          <label className="field">
            {t('account.username')}
            <input
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={64}
            />
          </label>
          {state === 'failed' && (
            <p role="alert" className="error">
              {t('account.failed')}
            </p>
          )}
          <button type="submit" className="primary" disabled={state === 'busy'}>
            {t('social.reset.askButton')}
          </button>
        </form>
      )}
    </main>
  );
}

/** `/account/reset#token=…`: a new password for the account the link was mailed for. */
export function ResetPage() {
  const { t } = useTranslation('common');
  const token = useFragmentToken();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'bad' | 'failed'>('idle');
  useDocumentTitle(t('social.reset.title'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!token) return;
    setState('busy');
    emailApi.reset(token, password).then(
      () => setState('done'),
      (error: unknown) => {
        // The browser holds the password to the rules (minLength); a refusal is the link's.
        const status = error instanceof AccountError ? error.status : 0;
        setState(status >= 400 && status < 500 ? 'bad' : 'failed');
      },
    );
  };
  return (
    <main className="page account-page">
      <h1>{t('social.reset.title')}</h1>
      {!token ? (
        <p role="alert">
          {t('social.reset.noToken')} <Link href={paths.accountForgot()}>{t('social.reset.askTitle')}</Link>
        </p>
      ) : state === 'done' ? (
        <p role="status">
          {t('social.reset.done')} <Link href={paths.account()}>{t('account.signIn')}</Link>
        </p>
      ) : state === 'bad' ? (
        <p role="alert">
          {t('social.reset.bad')} <Link href={paths.accountForgot()}>{t('social.reset.askTitle')}</Link>
        </p>
      ) : (
        <form className="panel account-form" onSubmit={submit}>
          <label className="field">
            {t('account.newPassword')}
            <input
              type="password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={200}
            />
            <small>{t('account.passwordRule')}</small>
          </label>
          {state === 'failed' && (
            <p role="alert" className="error">
              {t('account.failed')}
            </p>
          )}
          <button type="submit" className="primary" disabled={state === 'busy'}>
            {t('social.reset.save')}
          </button>
        </form>
      )}
    </main>
  );
}

/** `/account/verify#token=…`: the address the link was mailed to is the account's. */
export function VerifyPage() {
  const { t } = useTranslation('common');
  const token = useFragmentToken();
  const [state, setState] = useState<'checking' | 'done' | 'bad'>(token ? 'checking' : 'bad');
  const sent = useRef(false);
  useDocumentTitle(t('social.verify.title'));
  useEffect(() => {
    // Once: a token is good for one use.
    if (!token || sent.current) return;
    sent.current = true;
    emailApi.verify(token).then(
      () => setState('done'),
      () => setState('bad'),
    );
  }, [token]);
  return (
    <main className="page account-page">
      <h1>{t('social.verify.title')}</h1>
      <p role={state === 'checking' ? undefined : state === 'done' ? 'status' : 'alert'}>
        {state === 'checking'
          ? t('social.verify.checking')
          : state === 'done'
            ? t('social.verify.done')
            : t('social.verify.bad')}
      </p>
      {state !== 'checking' && <Link href={paths.account()}>{t('account.title')}</Link>}
    </main>
  );
}
