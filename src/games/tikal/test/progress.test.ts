import { describe, expect, it } from 'vitest';
import { progressOf } from '../../../engine/contract';
import { tikalSpec } from '../spec';
import { startMatch } from './helpers';

// Progress: the 36 terrain tiles placed (rules reference §2: 15 temples, 10
// clearings, 8 ruins, 3 volcanoes); the final scoring follows the last one.
describe('Tikal progress', () => {
  it('counts the terrain tiles placed out of 36', () => {
    const G = structuredClone(startMatch(2).G);
    expect(progressOf(tikalSpec, G)).toBe(0);
    G.tilesPlaced = 9;
    expect(progressOf(tikalSpec, G)).toBe(25);
    G.tilesPlaced = 35;
    expect(progressOf(tikalSpec, G)).toBe(97);
  });

  it('stays at 99 through the final scoring and is 100 at the end', () => {
    const G = structuredClone(startMatch(2).G);
    G.tilesPlaced = 36;
    expect(progressOf(tikalSpec, G)).toBe(99);
    G.result = { winners: ['1'], winner: '1', scores: { 0: 40, 1: 50 }, breakdown: {} };
    expect(progressOf(tikalSpec, G)).toBe(100);
  });
});
