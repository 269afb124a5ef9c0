// The drawing from the map data: every territory of every map gets its biome's
// ground, texture, terrain and symbol; borders shared by two territories are drawn
// as one line; connections carry their numbers as land bridges or water crossings;
// mountains are drawn peaks; the score track has its 50 cells round the map; the
// pieces are the kit's in each tribe's shape; the home page's picture draws the map.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MAPS, type MapDef } from '../../../games/iwari';
import { matchWith, tents, totems } from '../../../games/iwari/test/helpers';
import { mapArt, trackCells, wobblyOutline, TRACK_MARGIN } from './art';
import CardPicture from './CardPicture';
import { BIOME_STYLES, Tent, Totem } from './pieces';
import { Terrain } from './Terrain';
import { renderBoard } from './testing';

afterEach(cleanup);

const maps = Object.values(MAPS) as MapDef[];

describe.each(maps.map((m) => [m.id, m] as const))('the drawing of %s', (_id, def) => {
  it("gives every territory its biome's ground, texture and strewn terrain", () => {
    const { container } = render(
      <svg>
        <Terrain def={def} uid="t" />
      </svg>,
    );
    const drawn = Array.from(container.querySelectorAll('[data-terrain]'));
    expect(drawn.map((g) => g.getAttribute('data-terrain'))).toEqual(def.territories.map((t) => t.id));
    for (const t of def.territories) {
      const g = container.querySelector(`[data-terrain="${t.id}"]`)!;
      const [ground, texture, ...terrain] = Array.from(g.querySelectorAll('path'));
      expect(g.getAttribute('data-biome')).toBe(t.biome);
      expect(ground.getAttribute('fill')).toBe(BIOME_STYLES[t.biome].land);
      expect(texture.getAttribute('fill')).toBe(`url(#t-pat-${t.biome})`);
      expect(container.querySelector(`pattern#t-pat-${t.biome}`)).not.toBeNull();
      // Something of the biome is strewn on every territory, in the biome's terrain colour.
      expect(terrain.length, t.id).toBeGreaterThan(0);
      for (const p of terrain)
        expect([p.getAttribute('fill'), p.getAttribute('stroke')]).toContain(BIOME_STYLES[t.biome].deco);
    }
  });

  it('draws a land bridge for each land connection and a crossing for each water one, and every number on the map', () => {
    const art = mapArt(def);
    expect(art.bridges.map((b) => [b.n, b.kind])).toEqual(def.connections.map((c) => [c.n, c.kind]));
    const { container } = render(
      <svg>
        <Terrain def={def} uid="t" />
      </svg>,
    );
    expect(container.querySelectorAll('[data-bridge="land"]')).toHaveLength(
      def.connections.filter((c) => c.kind === 'land').length,
    );
    expect(container.querySelectorAll('[data-bridge="water"]')).toHaveLength(
      def.connections.filter((c) => c.kind === 'water').length,
    );
    // A water crossing runs from one side's totem circle through its number to the other's.
    for (const b of art.bridges.filter((x) => x.kind === 'water')) {
      const c = def.connections.find((x) => x.n === b.n)!;
      expect(b.route).toBe(
        `M${def.layout.totems[c.a].join(' ')}L${b.at.join(' ')}L${def.layout.totems[c.b].join(' ')}`,
      );
    }
  });

  it('puts every territory on the board with its symbol and name, every connection with its number, every mountain as peaks', () => {
    const state = matchWith(4, () => undefined, { map: def.id });
    renderBoard(state, '0');
    for (const t of def.territories) {
      const el = screen.getByTestId(`territory-${t.id}`);
      expect(el.querySelector('[data-emblem]')?.getAttribute('data-emblem')).toBe(t.biome);
      expect(el.querySelector('.iw-territory-label')?.textContent).toBe(`${BIOME_STYLES[t.biome].symbol}${t.number}`);
    }
    // Tundra 1 as the sentences name it: the tundra's emblem and the number 1, not the id TU1.
    expect(screen.getByTestId('territory-TU1').querySelector('.iw-territory-label')?.textContent?.slice(-1)).toBe('1');
    for (const c of def.connections) {
      const el = screen.getByTestId(`connection-${c.n}`);
      expect(el.getAttribute('data-kind')).toBe(c.kind);
      expect(el.querySelector('.iw-connection-no')?.textContent).toBe(String(c.n));
      const covered = state.G.mountains.includes(c.n);
      // A mountain on the connection: drawn peaks, as many as its kind; a mountain symbol not covered: small peaks.
      if (covered)
        expect(el.querySelector('[data-testid^="mountain-"]')?.getAttribute('data-peaks')).toBe(String(c.mountain));
      else if (c.mountain !== undefined)
        expect(el.querySelector('.iw-peaks')?.getAttribute('data-peaks')).toBe(String(c.mountain));
      else expect(el.querySelector('.iw-peaks, .iw-mountain')).toBeNull();
    }
    if (def.usesMountains) expect(state.G.mountains.length).toBeGreaterThan(0);
  });
});

describe('the drawing', () => {
  it('bends a border shared by two territories the same way from both sides', () => {
    const a = wobblyOutline([
      [0, 0],
      [100, 0],
      [100, 80],
      [0, 80],
    ]);
    const b = wobblyOutline([
      [100, 0],
      [200, 0],
      [200, 80],
      [100, 80],
    ]);
    // a's right edge runs down x = 100, b's left edge up it: the same bent points.
    const points = (d: string) =>
      d
        .slice(1, -1)
        .split('L')
        .map((p) => p.split(' ').map(Number));
    const right = points(a)
      .filter(([x]) => Math.abs(x - 100) < 3)
      .map((p) => p.join(','))
      .sort();
    const left = points(b)
      .filter(([x]) => Math.abs(x - 100) < 3)
      .map((p) => p.join(','))
      .sort();
    expect(right).toEqual(left);
    expect(right.length).toBe(11);
    expect(right.some((p) => Number(p.split(',')[0]) !== 100)).toBe(true);
  });

  it('lays 50 score cells round the map, clockwise from the top-left corner, joined edge to edge', () => {
    const cells = trackCells(440, 320);
    expect(cells).toHaveLength(50);
    expect(cells[0]).toEqual({ n: 0, x: 0, y: 0, w: TRACK_MARGIN, h: TRACK_MARGIN });
    // 13 cells across the top and 10 down each side besides the corners.
    expect(cells.filter((c) => c.y === 0)).toHaveLength(15);
    expect(cells.filter((c) => c.x === 440 + TRACK_MARGIN && c.y > 0 && c.y < 320 + TRACK_MARGIN)).toHaveLength(10);
    expect(cells[14]).toEqual({ n: 14, x: 462, y: 0, w: 22, h: 22 });
    for (let i = 1; i < 50; i++) {
      const [p, c] = [cells[i - 1], cells[i]];
      const touching =
        Math.abs(p.x + p.w - c.x) < 0.2 ||
        Math.abs(c.x + c.w - p.x) < 0.2 ||
        Math.abs(p.y + p.h - c.y) < 0.2 ||
        Math.abs(c.y + c.h - p.y) < 0.2;
      expect(touching, `cells ${i - 1} and ${i}`).toBe(true);
    }
  });

  it("draws tents and totems as the kit's pieces in their tribe's colour and shape, the third tribe a grey hexagon", () => {
    const { container } = render(
      <svg>
        <Tent tribe="0" x={10} y={10} motion="tent:0:0" from="panel:0" />
        <Tent tribe="4" x={10} y={10} />
        <Tent tribe="N" x={10} y={10} />
        <Totem tribe="2" x={0} y={0} motion="totem:2:TU1:0" />
        <Totem tribe="N" x={0} y={0} />
      </svg>,
    );
    const pieces = Array.from(container.querySelectorAll('[data-piece]')).map(
      (e) => `${e.getAttribute('data-piece')}:${e.getAttribute('data-player')}:${e.getAttribute('data-shape')}`,
    );
    expect(pieces).toEqual(['tent:0:circle', 'tent:4:star', 'tent:N:hexagon', 'totem:2:square', 'totem:N:hexagon']);
    expect(container.querySelector('[data-piece="tent"][data-player="N"] path')?.getAttribute('fill')).toBe('#8a8a8a');
    expect(container.querySelector('[data-piece="totem"][data-player="2"] path')?.getAttribute('fill')).toBe('#009E73');
    const moving = container.querySelector('[data-motion="tent:0:0"]')!;
    expect(moving.getAttribute('data-motion-from')).toBe('panel:0');
  });

  it("gives each tent and totem on the map a stable id, new ones coming from their player's panel", () => {
    const state = matchWith(3, (G) => {
      tents(G, '1', 'TU1.3', 'FO1.1');
      tents(G, '0', 'TU1.1');
      totems(G, '1', 'TU1');
    });
    renderBoard(state, '0');
    const motion = (id: string) => screen.getByTestId(id).querySelector('[data-motion]');
    expect(motion('space-TU1.3')?.getAttribute('data-motion')).toBe('tent:1:0');
    expect(motion('space-FO1.1')?.getAttribute('data-motion')).toBe('tent:1:1');
    expect(motion('space-TU1.1')?.getAttribute('data-motion')).toBe('tent:0:0');
    expect(motion('space-TU1.1')?.getAttribute('data-motion-from')).toBe('panel:0');
    expect(motion('totem-TU1')?.getAttribute('data-motion')).toBe('totem:1:TU1:0');
    // The score markers slide along the track.
    expect(
      Array.from(document.querySelectorAll('[data-testid="score-track"] [data-motion]')).map((e) =>
        e.getAttribute('data-motion'),
      ),
    ).toEqual(['score:0', 'score:1', 'score:2']);
  });

  it("draws the home page's picture of the map, hidden from screen readers", () => {
    const { container } = render(<CardPicture />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('[data-terrain]')).toHaveLength(MAPS.standinA.territories.length);
    expect(svg.querySelectorAll('.iw-connection-no')).toHaveLength(19);
    // The track's 50 cells, drawn as two paths (every fifth lighter).
    const cells = Array.from(svg.querySelectorAll('.iw-cell')).map(
      (c) => (c.getAttribute('d')?.match(/M/g) ?? []).length,
    );
    expect(cells).toEqual([40, 10]);
  });
});
