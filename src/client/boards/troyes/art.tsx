// Troyes's own drawings, on the art kit's grid of 24 units: the three die colours
// with their symbols (sword for red, cross for white, scales for yellow, skull for
// black), a die as a die, the small pictures of card effects (glyphs.ts) and the
// three buildings' silhouettes. Everything decorative here is aria-hidden: the
// element it sits in carries the words.
import { memo, type ReactNode } from 'react';
import type { Building } from '../../../games/troyes';
import { DieFace, pieceBody, pipsPath, type DieLook } from '../../kit/art';
import type { DieGlyphColour, Glyph } from './glyphs';

export type DieColourCode = 'r' | 'w' | 'y' | 'b';

export const DIE_LOOKS: Readonly<Record<DieColourCode, DieLook>> = {
  r: { fill: '#b3261e', pip: '#fff6e8' },
  w: { fill: '#f7f3ea', pip: '#2a2622' },
  y: { fill: '#e9b949', pip: '#2b210a' },
  b: { fill: '#1f1d1b', pip: '#f2efe8', edge: '#000' },
};

/** The symbol of each die colour, drawn in a 12-unit box centred on (0, 0). */
const SYMBOL: Readonly<Record<DieColourCode, string>> = {
  // A sword, point up.
  r: 'M0-5.2 1.1-3.4V1.6H-1.1V-3.4ZM-3 1.6H3V2.8H-3ZM-.7 2.8H.7V5.6H-.7Z',
  // A cross.
  w: 'M-1.1-5H1.1V-1.6H4.4V.6H1.1V5.2H-1.1V.6H-4.4V-1.6H-1.1Z',
  // Scales.
  y: 'M-.6-4.6H.6V4H2.6V5.2H-2.6V4H-.6ZM-4.6-3.2H4.6V-2.2H-4.6ZM-4.1-2.2-5.9 1.2H-2.3ZM4.1-2.2 2.3 1.2H5.9Z',
  // A skull.
  b: 'M0-5a4.6 4.3 0 0 0-4.6 4.3c0 1.6.8 2.7 1.9 3.3V4.8H2.7V2.6C3.8 2 4.6.9 4.6-.7A4.6 4.3 0 0 0 0-5ZM-2.9-1.4a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0ZM.3-1.4a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0Z',
};

/** The badge in a die's corner: the colour's symbol on a disc of the die's colour. */
function Badge({ c }: { c: DieColourCode }) {
  const look = DIE_LOOKS[c];
  return (
    <g transform="translate(29.5 29.5)" className="ty-die-badge">
      <circle r="6.8" fill={look.fill} stroke={look.edge ?? '#1b1b1b'} strokeWidth="1.2" />
      <path d={SYMBOL[c]} fill={look.pip} fillRule="evenodd" />
    </g>
  );
}

const BADGES: Readonly<Record<DieColourCode, ReactNode>> = {
  r: <Badge c="r" />,
  w: <Badge c="w" />,
  y: <Badge c="y" />,
  b: <Badge c="b" />,
};

/** A Troyes die: its colour, its pips and its colour's symbol. Drawn again only when one of them changes. */
export const DieArt = memo(function DieArt({ c, v, label }: { c: DieColourCode; v: number; label?: string }) {
  return (
    <DieFace value={v} look={DIE_LOOKS[c]} badge={BADGES[c]} label={label} className={`ty-die-art ty-die-art-${c}`} />
  );
});

/** A colour's symbol alone, as an inline picture (a card's colour band). */
export const ColourSymbol = memo(function ColourSymbol({ c, className }: { c: DieColourCode; className?: string }) {
  return (
    <svg className={['ty-symbol', className].filter(Boolean).join(' ')} viewBox="-6.5 -6.5 13 13" aria-hidden="true">
      <path d={SYMBOL[c]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
});

/** The buildings' silhouettes (24 units, filled): a keep, a church with its cross, a hall with its belfry. */
export const BUILDING_SILHOUETTE: Readonly<Record<Building | 'any', string>> = {
  palace: 'M3 22V8h2.5v2H8V8h2.5v2H13V8h2.5v2H18V8h3v14h-7v-4.5a2 2 0 0 0-4 0V22z',
  bishopric: 'M11 1h2v2.2h2v1.8h-2V7l5 5v10h-4.2v-4.2a1.8 1.8 0 0 0-3.6 0V22H6V12l5-5V5H9V3.2h2z',
  cityhall:
    'M10 2h4v4h1.5v3H20l2 3v10H2V12l2-3h4.5V6H10zM12 3.6a1.3 1.3 0 1 0 .01 0zM5 14v3h2.5v-3zm5.8 0v8h2.4v-8zm5.7 0v3H19v-3z',
  any: 'M2 22V11l5-4 5 4v11zM12 22V8l5-5 5 5v14z',
};

/** Influence: a wax seal with a scalloped rim. */
export const INFLUENCE_SEAL = (() => {
  let d = '';
  for (let k = 0; k < 12; k++) {
    const a = (Math.PI / 6) * k;
    const b = a + Math.PI / 12;
    const p = (r: number, t: number) => `${(12 + r * Math.cos(t)).toFixed(2)} ${(12 + r * Math.sin(t)).toFixed(2)}`;
    d += `${k === 0 ? 'M' : 'L'}${p(10.5, a)}L${p(9, b)}`;
  }
  return `${d}Z`;
})();

/** A shield of VP (the kit's PrestigePoint outline). */
export const VP_SHIELD = 'M12 1.5 21 5v6.5c0 5.3-3.8 9.3-9 11-5.2-1.7-9-5.7-9-11V5z';

const GLYPH_PATHS = {
  hourglass:
    'M6 2h12v2h-1.4c0 3.2-2 5.4-3.6 8 1.6 2.6 3.6 4.8 3.6 8H18v2H6v-2h1.4c0-3.2 2-5.4 3.6-8-1.6-2.6-3.6-4.8-3.6-8H6z',
  cathedral: 'M12 1 15 5v3h4v3l2 2v9h-6v-4a3 3 0 0 0-6 0v4H3v-9l2-2V8h4V5z',
  event: 'M5 2h14v20H5zM8 6v11M8 6h7l-2 2.5 2 2.5H8',
  card: 'M5 2h14v20H5zM5 7h14M8 11h8M8 14h8M8 17h5',
  cross: 'M5 7.5 7.5 5l4.5 4.5L16.5 5 19 7.5 14.5 12l4.5 4.5-2.5 2.5-4.5-4.5L7.5 19 5 16.5 9.5 12z',
} as const;

/** A small picture with a number in or beside it (decorative: the card's tooltip says it in words). */
function Pict({ children, n, kind }: { children: ReactNode; n?: number | string; kind: string }) {
  return (
    <span className={`ty-glyph ty-glyph-${kind}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {children}
      </svg>
      {n !== undefined && <span className="ty-glyph-n">{n}</span>}
    </span>
  );
}

const CUBE = (
  <g stroke="#1b1b1b" strokeWidth="1" strokeLinejoin="round">
    <path d="M12 3 21 7.5 12 12 3 7.5z" fill="#e2d3b1" />
    <path d="M3 7.5 12 12v9.5L3 17z" fill="#c0aa7c" />
    <path d="M21 7.5 12 12v9.5l9-4.5z" fill="#9c8659" />
  </g>
);

function dieGlyph(c: DieGlyphColour, v?: string): ReactNode {
  if (c === 'any') {
    return (
      <Pict kind="die" n={v}>
        <rect x="2" y="2" width="20" height="20" rx="4.5" fill="#f7f3ea" stroke="#1b1b1b" strokeWidth="1.3" />
        <path d="M2.8 16 16 2.8h-5.5L2.8 10.5z" fill="#b3261e" />
        <path d="M8 21.2 21.2 8v5.5l-7.7 7.7z" fill="#e9b949" />
        {v === undefined && <path d={pipsPath(1)} transform="translate(2 2) scale(0.667)" fill="#2a2622" />}
      </Pict>
    );
  }
  const look = DIE_LOOKS[c];
  return (
    <Pict kind={`die-${c}`} n={v}>
      <rect
        x="2"
        y="2"
        width="20"
        height="20"
        rx="4.5"
        fill={look.fill}
        stroke={look.edge ?? '#1b1b1b'}
        strokeWidth="1.3"
      />
      <path d={SYMBOL[c]} transform="translate(12 12) scale(1.25)" fill={look.pip} fillRule="evenodd" />
    </Pict>
  );
}

/** One glyph of glyphs.ts, drawn. */
export function GlyphArt({ glyph }: { glyph: Glyph }) {
  switch (glyph.g) {
    case 'deniers':
      return (
        <Pict kind="deniers" n={glyph.n}>
          <circle cx="12" cy="12" r="10" fill="#d9b44a" stroke="#6b531a" strokeWidth="1.3" />
          <circle cx="12" cy="12" r="7" fill="none" stroke="#8f7327" strokeWidth="1" strokeDasharray="1.5 1" />
        </Pict>
      );
    case 'vp':
      return (
        <Pict kind="vp" n={glyph.n}>
          <path d={VP_SHIELD} fill="#2f5d8a" stroke="#15293d" strokeWidth="1.2" />
        </Pict>
      );
    case 'influence':
      return (
        <Pict kind="influence" n={glyph.n}>
          <path d={INFLUENCE_SEAL} fill="#6d3f8f" stroke="#2e1a3d" strokeWidth="1.1" />
        </Pict>
      );
    case 'citizen':
      return (
        <Pict kind="citizen" n={glyph.n}>
          <path d={pieceBody('meeple')} fill="#d8c8a8" stroke="#1b1b1b" strokeWidth="1.2" strokeLinejoin="round" />
        </Pict>
      );
    case 'cube':
      return <Pict kind="cube">{CUBE}</Pict>;
    case 'building':
      return (
        <Pict kind={`building-${glyph.b}`}>
          <path d={BUILDING_SILHOUETTE[glyph.b]} fill="#5b4a3a" fillRule="evenodd" />
        </Pict>
      );
    case 'die':
      return dieGlyph(glyph.c, glyph.v);
    case 'op':
      return <span className="ty-glyph-op">{glyph.t}</span>;
    case 'cross':
      return (
        <Pict kind="cross">
          <path d={GLYPH_PATHS.cross} fill="#8e1b14" />
        </Pict>
      );
    case 'hourglass':
      return (
        <Pict kind="hourglass">
          <path d={GLYPH_PATHS.hourglass} fill="#6b4f2a" />
        </Pict>
      );
    case 'event':
      return (
        <Pict kind="event">
          <path d={GLYPH_PATHS.event} fill="#f2e6c9" stroke="#3b2a16" strokeWidth="1.4" strokeLinejoin="round" />
        </Pict>
      );
    case 'card':
      return (
        <Pict kind="card">
          <path d={GLYPH_PATHS.card} fill="#f2e6c9" stroke="#3b2a16" strokeWidth="1.4" strokeLinejoin="round" />
        </Pict>
      );
    case 'cathedral':
      return (
        <Pict kind="cathedral">
          <path d={GLYPH_PATHS.cathedral} fill="#7d7466" />
        </Pict>
      );
  }
}

/** A row of glyphs. */
export const Glyphs = memo(function Glyphs({ glyphs, className }: { glyphs: readonly Glyph[]; className?: string }) {
  return (
    <span className={['ty-glyphs', className].filter(Boolean).join(' ')} aria-hidden="true">
      {glyphs.map((g, i) => (
        <GlyphArt key={i} glyph={g} />
      ))}
    </span>
  );
});

/** An influence seal with a value, for the track and the panels. */
export const InfluenceSeal = memo(function InfluenceSeal({ n, label }: { n: number; label?: string }) {
  return (
    <svg
      className="ty-seal"
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={INFLUENCE_SEAL} fill="#6d3f8f" stroke="#2e1a3d" strokeWidth="1.1" />
      <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
        {n}
      </text>
    </svg>
  );
});
