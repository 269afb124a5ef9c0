// The prompt bar's and the player panels' data (moved here from the board).
import { describe, expect, it } from 'vitest';
import { counters, prompt } from '../ui';
import { act, newGame, putBuilding, runUntil, setStock } from './helpers';

describe('prompt', () => {
  it('tells the placing player the price, the inn resident that everything costs 1, and others whom they wait for', () => {
    const G = newGame(3);
    expect(prompt(G, '0')).toEqual({ key: 'placePrice', params: { price: 1 } });
    expect(prompt(G, '1')).toEqual({ key: 'waitingFor', params: { player: '0', decision: 'place' } });
    expect(prompt(G, null)).toEqual({ key: 'waitingFor', params: { player: '0', decision: 'place' } });
    act(G, '0', 'pass');
    expect(prompt(G, '1')).toEqual({ key: 'placePrice', params: { price: 2 } });
    G.inn.right = '1';
    expect(prompt(G, '1')).toEqual({ key: 'placeInn', params: {} });
  });

  it('names the decision to its player, and says the game is over to everyone at the end', () => {
    const G = newGame(3);
    act(G, '0', 'place', 'guild');
    act(G, '1', 'pass');
    act(G, '2', 'pass');
    act(G, '0', 'pass');
    expect(prompt(G, '0')).toEqual({ key: 'guild', params: {} });
    expect(prompt(G, '2')).toEqual({ key: 'waitingFor', params: { player: '0', decision: 'guild' } });
    G.castle.towers = Array<string>(14).fill('1');
    G.castle.walls = Array<string>(10).fill('1');
    G.castle.dungeon = Array<string>(6).fill('1');
    G.scoredSections = ['dungeon', 'walls'];
    runUntil(G);
    expect(G.result).not.toBeNull();
    for (const viewer of ['0', '1', '2', null]) expect(prompt(G, viewer)).toEqual({ key: 'gameOver', params: {} });
  });
});

describe('counters', () => {
  it('give deniers, the five cubes, workers, houses, points and favour columns', () => {
    const G = newGame(3);
    setStock(G, '1', { food: 3, wood: 2, stone: 1, cloth: 4, gold: 1 }, 9);
    putBuilding(G, 9, 'wood_sawmill', '1');
    G.castle.dungeon.push('1', '0', '1');
    G.players['1'].vp = 17;
    G.players['1'].favours = { prestige: 2, deniers: 0, resources: 1, buildings: 3 };
    act(G, '0', 'pass');
    act(G, '1', 'place', 'castle');
    expect(counters(G, '1')).toEqual([
      { key: 'deniers', value: 7 },
      { key: 'food', value: 3 },
      { key: 'wood', value: 2 },
      { key: 'stone', value: 1 },
      { key: 'cloth', value: 4 },
      { key: 'gold', value: 1 },
      { key: 'workersHome', value: 5 },
      { key: 'houses', value: 3 },
      { key: 'vp', value: 17 },
      { key: 'favours', value: 'P2 D0 R1 B3' },
    ]);
  });
});
