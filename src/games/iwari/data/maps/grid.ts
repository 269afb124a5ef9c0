import type { MapLayout } from './types';

// Drawing positions for maps laid out on a grid of rectangular territories: each
// territory a cell (or a given box), each tent space at a position relative to its
// box (0–1). Only the board reads the result.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface GridTerritory {
  box: Box;
  /** Relative [x, y] of spaces 1, 2, … */
  spaces: [number, number][];
  /** Relative position of the totem circle. */
  totem: [number, number];
  /** Draw as an island (rounded octagon) rather than a rectangle. */
  island?: boolean;
}

function outline(box: Box, island: boolean): [number, number][] {
  const { x, y, w, h } = box;
  if (!island)
    return [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ];
  const c = Math.min(w, h) * 0.28;
  return [
    [x + c, y],
    [x + w - c, y],
    [x + w, y + c],
    [x + w, y + h - c],
    [x + w - c, y + h],
    [x + c, y + h],
    [x, y + h - c],
    [x, y + c],
  ];
}

const round = (v: number) => Math.round(v * 10) / 10;

export function gridLayout(
  width: number,
  height: number,
  territories: Record<string, GridTerritory>,
  connections: Record<number, [number, number]>,
): MapLayout {
  const layout: MapLayout = { width, height, outlines: {}, spaces: {}, totems: {}, connections };
  for (const [id, t] of Object.entries(territories)) {
    const at = ([rx, ry]: [number, number]): [number, number] => [
      round(t.box.x + rx * t.box.w),
      round(t.box.y + ry * t.box.h),
    ];
    layout.outlines[id] = outline(t.box, t.island === true);
    t.spaces.forEach((p, i) => {
      layout.spaces[`${id}.${i + 1}`] = at(p);
    });
    layout.totems[id] = at(t.totem);
  }
  return layout;
}

/** The cell of a grid: columns and rows from 0, cells `w` × `h`, the grid's corner at (x0, y0). */
export function cell(col: number, row: number, w = 100, h = 85, x0 = 20, y0 = 30): Box {
  return { x: x0 + col * w, y: y0 + row * h, w, h };
}
