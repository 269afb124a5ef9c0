// How things look: the biomes (colour, terrain and symbol, so colour is never the
// only cue), tents and totems as the art kit's pieces in their tribe's colour and
// shape (the third tribe a grey hexagon), and the biome cards, drawn. Each picture
// is memoised: the map and the panels are drawn again at every state update, and
// almost every picture in them is the same.
import { memo } from 'react';
import type { Biome, Feat, Tribe } from '../../../games/iwari';
import { NEUTRAL } from '../../../games/iwari';
import { PieceGlyph, pieceBody, SeatMark } from '../../kit/art';
import { seatLook, TotemGlyph, type PieceLook } from '../../kit/art/totem';
import { BIOME_EMBLEMS } from './art';
import { BIOME_STYLES } from './looks';

export { BIOME_STYLES, type BiomeStyle } from './looks';

export type TentShape = PieceLook['shape'];

/** A feat's token on the map and its card: its initial. */
export const FEAT_LETTER: Readonly<Record<Feat, string>> = { union: 'U', discovery: 'D', honour: 'H', respect: 'R' };

/** The third tribe: grey, a hexagon, no seat. */
const NEUTRAL_LOOK: PieceLook = { colour: '#8a8a8a', ink: '#ffffff', shape: 'hexagon' };

export function tribeLook(tribe: Tribe): PieceLook {
  return tribe === NEUTRAL ? NEUTRAL_LOOK : seatLook(tribe);
}

export function tentShape(tribe: Tribe): TentShape {
  return tribeLook(tribe).shape;
}

const hexagon = (r: number, cx = 12, cy = 16.5) =>
  Array.from(
    { length: 6 },
    (_, k) =>
      `${(cx + r * Math.cos((Math.PI / 3) * k)).toFixed(2)},${(cy + r * Math.sin((Math.PI / 3) * k)).toFixed(2)}`,
  ).join(' ');

/** The third tribe's tent: the kit's tent in grey with a hexagon. */
function NeutralTentGlyph({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g
      className="art-glyph art-tent"
      transform={`translate(${x} ${y}) scale(${size / 24})`}
      data-player={NEUTRAL}
      data-shape="hexagon"
      data-piece="tent"
    >
      <path
        d={pieceBody('tent')}
        fill={NEUTRAL_LOOK.colour}
        stroke="#1b1b1b"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
      <polygon points={hexagon(3.4)} fill={NEUTRAL_LOOK.ink} />
    </g>
  );
}

/** Tents on the map are this many units tall (a spot is 9 across). */
export const TENT_SIZE = 16;

/**
 * The ground a tent is pitched on: a plate in its tribe's colour cut in its shape (a
 * disc, a triangle, a square; the third tribe's a hexagon), so that tents on a whole
 * map drawn small differ by outline at a glance, not only by colour or a tiny mark.
 */
const TentBase = memo(function TentBase({ tribe, x, y, r }: { tribe: Tribe; x: number; y: number; r: number }) {
  const shape = tentShape(tribe);
  return (
    <g className="iw-tent-base" data-tent-base={shape} fill={tribeLook(tribe).colour} stroke="#1b1b1b" strokeWidth={1}>
      {shape === 'hexagon' ? (
        <polygon points={hexagon(r, x, y)} fill={NEUTRAL_LOOK.colour} />
      ) : (
        <SeatMark shape={shape} x={x} y={y} r={r} fill={tribeLook(tribe).colour} />
      )}
    </g>
  );
});

/**
 * A tent of `tribe` standing on the spot at (x, y): the kit's tent in the tribe's
 * colour and shape. `motion` is its stable id (data-motion), `from` where a new one
 * comes from (data-motion-from).
 */
export const Tent = memo(function Tent({
  tribe,
  x,
  y,
  ghost = false,
  motion,
  from,
  size = TENT_SIZE,
}: {
  tribe: Tribe;
  x: number;
  y: number;
  ghost?: boolean;
  motion?: string;
  from?: string;
  size?: number;
}) {
  const gx = x - size / 2;
  const gy = y - size * 0.72;
  return (
    <g
      className={ghost ? 'iw-tent is-ghost' : 'iw-tent'}
      data-tribe={tribe}
      data-shape={tentShape(tribe)}
      data-motion={motion}
      data-motion-from={from}
    >
      <TentBase tribe={tribe} x={x} y={y + size * 0.06} r={size * 0.56} />
      {tribe === NEUTRAL ? (
        <NeutralTentGlyph x={gx} y={gy} size={size} />
      ) : (
        <PieceGlyph playerID={tribe} kind="tent" x={gx} y={gy} size={size} />
      )}
    </g>
  );
});

/** A totem of `tribe` with its foot at (x, y). */
export const Totem = memo(function Totem({
  tribe,
  x,
  y,
  height = 10,
  ghost = false,
  motion,
  from,
}: {
  tribe: Tribe;
  x: number;
  y: number;
  height?: number;
  ghost?: boolean;
  motion?: string;
  from?: string;
}) {
  return (
    <g
      className={ghost ? 'iw-totem is-ghost' : 'iw-totem'}
      data-tribe={tribe}
      data-motion={motion}
      data-motion-from={from}
    >
      <TotemGlyph playerID={tribe} look={tribeLook(tribe)} x={x} y={y} height={height} />
    </g>
  );
});

/** A tent on its own, for panels and legends (an inline SVG image). */
export const TentIcon = memo(function TentIcon({
  tribe,
  label,
  size = 18,
}: {
  tribe: Tribe;
  label: string;
  size?: number;
}) {
  return (
    <svg
      className="iw-tent-icon"
      viewBox="-3 -4 30 30"
      width={size}
      height={size}
      data-shape={tentShape(tribe)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <TentBase tribe={tribe} x={12} y={18} r={13} />
      {tribe === NEUTRAL ? (
        <NeutralTentGlyph x={0} y={0} size={24} />
      ) : (
        <PieceGlyph playerID={tribe} kind="tent" x={0} y={0} size={24} />
      )}
    </svg>
  );
});

/** A biome's symbol drawn in a disc of its colour, at (x, y) with radius r (inside an SVG). */
export const BiomeEmblem = memo(function BiomeEmblem({
  biome,
  x,
  y,
  r,
}: {
  biome: Biome;
  x: number;
  y: number;
  r: number;
}) {
  const s = BIOME_STYLES[biome];
  // Two elements: the disc, and the symbol scaled into it (the emblem's 24 units at 0.7 of the disc).
  const k = (r / 12) * 0.7;
  return (
    <>
      <circle
        cx={x}
        cy={y}
        r={r * 0.96}
        fill={s.card}
        stroke="#3b2f22"
        strokeWidth={r / 10}
        data-emblem={biome}
        className="iw-emblem"
        aria-hidden="true"
      />
      <path
        d={BIOME_EMBLEMS[biome]}
        transform={`translate(${x - 12 * k} ${y - 12 * k}) scale(${k})`}
        aria-hidden="true"
        fill="none"
        stroke={s.ink === '#000000' ? '#2b2013' : '#ffffff'}
        strokeWidth={2.3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
});

/** The picture on a biome card: its land under a sky, its terrain, its symbol large. */
const CardArt = memo(function CardArt({ biome }: { biome: Biome }) {
  const s = BIOME_STYLES[biome];
  return (
    <svg className="iw-card-art" viewBox="0 0 40 40" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <rect width={40} height={40} fill={s.land} />
      <path d={CARD_HILLS} fill={s.deco} opacity={0.35} />
      <path d={CARD_HILLS_NEAR} fill={s.deco} opacity={0.55} />
      <g transform="translate(8 6) scale(1)">
        <path
          d={BIOME_EMBLEMS[biome]}
          fill="none"
          stroke={s.card}
          strokeWidth={2.6}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
});
const CARD_HILLS = 'M0 30q8-7 16-3t14-4 10 2V40H0z';
const CARD_HILLS_NEAR = 'M0 35q10-5 20-1t20-2V40H0z';

/**
 * A biome card: its colour as the frame, its picture and its name (the symbol as a
 * character too, for the sentences that quote cards; the picture shows it drawn).
 * `small` is a chip (payments, the discard pile).
 */
export const Card = memo(function Card({
  biome,
  name,
  small = false,
  motion,
  from,
}: {
  biome: Biome;
  name: string;
  small?: boolean;
  motion?: string;
  from?: string;
}) {
  const s = BIOME_STYLES[biome];
  return (
    <span
      className={small ? 'iw-card is-small' : 'iw-card'}
      data-biome={biome}
      style={{ background: s.card, color: s.ink }}
      data-motion={motion}
      data-motion-from={from}
    >
      {small ? (
        <svg className="iw-card-chip" viewBox="0 0 24 24" aria-hidden="true">
          <BiomeEmblem biome={biome} x={12} y={12} r={12} />
        </svg>
      ) : (
        <CardArt biome={biome} />
      )}
      <span className="iw-card-symbol" aria-hidden="true">
        {s.symbol}
      </span>
      <span className="iw-card-name">{name}</span>
    </span>
  );
});

/** The back of a card (the deck): a woven pattern round a tent. */
export const CardBack = memo(function CardBack() {
  return (
    <svg className="iw-card-back" viewBox="0 0 40 56" aria-hidden="true">
      <rect x={0.5} y={0.5} width={39} height={55} rx={4} fill="#5a3b24" stroke="#2a1a0e" />
      <rect
        x={4}
        y={4}
        width={32}
        height={48}
        rx={2.5}
        fill="none"
        stroke="#d8b36a"
        strokeWidth={1.2}
        strokeDasharray="3 2"
      />
      <path
        d="M8 40 20 14l12 26zM20 24l-4 16h8z"
        fill="#d8b36a"
        stroke="#2a1a0e"
        strokeWidth={0.8}
        strokeLinejoin="round"
      />
      <path d="M6 46h28M6 10h28" stroke="#d8b36a" strokeWidth={1} />
    </svg>
  );
});
