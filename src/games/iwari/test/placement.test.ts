import { describe, expect, it } from 'vitest';
import { pays } from '../payment';
import { BIOMES, type Biome } from '../data/biomes';
import { pieceSets, placements } from '../placement';
import { mapIndex } from '../board';
import { attempt, hand, legal, must, newState, places, tents, totems, TOTEM } from './helpers';
import type { IwariState } from '../state';

// The regular move (§5.1): the payments, the 3-2-1 rule, unexplored territories,
// the totem cap, and the worked examples of §5.6 (Stand-in A, players A=0, B=1, C=2).

const territory = (id: string) => mapIndex('standinA').territory.get(id)!;

describe('payments (§5.1)', () => {
  it.each([
    ['one card of the biome pays one piece', ['forest'], 1, true],
    ['a matching pair of another biome pays one piece', ['desert', 'desert'], 1, true],
    ['a pair of the biome itself pays one piece (legal, pointless)', ['forest', 'forest'], 1, true],
    ['two cards of the biome pay two pieces', ['forest', 'forest'], 2, true],
    ['a card of the biome and a pair pay two pieces', ['forest', 'coast', 'coast'], 2, true],
    ['three cards of the biome pay two pieces (one and a pair)', ['forest', 'forest', 'forest'], 2, true],
    ['a card of another biome pays nothing', ['desert'], 1, false],
    ['two different cards of other biomes pay nothing', ['desert', 'coast'], 1, false],
    ['a card of the biome and a stray card do not pay one piece exactly', ['forest', 'desert'], 1, false],
    ['a card of the biome and a stray card do not pay two pieces', ['forest', 'desert'], 2, false],
    ['a pair pays one piece, not two', ['desert', 'desert'], 2, false],
    ['three cards of the biome cannot pay three pieces', ['forest', 'forest', 'forest'], 3, false],
    ['three of another biome pay nothing', ['desert', 'desert', 'desert'], 1, false],
  ] as const)('%s', (_what, cards, pieces, ok) => {
    expect(pays(cards, 'forest', pieces)).toBe(ok);
  });
});

describe('payments against the rule itself', () => {
  /** The rule of §5.1 read literally: the cards split into groups, each one card of the biome or two matching cards, one group per piece. */
  function splits(cards: readonly Biome[], biome: Biome, pieces: number): boolean {
    if (cards.length === 0) return pieces === 0;
    const [c, ...rest] = cards;
    if (c === biome && splits(rest, biome, pieces - 1)) return true;
    const j = rest.indexOf(c);
    return (
      j >= 0 &&
      splits(
        rest.filter((_, i) => i !== j),
        biome,
        pieces - 1,
      )
    );
  }

  it('every hand of 1 to 3 cards pays for 1 or 2 pieces in each biome exactly when it splits that way', () => {
    let hands: Biome[][] = [[]];
    let checked = 0;
    for (let n = 1; n <= 3; n++) {
      hands = hands.flatMap((h) => BIOMES.map((b) => [...h, b]));
      for (const cards of hands) {
        for (const biome of BIOMES) {
          for (const pieces of [1, 2]) {
            expect(pays(cards, biome, pieces), `${cards.join('+')} for ${pieces} in ${biome}`).toBe(
              splits(cards, biome, pieces),
            );
            checked++;
          }
        }
      }
    }
    expect(checked).toBe((5 + 25 + 125) * 5 * 2);
  });
});

describe('placement rules', () => {
  it('an unexplored territory takes exactly one tent, on any of its spaces', () => {
    const G = newState(3);
    expect(pieceSets(G, '0', territory('CO2'))).toEqual([['CO2.1'], ['CO2.2'], ['CO2.3'], ['CO2.4'], ['CO2.5']]);
  });

  it('an explored territory takes up to two pieces: tents on free spaces, totems up to the cap', () => {
    const G = newState(3);
    tents(G, '1', 'DE2.1');
    const sets = pieceSets(G, '0', territory('DE2'));
    // 4 single tents, 1 totem (cap 1), 6 pairs of tents, 4 tent+totem; no two totems (cap 1).
    expect(sets.filter((s) => s.length === 1 && s[0] !== TOTEM)).toHaveLength(4);
    expect(sets).toContainEqual([TOTEM]);
    expect(sets.filter((s) => s.length === 2 && !s.includes(TOTEM))).toHaveLength(6);
    expect(sets.filter((s) => s.length === 2 && s[1] === TOTEM && s[0] !== TOTEM)).toHaveLength(4);
    expect(sets).not.toContainEqual([TOTEM, TOTEM]);
    expect(sets).toHaveLength(15);
  });

  it('a full territory takes totems only; an empty supply takes nothing', () => {
    const G = newState(3);
    tents(G, '1', 'FO3.1', 'FO3.2', 'FO3.3');
    tents(G, '2', 'FO3.4');
    expect(pieceSets(G, '0', territory('FO3'))).toEqual([[TOTEM], [TOTEM, TOTEM]]);
    G.supply['0'].totems = 1;
    expect(pieceSets(G, '0', territory('FO3'))).toEqual([[TOTEM]]);
    G.supply['0'].totems = 0;
    expect(pieceSets(G, '0', territory('FO3'))).toEqual([]);
  });

  it('a player without tents left places no tent', () => {
    const G = newState(3);
    tents(G, '1', 'DE2.1');
    G.supply['0'].tents = 0;
    expect(pieceSets(G, '0', territory('DE2'))).toEqual([[TOTEM]]);
    expect(pieceSets(G, '0', territory('CO2'))).toEqual([]);
  });

  it('the totem cap is the largest tent count of a single tribe, whoever places the totem', () => {
    const G = newState(3);
    tents(G, '1', 'CO1.1', 'CO1.2', 'CO1.3');
    tents(G, '2', 'CO1.4');
    totems(G, '2', 'CO1', 2);
    // Cap 3 (player 1's tents), 2 totems there: one more fits, two do not; player 0 needs no tent there.
    const sets = pieceSets(G, '0', territory('CO1'));
    expect(sets).toContainEqual([TOTEM]);
    expect(sets).not.toContainEqual([TOTEM, TOTEM]);
  });

  it('two pieces in one move need the 3-2-1 rule: up to 3 cards, up to 2 pieces, one territory', () => {
    const G = newState(3);
    tents(G, '1', 'FO1.1');
    hand(G, '0', 'forest', 'forest', 'forest');
    const moves = places(legal(G, '0', 'place'));
    expect(moves.every((m) => m.args[1].length <= 2 && m.args[2].length <= 3)).toBe(true);
    expect(moves.every((m) => m.args[1].every((p) => p === TOTEM || p.startsWith(`${m.args[0]}.`)))).toBe(true);
    // Forest territories only (FO1 explored; FO2, FO3 unexplored: one tent); three forests never buy three pieces.
    expect(new Set(moves.map((m) => m.args[0]))).toEqual(
      new Set(['FO1', 'FO2', 'FO3', 'TU1', 'TU2', 'TU3', 'GL1', 'GL2', 'CO1', 'CO2', 'DE1', 'DE2']),
    );
    expect(
      moves.filter((m) => m.args[0] === 'TU1').every((m) => m.args[1].length === 1 && m.args[2].length === 2),
    ).toBe(true);
  });
});

describe('worked examples (§5.6)', () => {
  it('1. Exploring: CO2 is empty; A with Coast, Coast, Desert places one tent there only, keeps two cards and draws one', () => {
    const G = newState(3);
    hand(G, '0', 'coast', 'coast', 'desert');
    const inCO2 = places(legal(G, '0', 'place')).filter((m) => m.args[0] === 'CO2');
    expect(inCO2.length).toBeGreaterThan(0);
    expect(inCO2.every((m) => m.args[1].length === 1 && m.args[1][0] !== TOTEM)).toBe(true);
    expect(attempt(G, '0', 'place', 'CO2', ['CO2.1', 'CO2.2'], ['coast', 'coast'])).toBe(false);
    expect(attempt(G, '0', 'place', 'CO2', ['CO2.1', TOTEM], ['coast', 'desert'])).toBe(false);
    must(G, '0', 'place', 'CO2', ['CO2.3'], ['coast']);
    expect(G.tents['CO2.3']).toBe('0');
    expect(G.hands['0']).toEqual(['coast', 'desert']);
    expect(G.turn).toMatchObject({ step: 'draw', draws: 1 });
  });

  function example2(): IwariState {
    const G = newState(3);
    tents(G, '0', 'FO2.1', 'FO2.2');
    tents(G, '1', 'FO2.3');
    totems(G, '1', 'FO2', 2);
    return G;
  }

  it('2. Cap unlocked by a tent: a tent first raises the cap from 2 to 3, then a totem fits; a totem alone does not', () => {
    const G = example2();
    hand(G, '0', 'forest', 'desert', 'desert');
    expect(attempt(G, '0', 'place', 'FO2', [TOTEM], ['forest'])).toBe(false);
    expect(attempt(G, '0', 'place', 'FO2', [TOTEM], ['desert', 'desert'])).toBe(false);
    // The pieces are placed tents first, whatever order they are given in.
    must(G, '0', 'place', 'FO2', [TOTEM, 'FO2.4'], ['desert', 'forest', 'desert']);
    expect(G.tents['FO2.4']).toBe('0');
    expect(G.totems.FO2).toEqual({ 1: 2, 0: 1 });
    expect(G.hands['0']).toEqual([]);
  });

  it('2. …and B, whose tent does not become the largest count, cannot add the totem', () => {
    const G = example2();
    G.turn.player = '1';
    hand(G, '1', 'forest', 'desert', 'desert');
    expect(attempt(G, '1', 'place', 'FO2', ['FO2.4', TOTEM], ['forest', 'desert', 'desert'])).toBe(false);
    expect(attempt(G, '1', 'place', 'FO2', ['FO2.4'], ['forest'])).toBe(true);
  });

  it('3. Wild pair: B with Glacier, Glacier, Tundra may put 2 pieces in TU2 or an explored Glacier territory, 1 in a Desert one, never 2', () => {
    const G = newState(3);
    tents(G, '0', 'TU2.1', 'GL1.1', 'DE1.1');
    G.turn.player = '1';
    hand(G, '1', 'glacier', 'glacier', 'tundra');
    const moves = placements(G, '1', G.hands['1']);
    const twoIn = (t: string) => moves.filter((m) => m.territory === t && m.pieces.length === 2);
    expect(twoIn('TU2').every((m) => m.cards.join() === 'tundra,glacier,glacier')).toBe(true);
    expect(twoIn('TU2').length).toBeGreaterThan(0);
    expect(twoIn('GL1').every((m) => m.cards.join() === 'glacier,glacier')).toBe(true);
    expect(twoIn('GL1').length).toBeGreaterThan(0);
    expect(twoIn('DE1')).toEqual([]);
    expect(moves.filter((m) => m.territory === 'DE1').every((m) => m.cards.join() === 'glacier,glacier')).toBe(true);
    expect(moves.some((m) => m.territory === 'DE1')).toBe(true);
  });
});

describe('the legal list', () => {
  it('lists every payment once per piece set, in canonical order, and accepts any order of pieces and cards', () => {
    const G = newState(3);
    tents(G, '1', 'TU1.1');
    hand(G, '0', 'tundra', 'coast', 'coast');
    const moves = places(legal(G, '0', 'place')).filter((m) => m.args[0] === 'TU1' && m.args[1].join() === 'TU1.2');
    expect(moves.map((m) => m.args[2])).toEqual([['tundra'], ['coast', 'coast']]);
    expect(attempt(structuredClone(G), '0', 'place', 'TU1', ['TU1.3', 'TU1.2'], ['coast', 'tundra', 'coast'])).toBe(
      true,
    );
    expect(attempt(structuredClone(G), '0', 'place', 'TU1', ['TU1.2', 'TU1.2'], ['tundra', 'coast', 'coast'])).toBe(
      false,
    );
    expect(attempt(structuredClone(G), '0', 'place', 'TU1', ['TU1.2'], ['tundra', 'tundra'])).toBe(false); // not in hand
    expect(attempt(structuredClone(G), '0', 'place', 'TU1', ['TU1.1'], ['tundra'])).toBe(false); // taken
    expect(attempt(structuredClone(G), '0', 'place', 'TU1', ['GL1.1'], ['tundra'])).toBe(false); // another territory
    expect(attempt(structuredClone(G), '1', 'place', 'TU1', ['TU1.2'], ['tundra'])).toBe(false); // not his turn
  });

  it('offers discard-and-draw for each biome in hand, and nothing to anybody else', () => {
    const G = newState(3);
    hand(G, '0', 'tundra', 'coast', 'coast');
    expect(legal(G, '0', 'discard').map((m) => m.args)).toEqual([['tundra'], ['coast']]);
    expect(legal(G, '1')).toEqual([]);
    expect(legal(G, '2')).toEqual([]);
  });
});
