import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_CAMP, spaceAt, TERRAIN_TILES, type Space } from '../../../games/tikal';
import { actingAs, campFor, lay, matchWith, put } from '../../../games/tikal/test/helpers';
import { ScoringTrack, scoringRounds } from './ScoringTrack';
import { renderBoard } from './testing';
import { TileCard } from './TileCard';
import { TerrainGlyph } from './TileArt';

afterEach(cleanup);

const CENTRE = { x: 0, y: 0 };

function glyph(kind: Parameters<typeof TerrainGlyph>[0]['kind'], value = 0, treasures = 0): Element {
  const { container } = render(
    <svg>
      <TerrainGlyph kind={kind} centre={CENTRE} value={value} treasures={treasures} seed="A1" />
    </svg>,
  );
  return container.querySelector('.tk-glyph')!;
}

/** The number of stones drawn on each edge N..NW, read from the drawing. */
function stonesPerEdge(root: Element): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const stone of Array.from(root.querySelectorAll('.tk-stones rect')))
    counts[Number(stone.getAttribute('data-edge'))] += 1;
  return counts;
}

describe('the terrain drawn from the tile data', () => {
  it('draws each of the 36 tiles as its kind, with its value or treasures and its stones per edge', () => {
    for (const tile of TERRAIN_TILES) {
      const { container, unmount } = render(<TileCard tileId={tile.id} label={tile.id} />);
      const art = container.querySelector('[data-terrain]')!;
      expect(art.getAttribute('data-terrain'), tile.id).toBe(tile.kind);
      expect(stonesPerEdge(container), tile.id).toEqual([...tile.stones]);
      if (tile.kind === 'temple')
        expect(art.querySelector('[data-tiers]')?.getAttribute('data-tiers'), tile.id).toBe(String(tile.templeValue));
      if (tile.kind === 'ruin')
        expect(art.querySelector('[data-treasures]')?.getAttribute('data-treasures'), tile.id).toBe(
          String(tile.treasures),
        );
      unmount();
    }
  });

  it('draws a few tiles exactly: a temple of 6, a ruin of 4, a volcano, a clearing with one stone on three edges', () => {
    render(
      <>
        <TileCard tileId="E1" label="E1" />
        <TileCard tileId="A2" label="A2" />
        <TileCard tileId="F2" label="F2" />
        <TileCard tileId="A3" label="A3" />
      </>,
    );
    const e1 = screen.getByTestId('tile-card-E1');
    expect(e1.querySelector('[data-tiers]')?.getAttribute('data-tiers')).toBe('6');
    expect(e1.querySelector('.tk-value-text')?.textContent).toBe('6');
    expect(stonesPerEdge(e1)).toEqual([0, 0, 0, 3, 0, 0]);
    const a2 = screen.getByTestId('tile-card-A2');
    expect(a2.querySelector('.tk-treasure-token + text')?.textContent).toBe('4');
    // Four face-down tokens stacked: one disc each.
    expect(a2.querySelector('.tk-treasure-stack')?.getAttribute('d')?.match(/M/g)).toHaveLength(4);
    const f2 = screen.getByTestId('tile-card-F2');
    expect(f2.querySelector('.tk-volcano-cone')).not.toBeNull();
    expect(f2.querySelector('.tk-canopy')).toBeNull();
    expect(f2.querySelectorAll('.tk-stones rect')).toHaveLength(0);
    expect(stonesPerEdge(screen.getByTestId('tile-card-A3'))).toEqual([1, 1, 0, 1, 0, 0]);
    expect(screen.getByTestId('tile-card-A3').querySelector('.tk-glade')).not.toBeNull();
  });

  it('turns the stones with the tile: D1 turned once has its three stones on the south-west edge', () => {
    render(<TileCard tileId="D1" rotation={1} label="D1" />);
    expect(stonesPerEdge(screen.getByTestId('tile-card-D1'))).toEqual([0, 0, 0, 0, 3, 0]);
  });

  it('draws a temple of level n as a pyramid of n tiers, up to 10, with its number', () => {
    for (let level = 1; level <= 10; level++) {
      const art = glyph('temple', level);
      expect(art.querySelector('[data-tiers]')?.getAttribute('data-tiers')).toBe(String(level));
      // A line between each two tiers, and the lintel of the shrine's door.
      const lines = art.querySelector('.tk-pyramid-tiers')?.getAttribute('d') ?? '';
      expect(lines.match(/H/g)?.length ?? 0, `level ${level}`).toBe(level - 1 + 1);
      expect(art.querySelector('.tk-value-text')?.textContent).toBe(String(level));
      cleanup();
    }
    expect(glyph('temple', 1).querySelector('.tk-pyramid')?.getAttribute('d')).toBe(
      'M27 8L27 4.8L6 4.8L6 -2.2L8 -2.2L0 -8.2L-8 -2.2L-6 -2.2L-6 4.8L-27 4.8L-27 8Z',
    );
    cleanup();
    expect(glyph('temple', 3).querySelector('.tk-pyramid-tiers')?.getAttribute('d')).toBe(
      'M-24.8 4.8H24.8M-22.6 1.6H22.6M-3 8V-1.6M3 8V-1.6M-2 -1.6V-5.6H2V-1.6',
    );
  });

  it('places the trees by the tile: two clearings differ, the same tile is drawn the same', () => {
    const tree = (seed: string) => {
      const { container, unmount } = render(
        <svg>
          <TerrainGlyph kind="clearing" centre={CENTRE} value={0} treasures={0} seed={seed} />
        </svg>,
      );
      const d = container.querySelector('.tk-canopy')?.getAttribute('d');
      unmount();
      return d;
    };
    expect(tree('C2')).not.toBe(tree('C3'));
    expect(tree('C2')).toBe(tree('C2'));
  });

  it('shows an emptied ruin without a count or treasure stack', () => {
    const art = glyph('ruin', 0, 0);
    expect(art.querySelector('.tk-treasure-stack')).toBeNull();
    expect(art.querySelector('.tk-glyph-value')).toBeNull();
    expect(art.querySelector('.tk-ruin-walls')).not.toBeNull();
  });
});

describe('the pieces on the map', () => {
  it("are the art kit's pieces in the seat's colour and shape: leader, explorers with their count, tent, guard", () => {
    const TEMPLE = spaceAt(2, 3);
    const state = matchWith(3, (G) => {
      lay(G, TEMPLE, 'D1', 1);
      put(G, '0', 'leader', BASE_CAMP);
      put(G, '0', 'explorer', BASE_CAMP, 2);
      put(G, '1', 'explorer', BASE_CAMP);
      campFor(G, '1', spaceAt(1, 3));
      G.spaces[TEMPLE].guard = '2';
      actingAs(G, '0');
    });
    renderBoard(state);
    const pieces = (space: number) =>
      Array.from(screen.getByTestId(`hex-${space}`).querySelectorAll('[data-piece]')).map(
        (e) =>
          `${e.getAttribute('data-piece')}:${e.getAttribute('data-player')}:${e.getAttribute('data-shape')}:${e.querySelector('path')?.getAttribute('fill')}`,
      );
    expect(pieces(BASE_CAMP)).toEqual([
      'leader:0:circle:#0072B2',
      'meeple:0:circle:#0072B2',
      'meeple:1:triangle:#E69F00',
    ]);
    expect(
      Array.from(screen.getByTestId(`hex-${BASE_CAMP}`).querySelectorAll('.tk-chip-count')).map((e) => e.textContent),
    ).toEqual(['2', '1']);
    expect(pieces(spaceAt(1, 3))).toEqual(['tent:1:triangle:#E69F00']);
    expect(pieces(TEMPLE)).toEqual(['guard:2:square:#009E73']);
  });
});

describe('the scoring rounds on the map', () => {
  const spaces = (volcanoes: number) =>
    Array.from({ length: 40 }, (_, i) => ({ kind: i < volcanoes ? 'volcano' : 'clearing' }) as Space);

  it('count the volcanoes scored, the one being scored, and the final scoring', () => {
    const states = (G: Parameters<typeof scoringRounds>[0]) =>
      scoringRounds(G).map((r) => `${r.kind}${r.n}:${r.state}`);
    expect(states({ spaces: spaces(0), volcano: null, phase: 'play' })).toEqual([
      'volcano1:toCome',
      'volcano2:toCome',
      'volcano3:toCome',
      'final4:toCome',
    ]);
    expect(
      states({ spaces: spaces(1), volcano: { drawer: '0', tile: 'D3', queue: ['0', '1'] }, phase: 'volcano' }),
    ).toEqual(['volcano1:done', 'volcano2:now', 'volcano3:toCome', 'final4:toCome']);
    expect(states({ spaces: spaces(2), volcano: null, phase: 'play' })).toEqual([
      'volcano1:done',
      'volcano2:done',
      'volcano3:toCome',
      'final4:toCome',
    ]);
    expect(states({ spaces: spaces(3), volcano: null, phase: 'final' })).toEqual([
      'volcano1:done',
      'volcano2:done',
      'volcano3:done',
      'final4:now',
    ]);
    expect(states({ spaces: spaces(3), volcano: null, phase: 'over' })).toEqual([
      'volcano1:done',
      'volcano2:done',
      'volcano3:done',
      'final4:done',
    ]);
  });

  it('name each round and its state for screen readers', () => {
    const t = (key: string, params?: Record<string, string | number>) =>
      `${key}${params ? JSON.stringify(params) : ''}`;
    render(
      <ScoringTrack
        t={t}
        rounds={scoringRounds({
          spaces: spaces(1),
          volcano: { drawer: '0', tile: 'D3', queue: ['0'] },
          phase: 'volcano',
        })}
      />,
    );
    expect(screen.getByRole('group', { name: 'board.scoringRounds' })).not.toBeNull();
    expect(Array.from(document.querySelectorAll('.tk-round .visually-hidden')).map((e) => e.textContent)).toEqual([
      'board.volcanoRound{"n":1}: board.roundState.done',
      'board.volcanoRound{"n":2}: board.roundState.now',
      'board.volcanoRound{"n":3}: board.roundState.toCome',
      'phases.final: board.roundState.toCome',
    ]);
    expect(
      Array.from(document.querySelectorAll('.tk-round [data-icon]')).map((e) => e.getAttribute('data-icon')),
    ).toEqual(['volcano', 'volcano', 'volcano', 'pyramid']);
  });
});
