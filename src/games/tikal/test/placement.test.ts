import { describe, expect, it } from 'vitest';
import { NEIGHBOURS, spaceAt } from '../data/board';
import { isLegalPlacement, legalPlacements } from '../placement';
import { lay, newState, placeTile } from './helpers';

const firstRing = [spaceAt(0, 2), spaceAt(1, 2), spaceAt(2, 3), spaceAt(2, 4)];

function spacesOf(placements: { space: number }[]): number[] {
  return [...new Set(placements.map((p) => p.space))].sort((a, b) => a - b);
}

describe('tile placement (reference §5.2, §13)', () => {
  it('the first tile can only go on the four spaces touching the start area', () => {
    const G = newState(2);
    expect(G.turn.step).toBe('place');
    expect(spacesOf(legalPlacements(G))).toEqual([...firstRing].sort((a, b) => a - b));
  });

  it('offers each distinct rotation once: 6 per space for an ordinary tile, 2 for D4', () => {
    const G = newState(2);
    G.turn.tile = 'C2';
    expect(legalPlacements(G)).toHaveLength(4 * 6);
    G.turn.tile = 'D4';
    expect(legalPlacements(G)).toHaveLength(4 * 2);
  });

  it('a tile must connect by stones: rotation decides when the neighbour has none on that edge', () => {
    const G = newState(2);
    // C2 has 3 stones on S only; laid at (0,2) unturned, its N edge is bare.
    lay(G, spaceAt(0, 2), 'C2', 0);
    G.turn.tile = 'C3';
    const above = spaceAt(0, 1); // touches only (0,2), across that bare N edge
    // C3 stones [1,1,0,1,0,0] on edges 0, 1, 3: its S edge (3) gets a stone for turns 3, 2 and 0.
    const legal = legalPlacements(G)
      .filter((p) => p.space === above)
      .map((p) => p.rotation)
      .sort();
    expect(legal).toEqual([0, 2, 3]);
    expect(isLegalPlacement(G, above, 1)).toBe(false);
    expect(isLegalPlacement(G, above, 2)).toBe(true);
  });

  it('placing sets the rotated stones, counts the tile and opens 10 AP', () => {
    const G = newState(2);
    G.turn.tile = 'C2';
    expect(placeTile(G, '0', spaceAt(0, 2), 3)).toBe(true);
    expect(G.spaces[spaceAt(0, 2)]).toMatchObject({
      kind: 'clearing',
      tile: 'C2',
      rotation: 3,
      stones: [3, 0, 0, 0, 0, 0],
    });
    expect(G.tilesPlaced).toBe(1);
    expect(G.turn).toMatchObject({ step: 'actions', ap: 10, tile: null });
    expect(G.lastPlacer).toBe('0');
  });

  it('refuses occupied, detached and off-board spaces, bad rotations and the wrong player', () => {
    const G = newState(2);
    G.turn.tile = 'C2';
    expect(placeTile(G, '0', spaceAt(0, 4), 0)).toBe(false); // the base camp
    expect(placeTile(G, '0', spaceAt(5, 0), 0)).toBe(false); // touches nothing
    expect(placeTile(G, '0', 40, 0)).toBe(false);
    expect(placeTile(G, '0', spaceAt(0, 2), 6)).toBe(false);
    expect(placeTile(G, '0', spaceAt(0, 2), 1.5)).toBe(false);
    expect(placeTile(G, '1', spaceAt(0, 2), 0)).toBe(false);
    expect(G.tilesPlaced).toBe(0);
  });

  it('an edge facing a volcano never connects, but a volcano needs only to touch', () => {
    const G = newState(2);
    lay(G, spaceAt(0, 2), 'B1'); // volcano
    const above = spaceAt(0, 1); // touches only the volcano
    G.turn.tile = 'C2';
    expect(legalPlacements(G).some((p) => p.space === above)).toBe(false);
    G.turn.tile = 'D3';
    expect(legalPlacements(G).some((p) => p.space === above)).toBe(true);
    expect(legalPlacements(G).filter((p) => p.space === above)).toEqual([{ space: above, rotation: 0 }]);
  });

  it('stones facing a volcano do not connect; the same tile turned towards a bare explored edge does', () => {
    const G = newState(2);
    lay(G, spaceAt(0, 2), 'B1'); // volcano
    lay(G, spaceAt(1, 2), 'C2', 0); // its N edge is bare
    const target = spaceAt(1, 1); // touches the volcano (SW edge) and the bare N edge of C2 (S edge)
    G.turn.tile = 'C2';
    expect(isLegalPlacement(G, target, 1)).toBe(false); // 3 stones on SW, facing the volcano
    expect(isLegalPlacement(G, target, 0)).toBe(true); // 3 stones on S, facing C2's bare edge
    expect(
      legalPlacements(G)
        .filter((p) => p.space === target)
        .map((p) => p.rotation),
    ).toEqual([0]);
  });

  it('[§15.11] when no space connects by stones, any space touching an explored hex is allowed', () => {
    const G = newState(2);
    for (const s of firstRing) lay(G, s, ['B1', 'D3', 'F2', 'B1'][firstRing.indexOf(s)]);
    G.turn.tile = 'C2';
    const legal = legalPlacements(G);
    expect(legal.length).toBeGreaterThan(0);
    for (const p of legal) {
      expect(G.spaces[p.space].kind).toBeNull();
      expect(NEIGHBOURS[p.space].some((n) => n >= 0 && G.spaces[n].kind === 'volcano')).toBe(true);
    }
    expect(placeTile(G, '0', legal[0].space, 4)).toBe(true);
  });

  it('a ruin gets face-down tokens from the supply; only their count is public', () => {
    const G = newState(2);
    G.turn.tile = 'A2'; // 4 masks
    expect(placeTile(G, '0', spaceAt(0, 2), 0)).toBe(true);
    expect(G.spaces[spaceAt(0, 2)].treasuresLeft).toBe(4);
    expect(G.secret?.ruinTokens[spaceAt(0, 2)]).toHaveLength(4);
    expect(G.treasureSupplyCount).toBe(20);
    expect(G.secret?.treasureSupply).toHaveLength(20);
  });
});
