import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerName } from '../kit/PlayerName';

/** Hides the board between two players of a hotseat game with secrets. */
export function HandOver({ playerID, onReady }: { playerID: string; onReady: () => void }) {
  const { t } = useTranslation('common');
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new player handed to is the trigger
  useEffect(() => button.current?.focus(), [playerID]);
  return (
    <div className="hand-over" data-testid="hand-over">
      <h2>
        {t('hotseat.passTo')} <PlayerName playerID={playerID} />
      </h2>
      <p>{t('hotseat.hidden')}</p>
      <button ref={button} type="button" className="primary" onClick={onReady}>
        {t('hotseat.ready')}
      </button>
    </div>
  );
}
