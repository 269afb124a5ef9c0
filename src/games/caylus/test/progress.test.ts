import { describe, expect, it } from 'vitest';
import { progressOf } from '../../../engine/contract';
import { caylusSpec, newGame } from '..';

// Progress: the castle's three sections a third each; within the section being
// built, the bailiff's way from the last mark (space 6 at the start, then 12 and
// 18) to the section's mark (12, 18, 24), or its houses (6, 10, 14), whichever is further.
const progress = (G: ReturnType<typeof newGame>) => progressOf(caylusSpec, G);

describe('Caylus progress', () => {
  it('is 0 with the bailiff on his start space and an empty castle', () => {
    expect(progress(newGame(3))).toBe(0);
  });

  it("follows the bailiff to the dungeon's mark", () => {
    const G = newGame(3);
    G.bailiff = 9; // half way from 6 to 12: half of the first third
    expect(progress(G)).toBe(16);
  });

  it('follows the houses when they fill the section faster', () => {
    const G = newGame(3);
    G.bailiff = 7;
    G.castle.dungeon = ['0', '1', '2', '0']; // 4 of 6 pieces
    expect(progress(G)).toBe(22);
  });

  it('counts scored sections whole and the next from the last mark', () => {
    const G = newGame(3);
    G.scoredSections = ['dungeon'];
    G.castle.dungeon = ['0', '1'];
    G.bailiff = 15; // half way from 12 to 18
    expect(progress(G)).toBe(50);
    G.castle.walls = ['0', '1', '2', '0', '1', '2', '0']; // 7 of 10 pieces
    expect(progress(G)).toBe(56);
    G.scoredSections = ['dungeon', 'walls'];
    G.bailiff = 18;
    G.castle.walls = [];
    expect(progress(G)).toBe(66);
  });

  it('stays under 100 until the game is over', () => {
    const G = newGame(3);
    G.scoredSections = ['dungeon', 'walls', 'towers'];
    expect(progress(G)).toBe(99);
    G.result = { winners: ['0'], winner: '0', scores: { 0: 30, 1: 20, 2: 10 }, breakdown: {} };
    expect(progress(G)).toBe(100);
  });
});
