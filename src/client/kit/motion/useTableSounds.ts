import { useEffect, useRef } from 'react';
import type { LogEntry } from '../../../engine/contract';
import { playSound, SCORING_LINE } from './sounds';

/**
 * The table's sounds: when the seat on screen may act and could not before ("your
 * turn"), and when new lines of the log score points. Nothing for the state the
 * page opens on, nor when the log gets shorter (an undo).
 */
export function useTableSounds({
  on,
  isActive,
  lines,
  play = playSound,
}: {
  on: boolean;
  isActive: boolean;
  lines: readonly LogEntry[];
  play?: typeof playSound;
}): void {
  const wasActive = useRef(isActive);
  const seenLines = useRef(lines.length);
  useEffect(() => {
    const before = wasActive.current;
    wasActive.current = isActive;
    if (on && isActive && !before) play('yourTurn');
  }, [on, isActive, play]);
  useEffect(() => {
    const from = seenLines.current;
    seenLines.current = lines.length;
    if (!on || lines.length <= from) return;
    if (lines.slice(from).some((l) => SCORING_LINE.test(l.key))) play('scoring');
  }, [on, lines, play]);
}
