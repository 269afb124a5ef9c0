import { describe, expect, it } from 'vitest';
import { EVENT_CARDS, eventCard, type EventId } from '../data/events';
import { applyEvent, counter, rewards } from '../events';
import { atActions, dice, fill, logged, must, newState } from './helpers';

// Events (reference §4 phase 3, §6.3, §9): each card's round effect, fighting it,
// and the rewards once its flags are full.

describe('rewards of a countered event', () => {
  const R: [number, number] = [5, 2];
  it('one player holding every cube takes both rewards and the card', () => {
    expect(rewards(['1', '1', '1'], R)).toEqual({ vp: new Map([['1', 7]]), taker: '1' });
  });
  it('the most takes the first reward and the card, the second most the second', () => {
    expect(rewards(['2', '1', '1', '0'].slice(0, 3), R)).toEqual({
      vp: new Map([
        ['1', 5],
        ['2', 2],
      ]),
      taker: '1',
    });
  });
  it('players tied for second share the second reward, rounded down', () => {
    expect(rewards(['0', '0', '1', '2'], [5, 3])).toEqual({
      vp: new Map([
        ['0', 5],
        ['1', 1],
        ['2', 1],
      ]),
      taker: '0',
    });
  });
  it('players tied for most share both rewards, rounded down; nobody is second; the card goes to the first to have placed', () => {
    expect(rewards(['2', '1', '1', '2', '0'], R)).toEqual({
      vp: new Map([
        ['2', 3],
        ['1', 3],
      ]),
      taker: '2',
    });
    expect(rewards(['0', '1', '2'], [6, 3])).toEqual({
      vp: new Map([
        ['0', 3],
        ['1', 3],
        ['2', 3],
      ]),
      taker: '0',
    });
  });

  it('countering pays the VP, takes the card out of the row to its taker, and returns the cubes', () => {
    const G = atActions(newState(3));
    G.events.push({ id: 'war', cubes: ['1', '0', '1'] });
    counter(G, 1);
    expect(G.players['1'].vp).toBe(5);
    expect(G.players['0'].vp).toBe(2);
    expect(G.players['1'].won).toEqual(['war']);
    expect(G.events.map((e) => e.id)).toEqual(['pillage']);
    expect(logged(G, 'reward')).toEqual([
      { player: '0', event: 'war', vp: '2' },
      { player: '1', event: 'war', vp: '5' },
    ]);
    expect(logged(G, 'countered')).toEqual([{ event: 'war', taker: '1' }]);
  });

  it('the Pillage pays its VP but is never taken: it stays first, emptied', () => {
    const G = atActions(newState(3));
    G.events[0].cubes = ['2', '2', '0'];
    counter(G, 0);
    expect(G.players['2'].vp).toBe(4);
    expect(G.players['0'].vp).toBe(2);
    expect(G.events).toEqual([{ id: 'pillage', cubes: [] }]);
    expect(G.players['2'].won).toEqual([]);
    expect(logged(G, 'pillageCountered')).toEqual([{}]);
    expect(logged(G, 'countered')).toEqual([]);
  });
});

describe('each event card: its round effect on every player (10 deniers, 5 influence; 2 Palace, 1 Bishopric, 3 City Hall citizens; dice r6 w5 y4 y2)', () => {
  // [card, deniers after, influence after, dice after, black-die symbols] — written by hand from the stand-in table.
  const expected: [EventId, number, number, string, number][] = [
    ['pillage', 10, 5, 'r6 w5 y2 y4', 1],
    ['war', 7, 5, 'r6 w5 y2 y4', 2],
    ['succession', 10, 5, 'r6 w5 y2 y4', 1],
    ['raid', 8, 5, 'r6 w5 y2 y4', 1],
    ['siege', 10, 5, 'r6 w5 y2 y4', 2],
    ['skirmish', 10, 5, 'r6 w5 y2 y4', 1],
    ['levy', 8, 5, 'r6 w5 y2 y4', 1],
    ['invasion', 10, 5, 'r6 w5 y2 y4', 2],
    ['brigands', 9, 5, 'r6 w5 y2 y4', 1],
    ['heresy', 10, 3, 'r6 w5 y2 y4', 0],
    ['schism', 9, 5, 'r6 w5 y2 y4', 0],
    ['tithe', 7, 5, 'r6 w5 y2 y4', 0],
    ['epidemic', 10, 5, 'r6 y2 y4', 0],
    ['drought', 10, 5, 'r6 w5 y2', 0],
    ['famine', 7, 5, 'r6 w5 y2 y4', 0],
    ['taxes', 7, 5, 'r6 w5 y2 y4', 0],
    ['fire', 8, 4, 'r6 w5 y2 y4', 0],
  ];

  it('covers every card', () => {
    expect(expected.map((e) => e[0]).sort()).toEqual(EVENT_CARDS.map((e) => e.id).sort());
  });

  it.each(expected)('%s', (id, deniers, influence, after, black) => {
    const G = atActions(newState(2));
    fill(G, 'palace', '00n11n');
    fill(G, 'bishopric', '0n1n11');
    fill(G, 'cityhall', '000n11');
    G.players['0'].deniers = 10;
    G.players['0'].influence = 5;
    dice(G, '0', 'r6 w5 y2 y4');
    applyEvent(G, eventCard(id));
    expect(G.players['0'].deniers).toBe(deniers);
    expect(G.players['0'].influence).toBe(influence);
    expect(G.square['0'].map((d) => `${d.c}${d.v}`).join(' ')).toBe(after);
    expect(eventCard(id).blackDice).toBe(black);
    expect(logged(G, 'penalty').filter((e) => e.player === '0')).toEqual([]);
  });
});

describe('who cannot comply', () => {
  it('gives what he can and loses 2 VP for that card; penalties stack per card', () => {
    const G = atActions(newState(2));
    G.players['0'].deniers = 2;
    G.players['0'].vp = 7;
    dice(G, '0', 'r3');
    applyEvent(G, eventCard('tithe')); // 3 deniers: pays 2
    applyEvent(G, eventCard('drought')); // no yellow die
    applyEvent(G, eventCard('fire')); // 2 deniers and 1 influence: pays 0 and 1
    expect(G.players['0'].deniers).toBe(0);
    expect(G.players['0'].influence).toBe(3);
    expect(G.players['0'].vp).toBe(1);
    expect(
      logged(G, 'penalty')
        .filter((e) => e.player === '0')
        .map((e) => e.event),
    ).toEqual(['tithe', 'drought', 'fire']);
  });
});

describe('fighting each event card: three dice of 6 (18 pips) against its colour, divisor and flags; alone on it, both rewards', () => {
  // [card, fight colour, cubes from 18, cubes placed, VP for holding them all]
  const expected: [EventId, string, number, number, number][] = [
    ['pillage', 'r', 4, 3, 6],
    ['war', 'r', 4, 3, 7],
    ['succession', 'r', 4, 4, 0],
    ['raid', 'r', 6, 3, 6],
    ['siege', 'r', 3, 3, 0],
    ['skirmish', 'r', 9, 2, 3],
    ['levy', 'r', 6, 3, 6],
    ['invasion', 'r', 4, 4, 8],
    ['brigands', 'r', 6, 2, 4],
    ['heresy', 'w', 6, 3, 6],
    ['schism', 'w', 4, 3, 7],
    ['tithe', 'w', 6, 2, 4],
    ['epidemic', 'w', 4, 4, 9],
    ['drought', 'y', 4, 3, 7],
    ['famine', 'y', 6, 3, 6],
    ['taxes', 'y', 6, 2, 4],
    ['fire', 'y', 4, 3, 7],
  ];

  it.each(expected)('%s', (id, colour, cubes, placed, vp) => {
    const G = atActions(newState(2));
    if (id !== 'pillage') G.events.push({ id, cubes: [] });
    dice(G, '0', `${colour}6 ${colour}6 ${colour}6`);
    dice(G, 'n', 'y1');
    must(G, '0', 'fightEvent', [id, [`0${colour}6`, `0${colour}6`, `0${colour}6`], null]);
    expect(logged(G, 'fightEvent')[0]).toMatchObject({ cubes, placed });
    const card = eventCard(id);
    if (placed === card.flags) {
      expect(G.players['0'].vp).toBe(vp);
      expect(G.players['0'].won).toEqual(card.permanent ? [] : [id]);
    } else {
      // Siege: 3 of its 4 flags, Succession conflict 4 of its 5; nothing yet
      expect(G.players['0'].vp).toBe(0);
      expect(G.events.find((e) => e.id === id)!.cubes).toEqual(Array(placed).fill('0'));
    }
  });
});

describe('the events recovered by the third search (reference §9.2)', () => {
  it('War: 2 black dice; every round each player pays 3 deniers, who cannot pays what he has and loses 2 VP', () => {
    const G = atActions(newState(3));
    G.players['0'].deniers = 10;
    G.players['1'].deniers = 2;
    G.players['1'].vp = 5;
    G.players['2'].deniers = 3;
    applyEvent(G, eventCard('war'));
    expect([G.players['0'].deniers, G.players['1'].deniers, G.players['2'].deniers]).toEqual([7, 0, 0]);
    expect([G.players['0'].vp, G.players['1'].vp, G.players['2'].vp]).toEqual([0, 3, 0]);
    expect(logged(G, 'penalty').map((e) => e.player)).toEqual(['1']);
    expect(eventCard('war').blackDice).toBe(2);
  });

  it('Succession conflict: every round a neutral citizen enters the Palace and expels a citizen there', () => {
    const G = atActions(newState(3));
    // Palace spaces 1-6: 0, 0, n, 1, 1, n
    fill(G, 'palace', '00n11n');
    const neutrals = G.neutralSupply;
    applyEvent(G, eventCard('succession'));
    // the first space whose citizen can be expelled: space 1, player 0's
    expect(G.buildings.palace.spaces).toEqual(['n', '0', 'n', '1', '1', 'n']);
    expect(G.buildings.palace.lying).toEqual(['0']);
    expect(G.neutralSupply).toBe(neutrals - 1);
    expect(logged(G, 'expelled')).toEqual([{ player: '0', building: 'palace' }]);
    // next round, same round here: player 0 now lies on the Palace and is protected, so player 1's citizen goes
    applyEvent(G, eventCard('succession'));
    expect(G.buildings.palace.spaces).toEqual(['n', '0', 'n', 'n', '1', 'n']);
    expect(G.buildings.palace.lying).toEqual(['0', '1']);
    // nothing to do without a neutral citizen in the neutral supply
    G.neutralSupply = 0;
    applyEvent(G, eventCard('succession'));
    expect(G.buildings.palace.spaces).toEqual(['n', '0', 'n', 'n', '1', 'n']);
  });

  it('Succession conflict: red / 4, 5 flags; 20 pips give 5 cubes, +5 influence and 6 VP to the player holding them all', () => {
    // the ludolegars game of 29/12/2010: "je pose 5 cubes (car 20/4 = 5) et empoche 5 points d'influence et 6 points de victoire",
    // the 20 reached with Confession (+2 on each of three red dice: 4 + 5 + 5 + 6 = 20)
    const G = atActions(newState(3));
    G.cards.white2.card = 'confession';
    G.cards.white2.cubes['0'] = 1;
    G.events.push({ id: 'succession', cubes: [] });
    G.players['0'].influence = 4;
    dice(G, '0', 'r4 r5 r5');
    dice(G, 'n', 'y1');
    must(G, '0', 'fightEvent', ['succession', ['0r4', '0r5', '0r5'], 'white2']);
    expect(logged(G, 'fightEvent')[0]).toMatchObject({ cubes: 5, placed: 5, influence: 5 });
    expect(G.players['0'].influence).toBe(9);
    expect(G.players['0'].vp).toBe(6);
    expect(G.players['0'].won).toEqual(['succession']);
  });
});
