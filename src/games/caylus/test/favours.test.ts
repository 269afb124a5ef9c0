import { describe, expect, it } from 'vitest';
import { grantFavours } from '../grant';
import { proceed } from '../proceed';
import { legalMoves } from '../moves';
import { roadSpace } from '../state';
import type { CaylusState, PlayerID } from '../state';
import { act, keys, newGame, putBuilding, setStock } from './helpers';

/** Gives p one favour in a fresh phase and waits for the track choice. */
function favour(G: CaylusState, p: PlayerID): void {
  G.players[p].tracksUsed = [];
  grantFavours(G, p, 1, 'test');
  proceed(G);
  expect(G.decision).toEqual({ kind: 'favour', player: p });
}

describe('favour tracks (reference §5.1)', () => {
  it('prestige: 1..5 VP by column, columns limited to 2 before the Dungeon scoring, 4 before the Walls', () => {
    const G = newGame(3);
    const gains: number[] = [];
    const take = () => {
      const before = G.players['0'].vp;
      favour(G, '0');
      act(G, '0', 'favour', 'prestige');
      gains.push(G.players['0'].vp - before);
    };
    take();
    take();
    take();
    G.favourColumnLimit = 4;
    take();
    take();
    take();
    G.favourColumnLimit = 5;
    take();
    take();
    expect(gains).toEqual([1, 2, 2, 3, 4, 4, 5, 5]);
    expect(G.players['0'].favours.prestige).toBe(5);
  });

  it('deniers: 3, 4, 5, 6, 7', () => {
    const G = newGame(3);
    G.favourColumnLimit = 5;
    const gains: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = G.players['0'].deniers;
      favour(G, '0');
      act(G, '0', 'favour', 'deniers');
      gains.push(G.players['0'].deniers - before);
    }
    expect(gains).toEqual([3, 4, 5, 6, 7]);
  });

  it('resources: food; wood or stone; cloth; give 1 cube for 2 basic cubes; gold — any column up to the marker', () => {
    const G = newGame(3);
    G.favourColumnLimit = 5;
    const offered: string[][] = [];
    for (let col = 1; col <= 5; col++) {
      favour(G, '0');
      act(G, '0', 'favour', 'resources');
      expect(G.decision).toEqual({ kind: 'favourResource', player: '0', column: col });
      offered.push(
        legalMoves(G, '0')
          .filter((m) => m.move === 'takeCube')
          .map((m) => String(m.args[0])),
      );
      if (col === 4) {
        const exchanges = legalMoves(G, '0').filter((m) => m.move === 'exchange');
        // owned by now: food, wood, stone, cloth (4 kinds to give) × 10 pairs of basic cubes
        expect(exchanges.length).toBe(4 * 10);
        act(G, '0', 'exchange', 'food', 'stone', 'cloth');
      } else {
        act(G, '0', 'takeCube', offered[col - 1][offered[col - 1].length - 1]);
      }
    }
    expect(offered).toEqual([
      ['food'],
      ['food', 'wood', 'stone'],
      ['food', 'wood', 'stone', 'cloth'],
      ['food', 'wood', 'stone', 'cloth'],
      ['food', 'wood', 'stone', 'cloth', 'gold'],
    ]);
    // start 2 food 1 wood; +food; +stone; +cloth; food→stone+cloth; +gold
    expect(G.players['0'].cubes).toEqual({ food: 2, wood: 1, stone: 2, cloth: 2, gold: 1 });
  });

  it('resources column 4: the cube given may be gold; the two taken are basic and may be the same', () => {
    const G = newGame(3);
    G.players['0'].favours.resources = 3;
    G.favourColumnLimit = 4;
    setStock(G, '0', { gold: 1 });
    favour(G, '0');
    act(G, '0', 'favour', 'resources');
    expect(legalMoves(G, '0')).toContainEqual({ move: 'exchange', args: ['gold', 'wood', 'wood'] });
    expect(
      legalMoves(G, '0').some(
        (m) => m.move === 'exchange' && (String(m.args[1]) === 'gold' || String(m.args[2]) === 'gold'),
      ),
    ).toBe(false);
    act(G, '0', 'exchange', 'gold', 'cloth', 'wood');
    expect(G.players['0'].cubes).toEqual({ food: 0, wood: 1, stone: 0, cloth: 1, gold: 0 });
  });

  it('buildings column 1: nothing', () => {
    const G = newGame(3);
    favour(G, '0');
    act(G, '0', 'favour', 'buildings');
    expect(G.players['0'].favours.buildings).toBe(1);
    expect(keys(G)).toContain('favourNothing');
    expect(G.decision?.kind).toBe('place');
  });

  it('buildings column 2: a wood building for 1 wood less, on the lowest empty space', () => {
    const G = newGame(3);
    G.players['0'].favours.buildings = 1;
    setStock(G, '0', { food: 1 });
    favour(G, '0');
    act(G, '0', 'favour', 'buildings');
    expect(G.decision).toEqual({ kind: 'favourBuilding', player: '0', column: 2 });
    act(G, '0', 'build', 'wood_quarry');
    expect(roadSpace(G, 9)).toEqual({ building: 'wood_quarry', owner: '0', worker: null });
    expect(G.players['0'].cubes.food).toBe(0);
    expect(G.players['0'].vp).toBe(2);
  });

  it('buildings column 3: a stone building for 1 stone less (works without any Mason on the road)', () => {
    const G = newGame(3);
    G.players['0'].favours.buildings = 2;
    G.favourColumnLimit = 4;
    setStock(G, '0', { cloth: 1 });
    favour(G, '0');
    act(G, '0', 'favour', 'buildings');
    expect(legalMoves(G, '0')).toContainEqual({ move: 'build', args: ['church'] });
    act(G, '0', 'build', 'church');
    expect(G.players['0'].vp).toBe(3);
    // The Church's own favour comes in the same phase: the buildings track is taken.
    expect(G.decision).toEqual({ kind: 'favour', player: '0' });
    expect(legalMoves(G, '0').map((m) => m.args[0])).toEqual(['prestige', 'deniers', 'resources']);
  });

  it('buildings column 4: the Lawyer effect for 1 cloth and no denier', () => {
    const G = newGame(3);
    G.players['0'].favours.buildings = 3;
    G.favourColumnLimit = 4;
    setStock(G, '0', { cloth: 1 }, 0);
    favour(G, '0');
    act(G, '0', 'favour', 'buildings');
    expect(legalMoves(G, '0')).toContainEqual({ move: 'convert', args: [1] });
    act(G, '0', 'convert', 1);
    expect(roadSpace(G, 1)).toEqual({ building: 'residence', owner: '0', worker: null });
    expect(G.players['0'].deniers).toBe(0);
    expect(G.players['0'].cubes.cloth).toBe(0);
    expect(G.players['0'].vp).toBe(2);
  });

  it("buildings column 5: the Architect effect at full cost; a Monument's 2 favours go on the other three tracks", () => {
    const G = newGame(3);
    G.players['0'].favours.buildings = 4;
    G.favourColumnLimit = 5;
    putBuilding(G, 9, 'residence', '0');
    setStock(G, '0', { stone: 4, gold: 2 });
    favour(G, '0');
    act(G, '0', 'favour', 'buildings');
    act(G, '0', 'buildPrestige', 'monument', 9);
    expect(G.players['0'].vp).toBe(14);
    expect(G.players['0'].cubes).toEqual({ food: 0, wood: 0, stone: 0, cloth: 0, gold: 0 });
    expect(legalMoves(G, '0').map((m) => m.args[0])).toEqual(['prestige', 'deniers', 'resources']);
    act(G, '0', 'favour', 'prestige');
    expect(legalMoves(G, '0').map((m) => m.args[0])).toEqual(['deniers', 'resources']);
  });

  it('several favours in one phase use different tracks; beyond four they are lost', () => {
    const G = newGame(3);
    grantFavours(G, '1', 5, 'test');
    proceed(G);
    for (const t of ['prestige', 'deniers', 'resources']) {
      expect(G.decision).toEqual({ kind: 'favour', player: '1' });
      act(G, '1', 'favour', t);
      if (t === 'resources') act(G, '1', 'takeCube', 'food');
    }
    expect(legalMoves(G, '1')).toEqual([{ move: 'favour', args: ['buildings'] }]);
    act(G, '1', 'favour', 'buildings');
    expect(G.favourQueue).toEqual([]);
    expect(G.log.find((e) => e.key === 'favourLost')?.params).toEqual({ player: '1', count: 1 });
    expect(G.decision).toEqual({ kind: 'place', player: '0' });
  });

  it('a maxed or blocked track can still be chosen (nothing advances)', () => {
    const G = newGame(3);
    G.players['0'].favours.deniers = 2;
    const before = G.players['0'].deniers;
    favour(G, '0');
    act(G, '0', 'favour', 'deniers');
    expect(G.players['0'].favours.deniers).toBe(2);
    expect(G.players['0'].deniers).toBe(before + 4);
  });

  it('simplified favours (beginners): every favour is 3 VP, no choice', () => {
    const G = newGame(3, { simplifiedFavours: true });
    grantFavours(G, '0', 2, 'test');
    proceed(G);
    expect(G.players['0'].vp).toBe(6);
    expect(G.decision).toEqual({ kind: 'place', player: '0' });
    expect(G.players['0'].favours).toEqual({ prestige: 0, deniers: 0, resources: 0, buildings: 0 });
  });
});
