// The map as one SVG, drawn from the map's data: territories in their biome's
// colour with its symbol, tent spaces and the paths between them, totem circles,
// numbered connections (land on the borders, water on the sea), mountains, feats,
// and the purple road where the map has one. Highlights come from the board.
import { memo, type KeyboardEvent } from 'react';
import { mapOf, type Feat, type IwariState, type Tribe } from '../../../games/iwari';
import { seatStyle, useRecentLabeller, useRecentPlaces } from '../../kit';
import { BIOME_STYLES, Tent, tribeColour } from './pieces';

export type Mark = 'target' | 'selected' | 'start';

export interface MapHighlights {
  spaces: ReadonlyMap<string, Mark>;
  totems: ReadonlyMap<string, Mark>;
  territories: ReadonlySet<string>;
  connections: ReadonlySet<number>;
  /** The item the scoring walk-through shows. */
  focus: { territory?: string; connection?: number } | null;
}

export interface MapViewProps {
  G: IwariState;
  highlights: MapHighlights;
  /** Ghost pieces of the selection: the tribe they would belong to, and how many totems. */
  ghost: { tribe: Tribe; spaces: readonly string[]; totems: number; territory: string } | null;
  labels: { territories: ReadonlyMap<string, string>; connections: ReadonlyMap<number, string>; spaces: ReadonlyMap<string, string>; totem: (territory: string) => string };
  title: string;
  onSpace: (territory: string, space: string) => void;
  onTotem: (territory: string) => void;
  onTerritory: (territory: string) => void;
  onConnection: (n: number) => void;
  onInspect: (item: { territory?: string; connection?: number } | null) => void;
}

const FEAT_LETTER: Record<Feat, string> = { union: 'U', discovery: 'D', honour: 'H', respect: 'R' };

/** Another seat's last move on a piece's place: a dashed ring in the player's colour. */
function RecentRing({ player, r }: { player: string; r: number }) {
  const style = seatStyle(player);
  return (
    <g className="iw-recent" data-recent={player} pointerEvents="none">
      <circle r={r} fill="none" stroke="#111" strokeWidth={2.6} />
      <circle r={r} fill="none" stroke={style.colour} strokeWidth={1.6} strokeDasharray="3 1.5" />
    </g>
  );
}

/** The player's symbol in their colour: whose last move it was (colour is never the only cue). */
function RecentBadge({ player }: { player: string }) {
  const style = seatStyle(player);
  return (
    <g className="iw-recent-badge" data-recent={player} pointerEvents="none">
      <circle r={5.5} fill={style.colour} stroke="#fff" strokeWidth={1} />
      <text y={2.3} textAnchor="middle" fontSize={6.5} fontWeight={700} fill={style.ink}>{style.symbol}</text>
    </g>
  );
}

function activateKeys(e: KeyboardEvent, act: () => void): void {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    act();
  }
}

function bbox(points: readonly [number, number][]) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

function MapViewImpl({ G, highlights, ghost, labels, title, onSpace, onTotem, onTerritory, onConnection, onInspect }: MapViewProps) {
  const index = mapOf(G);
  const { layout } = index.def;
  const road = index.road;
  const pos = (s: string) => layout.spaces[s];
  const inspectOff = () => onInspect(null);
  const recent = useRecentPlaces();
  const recentLabel = useRecentLabeller();
  const withRecent = (label: string, place: string) => {
    const player = recent.get(place);
    return player === undefined ? label : `${label}, ${recentLabel(player)}`;
  };

  return (
    <svg
      className="iw-map" viewBox={`0 0 ${layout.width} ${layout.height}`} role="group" aria-label={title} data-testid="iwari-map"
      onMouseLeave={inspectOff}
    >
      <rect className="iw-sea" x={0} y={0} width={layout.width} height={layout.height} rx={8} />
      {/* Water connections: dashed lines from the number on the water to each side. */}
      {index.connections.filter((c) => c.kind === 'water').map((c) => {
        const [x, y] = layout.connections[c.n];
        return (
          <g key={`w${c.n}`} className="iw-water-line">
            {[c.a, c.b].map((t) => {
              const [tx, ty] = layout.totems[t];
              return <line key={t} x1={x} y1={y} x2={tx} y2={ty} />;
            })}
          </g>
        );
      })}
      {index.territories.map((t) => {
        const outline = layout.outlines[t.id];
        const box = bbox(outline);
        const style = BIOME_STYLES[t.biome];
        const target = highlights.territories.has(t.id);
        const focused = highlights.focus?.territory === t.id;
        const feats = G.featsOnTerritories[t.id] ?? [];
        return (
          <g
            key={t.id} className={`iw-territory${target ? ' is-target' : ''}${focused ? ' is-focus' : ''}`} data-testid={`territory-${t.id}`}
            data-biome={t.biome} role="button" tabIndex={0} aria-label={withRecent(labels.territories.get(t.id) ?? t.id, `territory:${t.id}`)}
            onClick={() => onTerritory(t.id)} onKeyDown={(e) => activateKeys(e, () => onTerritory(t.id))}
            onMouseEnter={() => onInspect({ territory: t.id })} onFocus={() => onInspect({ territory: t.id })}
          >
            <polygon points={outline.map((p) => p.join(',')).join(' ')} fill={style.land} />
            <text className="iw-territory-label" x={box.x + 4} y={box.y + 11}>
              <tspan className="iw-biome-symbol" fill={style.card}>{style.symbol}</tspan> {t.id}
            </text>
            {recent.has(`territory:${t.id}`) && (
              <g transform={`translate(${box.x + 8} ${box.y + box.h - 8})`}>
                <RecentBadge player={recent.get(`territory:${t.id}`)!} />
              </g>
            )}
            {feats.length > 0 && (
              <g className="iw-feat-badges">
                {feats.map((f, i) => (
                  <g key={i} transform={`translate(${box.x + box.w - 8 - i * 11} ${box.y + 8})`}>
                    <circle r={5} className="iw-feat" />
                    <text className="iw-feat-letter" y={2.4}>{FEAT_LETTER[f]}</text>
                  </g>
                ))}
              </g>
            )}
          </g>
        );
      })}
      {/* Paths between tent spaces; the purple road stands out. */}
      <g className="iw-paths" pointerEvents="none">
        {index.def.paths.map(([a, b]) => {
          const [x1, y1] = pos(a);
          const [x2, y2] = pos(b);
          return <line key={`${a}-${b}`} className={road.has(a) && road.has(b) ? 'iw-road' : undefined} x1={x1} y1={y1} x2={x2} y2={y2} />;
        })}
        {index.connections.filter((c) => c.roadEnds).map((c) => {
          const [x1, y1] = pos(c.roadEnds![0]);
          const [x2, y2] = pos(c.roadEnds![1]);
          return <line key={`r${c.n}`} className="iw-connection-road" x1={x1} y1={y1} x2={x2} y2={y2} />;
        })}
      </g>
      {index.connections.map((c) => {
        const [x, y] = layout.connections[c.n];
        const covered = G.mountains.includes(c.n);
        const target = highlights.connections.has(c.n);
        const focused = highlights.focus?.connection === c.n;
        const feats = G.featsOnConnections[String(c.n)] ?? [];
        return (
          <g
            key={`c${c.n}`} transform={`translate(${x} ${y})`} data-testid={`connection-${c.n}`} data-kind={c.kind}
            className={`iw-connection is-${c.kind}${covered ? ' is-covered' : ''}${target ? ' is-target' : ''}${focused ? ' is-focus' : ''}`}
            role="button" tabIndex={0} aria-label={withRecent(labels.connections.get(c.n) ?? String(c.n), `connection:${c.n}`)}
            onClick={() => onConnection(c.n)} onKeyDown={(e) => activateKeys(e, () => onConnection(c.n))}
            onMouseEnter={() => onInspect({ connection: c.n })} onFocus={() => onInspect({ connection: c.n })}
          >
            <circle r={6.5} className="iw-connection-disc" />
            <text className="iw-connection-no" y={2.5}>{c.n}</text>
            {recent.has(`connection:${c.n}`) && (
              <>
                <RecentRing player={recent.get(`connection:${c.n}`)!} r={9} />
                <g transform="translate(8 -8)"><RecentBadge player={recent.get(`connection:${c.n}`)!} /></g>
              </>
            )}
            {c.mountain !== undefined && !covered && (
              <text className="iw-peaks" y={-8}>{'▴'.repeat(c.mountain)}</text>
            )}
            {covered && (
              <g className="iw-mountain" data-testid={`mountain-${c.n}`}>
                <polygon points="-8,5 0,-9 8,5" />
                <text y={4}>{c.mountain}</text>
              </g>
            )}
            {feats.map((f, i) => (
              <g key={i} transform={`translate(${9 + i * 9} -5)`}>
                <circle r={4.5} className="iw-feat" />
                <text className="iw-feat-letter" y={2.2}>{FEAT_LETTER[f]}</text>
              </g>
            ))}
          </g>
        );
      })}
      {index.territories.map((t) => {
        const [x, y] = layout.totems[t.id];
        const mark = highlights.totems.get(t.id);
        const circle = G.totems[t.id] ?? {};
        const bars: Tribe[] = [];
        for (const tribe of G.tribes) for (let k = 0; k < (circle[tribe] ?? 0); k++) bars.push(tribe);
        const ghostTotems = ghost && ghost.territory === t.id ? ghost.totems : 0;
        const act = () => onTotem(t.id);
        return (
          <g
            key={`t${t.id}`} transform={`translate(${x} ${y})`} data-testid={`totem-${t.id}`} data-mark={mark ?? undefined}
            className={`iw-totem-circle${mark ? ` is-${mark}` : ''}`}
            {...(mark ? {
              role: 'button', tabIndex: 0, 'aria-label': labels.totem(t.id), onClick: act, onKeyDown: (e: KeyboardEvent) => activateKeys(e, act),
            } : { 'aria-hidden': true })}
          >
            <circle r={10} className="iw-totem-ring" />
            {recent.has(`totem:${t.id}`) && <RecentRing player={recent.get(`totem:${t.id}`)!} r={12.5} />}
            {[...bars, ...Array.from({ length: ghostTotems }, () => ghost!.tribe)].map((tribe, k) => (
              <g key={k} transform={`translate(${-7.5 + (k % 5) * 3.4} ${k < 5 ? -8 : 0.5})`} className={k < bars.length ? 'iw-totem' : 'iw-totem is-ghost'} data-tribe={tribe}>
                <rect width={2.8} height={7.5} rx={0.8} fill={tribeColour(tribe).fill} />
                <circle cx={1.4} cy={1.6} r={0.7} className="iw-totem-eye" />
              </g>
            ))}
          </g>
        );
      })}
      {index.territories.flatMap((t) => t.spaces).map((s) => {
        const [x, y] = pos(s);
        const owner = G.tents[s];
        const mark = highlights.spaces.get(s);
        const territory = index.territoryOfSpace.get(s)!;
        const act = () => onSpace(territory, s);
        const ghostHere = ghost && ghost.spaces.includes(s);
        return (
          <g
            key={s} data-testid={`space-${s}`} data-mark={mark ?? undefined}
            className={`iw-space${mark ? ` is-${mark}` : ''}${road.has(s) ? ' on-road' : ''}`}
            {...(mark ? {
              role: 'button', tabIndex: 0, 'aria-label': labels.spaces.get(s) ?? s, onClick: act, onKeyDown: (e: KeyboardEvent) => activateKeys(e, act),
            } : { 'aria-hidden': true })}
          >
            <circle className="iw-space-hit" cx={x} cy={y} r={7} />
            <circle className="iw-space-dot" cx={x} cy={y} r={4} />
            {owner !== undefined && <Tent tribe={owner} x={x} y={y} />}
            {ghostHere && <Tent tribe={ghost!.tribe} x={x} y={y} ghost />}
            {recent.has(`space:${s}`) && <g transform={`translate(${x} ${y})`}><RecentRing player={recent.get(`space:${s}`)!} r={8.5} /></g>}
          </g>
        );
      })}
    </svg>
  );
}

export const MapView = memo(MapViewImpl);
