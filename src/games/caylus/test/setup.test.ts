import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { PRESTIGE, STONE, WOOD } from '../data/buildings';
import { game as caylus } from '../game';
import type { CaylusState } from '../state';
import { DEFAULT_OPTIONS, roadSpace } from '../state';
import { NEUTRAL_LAYOUT, newGame } from './helpers';

describe('setup (reference §2)', () => {
  it.each([
    [2, [5, 5]],
    [3, [5, 6, 6]],
    [4, [5, 6, 6, 7]],
    [5, [5, 6, 6, 7, 7]],
  ])('%i players: starting deniers by turn-order position, plus turn-1 income of 2', (n, start) => {
    const G = newGame(n);
    expect(G.turnOrder.map((p) => G.players[p].deniers)).toEqual(start.map((d) => d + 2));
    for (const p of G.turnOrder) {
      expect(G.players[p].cubes).toEqual({ food: 2, wood: 1, stone: 0, cloth: 0, gold: 0 });
      expect(G.players[p].workersHome).toBe(6);
      expect(G.players[p].vp).toBe(0);
      expect(G.players[p].favours).toEqual({ prestige: 0, deniers: 0, resources: 0, buildings: 0 });
    }
  });

  it('the first player has 7 deniers when placing the first worker (FAQ)', () => {
    const G = newGame(4);
    expect(G.decision).toEqual({ kind: 'place', player: '0' });
    expect(G.players['0'].deniers).toBe(7);
  });

  it('road: neutral tiles on 1–6, Peddler 7, Carpenter 8, Gold Mine 16, the rest empty; bailiff and provost on 6', () => {
    const G = newGame(3);
    expect(G.road).toHaveLength(28);
    expect([1, 2, 3, 4, 5, 6].map((s) => roadSpace(G, s).building)).toEqual(NEUTRAL_LAYOUT);
    expect(roadSpace(G, 7).building).toBe('fixed_peddler');
    expect(roadSpace(G, 8).building).toBe('fixed_carpenter');
    expect(roadSpace(G, 16).building).toBe('gold_mine');
    const empty = G.road.map((r, i) => (r.building === null ? i + 1 : 0)).filter((s) => s > 0);
    expect(empty).toEqual([9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28]);
    expect(G.bailiff).toBe(6);
    expect(G.provost).toBe(6);
    expect(G.favourColumnLimit).toBe(2);
  });

  it('supply: 8 wood, 10 stone with the Jeweller (9 without, two Architects), 9 prestige', () => {
    const withJ = newGame(3);
    const count = (G: CaylusState, ids: readonly { id: string }[]) =>
      G.supply.filter((id) => ids.some((b) => b.id === id)).length;
    expect(count(withJ, WOOD)).toBe(8);
    expect(count(withJ, STONE)).toBe(10);
    expect(count(withJ, PRESTIGE)).toBe(9);
    const without = newGame(3, { jeweller: false });
    expect(count(without, STONE)).toBe(9);
    expect(without.supply).not.toContain('jeweller');
    expect(without.supply.filter((id) => id.startsWith('architect'))).toHaveLength(2);
  });

  it('boardgame.io setup shuffles the neutral tiles and the turn order with the framework random', () => {
    const layouts = new Set<string>();
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const state = InitializeGame({ game: { ...caylus, seed: `setup-${i}` }, numPlayers: 4 });
      const G = state.G as CaylusState;
      const layout = G.road.slice(0, 6).map((r) => r.building);
      expect([...layout].sort()).toEqual([...NEUTRAL_LAYOUT].sort());
      expect([...G.turnOrder].sort()).toEqual(['0', '1', '2', '3']);
      expect(G.turnOrder.map((p) => G.players[p].deniers)).toEqual([7, 8, 8, 9]);
      expect(state.ctx.currentPlayer).toBe(G.turnOrder[0]);
      expect(state.ctx.phase).toBe('placement');
      layouts.add(layout.join());
      orders.add(G.turnOrder.join());
    }
    expect(layouts.size).toBeGreaterThan(1);
    expect(orders.size).toBeGreaterThan(1);
  });

  it("table options: the declared defaults (Jeweller in, Lawyer 4, favour table, shared victory), and a table's own values", () => {
    expect(DEFAULT_OPTIONS).toEqual({ jeweller: true, lawyerVp: 4, simplifiedFavours: false, tieBreak: 'shared' });
    expect(InitializeGame({ game: caylus, numPlayers: 3 }).G.options).toEqual(DEFAULT_OPTIONS);
    const state = InitializeGame({ game: caylus, numPlayers: 3, setupData: { lawyerVp: '3', tieBreak: 'deniers' } });
    expect((state.G as CaylusState).options).toEqual({
      jeweller: true,
      lawyerVp: 3,
      simplifiedFavours: false,
      tieBreak: 'deniers',
    });
  });

  it('validateSetupData accepts the table options and refuses unknown ones', () => {
    const v = caylus.validateSetupData!;
    expect(v(undefined, 3)).toBeUndefined();
    expect(v({ jeweller: false, lawyerVp: '3', simplifiedFavours: true, tieBreak: 'deniers' }, 3)).toBeUndefined();
    expect(v({ lawyerVp: '5' }, 3)).toBeTypeOf('string');
    expect(v({ castle: 1 }, 3)).toBeTypeOf('string');
    expect(v(undefined, 6)).toBeTypeOf('string');
    expect(v(undefined, 1)).toBeTypeOf('string');
  });
});
