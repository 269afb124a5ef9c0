import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Friends } from '../site/playersApi';
import { invitesApi } from '../site/playersApi';

/**
 * A seated signed-in player invites one of their friends to this table: the
 * invitation shows on the friend's My tables and as a notice.
 */
export function InviteFriend({ matchID, friends }: { matchID: string; friends: Friends }) {
  const { t } = useTranslation('common');
  const [chosen, setChosen] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const names = friends.friends.map((f) => f.username);
  const friend = chosen || names[0] || '';
  if (names.length === 0) return <p className="muted invite-friend">{t('social.invites.noFriends')}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNote(null);
    invitesApi
      .send(matchID, friend)
      .then(
        () => setNote({ ok: true, text: t('social.invites.sent', { name: friend }) }),
        () => setNote({ ok: false, text: t('account.failed') }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <form className="invite-friend" onSubmit={submit} aria-labelledby="invite-title" data-testid="invite-friend">
      <h2 id="invite-title">{t('social.invites.invite')}</h2>
      <div className="button-row">
        <label className="field">
          <span>{t('social.invites.friend')}</span>
          <select name="friend" value={friend} onChange={(e) => setChosen(e.currentTarget.value)}>
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy}>
          {t('social.invites.send')}
        </button>
      </div>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'error'}>
          {note.text}
        </p>
      )}
    </form>
  );
}
