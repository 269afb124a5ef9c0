import { describe, expect, it } from 'vitest';
import { atFight, attempt, dice, legal, logged, must, newState, scripted } from './helpers';

// Black dice (reference §4 phase 3): the highest first, own dice only, red double,
// +1 influence per black die, -2 VP when the highest cannot be beaten.

function fight(black: number[], own: string, players = 3) {
  const G = atFight(newState(players), '0', black);
  dice(G, '0', own);
  dice(G, '1', 'r6 r6 r6');
  dice(G, '2', 'r6 r6 r6');
  return G;
}

describe('choosing the black dice', () => {
  it('must take the highest and may add any others the own dice can beat together', () => {
    const G = fight([5, 3, 3, 1], 'w6 y4');
    // strength 10: [5], [5,1], [5,3], [5,3,1]; [5,3,3] = 11 is too much
    expect(legal(G, '0', 'takeBlack').map((m) => m.args[0])).toEqual([[5], [5, 1], [5, 3], [5, 3, 1]]);
    expect(attempt(G, '0', 'takeBlack', [[3]])).toBe(false);
    expect(attempt(G, '0', 'takeBlack', [[5, 3, 3]])).toBe(false);
    expect(legal(G, '0', 'concede')).toEqual([]);
    expect(legal(G, '1')).toEqual([]);
  });

  it('red dice count double', () => {
    const G = fight([6], 'r3');
    expect(legal(G, '0', 'takeBlack').map((m) => m.args[0])).toEqual([[6]]);
    must(G, '0', 'takeBlack', [[6]]);
    expect(legal(G, '0').map((m) => m.args[0])).toEqual([['0r3']]);
  });
});

describe('paying', () => {
  it('with any own dice whose total (red double) reaches the black total; they are discarded; +1 influence per black die', () => {
    const G = fight([5, 3, 1], 'r2 w3 y4');
    must(G, '0', 'takeBlack', [[1, 5]]);
    // need 6: r2 counts 4
    const payments = legal(G, '0')
      .map((m) => (m.args[0] as string[]).join(' '))
      .sort();
    expect(payments).toEqual(['0r2 0w3', '0r2 0w3 0y4', '0r2 0y4', '0w3 0y4']);
    expect(legal(G, '0', 'reroll')).toEqual([]);
    must(G, '0', 'payBlack', [['0y4', '0r2']]);
    expect(G.square['0']).toEqual([{ c: 'w', v: 3 }]);
    expect(G.players['0'].influence).toBe(6);
    expect(G.fight).toEqual({ fighter: '1', black: [3], taken: null });
    expect(logged(G, 'beatBlack')).toEqual([{ player: '0', black: [5, 1], dice: ['r2', 'y4'], influence: 2 }]);
  });

  it('never with bought dice', () => {
    const G = fight([2], 'w1');
    dice(G, 'n', 'w6');
    expect(legal(G, '0', 'takeBlack')).toEqual([]);
    expect(legal(G, '0').map((m) => m.move)).toEqual(['reroll', 'flip', 'recruit', 'concede']);
  });
});

describe('failing', () => {
  it('who cannot beat the highest discards it, loses 2 VP and keeps his dice', () => {
    const G = fight([6, 2], 'w2 y3');
    G.players['0'].vp = 5;
    expect(legal(G, '0', 'takeBlack')).toEqual([]);
    must(G, '0', 'concede', []);
    expect(G.players['0'].vp).toBe(3);
    expect(G.square['0'].map((d) => `${d.c}${d.v}`)).toEqual(['w2', 'y3']);
    expect(G.fight!.black).toEqual([2]);
    expect(G.fight!.fighter).toBe('1');
    expect(logged(G, 'concede')).toEqual([{ player: '0', black: 6 }]);
    expect(logged(G, 'penalty')).toEqual([{ player: '0', vp: '2', reason: 'blackDie', event: null }]);
  });

  it('refusing to fight when able is not allowed', () => {
    const G = fight([2], 'y3');
    expect(attempt(G, '0', 'concede', [])).toBe(false);
  });

  it('may spend influence first: a re-roll that makes the fight possible', () => {
    const G = fight([6], 'y2');
    must(G, '0', 'reroll', ['0y2'], scripted([6]));
    expect(legal(G, '0', 'concede')).toEqual([]);
    expect(legal(G, '0', 'takeBlack').map((m) => m.args[0])).toEqual([[6]]);
  });
});

describe('the order', () => {
  it('goes from the start player clockwise, round and round until no black die is left; then the actions begin with the start player', () => {
    const G = fight([6, 5, 4, 1], 'r6');
    must(G, '0', 'takeBlack', [[6]]);
    must(G, '0', 'payBlack', [['0r6']]);
    expect(G.fight!.fighter).toBe('1');
    must(G, '1', 'takeBlack', [[5]]);
    must(G, '1', 'payBlack', [['1r6']]);
    expect(G.fight!.fighter).toBe('2');
    must(G, '2', 'takeBlack', [[4]]);
    must(G, '2', 'payBlack', [['2r6']]);
    // Player 0 has no die left: he must concede the 1.
    expect(G.fight!.fighter).toBe('0');
    expect(legal(G, '0').map((m) => m.move)).toEqual(['recruit', 'concede']);
    must(G, '0', 'concede', []);
    expect(G.phase).toBe('actions');
    expect(G.fight).toBeNull();
    expect(G.turn.player).toBe(G.startPlayer);
  });
});
