import { useTranslation } from 'react-i18next';
import { useAccount } from '../site/accountState';
import type { Invite } from '../site/playersApi';
import { Link, paths, useLocation } from '../site/router';
import { useServices } from '../site/services';
import { numberedTable } from '../site/tableTitle';
import { dismiss, markSeen, useInvites, usePollInvites } from './invites';

function InviteText({ invite }: { invite: Invite }) {
  const { t } = useTranslation('common');
  const { games } = useServices();
  const game = games.find((g) => g.id === invite.game)?.title ?? invite.game;
  return (
    <>
      {t('social.invites.from', { from: invite.from, table: numberedTable(t, { game, number: invite.tableNumber }) })}
    </>
  );
}

function Actions({ invite, later = false }: { invite: Invite; later?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className="button-row">
      <Link
        href={paths.table(invite.game, invite.matchID)}
        className="button primary"
        onClick={() => void markSeen(invite.matchID)}
      >
        {t('social.invites.open')}
      </Link>
      {later && (
        // Out of the way, still on My tables.
        <button type="button" onClick={() => void markSeen(invite.matchID)}>
          {t('social.invites.later')}
        </button>
      )}
      <button type="button" onClick={() => void dismiss(invite.matchID)}>
        {t('social.invites.dismiss')}
      </button>
    </span>
  );
}

/**
 * Invitations not seen yet, as notices in a corner of every page (but the
 * invited table's own); a guest has none and sees nothing.
 */
export function InviteNotices({ pollMs }: { pollMs?: number }) {
  const { t } = useTranslation('common');
  const account = useAccount();
  usePollInvites(Boolean(account), pollMs);
  const { pathname } = useLocation();
  const fresh = useInvites().filter((i) => !i.seen && pathname !== paths.table(i.game, i.matchID));
  if (fresh.length === 0) return null;
  return (
    <section className="invite-notices" aria-label={t('social.invites.title')}>
      {fresh.slice(0, 3).map((i) => (
        <div key={i.matchID} className="panel invite-notice" role="status" data-testid={`invite-notice-${i.matchID}`}>
          <p>
            <strong>{t('social.invites.noticeTitle', { from: i.from })}</strong>
          </p>
          <p>
            <InviteText invite={i} />
          </p>
          <Actions invite={i} later />
        </div>
      ))}
    </section>
  );
}

/** Every invitation on My tables, the newest first. */
export function InvitationList() {
  const { t } = useTranslation('common');
  const invites = useInvites();
  if (invites.length === 0) return null;
  return (
    <section className="panel my-invites" aria-labelledby="invites-title">
      <h2 id="invites-title">{t('social.invites.title')}</h2>
      <ul className="invite-list" data-testid="invite-list">
        {invites.map((i) => (
          <li key={i.matchID} data-testid={`invite-${i.matchID}`}>
            <p>
              <InviteText invite={i} />
            </p>
            <Actions invite={i} />
          </li>
        ))}
      </ul>
    </section>
  );
}
