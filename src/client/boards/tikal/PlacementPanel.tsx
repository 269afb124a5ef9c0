// The drawn tile, its turn (buttons and the R key), and the hexes it fits on as
// turned now; the same hexes glow on the map.
import { useEffect } from 'react';
import { Tooltip } from '../../kit';
import type { PlacementTargets } from './targets';
import type { Translate } from './text';
import { TileCard, tileText } from './TileCard';

interface PlacementPanelProps {
  t: Translate;
  tile: string;
  rotation: number;
  /** How many different stone layouts of the tile fit somewhere: with one there is nothing to turn. */
  fitting: number;
  targets: PlacementTargets;
  onRotate: (step: 1 | -1) => void;
  onPlace: (space: number) => void;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable)
  );
}

export function PlacementPanel({ t, tile, rotation, fitting, targets, onRotate, onPlace }: PlacementPanelProps) {
  const turnable = fitting > 1;

  // R turns clockwise, Shift+R anticlockwise, from anywhere on the page.
  useEffect(() => {
    if (!turnable) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target) || e.key.toLowerCase() !== 'r') return;
      e.preventDefault();
      onRotate(e.shiftKey ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [turnable, onRotate]);

  const spaces = [...targets.now.keys()].sort((a, b) => a - b);
  // The placements come before the turning buttons in the page's order: the first
  // control of the panel makes the move, as in every other decision of the board.
  return (
    <section className="tk-panel tk-placement" aria-label={t('board.drawnTile')} data-testid="placement-panel">
      <h3>{t('board.drawnTile')}</h3>
      <div className="tk-tile-row">
        <Tooltip content={tileText(t, tile)}>
          <span tabIndex={0} className="tk-tile-anchor">
            <TileCard
              tileId={tile}
              rotation={rotation}
              label={`${tileText(t, tile)}, ${t('board.turned', { rotation })}`}
            />
          </span>
        </Tooltip>
        <div className="tk-placement-controls">
          <p className="tk-hint">
            {spaces.length > 0 ? t('board.fitsOn', { count: spaces.length }) : t('board.fitsNowhere')}
            {targets.otherwise.size > 0 && ` ${t('board.fitsTurned', { count: targets.otherwise.size })}`}
          </p>
          {spaces.length > 0 && (
            <ul className="tk-choice-list">
              {spaces.map((s) => (
                <li key={s}>
                  <button type="button" className="tk-choice" onClick={() => onPlace(s)} data-testid={`place-${s}`}>
                    {t('board.placeOn', { space: s })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {turnable && (
            <div className="tk-rotate">
              <button type="button" onClick={() => onRotate(-1)} aria-keyshortcuts="Shift+R" data-testid="rotate-left">
                ⟲ {t('board.rotateLeft')}
              </button>
              <button type="button" onClick={() => onRotate(1)} aria-keyshortcuts="R" data-testid="rotate-right">
                ⟳ {t('board.rotateRight')}
              </button>
              <small className="muted">{t('board.rotateKeys')}</small>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
