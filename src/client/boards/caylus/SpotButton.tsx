// One element of the board: a button with a tooltip that, when a legal move
// belongs to it, is highlighted and makes that move on click, tap or Enter.
import type { ReactNode } from 'react';
import { RecentMarkFor, Tooltip, type RecentPlaces } from '../../kit';
import type { CaylusMove, CaylusState } from '../../../games/caylus';
import type { Target, Targets } from './targets';

export type Choose = (m: CaylusMove) => void;

/** What a part of the board full of spots (the road, the favours, the specials) is drawn from. */
export interface SpotsProps {
  G: CaylusState;
  targets: Targets;
  /** The other seats' last moves, by place: each spot gets its own. */
  marked: RecentPlaces;
  onChoose: Choose;
}

interface SpotButtonProps {
  target: Target | undefined;
  onChoose: Choose;
  tip: ReactNode;
  className?: string;
  testId?: string;
  /** The element's place (targets.ts keys): pieces arriving there slide from it (kit/motion). */
  place?: string;
  /** The seat whose last move was here (Board's `recentPlaces`), marked on the element. */
  recent?: string;
  children: ReactNode;
}

export function SpotButton({ target, onChoose, tip, className, testId, place, recent, children }: SpotButtonProps) {
  return (
    <Tooltip content={tip} className="cy-anchor">
      <button
        type="button"
        className={['cy-spot', className, target ? 'is-target' : ''].filter(Boolean).join(' ')}
        data-testid={testId}
        data-target={target ? 'true' : undefined}
        data-motion-anchor={place}
        onClick={target ? () => onChoose(target.move) : undefined}
      >
        {children}
        <RecentMarkFor player={recent} />
        {/* The action is part of the accessible name, so a screen reader hears what Enter does. */}
        {target && <span className="visually-hidden"> — {target.label}</span>}
      </button>
    </Tooltip>
  );
}
