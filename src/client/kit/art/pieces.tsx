// Player pieces drawn in SVG: a meeple (worker), a house, a disc (marker) and a
// standing figure (neutral pieces such as Caylus's provost). Every player piece
// carries its seat's colour AND the seat's shape drawn on it, so colour is never
// the only cue; each is one small inline SVG with a spoken label.
import { memo, type ReactNode } from 'react';
import { seatStyle } from '../colours';

export type SeatShape = 'circle' | 'triangle' | 'square' | 'diamond' | 'star' | 'cross';

/** The kit's seat symbols (colours.ts) as shapes the art can draw. */
const SHAPE_OF_SYMBOL: Readonly<Record<string, SeatShape>> = {
  '●': 'circle',
  '▲': 'triangle',
  '■': 'square',
  '◆': 'diamond',
  '★': 'star',
  '✚': 'cross',
};

export function seatShape(playerID: string): SeatShape {
  return SHAPE_OF_SYMBOL[seatStyle(playerID).symbol] ?? 'circle';
}

/** A seat's shape centred on (x, y), `r` its half-size. */
export function SeatMark({
  shape,
  x,
  y,
  r,
  fill,
}: {
  shape: SeatShape;
  x: number;
  y: number;
  r: number;
  fill: string;
}): ReactNode {
  const p = (pts: readonly (readonly [number, number])[]) => pts.map(([a, b]) => `${x + a * r},${y + b * r}`).join(' ');
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r * 0.9} fill={fill} />;
    case 'triangle':
      return (
        <polygon
          points={p([
            [0, -1],
            [1, 0.8],
            [-1, 0.8],
          ])}
          fill={fill}
        />
      );
    case 'square':
      return <rect x={x - r * 0.8} y={y - r * 0.8} width={r * 1.6} height={r * 1.6} fill={fill} />;
    case 'diamond':
      return (
        <polygon
          points={p([
            [0, -1.05],
            [1, 0],
            [0, 1.05],
            [-1, 0],
          ])}
          fill={fill}
        />
      );
    case 'star':
      return (
        <polygon
          points={p([
            [0, -1],
            [0.27, -0.32],
            [0.95, -0.31],
            [0.4, 0.12],
            [0.59, 0.81],
            [0, 0.4],
            [-0.59, 0.81],
            [-0.4, 0.12],
            [-0.95, -0.31],
            [-0.27, -0.32],
          ])}
          fill={fill}
        />
      );
    case 'cross':
      return (
        <polygon
          points={p([
            [-0.3, -1],
            [0.3, -1],
            [0.3, -0.3],
            [1, -0.3],
            [1, 0.3],
            [0.3, 0.3],
            [0.3, 1],
            [-0.3, 1],
            [-0.3, 0.3],
            [-1, 0.3],
            [-1, -0.3],
            [-0.3, -0.3],
          ])}
          fill={fill}
        />
      );
  }
}

const MEEPLE =
  'M12 1.5a3.3 3.3 0 0 0-3.3 3.3c0 1 .4 1.9 1.1 2.5L4 9.2c-1.4.4-2.2 1.3-2.2 2.4 0 1.2 1 1.8 2.3 1.6l3.4-.7-2.6 8.6c-.2.5.2.9.7.9h4.2L12 18l2.2 4h4.2c.5 0 .9-.4.7-.9l-2.6-8.6 3.4.7c1.3.2 2.3-.4 2.3-1.6 0-1.1-.8-2-2.2-2.4l-5.8-1.9c.7-.6 1.1-1.5 1.1-2.5A3.3 3.3 0 0 0 12 1.5z';
const HOUSE = 'M12 2.5 22.5 11v11h-21V11z';

/**
 * `leader` (a meeple with a feathered headdress: a larger pawn worth more, Tikal's
 * expedition leader), `tent` (a camp) and `guard` (a helmeted figure with a spear
 * and a shield bearing the seat's shape, posted on a place) join the worker, the house and the marker.
 */
export type PieceKind = 'meeple' | 'house' | 'disc' | 'leader' | 'tent' | 'guard';

const DISC = 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0z';
const HEADDRESS = 'M7.9 4.6 6.6 .4 9.6 2.4 12-.6l2.4 3 3-2-1.3 4.2z';
const TENT = 'M12 2 23 22H1zM12 9.5 8.2 22h7.6z';
// A temple guard is no worker: a crested helmet, a spear and a tall shield that
// carries the seat's shape, a silhouette of its own at any size.
const GUARD = [
  'M3.3 4.4h1.4V23H3.3z',
  'M4 .2l1.8 4.3H2.2z',
  'M8.2 5.4a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0-5.6 0z',
  'M8.3 4.9Q8.4 .9 12 .9q3.4 0 4.5 3.4l-2-.3Q13.6 2.5 12 2.5 10.2 2.5 10.1 4.9z',
  'M7 9.4Q7 8 9 8h4q2 0 2 1.4l1 7h-1.6l-.6 6.6h-2.4L11 18l-.4 5H8.2l-.6-6.6H6z',
  'M4.4 10.4h3.3v1.8H4.4z',
  'M11.4 8.4h9.4v5.8q0 5.2-4.7 8.3-4.7-3.1-4.7-8.3z',
].join('');

// One path per body and one shape for the seat's mark: three elements a piece.
const BODY: Record<PieceKind, { d: string; mark: readonly [number, number, number] }> = {
  meeple: { d: MEEPLE, mark: [12, 12.6, 3] },
  house: { d: HOUSE, mark: [12, 15.5, 3.8] },
  disc: { d: DISC, mark: [12, 12, 5] },
  leader: { d: `${HEADDRESS}${MEEPLE}`, mark: [12, 12.6, 3] },
  tent: { d: TENT, mark: [12, 16.5, 3.6] },
  guard: { d: GUARD, mark: [16.1, 13.6, 3] },
};

/** A piece's body outline on the 24-unit grid (for pieces of no seat, `NeutralPiece`). */
export function pieceBody(kind: PieceKind): string {
  return BODY[kind].d;
}

/**
 * One player's piece: `meeple` (a worker), `house` (ownership), `disc` (a marker
 * on a track). An image named `label`; `data-player` says whose.
 */
export const PlayerPiece = memo(function PlayerPiece({
  playerID,
  kind,
  label,
  className,
  motion,
  motionFrom,
}: {
  playerID: string;
  kind: PieceKind;
  label: string;
  className?: string;
  /** The piece's stable id for the kit's motion (`data-motion`), and where a new one comes from (`data-motion-from`). */
  motion?: string;
  motionFrom?: string;
}) {
  const style = seatStyle(playerID);
  const body = BODY[kind];
  const [x, y, r] = body.mark;
  return (
    <svg
      className={['art-piece', `art-${kind}`, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      role="img"
      aria-label={label}
      data-player={playerID}
      data-shape={seatShape(playerID)}
      data-motion={motion}
      data-motion-from={motionFrom}
    >
      <path d={body.d} fill={style.colour} stroke="#1b1b1b" strokeWidth="1.1" strokeLinejoin="round" />
      <SeatMark shape={seatShape(playerID)} x={x} y={y} r={r} fill={style.ink} />
    </svg>
  );
});

/**
 * The same piece drawn inside a board's own SVG (a map drawn as one picture): its
 * top-left corner at (x, y), `size` units square. Decorative: the board's element
 * it stands on names it (Tikal's hex says whose pieces are there).
 */
export const PieceGlyph = memo(function PieceGlyph({
  playerID,
  kind,
  x,
  y,
  size,
}: {
  playerID: string;
  kind: PieceKind;
  x: number;
  y: number;
  size: number;
}) {
  const style = seatStyle(playerID);
  const body = BODY[kind];
  const [mx, my, r] = body.mark;
  return (
    <g
      className={`art-glyph art-${kind}`}
      transform={`translate(${x} ${y}) scale(${size / 24})`}
      data-player={playerID}
      data-shape={seatShape(playerID)}
      data-piece={kind}
    >
      <path d={body.d} fill={style.colour} stroke="#1b1b1b" strokeWidth="1.3" strokeLinejoin="round" />
      <SeatMark shape={seatShape(playerID)} x={mx} y={my} r={r} fill={style.ink} />
    </g>
  );
});

/** An empty place for a piece: its outline, dashed (a castle slot not built yet). */
export function PieceOutline({ kind, className }: { kind: PieceKind; className?: string }) {
  return (
    <svg
      className={['art-piece', 'art-outline', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={BODY[kind].d} fill="none" stroke="currentColor" strokeWidth="1.2" strokeDasharray="2.5 2" />
    </svg>
  );
}

export type FigureLook = { colour: string; ink: string; letter: string };

/**
 * A neutral figure standing on a board (a provost, a bailiff): a tall pawn in its
 * own colour with its initial, so two figures differ by shape of letter as well.
 */
export function Figure({
  look,
  label,
  className,
  motion,
}: {
  look: FigureLook;
  label: string;
  className?: string;
  motion?: string;
}) {
  return (
    <svg
      className={['art-piece', 'art-figure', className].filter(Boolean).join(' ')}
      viewBox="0 0 20 28"
      role="img"
      aria-label={label}
      data-motion={motion}
    >
      <g fill={look.colour} stroke="#111" strokeWidth="1">
        <circle cx="10" cy="5.5" r="4.3" />
        <path d="M10 10c-3.5 0-5 2.5-5.5 6L3 26.5h14L15.5 16c-.5-3.5-2-6-5.5-6z" />
      </g>
      <text x="10" y="22.5" textAnchor="middle" fontSize="8.5" fontWeight="700" fill={look.ink}>
        {look.letter}
      </text>
    </svg>
  );
}
