import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const MAX_DELAY_MS = 2000;

interface SpeedControlProps {
  delayMs: number;
  onDelay: (ms: number) => void;
  paused: boolean;
  onPause: (paused: boolean) => void;
}

/** How long bots wait before each move, and a pause, for watching bot tables. */
export function SpeedControl({ delayMs, onDelay, paused, onPause }: SpeedControlProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <span className="speed-control">
      <label htmlFor={id}>{t('bots.delay')}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={MAX_DELAY_MS}
        step={100}
        value={delayMs}
        onChange={(e) => onDelay(Number(e.currentTarget.value))}
        aria-valuetext={t('bots.delayValue', { seconds: (delayMs / 1000).toFixed(1) })}
      />
      <button type="button" aria-pressed={paused} onClick={() => onPause(!paused)}>
        {paused ? t('bots.resume') : t('bots.pause')}
      </button>
    </span>
  );
}
