// The map's landscape, drawn once per map (it depends on the map's data only, so a
// state update never draws it again): the sea with its waves and shallows, the
// beach round the land, each territory's ground in its biome's colour with its
// texture and its strewn terrain, the trails between tent spots, the purple road,
// the stone rings of the totem circles, the land bridges and water crossings of
// the connections. Decorative: the board's buttons on top name everything.
import { memo } from 'react';
import { BIOMES, type MapDef } from '../../../games/iwari';
import { mapArt, trackCells, TRACK_MARGIN, type TrackCell } from './art';

const r1 = (v: number) => Math.round(v * 10) / 10;
import { BIOME_STYLES } from './looks';

/** The textures: one pattern per biome, so two biomes differ without their colours. */
function Patterns({ uid }: { uid: string }) {
  return (
    <>
      {BIOMES.map((b) => {
        const deco = BIOME_STYLES[b].deco;
        const id = `${uid}-pat-${b}`;
        switch (b) {
          case 'tundra':
            return (
              <pattern key={b} id={id} width={9} height={9} patternUnits="userSpaceOnUse">
                <path
                  d="M1.5 2.5h1.2M6 6.5h1.2M4 8.2h.8"
                  stroke={deco}
                  strokeWidth={0.9}
                  strokeLinecap="round"
                  opacity={0.55}
                />
              </pattern>
            );
          case 'forest':
            return (
              <pattern key={b} id={id} width={7} height={7} patternUnits="userSpaceOnUse">
                <path
                  d="M1 2a1.1 1.1 0 1 0 2.2 0a1.1 1.1 0 1 0 -2.2 0M4.4 5.4a.9.9 0 1 0 1.8 0a.9.9 0 1 0 -1.8 0"
                  fill={deco}
                  opacity={0.35}
                />
              </pattern>
            );
          case 'glacier':
            return (
              <pattern key={b} id={id} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
                <path d="M0 2h8" stroke="#ffffff" strokeWidth={1.3} opacity={0.8} />
                <path d="M0 6h5" stroke={deco} strokeWidth={0.5} opacity={0.45} />
              </pattern>
            );
          case 'coast':
            return (
              <pattern key={b} id={id} width={12} height={7} patternUnits="userSpaceOnUse">
                <path d="M0 4q3-2.2 6 0t6 0" fill="none" stroke={deco} strokeWidth={0.6} opacity={0.45} />
              </pattern>
            );
          case 'desert':
            return (
              <pattern key={b} id={id} width={6} height={6} patternUnits="userSpaceOnUse">
                <path d="M1 1.5h.7M4 4.2h.7" stroke={deco} strokeWidth={0.8} strokeLinecap="round" opacity={0.6} />
              </pattern>
            );
        }
      })}
    </>
  );
}

function ring(x: number, y: number, r: number, n: number): string {
  let d = '';
  for (let k = 0; k < n; k++) {
    const a = (2 * Math.PI * k) / n;
    const sx = Math.round((x + r * Math.cos(a)) * 10) / 10;
    const sy = Math.round((y + r * Math.sin(a)) * 10) / 10;
    const s = k % 3 === 0 ? 1.6 : 1.3;
    d += `M${sx - s} ${sy}a${s} ${s * 0.8} 0 1 0 ${2 * s} 0a${s} ${s * 0.8} 0 1 0 ${-2 * s} 0z`;
  }
  return d;
}

const BRIDGE =
  'M-11-3.4h22v6.8h-22zM-8-3.4v6.8M-5-3.4v6.8M-2-3.4v6.8M1-3.4v6.8M4-3.4v6.8M7-3.4v6.8M-12-4.2h24M-12 4.2h24';
const CANOE = 'M-6.5 0q6.5 3.6 13 0l-1.2-1.2h-10.6z';

/**
 * The landscape of `def`, the map's origin at (TRACK_MARGIN, TRACK_MARGIN) of the
 * board's picture. `uid` keeps the texture ids of two pictures on one page apart.
 */
export const Terrain = memo(function Terrain({
  def,
  uid,
  frame = true,
}: {
  def: MapDef;
  uid: string;
  frame?: boolean;
}) {
  const art = mapArt(def);
  const { layout } = def;
  const spots = Object.values(layout.spaces)
    .map(([x, y]) => `M${x - 6} ${y + 1}a6 4.6 0 1 0 12 0a6 4.6 0 1 0 -12 0z`)
    .join('');
  const stones = def.territories.map((t) => ring(layout.totems[t.id][0], layout.totems[t.id][1], 11, 12)).join('');
  const grounds = def.territories
    .map((t) => `M${layout.totems[t.id][0] - 10} ${layout.totems[t.id][1]}a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z`)
    .join('');
  const offset = frame ? TRACK_MARGIN : 0;
  return (
    <g className="iw-terrain" aria-hidden="true" pointerEvents="none">
      <defs>
        <Patterns uid={uid} />
      </defs>
      <g transform={offset ? `translate(${offset} ${offset})` : undefined}>
        <rect className="iw-sea" width={art.width} height={art.height} />
        <path className="iw-waves" d={art.waves} />
        {/* Water crossings under the land: the canoe route shows on the water only. */}
        <path className="iw-crossing" d={art.bridges.map((b) => b.route).join('')} />
        <path className="iw-shallows" d={art.land} />
        <path className="iw-beach" d={art.land} />
        {art.territories.map((t) => (
          <g key={t.id} data-biome={t.biome} data-terrain={t.id}>
            <path d={t.outline} fill={BIOME_STYLES[t.biome].land} />
            <path d={t.outline} fill={`url(#${uid}-pat-${t.biome})`} />
            {t.scatter.fill && <path d={t.scatter.fill} fill={BIOME_STYLES[t.biome].deco} className="iw-scatter" />}
            {t.scatter.line && (
              <path d={t.scatter.line} stroke={BIOME_STYLES[t.biome].deco} className="iw-scatter-line" />
            )}
          </g>
        ))}
        <path className="iw-borders" d={art.territories.map((t) => t.outline).join('')} />
        <path className="iw-trail" d={art.trails} />
        <path className="iw-trail-centre" d={art.trails} />
        {art.connectionRoads && <path className="iw-connection-road" d={art.connectionRoads} />}
        {art.road && <path className="iw-road" d={art.road} />}
        <path className="iw-totem-ground" d={grounds} />
        <path className="iw-totem-stones" d={stones} />
        <path className="iw-spot-ground" d={spots} />
        {/* One path a bridge (planks filled, their joints and rails stroked) or a canoe. */}
        {art.bridges.map((b) => (
          <path
            key={b.n}
            data-bridge={b.kind}
            className={b.kind === 'land' ? 'iw-bridge' : 'iw-canoe'}
            d={b.kind === 'land' ? BRIDGE : CANOE}
            transform={
              b.kind === 'land'
                ? `translate(${b.at[0]} ${b.at[1]}) rotate(${b.angle})`
                : `translate(${b.at[0]} ${b.at[1] + 9.5})`
            }
          />
        ))}
      </g>
    </g>
  );
});

function cellsPath(cells: readonly TrackCell[]): string {
  return cells
    .map((c) => `M${r1(c.x + 0.6)} ${r1(c.y + 0.6)}h${r1(c.w - 1.2)}v${r1(c.h - 1.2)}h${r1(1.2 - c.w)}z`)
    .join('');
}

/** The score track's cells round the map, numbered every fifth. */
export const TrackCells = memo(function TrackCells({ width, height }: { width: number; height: number }) {
  const cells = trackCells(width, height);
  return (
    <g className="iw-track-cells" aria-hidden="true" pointerEvents="none">
      <rect className="iw-frame" width={width + 2 * TRACK_MARGIN} height={height + 2 * TRACK_MARGIN} rx={6} />
      {/* Two paths for the cells (the fifths lighter): fifty rectangles would cost fifty elements. */}
      <path className="iw-cell" d={cellsPath(cells.filter((c) => c.n % 5 !== 0))} />
      <path className="iw-cell is-fifth" d={cellsPath(cells.filter((c) => c.n % 5 === 0))} />
      {cells
        .filter((c) => c.n % 5 === 0)
        .map((c) => (
          <text key={c.n} className="iw-cell-no" x={c.x + c.w / 2} y={c.y + c.h / 2 + 2.6}>
            {c.n}
          </text>
        ))}
    </g>
  );
});
