import { describe, expect, it } from 'vitest';
import { legalConversionTargets } from '../construction';
import { finalScoring, moveBailiff, scoreDueSections } from '../endOfTurn';
import { legalMoves } from '../moves';
import { legalBribes } from '../specials';
import { roadSpace } from '../state';
import { act, finishTurn, keys, newGame, passAll, putBuilding, runUntil, setStock } from './helpers';

describe('provost bribes (reference §6.4)', () => {
  it('in passing order, 1 denier per space, 1–3 spaces either way', () => {
    const G = newGame(3);
    act(G, '0', 'place', 1);
    act(G, '1', 'pass');
    act(G, '2', 'pass');
    act(G, '0', 'pass');
    expect(G.decision).toEqual({ kind: 'bribe', player: '1' });
    expect(legalBribes(G, '1')).toEqual([-3, -2, -1, 1, 2, 3]);
    const d = G.players['1'].deniers;
    act(G, '1', 'bribe', 2);
    expect(G.provost).toBe(8);
    expect(G.players['1'].deniers).toBe(d - 2);
    expect(G.decision).toEqual({ kind: 'bribe', player: '2' });
    act(G, '2', 'decline');
    expect(G.decision).toEqual({ kind: 'bribe', player: '0' });
    act(G, '0', 'bribe', -3);
    expect(G.provost).toBe(5);
  });

  it('limited by money and by the road (spaces 1..28, §12.5)', () => {
    const G = newGame(3);
    G.players['0'].deniers = 1;
    expect(legalBribes(G, '0')).toEqual([-1, 1]);
    G.players['0'].deniers = 9;
    G.provost = 1;
    expect(legalBribes(G, '0')).toEqual([1, 2, 3]);
    G.provost = 28;
    expect(legalBribes(G, '0')).toEqual([-3, -2, -1]);
    G.players['0'].deniers = 0;
    expect(legalBribes(G, '0')).toEqual([]);
  });

  it('a player without deniers is skipped', () => {
    const G = newGame(3);
    act(G, '0', 'pass');
    G.players['0'].deniers = 0;
    act(G, '1', 'pass');
    act(G, '2', 'pass');
    expect(G.decision).toEqual({ kind: 'bribe', player: '1' });
  });
});

describe('road activation (reference §6.5)', () => {
  it('activates spaces 1..provost in order; workers beyond go home unactivated, owners keep their point', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_quarry', '2');
    act(G, '0', 'place', 9);
    act(G, '1', 'place', 6); // neutral Carpenter on the provost's space
    act(G, '2', 'place', 3);
    passAll(G);
    runUntil(G, 'construct', 'place');
    expect(G.decision).toEqual({ kind: 'construct', player: '1', space: 6 });
    expect(G.players['2'].cubes.wood).toBe(2); // Sawmill on space 3 came first
    act(G, '1', 'decline');
    expect(G.players['0'].cubes.stone).toBe(0);
    expect(G.players['2'].vp).toBe(1);
    expect(G.log.find((e) => e.key === 'notActivated')?.params).toEqual({
      player: '0',
      building: 'wood_quarry',
      space: 9,
    });
    expect(G.players['0'].workersHome).toBe(6);
  });

  it('space 1 is always activated', () => {
    const G = newGame(3);
    G.provost = 1;
    act(G, '0', 'place', 1);
    passAll(G);
    runUntil(G, 'produce', 'place');
    expect(G.decision).toEqual({ kind: 'produce', player: '0', space: 1 });
  });
});

describe('Lawyer timing (reference §4.7, §12.8, §12.12)', () => {
  it('a building holding an unresolved worker is converted only after that worker is activated', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'lawyer', '1');
    putBuilding(G, 10, 'wood_farm_food', '0');
    G.provost = 10;
    setStock(G, '0', { cloth: 2 }, 9);
    act(G, '0', 'place', 9);
    act(G, '1', 'place', 10);
    passAll(G);
    runUntil(G, 'convert', 'place');
    expect(legalConversionTargets(G, '0', { deniers: 1, cloth: 1 })).toEqual([1, 2, 3, 4, 5, 6, 10]);
    act(G, '0', 'convert', 10);
    expect(G.pendingConversions).toEqual([{ space: 10, player: '0' }]);
    // §12.8: no second conversion of the same building this turn
    expect(legalConversionTargets(G, '0', { deniers: 0, cloth: 1 })).not.toContain(10);
    expect(G.decision).toEqual({ kind: 'produce', player: '1', space: 10 });
    expect(roadSpace(G, 10).building).toBe('wood_farm_food');
    act(G, '1', 'produce', 0);
    expect(G.players['1'].cubes.food).toBe(2 + 2);
    expect(roadSpace(G, 10)).toEqual({ building: 'residence', owner: '0', worker: null });
    expect(G.pendingConversions).toEqual([]);
    expect(G.supply).toContain('wood_farm_food');
    expect(G.players['0'].vp).toBe(1 + 2);
  });

  it("the Lawyer cannot convert itself, fixed buildings, residences, prestige or other players' buildings", () => {
    const G = newGame(3);
    putBuilding(G, 9, 'lawyer', '0');
    putBuilding(G, 10, 'residence', '0');
    putBuilding(G, 11, 'statue', '0');
    putBuilding(G, 12, 'park', '1');
    putBuilding(G, 13, 'park', '0');
    setStock(G, '0', { cloth: 1 }, 1);
    expect(legalConversionTargets(G, '0', { deniers: 1, cloth: 1 })).toEqual([1, 2, 3, 4, 5, 6, 13]);
  });
});

describe('end of turn (reference §6.7)', () => {
  it('bailiff +1 when the provost is not ahead; the provost joins it', () => {
    const G = newGame(3);
    moveBailiff(G);
    expect([G.bailiff, G.provost]).toEqual([7, 7]);
    G.provost = 5;
    moveBailiff(G);
    expect([G.bailiff, G.provost]).toEqual([8, 8]);
  });

  it('seed log: bailiff +2 when the provost is ahead', () => {
    const G = newGame(5);
    G.provost = 7;
    moveBailiff(G);
    expect([G.bailiff, G.provost]).toEqual([8, 8]);
    expect(G.log.at(-1)).toEqual({ key: 'bailiff', params: { from: 6, to: 8, spaces: 2 } });
  });

  it('the Dungeon is scored when the bailiff reaches space 12', () => {
    const G = newGame(3);
    G.bailiff = 10;
    G.provost = 11;
    moveBailiff(G);
    scoreDueSections(G);
    expect(G.scoredSections).toEqual(['dungeon']);
    expect(G.players['0'].vp).toBe(0);
    // Nobody has a house there, and at 0 points nobody has anything to lose.
    expect(G.log.filter((e) => e.key === 'sectionPenaltyNone')).toHaveLength(3);
    expect(G.log.filter((e) => e.key === 'sectionPenalty')).toHaveLength(0);
  });

  it('a section filled this turn is scored even before its trigger', () => {
    const G = newGame(3);
    G.castle.dungeon = ['0', '0', '1', '1', '1', '2'];
    scoreDueSections(G);
    expect(G.scoredSections).toEqual(['dungeon']);
    expect(G.favourQueue.map((f) => f.player)).toEqual(['0', '1']);
  });

  it('two sections due at once are scored in order, each once (§12.9)', () => {
    const G = newGame(3);
    G.bailiff = 12;
    G.castle.walls = Array(10).fill('2');
    scoreDueSections(G);
    expect(G.scoredSections).toEqual(['dungeon', 'walls']);
    // The Walls favours were earned after the Dungeon scoring opened column 4.
    expect(G.favourQueue).toEqual([{ player: '2', count: 3, limit: 4 }]);
  });

  it('favours from the castle phase and from the scoring are different phases: the same track twice (§12.10)', () => {
    const G = newGame(3);
    G.bailiff = 11;
    setStock(G, '0', { food: 2, wood: 2, stone: 2 }, 7);
    G.castle.dungeon = ['0'];
    act(G, '0', 'place', 'castle');
    passAll(G);
    runUntil(G, 'castle');
    act(G, '0', 'castle', 'wood', 'stone');
    act(G, '0', 'decline');
    expect(G.decision).toEqual({ kind: 'favour', player: '0' });
    act(G, '0', 'favour', 'prestige');
    expect(G.decision).toEqual({ kind: 'favour', player: '0' });
    expect(legalMoves(G, '0').map((m) => m.args[0])).toContain('prestige');
    act(G, '0', 'favour', 'prestige');
    expect(G.players['0'].favours.prestige).toBe(2);
  });

  it('2 players: the turn order alternates every turn', () => {
    const G = newGame(2);
    expect(G.turnOrder).toEqual(['0', '1']);
    finishTurn(G);
    expect(G.turnOrder).toEqual(['1', '0']);
    expect(G.decision).toEqual({ kind: 'place', player: '1' });
    finishTurn(G);
    expect(G.turnOrder).toEqual(['0', '1']);
  });

  it('income: 2 + 1 per residence + Library 1 + Hotel 2', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'residence', '1');
    putBuilding(G, 10, 'library', '1');
    putBuilding(G, 11, 'hotel', '1');
    const d = G.players['1'].deniers;
    finishTurn(G);
    expect(G.players['1'].deniers).toBe(d + 6);
  });
});

describe('game end and final scoring (reference §9)', () => {
  it('the Towers scoring ends the game: 3 VP per gold, 1 per 3 basic cubes, 1 per 4 deniers', () => {
    const G = newGame(3);
    G.scoredSections = ['dungeon', 'walls'];
    G.favourColumnLimit = 5;
    G.bailiff = 23;
    G.castle.towers = ['0', '1'];
    setStock(G, '0', { gold: 2, food: 3, wood: 2, stone: 2, cloth: 1 }, 11);
    setStock(G, '1', {}, 3);
    setStock(G, '2', { food: 2 }, 0);
    G.players['0'].vp = 10;
    G.players['1'].vp = 30;
    G.players['2'].vp = 3;
    finishTurn(G);
    expect(G.result).not.toBeNull();
    expect(G.decision).toBeNull();
    const finals = Object.fromEntries(
      G.log.filter((e) => e.key === 'finalScore').map((e) => [e.params.player, e.params]),
    );
    // '0': 11 deniers + 1 for passing first = 12 → 3 VP; no income, the game ends first
    expect(finals['0']).toEqual({ player: '0', gold: 6, cubes: 2, deniers: 3, total: 10 + 6 + 2 + 3 });
    expect(finals['1']).toEqual({ player: '1', gold: 0, cubes: 0, deniers: 0, total: 30 });
    // '2' had no house: −4, floored at 0
    expect(finals['2']).toEqual({ player: '2', gold: 0, cubes: 0, deniers: 0, total: 0 });
    expect(G.result).toEqual({
      winners: ['1'],
      winner: '1',
      scores: { 0: 21, 1: 30, 2: 0 },
      breakdown: {
        0: { play: 10, gold: 6, cubes: 2, deniers: 3 },
        1: { play: 30, gold: 0, cubes: 0, deniers: 0 },
        2: { play: 0, gold: 0, cubes: 0, deniers: 0 },
      },
    });
  });

  it('a tie for first is shared by default, or goes to most deniers with the option', () => {
    const shared = newGame(3);
    for (const p of ['0', '1', '2']) setStock(shared, p, {}, 0);
    shared.players['0'].vp = 20;
    shared.players['2'].vp = 20;
    shared.players['2'].deniers = 3;
    expect(finalScoring(shared).winners).toEqual(['0', '2']);
    expect(finalScoring(shared).draw).toBeUndefined();
    const all = newGame(2);
    for (const p of ['0', '1']) setStock(all, p, {}, 0);
    expect(finalScoring(all)).toMatchObject({ winners: ['0', '1'], draw: true });
    const byDeniers = newGame(3, { tieBreak: 'deniers' });
    for (const p of ['0', '1', '2']) setStock(byDeniers, p, {}, 0);
    byDeniers.players['0'].vp = 20;
    byDeniers.players['2'].vp = 20;
    byDeniers.players['2'].deniers = 3;
    expect(finalScoring(byDeniers)).toMatchObject({ winners: ['2'], winner: '2' });
  });

  it('the game ends when the Towers fill up, even before the bailiff reaches space 24', () => {
    const G = newGame(3);
    G.scoredSections = ['dungeon', 'walls'];
    G.castle.towers = Array(13).fill('1');
    setStock(G, '0', { food: 1, wood: 1, stone: 1 }, 7);
    act(G, '0', 'place', 'castle');
    passAll(G);
    runUntil(G, 'castle');
    act(G, '0', 'castle', 'wood', 'stone');
    runUntil(G);
    expect(G.bailiff).toBeLessThan(24);
    expect(G.result).not.toBeNull();
    expect(keys(G)).toContain('gameEnd');
  });
});
