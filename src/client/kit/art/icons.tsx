// The icon set: line drawings on a 24-unit grid in the current text colour, made
// in this repository (no publisher art). One component draws any of them by name,
// so a board picks icons from its data and a new building needs no drawing code.
import { memo, type ReactNode } from 'react';

const ICONS = {
  // Building kinds.
  production: <><path d="M12 21V9" /><path d="M12 13c-3 0-5-2-5-5 3 0 5 2 5 5zM12 13c3 0 5-2 5-5-3 0-5 2-5 5zM12 9c-2.2 0-3.5-1.6-3.5-4C10.7 5 12 6.6 12 9zM12 9c2.2 0 3.5-1.6 3.5-4-2.2 0-3.5 1.6-3.5 4z" /><path d="M5 21h14" /></>,
  construction: <><path d="M14.5 4.5 19.5 9.5 17 12 12 7z" /><path d="M14.2 9.8 4.5 19.5" /><path d="M3 21h9" /></>,
  trade: <><path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" /></>,
  residence: <><path d="M3 11 12 4l9 7" /><path d="M5 10v10h14V10" /><path d="M10 20v-5h4v5" /></>,
  prestige: <><path d="M4 18 3 7l5 4 4-6 4 6 5-4-1 11z" /><path d="M4 21h16" /></>,
  // Tile materials and printed tiles.
  neutral: <><circle cx="12" cy="12" r="7" /><path d="M12 5v14M5 12h14" /></>,
  fixed: <><path d="M12 3v5M12 16v5" /><circle cx="12" cy="12" r="4" /><path d="M3 12h5M16 12h5" /></>,
  wood: <><path d="M4 7h16v10H4z" /><path d="M7 10c3 0 4 2 10 1M7 14c4-1 5 1 10 0" /></>,
  stone: <><path d="M3 10h8v5H3zM13 10h8v5h-8zM8 15h8v5H8zM8 5h8v5H8z" /></>,
  // Special buildings.
  gate: <><path d="M5 21V9a7 7 0 0 1 14 0v12" /><path d="M9 21v-8a3 3 0 0 1 6 0v8" /><path d="M3 21h18" /></>,
  tradingPost: <><path d="M4 9h16l-1.5-4h-13z" /><path d="M5 9v11h14V9" /><circle cx="12" cy="14.5" r="2.5" /></>,
  guild: <><circle cx="12" cy="6" r="2.5" /><path d="M12 8.5V21M8 12h8M9 21h6" /><path d="M6 12 4 17h4zM18 12l-2 5h4z" /></>,
  jousting: <><path d="M3 21 19 5" /><path d="m16 4 4 4M6 15l3 3" /><path d="M14 15l6 6M10 11l2 2" /></>,
  stables: <><path d="M4 20V10l8-5 8 5v10" /><path d="M8 20v-6h8v6M8 14l8 6M16 14l-8 6" /></>,
  inn: <><path d="M5 20V8h9v12" /><path d="M14 11h2a2 2 0 0 1 0 4h-2" /><path d="M5 12h9" /></>,
  // Board places.
  castle: <><path d="M3 21V8h3v2h3V8h6v2h3V8h3v13z" /><path d="M10 21v-5a2 2 0 0 1 4 0v5" /></>,
  bridge: <><path d="M2 10h20M2 10v8M22 10v8" /><path d="M6 18a6 6 0 0 1 12 0" /><path d="M7 10V6M12 10V6M17 10V6" /></>,
  favour: <><path d="M6 3h12v6a6 6 0 0 1-12 0z" /><path d="M12 15v4M8 21h8" /><path d="M6 5H3v2a3 3 0 0 0 3 3M18 5h3v2a3 3 0 0 1-3 3" /></>,
  deniers: <><circle cx="12" cy="12" r="8" /><path d="M12 8v8M8 12h8" /></>,
  resources: <><path d="M4 9h7v7H4zM13 11h7v7h-7zM8 3h7v7H8z" /></>,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/**
 * An icon by name. Decorative (hidden from screen readers) unless given a label:
 * the element it sits in usually names itself.
 */
export const Icon = memo(function Icon({ name, label, className }: { name: IconName; label?: string; className?: string }) {
  return (
    <svg
      className={['art-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <g fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">{ICONS[name]}</g>
    </svg>
  );
});
