// Our own drawing of an Iwari map, computed from the map's data alone:
// each territory's hand-drawn border, the terrain strewn over it by biome (firs in a
// forest, dunes in a desert, tufts and stones on the tundra, ice ridges on a glacier,
// ripples on a coast) kept clear of its tent spots, totem circle, trails and number
// plaques, the land bridges and water crossings of the connections, and the cells of
// the score track round the map. Pure functions of the map, cached per map: a state
// update draws none of it again. Only imports types, so the home page's picture of
// the map stays light.
import type { Biome, MapDef } from '../../../games/iwari';

export type Point = readonly [number, number];

/** The track's margin round the map, in map units. */
export const TRACK_MARGIN = 22;
/** Cells on the score track; a marker past the end starts a new lap (+50). */
export const TRACK_CELLS = 50;

const r1 = (v: number) => Math.round(v * 10) / 10;

/** A number in [-1, 1] from a point: the same point always wobbles the same way. */
export function noise(x: number, y: number): number {
  let h = (Math.round(x * 10) * 73856093) ^ (Math.round(y * 10) * 19349663);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return ((h & 0xffff) / 0xffff) * 2 - 1;
}

/**
 * A polygon as a hand-drawn outline: each edge bent a little at points every ~8
 * units. The bend depends on where the point is and on the edge's direction taken
 * one fixed way, so two territories sharing a border draw the very same line.
 */
export function wobblyOutline(points: readonly Point[], amplitude = 2.2): string {
  const out: string[] = [];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length];
    out.push(`${r1(p[0])} ${r1(p[1])}`);
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy);
    const steps = Math.max(2, Math.round(len / 8));
    // The normal of the edge as drawn from its lesser end: the same for both neighbours.
    const flip = p[0] < q[0] || (p[0] === q[0] && p[1] < q[1]) ? 1 : -1;
    const nx = (-dy / len) * flip;
    const ny = (dx / len) * flip;
    for (let k = 1; k < steps; k++) {
      const x = p[0] + (dx * k) / steps;
      const y = p[1] + (dy * k) / steps;
      const a = amplitude * Math.sin((Math.PI * k) / steps) * noise(x, y);
      out.push(`${r1(x + nx * a)} ${r1(y + ny * a)}`);
    }
  });
  return `M${out.join('L')}Z`;
}

function inside(p: Point, poly: readonly Point[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function edgeDistance(p: Point, poly: readonly Point[]): number {
  let d = Infinity;
  for (let i = 0; i < poly.length; i++) d = Math.min(d, segmentDistance(p, poly[i], poly[(i + 1) % poly.length]));
  return d;
}

export function bbox(points: readonly Point[]) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
}

/**
 * Where a territory's name plaque sits: as near the top left of its box (inside the
 * border) as it is clear of its tent spots (a tent stands up to 10 units above its
 * spot), its totem circle and the numbers nearby; a small island's under it, on its
 * shore.
 */
export function plaqueAt(outline: readonly Point[], avoid: readonly (readonly [number, number, number])[] = []): Point {
  const box = bbox(outline);
  if (box.w < 80 || box.h < 70) return [box.x + box.w / 2 - PLAQUE.w / 2, box.y + box.h + 1];
  // Row by row from the top left: the first place clear of everything, else the clearest.
  const clearance = ([x, y]: Point) =>
    Math.min(
      ...avoid.map(([px, py, r]) => {
        const dx = Math.max(x - px, 0, px - (x + PLAQUE.w));
        const dy = Math.max(y - py, 0, py - (y + PLAQUE.h));
        return Math.hypot(dx, dy) - r;
      }),
    );
  let best: Point = [box.x + 4, box.y + 3];
  let bestClear = -Infinity;
  for (let y = box.y + 3; y <= box.y + box.h - 3 - PLAQUE.h; y += 3) {
    for (let x = box.x + 4; x <= box.x + box.w - 4 - PLAQUE.w; x += 3) {
      const clear = clearance([x, y]);
      if (clear >= 1) return [x, y];
      if (clear > bestClear) {
        best = [x, y];
        bestClear = clear;
      }
    }
  }
  return best;
}
export const PLAQUE = { w: 30, h: 12 } as const;

// ---- The biomes' symbols (drawn in white on the biome's colour, 24-unit grid) ----

/** Each biome's symbol as a line drawing: the map's plaques and the cards draw the same. */
export const BIOME_EMBLEMS: Readonly<Record<Biome, string>> = {
  // Tundra: low hills with tufts of grass at their feet.
  tundra: 'M2 19 8.5 9.5l4 6 2.5-3.5L22 19zM6 22v-2M12 22v-3M18 22v-2',
  // Forest: a fir.
  forest: 'M12 2.5 6 10.5h3L5 17h14l-4-6.5h3zM12 17v4.5',
  // Glacier: a snowflake.
  glacier: 'M12 2.5v19M3.8 7.3l16.4 9.4M3.8 16.7l16.4-9.4M9.6 4.3 12 6.6l2.4-2.3M9.6 19.7 12 17.4l2.4 2.3',
  // Coast: waves.
  coast:
    'M2.5 9c2.4-2.4 4.4-2.4 6.3 0s4 2.4 6.4 0 4-2.4 6.3 0M2.5 15c2.4-2.4 4.4-2.4 6.3 0s4 2.4 6.4 0 4-2.4 6.3 0M6 20.5c1.6-1.4 3.4-1.4 5 0s3.4 1.4 5 0',
  // Desert: the sun over a dune.
  desert:
    'M8 10a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M12 2v2.5M4 10h2.5M17.5 10H20M6.3 4.3l1.8 1.8M17.7 4.3l-1.8 1.8M2 20c4-4 8-4 10-2.5s6 1.5 10-1',
};

// ---- Terrain strewn over a territory, by biome ----

/** One territory's scattered terrain: filled shapes and drawn lines, one path each. */
export interface Scatter {
  fill: string;
  line: string;
}

type Glyph = (x: number, y: number, s: number, v: number) => Scatter;

/** The small drawings of each biome, at (x, y), size factor s, variant v in [-1, 1]. */
const GLYPHS: Readonly<Record<Biome, Glyph>> = {
  forest: (x, y, s) => ({
    fill:
      `M${r1(x)} ${r1(y - 7 * s)}l${r1(4 * s)} ${r1(5.5 * s)}h${r1(-1.8 * s)}l${r1(3 * s)} ${r1(4 * s)}h${r1(-10.4 * s)}l${r1(3 * s)} ${r1(-4 * s)}h${r1(-1.8 * s)}z` +
      `M${r1(x - 0.8 * s)} ${r1(y + 2.5 * s)}h${r1(1.6 * s)}v${r1(2.2 * s)}h${r1(-1.6 * s)}z`,
    line: '',
  }),
  tundra: (x, y, s, v) =>
    v > 0.25
      ? // A stone.
        {
          fill: `M${r1(x - 3 * s)} ${r1(y)}a${r1(3 * s)} ${r1(2 * s)} 0 1 0 ${r1(6 * s)} 0a${r1(3 * s)} ${r1(2 * s)} 0 1 0 ${r1(-6 * s)} 0z`,
          line: '',
        }
      : // A tuft of grass.
        {
          fill: '',
          line: `M${r1(x - 2.5 * s)} ${r1(y - 3 * s)}L${r1(x)} ${r1(y + 2 * s)}L${r1(x + 0.4 * s)} ${r1(y - 4 * s)}M${r1(x)} ${r1(y + 2 * s)}L${r1(x + 3 * s)} ${r1(y - 2.5 * s)}`,
        },
  glacier: (x, y, s, v) =>
    v > 0
      ? // An ice ridge with its shadowed face.
        {
          fill: `M${r1(x - 6 * s)} ${r1(y + 3 * s)}L${r1(x - 1 * s)} ${r1(y - 4 * s)}L${r1(x + 1 * s)} ${r1(y - 1.5 * s)}L${r1(x + 2.5 * s)} ${r1(y - 3 * s)}L${r1(x + 6 * s)} ${r1(y + 3 * s)}z`,
          line: '',
        }
      : // A crevasse.
        {
          fill: '',
          line: `M${r1(x - 5 * s)} ${r1(y)}l${r1(2.5 * s)} ${r1(-1.5 * s)}l${r1(2 * s)} ${r1(2 * s)}l${r1(2.5 * s)} ${r1(-2 * s)}l${r1(2.5 * s)} ${r1(1.2 * s)}`,
        },
  coast: (x, y, s, v) =>
    v > 0.3
      ? // Dune grass.
        {
          fill: '',
          line: `M${r1(x - 2 * s)} ${r1(y + 2 * s)}q${r1(0.5 * s)} ${r1(-3 * s)} ${r1(-2 * s)} ${r1(-5 * s)}M${r1(x)} ${r1(y + 2 * s)}v${r1(-5.5 * s)}M${r1(x + 2 * s)} ${r1(y + 2 * s)}q${r1(-0.5 * s)} ${r1(-3 * s)} ${r1(2 * s)} ${r1(-5 * s)}`,
        }
      : // Ripples on wet sand.
        { fill: '', line: `M${r1(x - 5 * s)} ${r1(y)}q${r1(2.5 * s)} ${r1(-2.5 * s)} ${r1(5 * s)} 0t${r1(5 * s)} 0` },
  desert: (x, y, s, v) =>
    v > 0.55
      ? // A cactus.
        {
          fill: '',
          line: `M${r1(x)} ${r1(y + 3 * s)}v${r1(-7 * s)}M${r1(x)} ${r1(y)}h${r1(-2.5 * s)}v${r1(-2.5 * s)}M${r1(x)} ${r1(y - 1 * s)}h${r1(2.5 * s)}v${r1(-2.5 * s)}`,
        }
      : // A dune's crest.
        { fill: '', line: `M${r1(x - 6 * s)} ${r1(y + 2 * s)}q${r1(5 * s)} ${r1(-6 * s)} ${r1(12 * s)} 0` },
};

/** How densely each biome is strewn (the grid's step, in map units). */
const STEP: Readonly<Record<Biome, number>> = { forest: 11, tundra: 12, glacier: 15, coast: 14, desert: 15 };

export interface Keepout {
  /** Points with the distance to keep from them. */
  points: readonly (readonly [number, number, number])[];
  /** Segments (trails) to keep clear of. */
  segments: readonly (readonly [Point, Point])[];
}

/**
 * The terrain of one territory: a jittered grid of its biome's drawings, each inside
 * its border and clear of everything a player needs to see (`keep`).
 */
export function scatter(biome: Biome, outline: readonly Point[], keep: Keepout): Scatter {
  const box = bbox(outline);
  const step = STEP[biome];
  let fill = '';
  let line = '';
  for (let y = box.y + step / 2; y < box.y + box.h; y += step) {
    for (let x = box.x + step / 2; x < box.x + box.w; x += step) {
      const jx = noise(x, y) * step * 0.35;
      const jy = noise(y + 7, x - 3) * step * 0.35;
      const p: Point = [x + jx, y + jy];
      if (!inside(p, outline) || edgeDistance(p, outline) < 6) continue;
      if (keep.points.some(([kx, ky, d]) => Math.hypot(p[0] - kx, p[1] - ky) < d)) continue;
      if (keep.segments.some(([a, b]) => segmentDistance(p, a, b) < 4.5)) continue;
      const v = noise(x * 3 + 1, y * 3 - 1);
      const g = GLYPHS[biome](p[0], p[1], 0.85 + 0.25 * noise(y, x), v);
      fill += g.fill;
      line += g.line;
    }
  }
  return { fill, line };
}

// ---- The whole map, once ----

export interface TerritoryArt {
  id: string;
  biome: Biome;
  number: number;
  outline: string;
  scatter: Scatter;
  plaque: Point;
}

export interface BridgeArt {
  n: number;
  kind: 'land' | 'water';
  at: Point;
  /** Degrees: the bridge runs from side a to side b. */
  angle: number;
  /** The water crossing's route: from the number to each side's totem circle. */
  route: string;
}

export interface MapArt {
  width: number;
  height: number;
  territories: TerritoryArt[];
  /** The land's outline (every territory, unbent) for the shore and the shallows. */
  land: string;
  trails: string;
  /** Trails across borders that are connections themselves (the Floating Lands). */
  connectionRoads: string;
  /** The purple road, along its spaces in order (the Long Road). */
  road: string;
  bridges: BridgeArt[];
  /** Wave marks on the open sea, clear of the land. */
  waves: string;
}

const cache = new WeakMap<MapDef, MapArt>();

/** Everything static about a map's drawing, computed once per map. */
export function mapArt(def: MapDef): MapArt {
  const cached = cache.get(def);
  if (cached) return cached;
  const { layout } = def;
  const pos = (s: string): Point => layout.spaces[s];
  const segments = def.paths.map(([a, b]): [Point, Point] => [pos(a), pos(b)]);
  const labelPoints = Object.values(layout.connections).map(([x, y]): [number, number, number] => [x, y, 12]);
  const territories = def.territories.map((t): TerritoryArt => {
    const outline = layout.outlines[t.id];
    const plaque = plaqueAt(outline, [
      ...t.spaces.flatMap((s): [number, number, number][] => [
        [...pos(s), 6],
        [pos(s)[0], pos(s)[1] - 7, 6],
      ]),
      [...layout.totems[t.id], 12],
      ...Object.values(layout.connections).map(([x, y]): [number, number, number] => [x, y, 9]),
    ]);
    const keep: Keepout = {
      points: [
        ...t.spaces.map((s): [number, number, number] => [...pos(s), 9.5]),
        [...layout.totems[t.id], 15],
        ...labelPoints,
        [plaque[0] + PLAQUE.w / 2, plaque[1] + PLAQUE.h / 2, 17],
      ],
      segments,
    };
    return {
      id: t.id,
      biome: t.biome,
      number: t.number,
      outline: wobblyOutline(outline),
      scatter: scatter(t.biome, outline, keep),
      plaque,
    };
  });
  const land = def.territories
    .map((t) => `M${layout.outlines[t.id].map((p) => `${p[0]} ${p[1]}`).join('L')}Z`)
    .join('');
  const roadSet = new Set(def.purpleRoad ?? []);
  const trails = def.paths
    .filter(([a, b]) => !(roadSet.has(a) && roadSet.has(b)))
    .map(([a, b]) => `M${pos(a).join(' ')}L${pos(b).join(' ')}`)
    .join('');
  const road = (def.purpleRoad ?? []).map((s, i) => `${i === 0 ? 'M' : 'L'}${pos(s).join(' ')}`).join('');
  const connectionRoads = def.connections
    .filter((c) => c.roadEnds)
    .map((c) => `M${pos(c.roadEnds![0]).join(' ')}L${pos(c.roadEnds![1]).join(' ')}`)
    .join('');
  const bridges = def.connections.map((c): BridgeArt => {
    const at = layout.connections[c.n];
    const [ax, ay] = layout.totems[c.a];
    const [bx, by] = layout.totems[c.b];
    const angle = r1((Math.atan2(by - ay, bx - ax) * 180) / Math.PI);
    const route = c.kind === 'water' ? `M${ax} ${ay}L${at[0]} ${at[1]}L${bx} ${by}` : '';
    return { n: c.n, kind: c.kind, at, angle, route };
  });
  const landBoxes = def.territories.map((t) => bbox(layout.outlines[t.id]));
  let waves = '';
  for (let y = 9; y < layout.height; y += 17) {
    for (let x = 8 + (Math.round(y / 17) % 2) * 12; x < layout.width - 8; x += 24) {
      const px = x + noise(x, y) * 5;
      const py = y + noise(y, x) * 3;
      if (landBoxes.some((b) => px > b.x - 9 && px < b.x + b.w + 9 && py > b.y - 7 && py < b.y + b.h + 7)) continue;
      if (labelPoints.some(([lx, ly]) => Math.hypot(px - lx, py - ly) < 12)) continue;
      waves += `M${r1(px - 4)} ${r1(py)}q2 -2.4 4 0t4 0`;
    }
  }
  const art: MapArt = {
    width: layout.width,
    height: layout.height,
    territories,
    land,
    trails,
    connectionRoads,
    road,
    bridges,
    waves,
  };
  cache.set(def, art);
  return art;
}

// ---- The score track round the map ----

export interface TrackCell {
  n: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The track's cells clockwise from the top-left corner, round a map of `width` ×
 * `height` drawn at (TRACK_MARGIN, TRACK_MARGIN): square corners, and the other
 * cells shared between the long and the short sides in proportion.
 */
export function trackCells(width: number, height: number, cells = TRACK_CELLS): TrackCell[] {
  const m = TRACK_MARGIN;
  const sides = cells - 4;
  const across = Math.round((sides / 2) * (width / (width + height)));
  const down = sides / 2 - across;
  const cw = width / across;
  const ch = height / down;
  const W = width + 2 * m;
  const H = height + 2 * m;
  const out: TrackCell[] = [];
  const push = (x: number, y: number, w: number, h: number) =>
    out.push({ n: out.length, x: r1(x), y: r1(y), w: r1(w), h: r1(h) });
  push(0, 0, m, m);
  for (let i = 0; i < across; i++) push(m + i * cw, 0, cw, m);
  push(W - m, 0, m, m);
  for (let i = 0; i < down; i++) push(W - m, m + i * ch, m, ch);
  push(W - m, H - m, m, m);
  for (let i = across - 1; i >= 0; i--) push(m + i * cw, H - m, cw, m);
  push(0, H - m, m, m);
  for (let i = down - 1; i >= 0; i--) push(0, m + i * ch, m, ch);
  return out;
}
