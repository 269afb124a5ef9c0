import { describe, expect, it } from 'vitest';
import { newGame, putBuilding } from '../../../games/caylus';
import type { LogEntry } from '../../../engine/contract';
import { flightsOf } from './Flights';

describe('cubes and deniers in flight', () => {
  it("sends each new line's goods between the player's panel and where they were made, paid or built", () => {
    const G = newGame(3);
    const farm = G.road.findIndex((r) => r.building === null) + 1;
    putBuilding(G, farm, 'wood_farm_food', '1');
    const lines: LogEntry[] = [
      { key: 'turnStart', params: { turn: 1, order: ['0', '1', '2'] } },
      { key: 'place', params: { player: '0', spot: 'wood_farm_food', space: farm, price: 2 } },
      { key: 'produce', params: { player: '0', building: 'wood_farm_food', cubes: ['food', 'food'] } },
      { key: 'ownerBonus', params: { player: '1', building: 'wood_farm_food', cube: 'cloth' } },
      { key: 'castleBatch', params: { player: '2', section: 'dungeon', cubes: ['food', 'wood', 'stone'], vp: 5 } },
    ];
    // From line 1: the turn's start (line 0) was shown before.
    expect(flightsOf(G, lines, 1).map((f) => `${f.what} ${f.from} → ${f.to}`)).toEqual([
      `denier panel:0 → road:${farm}`,
      `denier panel:0 → road:${farm}`,
      `food road:${farm} → panel:0`,
      `food road:${farm} → panel:0`,
      `cloth road:${farm} → panel:1`,
      'food panel:2 → castle',
      'wood panel:2 → castle',
      'stone panel:2 → castle',
    ]);
    expect(new Set(flightsOf(G, lines, 1).map((f) => f.key)).size).toBe(8);
  });
});
