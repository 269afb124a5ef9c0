// Our own drawing of Tikal's terrain: jungle round every explored tile,
// a glade for a clearing, a stepped pyramid with one tier per temple level, broken
// walls and a treasure stack for a ruin, a smoking cone for a volcano, tents for the
// base camp, and the stones of each edge as cobbles. Everything is drawn from the
// tile's data (its kind, value, treasures, stones, and its id for where the trees
// stand), so a new tile needs no drawing code. Shared by the map's hexes, the ghost
// of the drawn tile and the tile cards.
//
// The drawings are built once per shape in a hex of radius 50 centred on (0, 0) and
// placed with one transform: a re-render builds no path strings, and each layer is
// one path (a hex is a dozen elements, not a hundred).
import { memo } from 'react';
import type { SpaceKind } from '../../../games/tikal';
import { edgeFrame, HEX_RADIUS, type Point } from './geometry';

const R = 50;

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A circle as a path: many of them make one element. */
function disc(x: number, y: number, r: number): string {
  return `M${round(x - r)} ${round(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
}

/** A small number from a tile's id, so that two tiles of one kind do not look alike. */
function seedOf(id: string): number {
  let h = 7;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) % 9973;
  return h;
}

/** Which kinds are jungle with trees round the rim (a volcano is bare rock). */
const JUNGLE: Readonly<Record<SpaceKind, boolean>> = {
  temple: true,
  ruin: true,
  clearing: true,
  baseCamp: true,
  volcano: false,
};

const canopies = new Map<number, { dark: string; light: string }>();

/**
 * Tree crowns round the rim of a hex, in the corners, leaving the middle free for
 * what stands there; the seed turns and thins the ring.
 */
function canopy(seed: number): { dark: string; light: string } {
  const cached = canopies.get(seed);
  if (cached) return cached;
  let dark = '';
  let light = '';
  for (let k = 0; k < 12; k++) {
    // Every fourth crown of a tile is left out (which ones, by its seed).
    if ((k + seed) % 4 === 0) continue;
    const a = (Math.PI / 6) * k + (seed % 7) * 0.05;
    const ring = k % 2 === 0 ? 39 : 35;
    const r = 7 + ((seed >> (k % 5)) % 3);
    const x = ring * Math.cos(a);
    const y = ring * Math.sin(a) * 0.93;
    dark += disc(x, y, r);
    light += disc(x - r * 0.3, y - r * 0.35, r * 0.45);
  }
  const drawn = { dark, light };
  canopies.set(seed, drawn);
  return drawn;
}

const pyramids = new Map<number, { body: string; tiers: string }>();

/** Temples reach level 10: a pyramid of ten tiers fills the space the art has. */
const MAX_TIERS = 10;
const TIER_HEIGHT = 3.2;
const PYRAMID_FOOT = 8;

/**
 * A stepped pyramid with one tier per level: the higher the temple, the taller and
 * the more stepped its pyramid, a stair up its front and a shrine with a door on top.
 */
function pyramid(levels: number): { body: string; tiers: string } {
  const n = Math.max(1, Math.min(MAX_TIERS, levels));
  const cached = pyramids.get(n);
  if (cached) return cached;
  const half = (i: number) => round(27 - 2.2 * i);
  const rightSide: string[] = [];
  let tiers = '';
  for (let i = 0; i < n; i++) {
    const y0 = round(PYRAMID_FOOT - TIER_HEIGHT * i);
    rightSide.push(`${half(i)} ${y0}`, `${half(i)} ${round(y0 - TIER_HEIGHT)}`);
    if (i > 0) tiers += `M${-half(i)} ${y0}H${half(i)}`;
  }
  const summit = round(PYRAMID_FOOT - TIER_HEIGHT * n);
  // The shrine on top, a house with a pointed roof: a temple of level 1 is still a temple.
  const eaves = round(summit - 7);
  const shrine = [
    `6 ${summit}`,
    `6 ${eaves}`,
    `8 ${eaves}`,
    `0 ${round(summit - 13)}`,
    `-8 ${eaves}`,
    `-6 ${eaves}`,
    `-6 ${summit}`,
  ];
  const leftSide = rightSide
    .map((p) => {
      const [x, y] = p.split(' ');
      return `${-Number(x)} ${y}`;
    })
    .reverse();
  const body = `M${[...rightSide, ...shrine, ...leftSide].join('L')}Z`;
  tiers += `M-3 ${PYRAMID_FOOT}V${summit}M3 ${PYRAMID_FOOT}V${summit}M-2 ${summit}V${round(summit - 4)}H2V${summit}`;
  const drawn = { body, tiers };
  pyramids.set(n, drawn);
  return drawn;
}

const treasureStacks = new Map<number, string>();

/** Face-down treasure tokens stacked on a ruin: one disc each, up to four. */
function treasureStack(count: number): string {
  const cached = treasureStacks.get(count);
  if (cached !== undefined) return cached;
  let d = '';
  for (let i = 0; i < Math.min(count, 4); i++) d += `M${-8} ${round(14 - i * 3.2)}a8 3 0 1 0 16 0a8 3 0 1 0 -16 0z`;
  treasureStacks.set(count, d);
  return d;
}

const RUIN_WALLS = 'M-26 10V-8h6v-5h5V10zM-6 10V-20h5v4h4v-9h6V10zM14 10V-4h5v-3h6V10z';
const RUIN_JOINTS = 'M-26 2h11M-26-5h6M-6 0h15M-6-10h15M14 3h11';
const GLADE = 'M-24 4a24 18 0 1 0 48 0a24 18 0 1 0 -48 0z';
const GRASS =
  'M-14 8l-2-6M-14 8l1-6M-14 8l3-4M6 14l-2-6M6 14l1-6M6 14l3-4M12-4l-2-6M12-4l1-6M12-4l3-4M-6-8l-2-5M-6-8l1-5M-6-8l3-4';
const VOLCANO_CONE = 'M-38 20-12-22h24L38 20z';
const VOLCANO_LAVA = 'M-12-22q12 9 24 0M-4-18l-5 16l-4 8M4-18l3 12l6 10';
const VOLCANO_SMOKE = `${disc(-4, -30, 6)}${disc(5, -33, 5)}${disc(0, -38, 4)}`;
const CAMP_TENTS = 'M-22 8-10-14 2 8zM-2 10 10-10 22 10z';
const CAMP_DOORS = 'M-10-2-13 8h6zM10 0 7 10h6z';
const CAMP_FIRE = `${disc(0, 16, 4)}`;

/**
 * The terrain of a tile or printed hex, without its stones. `seed` is the tile's id
 * (or the space's number for a printed hex): it places the trees.
 */
export const TerrainGlyph = memo(function TerrainGlyph({
  kind,
  centre,
  value,
  treasures,
  seed,
  radius = HEX_RADIUS,
}: {
  kind: SpaceKind;
  centre: Point;
  value: number;
  treasures: number;
  seed: string;
  radius?: number;
}) {
  const transform = `translate(${centre.x} ${centre.y})${radius === R ? '' : ` scale(${radius / R})`}`;
  const trees = JUNGLE[kind] ? canopy(seedOf(seed)) : null;
  return (
    <g className="tk-glyph" transform={transform} data-terrain={kind} pointerEvents="none">
      {trees && <path className="tk-canopy" d={trees.dark} />}
      {trees && <path className="tk-canopy-light" d={trees.light} />}
      <KindArt kind={kind} value={value} treasures={treasures} />
    </g>
  );
});

function KindArt({ kind, value, treasures }: { kind: SpaceKind; value: number; treasures: number }) {
  switch (kind) {
    case 'temple': {
      const { body, tiers } = pyramid(value);
      // Left of centre: a hex's cost badge sits on its right.
      return (
        <g className="tk-temple-art" data-tiers={Math.max(1, Math.min(MAX_TIERS, value))}>
          <path className="tk-pyramid" d={body} transform="translate(-6 0)" />
          <path className="tk-pyramid-tiers" d={tiers} transform="translate(-6 0)" />
          {/* On the pyramid's shoulder, clear of its tiers: the cost badge sits lower on the right. */}
          <g className="tk-glyph-value">
            <circle cx={19} cy={-22} r={10} className="tk-value-plaque" />
            <text x={19} y={-17.5} textAnchor="middle" fontSize="13" fontWeight="800" className="tk-value-text">
              {value}
            </text>
          </g>
        </g>
      );
    }
    case 'ruin':
      return (
        <g className="tk-ruin-art" data-treasures={treasures}>
          <path className="tk-ruin-walls" d={RUIN_WALLS} />
          <path className="tk-ruin-joints" d={RUIN_JOINTS} />
          {treasures > 0 && (
            <path className="tk-treasure-stack" d={treasureStack(treasures)} transform="translate(0 2)" />
          )}
          {treasures > 0 && (
            <g className="tk-glyph-value">
              <circle cx={18} cy={-24} r={9} className="tk-treasure-token" />
              <text x={18} y={-20} textAnchor="middle" fontSize="11" fontWeight="800" className="tk-value-text">
                {treasures}
              </text>
            </g>
          )}
        </g>
      );
    case 'volcano':
      return (
        <g className="tk-volcano-art">
          <path className="tk-volcano-cone" d={VOLCANO_CONE} />
          <path className="tk-volcano-lava" d={VOLCANO_LAVA} />
          <path className="tk-volcano-smoke" d={VOLCANO_SMOKE} />
        </g>
      );
    case 'baseCamp':
      return (
        <g className="tk-base-art">
          <path className="tk-base-tents" d={CAMP_TENTS} />
          <path className="tk-base-doors" d={CAMP_DOORS} />
          <path className="tk-base-fire" d={CAMP_FIRE} />
        </g>
      );
    case 'clearing':
      return (
        <g className="tk-clearing-art">
          <path className="tk-glade" d={GLADE} />
          <path className="tk-grass" d={GRASS} />
        </g>
      );
  }
}

/**
 * The stones of each edge, 1–3 cobbles side by side along it, each turned a little.
 * Compared by their counts: a state update brings new arrays of the same stones.
 */
export const Stones = memo(
  function Stones({
    stones,
    centre,
    radius = HEX_RADIUS,
  }: {
    stones: readonly number[];
    centre: Point;
    radius?: number;
  }) {
    const blocks: { x: number; y: number; turn: number; edge: number; key: string }[] = [];
    const gap = radius * 0.2;
    stones.forEach((n, edge) => {
      const { mid, along } = edgeFrame(centre, edge, radius);
      for (let i = 0; i < n; i++) {
        const offset = (i - (n - 1) / 2) * gap;
        // Lying along the edge, each a little askew, like stones set in the mud.
        const turn = edge * 60 + 90 + ((i * 37 + edge * 23) % 30) - 15;
        blocks.push({
          x: round(mid.x + along.x * offset),
          y: round(mid.y + along.y * offset),
          turn,
          edge,
          key: `${edge}-${i}`,
        });
      }
    });
    const w = round(radius * 0.23);
    const h = round(radius * 0.17);
    return (
      <g className="tk-stones" data-stones={stones.join('')}>
        {blocks.map((b) => (
          <rect
            key={b.key}
            data-edge={b.edge}
            x={round(b.x - w / 2)}
            y={round(b.y - h / 2)}
            width={w}
            height={h}
            rx={round(h / 2.4)}
            transform={`rotate(${b.turn} ${b.x} ${b.y})`}
          />
        ))}
      </g>
    );
  },
  (a, b) => a.centre === b.centre && a.radius === b.radius && a.stones.join('') === b.stones.join(''),
);
