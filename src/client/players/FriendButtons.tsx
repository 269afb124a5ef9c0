import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { friendsApi, type FriendAction, type Profile } from '../site/playersApi';

/** What a signed-in visitor may do about another player: befriend, answer, remove, block. */
export function FriendButtons({
  profile,
  onChanged,
}: {
  profile: Pick<Profile, 'username' | 'friend' | 'blocked'>;
  onChanged: () => void;
}) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const act = (action: FriendAction) => {
    setBusy(true);
    setFailed(false);
    friendsApi
      .act(action, profile.username)
      .then(onChanged, () => setFailed(true))
      .finally(() => setBusy(false));
  };
  const button = (action: FriendAction, label: string, className?: string) => (
    <button type="button" className={className} disabled={busy} onClick={() => act(action)}>
      {label}
    </button>
  );
  const { friend, blocked } = profile;
  return (
    <div className="friend-buttons" data-testid="friend-buttons">
      {blocked ? (
        <p>{t('social.friend.blockedNote')}</p>
      ) : friend === 'friends' ? (
        <p>{t('social.friend.friends')}</p>
      ) : friend === 'asked' ? (
        <p>{t('social.friend.asked')}</p>
      ) : friend === 'asking' ? (
        <p>{t('social.friend.asking')}</p>
      ) : null}
      <div className="button-row">
        {!blocked && friend === 'none' && button('ask', t('social.friend.ask'), 'primary')}
        {!blocked && friend === 'asking' && button('accept', t('social.friend.accept'), 'primary')}
        {!blocked && friend === 'asking' && button('decline', t('social.friend.decline'))}
        {!blocked && friend === 'asked' && button('remove', t('social.friend.cancel'))}
        {!blocked && friend === 'friends' && button('remove', t('social.friend.remove'))}
        {blocked ? button('unblock', t('social.friend.unblock')) : button('block', t('social.friend.block'), 'danger')}
      </div>
      {failed && (
        <p role="alert" className="error">
          {t('account.failed')}
        </p>
      )}
    </div>
  );
}
