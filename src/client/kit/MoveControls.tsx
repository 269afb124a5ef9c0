import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoveShape } from '../../engine/contract';
import { fitDockRoom } from './Dock';
import { moveName } from './moveLabel';

interface MoveControlsProps {
  gameId: string;
  /** A move waiting for its confirmation (it cannot be taken back), or null. */
  pending: MoveShape | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** How many of the seat's own steps this turn may be taken back (0: no Undo button). */
  undoable: number;
  onUndo: () => void;
  /**
   * Keep the Undo row's room even while it is empty (a seat at a running game):
   * Undo then comes and goes without moving what is below it, the board.
   */
  reserved?: boolean;
}

const GAP = 12;

/**
 * Scrolls the page so that `target` is not under the table's dock where it is
 * fixed at the window's foot (a phone), now grown by the confirmation; the page's
 * room for the dock at its end grows with it first.
 */
function keepInSight(target: Element | null, bar: Element | null): void {
  const dock = bar?.closest('.table-dock');
  if (!target || !dock || !target.isConnected) return;
  // Beside the board (a wide screen), or nothing laid out (a test's DOM): nothing to do.
  if (fitDockRoom(dock) === 0) return;
  const covered = target.getBoundingClientRect().bottom + GAP - dock.getBoundingClientRect().top;
  if (covered > 0) window.scrollBy({ top: covered, behavior: 'instant' });
}

/**
 * Under the prompt: the confirmation a move that cannot be taken back waits for
 * (Confirm, or a second click on the same target; Escape cancels), and Undo for the
 * seat's own steps of the turn, as Board Game Arena offers them.
 */
export function MoveControls({
  gameId,
  pending,
  onConfirm,
  onCancel,
  undoable,
  onUndo,
  reserved = false,
}: MoveControlsProps) {
  const { t } = useTranslation('common');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // What the player last pressed: the target a second click confirms must stay in sight.
  const pressed = useRef<Element | null>(null);
  useEffect(() => {
    const onPress = (e: PointerEvent) => {
      pressed.current = e.target instanceof Element ? e.target : null;
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, []);
  useEffect(() => {
    if (!pending) return;
    document.documentElement.classList.add('has-pending-move');
    keepInSight(pressed.current, barRef.current);
    // The player's next key is most likely the answer: put them on Confirm, without scrolling the page.
    confirmRef.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-pending-move');
    };
  }, [pending, onCancel]);
  if (!pending && undoable === 0 && !reserved) return null;
  return (
    <div className={reserved ? 'move-controls is-reserved' : 'move-controls'} data-testid="move-controls">
      {pending && (
        <div
          ref={barRef}
          className="confirm-move"
          role="group"
          aria-label={t('table.confirmTitle')}
          data-testid="confirm-move"
        >
          <span>{t('table.confirmMove', { move: moveName(t, gameId, pending) })}</span>
          <span className="confirm-buttons">
            <button ref={confirmRef} type="button" className="primary" onClick={onConfirm}>
              {t('table.confirm')}
            </button>
            <button type="button" onClick={onCancel}>
              {t('table.cancel')}
            </button>
          </span>
        </div>
      )}
      {!pending && undoable > 0 && (
        <button type="button" className="undo-button" onClick={onUndo} data-testid="undo">
          ↶ {t('table.undo', { count: undoable })}
        </button>
      )}
    </div>
  );
}
