// A totem pole drawn inside a board's SVG (Iwari's totems): a carved pole in the
// seat's colour topped by the seat's shape, so two seats' totems differ by their
// silhouette, not only their colour. Three elements a piece, like the kit's others.
import { memo } from 'react';
import { seatStyle } from '../colours';
import { SeatMark, seatShape, type SeatShape } from './pieces';

/** A look for a piece that belongs to no seat (a neutral tribe): its colours and shape. */
export interface PieceLook {
  colour: string;
  ink: string;
  shape: SeatShape | 'hexagon';
}

/** The look of a seat's pieces: its colour, its ink and its shape. */
export function seatLook(playerID: string): PieceLook {
  const style = seatStyle(playerID);
  return { colour: style.colour, ink: style.ink, shape: seatShape(playerID) };
}

// On a 12 × 24 grid: a pole with two carved notches and a flared foot.
const POLE = 'M3.5 9h5v3.5l-1 1 1 1V18l-1 1 1 1v2.5h1.5V24h-8v-1.5H3.5V20l1-1-1-1v-3.5l1-1-1-1z';
const HEXAGON = (x: number, y: number, r: number) =>
  Array.from(
    { length: 6 },
    (_, k) => `${(x + r * Math.cos((Math.PI / 3) * k)).toFixed(2)},${(y + r * Math.sin((Math.PI / 3) * k)).toFixed(2)}`,
  ).join(' ');

/**
 * A totem with its foot's centre at (x, y), `height` units tall (its width is half
 * that). Decorative: the board's element it stands in names it. `data-player`,
 * `data-shape` say whose.
 */
export const TotemGlyph = memo(function TotemGlyph({
  playerID,
  look,
  x,
  y,
  height,
  className,
}: {
  playerID: string;
  /** Overrides the seat's look (a neutral tribe's pieces). */
  look?: PieceLook;
  x: number;
  y: number;
  height: number;
  className?: string;
}) {
  const l = look ?? seatLook(playerID);
  const s = height / 24;
  return (
    <g
      className={['art-glyph', 'art-totem', className].filter(Boolean).join(' ')}
      transform={`translate(${x - 6 * s} ${y - height}) scale(${s})`}
      data-player={playerID}
      data-shape={l.shape}
      data-piece="totem"
    >
      <path d={POLE} fill={l.colour} stroke="#1b1b1b" strokeWidth="1.1" strokeLinejoin="round" />
      {l.shape === 'hexagon' ? (
        <polygon points={HEXAGON(6, 5, 5)} fill={l.colour} stroke="#1b1b1b" strokeWidth="1.1" />
      ) : (
        <g stroke="#1b1b1b" strokeWidth="1.1">
          <SeatMark shape={l.shape} x={6} y={5} r={5} fill={l.colour} />
        </g>
      )}
    </g>
  );
});
