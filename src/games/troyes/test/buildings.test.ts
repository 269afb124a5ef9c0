import { describe, expect, it } from 'vitest';
import { atActions, attempt, dice, fill, legal, logged, must, newState } from './helpers';

// Placing a citizen (reference §3, §6.4): one die of the building's colour; the
// Palace replaces, the Bishopric and City Hall push their rows; expelled citizens
// lie on the building until the end of the round and protect their owner's others.

function position(players = 3, protection: 'forbid' | 'truncate' = 'forbid') {
  const G = atActions(newState(players, { protection }));
  fill(G, 'palace', '012n01');
  fill(G, 'bishopric', '01n201');
  fill(G, 'cityhall', '012n01');
  G.players['0'].supply = 2;
  // Dice left elsewhere keep the round going after the placement.
  dice(G, 'n', 'y6 y6');
  return G;
}

describe('the Palace', () => {
  it('puts the citizen on the space of the die value and expels whoever stood there', () => {
    const G = position();
    dice(G, '0', 'r3 r4');
    must(G, '0', 'placeCitizen', ['palace', '0r3']);
    expect(G.buildings.palace.spaces).toEqual(['0', '1', '0', 'n', '0', '1']);
    expect(G.buildings.palace.lying).toEqual(['2']);
    expect(G.players['0'].supply).toBe(1);
    expect(logged(G, 'placeCitizen')).toEqual([{ player: '0', building: 'palace', die: 3 }]);
    expect(logged(G, 'expelled')).toEqual([{ player: '2', building: 'palace' }]);
  });

  it('expels neutral citizens like any other', () => {
    const G = position();
    dice(G, '0', 'r4');
    must(G, '0', 'placeCitizen', ['palace', '0r4']);
    expect(G.buildings.palace.lying).toEqual(['n']);
    expect(logged(G, 'expelledNeutral')).toEqual([{ building: 'palace' }]);
    expect(logged(G, 'expelled')).toEqual([]);
  });
});

describe('the Bishopric (rows of two: 1-2, 3-4, 5-6)', () => {
  it('enters the first space of the row, slides the row along and pushes the last one off', () => {
    const G = position();
    dice(G, '0', 'w2');
    must(G, '0', 'placeCitizen', ['bishopric', '0w2']);
    // row 1-2 was [0, 1]: now [0(new), 0], player 1 expelled
    expect(G.buildings.bishopric.spaces).toEqual(['0', '0', 'n', '2', '0', '1']);
    expect(G.buildings.bishopric.lying).toEqual(['1']);
  });

  it('a 5 or a 6 addresses the same row', () => {
    const a = position();
    dice(a, '0', 'w5');
    must(a, '0', 'placeCitizen', ['bishopric', '0w5']);
    const b = position();
    dice(b, '0', 'w6');
    must(b, '0', 'placeCitizen', ['bishopric', '0w6']);
    expect(a.buildings.bishopric).toEqual(b.buildings.bishopric);
    expect(a.buildings.bishopric.spaces.slice(4)).toEqual(['0', '0']);
    expect(a.buildings.bishopric.lying).toEqual(['1']);
  });
});

describe('City Hall (rows of three: 1-3, 4-6)', () => {
  it('pushes a row of three', () => {
    const G = position();
    dice(G, '1', 'y4');
    G.turn.player = '1';
    G.players['1'].supply = 1;
    must(G, '1', 'placeCitizen', ['cityhall', '1y4']);
    // row 4-6 was [n, 0, 1]: now [1, n, 0], player 1's own citizen expelled
    expect(G.buildings.cityhall.spaces).toEqual(['0', '1', '2', '1', 'n', '0']);
    expect(G.buildings.cityhall.lying).toEqual(['1']);
  });
});

describe('the rules of placing', () => {
  it("takes exactly one die of the building's colour, and a citizen from the personal supply", () => {
    const G = position();
    dice(G, '0', 'r3 w3 y3');
    const places = legal(G, '0', 'placeCitizen')
      .map((m) => m.args.join(':'))
      .filter((m) => !m.includes('n'));
    expect(places).toEqual(['palace:0r3', 'bishopric:0w3', 'cityhall:0y3']);
    expect(attempt(G, '0', 'placeCitizen', ['palace', '0w3'])).toBe(false);
    G.players['0'].supply = 0;
    expect(legal(G, '0', 'placeCitizen')).toEqual([]);
  });

  it('may buy the die: 2 deniers for a group of one', () => {
    const G = position();
    dice(G, '2', 'y1');
    const before = [G.players['0'].deniers, G.players['2'].deniers];
    must(G, '0', 'placeCitizen', ['cityhall', '2y1']);
    expect([G.players['0'].deniers, G.players['2'].deniers]).toEqual([before[0] - 2, before[1] + 2]);
    expect(G.buildings.cityhall.spaces.slice(0, 3)).toEqual(['0', '0', '1']);
    expect(G.buildings.cityhall.lying).toEqual(['2']);
  });
});

describe('protection: a player with a citizen lying on a building loses no other from it this round', () => {
  it('forbid (default): a placement whose push would expel a protected citizen is not allowed', () => {
    const G = position(3, 'forbid');
    G.buildings.bishopric.lying = ['1'];
    dice(G, '0', 'w1 w3 w5');
    const rows = legal(G, '0', 'placeCitizen')
      .map((m) => m.args[1])
      .filter((d) => d !== 'ny6');
    // row 1-2 ends with player 1 (protected); rows 3-4 ends with 2, 5-6 with 1 (protected)
    expect(rows).toEqual(['0w3']);
    expect(attempt(G, '0', 'placeCitizen', ['bishopric', '0w1'])).toBe(false);
  });

  it("forbid: in the Palace the protected citizen's space is closed", () => {
    const G = position(3, 'forbid');
    G.buildings.palace.lying = ['2'];
    dice(G, '0', 'r2 r3');
    expect(
      legal(G, '0', 'placeCitizen')
        .map((m) => m.args[1])
        .filter((d) => d !== 'ny6'),
    ).toEqual(['0r2']);
  });

  it('truncate: the push stops at the protected citizen and the last unprotected one of the row goes instead', () => {
    const G = position(3, 'truncate');
    fill(G, 'cityhall', '012n21');
    G.buildings.cityhall.lying = ['1'];
    dice(G, '0', 'y5');
    must(G, '0', 'placeCitizen', ['cityhall', '0y5']);
    // row 4-6 [n, 2, 1*]: 1 stays, 2 is expelled, n slides along
    expect(G.buildings.cityhall.spaces).toEqual(['0', '1', '2', '0', 'n', '1']);
    expect(G.buildings.cityhall.lying).toEqual(['1', '2']);
  });

  it('truncate: a row of protected citizens only, or a protected Palace space, takes nobody', () => {
    const G = position(3, 'truncate');
    fill(G, 'bishopric', '11n201');
    G.buildings.bishopric.lying = ['1'];
    G.buildings.palace.lying = ['2'];
    dice(G, '0', 'w1 r3');
    dice(G, 'n', '');
    expect(legal(G, '0', 'placeCitizen')).toEqual([]);
  });

  it('protection ends with the round, when the lying citizens go home', () => {
    const G = position(3, 'forbid');
    dice(G, '0', 'r2');
    dice(G, '1', 'r2');
    must(G, '0', 'placeCitizen', ['palace', '0r2']);
    // Player 1 lies on the Palace now: his citizen on space 6 cannot be expelled.
    expect(G.buildings.palace.lying).toEqual(['1']);
    G.turn.player = '0';
    dice(G, '0', 'r6');
    expect(attempt(G, '0', 'placeCitizen', ['palace', '0r6'])).toBe(false);
  });
});
