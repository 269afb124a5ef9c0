// The icon set: line drawings on a 24-unit grid in the current text colour, made
// in this repository (no publisher art). One component draws any of them by name,
// so a board picks icons from its data and a new building needs no drawing code.
// Each icon is one path: a board draws dozens, and every element costs a render.
import { memo } from 'react';

const ICONS = {
  // Building kinds.
  production:
    'M12 21V9M12 13c-3 0-5-2-5-5 3 0 5 2 5 5zM12 13c3 0 5-2 5-5-3 0-5 2-5 5zM12 9c-2.2 0-3.5-1.6-3.5-4C10.7 5 12 6.6 12 9zM12 9c2.2 0 3.5-1.6 3.5-4-2.2 0-3.5 1.6-3.5 4zM5 21h14',
  construction: 'M14.5 4.5 19.5 9.5 17 12 12 7zM14.2 9.8 4.5 19.5M3 21h9',
  trade: 'M4 8h14l-3.5-3.5M20 16H6l3.5 3.5',
  residence: 'M3 11 12 4l9 7M5 10v10h14V10M10 20v-5h4v5',
  prestige: 'M4 18 3 7l5 4 4-6 4 6 5-4-1 11zM4 21h16',
  // Tile materials and printed tiles.
  neutral: 'M5 12a7 7 0 1 0 14 0a7 7 0 1 0 -14 0M12 5v14M5 12h14',
  fixed: 'M12 3v5M12 16v5M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M3 12h5M16 12h5',
  wood: 'M4 7h16v10H4zM7 10c3 0 4 2 10 1M7 14c4-1 5 1 10 0',
  stone: 'M3 10h8v5H3zM13 10h8v5h-8zM8 15h8v5H8zM8 5h8v5H8z',
  // Special buildings.
  gate: 'M5 21V9a7 7 0 0 1 14 0v12M9 21v-8a3 3 0 0 1 6 0v8M3 21h18',
  tradingPost: 'M4 9h16l-1.5-4h-13zM5 9v11h14V9M9.5 14.5a2.5 2.5 0 1 0 5.0 0a2.5 2.5 0 1 0 -5.0 0',
  guild: 'M9.5 6a2.5 2.5 0 1 0 5.0 0a2.5 2.5 0 1 0 -5.0 0M12 8.5V21M8 12h8M9 21h6M6 12 4 17h4zM18 12l-2 5h4z',
  jousting: 'M3 21 19 5M16 4l4 4M6 15l3 3M14 15l6 6M10 11l2 2',
  stables: 'M4 20V10l8-5 8 5v10M8 20v-6h8v6M8 14l8 6M16 14l-8 6',
  inn: 'M5 20V8h9v12M14 11h2a2 2 0 0 1 0 4h-2M5 12h9',
  // Board places.
  castle: 'M3 21V8h3v2h3V8h6v2h3V8h3v13zM10 21v-5a2 2 0 0 1 4 0v5',
  bridge: 'M2 10h20M2 10v8M22 10v8M6 18a6 6 0 0 1 12 0M7 10V6M12 10V6M17 10V6',
  favour: 'M6 3h12v6a6 6 0 0 1-12 0zM12 15v4M8 21h8M6 5H3v2a3 3 0 0 0 3 3M18 5h3v2a3 3 0 0 1-3 3',
  deniers: 'M4 12a8 8 0 1 0 16 0a8 8 0 1 0 -16 0M12 8v8M8 12h8',
  resources: 'M4 9h7v7H4zM13 11h7v7h-7zM8 3h7v7H8z',
  // Tikal: a scoring round's volcano, a temple's stepped pyramid.
  volcano: 'M2 21 9.5 10h5L22 21zM9.5 10c1 1.6 4 1.6 5 0M12 14v3M12 7V2M9 7.5 7 4.5M15 7.5l2-3',
  pyramid: 'M2 21h20M4 21v-4h16v4M6 17v-4h12v4M8 13V9h8v4M10 9V5h4v4',
} satisfies Record<string, string>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/**
 * An icon by name. Decorative (hidden from screen readers) unless given a label:
 * the element it sits in usually names itself.
 */
export const Icon = memo(function Icon({
  name,
  label,
  className,
}: {
  name: IconName;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      className={['art-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path
        d={ICONS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
});
