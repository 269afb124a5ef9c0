// Static hex geometry of the Tikal board, computed once at load: the layout never
// changes, so no render pays for it. Flat-topped hexes in the engine's "odd-q"
// layout (odd columns sit half a hex lower), edges N, NE, SE, S, SW, NW.
import { BOARD_COLUMNS, BOARD_ROWS, SPACE_COUNT, colOf, rowOf, spaceAt, type SpaceId } from '../../../games/tikal';

/** Centre-to-corner radius of a hex in SVG units. */
export const HEX_RADIUS = 50;
const APOTHEM = (HEX_RADIUS * Math.sqrt(3)) / 2;
const MARGIN = 6;

export const VIEW_WIDTH = HEX_RADIUS * 1.5 * (BOARD_COLUMNS - 1) + HEX_RADIUS * 2 + MARGIN * 2;
export const VIEW_HEIGHT = APOTHEM * 2 * (BOARD_ROWS + 0.5) + MARGIN * 2;

export interface Point {
  x: number;
  y: number;
}

export interface HexGeometry {
  space: SpaceId;
  centre: Point;
  /** The polygon's `points` attribute. */
  points: string;
  /** Per edge: where its stones sit (a little inside the edge) and the edge's direction. */
  edges: readonly { mid: Point; along: Point }[];
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Corner k at angle 60°·k from the right, clockwise on screen (y grows downwards). */
function corner(c: Point, k: number, radius = HEX_RADIUS): Point {
  const a = (Math.PI / 3) * k;
  return { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
}

/** The polygon points of a hex of `radius` around `c`. */
export function hexPoints(c: Point, radius = HEX_RADIUS): string {
  return Array.from({ length: 6 }, (_, k) => corner(c, k, radius))
    .map((p) => `${round(p.x)},${round(p.y)}`)
    .join(' ');
}

/** Stone positions of edge `edge` (0 = N) of a hex of `radius` around `c`. */
export function edgeFrame(c: Point, edge: number, radius = HEX_RADIUS): { mid: Point; along: Point } {
  // Edge midpoints lie at −90°, −30°, 30°, 90°, 150°, 210° for N..NW.
  const a = ((-90 + 60 * edge) * Math.PI) / 180;
  const inset = ((radius * Math.sqrt(3)) / 2) * 0.8;
  return {
    mid: { x: round(c.x + inset * Math.cos(a)), y: round(c.y + inset * Math.sin(a)) },
    along: { x: -Math.sin(a), y: Math.cos(a) },
  };
}

function centreOf(space: SpaceId): Point {
  const col = colOf(space);
  const row = rowOf(space);
  return {
    x: round(MARGIN + HEX_RADIUS + HEX_RADIUS * 1.5 * col),
    y: round(MARGIN + APOTHEM + APOTHEM * 2 * (row + (col & 1 ? 0.5 : 0))),
  };
}

export const HEXES: readonly HexGeometry[] = Array.from({ length: SPACE_COUNT }, (_, space) => {
  const centre = centreOf(space);
  return {
    space,
    centre,
    points: hexPoints(centre),
    edges: Array.from({ length: 6 }, (_, edge) => edgeFrame(centre, edge)),
  };
});

/**
 * The space an arrow key leads to from `space` (roving focus over the map), or the
 * same space at the board's edge. Up and down keep the column; left and right keep
 * the row, which on a hex grid reads as "the next hex over".
 */
export function spaceInDirection(space: SpaceId, key: string): SpaceId {
  const col = colOf(space);
  const row = rowOf(space);
  const clampCol = (c: number) => Math.max(0, Math.min(BOARD_COLUMNS - 1, c));
  const clampRow = (r: number) => Math.max(0, Math.min(BOARD_ROWS - 1, r));
  switch (key) {
    case 'ArrowLeft':
      return spaceAt(clampCol(col - 1), row);
    case 'ArrowRight':
      return spaceAt(clampCol(col + 1), row);
    case 'ArrowUp':
      return spaceAt(col, clampRow(row - 1));
    case 'ArrowDown':
      return spaceAt(col, clampRow(row + 1));
    default:
      return space;
  }
}
