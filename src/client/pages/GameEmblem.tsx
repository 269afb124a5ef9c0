import type { ComponentType } from 'react';

// Each game's emblem is its board folder's `Emblem.tsx` (our own simple drawing, no
// publisher art), an SVG group in a 100×100 box. Found by glob, eagerly: each is a
// few shapes, and it stands in at once while the card's picture loads. A game
// without one gets its initial.
const EMBLEMS = import.meta.glob<{ default: ComponentType }>('../boards/*/Emblem.tsx', { eager: true });

function Generic({ letter }: { letter: string }) {
  return (
    <g>
      <polygon points="50,8 90,30 90,72 50,94 10,72 10,30" fill="#7a8aa0" />
      <text x="50" y="62" textAnchor="middle" fontSize="36" fill="#fff" fontFamily="serif">
        {letter}
      </text>
    </g>
  );
}

export function GameEmblem({ gameId, title }: { gameId: string; title: string }) {
  const Art = EMBLEMS[`../boards/${gameId}/Emblem.tsx`]?.default;
  const art = Art ? <Art /> : <Generic letter={title.slice(0, 1).toUpperCase()} />;
  return (
    <svg viewBox="0 0 100 100" className="game-emblem" aria-hidden="true" focusable="false">
      <rect width="100" height="100" fill="#efe6d2" />
      {art}
    </svg>
  );
}
