import { describe, expect, it } from 'vitest';
import { buildPrestige, construct, legalConstructions, legalPrestige } from '../construction';
import { incomeOf } from '../endOfTurn';
import { legalMoves } from '../moves';
import { legalPlacements } from '../placement';
import { roadSpace } from '../state';
import type { CaylusState, PlayerID } from '../state';
import { act, keys, newGame, passAll, putBuilding, runUntil, setStock } from './helpers';

/** p places on `space` (others pass until p's turn), everyone passes, bribes are declined. */
function useBuilding(G: CaylusState, p: PlayerID, space: number): void {
  G.provost = Math.max(G.provost, space);
  while (G.decision?.kind === 'place' && G.decision.player !== p) act(G, G.decision.player, 'pass');
  act(G, p, 'place', space);
  passAll(G);
  runUntil(
    G,
    'produce',
    'ownerBonus',
    'sell',
    'buy',
    'construct',
    'convert',
    'prestige',
    'trade',
    'alchemy',
    'castle',
    'favour',
    'place',
  );
}

/** The road decision ends the turn, so the next turn's base income follows at once. */
const INCOME = 2;

const cubesOf = (G: CaylusState, p: PlayerID) => ({ ...G.players[p].cubes });

describe('fixed buildings (reference §4.2)', () => {
  it('Peddler: pay 2 deniers for 1 basic cube, at most one', () => {
    const G = newGame(3);
    useBuilding(G, '0', 7);
    expect(G.decision).toEqual({ kind: 'buy', player: '0', space: 7 });
    const moves = legalMoves(G, '0');
    expect(moves.filter((m) => m.move === 'buy').map((m) => m.args[0])).toEqual([
      ['food'],
      ['wood'],
      ['stone'],
      ['cloth'],
    ]);
    const d = G.players['0'].deniers;
    act(G, '0', 'buy', ['cloth']);
    expect(G.players['0'].deniers).toBe(d - 2 + INCOME);
    expect(G.players['0'].cubes.cloth).toBe(1);
  });

  it('Carpenter: builds one wood building on the lowest empty space', () => {
    const G = newGame(3);
    useBuilding(G, '0', 8);
    expect(G.decision).toEqual({ kind: 'construct', player: '0', space: 8 });
    act(G, '0', 'build', 'wood_sawmill');
    expect(roadSpace(G, 9)).toEqual({ building: 'wood_sawmill', owner: '0', worker: null });
    expect(G.players['0'].vp).toBe(2);
    expect(G.players['0'].cubes).toMatchObject({ food: 1, wood: 0 });
    expect(G.supply).not.toContain('wood_sawmill');
  });

  it('Gold Mine: +1 gold', () => {
    const G = newGame(3);
    useBuilding(G, '0', 16);
    expect(G.players['0'].cubes.gold).toBe(1);
  });
});

describe('neutral buildings (reference §4.3)', () => {
  it('Farm: 1 food or 1 cloth', () => {
    const G = newGame(3);
    useBuilding(G, '0', 1);
    expect(legalMoves(G, '0')).toEqual([
      { move: 'produce', args: [0] },
      { move: 'produce', args: [1] },
    ]);
    act(G, '0', 'produce', 1);
    expect(cubesOf(G, '0')).toEqual({ food: 2, wood: 1, stone: 0, cloth: 1, gold: 0 });
  });

  it('Forest: 1 food or 1 wood', () => {
    const G = newGame(3);
    useBuilding(G, '0', 2);
    act(G, '0', 'produce', 1);
    expect(cubesOf(G, '0')).toEqual({ food: 2, wood: 2, stone: 0, cloth: 0, gold: 0 });
    const G2 = newGame(3);
    useBuilding(G2, '0', 2);
    act(G2, '0', 'produce', 0);
    expect(cubesOf(G2, '0')).toEqual({ food: 3, wood: 1, stone: 0, cloth: 0, gold: 0 });
  });

  it('Sawmill: 1 wood; Quarry: 1 stone (compulsory, no decision)', () => {
    const G = newGame(3);
    useBuilding(G, '0', 3);
    expect(cubesOf(G, '0')).toMatchObject({ wood: 2 });
    const G2 = newGame(3);
    useBuilding(G2, '0', 4);
    expect(cubesOf(G2, '0')).toMatchObject({ stone: 1 });
  });

  it('Marketplace: sell one cube (gold allowed) for 4', () => {
    const G = newGame(3);
    G.players['0'].cubes.gold = 1;
    useBuilding(G, '0', 5);
    expect(legalMoves(G, '0').map((m) => m.args[0])).toEqual(['food', 'wood', 'gold', undefined]);
    const d = G.players['0'].deniers;
    act(G, '0', 'sell', 'gold');
    expect(G.players['0'].deniers).toBe(d + 4 + INCOME);
    expect(G.players['0'].cubes.gold).toBe(0);
  });

  it('Carpenter (neutral): builds a wood building', () => {
    const G = newGame(3);
    useBuilding(G, '0', 6);
    expect(G.decision?.kind).toBe('construct');
  });
});

describe('wood buildings used by another player (reference §4.4)', () => {
  const cases: [string, number, Record<string, number>][] = [
    ['wood_farm_food', 0, { food: 2 + 2 }],
    ['wood_farm_food', 1, { cloth: 1 }],
    ['wood_farm_cloth', 0, { cloth: 2 }],
    ['wood_farm_cloth', 1, { food: 2 + 1 }],
  ];
  it.each(cases)('%s option %i', (id, option, expected) => {
    const G = newGame(3);
    putBuilding(G, 9, id, '1');
    useBuilding(G, '0', 9);
    expect(G.players['1'].vp).toBe(1);
    act(G, '0', 'produce', option);
    expect(cubesOf(G, '0')).toMatchObject(expected);
  });

  it('Sawmill: 2 wood; Quarry: 2 stone', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_sawmill', '1');
    putBuilding(G, 10, 'wood_quarry', '2');
    useBuilding(G, '0', 9);
    expect(cubesOf(G, '0')).toMatchObject({ wood: 3 });
    const G2 = newGame(3);
    putBuilding(G2, 10, 'wood_quarry', '2');
    useBuilding(G2, '0', 10);
    expect(cubesOf(G2, '0')).toMatchObject({ stone: 2 });
  });

  it('Marketplace: one cube for 6 (seed log: a stone sold for 6)', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_marketplace', '1');
    G.players['0'].cubes.stone = 1;
    useBuilding(G, '0', 9);
    const d = G.players['0'].deniers;
    act(G, '0', 'sell', 'stone');
    expect(G.players['0'].deniers).toBe(d + 6 + INCOME);
    expect(G.players['0'].cubes.stone).toBe(0);
  });

  it('Peddler: 1 denier for 1 basic cube or 2 for 2 (any mix), never gold', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_peddler', '1');
    useBuilding(G, '0', 9);
    const buys = legalMoves(G, '0').filter((m) => m.move === 'buy');
    expect(buys).toHaveLength(4 + 10);
    expect(buys.some((m) => JSON.stringify(m.args).includes('gold'))).toBe(false);
    const d = G.players['0'].deniers;
    act(G, '0', 'buy', ['stone', 'cloth']);
    expect(G.players['0'].deniers).toBe(d - 2 + INCOME);
    expect(cubesOf(G, '0')).toMatchObject({ stone: 1, cloth: 1 });
  });

  it('Mason: builds a stone building on the lowest empty space', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'mason', '1');
    setStock(G, '0', { food: 1, stone: 1 });
    useBuilding(G, '0', 9);
    expect(G.decision?.kind).toBe('construct');
    act(G, '0', 'build', 'park');
    expect(roadSpace(G, 10)).toEqual({ building: 'park', owner: '0', worker: null });
    expect(G.players['0'].vp).toBe(3);
    expect(cubesOf(G, '0')).toEqual({ food: 0, wood: 0, stone: 0, cloth: 0, gold: 0 });
  });

  it("Lawyer: 1 denier + 1 cloth turns a neutral tile into the player's residence (+2 VP); the tile leaves the game", () => {
    const G = newGame(3);
    putBuilding(G, 9, 'lawyer', '1');
    G.players['0'].cubes.cloth = 1;
    useBuilding(G, '0', 9);
    expect(G.decision?.kind).toBe('convert');
    const d = G.players['0'].deniers;
    act(G, '0', 'convert', 3);
    expect(roadSpace(G, 3)).toEqual({ building: 'residence', owner: '0', worker: null });
    expect(G.players['0'].vp).toBe(2);
    // 1 paid; then the next turn's income with the new residence: 2 + 1
    expect(G.players['0'].deniers).toBe(d - 1 + INCOME + 1);
    expect(G.players['0'].cubes.cloth).toBe(0);
    expect(G.supply).not.toContain('neutral_sawmill');
  });
});

describe('stone producers: worker output and owner bonus (reference §4.5)', () => {
  const cases: [string, Record<string, number>, string[]][] = [
    ['stone_farm', { food: 2 + 2, cloth: 1 }, ['food', 'cloth']],
    ['park', { wood: 1 + 2, food: 2 + 1 }, ['wood', 'food']],
    ['workshop', { stone: 2, cloth: 1 }, ['stone', 'cloth']],
  ];
  it.each(cases)('%s', (id, output, bonus) => {
    const G = newGame(3);
    putBuilding(G, 9, id, '1');
    useBuilding(G, '0', 9);
    expect(cubesOf(G, '0')).toMatchObject(output);
    expect(G.decision).toEqual({ kind: 'ownerBonus', player: '1', space: 9 });
    expect(legalMoves(G, '1').map((m) => m.args[0])).toEqual(bonus);
    const before = G.players['1'].cubes[bonus[1] as 'cloth'];
    act(G, '1', 'ownerBonus', bonus[1]);
    expect(G.players['1'].cubes[bonus[1] as 'cloth']).toBe(before + 1);
  });

  it('no bonus when the owner uses the building', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'workshop', '0');
    useBuilding(G, '0', 9);
    expect(cubesOf(G, '0')).toMatchObject({ stone: 2, cloth: 1 });
    expect(keys(G)).not.toContain('ownerBonus');
    expect(G.decision?.kind).toBe('place');
  });
});

describe('stone buildings with choices (reference §4.5)', () => {
  it('Architect: a prestige building over one of your own residences', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'architect_1', '1');
    putBuilding(G, 10, 'residence', '0');
    setStock(G, '0', { stone: 2, gold: 1 });
    useBuilding(G, '0', 9);
    expect(legalMoves(G, '0')).toEqual([
      { move: 'buildPrestige', args: ['statue', 10] },
      { move: 'decline', args: [] },
    ]);
    act(G, '0', 'buildPrestige', 'statue', 10);
    expect(roadSpace(G, 10)).toEqual({ building: 'statue', owner: '0', worker: null });
    expect(G.players['0'].vp).toBe(7);
    expect(G.decision).toEqual({ kind: 'favour', player: '0' });
  });

  const trades: [string, Record<string, number>, number, Record<string, number>, number][] = [
    // building, stock, offer, expected cubes, expected VP
    ['church', {}, 0, {}, 3],
    ['church', {}, 1, {}, 5],
    ['tailor', { cloth: 2 }, 0, { cloth: 0 }, 4],
    ['tailor', { cloth: 3 }, 1, { cloth: 0 }, 6],
    ['bank', {}, 0, { gold: 1 }, 0],
    ['bank', {}, 1, { gold: 2 }, 0],
    ['jeweller', { gold: 1 }, 0, { gold: 0 }, 5],
    ['jeweller', { gold: 2 }, 1, { gold: 0 }, 9],
  ];
  it.each(trades)('%s with %o, offer %i', (id, stock, offer, cubes, vp) => {
    const G = newGame(3);
    putBuilding(G, 9, id, '1');
    setStock(G, '0', stock, 20);
    useBuilding(G, '0', 9);
    const d = G.players['0'].deniers;
    act(G, '0', 'trade', offer);
    expect(G.players['0'].vp).toBe(vp);
    expect(cubesOf(G, '0')).toMatchObject(cubes);
    const paid = { church: [2, 4], bank: [2, 5], tailor: [0, 0], jeweller: [0, 0] }[id]![offer];
    expect(G.players['0'].deniers).toBe(d - paid + INCOME);
  });

  it('trades only offers the player can pay', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'bank', '1');
    useBuilding(G, '0', 9);
    G.players['0'].deniers = 4;
    expect(legalMoves(G, '0')).toEqual([
      { move: 'trade', args: [0] },
      { move: 'decline', args: [] },
    ]);
  });

  it('Alchemist: 2 basic cubes for 1 gold, 4 for 2 gold', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'alchemist', '1');
    setStock(G, '0', { food: 2, wood: 1, cloth: 1 });
    useBuilding(G, '0', 9);
    const sets = legalMoves(G, '0')
      .filter((m) => m.move === 'alchemy')
      .map((m) => m.args[0]);
    expect(sets).toContainEqual(['food', 'food', 'wood', 'cloth']);
    expect(sets).toContainEqual(['wood', 'cloth']);
    expect(sets).not.toContainEqual(['stone', 'food']);
    act(G, '0', 'alchemy', ['cloth', 'wood', 'food', 'food']);
    expect(cubesOf(G, '0')).toEqual({ food: 0, wood: 0, stone: 0, cloth: 0, gold: 2 });
  });
});

describe('construction costs and points of every wood and stone building (reference §4.4, §4.5)', () => {
  const table: [string, 'wood' | 'stone', Record<string, number>, number][] = [
    ['wood_farm_food', 'wood', { food: 1, wood: 1 }, 2],
    ['wood_farm_cloth', 'wood', { food: 1, wood: 1 }, 2],
    ['wood_sawmill', 'wood', { food: 1, wood: 1 }, 2],
    ['wood_quarry', 'wood', { food: 1, wood: 1 }, 2],
    ['wood_marketplace', 'wood', { wood: 1, cloth: 1 }, 4],
    ['wood_peddler', 'wood', { wood: 1, gold: 1 }, 4],
    ['mason', 'wood', { food: 1, wood: 1 }, 4],
    ['lawyer', 'wood', { wood: 1, cloth: 1 }, 4],
    ['stone_farm', 'stone', { food: 1, stone: 1 }, 3],
    ['park', 'stone', { food: 1, stone: 1 }, 3],
    ['workshop', 'stone', { food: 1, stone: 1 }, 3],
    ['architect_1', 'stone', { food: 1, stone: 1 }, 6],
    ['architect_2', 'stone', { food: 1, stone: 1 }, 6],
    ['church', 'stone', { stone: 1, cloth: 1 }, 3],
    ['tailor', 'stone', { wood: 1, stone: 1 }, 6],
    ['bank', 'stone', { wood: 1, stone: 1 }, 6],
    ['alchemist', 'stone', { food: 1, stone: 1 }, 6],
    ['jeweller', 'stone', { stone: 1, cloth: 1 }, 6],
  ];
  it.each(table)('%s (%s): costs %o, scores %i', (id, type, cost, vp) => {
    const G = newGame(3);
    setStock(G, '0', cost);
    const any =
      id === 'wood_marketplace' || id === 'wood_peddler' ? Object.keys(cost).find((c) => c !== 'wood') : undefined;
    const choice = any ? { id, any: any as 'cloth' } : { id };
    expect(legalConstructions(G, '0', type, null)).toContainEqual(choice);
    // One cube short of any kind: not buildable.
    for (const c of Object.keys(cost)) {
      setStock(G, '0', { ...cost, [c]: cost[c] - 1 });
      expect(legalConstructions(G, '0', type, null).some((x) => x.id === id)).toBe(false);
    }
    setStock(G, '0', cost);
    construct(G, '0', choice, null);
    expect(G.players['0'].vp).toBe(vp);
    expect(cubesOf(G, '0')).toEqual({ food: 0, wood: 0, stone: 0, cloth: 0, gold: 0 });
    expect(roadSpace(G, 9)).toEqual({ building: id, owner: '0', worker: null });
    expect(G.favourQueue).toEqual(id === 'church' ? [{ player: '0', count: 1, limit: 2 }] : []);
  });

  it('the Lawyer scores 3 with the lawyerVp option', () => {
    const G = newGame(3, { lawyerVp: 3 });
    setStock(G, '0', { wood: 1, cloth: 1 });
    construct(G, '0', { id: 'lawyer' }, null);
    expect(G.players['0'].vp).toBe(3);
  });

  it('new buildings take the lowest empty space, even before the provost, skipping the Gold Mine (§12.7)', () => {
    const G = newGame(3);
    for (let s = 9; s <= 15; s++) putBuilding(G, s, 'residence', '1');
    G.provost = 20;
    setStock(G, '0', { food: 2, wood: 2 });
    construct(G, '0', { id: 'wood_sawmill' }, null);
    expect(roadSpace(G, 17).building).toBe('wood_sawmill');
    expect(roadSpace(G, 16).building).toBe('gold_mine');
  });

  it('a full road allows no wood or stone construction (§15.9)', () => {
    const G = newGame(3);
    for (let s = 1; s <= 28; s++) if (roadSpace(G, s).building === null) putBuilding(G, s, 'residence', '1');
    setStock(G, '0', { food: 5, wood: 5, stone: 5, cloth: 5 });
    expect(legalConstructions(G, '0', 'wood', null)).toEqual([]);
    expect(legalConstructions(G, '0', 'stone', null)).toEqual([]);
  });

  it('each tile exists once: a built tile is no longer offered', () => {
    const G = newGame(3);
    setStock(G, '0', { food: 4, wood: 4 });
    construct(G, '0', { id: 'mason' }, null);
    expect(legalConstructions(G, '0', 'wood', null).some((c) => c.id === 'mason')).toBe(false);
  });
});

describe('residences and prestige buildings (reference §4.6, §4.8)', () => {
  it('residence: +1 denier income, takes no worker', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'residence', '0');
    putBuilding(G, 10, 'residence', '0');
    expect(incomeOf(G, '0')).toBe(4);
    expect(legalPlacements(G, '1')).not.toContain(9);
  });

  const table: [string, Record<string, number>, number, number][] = [
    ['statue', { stone: 2, gold: 1 }, 7, 1],
    ['theater', { wood: 3, gold: 2 }, 14, 1],
    ['college', { stone: 3, gold: 2 }, 14, 1],
    ['monument', { stone: 4, gold: 2 }, 14, 2],
    ['granary', { food: 3, gold: 1 }, 10, 0],
    ['weaver', { cloth: 3, gold: 1 }, 12, 0],
    ['library', { wood: 3, gold: 1 }, 10, 0],
    ['hotel', { stone: 3, gold: 2 }, 16, 0],
    ['cathedral', { stone: 5, gold: 3 }, 25, 0],
  ];
  it.each(table)('%s: costs %o, scores %i, %i favour(s)', (id, cost, vp, favours) => {
    const G = newGame(3);
    putBuilding(G, 9, 'residence', '0');
    setStock(G, '0', cost);
    expect(legalPrestige(G, '0')).toContainEqual({ id, space: 9 });
    for (const c of Object.keys(cost)) {
      setStock(G, '0', { ...cost, [c]: cost[c] - 1 });
      expect(legalPrestige(G, '0').some((x) => x.id === id)).toBe(false);
    }
    setStock(G, '0', cost);
    buildPrestige(G, '0', { id, space: 9 });
    expect(G.players['0'].vp).toBe(vp);
    expect(roadSpace(G, 9)).toEqual({ building: id, owner: '0', worker: null });
    expect(G.favourQueue.reduce((n, f) => n + f.count, 0)).toBe(favours);
    // The residence's income is gone; the Library and Hotel bring their own.
    expect(incomeOf(G, '0')).toBe(2 + ({ library: 1, hotel: 2 } as Record<string, number>)[id]! || 2);
  });

  it('prestige buildings need one of your own residences, and take no worker', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'residence', '1');
    setStock(G, '0', { stone: 5, gold: 5 });
    expect(legalPrestige(G, '0')).toEqual([]);
    putBuilding(G, 10, 'cathedral', '1');
    expect(legalPlacements(G, '0')).not.toContain(10);
  });
});
