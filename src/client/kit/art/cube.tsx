// A player's cube, drawn in three faces (top lighter, sides darker) in the seat's
// colour, with the seat's shape on the top face so colour is never the only cue.
import { memo } from 'react';
import { seatStyle } from '../colours';
import { SeatMark, seatShape } from './pieces';

/** A colour made lighter (amount > 0) or darker (amount < 0), for a cube's faces. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount > 0 ? c + (255 - c) * amount : c * (1 + amount));
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const TOP = 'M12 2 21.5 6.8 12 11.6 2.5 6.8z';
const LEFT = 'M2.5 6.8 12 11.6V22L2.5 17.2z';
const RIGHT = 'M21.5 6.8 12 11.6V22l9.5-4.8z';

/** One player's cube; an image named `label` (`data-player`, `data-shape` say whose). */
export const PlayerCube = memo(function PlayerCube({
  playerID,
  label,
  className,
}: {
  playerID: string;
  label: string;
  className?: string;
}) {
  const style = seatStyle(playerID);
  const shape = seatShape(playerID);
  return (
    <svg
      className={['art-piece', 'art-cube', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      role="img"
      aria-label={label}
      data-player={playerID}
      data-shape={shape}
    >
      <g stroke="#1b1b1b" strokeWidth="0.9" strokeLinejoin="round">
        <path d={TOP} fill={shade(style.colour, 0.25)} />
        <path d={LEFT} fill={style.colour} />
        <path d={RIGHT} fill={shade(style.colour, -0.3)} />
      </g>
      <g transform="matrix(1 0.5 -1 0.5 12 -1.2)">
        <SeatMark shape={shape} x={6.6} y={6.6} r={2.6} fill={style.ink} />
      </g>
    </svg>
  );
});
