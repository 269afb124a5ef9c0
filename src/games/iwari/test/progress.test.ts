import { describe, expect, it } from 'vitest';
import { progressOf } from '../../../engine/contract';
import { iwariSpec } from '../spec';
import { log } from '../ui';
import { startMatch } from './helpers';

// Progress: the journey ends at the deck's second exhaustion or a player's last
// tent. Cards (rules reference §2): 13 tundra, 12 forest, 11 glacier, 11 coast,
// 10 desert = 57; at 2 or 3 players two of each biome leave the game: 47 in play.
// At 2 players 2 hands of 3 and a display of 4 leave a first deck of 37 cards.
describe('Iwari progress', () => {
  it('is 0 before the first card is drawn', () => {
    const G = startMatch(2).G;
    expect(G.deckSize).toBe(37);
    expect(progressOf(iwariSpec, G)).toBe(0);
  });

  it('counts the first pass through the deck as the first half', () => {
    const G = structuredClone(startMatch(2).G);
    G.deckSize = 37 - 20; // 20 of 37 cards drawn: 27% of the game
    expect(progressOf(iwariSpec, G)).toBe(27);
  });

  it('counts the second pass from the size the reshuffle gave the deck', () => {
    const G = structuredClone(startMatch(2).G);
    G.exhaustions = 1;
    log(G, 'reshuffle', { cards: 24 });
    G.deckSize = 18; // 6 of 24 drawn: a quarter of the second half
    expect(progressOf(iwariSpec, G)).toBe(62);
  });

  it("goes by a player's tents when they run out faster", () => {
    const G = structuredClone(startMatch(2).G);
    G.supply['1'].tents = 5; // 15 of 20 placed
    expect(progressOf(iwariSpec, G)).toBe(75);
  });

  it('stays at 99 once the end is triggered, until the game is over', () => {
    const G = structuredClone(startMatch(2).G);
    G.exhaustions = 2;
    G.deckSize = 0;
    expect(progressOf(iwariSpec, G)).toBe(99);
  });
});
