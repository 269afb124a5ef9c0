import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../i18n/format';

export const MAX_DELAY_MS = 2000;

interface SpeedControlProps {
  delayMs: number;
  onDelay: (ms: number) => void;
  paused: boolean;
  onPause: (paused: boolean) => void;
  /** The slider's label (default: the bots' pace); a replay names its own pace. */
  label?: string;
  /** The button's text while paused (default: resume); a replay starts paused and says play. */
  resumeLabel?: string;
}

/**
 * How long to wait before each bot move is shown, and a pause, for following bot
 * tables: on one screen the bots wait that long before moving; online the page
 * shows the moves it receives that far apart (usePacedState).
 */
export const SpeedControl = memo(function SpeedControl({
  delayMs,
  onDelay,
  paused,
  onPause,
  label,
  resumeLabel,
}: SpeedControlProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <span className="speed-control">
      <label htmlFor={id}>{label ?? t('bots.delay')}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={MAX_DELAY_MS}
        step={100}
        value={delayMs}
        onChange={(e) => onDelay(Number(e.currentTarget.value))}
        aria-valuetext={t('bots.delayValue', { seconds: formatDecimal(i18n.language, delayMs / 1000, 1) })}
      />
      <button type="button" aria-pressed={paused} onClick={() => onPause(!paused)}>
        {paused ? (resumeLabel ?? t('bots.resume')) : t('bots.pause')}
      </button>
    </span>
  );
});
