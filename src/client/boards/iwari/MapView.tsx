// The map as one SVG picture drawn from the map's data: the landscape (Terrain,
// drawn once per map), the score track round it with each player's marker, and on
// top what changes and what a player acts on: each territory (its border, a plaque
// with its biome's symbol and name), the connections' number plaques with their
// mountains and feats, the totem circles with their totems, the tent spots with
// their tents. Highlights come from the board.
import { memo, useId, type KeyboardEvent } from 'react';
import { mapOf, type Feat, type IwariState, type PlayerID, type Tribe } from '../../../games/iwari';
import { seatStyle, useRecentLabeller, useRecentPlaces } from '../../kit';
import { mapArt, PLAQUE, TRACK_CELLS, TRACK_MARGIN, trackCells, type TerritoryArt } from './art';
import { BIOME_STYLES, BiomeEmblem, FEAT_LETTER, Tent, Totem } from './pieces';
import { Terrain, TrackCells } from './Terrain';

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
  labels: {
    territories: ReadonlyMap<string, string>;
    connections: ReadonlyMap<number, string>;
    spaces: ReadonlyMap<string, string>;
    totem: (territory: string) => string;
  };
  title: string;
  /** The score track's name and each marker's, e.g. "Alice (●): 12". */
  trackLabel: string;
  markerLabel: (player: PlayerID) => string;
  onSpace: (territory: string, space: string) => void;
  onTotem: (territory: string) => void;
  onTerritory: (territory: string) => void;
  onConnection: (n: number) => void;
  onInspect: (item: { territory?: string; connection?: number } | null) => void;
}

const TOTEM_HEIGHT = 14;

/** Where a piece placed this turn comes from: its player's panel (the third tribe's legend entry). */
export const fromPanel = (tribe: Tribe) => `panel:${tribe}`;

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
      <text y={2.3} textAnchor="middle" fontSize={6.5} fontWeight={700} fill={style.ink}>
        {style.symbol}
      </text>
    </g>
  );
}

function activateKeys(e: KeyboardEvent, act: () => void): void {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    act();
  }
}

/** Drawn peaks: one per mountain kind, side by side, snow on their tops (the same at every update: memoised). */
const Peaks = memo(function Peaks({ count, scale }: { count: number; scale: number }) {
  const w = 7;
  const left = -((count - 1) * w * 0.7) / 2;
  let rock = '';
  let snow = '';
  for (let i = 0; i < count; i++) {
    const x = left + i * w * 0.7;
    const h = i % 2 === 0 ? 10 : 8;
    rock += `M${x - w / 2} 4L${x} ${4 - h}L${x + w / 2} 4z`;
    snow += `M${x - 1.6} ${4 - h + 3.3}L${x} ${4 - h}L${x + 1.6} ${4 - h + 3.3}l-0.8 0.9l-0.8-0.9l-0.8 0.9z`;
  }
  return (
    <g transform={`scale(${scale})`}>
      <path className="iw-peak-rock" d={rock} />
      <path className="iw-peak-snow" d={snow} />
    </g>
  );
});

/** Each tent's stable id: its tribe and which of the tribe's tents it is, in the order placed. */
function tentIds(tents: Readonly<Record<string, Tribe>>): Map<string, string> {
  const n = new Map<Tribe, number>();
  const out = new Map<string, string>();
  for (const [space, tribe] of Object.entries(tents)) {
    const k = n.get(tribe) ?? 0;
    n.set(tribe, k + 1);
    out.set(space, `tent:${tribe}:${k}`);
  }
  return out;
}

/** The score track's markers: each player's 21st tent at their score, a lap badge past 50. */
function TrackMarkers({
  G,
  width,
  height,
  label,
  markerLabel,
}: {
  G: IwariState;
  width: number;
  height: number;
  label: string;
  markerLabel: (p: PlayerID) => string;
}) {
  const cells = trackCells(width, height);
  const seen = new Map<number, number>();
  return (
    <g className="iw-track" role="group" aria-label={label} data-testid="score-track">
      {G.playOrder.map((p) => {
        const score = G.scores[p];
        const cell = cells[score % TRACK_CELLS];
        const k = seen.get(cell.n) ?? 0;
        seen.set(cell.n, k + 1);
        const laps = Math.floor(score / TRACK_CELLS);
        const horizontal = cell.w >= cell.h;
        const cx = cell.x + cell.w / 2 + (horizontal ? (k - 0.5) * 7 : ((k % 2) - 0.5) * 7);
        const cy = cell.y + cell.h / 2 + (horizontal ? (k % 2) * 3 - 1.5 : (k - 0.5) * 7) + 5;
        return (
          <g
            key={p}
            className="iw-track-marker"
            role="img"
            aria-label={markerLabel(p)}
            data-player={p}
            data-score={score}
          >
            <Tent tribe={p} x={cx} y={cy} size={13} motion={`score:${p}`} />
            {laps > 0 && (
              <g transform={`translate(${cx + 5} ${cy - 10})`}>
                <rect x={-6.5} y={-4} width={13} height={7} rx={3} className="iw-lap" />
                <text y={1.6} className="iw-lap-no">
                  +{laps * TRACK_CELLS}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** One tent spot, redrawn only when what stands on it or its highlight changes. */
const SpaceSpot = memo(function SpaceSpot({
  space,
  territory,
  at,
  owner,
  mark,
  label,
  onRoad,
  motion,
  ghost,
  recentPlayer,
  onSpace,
}: {
  space: string;
  territory: string;
  at: readonly [number, number];
  owner: Tribe | undefined;
  mark: Mark | undefined;
  label: string | undefined;
  onRoad: boolean;
  motion: string | undefined;
  ghost: Tribe | undefined;
  recentPlayer: string | undefined;
  onSpace: (territory: string, space: string) => void;
}) {
  const [x, y] = at;
  const act = () => onSpace(territory, space);
  return (
    <g
      data-testid={`space-${space}`}
      data-mark={mark ?? undefined}
      className={`iw-space${mark ? ` is-${mark}` : ''}${onRoad ? ' on-road' : ''}`}
      {...(mark
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': label,
            onClick: act,
            onKeyDown: (e: KeyboardEvent) => activateKeys(e, act),
          }
        : { 'aria-hidden': true })}
    >
      <circle className="iw-space-hit" cx={x} cy={y} r={7.5} />
      <circle className="iw-space-dot" cx={x} cy={y} r={4.2} />
      {owner !== undefined && <Tent tribe={owner} x={x} y={y} motion={motion} from={fromPanel(owner)} />}
      {ghost !== undefined && <Tent tribe={ghost} x={x} y={y} ghost />}
      {recentPlayer !== undefined && (
        <g transform={`translate(${x} ${y})`}>
          <RecentRing player={recentPlayer} r={8.5} />
        </g>
      )}
    </g>
  );
});

/** A territory's outline and plaque, its feats and last-move badge: redrawn only when one of them changes. */
const TerritoryOverlay = memo(function TerritoryOverlay({
  art: t,
  target,
  focused,
  feats,
  label,
  recentPlayer,
  onTerritory,
  onInspect,
}: {
  art: TerritoryArt;
  target: boolean;
  focused: boolean;
  feats: string;
  label: string;
  recentPlayer: string | undefined;
  onTerritory: (territory: string) => void;
  onInspect: MapViewProps['onInspect'];
}) {
  const [px, py] = t.plaque;
  return (
    <g
      className={`iw-territory${target ? ' is-target' : ''}${focused ? ' is-focus' : ''}`}
      data-testid={`territory-${t.id}`}
      data-biome={t.biome}
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={() => onTerritory(t.id)}
      onKeyDown={(e) => activateKeys(e, () => onTerritory(t.id))}
      onMouseEnter={() => onInspect({ territory: t.id })}
      onFocus={() => onInspect({ territory: t.id })}
    >
      <path className="iw-territory-area" d={t.outline} />
      <g className="iw-plaque" transform={`translate(${px} ${py})`}>
        <rect x={0} y={0} width={PLAQUE.w} height={PLAQUE.h} rx={3} className="iw-plaque-board" />
        <BiomeEmblem biome={t.biome} x={6} y={PLAQUE.h / 2} r={5.2} />
        <text className="iw-territory-label" x={12.5} y={PLAQUE.h / 2 + 2.9}>
          {/* The symbol as a character for sentences and searches; the emblem draws it. */}
          <tspan className="iw-biome-symbol">{BIOME_STYLES[t.biome].symbol}</tspan>
          {/* Its number: with the biome, the name the sentences use ("Tundra 1"); the id is for tools. */}
          {t.number}
        </text>
      </g>
      {recentPlayer !== undefined && (
        <g transform={`translate(${px + PLAQUE.w + 6} ${py + PLAQUE.h / 2})`}>
          <RecentBadge player={recentPlayer} />
        </g>
      )}
      {feats !== '' && (
        <g className="iw-feat-badges">
          {(feats.split(',') as Feat[]).map((f, i) => (
            <g
              key={i}
              transform={`translate(${px + 6 + i * 12} ${py + PLAQUE.h + 7})`}
              data-motion={`feat:${t.id}:${i}`}
              data-motion-from="feats"
            >
              <circle r={5.2} className="iw-feat" />
              <text className="iw-feat-letter" y={2.4}>
                {FEAT_LETTER[f]}
              </text>
            </g>
          ))}
        </g>
      )}
    </g>
  );
});

function MapViewImpl({
  G,
  highlights,
  ghost,
  labels,
  title,
  trackLabel,
  markerLabel,
  onSpace,
  onTotem,
  onTerritory,
  onConnection,
  onInspect,
}: MapViewProps) {
  const index = mapOf(G);
  const { def } = index;
  const { layout } = def;
  const art = mapArt(def);
  const uid = `iw${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const road = index.road;
  const pos = (s: string) => layout.spaces[s];
  const inspectOff = () => onInspect(null);
  const recent = useRecentPlaces();
  const recentLabel = useRecentLabeller();
  const withRecent = (label: string, place: string) => {
    const player = recent.get(place);
    return player === undefined ? label : `${label}, ${recentLabel(player)}`;
  };
  const ids = tentIds(G.tents);
  const W = layout.width + 2 * TRACK_MARGIN;
  const H = layout.height + 2 * TRACK_MARGIN;

  return (
    <svg
      className="iw-map"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label={title}
      data-testid="iwari-map"
      onMouseLeave={inspectOff}
    >
      <TrackCells width={layout.width} height={layout.height} />
      <Terrain def={def} uid={uid} />
      <TrackMarkers G={G} width={layout.width} height={layout.height} label={trackLabel} markerLabel={markerLabel} />
      <g transform={`translate(${TRACK_MARGIN} ${TRACK_MARGIN})`}>
        {art.territories.map((t) => (
          <TerritoryOverlay
            key={t.id}
            art={t}
            target={highlights.territories.has(t.id)}
            focused={highlights.focus?.territory === t.id}
            feats={(G.featsOnTerritories[t.id] ?? []).join(',')}
            label={withRecent(labels.territories.get(t.id) ?? t.id, `territory:${t.id}`)}
            recentPlayer={recent.get(`territory:${t.id}`)}
            onTerritory={onTerritory}
            onInspect={onInspect}
          />
        ))}
        {index.connections.map((c) => {
          const [x, y] = layout.connections[c.n];
          const covered = G.mountains.includes(c.n);
          const target = highlights.connections.has(c.n);
          const focused = highlights.focus?.connection === c.n;
          const feats = G.featsOnConnections[String(c.n)] ?? [];
          return (
            <g
              key={`c${c.n}`}
              transform={`translate(${x} ${y})`}
              data-testid={`connection-${c.n}`}
              data-kind={c.kind}
              className={`iw-connection is-${c.kind}${covered ? ' is-covered' : ''}${target ? ' is-target' : ''}${focused ? ' is-focus' : ''}`}
              role="button"
              tabIndex={0}
              aria-label={withRecent(labels.connections.get(c.n) ?? String(c.n), `connection:${c.n}`)}
              onClick={() => onConnection(c.n)}
              onKeyDown={(e) => activateKeys(e, () => onConnection(c.n))}
              onMouseEnter={() => onInspect({ connection: c.n })}
              onFocus={() => onInspect({ connection: c.n })}
            >
              <circle r={7} className="iw-connection-disc" />
              <circle r={5.3} className="iw-connection-inner" />
              <text className="iw-connection-no" y={2.6}>
                {c.n}
              </text>
              {c.mountain !== undefined && !covered && (
                <g className="iw-peaks" transform="translate(0 -8.5)" data-peaks={c.mountain}>
                  <Peaks count={c.mountain} scale={0.45} />
                </g>
              )}
              {covered && (
                <g className="iw-mountain" data-testid={`mountain-${c.n}`} data-peaks={c.mountain}>
                  <Peaks count={c.mountain ?? 1} scale={1.6} />
                  <text y={5.4}>{c.mountain}</text>
                </g>
              )}
              {recent.has(`connection:${c.n}`) && (
                <>
                  <RecentRing player={recent.get(`connection:${c.n}`)!} r={9} />
                  <g transform="translate(8 -8)">
                    <RecentBadge player={recent.get(`connection:${c.n}`)!} />
                  </g>
                </>
              )}
              {feats.map((f, i) => (
                <g
                  key={i}
                  transform={`translate(${10 + i * 10} -5)`}
                  data-motion={`feat:c${c.n}:${i}`}
                  data-motion-from="feats"
                >
                  <circle r={4.8} className="iw-feat" />
                  <text className="iw-feat-letter" y={2.2}>
                    {FEAT_LETTER[f]}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
        {index.territories.map((t) => {
          const [x, y] = layout.totems[t.id];
          const mark = highlights.totems.get(t.id);
          const circle = G.totems[t.id] ?? {};
          const standing: { tribe: Tribe; k: number }[] = [];
          for (const tribe of G.tribes) for (let k = 0; k < (circle[tribe] ?? 0); k++) standing.push({ tribe, k });
          const ghostTotems = ghost && ghost.territory === t.id ? ghost.totems : 0;
          const all = [...standing, ...Array.from({ length: ghostTotems }, () => ({ tribe: ghost!.tribe, k: -1 }))];
          // Up to four a row, a second row in front: a totem stands a head above its circle.
          const perRow = 4;
          const act = () => onTotem(t.id);
          return (
            <g
              key={`t${t.id}`}
              transform={`translate(${x} ${y})`}
              data-testid={`totem-${t.id}`}
              data-mark={mark ?? undefined}
              className={`iw-totem-circle${mark ? ` is-${mark}` : ''}`}
              {...(mark
                ? {
                    role: 'button',
                    tabIndex: 0,
                    'aria-label': labels.totem(t.id),
                    onClick: act,
                    onKeyDown: (e: KeyboardEvent) => activateKeys(e, act),
                  }
                : { 'aria-hidden': true })}
            >
              <circle r={10} className="iw-totem-ring" />
              {recent.has(`totem:${t.id}`) && <RecentRing player={recent.get(`totem:${t.id}`)!} r={12.5} />}
              {all.map(({ tribe, k }, i) => {
                const row = Math.floor(i / perRow);
                const inRow = Math.min(perRow, all.length - row * perRow);
                const tx = ((i % perRow) - (inRow - 1) / 2) * 5.2;
                const ty = row === 0 ? (all.length > perRow ? 0 : 6.5) : 10.5;
                return k < 0 ? (
                  <Totem key={`g${i}`} tribe={tribe} x={tx} y={ty} height={TOTEM_HEIGHT} ghost />
                ) : (
                  <Totem
                    key={`${tribe}:${k}`}
                    tribe={tribe}
                    x={tx}
                    y={ty}
                    height={TOTEM_HEIGHT}
                    motion={`totem:${tribe}:${t.id}:${k}`}
                    from={fromPanel(tribe)}
                  />
                );
              })}
            </g>
          );
        })}
        {index.territories
          .flatMap((t) => t.spaces)
          .map((s) => {
            const owner = G.tents[s];
            const mark = highlights.spaces.get(s);
            return (
              <SpaceSpot
                key={s}
                space={s}
                territory={index.territoryOfSpace.get(s)!}
                at={pos(s)}
                owner={owner}
                mark={mark}
                label={mark ? (labels.spaces.get(s) ?? s) : undefined}
                onRoad={road.has(s)}
                motion={owner !== undefined ? ids.get(s) : undefined}
                ghost={ghost?.spaces.includes(s) ? ghost.tribe : undefined}
                recentPlayer={recent.get(`space:${s}`)}
                onSpace={onSpace}
              />
            );
          })}
      </g>
    </svg>
  );
}

export const MapView = memo(MapViewImpl);
