// The board as one SVG: 40 hexes drawn from the state, one roving tab stop (arrow
// keys move between hexes, Enter or Space acts), and a ghost of the drawn tile on
// the hex under the pointer or focus when it may go there.
import { memo, useCallback, useRef, useState } from 'react';
import type { RecentPlaces } from '../../kit';
import { type SpaceId, rotateStones, tileById, type TikalState } from '../../../games/tikal';
import { HEX_RADIUS, HEXES, spaceInDirection, VIEW_HEIGHT, VIEW_WIDTH } from './geometry';
import { HexSpace, type Highlight } from './HexSpace';
import type { Occupant } from './text';
import { Stones, TerrainGlyph } from './TileArt';

export interface TilePreview {
  tile: string;
  rotation: number;
  space: SpaceId;
}

interface HexMapProps {
  G: TikalState;
  occupants: ReadonlyMap<SpaceId, Occupant[]>;
  highlights: ReadonlyMap<SpaceId, Highlight>;
  labels: readonly string[];
  /**
   * The other seats' last moves (`recentPlaces`): each hex gets its own seat as a
   * prop, so only the hexes whose mark changes draw again (kit's RecentMarkFor).
   */
  marked: RecentPlaces;
  title: string;
  preview: TilePreview | null;
  onActivate: (space: SpaceId) => void;
  onInspect: (space: SpaceId) => void;
}

function Ghost({ preview }: { preview: TilePreview }) {
  const tile = tileById(preview.tile);
  const geo = HEXES[preview.space];
  return (
    <g className="tk-ghost" pointerEvents="none" data-testid="tile-ghost">
      <polygon points={geo.points} className={`tk-hex-shape tk-ghost-shape tk-${tile.kind}`} />
      <TerrainGlyph
        kind={tile.kind}
        centre={geo.centre}
        value={tile.templeValue}
        treasures={tile.treasures}
        seed={tile.id}
      />
      <Stones stones={rotateStones(tile.stones, preview.rotation)} centre={geo.centre} />
    </g>
  );
}

function HexMapImpl({ G, occupants, highlights, labels, marked, title, preview, onActivate, onInspect }: HexMapProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [cursor, setCursor] = useState<SpaceId>(G.spaces.findIndex((s) => s.kind === 'baseCamp'));
  // The first highlighted hex takes the tab stop, so Tab lands where there is something to do.
  const firstTarget = [...highlights.entries()].find(([, h]) => h.kind === 'target')?.[0];
  const stop = highlights.size > 0 && !highlights.has(cursor) && firstTarget !== undefined ? firstTarget : cursor;

  const onArrow = useCallback((from: SpaceId, key: string) => {
    const next = spaceInDirection(from, key);
    setCursor(next);
    svg.current?.querySelector<SVGGElement>(`[data-testid="hex-${next}"]`)?.focus();
  }, []);
  const inspect = useCallback(
    (space: SpaceId) => {
      setCursor(space);
      onInspect(space);
    },
    [onInspect],
  );

  return (
    <svg
      ref={svg}
      className="tk-map"
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      role="group"
      aria-label={title}
      data-testid="tikal-map"
    >
      {HEXES.map(({ space }) => (
        <HexSpace
          key={space}
          id={space}
          space={G.spaces[space]}
          occupants={occupants.get(space)}
          highlight={highlights.get(space) ?? null}
          focusable={space === stop}
          label={labels[space]}
          recent={marked.get(String(space))}
          onActivate={onActivate}
          onInspect={inspect}
          onArrow={onArrow}
        />
      ))}
      {preview && <Ghost preview={preview} />}
    </svg>
  );
}

export const HexMap = memo(HexMapImpl);

/** How far left of a hex's centre its number sits: by the left corner, clear of the stones, glyphs, chips and badge. */
const NUMBER_DX = HEX_RADIUS * 0.6;

/**
 * The numbers of the hexes where a number helps (the spaces the panels' buttons
 * name): the unexplored ones and those that glow; a hex with a tile shows its
 * picture, and its label and tip still name it. Drawn over the whole map (tiles,
 * highlights, the ghost of the drawn tile) in screen pixels, so they stay legible
 * however small the map is drawn. They let taps through to their hex.
 */
export const HexNumbers = memo(function HexNumbers({ spaces }: { spaces: string }) {
  const shown = new Set(spaces.split(','));
  return (
    <div className="tk-space-nos" aria-hidden="true">
      {HEXES.filter(({ space }) => shown.has(String(space))).map(({ space, centre }) => (
        <span
          key={space}
          className="tk-space-no"
          data-testid={`space-no-${space}`}
          style={{ left: `${((centre.x - NUMBER_DX) / VIEW_WIDTH) * 100}%`, top: `${(centre.y / VIEW_HEIGHT) * 100}%` }}
        >
          {space}
        </span>
      ))}
    </div>
  );
});

/** The hexes whose number is shown (see HexNumbers), as one comma-separated string. */
export function numberedSpaces(G: TikalState, highlights: ReadonlyMap<SpaceId, Highlight>): string {
  return HEXES.filter(({ space }) => G.spaces[space].kind === null || highlights.has(space))
    .map(({ space }) => space)
    .join(',');
}
