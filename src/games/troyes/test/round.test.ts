import { describe, expect, it } from 'vitest';
import { advanceTurn, beginRound, endRound, payIncome, rollDice } from '../round';
import { atActions, dice, fill, keepOrder, legal, logged, must, newState, scripted } from './helpers';

// The round's automatic phases (reference §4): reveal, income and salaries, dice,
// events; and the end of the round.

describe('phase 1: income and salaries', () => {
  it('gives 10 deniers, then takes 2 per own citizen in the Palace and 1 per citizen in the Bishopric; City Hall is free', () => {
    const G = newState(2);
    fill(G, 'palace', '0010nn');
    fill(G, 'bishopric', '0n1n00');
    fill(G, 'cityhall', '000111');
    G.players['0'].deniers = 3;
    payIncome(G);
    // 3 + 10 - (3 × 2) - (3 × 1) = 4
    expect(G.players['0'].deniers).toBe(4);
    // 5 + 10 - 2 - 1 = 12
    expect(G.players['1'].deniers).toBe(12);
    expect(logged(G, 'income')[0]).toEqual({ player: '0', income: 10, salary: 9, paid: 9 });
    expect(logged(G, 'penalty')).toEqual([]);
  });

  it('who cannot pay gives everything and loses 2 VP once, whatever the shortfall, never below 0', () => {
    const G = newState(2);
    fill(G, 'palace', '000000');
    fill(G, 'bishopric', '000000');
    fill(G, 'cityhall', '111111');
    G.players['0'].deniers = 0;
    G.players['0'].vp = 5;
    payIncome(G);
    // salary 6 × 2 + 6 × 1 = 18 > 10
    expect(G.players['0'].deniers).toBe(0);
    expect(G.players['0'].vp).toBe(3);
    expect(logged(G, 'penalty')).toEqual([{ player: '0', vp: '2', reason: 'salary', event: null }]);
    G.players['0'].vp = 1;
    payIncome(G);
    expect(G.players['0'].vp).toBe(0);
  });
});

describe('phase 2: the workforce', () => {
  it("rolls one die per standing citizen in the building's colour, for every player and the neutral district", () => {
    const G = newState(2);
    fill(G, 'palace', '001nn1');
    fill(G, 'bishopric', '0n1n01');
    fill(G, 'cityhall', '01n01n');
    G.buildings.palace.lying = ['1'];
    rollDice(G, scripted([6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2, 1]));
    // Player 0 rolls first: Palace spaces 0 and 1 (6, 5), Bishopric 0 and 4 (4, 3), City Hall 0 and 3 (2, 1).
    expect(G.square['0'].map((d) => `${d.c}${d.v}`)).toEqual(['r5', 'r6', 'w3', 'w4', 'y1', 'y2']);
    expect(G.square['1'].map((d) => d.c).join('')).toBe('rrwwyy');
    expect(G.square.n.map((d) => d.c).join('')).toBe('rrwwyy');
    // 18 dice, 6 per colour, whoever owns them; lying citizens roll nothing.
    const all = [...G.square['0'], ...G.square['1'], ...G.square.n];
    expect(all).toHaveLength(18);
    for (const c of ['r', 'w', 'y']) expect(all.filter((d) => d.c === c)).toHaveLength(6);
    expect(logged(G, 'roll')[0]).toEqual({ player: '0', dice: G.square['0'].map((d) => `${d.c}${d.v}`) });
  });
});

describe('phases 0 and 3', () => {
  it('reveals the level I cards in round 1, II in round 2, III in round 3, nothing after', () => {
    const G = newState(2);
    atActions(G);
    G.round = 0;
    beginRound(G, keepOrder);
    expect(G.cards.yellow1.card).toBe('artisan');
    expect(G.cards.white1.card).toBe('tithing');
    expect(G.cards.red1.card).toBe('archer');
    expect(G.cards.red2.card).toBeNull();
    expect(logged(G, 'reveal')).toEqual([{ card: 'archer' }, { card: 'tithing' }, { card: 'artisan' }]);
    expect(G.secret!.faceDown.red1).toBeUndefined();
    endRound(G, keepOrder);
    expect(G.round).toBe(2);
    expect([G.cards.red2.card, G.cards.white2.card, G.cards.yellow2.card]).toEqual([
      'mercenary',
      'apprenticeship',
      'innkeeper',
    ]);
    endRound(G, keepOrder);
    expect([G.cards.red3.card, G.cards.white3.card, G.cards.yellow3.card]).toEqual([
      'captain',
      'pilgrimage',
      'journeyman',
    ]);
    const reveals = logged(G, 'reveal').length;
    endRound(G, keepOrder);
    expect(logged(G, 'reveal').length).toBe(reveals);
    expect(Object.keys(G.secret!.faceDown)).toEqual([]);
  });

  it('draws a red event and the companion it names; the row keeps growing; Pillage stays first', () => {
    const G = newState(2);
    atActions(G);
    G.round = 0;
    // 2 players keep war, succession, raid, siege; siege is drawn first and draws yellow (the deck's last card, fire).
    beginRound(G, keepOrder);
    expect(G.events.map((e) => e.id)).toEqual(['pillage', 'siege', 'fire']);
    expect(G.decks).toEqual({ red: 3, white: 4, yellow: 3 });
    // Pillage 1 + Siege 2 black dice, rolled as ones.
    expect(G.fight).toEqual({ fighter: '0', black: [1, 1, 1], taken: null });
    expect(G.phase).toBe('events');
    endRound(G, keepOrder);
    expect(G.events.map((e) => e.id)).toEqual(['pillage', 'siege', 'fire', 'raid', 'epidemic']);
    expect(G.fight!.black).toHaveLength(1 + 2 + 1);
  });

  it('caps the black dice at 6 unless the table says otherwise', () => {
    for (const cap of [true, false]) {
      const G = newState(4, { blackDiceCap: cap });
      atActions(G);
      G.round = 3;
      // Pillage 1 + war 2 + siege 2 + invasion 2 in the row, and the skirmish (1) drawn now: 8 symbols.
      G.events.push({ id: 'war', cubes: [] }, { id: 'siege', cubes: [] }, { id: 'invasion', cubes: [] });
      G.secret!.red = ['skirmish'];
      beginRound(G, keepOrder);
      expect(G.events.map((e) => e.id).slice(-2)).toEqual(['skirmish', 'epidemic']);
      expect(G.fight!.black).toHaveLength(cap ? 6 : 8);
    }
  });
});

describe('phase 4 turns and phase 5', () => {
  it('passing pays 2 deniers into the district and 1 more each time play comes round while others act', () => {
    const G = atActions(newState(3));
    dice(G, '0', 'y1 y2 y3 y4');
    dice(G, '1', 'y5');
    dice(G, '2', 'y6 y6 y6');
    must(G, '0', 'pass', []);
    expect(G.players['0'].passMoney).toBe(2);
    must(G, '1', 'agriculture', [['1y5'], null]);
    must(G, '2', 'agriculture', [['2y6'], null]);
    // play comes round to seat 0: +1, then player 1
    expect(G.players['0'].passMoney).toBe(3);
    expect(G.turn.player).toBe('1');
    must(G, '1', 'pass', []);
    expect(G.players['1'].passMoney).toBe(2);
    must(G, '2', 'agriculture', [['2y6'], null]);
    // seats 0 and 1 passed over on the way back to 2
    expect([G.players['0'].passMoney, G.players['1'].passMoney]).toEqual([4, 3]);
    expect(G.turn.player).toBe('2');
    const deniers = [G.players['0'].deniers, G.players['1'].deniers];
    must(G, '2', 'pass', []);
    // All passed: the round ends and passing money is paid (4 and 3), before round 2's income of 10.
    expect(G.round).toBe(2);
    expect(logged(G, 'passMoney')).toEqual([
      { player: '0', deniers: 4 },
      { player: '1', deniers: 3 },
      { player: '2', deniers: 2 },
    ]);
    expect(G.players['0'].passMoney).toBe(0);
    expect(
      logged(G, 'income')
        .slice(-3)
        .map((e) => e.player),
    ).toEqual(['0', '1', '2']);
    void deniers;
  });

  it('no passing money when no die is left; the round ends when the last die is used', () => {
    const G = atActions(newState(2));
    dice(G, '0', 'y4');
    dice(G, '1', '');
    must(G, '0', 'agriculture', [['0y4'], null]);
    expect(G.round).toBe(2);
    expect(logged(G, 'roundEnd')).toEqual([{ round: 1 }]);
  });

  it('ends the round: lying citizens go home, dice leave the square, the start player moves left', () => {
    const G = atActions(newState(3));
    G.buildings.palace.lying = ['1', 'n'];
    G.buildings.cityhall.lying = ['1'];
    const supply = G.players['1'].supply;
    const neutral = G.neutralSupply;
    dice(G, 'n', 'r3');
    G.rounds = 1;
    endRound(G, keepOrder);
    expect(G.players['1'].supply).toBe(supply + 2);
    expect(G.neutralSupply).toBe(neutral + 1);
    expect(G.buildings.palace.lying).toEqual([]);
    expect(G.square.n).toEqual([]);
    expect(G.startPlayer).toBe('1');
    expect(G.phase).toBe('over');
  });

  it('skips players who passed and lets the last one act alone', () => {
    const G = atActions(newState(2));
    dice(G, '0', 'y1 y2 y3');
    must(G, '0', 'pass', []);
    expect(G.turn.player).toBe('1');
    expect(legal(G, '0')).toEqual([]);
    must(G, '1', 'agriculture', [['0y1'], null]);
    expect(G.turn.player).toBe('1');
    advanceTurn(G, keepOrder);
    expect(G.turn.player).toBe('1');
  });
});
