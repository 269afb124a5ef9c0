import { useTranslation } from 'react-i18next';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting';

/** Always visible in online play, so a dropped connection is never silent. */
export function ConnectionBadge({ state }: { state: ConnectionState }) {
  const { t } = useTranslation('common');
  return (
    <span className={`connection connection-${state}`} role="status" data-testid="connection" data-state={state}>
      <span aria-hidden="true">{state === 'connected' ? '●' : '◌'}</span> {t(`connection.${state}`)}
    </span>
  );
}
