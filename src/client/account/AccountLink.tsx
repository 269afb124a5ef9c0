import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, paths } from '../site/router';
import { useServices } from '../site/services';
import { useMyTables } from '../tables/MyTables';
import { signedIn, useAccount } from '../site/accountState';

/** The header's way to the account page: the name signed in, or an offer to sign in. */
export function AccountLink() {
  const { t } = useTranslation('common');
  const account = useAccount();
  const { seats } = useServices();
  const { refresh } = useMyTables();
  // My tables' refresh changes with every poll; the latest one is called.
  const latestRefresh = useRef(refresh);
  latestRefresh.current = refresh;
  useEffect(() => {
    // On opening the site signed in, this device learns the account's tables.
    void signedIn(seats, () => latestRefresh.current());
  }, [seats]);
  return (
    <Link href={paths.account()} className="account-link" data-testid="account-link">
      {account ? account.username : t('account.signInLink')}
    </Link>
  );
}

/** The header's way to the friends page, for a signed-in player only: a guest sees nothing new. */
export function FriendsLink() {
  const { t } = useTranslation('common');
  const account = useAccount();
  if (!account) return null;
  return (
    <Link href={paths.friends()} className="friends-link" data-testid="friends-link">
      {t('social.friends.link')}
    </Link>
  );
}
