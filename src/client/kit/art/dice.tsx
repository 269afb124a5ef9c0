// A die drawn as a die: a rounded face in its colour with its pips, and an
// optional badge in the lower right corner (a board's symbol for the die's colour,
// so colour is never the only cue). The pips leave that corner free. One path for
// all the pips: a board draws dozens of dice.
import { memo, type ReactNode } from 'react';

/** Pip centres on a face of 30 units (0-30), by value. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[15, 15]],
  2: [
    [8.5, 8.5],
    [21.5, 21.5],
  ],
  3: [
    [8.5, 8.5],
    [15, 15],
    [21.5, 21.5],
  ],
  4: [
    [8.5, 8.5],
    [21.5, 8.5],
    [8.5, 21.5],
    [21.5, 21.5],
  ],
  5: [
    [8.5, 8.5],
    [21.5, 8.5],
    [15, 15],
    [8.5, 21.5],
    [21.5, 21.5],
  ],
  6: [
    [8.5, 7.5],
    [21.5, 7.5],
    [8.5, 15],
    [21.5, 15],
    [8.5, 22.5],
    [21.5, 22.5],
  ],
};

const pipCache = new Map<number, string>();

/** The pips of `value` (1-6) as one path on a 30-unit face. */
export function pipsPath(value: number): string {
  const cached = pipCache.get(value);
  if (cached !== undefined) return cached;
  const r = 2.7;
  const d = (PIPS[value] ?? [])
    .map(([x, y]) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`)
    .join('');
  pipCache.set(value, d);
  return d;
}

export interface DieLook {
  /** The face's colour. */
  fill: string;
  /** The pips' colour. */
  pip: string;
  /** The edge's colour. */
  edge?: string;
}

/**
 * A die showing `value`, in a 36-unit box: the face (30 units) top left, the badge
 * (when given, drawn in a circle of radius 6.5 centred at 29.5, 29.5) overlapping its
 * lower right corner. An image named `label` when given, decorative otherwise.
 */
export const DieFace = memo(function DieFace({
  value,
  look,
  badge,
  label,
  className,
}: {
  value: number;
  look: DieLook;
  badge?: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      className={['art-die', className].filter(Boolean).join(' ')}
      viewBox="-1 -1 38 38"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-value={value}
    >
      <rect
        x="0"
        y="0"
        width="30"
        height="30"
        rx="6"
        fill={look.fill}
        stroke={look.edge ?? '#1b1b1b'}
        strokeWidth="1.4"
      />
      <path d="M3 24.5V6a3 3 0 0 1 3-3h18" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.2" />
      <path d={pipsPath(value)} fill={look.pip} />
      {badge}
    </svg>
  );
});
