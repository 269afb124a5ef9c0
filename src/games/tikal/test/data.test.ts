import { describe, expect, it } from 'vitest';
import { BASE_CAMP, NEIGHBOURS, PRINTED_HEXES, SPACE_COUNT, hexDistance, oppositeEdge, spaceAt } from '../data/board';
import { LEVEL_TILES } from '../data/levels';
import { STACK_LETTERS, TERRAIN_TILES, distinctRotations, rotateStones } from '../data/tiles';
import { allTreasureTokens } from '../data/treasures';

describe('terrain tiles (reference §2.2, §2.3)', () => {
  it('has 36 tiles: 15 temples, 10 clearings, 8 ruins, 3 volcanoes', () => {
    const count = (kind: string) => TERRAIN_TILES.filter((t) => t.kind === kind).length;
    expect(TERRAIN_TILES).toHaveLength(36);
    expect([count('temple'), count('clearing'), count('ruin'), count('volcano')]).toEqual([15, 10, 8, 3]);
  });

  it('stacks A–G hold 6, 6, 5, 5, 5, 5, 4 tiles with the volcanoes in B, D and F', () => {
    expect(STACK_LETTERS.map((l) => TERRAIN_TILES.filter((t) => t.stack === l).length)).toEqual([6, 6, 5, 5, 5, 5, 4]);
    expect(TERRAIN_TILES.filter((t) => t.kind === 'volcano').map((t) => t.stack)).toEqual(['B', 'D', 'F']);
  });

  it('temple values and ruin masks follow the reference split', () => {
    const values = TERRAIN_TILES.filter((t) => t.kind === 'temple')
      .map((t) => t.templeValue)
      .sort();
    expect(values).toEqual([1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6]);
    const masks = TERRAIN_TILES.filter((t) => t.kind === 'ruin')
      .map((t) => t.treasures)
      .sort();
    expect(masks).toEqual([2, 2, 2, 3, 3, 4, 4, 4]);
    expect(masks.reduce((a, b) => a + b, 0)).toBe(allTreasureTokens().length);
  });

  it('every non-volcano tile carries exactly 3 stones, volcanoes none', () => {
    for (const t of TERRAIN_TILES) {
      const total = t.stones.reduce((a, b) => a + b, 0);
      expect(total, t.id).toBe(t.kind === 'volcano' ? 0 : 3);
      expect(Math.max(...t.stones)).toBeLessThanOrEqual(3);
    }
  });

  it('level tiles: 48 from 2 to 10; treasures: 8 motifs × 3', () => {
    expect(LEVEL_TILES.reduce((a, b) => a + b, 0)).toBe(48);
    expect(LEVEL_TILES.slice(2)).toEqual([3, 6, 9, 11, 8, 5, 3, 2, 1]);
    const tokens = allTreasureTokens();
    expect(tokens).toHaveLength(24);
    for (let m = 0; m < 8; m++) expect(tokens.filter((t) => t === m)).toHaveLength(3);
  });
});

describe('rotation (reference §5.3)', () => {
  it('turning clockwise by k moves edge i to edge i + k', () => {
    expect(rotateStones([0, 0, 0, 3, 0, 0], 1)).toEqual([0, 0, 0, 0, 3, 0]);
    expect(rotateStones([0, 0, 0, 3, 0, 0], 3)).toEqual([3, 0, 0, 0, 0, 0]);
    expect(rotateStones([1, 0, 0, 2, 0, 0], 5)).toEqual([0, 0, 2, 0, 0, 1]);
  });

  it('D4 has 2 distinct rotations, volcanoes 1, every other tile 6', () => {
    for (const t of TERRAIN_TILES) {
      const expected = t.kind === 'volcano' ? 1 : t.id === 'D4' ? 2 : 6;
      expect(distinctRotations(t.stones), t.id).toHaveLength(expected);
    }
  });
});

describe('board (reference §2.4, §2.7)', () => {
  it('has 40 spaces, the base camp in the lower-left corner', () => {
    expect(SPACE_COUNT).toBe(40);
    expect(BASE_CAMP).toBe(spaceAt(0, 4));
  });

  it('neighbours are symmetric across opposite edges', () => {
    for (let s = 0; s < SPACE_COUNT; s++) {
      NEIGHBOURS[s].forEach((n, edge) => {
        if (n >= 0) expect(NEIGHBOURS[n][oppositeEdge(edge)]).toBe(s);
      });
    }
  });

  it('distances from the base camp match the reference table (farthest 7)', () => {
    const table = [
      [4, 4, 5, 5, 6, 6, 7, 7],
      [3, 3, 4, 4, 5, 5, 6, 7],
      [2, 2, 3, 3, 4, 5, 6, 7],
      [1, 1, 2, 3, 4, 5, 6, 7],
      [0, 1, 2, 3, 4, 5, 6, 7],
    ];
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 8; col++)
        expect(hexDistance(BASE_CAMP, spaceAt(col, row)), `${col},${row}`).toBe(table[row][col]);
    }
  });

  it('printed hexes: base camp, two temples of value 1, a clearing; every edge facing the board has a stone', () => {
    expect(PRINTED_HEXES.map((h) => [h.kind, h.templeValue])).toEqual([
      ['baseCamp', 0],
      ['temple', 1],
      ['clearing', 0],
      ['temple', 1],
    ]);
    const printed = new Set(PRINTED_HEXES.map((h) => h.space));
    for (const h of PRINTED_HEXES) {
      NEIGHBOURS[h.space].forEach((n, edge) => {
        if (n < 0) expect(h.stones[edge]).toBe(0);
        else if (!printed.has(n)) expect(h.stones[edge]).toBe(1);
      });
    }
  });
});
