import { describe, expect, it } from 'vitest';
import { ACTIVITY_CARDS, type ActivityId, type CardSpaceId } from '../data/activities';
import type { TroyesState } from '../state';
import { activityCard } from '../data/activities';
import { troyesPrompt } from '../ui';
import { atActions, attempt, dice, fill, legal, logged, must, newState, reveal, scripted, useAll } from './helpers';

// Every activity card (reference §6.1, §8), with the stand-in numbers of the
// table written out by hand: player 0 is already its tradesman (no cost), holds
// 10 deniers and 5 influence, and has 2 citizens in the Palace, 1 in the
// Bishopric and 2 in City Hall. Where the dice give several activations the
// player is asked how many to use: these tests use them all, except on the cards
// that cost something per activation, whose tests answer themselves.

function position(space: CardSpaceId, id: ActivityId, own: string): TroyesState {
  const G = atActions(newState(3));
  fill(G, 'palace', '012n01');
  fill(G, 'bishopric', '01n211');
  fill(G, 'cityhall', '012n01');
  reveal(G, space, id);
  G.cards[space].tradesmen = ['0'];
  G.players['0'].deniers = 10;
  G.players['0'].influence = 5;
  dice(G, '0', own);
  dice(G, 'n', 'r1');
  return G;
}

const codes = (G: TroyesState) => G.square['0'].map((d) => `0${d.c}${d.v}`);

function activateAll(space: CardSpaceId, id: ActivityId, own: string): TroyesState {
  const G = position(space, id, own);
  must(G, '0', 'activate', [space, codes(G), null]);
  if (activityCard(id).effect.kind !== 'trade') useAll(G);
  return G;
}

const resources = (G: TroyesState) => {
  const p = G.players['0'];
  return { deniers: p.deniers, influence: p.influence, vp: p.vp, supply: p.supply };
};

describe('yellow cards', () => {
  it("Artisan (yellow / 4): per activation pay 1 influence for 6 deniers; how many is the player's choice", () => {
    const G = activateAll('yellow1', 'artisan', 'y6 y6');
    // 12 / 4 = 3 activations, 5 influence: 1 to 3
    expect(G.pending).toEqual({ kind: 'count', space: 'yellow1', activations: 3 });
    expect(legal(G, '0').map((m) => m.args[0])).toEqual([1, 2, 3]);
    must(G, '0', 'count', [2]);
    expect(resources(G)).toMatchObject({ deniers: 22, influence: 3 });
    expect(logged(G, 'gain')[0]).toMatchObject({ activations: 2, deniers: 12, paid: 2 });
  });

  it('Artisan: limited by the influence held, and impossible without any', () => {
    const G = position('yellow1', 'artisan', 'y6 y6');
    G.players['0'].influence = 1;
    must(G, '0', 'activate', ['yellow1', codes(G), null]);
    // one affordable activation: no question asked
    expect(G.pending).toBeNull();
    expect(resources(G)).toMatchObject({ deniers: 16, influence: 0 });
    const H = position('yellow1', 'artisan', 'y6');
    H.players['0'].influence = 0;
    expect(legal(H, '0', 'activate')).toEqual([]);
  });

  it('Merchant (yellow / 5): 2 deniers per own citizen in City Hall per activation', () => {
    const G = activateAll('yellow1', 'merchant', 'y5 y6');
    // 2 activations × 2 citizens × 2
    expect(resources(G).deniers).toBe(18);
  });

  it('Miller (yellow / 5): per activation 2 per own citizen in the Palace or in the Bishopric, chosen per activation', () => {
    for (const [palace, deniers] of [
      [0, 14],
      [1, 16],
      [2, 18],
    ]) {
      const G = activateAll('yellow1', 'miller', 'y5 y5');
      expect(legal(G, '0').map((m) => m.args[0])).toEqual([0, 1, 2]);
      must(G, '0', 'split', [palace]);
      // Palace 2 citizens, Bishopric 1: 10 + 2 × (2 p + 1 (2 - p))
      expect(resources(G).deniers).toBe(deniers);
    }
  });

  it('Innkeeper (yellow / 2): per activation pay 1 denier for 1 influence', () => {
    const G = activateAll('yellow2', 'innkeeper', 'y3 y4');
    expect(legal(G, '0').map((m) => m.args[0])).toEqual([1, 2, 3]);
    must(G, '0', 'count', [3]);
    expect(resources(G)).toMatchObject({ deniers: 7, influence: 8 });
  });

  it('Journeyman (yellow / 3): per activation pay 3 deniers for 2 VP', () => {
    const G = activateAll('yellow3', 'journeyman', 'y6 y6 y6');
    // 6 activations, 10 deniers: at most 3
    expect(legal(G, '0').map((m) => m.args[0])).toEqual([1, 2, 3]);
    must(G, '0', 'count', [3]);
    expect(resources(G)).toMatchObject({ deniers: 1, vp: 6 });
  });

  it('Goldsmith (yellow / 5): per activation 1 VP and 2 deniers', () => {
    expect(resources(activateAll('yellow3', 'goldsmith', 'y6 y5'))).toMatchObject({ deniers: 14, vp: 2 });
  });

  it('Sculptor (yellow / 4): per activation 1 VP', () => {
    expect(resources(activateAll('yellow3', 'sculptor', 'y4 y4'))).toMatchObject({ vp: 2, deniers: 10 });
  });
});

describe('white cards', () => {
  it('Confession (white / 3, delayed): per activation a cube on the card', () => {
    const G = activateAll('white2', 'confession', 'w6 w3');
    // 9 / 3 = 3 activations: 3 cubes stored, no gain
    expect(G.cards.white2.cubes['0']).toBe(3);
    expect(resources(G)).toMatchObject({ deniers: 10, influence: 5, vp: 0 });
  });

  it('Pilgrimage (white / 4): per activation 1 VP and 1 influence', () => {
    expect(resources(activateAll('white3', 'pilgrimage', 'w4 w4 w4'))).toMatchObject({ vp: 3, influence: 8 });
  });

  it('Glassmaker (white / 6): per activation 1 VP per cathedral level holding an own cube', () => {
    const G = position('white3', 'glassmaker', 'w6 w6');
    G.cathedral[0] = ['0', '0', null];
    G.cathedral[4] = ['1', '1', '1'];
    must(G, '0', 'activate', ['white3', codes(G), null]);
    useAll(G);
    expect(resources(G).vp).toBe(4);
  });

  it('Procession (white / 5): per activation 1 VP per building where an own citizen stands', () => {
    expect(resources(activateAll('white3', 'procession', 'w5')).vp).toBe(3);
    const G = position('white3', 'procession', 'w5');
    fill(G, 'cityhall', '112n21');
    must(G, '0', 'activate', ['white3', codes(G), null]);
    expect(resources(G).vp).toBe(2);
  });
});

describe('red cards', () => {
  it("Archer (red / 2): per activation a black die; each 3-6 puts a cube on an event of the player's choice (+1 influence)", () => {
    const G = position('red1', 'archer', 'r5');
    G.events.push({ id: 'war', cubes: [] });
    must(G, '0', 'activate', ['red1', codes(G), null]);
    useAll(G, '0', scripted([3, 2]));
    expect(logged(G, 'archerRoll')).toEqual([{ player: '0', rolls: [3, 2], hits: 1 }]);
    expect(legal(G, '0').map((m) => m.args[0])).toEqual(['pillage', 'war', null]);
    must(G, '0', 'archerCube', ['war']);
    expect(G.events[1].cubes).toEqual(['0']);
    expect(resources(G).influence).toBe(6);
    expect(G.pending).toBeNull();
    expect(G.turn.player).toBe('1');
  });

  it('Archer: hits go one by one, may go to different events or nowhere, and a full card is countered at once', () => {
    const G = position('red1', 'archer', 'r6 r6');
    G.events.push({ id: 'skirmish', cubes: ['1'] });
    must(G, '0', 'activate', ['red1', codes(G), null]);
    useAll(G, '0', scripted([6, 6, 6, 1, 4, 5]));
    expect(G.pending).toEqual({ kind: 'eventHits', space: 'red1', hits: 5 });
    must(G, '0', 'archerCube', ['skirmish']);
    // skirmish countered: 1 and 0 tied for most share 2 + 1 = 3 -> 1 each; it goes to 1 (placed first)
    expect(G.players['1'].won).toEqual(['skirmish']);
    expect(legal(G, '0').map((m) => m.args[0])).toEqual(['pillage', null]);
    must(G, '0', 'archerCube', [null]);
    must(G, '0', 'archerCube', ['pillage']);
    expect(G.pending).toEqual({ kind: 'eventHits', space: 'red1', hits: 2 });
    expect(logged(G, 'archerSkip')).toHaveLength(1);
  });

  it('Knight / Chevalier (red / 4, stand-in): per activation a cube on an event of the choice (+1 influence)', () => {
    const G = position('red1', 'chevalier', 'r4 r5');
    G.events.push({ id: 'war', cubes: [] });
    must(G, '0', 'activate', ['red1', codes(G), null]);
    useAll(G);
    // 9 / 4 = 2 activations: two cubes, no die rolled
    expect(G.pending).toEqual({ kind: 'eventHits', space: 'red1', hits: 2 });
    expect(logged(G, 'archerRoll')).toEqual([]);
    expect(troyesPrompt(G, '0')).toEqual({ key: 'knight', params: { hits: 2 } });
    must(G, '0', 'archerCube', ['war']);
    must(G, '0', 'archerCube', ['pillage']);
    expect(logged(G, 'knightCube')).toEqual([
      { player: '0', event: 'war' },
      { player: '0', event: 'pillage' },
    ]);
    expect(G.events[0].cubes).toEqual(['0']);
    expect(G.events[1].cubes).toEqual(['0']);
    expect(resources(G).influence).toBe(7);
    expect(G.pending).toBeNull();
    expect(G.turn.player).toBe('1');
  });

  it('Mercenary (red / 3): per activation 3 deniers', () => {
    expect(resources(activateAll('red2', 'mercenary', 'r4')).deniers).toBe(13);
  });

  it('Hunt (red / 4): per activation 2 influence', () => {
    expect(resources(activateAll('red2', 'hunt', 'r4 r4')).influence).toBe(9);
  });

  it('Tax collector / Percepteur (red / 4): per activation 1 denier per citizen of the others in City Hall, paid by its owner', () => {
    // City Hall: 0, 1, 2, n, 0, 1 -> player 1 has 2, player 2 has 1, the neutral 1
    const G = position('red2', 'percepteur', 'r4 r4');
    G.players['1'].deniers = 10;
    G.players['2'].deniers = 10;
    must(G, '0', 'activate', ['red2', codes(G), null]);
    useAll(G);
    // 8 / 4 = 2 activations: player 1 pays 2 × 2 = 4, player 2 pays 2, the bank 2 for the neutral
    expect(G.players['1'].deniers).toBe(6);
    expect(G.players['2'].deniers).toBe(8);
    expect(resources(G).deniers).toBe(10 + 8);
    // a player who cannot pay in full pays what he has
    const H = position('red2', 'percepteur', 'r4');
    H.players['1'].deniers = 1;
    H.players['2'].deniers = 0;
    must(H, '0', 'activate', ['red2', codes(H), null]);
    expect(H.players['1'].deniers).toBe(0);
    expect(H.players['2'].deniers).toBe(0);
    expect(resources(H).deniers).toBe(10 + 1 + 0 + 1);
  });

  it('Captain (red / 5): per activation 1 VP per event carrying an own cube, Pillage included', () => {
    const G = position('red3', 'captain', 'r5');
    G.events[0].cubes = ['0'];
    G.events.push({ id: 'war', cubes: ['1', '0'] }, { id: 'raid', cubes: ['1'] });
    must(G, '0', 'activate', ['red3', codes(G), null]);
    expect(resources(G).vp).toBe(2);
  });

  it('Jousts (red / 4): per activation 1 VP per own citizen in the Palace, at most 3', () => {
    expect(resources(activateAll('red3', 'jousts', 'r4 r4')).vp).toBe(4);
    const G = position('red3', 'jousts', 'r4');
    fill(G, 'palace', '000001');
    must(G, '0', 'activate', ['red3', codes(G), null]);
    expect(resources(G).vp).toBe(3);
  });

  it('Troubadour (red / 3): per activation pay 2 influence for 2 VP', () => {
    const G = activateAll('red3', 'troubadour', 'r6 r3');
    // 3 activations, 5 influence: at most 2
    expect(legal(G, '0').map((m) => m.args[0])).toEqual([1, 2]);
    must(G, '0', 'count', [2]);
    expect(resources(G)).toMatchObject({ vp: 4, influence: 1 });
  });
});

describe('delayed cards: a cube per activation, spent one per later action', () => {
  it('store floor(sum / divisor) cubes and stay across rounds until used', () => {
    const G = activateAll('white1', 'tithing', 'w6');
    expect(G.cards.white1.cubes['0']).toBe(2);
    expect(logged(G, 'cubesStored')).toEqual([{ player: '0', card: 'tithing', cubes: 2 }]);
  });

  function withCubes(space: CardSpaceId, id: ActivityId, own: string): TroyesState {
    const G = position(space, id, own);
    G.cards[space].cubes['0'] = 2;
    return G;
  }

  it('Tithing: in a yellow group, one die from each other district is free', () => {
    const G = withCubes('white1', 'tithing', 'y2');
    dice(G, '1', 'y6');
    dice(G, 'n', 'y4 y4');
    G.players['0'].deniers = 12;
    expect(attempt(G, '0', 'agriculture', [['0y2', '1y6', 'ny4'], null])).toBe(true);
    // without the cube: 2 bought dice × 6 = 12 paid; 12 pips -> 6
    expect(resources(G).deniers).toBe(12 - 12 + 6);
    const H = withCubes('white1', 'tithing', 'y2');
    dice(H, '1', 'y6');
    dice(H, 'n', 'y4 y4');
    const p1 = H.players['1'].deniers;
    must(H, '0', 'agriculture', [['0y2', '1y6', 'ny4'], 'white1']);
    expect(resources(H).deniers).toBe(10 + 6);
    expect(H.players['1'].deniers).toBe(p1);
    expect(H.cards.white1.cubes['0']).toBe(1);
    // two neutral dice: only one of them free -> 1 × 6
    const K = withCubes('white1', 'tithing', '');
    dice(K, 'n', 'y4 y4 y1');
    dice(K, '2', 'r1');
    K.players['0'].deniers = 12;
    must(K, '0', 'agriculture', [['ny4', 'ny4', 'ny1'], 'white1']);
    expect(resources(K).deniers).toBe(12 - 12 + 4);
  });

  it('Monk: exactly one white die counts as three yellow dice of its value', () => {
    const G = withCubes('white1', 'monk', 'w5 w1');
    expect(
      legal(G, '0', 'agriculture')
        .filter((m) => m.args[1] === 'white1')
        .map((m) => m.args[0]),
    ).toEqual([['0w1'], ['0w5']]);
    must(G, '0', 'agriculture', [['0w5'], 'white1']);
    expect(resources(G).deniers).toBe(10 + 7);
  });

  it('Priest: +3 to every yellow die of the group', () => {
    const G = withCubes('white1', 'priest', 'y1 y2');
    must(G, '0', 'agriculture', [['0y1', '0y2'], 'white1']);
    expect(resources(G).deniers).toBe(10 + 4);
  });

  it('Apprenticeship: every die of the group, of any colours, counts as a 5 of the colour needed; never for the cathedral or a citizen', () => {
    const G = withCubes('white2', 'apprenticeship', 'r1 w1');
    must(G, '0', 'agriculture', [['0r1', '0w1'], 'white2']);
    expect(resources(G).deniers).toBe(15);
    const H = withCubes('white2', 'apprenticeship', 'w1 w1');
    expect(legal(H, '0', 'cathedral').filter((m) => m.args[1] !== null)).toEqual([]);
    expect(legal(H, '0', 'placeCitizen').some((m) => m.args.length !== 2)).toBe(false);
  });

  it('Templar: one white die counts as two red dice of its value (one more red die may join)', () => {
    const G = withCubes('white2', 'templar', 'w6 r4');
    G.events.push({ id: 'invasion', cubes: [] }); // red / 4, 4 flags
    must(G, '0', 'fightEvent', ['invasion', ['0w6'], 'white2']);
    expect(G.events[1].cubes).toEqual(['0', '0', '0']);
    G.turn.player = '0';
    G.events[1].cubes = [];
    dice(G, '0', 'w6 r4');
    must(G, '0', 'fightEvent', ['invasion', ['0r4', '0w6'], 'white2']);
    expect(G.events.find((e) => e.id === 'invasion')).toBeUndefined(); // 16 / 4 = 4 cubes: countered
    expect(G.players['0'].won).toEqual(['invasion']);
  });

  it('Blacksmith: +5 to the total of a group of red dice', () => {
    const G = withCubes('yellow2', 'blacksmith', 'r3');
    G.events.push({ id: 'war', cubes: [] });
    must(G, '0', 'fightEvent', ['war', ['0r3'], 'yellow2']);
    expect(G.events[1].cubes).toEqual(['0', '0']);
  });

  it('Confession: +2 to every red die of the group (not to its total)', () => {
    const G = withCubes('white2', 'confession', 'r1 r2 r3');
    G.events.push({ id: 'invasion', cubes: [] }); // red / 4, 4 flags
    // 1+2+3 = 6, each die +2: 3+4+5 = 12, 12 / 4 = 3 cubes (6 / 4 = 1 without the cube)
    must(G, '0', 'fightEvent', ['invasion', ['0r1', '0r2', '0r3'], 'white2']);
    expect(G.events[1].cubes).toEqual(['0', '0', '0']);
    expect(G.cards.white2.cubes['0']).toBe(1);
    // a single red 1: 1 + 2 = 3, below the divisor 4, so no fight with it
    const H = withCubes('white2', 'confession', 'r1 w6');
    H.events.push({ id: 'invasion', cubes: [] });
    expect(attempt(H, '0', 'fightEvent', ['invasion', ['0r1'], 'white2'])).toBe(false);
    // only red dice: a white die cannot join the group
    expect(attempt(H, '0', 'fightEvent', ['invasion', ['0r1', '0w6'], 'white2'])).toBe(false);
  });

  it('Militia: a group of yellow dice counts as red', () => {
    const G = withCubes('yellow2', 'militia', 'y6');
    reveal(G, 'red2', 'mercenary');
    G.cards.red2.tradesmen = ['0'];
    must(G, '0', 'activate', ['red2', ['0y6'], 'yellow2']);
    useAll(G);
    expect(resources(G).deniers).toBe(16);
  });

  it('Diplomat: the bought dice of the group are free', () => {
    const G = withCubes('red1', 'diplomat', '');
    dice(G, '1', 'y6 y6');
    const p1 = G.players['1'].deniers;
    must(G, '0', 'agriculture', [['1y6', '1y6'], 'red1']);
    expect(resources(G).deniers).toBe(16);
    expect(G.players['1'].deniers).toBe(p1);
  });

  it('one cube per action, none for placing a citizen, only from cards where the player has one', () => {
    const G = withCubes('yellow2', 'blacksmith', 'r3 r3');
    expect(legal(G, '0', 'placeCitizen').every((m) => m.args.length === 2)).toBe(true);
    expect(legal(G, '1', 'fightEvent')).toEqual([]);
    G.cards.yellow2.cubes['0'] = 0;
    expect(legal(G, '0').some((m) => (m.args as unknown[]).includes('yellow2'))).toBe(false);
  });
});

describe('the table', () => {
  it('every card is covered above', () => {
    const covered = [
      'artisan',
      'merchant',
      'miller',
      'innkeeper',
      'journeyman',
      'goldsmith',
      'sculptor',
      'confession',
      'pilgrimage',
      'glassmaker',
      'procession',
      'archer',
      'chevalier',
      'mercenary',
      'hunt',
      'percepteur',
      'captain',
      'jousts',
      'troubadour',
      'tithing',
      'monk',
      'priest',
      'apprenticeship',
      'templar',
      'blacksmith',
      'militia',
      'diplomat',
    ];
    expect([...covered].sort()).toEqual(ACTIVITY_CARDS.map((c) => c.id).sort());
  });
});
