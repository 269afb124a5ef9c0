// How things look: the biomes (colour and symbol, so colour is never the only
// cue), a tent drawn in its tribe's shape and colour, totems, and the cards.
import type { Biome, Tribe } from '../../../games/iwari';
import { NEUTRAL } from '../../../games/iwari';
import { seatStyle } from '../../kit';

export interface BiomeStyle {
  /** The card's colour. */
  card: string;
  /** The territory's fill on the map (a paler shade). */
  land: string;
  /** Text colour readable on `card`. */
  ink: string;
  symbol: string;
}

export const BIOME_STYLES: Readonly<Record<Biome, BiomeStyle>> = {
  tundra: { card: '#c0392b', land: '#f2c9c2', ink: '#ffffff', symbol: '▲' },
  forest: { card: '#2e7d32', land: '#c5e1b8', ink: '#ffffff', symbol: '♣' },
  glacier: { card: '#1f6fb2', land: '#c9def2', ink: '#ffffff', symbol: '❄' },
  coast: { card: '#e2b714', land: '#f7ebb0', ink: '#000000', symbol: '≈' },
  desert: { card: '#e07b1a', land: '#f6d6b2', ink: '#000000', symbol: '☀' },
};

/**
 * Tent shapes per seat: the kit's seat symbols (● ▲ ■ ◆ ★), so a tent on the map
 * matches its player's name everywhere; the third tribe's is a grey hexagon.
 */
const SHAPES = ['circle', 'triangle', 'square', 'diamond', 'star'] as const;
export type TentShape = (typeof SHAPES)[number] | 'hexagon';

export function tentShape(tribe: Tribe): TentShape {
  if (tribe === NEUTRAL) return 'hexagon';
  const i = Number.parseInt(tribe, 10);
  return SHAPES[(Number.isFinite(i) && i >= 0 ? i : 0) % SHAPES.length];
}

export function tribeColour(tribe: Tribe): { fill: string; ink: string } {
  if (tribe === NEUTRAL) return { fill: '#8a8a8a', ink: '#ffffff' };
  const s = seatStyle(tribe);
  return { fill: s.colour, ink: s.ink };
}

/** A shape's outline around (0, 0) at radius r. */
export function shapePoints(shape: TentShape, r: number): string {
  const pts: [number, number][] = (() => {
    switch (shape) {
      case 'circle':
        return Array.from({ length: 16 }, (_, k): [number, number] => [r * 0.9 * Math.cos((Math.PI / 8) * k), r * 0.9 * Math.sin((Math.PI / 8) * k)]);
      case 'triangle':
        return [[0, -r], [r, r * 0.8], [-r, r * 0.8]];
      case 'square':
        return [[-r * 0.8, -r * 0.8], [r * 0.8, -r * 0.8], [r * 0.8, r * 0.8], [-r * 0.8, r * 0.8]];
      case 'diamond':
        return [[0, -r], [r, 0], [0, r], [-r, 0]];
      case 'hexagon':
        return Array.from({ length: 6 }, (_, k): [number, number] => [r * Math.cos((Math.PI / 3) * k), r * Math.sin((Math.PI / 3) * k)]);
      case 'star':
        return Array.from({ length: 10 }, (_, k): [number, number] => {
          const rr = k % 2 === 0 ? r : r * 0.45;
          const a = -Math.PI / 2 + (Math.PI / 5) * k;
          return [rr * Math.cos(a), rr * Math.sin(a)];
        });
    }
  })();
  return pts.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');
}

/** A tent of `tribe` at (x, y), in SVG. */
export function Tent({ tribe, x, y, r = 5.2, ghost = false }: { tribe: Tribe; x: number; y: number; r?: number; ghost?: boolean }) {
  const { fill } = tribeColour(tribe);
  const shape = tentShape(tribe);
  return (
    <polygon
      className={ghost ? 'iw-tent is-ghost' : 'iw-tent'} data-tribe={tribe} data-shape={shape}
      points={shapePoints(shape, r)} transform={`translate(${x} ${y})`} fill={fill}
    />
  );
}

/** A tent shape on its own, for panels and legends (an inline SVG image). */
export function TentIcon({ tribe, label, size = 18 }: { tribe: Tribe; label: string; size?: number }) {
  const { fill } = tribeColour(tribe);
  return (
    <svg className="iw-tent-icon" viewBox="-7 -7 14 14" width={size} height={size} role="img" aria-label={label}>
      <polygon points={shapePoints(tentShape(tribe), 6)} fill={fill} stroke="#222" strokeWidth="0.8" />
    </svg>
  );
}

/** A biome card: its colour, its symbol and its name. */
export function Card({ biome, name, small = false }: { biome: Biome; name: string; small?: boolean }) {
  const s = BIOME_STYLES[biome];
  return (
    <span className={small ? 'iw-card is-small' : 'iw-card'} data-biome={biome} style={{ background: s.card, color: s.ink }}>
      <span className="iw-card-symbol" aria-hidden="true">{s.symbol}</span>
      <span className="iw-card-name">{name}</span>
    </span>
  );
}
