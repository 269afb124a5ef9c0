import { describe, expect, it } from 'vitest';
import { CHARACTERS, character, characterVp, type CharacterId } from '../data/characters';
import { finalScoring, winnersOf } from '../scoring';
import type { TroyesState } from '../state';
import { atActions, dice, fill, logged, must, newState, reveal } from './helpers';

// Final scoring (reference §10): VP of play, tradesmen slots, uncountered events
// with an own cube, cathedral levels without one, every dealt character for every
// player; the tie-break chosen in RULES.md.

describe('each character pays 1, 3 or 6 VP by step, for whoever holds what it counts', () => {
  // Hugues de Payns: 5, 10, 15 influence (reference §10.1); the other steps are the stand-ins of RULES.md.
  const cases: [CharacterId, [number, number][]][] = [
    [
      'hugues',
      [
        [4, 0],
        [5, 1],
        [9, 1],
        [10, 3],
        [14, 3],
        [15, 6],
        [20, 6],
      ],
    ],
    [
      'thibaut',
      [
        [9, 0],
        [10, 1],
        [19, 1],
        [20, 3],
        [30, 6],
        [55, 6],
      ],
    ],
    [
      'urbain',
      [
        [1, 0],
        [2, 1],
        [3, 1],
        [4, 3],
        [6, 6],
        [9, 6],
      ],
    ],
    [
      'florentin',
      [
        [1, 0],
        [2, 1],
        [3, 3],
        [4, 6],
        [6, 6],
      ],
    ],
    [
      'chretien',
      [
        [2, 0],
        [3, 1],
        [5, 3],
        [6, 3],
        [7, 6],
      ],
    ],
    [
      'henri',
      [
        [0, 0],
        [1, 1],
        [2, 1],
        [3, 3],
        [5, 6],
        [7, 6],
      ],
    ],
  ];
  it('covers all six', () => expect(cases.map((c) => c[0]).sort()).toEqual(CHARACTERS.map((c) => c.id).sort()));
  it.each(cases)('%s', (id, steps) => {
    for (const [count, vp] of steps) expect(characterVp(character(id), count), `${id} ${count}`).toBe(vp);
  });
});

function endPosition(): TroyesState {
  const G = atActions(newState(2));
  fill(G, 'palace', '0011nn');
  fill(G, 'bishopric', '0n1n01');
  fill(G, 'cityhall', '01n01n');
  G.players['0'].characters = ['hugues', 'thibaut'];
  G.players['1'].characters = ['urbain', 'henri'];
  Object.assign(G.players['0'], { vp: 10, influence: 12, deniers: 25 });
  Object.assign(G.players['1'], { vp: 8, influence: 3, deniers: 9, won: ['raid'] });
  G.cathedral[0] = ['0', '1', '0'];
  reveal(G, 'yellow1', 'artisan');
  reveal(G, 'red3', 'captain');
  G.cards.yellow1.tradesmen = ['1', '0'];
  G.cards.red3.tradesmen = ['0'];
  G.events[0].cubes = ['0'];
  G.events.push({ id: 'war', cubes: ['0', '1'] });
  return G;
}

describe('the final scoring', () => {
  it('adds play, tradesmen, uncountered events, the cathedral and every character, and reveals everything', () => {
    const G = endPosition();
    finalScoring(G);
    // Player 0: 10 play; tradesmen 1 (artisan slot 2) + 3 (captain slot 1); events 2 (Pillage, War); cathedral: no cube on
    // level 2 -> -2; characters: Hugues 12 influence 3, Thibaut 25 deniers 3, Urbain 2 cubes 1, Henri 0 events 0 -> 7.
    expect(G.final!['0']).toEqual({ play: 10, tradesmen: 4, events: 2, cathedral: -2, characters: 7, total: 21 });
    // Player 1: 8; artisan slot 1: 2; War 1; one level -> -4; Hugues 3 -> 0, Thibaut 9 -> 0, Urbain 1 -> 0, Henri 1 -> 1.
    expect(G.final!['1']).toEqual({ play: 8, tradesmen: 2, events: 1, cathedral: -4, characters: 1, total: 8 });
    expect(G.result).toEqual({
      winners: ['0'],
      winner: '0',
      scores: { 0: 21, 1: 8 },
      breakdown: {
        0: { play: 10, tradesmen: 4, events: 2, cathedral: -2, characters: 7 },
        1: { play: 8, tradesmen: 2, events: 1, cathedral: -4, characters: 1 },
      },
    });
    expect(G.phase).toBe('over');
    expect(logged(G, 'characters')).toEqual([
      { player: '0', characters: ['hugues', 'thibaut'] },
      { player: '1', characters: ['urbain', 'henri'] },
    ]);
    expect(logged(G, 'gameOver')).toEqual([{ winners: ['0'] }]);
  });

  it("counts Chrétien's standing citizens and Le Florentin's tradesmen", () => {
    const G = endPosition();
    G.players['0'].characters = ['chretien'];
    G.players['1'].characters = ['florentin'];
    finalScoring(G);
    // Player 0 stands on 2 + 2 + 2 = 6 spaces -> 3; 2 tradesmen -> 1. Player 1: 6 citizens -> 3; 1 tradesman -> 0.
    expect(G.final!['0'].characters).toBe(4);
    expect(G.final!['1'].characters).toBe(3);
  });

  it("the last round's end leads to it through the moves", () => {
    const G = atActions(newState(2));
    G.round = G.rounds;
    dice(G, '0', 'y2');
    dice(G, '1', '');
    must(G, '0', 'agriculture', [['0y2'], null]);
    expect(G.phase).toBe('over');
    expect(G.result?.winners.length).toBeGreaterThan(0);
  });
});

describe('ties', () => {
  it('more deniers wins, then more influence; else the victory is shared', () => {
    const G = atActions(newState(3));
    Object.assign(G.players['0'], { deniers: 4, influence: 2 });
    Object.assign(G.players['1'], { deniers: 6, influence: 1 });
    Object.assign(G.players['2'], { deniers: 6, influence: 3 });
    expect(winnersOf(G, { 0: 20, 1: 20, 2: 19 })).toEqual(['1']);
    expect(winnersOf(G, { 0: 20, 1: 20, 2: 20 })).toEqual(['2']);
    G.players['2'].influence = 1;
    expect(winnersOf(G, { 0: 20, 1: 20, 2: 20 })).toEqual(['1', '2']);
  });

  it('a shared victory is a draw with every tied winner', () => {
    const G = endPosition();
    G.players['0'].characters = [];
    G.players['1'].characters = [];
    Object.assign(G.players['0'], { vp: 0, deniers: 5, influence: 5 });
    Object.assign(G.players['1'], { vp: 0, deniers: 5, influence: 5 });
    G.cathedral[0] = ['0', '1', null];
    G.cards.yellow1.tradesmen = [];
    G.cards.red3.tradesmen = [];
    G.events = [{ id: 'pillage', cubes: ['0', '1'] }];
    finalScoring(G);
    expect(G.result).toMatchObject({ winners: ['0', '1'], draw: true, scores: { 0: -3, 1: -3 } });
    expect(G.result?.winner).toBeUndefined();
  });
});
