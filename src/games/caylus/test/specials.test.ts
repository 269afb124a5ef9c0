import { describe, expect, it } from 'vitest';
import { legalMoves } from '../moves';
import { legalGateTargets, legalGuildMoves } from '../specials';
import { roadSpace } from '../state';
import { act, finishTurn, keys, newGame, passAll, putBuilding, runUntil, setStock } from './helpers';

describe('Gate', () => {
  it("moves its worker for free to another player's building: that owner +1 VP, and the worker is activated there", () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_quarry', '1');
    act(G, '0', 'place', 'gate');
    passAll(G);
    expect(G.decision).toEqual({ kind: 'gate', player: '0' });
    expect(legalGateTargets(G, '0')).toContain(9);
    const deniers = G.players['0'].deniers;
    act(G, '0', 'gate', 9);
    expect(G.players['0'].deniers).toBe(deniers);
    expect(G.players['1'].vp).toBe(1);
    expect(roadSpace(G, 9).worker).toBe('0');
    G.provost = 9;
    runUntil(G, 'castle', 'place');
    expect(G.players['0'].cubes.stone).toBe(2);
    expect(G.players['0'].workersHome).toBe(6);
  });

  it('may target the castle, stables, Inn left, later special buildings and buildings beyond the provost (§12.4)', () => {
    const G = newGame(3);
    act(G, '0', 'place', 'gate');
    act(G, '1', 'place', 'castle');
    act(G, '2', 'place', 'stables');
    passAll(G);
    const targets = legalGateTargets(G, '0');
    expect(targets).toEqual(
      expect.arrayContaining(['tradingPost', 'guild', 'jousting', 'stables', 'inn', 'castle', 16, 28 - 12]),
    );
    expect(targets).not.toContain('gate');
    act(G, '0', 'gate', 'tradingPost');
    // 1 paid for the Gate, 1 for passing first, 3 from the Trading Post
    expect(G.players['0'].deniers).toBe(7 - 1 + 1 + 3);
  });

  it('respects one worker per player in the castle', () => {
    const G = newGame(3);
    act(G, '0', 'place', 'castle');
    act(G, '1', 'pass');
    act(G, '2', 'pass');
    act(G, '0', 'place', 'gate');
    passAll(G);
    expect(legalGateTargets(G, '0')).not.toContain('castle');
  });

  it('declining sends the worker home', () => {
    const G = newGame(3);
    act(G, '0', 'place', 'gate');
    passAll(G);
    act(G, '0', 'decline');
    expect(G.specials.gate).toBeNull();
    expect(G.players['0'].workersHome).toBe(6);
    expect(keys(G)).toContain('gateStay');
  });
});

describe("Trading Post, Merchants' Guild, Jousting Field", () => {
  it('Trading Post: +3 deniers', () => {
    const G = newGame(3);
    act(G, '0', 'place', 'tradingPost');
    passAll(G);
    expect(G.players['0'].deniers).toBe(7 - 1 + 3);
    expect(G.players['0'].workersHome).toBe(6);
  });

  it("Merchants' Guild: moves the provost 1–3 spaces either way for free, within 1..28", () => {
    const G = newGame(3);
    act(G, '0', 'place', 'guild');
    passAll(G);
    expect(G.decision).toEqual({ kind: 'guild', player: '0' });
    expect(legalGuildMoves(G)).toEqual([-3, -2, -1, 1, 2, 3]);
    const d = G.players['0'].deniers;
    act(G, '0', 'guild', 3);
    expect(G.provost).toBe(9);
    expect(G.players['0'].deniers).toBe(d);
    G.provost = 2;
    expect(legalGuildMoves(G)).toEqual([-1, 1, 2, 3]);
    G.provost = 27;
    expect(legalGuildMoves(G)).toEqual([-3, -2, -1, 1]);
  });

  it('Jousting Field: 1 denier + 1 cloth buys one favour; not offered without cloth', () => {
    const G = newGame(3);
    G.players['0'].cubes.cloth = 1;
    act(G, '0', 'place', 'jousting');
    passAll(G);
    expect(G.decision).toEqual({ kind: 'joust', player: '0' });
    act(G, '0', 'joust');
    expect(G.players['0'].deniers).toBe(7 - 1 - 1);
    expect(G.players['0'].cubes.cloth).toBe(0);
    expect(G.decision).toEqual({ kind: 'favour', player: '0' });
    act(G, '0', 'favour', 'deniers');
    expect(G.players['0'].deniers).toBe(5 + 3);
    expect(G.players['0'].favours.deniers).toBe(1);

    const G2 = newGame(3);
    act(G2, '0', 'place', 'jousting');
    passAll(G2);
    expect(G2.decision?.kind).toBe('bribe');
    expect(G2.players['0'].deniers).toBe(6);
  });
});

describe('Stables', () => {
  it('occupants take the first places in spot order; the others keep their order; effective for the next placement', () => {
    const G = newGame(4);
    act(G, '0', 'pass');
    act(G, '1', 'place', 'stables');
    act(G, '2', 'pass');
    act(G, '3', 'place', 'stables');
    passAll(G);
    expect(G.turnOrder).toEqual(['1', '3', '0', '2']);
    finishTurn(G);
    expect(G.decision).toEqual({ kind: 'place', player: '1' });
  });

  it('seed log: the fifth player on Stables spot 1 becomes first, the rest keep their order', () => {
    const G = newGame(5);
    for (const p of ['0', '1', '2', '3']) act(G, p, 'pass');
    act(G, '4', 'place', 'stables');
    passAll(G);
    expect(G.turnOrder).toEqual(['4', '0', '1', '2', '3']);
    expect(G.stables).toEqual([]);
    expect(G.players['4'].workersHome).toBe(6);
  });
});

describe('Inn', () => {
  it('the newcomer moves right; the resident stays out of the worker pool; a new newcomer evicts the resident', () => {
    const G = newGame(3);
    act(G, '0', 'place', 'inn');
    passAll(G);
    expect(G.inn).toEqual({ left: null, right: '0' });
    finishTurn(G);
    expect(G.players['0'].workersHome).toBe(5);
    act(G, '0', 'pass');
    act(G, '1', 'place', 'inn');
    passAll(G);
    expect(G.inn).toEqual({ left: null, right: '1' });
    expect(G.players['0'].workersHome).toBe(6);
    expect(G.players['1'].workersHome).toBe(5);
  });

  it('the same player may hold both spots: the old resident is evicted for the new one (§12.3)', () => {
    const G = newGame(3);
    G.inn.right = '0';
    G.players['0'].workersHome = 5;
    act(G, '0', 'place', 'inn');
    expect(G.players['0'].deniers).toBe(7 - 1);
    passAll(G);
    expect(G.inn).toEqual({ left: null, right: '0' });
    expect(G.players['0'].workersHome).toBe(5);
  });

  it('with nobody entering, the resident chooses to stay or leave', () => {
    const G = newGame(3);
    G.inn.right = '2';
    G.players['2'].workersHome = 5;
    passAll(G);
    expect(G.decision).toEqual({ kind: 'inn', player: '2' });
    expect(legalMoves(G, '2')).toEqual([
      { move: 'inn', args: [true] },
      { move: 'inn', args: [false] },
    ]);
    act(G, '2', 'inn', true);
    expect(G.inn.right).toBe('2');
    finishTurn(G);
    passAll(G);
    expect(G.decision).toEqual({ kind: 'inn', player: '2' });
    act(G, '2', 'inn', false);
    expect(G.inn.right).toBeNull();
    expect(G.players['2'].workersHome).toBe(6);
  });
});

describe('order of the special buildings', () => {
  it('Gate, Trading Post, Guild, Jousting Field, Stables, Inn — Trading Post money reaches the Jousting Field', () => {
    const G = newGame(3);
    setStock(G, '0', { cloth: 1 }, 2);
    act(G, '0', 'place', 'tradingPost'); // 1 left
    act(G, '1', 'place', 'jousting');
    act(G, '2', 'place', 'inn');
    act(G, '0', 'place', 'stables'); // 0 left
    passAll(G);
    const order = G.log.map((e) => e.key).filter((k) => ['tradingPost', 'stables', 'innEnter'].includes(k));
    expect(order).toEqual(['tradingPost', 'stables', 'innEnter']);
    expect(G.players['0'].deniers).toBe(3);
  });
});
