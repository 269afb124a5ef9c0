import { describe, expect, it } from 'vitest';
import { citizensOwned, generalSupply } from '../players';
import { botMoves } from '../moves';
import { atActions, attempt, dice, legal, logged, must, newState, reveal, scripted, useAll } from './helpers';

// Dice groups, buying dice, influence and the actions of phase 4 (reference §5, §6).

function twoPlayers() {
  const G = atActions(newState(3));
  dice(G, 'n', 'r1');
  return G;
}

describe('groups and buying dice', () => {
  it('a group is 1-3 dice of one colour', () => {
    const G = twoPlayers();
    dice(G, '0', 'y1 y2 y3 y4 w5');
    const groups = legal(G, '0', 'agriculture').map((m) => m.args[0].join(' '));
    // 4 own yellow dice, all different: 4 + 6 + 4 groups; the white die never joins
    expect(groups.filter((g) => !g.includes('n'))).toHaveLength(14);
    expect(groups.some((g) => g.includes('w'))).toBe(false);
    expect(attempt(G, '0', 'agriculture', [['0y1', '0y2', '0y3', '0y4'], null])).toBe(false);
    expect(attempt(G, '0', 'agriculture', [['0y1', '0w5'], null])).toBe(false);
  });

  it('identical dice are one choice, in any order', () => {
    const G = twoPlayers();
    dice(G, '0', 'y3 y3');
    const groups = legal(G, '0', 'agriculture').map((m) => m.args[0].join(' '));
    expect(groups).toEqual(['0y3', '0y3 0y3']);
    must(G, '0', 'agriculture', [['0y3', '0y3'], null]);
    expect(G.players['0'].deniers).toBe(5 + 3);
  });

  it.each([
    [1, [['1y6']], 2],
    [2, [['0y1', '1y6']], 4],
    [2, [['1y6', '1y6']], 8],
    [3, [['0y1', '0y1', '1y6']], 6],
    [3, [['0y1', '1y6', '2y2']], 12],
    [3, [['1y6', '1y6', '2y2']], 18],
  ])(
    'a group of %i dice: each bought die costs 2/4/6 by the group size, paid to its owner',
    (_size, [codes], price) => {
      const G = twoPlayers();
      dice(G, '0', 'y1 y1');
      dice(G, '1', 'y6 y6');
      dice(G, '2', 'y2');
      G.players['0'].deniers = 20;
      const before = { 1: G.players['1'].deniers, 2: G.players['2'].deniers };
      must(G, '0', 'agriculture', [codes, null]);
      const sum = codes.reduce((s, c) => s + Number(c.slice(-1)), 0);
      expect(G.players['0'].deniers).toBe(20 - price + Math.floor(sum / 2));
      const to1 = codes.filter((c) => c[0] === '1').length * [0, 2, 4, 6][codes.length];
      const to2 = codes.filter((c) => c[0] === '2').length * [0, 2, 4, 6][codes.length];
      expect(G.players['1'].deniers).toBe(before[1] + to1);
      expect(G.players['2'].deniers).toBe(before[2] + to2);
    },
  );

  it('neutral dice are paid to the bank; a group the player cannot pay for is not offered', () => {
    const G = twoPlayers();
    dice(G, 'n', 'y5 y5');
    G.players['0'].deniers = 7;
    const totalBefore = G.playOrder.reduce((s, p) => s + G.players[p].deniers, 0);
    expect(attempt(G, '0', 'agriculture', [['ny5', 'ny5'], null])).toBe(false); // 8 > 7
    must(G, '0', 'agriculture', [['ny5'], null]);
    expect(G.players['0'].deniers).toBe(7 - 2 + 2);
    expect(G.playOrder.reduce((s, p) => s + G.players[p].deniers, 0)).toBe(totalBefore);
    expect(logged(G, 'buyNeutral')).toEqual([{ player: '0', dice: ['y5'], price: 2 }]);
  });

  it('a player without dice of his own may act with bought dice', () => {
    const G = twoPlayers();
    dice(G, '0', '');
    dice(G, '1', 'y4');
    expect(legal(G, '0', 'agriculture').map((m) => m.args[0])).toEqual([['1y4']]);
  });
});

describe('influence', () => {
  it('re-rolls one own die for 1', () => {
    const G = twoPlayers();
    dice(G, '0', 'r2 y1');
    must(G, '0', 'reroll', ['0y1'], scripted([6]));
    expect(G.square['0']).toEqual([
      { c: 'r', v: 2 },
      { c: 'y', v: 6 },
    ]);
    expect(G.players['0'].influence).toBe(3);
    expect(logged(G, 'reroll')).toEqual([{ player: '0', colour: 'y', from: 1, to: 6 }]);
    expect(G.turn.player).toBe('0');
  });

  it('takes a citizen from the general supply for 2 (12 at most)', () => {
    const G = twoPlayers();
    const supply = G.players['0'].supply;
    must(G, '0', 'recruit', []);
    expect([G.players['0'].supply, G.players['0'].influence]).toEqual([supply + 1, 2]);
    G.players['0'].supply += generalSupply(G, '0');
    expect(citizensOwned(G, '0')).toBe(12);
    G.players['0'].influence = 10;
    expect(legal(G, '0', 'recruit')).toEqual([]);
  });

  it('turns 1-3 own dice to their opposite faces for 4', () => {
    const G = twoPlayers();
    dice(G, '0', 'r1 w2 y3 y4');
    G.players['0'].influence = 5;
    expect(attempt(G, '0', 'flip', [['0r1', '0w2', '0y3', '0y4']])).toBe(false);
    must(G, '0', 'flip', [['0y3', '0r1', '0w2']]);
    expect(G.square['0'].map((d) => `${d.c}${d.v}`)).toEqual(['r6', 'w5', 'y4', 'y4']);
    expect(G.players['0'].influence).toBe(1);
    expect(legal(G, '0', 'flip')).toEqual([]);
  });

  it("never on another district's dice, and only right before one's own action", () => {
    const G = twoPlayers();
    dice(G, '0', 'y3');
    dice(G, '1', 'y2');
    expect(legal(G, '0', 'reroll').map((m) => m.args[0])).toEqual(['0y3']);
    expect(legal(G, '1')).toEqual([]);
    expect(attempt(G, '1', 'reroll', ['1y2'])).toBe(false);
  });

  it('any mix by default; one kind per turn with the table option', () => {
    const mixed = twoPlayers();
    dice(mixed, '0', 'y3 y4');
    mixed.players['0'].influence = 10;
    must(mixed, '0', 'reroll', ['0y3'], scripted([5]));
    expect(legal(mixed, '0', 'flip').length).toBeGreaterThan(0);
    expect(legal(mixed, '0', 'recruit')).toHaveLength(1);

    const one = atActions(newState(3, { influenceMix: 'oneKind' }));
    dice(one, '0', 'y3 y4');
    dice(one, 'n', 'r1');
    one.players['0'].influence = 10;
    must(one, '0', 'reroll', ['0y3'], scripted([5]));
    must(one, '0', 'reroll', ['0y4'], scripted([5]));
    expect(legal(one, '0', 'flip')).toEqual([]);
    expect(legal(one, '0', 'recruit')).toEqual([]);
    // The next turn may choose again.
    must(one, '0', 'agriculture', [['0y5'], null]);
    one.turn.player = '0';
    expect(legal(one, '0', 'recruit')).toHaveLength(1);
  });

  it('is capped at 20: gains beyond are lost', () => {
    const G = twoPlayers();
    dice(G, '0', 'w6 w5');
    G.players['0'].influence = 19;
    must(G, '0', 'cathedral', [['0w5', '0w6'], null]);
    expect(G.players['0'].influence).toBe(20);
    expect(logged(G, 'cathedral')[0]).toMatchObject({ influence: 1 });
  });
});

describe('the cathedral', () => {
  it('puts a cube per white die on the lowest free level of its column: 1 VP each, +1 influence in columns 1-3, +2 in 4-6', () => {
    const G = twoPlayers();
    dice(G, '0', 'w1 w4 w4');
    must(G, '0', 'cathedral', [['0w4', '0w1', '0w4'], null]);
    expect(G.cathedral[0]).toEqual(['0', null, null]);
    expect(G.cathedral[3]).toEqual(['0', '0', null]);
    expect(G.players['0'].vp).toBe(3);
    expect(G.players['0'].influence).toBe(4 + 1 + 2 + 2);
    expect(logged(G, 'cathedral')).toEqual([
      { player: '0', dice: ['w1', 'w4', 'w4'], columns: [1, 4, 4], vp: '3', influence: 5 },
    ]);
  });

  it('a die whose column is full cannot be used there', () => {
    const G = twoPlayers();
    G.cathedral[5] = ['1', '1', null];
    dice(G, '0', 'w6 w6');
    expect(legal(G, '0', 'cathedral').map((m) => m.args[0])).toEqual([['0w6']]);
    G.cathedral[5][2] = '1';
    expect(legal(G, '0', 'cathedral')).toEqual([]);
  });

  it('only white dice build', () => {
    const G = twoPlayers();
    dice(G, '0', 'y6 r6');
    expect(legal(G, '0', 'cathedral')).toEqual([]);
  });
});

describe('agriculture', () => {
  it('gives half the sum of 1-3 yellow dice, rounded down', () => {
    const G = twoPlayers();
    dice(G, '0', 'y3 y4 y6');
    must(G, '0', 'agriculture', [['0y3', '0y4', '0y6'], null]);
    expect(G.players['0'].deniers).toBe(5 + 6);
    expect(logged(G, 'agriculture')).toEqual([{ player: '0', dice: ['y3', 'y4', 'y6'], deniers: 6 }]);
  });
});

describe('fighting an event', () => {
  it('places floor(sum / divisor) cubes, +1 influence each; extra cubes are lost', () => {
    const G = twoPlayers();
    G.events.push({ id: 'siege', cubes: [] }); // red / 5, 4 flags
    dice(G, '0', 'r6 r5');
    must(G, '0', 'fightEvent', ['siege', ['0r5', '0r6'], null]);
    expect(G.events[1].cubes).toEqual(['0', '0']);
    expect(G.players['0'].influence).toBe(6);
    expect(logged(G, 'fightEvent')).toEqual([
      { player: '0', event: 'siege', dice: ['r5', 'r6'], cubes: 2, placed: 2, influence: 2 },
    ]);
    G.turn.player = '0';
    G.events[1].cubes = ['1', '1', '1'];
    dice(G, '0', 'r6 r6 r5 y1');
    const vp1 = G.players['1'].vp;
    must(G, '0', 'fightEvent', ['siege', ['0r6', '0r6', '0r5'], null]);
    // 17 / 5 = 3 cubes, one flag free: 1 placed, the card is countered
    expect(logged(G, 'fightEvent')[1]).toMatchObject({ cubes: 3, placed: 1 });
    expect(G.events.map((e) => e.id)).toEqual(['pillage']);
    expect(G.players['1'].vp).toBe(vp1 + 6);
    expect(G.players['1'].won).toEqual(['siege']);
  });

  it("needs dice of the card's colour and at least one cube", () => {
    const G = twoPlayers();
    G.events.push({ id: 'schism', cubes: [] }); // white / 4
    dice(G, '0', 'w3 y6 r6');
    expect(legal(G, '0', 'fightEvent').filter((m) => m.args[0] === 'schism')).toEqual([]);
    dice(G, '0', 'w3 w1');
    expect(
      legal(G, '0', 'fightEvent')
        .filter((m) => m.args[0] === 'schism')
        .map((m) => m.args[1]),
    ).toEqual([['0w1', '0w3']]);
  });
});

describe('activating an activity card', () => {
  function withCard() {
    const G = twoPlayers();
    reveal(G, 'red2', 'mercenary'); // cost 4, red / 3, +3 deniers per activation
    dice(G, '0', 'r4 r5');
    return G;
  }

  it("the first time: a citizen from the supply becomes its tradesman in slot 1, paying the card's cost", () => {
    const G = withCard();
    G.players['0'].deniers = 4;
    const supply = G.players['0'].supply;
    must(G, '0', 'activate', ['red2', ['0r4', '0r5'], null]);
    useAll(G);
    // 9 / 3 = 3 activations: 4 - 4 + 9
    expect(G.cards.red2.tradesmen).toEqual(['0']);
    expect(G.players['0'].supply).toBe(supply - 1);
    expect(G.players['0'].deniers).toBe(9);
    expect(logged(G, 'tradesman')).toEqual([{ player: '0', card: 'mercenary', slot: 1, cost: 4 }]);
    expect(logged(G, 'gain')).toEqual([
      { player: '0', card: 'mercenary', activations: 3, deniers: 9, influence: 0, vp: '0', citizens: 0, paid: 0 },
    ]);
  });

  it('needs the cost and a citizen or a tradesman elsewhere', () => {
    const G = withCard();
    G.players['0'].deniers = 3;
    expect(legal(G, '0', 'activate')).toEqual([]);
    G.players['0'].deniers = 4;
    G.players['0'].supply = 0;
    expect(legal(G, '0', 'activate')).toEqual([]);
  });

  it('later activations cost no deniers; tradesmen fill slots in arrival order', () => {
    const G = withCard();
    G.cards.red2.tradesmen = ['1', '0'];
    G.players['0'].deniers = 0;
    must(G, '0', 'activate', ['red2', ['0r4'], null]);
    expect(G.players['0'].deniers).toBe(3);
    expect(G.cards.red2.tradesmen).toEqual(['1', '0']);
  });

  it('a tradesman moved from another card leaves his slot (the others move up) and pays the cost again (table option)', () => {
    for (const moveCost of [true, false]) {
      const G = atActions(newState(3, { moveCost }));
      dice(G, 'n', 'r1');
      reveal(G, 'red2', 'mercenary');
      reveal(G, 'red1', 'chevalier');
      G.cards.red1.tradesmen = ['0', '2'];
      G.players['0'].supply = 0;
      G.players['0'].deniers = 5;
      dice(G, '0', 'r3');
      must(G, '0', 'activate', ['red2', ['0r3'], null]);
      expect(G.cards.red1.tradesmen).toEqual(['2']);
      expect(G.cards.red2.tradesmen).toEqual(['0']);
      expect(G.players['0'].deniers).toBe(5 - (moveCost ? 4 : 0) + 3);
      expect(logged(G, 'tradesmanMoved')[0]).toMatchObject({ from: 'chevalier', cost: moveCost ? 4 : 0, slot: 1 });
    }
  });

  it('with both a citizen and a tradesman elsewhere, the player chooses which goes', () => {
    const G = withCard();
    reveal(G, 'red1', 'chevalier');
    G.cards.red1.tradesmen = ['0'];
    must(G, '0', 'activate', ['red2', ['0r4'], null]);
    expect(G.pending).toEqual({ kind: 'tradesman', space: 'red2', activations: 1 });
    expect(legal(G, '0').map((m) => m.args[0])).toEqual(['supply', 'red1']);
    expect(legal(G, '1')).toEqual([]);
    must(G, '0', 'tradesman', ['red1']);
    expect(G.cards.red1.tradesmen).toEqual([]);
    expect(G.cards.red2.tradesmen).toEqual(['0']);
    expect(G.pending).toBeNull();
    expect(G.turn.player).toBe('1');
  });

  it("the card's colour only", () => {
    const G = withCard();
    dice(G, '0', 'y6 w6');
    expect(legal(G, '0', 'activate')).toEqual([]);
  });

  it('over-spending is allowed: every group that gives at least one activation', () => {
    const G = withCard();
    dice(G, '0', 'r6 r6 r6');
    G.players['0'].deniers = 10;
    const own = legal(G, '0', 'activate').filter((m) => m.args[1].every((c) => c[0] === '0'));
    expect(own.map((m) => m.args[1].length)).toEqual([1, 2, 3]);
  });
});

describe('activations (reference §5.1, §6.1)', () => {
  it('a card activates at least once: one yellow 2 on the Artisan (yellow / 4) pays 1 influence for 6 deniers', () => {
    const G = twoPlayers();
    reveal(G, 'yellow1', 'artisan'); // cost 3, yellow / 4, per activation: pay 1 influence, gain 6 deniers
    dice(G, '0', 'y2');
    // 2 / 4 rounds down to 0: still 1 activation
    expect(legal(G, '0', 'activate').map((m) => m.args)).toContainEqual(['yellow1', ['0y2'], null]);
    must(G, '0', 'activate', ['yellow1', ['0y2'], null]);
    // one activation: no question; 5 deniers - 3 (tradesman) + 6 = 8; 4 influence - 1 = 3
    expect(G.pending).toBeNull();
    expect(G.cards.yellow1.tradesmen).toEqual(['0']);
    expect(G.players['0'].deniers).toBe(8);
    expect(G.players['0'].influence).toBe(3);
    expect(logged(G, 'activate')).toEqual([{ player: '0', card: 'artisan', dice: ['y2'], activations: 1 }]);
    expect(G.turn.player).toBe('1');
  });

  it('the player may use fewer activations than the dice give: Hunt (red / 4) with 6 + 6', () => {
    const G = twoPlayers();
    reveal(G, 'red2', 'hunt'); // red / 4, per activation 2 influence
    G.cards.red2.tradesmen = ['0'];
    dice(G, '0', 'r6 r6');
    must(G, '0', 'activate', ['red2', ['0r6', '0r6'], null]);
    // 12 / 4 = 3 activations: 1, 2 or 3
    expect(G.pending).toEqual({ kind: 'count', space: 'red2', activations: 3 });
    expect(legal(G, '0')).toEqual([
      { move: 'count', args: [1] },
      { move: 'count', args: [2] },
      { move: 'count', args: [3] },
    ]);
    expect(legal(G, '1')).toEqual([]);
    // the bots' list keeps only all three (each activation only gains)
    expect(botMoves(G, '0')).toEqual([{ move: 'count', args: [3] }]);
    expect(attempt(G, '0', 'count', [0])).toBe(false);
    expect(attempt(G, '0', 'count', [4])).toBe(false);
    must(G, '0', 'count', [1]);
    // 4 influence + 2
    expect(G.players['0'].influence).toBe(6);
    expect(logged(G, 'gain')[0]).toMatchObject({ activations: 1, influence: 2 });
    expect(G.pending).toBeNull();
    expect(G.turn.player).toBe('1');
  });

  it('a delayed card stores only the cubes chosen; with one activation nothing is asked', () => {
    const G = twoPlayers();
    reveal(G, 'yellow2', 'blacksmith'); // yellow / 4, delayed
    G.cards.yellow2.tradesmen = ['0'];
    dice(G, '0', 'y6 y6 y3');
    must(G, '0', 'activate', ['yellow2', ['0y3', '0y6', '0y6'], null]);
    // 15 / 4 = 3 activations; 2 chosen: 2 cubes
    must(G, '0', 'count', [2]);
    expect(G.cards.yellow2.cubes['0']).toBe(2);
    const H = twoPlayers();
    reveal(H, 'yellow2', 'blacksmith');
    H.cards.yellow2.tradesmen = ['0'];
    dice(H, '0', 'y6 y1');
    must(H, '0', 'activate', ['yellow2', ['0y1', '0y6'], null]);
    // 7 / 4 = 1 activation: stored at once
    expect(H.pending).toBeNull();
    expect(H.cards.yellow2.cubes['0']).toBe(1);
  });
});

describe('passing', () => {
  it("is always possible and ends one's round", () => {
    const G = twoPlayers();
    dice(G, '0', '');
    // Only the neutral red 1 is left: buy it for a citizen, or pass.
    expect(legal(G, '0').map((m) => m.move)).toEqual(['recruit', 'placeCitizen', 'pass']);
    must(G, '0', 'pass', []);
    expect(G.passed).toEqual(['0']);
    expect(logged(G, 'pass')).toEqual([{ player: '0', money: 2 }]);
  });
});

describe('influence is not spent right before passing (reference §5.3; BGA help: a pass is no action)', () => {
  it('once influence is spent, the player must act', () => {
    const G = twoPlayers();
    dice(G, '0', 'y3');
    expect(legal(G, '0', 'pass')).toHaveLength(1);
    must(G, '0', 'reroll', ['0y3'], scripted([5]));
    expect(legal(G, '0', 'pass')).toEqual([]);
    expect(attempt(G, '0', 'pass', [])).toBe(false);
    expect(G.passed).toEqual([]);
    // an action is still open (farming the 5 for 2 deniers), and after it the turn moves on
    must(G, '0', 'agriculture', [['0y5'], null]);
    expect(G.players['0'].deniers).toBe(5 + 2);
    expect(G.turn.player).toBe('1');
  });

  it('a player whom the spending left no action may still pass', () => {
    const G = twoPlayers();
    dice(G, '0', 'y3');
    G.players['0'].deniers = 0;
    must(G, '0', 'recruit', []);
    // a yellow 3 can always farm: take it away, leaving only the neutral red 1 he cannot buy
    dice(G, '0', '');
    expect(legal(G, '0').filter((m) => !['reroll', 'flip', 'recruit'].includes(m.move))).toEqual([
      { move: 'pass', args: [] },
    ]);
    must(G, '0', 'pass', []);
    expect(G.passed).toEqual(['0']);
  });
});
