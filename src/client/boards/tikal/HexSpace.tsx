// One hex of the board: terrain, stones on its edges, camp, guard, pieces (the art
// kit's pawns, tents and guards in the seat's colour and shape), and,
// when the acting player may do something there, the highlight and its cost.
import { memo, type KeyboardEvent } from 'react';
import type { Space } from '../../../games/tikal';
import { seatStyle, useRecentLabel } from '../../kit';
import { PieceGlyph } from '../../kit/art';
import { HEXES, type Point } from './geometry';
import type { Occupant } from './text';
import { Stones, TerrainGlyph } from './TileArt';

/** How a hex is highlighted: a legal target (with its AP cost), a hint, a source of pieces. */
export interface Highlight {
  kind: 'target' | 'hint' | 'source' | 'selected';
  /** Shown on the hex: "3 AP", "+", "↻". */
  badge?: string;
}

interface HexSpaceProps {
  id: number;
  space: Space;
  occupants: readonly Occupant[] | undefined;
  highlight: Highlight | null;
  /** The roving tab stop of the map is on this hex. */
  focusable: boolean;
  label: string;
  /** The seat whose last move was here (the board's `recentPlaces`). */
  recent: string | undefined;
  onActivate: (space: number) => void;
  onInspect: (space: number) => void;
  onArrow: (space: number, key: string) => void;
}

// Two groups of pieces side by side stay inside the hex where it narrows towards the bottom.
const CHIP_W = 34;
const CHIP_H = 20;

/**
 * One player's pieces on a hex, on a light plate so every seat's colour shows on the
 * jungle: the leader (the pawn with a headdress) and one explorer pawn with how many
 * explorers stand there. Each pawn is in the seat's colour with its shape on it.
 */
// Plain values for props, so that a state update that rebuilds the occupants leaves
// the pieces that did not move unrendered.
// The pawns travel (the kit's motion): the leader is one piece; a group of explorers
// that grew is new (its count is in its id) and comes from where they were.
const OccupantChip = memo(function OccupantChip({
  player,
  leader,
  explorers,
  from,
  space,
  x,
  y,
}: Occupant & Point & { space: number }) {
  const explorerX = leader ? x + 14 : x + 2;
  return (
    <g className="tk-chip" data-player={player} data-leader={leader ? 'true' : undefined} data-explorers={explorers}>
      <rect className="tk-chip-plate" x={x} y={y} width={CHIP_W} height={CHIP_H} rx={6} />
      {leader && (
        <g data-motion={`leader:${player}`} data-motion-from={`panel:${player}`}>
          <PieceGlyph playerID={player} kind="leader" x={x - 1} y={y - 2} size={20} />
        </g>
      )}
      {explorers > 0 && (
        <g data-motion={`explorers:${player}:${space}:${explorers}`} data-motion-from={from}>
          <PieceGlyph playerID={player} kind="meeple" x={explorerX} y={y + 2} size={16} />
        </g>
      )}
      {explorers > 0 && (
        <text
          className="tk-chip-count"
          x={explorerX + 16}
          y={y + CHIP_H - 4}
          textAnchor={leader ? 'middle' : 'start'}
          fontSize="11"
          fontWeight="800"
        >
          {explorers}
        </text>
      )}
    </g>
  );
});

/** A forward camp: a tent in its owner's colour with the seat's shape on it. */
function CampMarker({ player, at, space }: { player: string; at: Point; space: number }) {
  return (
    <g className="tk-camp" data-player={player} data-motion={`camp:${space}`} data-motion-from={`panel:${player}`}>
      <PieceGlyph playerID={player} kind="tent" x={at.x - 12} y={at.y - 12} size={24} />
    </g>
  );
}

/**
 * A temple guard: the kit's guard (helmet, spear, a shield with the seat's shape),
 * larger than an explorer, standing on a stone plinth with a pale halo behind it,
 * so it reads as posted at the temple, not as one more explorer.
 */
function GuardMarker({ player, at, space }: { player: string; at: Point; space: number }) {
  return (
    <g className="tk-guard" data-player={player} data-motion={`guard:${space}`} data-motion-from={`panel:${player}`}>
      <ellipse className="tk-guard-halo" cx={at.x} cy={at.y - 1} rx={13} ry={16} />
      <path
        className="tk-guard-plinth"
        data-testid={`guard-plinth-${space}`}
        d={`M${at.x - 12} ${at.y + 13}h24l-2.5 6h-19z`}
      />
      <PieceGlyph playerID={player} kind="guard" x={at.x - 14} y={at.y - 15} size={28} />
    </g>
  );
}

/** Another seat's last move on this hex: a ring and a badge with the player's symbol (drawn last, on top). */
function RecentRing({ player, points, at }: { player: string; points: string; at: Point }) {
  const style = seatStyle(player);
  return (
    <g className="tk-recent" data-recent={player} pointerEvents="none">
      <polygon points={points} fill="none" stroke="#111" strokeWidth="5" />
      <polygon points={points} fill="none" stroke={style.colour} strokeWidth="3" strokeDasharray="8 4" />
      <circle cx={at.x} cy={at.y} r={9} fill={style.colour} stroke="#fff" strokeWidth="2" />
      <text x={at.x} y={at.y + 4} textAnchor="middle" fontSize="10" fontWeight="700" fill={style.ink}>
        {style.symbol}
      </text>
    </g>
  );
}

function HexSpaceImpl({
  id,
  space,
  occupants,
  highlight,
  focusable,
  label,
  recent,
  onActivate,
  onInspect,
  onArrow,
}: HexSpaceProps) {
  const geo = HEXES[id];
  const { x, y } = geo.centre;
  const recentLabel = useRecentLabel(recent);
  const actionable = highlight !== null && highlight.kind !== 'selected';
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onActivate(id);
    } else if (e.key.startsWith('Arrow')) {
      e.preventDefault();
      onArrow(id, e.key);
    }
  };
  const chips = occupants ?? [];
  return (
    <g
      className={['tk-hex', `tk-${space.kind ?? 'empty'}`, highlight ? `is-${highlight.kind}` : '']
        .filter(Boolean)
        .join(' ')}
      data-testid={`hex-${id}`}
      data-motion-anchor={`hex:${id}`}
      data-kind={space.kind ?? 'empty'}
      data-highlight={highlight?.kind}
      data-badge={highlight?.badge}
      role="button"
      aria-label={recent === undefined ? label : `${label}, ${recentLabel}`}
      aria-disabled={actionable ? undefined : 'true'}
      tabIndex={focusable ? 0 : -1}
      onClick={() => onActivate(id)}
      onKeyDown={onKeyDown}
      onFocus={() => onInspect(id)}
      // Only a pointer that really moves here: the map drawn under a resting pointer (a table just started) is not pointed at.
      onMouseMove={() => onInspect(id)}
    >
      <polygon className="tk-hex-shape" points={geo.points} />
      {space.kind !== null && (
        // A placed tile comes from where it was shown drawn (the kit's motion).
        <g
          data-motion={space.tile !== null ? `tile:${space.tile}` : undefined}
          data-motion-from={space.tile !== null ? `tile:${space.tile}` : undefined}
        >
          <TerrainGlyph
            kind={space.kind}
            centre={geo.centre}
            value={space.templeValue}
            treasures={space.treasuresLeft}
            seed={space.tile ?? `printed-${id}`}
          />
          <Stones stones={space.stones} centre={geo.centre} />
        </g>
      )}
      {space.camp !== null && <CampMarker player={space.camp} at={{ x: x - 24, y: y - 20 }} space={id} />}
      {/* Left of the pyramid: its value sits on its right shoulder (camps are never on temples). */}
      {space.guard !== null && <GuardMarker player={space.guard} at={{ x: x - 27, y: y - 14 }} space={id} />}
      {chips.map((o, i) => (
        <OccupantChip
          key={o.player}
          player={o.player}
          leader={o.leader}
          explorers={o.explorers}
          from={o.from}
          space={id}
          x={x - CHIP_W - 1 + (i % 2) * (CHIP_W + 2)}
          y={y + 8 + Math.floor(i / 2) * (CHIP_H + 2) - (chips.length > 2 ? 12 : 0)}
        />
      ))}
      {recent !== undefined && <RecentRing player={recent} points={geo.points} at={{ x, y: y - 30 }} />}
      {highlight?.badge && (
        <g className="tk-badge" pointerEvents="none">
          <rect x={x + 4} y={y - 9} width={36} height={16} rx={8} />
          <text x={x + 22} y={y + 3} textAnchor="middle" fontSize="11" fontWeight="700">
            {highlight.badge}
          </text>
        </g>
      )}
    </g>
  );
}

export const HexSpace = memo(HexSpaceImpl);
