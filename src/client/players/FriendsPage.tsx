import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountError } from '../site/accountApi';
import { useAccount } from '../site/accountState';
import { PlayerLink } from '../site/PlayerLink';
import { friendsApi, type FriendAction, type Friends } from '../site/playersApi';
import { Link, paths } from '../site/router';
import { useDocumentTitle } from '../site/title';
import { TableLinks } from './TableLinks';
import { useAnswer } from '../site/useAnswer';

function People({
  title,
  id,
  people,
  empty,
  actions,
}: {
  title: string;
  id: string;
  people: readonly { username: string }[];
  empty: string;
  actions: (username: string) => ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {people.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="people">
          {people.map((p) => (
            <li key={p.username} data-testid={`${id}-${p.username}`}>
              <PlayerLink username={p.username} />
              <span className="button-row">{actions(p.username)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FriendsView({ friends, reload }: { friends: Friends; reload: () => void }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const act = (action: FriendAction, username: string, done?: string) => {
    setBusy(true);
    setNote(null);
    friendsApi
      .act(action, username)
      .then(
        () => {
          if (done) setNote({ ok: true, text: done });
          reload();
        },
        (e: unknown) =>
          setNote({
            ok: false,
            text: e instanceof AccountError && e.status === 404 ? t('social.profile.missing') : t('account.failed'),
          }),
      )
      .finally(() => setBusy(false));
  };
  const button = (action: FriendAction, username: string, label: string, className?: string) => (
    <button type="button" className={className} disabled={busy} onClick={() => act(action, username)}>
      {label}
    </button>
  );
  return (
    <>
      <form
        className="panel friends-ask"
        onSubmit={(e) => {
          e.preventDefault();
          const name = asked.trim();
          if (!name) return;
          act('ask', name, t('social.friends.askSent', { name }));
          setAsked('');
        }}
      >
        <label className="field">
          <span>{t('social.friends.askLabel')}</span>
          <input
            name="username"
            value={asked}
            onChange={(e) => setAsked(e.currentTarget.value)}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            required
          />
        </label>
        <button type="submit" className="primary" disabled={busy}>
          {t('social.friends.askButton')}
        </button>
        {note && (
          <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'error'}>
            {note.text}
          </p>
        )}
      </form>
      {friends.incoming.length > 0 && (
        <People
          title={t('social.friends.incoming')}
          id="incoming"
          people={friends.incoming}
          empty=""
          actions={(u) => (
            <>
              {button('accept', u, t('social.friend.accept'), 'primary')}
              {button('decline', u, t('social.friend.decline'))}
            </>
          )}
        />
      )}
      <People
        title={t('social.friends.friends')}
        id="friends"
        people={friends.friends}
        empty={t('social.friends.none')}
        actions={(u) => button('remove', u, t('social.friend.remove'))}
      />
      <section className="panel" aria-labelledby="friend-tables">
        <h2 id="friend-tables">{t('social.friends.tables')}</h2>
        <TableLinks tables={friends.tables} />
      </section>
      {friends.outgoing.length > 0 && (
        <People
          title={t('social.friends.outgoing')}
          id="outgoing"
          people={friends.outgoing}
          empty=""
          actions={(u) => button('remove', u, t('social.friend.cancel'))}
        />
      )}
      <People
        title={t('social.friends.blocked')}
        id="blocked"
        people={friends.blocked}
        empty={t('social.friends.noneBlocked')}
        actions={(u) => button('unblock', u, t('social.friend.unblock'))}
      />
    </>
  );
}

/** `/friends` (signed in): friends, requests both ways, blocked players, friends' tables. */
export function FriendsPage() {
  const { t } = useTranslation('common');
  const account = useAccount();
  const { answer, reload } = useAnswer(friendsApi.list);
  useDocumentTitle(t('social.friends.title'));
  return (
    <main className="page friends-page">
      <h1>{t('social.friends.title')}</h1>
      {account === null || answer.state === 'signedOut' ? (
        <p>
          {t('social.friends.signIn')} <Link href={paths.account()}>{t('account.signInLink')}</Link>
        </p>
      ) : answer.state === 'asking' ? (
        <p>{t('table.loading')}</p>
      ) : answer.state === 'ok' ? (
        <FriendsView friends={answer.value} reload={reload} />
      ) : (
        <p role="alert" className="error">
          {t('account.failed')}
        </p>
      )}
    </main>
  );
}
