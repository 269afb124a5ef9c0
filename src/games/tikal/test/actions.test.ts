import { describe, expect, it } from 'vitest';
import { BASE_CAMP, spaceAt } from '../data/board';
import { legalMoves } from '../moves';
import { legalCampSites } from '../camp';
import { legalExcavations } from '../excavation';
import { legalGuardSites } from '../guard';
import { campJumpTargets, crossingCost, legalBringIns, reachableSpaces, travelCosts } from '../movement';
import { legalExchanges, legalRecoveries } from '../treasure';
import {
  actingAs,
  bringIn,
  buildCamp,
  campFor,
  campJump,
  exchangeTreasure,
  excavate,
  lay,
  movePiece,
  newState,
  placeGuard,
  put,
  recoverTreasure,
} from './helpers';

const NORTH_TEMPLE = spaceAt(0, 3);
const START_CLEARING = spaceAt(1, 3);
const SOUTH_TEMPLE = spaceAt(1, 4);
const S16 = spaceAt(0, 2);
const S8 = spaceAt(0, 1);

function game() {
  const G = newState(2);
  actingAs(G, '0');
  return G;
}

describe('move through terrain (reference §4.3): stones on both sides of the edge', () => {
  it('start area: base camp to clearing 1, to either temple 2, clearing to temples impassable', () => {
    const G = game();
    const cost = travelCosts(G, BASE_CAMP);
    expect([cost[START_CLEARING], cost[NORTH_TEMPLE], cost[SOUTH_TEMPLE]]).toEqual([1, 2, 2]);
    expect(crossingCost(G, START_CLEARING, 5)).toBe(0); // NW edge, towards the north temple
    expect(travelCosts(G, START_CLEARING)[NORTH_TEMPLE]).toBe(3); // only round through the base camp
  });

  it.each([
    // [tile at (0,2), rotation, tile at (0,1), rotation, from, to, expected cost]
    ['A6', 0, null, 0, NORTH_TEMPLE, S16, 3], // 1 (temple N) + 2 (A6 S)
    ['C2', 0, null, 0, NORTH_TEMPLE, S16, 4], // 1 + 3
    ['C2', 3, 'A6', 0, S16, S8, 5], // 3 (C2 turned, N) + 2 (A6 S)
    ['C2', 3, 'D1', 0, S16, S8, 6], // 3 + 3
  ] as const)('%s/%s then %s/%s: %i → %i costs %i AP', (t16, r16, t8, r8, from, to, expected) => {
    const G = game();
    lay(G, S16, t16, r16);
    if (t8) lay(G, S8, t8, r8);
    const [piece] = put(G, '0', 'explorer', from);
    expect(reachableSpaces(G, '0', piece).find((r) => r.space === to)?.cost).toBe(expected);
    expect(movePiece(G, '0', piece, to)).toBe(true);
    expect(G.turn.ap).toBe(10 - expected);
    expect(G.players['0'].pieces[piece].space).toBe(to);
  });

  it('each piece pays for itself; a walk needs enough AP for the whole path', () => {
    const G = game();
    const [a, b] = put(G, '0', 'explorer', BASE_CAMP, 2);
    expect(movePiece(G, '0', a, NORTH_TEMPLE)).toBe(true);
    expect(movePiece(G, '0', b, NORTH_TEMPLE)).toBe(true);
    expect(G.turn.ap).toBe(6);
    G.turn.ap = 1;
    expect(movePiece(G, '0', a, BASE_CAMP)).toBe(false);
    expect(reachableSpaces(G, '0', a)).toEqual([]);
  });

  it('a volcano is never entered, whatever the stones beside it', () => {
    const G = game();
    lay(G, S16, 'B1');
    const [piece] = put(G, '0', 'explorer', NORTH_TEMPLE);
    expect(crossingCost(G, NORTH_TEMPLE, 0)).toBe(0);
    expect(reachableSpaces(G, '0', piece).some((r) => r.space === S16)).toBe(false);
    expect(movePiece(G, '0', piece, S16)).toBe(false);
    expect(G.turn.ap).toBe(10);
  });

  it("other players' pieces never block", () => {
    const G = game();
    put(G, '1', 'leader', NORTH_TEMPLE);
    const [piece] = put(G, '0', 'explorer', BASE_CAMP);
    expect(movePiece(G, '0', piece, NORTH_TEMPLE)).toBe(true);
  });
});

describe('new explorer and moves between camps: 1 AP a piece', () => {
  it('brings explorers and the leader from the supply into the base camp or own camps', () => {
    const G = game();
    campFor(G, '0', START_CLEARING);
    campFor(G, '1', SOUTH_TEMPLE); // an opponent's camp is never an entry
    expect(legalBringIns(G, '0')).toEqual([
      { kind: 'explorer', camp: BASE_CAMP },
      { kind: 'explorer', camp: START_CLEARING },
      { kind: 'leader', camp: BASE_CAMP },
      { kind: 'leader', camp: START_CLEARING },
    ]);
    expect(bringIn(G, '0', 'explorer', SOUTH_TEMPLE)).toBe(false);
    expect(bringIn(G, '0', 'leader', START_CLEARING)).toBe(true);
    expect(bringIn(G, '0', 'leader', BASE_CAMP)).toBe(false); // only one leader
    expect(bringIn(G, '0', 'explorer', BASE_CAMP)).toBe(true);
    expect(G.turn.ap).toBe(8);
  });

  it('the supply is finite: 18 explorers', () => {
    const G = game();
    put(G, '0', 'explorer', NORTH_TEMPLE, 18);
    expect(bringIn(G, '0', 'explorer', BASE_CAMP)).toBe(false);
    expect(legalBringIns(G, '0').map((b) => b.kind)).toEqual(['leader']);
  });

  it('jumps between the base camp and own camps only', () => {
    const G = game();
    lay(G, S16, 'C2');
    campFor(G, '0', S16);
    campFor(G, '1', START_CLEARING);
    const [onBase] = put(G, '0', 'explorer', BASE_CAMP);
    const [offCamp] = put(G, '0', 'explorer', NORTH_TEMPLE);
    expect(campJumpTargets(G, '0', onBase)).toEqual([S16]);
    expect(campJumpTargets(G, '0', offCamp)).toEqual([]);
    expect(campJump(G, '0', onBase, START_CLEARING)).toBe(false);
    expect(campJump(G, '0', onBase, S16)).toBe(true);
    expect(G.turn.ap).toBe(9);
    expect(campJumpTargets(G, '0', onBase)).toEqual([BASE_CAMP]);
  });
});

describe('excavate temple (reference §4.4, BGA examples)', () => {
  function templeOfFour() {
    const G = game();
    lay(G, S16, 'C1'); // a temple of value 4
    return G;
  }

  it('one explorer turns a 4 into a 5 for 2 AP, and cannot dig it again this turn', () => {
    const G = templeOfFour();
    put(G, '0', 'explorer', S16);
    expect(excavate(G, '0', S16)).toBe(true);
    expect(G.spaces[S16].templeValue).toBe(5);
    expect(G.turn.ap).toBe(8);
    expect(G.levelSupply[5]).toBe(10);
    expect(excavate(G, '0', S16)).toBe(false);
    expect(legalExcavations(G, '0')).not.toContain(S16);
  });

  it('two explorers turn a 4 into a 6, using both a 5 and a 6 tile; a third level is never allowed', () => {
    const G = templeOfFour();
    put(G, '0', 'explorer', S16, 3);
    expect(excavate(G, '0', S16)).toBe(true);
    expect(excavate(G, '0', S16)).toBe(true);
    expect(G.spaces[S16].templeValue).toBe(6);
    expect([G.levelSupply[5], G.levelSupply[6]]).toEqual([10, 7]);
    expect(G.turn.ap).toBe(6);
    expect(excavate(G, '0', S16)).toBe(false);
    expect(G.spaces[S16].templeValue).toBe(6);
  });

  it('with no 5 left, a 4 cannot be raised at all, even with two explorers and 6s in supply', () => {
    const G = templeOfFour();
    put(G, '0', 'explorer', S16, 2);
    G.levelSupply[5] = 0;
    expect(legalExcavations(G, '0')).not.toContain(S16);
    expect(excavate(G, '0', S16)).toBe(false);
    expect(G.spaces[S16].templeValue).toBe(4);
    expect(G.turn.ap).toBe(10);
  });

  it('a piece that dug, left and came back cannot dig the same temple again', () => {
    const G = game();
    const [a] = put(G, '0', 'explorer', NORTH_TEMPLE);
    expect(excavate(G, '0', NORTH_TEMPLE)).toBe(true); // 1 → 2
    expect(movePiece(G, '0', a, BASE_CAMP)).toBe(true);
    expect(movePiece(G, '0', a, NORTH_TEMPLE)).toBe(true);
    expect(G.turn.ap).toBe(4);
    expect(excavate(G, '0', NORTH_TEMPLE)).toBe(false);
  });

  it('several temples in one turn, two levels each; the leader counts as one piece', () => {
    const G = game();
    put(G, '0', 'leader', NORTH_TEMPLE);
    put(G, '0', 'explorer', NORTH_TEMPLE);
    put(G, '0', 'explorer', SOUTH_TEMPLE, 2);
    for (const t of [NORTH_TEMPLE, NORTH_TEMPLE, SOUTH_TEMPLE, SOUTH_TEMPLE]) expect(excavate(G, '0', t)).toBe(true);
    expect([G.spaces[NORTH_TEMPLE].templeValue, G.spaces[SOUTH_TEMPLE].templeValue]).toEqual([3, 3]);
    expect(G.turn.ap).toBe(2);
    expect([G.levelSupply[2], G.levelSupply[3]]).toEqual([1, 4]);
  });

  it('needs 2 AP, an own piece there, an unguarded temple below 10', () => {
    const G = templeOfFour();
    put(G, '1', 'explorer', S16);
    expect(excavate(G, '0', S16)).toBe(false); // only an opponent is there
    put(G, '0', 'explorer', S16);
    G.turn.ap = 1;
    expect(excavate(G, '0', S16)).toBe(false);
    G.turn.ap = 10;
    G.spaces[S16].guard = '1';
    expect(excavate(G, '0', S16)).toBe(false);
    G.spaces[S16].guard = null;
    G.spaces[S16].templeValue = 10;
    expect(excavate(G, '0', S16)).toBe(false);
    expect(excavate(G, '0', START_CLEARING)).toBe(false);
  });
});

describe('recover treasure (reference §4.5)', () => {
  it('3 AP a token, the top one; at most two per ruin per turn, each by a different piece', () => {
    const G = game();
    lay(G, S16, 'A2'); // 4 tokens
    const top = [...(G.secret?.ruinTokens[S16] ?? [])].reverse();
    put(G, '0', 'explorer', S16, 3);
    expect(recoverTreasure(G, '0', S16)).toBe(true);
    expect(recoverTreasure(G, '0', S16)).toBe(true);
    expect(recoverTreasure(G, '0', S16)).toBe(false);
    expect(G.turn.ap).toBe(4);
    expect(G.spaces[S16].treasuresLeft).toBe(2);
    const held = G.players['0'].treasures;
    const expected = new Array(8).fill(0);
    expected[top[0]]++;
    expected[top[1]]++;
    expect(held).toEqual(expected);
  });

  it('one piece takes one token per ruin per turn; several ruins are fine', () => {
    const G = game();
    lay(G, S16, 'A2');
    lay(G, S8, 'A5');
    const [a] = put(G, '0', 'explorer', S16);
    expect(recoverTreasure(G, '0', S16)).toBe(true);
    expect(legalRecoveries(G, '0')).toEqual([]);
    G.players['0'].pieces[a].space = S8;
    expect(legalRecoveries(G, '0')).toEqual([S8]);
    expect(recoverTreasure(G, '0', S8)).toBe(true);
    expect(G.turn.ap).toBe(4);
  });

  it('an emptied ruin is a clearing at once: a camp can go there in the same turn', () => {
    const G = game();
    lay(G, S16, 'E2'); // 2 tokens
    G.secret?.ruinTokens[S16].pop();
    G.spaces[S16].treasuresLeft = 1;
    put(G, '0', 'explorer', S16);
    expect(legalCampSites(G, '0')).not.toContain(S16);
    expect(recoverTreasure(G, '0', S16)).toBe(true);
    expect(G.spaces[S16].treasuresLeft).toBe(0);
    expect(recoverTreasure(G, '0', S16)).toBe(false);
    expect(buildCamp(G, '0', S16)).toBe(true);
    expect(G.turn.ap).toBe(2);
  });
});

describe('exchange treasure (reference §4.6)', () => {
  it('swaps lone tokens for 3 AP without a piece; the opponent gets no say', () => {
    const G = game();
    G.players['0'].treasures[1] = 1;
    G.players['1'].treasures[2] = 1;
    expect(legalExchanges(G, '0')).toEqual([{ give: 1, opponent: '1', take: 2 }]);
    expect(exchangeTreasure(G, '0', 1, '1', 2)).toBe(true);
    expect(G.players['0'].treasures.slice(0, 3)).toEqual([0, 0, 1]);
    expect(G.players['1'].treasures.slice(0, 3)).toEqual([0, 1, 0]);
    expect(G.turn.ap).toBe(7);
    expect(legalMoves(G, '1')).toEqual([]); // nothing to accept or refuse
  });

  it('pairs and triples are never selectable, same-motif swaps are refused', () => {
    const G = game();
    G.players['0'].treasures[3] = 2;
    G.players['0'].treasures[5] = 1;
    G.players['1'].treasures[4] = 3;
    G.players['1'].treasures[5] = 1;
    expect(legalExchanges(G, '0')).toEqual([]);
    expect(exchangeTreasure(G, '0', 3, '1', 5)).toBe(false);
    expect(exchangeTreasure(G, '0', 5, '1', 4)).toBe(false);
    expect(exchangeTreasure(G, '0', 5, '1', 5)).toBe(false);
    expect(exchangeTreasure(G, '0', 5, '0', 3)).toBe(false);
    expect(G.turn.ap).toBe(10);
  });

  it('a received token may complete a pair', () => {
    const G = game();
    G.players['0'].treasures[1] = 1;
    G.players['0'].treasures[2] = 0;
    G.players['1'].treasures[2] = 1;
    G.players['0'].treasures[6] = 1;
    expect(exchangeTreasure(G, '0', 6, '1', 2)).toBe(true);
    G.turn.ap = 10;
    G.players['1'].treasures[1] = 1;
    G.players['0'].treasures[7] = 1;
    expect(exchangeTreasure(G, '0', 7, '1', 1)).toBe(true);
    expect(G.players['0'].treasures[1]).toBe(2);
  });
});

describe('forward camp (reference §4.8, §15.5): 5 AP, at most two', () => {
  it('on a clearing with an own piece, one camp per hex, never on temples, ruins with tokens, volcanoes or the base camp', () => {
    const G = game();
    lay(G, S16, 'A2');
    lay(G, S8, 'B1');
    for (const s of [BASE_CAMP, NORTH_TEMPLE, START_CLEARING, S16]) put(G, '0', 'explorer', s);
    expect(legalCampSites(G, '0')).toEqual([START_CLEARING]);
    expect(buildCamp(G, '0', NORTH_TEMPLE)).toBe(false);
    expect(buildCamp(G, '0', BASE_CAMP)).toBe(false);
    expect(buildCamp(G, '0', S8)).toBe(false);
    expect(buildCamp(G, '0', START_CLEARING)).toBe(true);
    expect(G.turn.ap).toBe(5);
    actingAs(G, '1');
    put(G, '1', 'explorer', START_CLEARING);
    expect(buildCamp(G, '1', START_CLEARING)).toBe(false);
  });

  it('needs an own piece on the hex unless the option says otherwise', () => {
    const G = game();
    expect(legalCampSites(G, '0')).toEqual([]);
    G.options.campNeedsPiece = false;
    expect(legalCampSites(G, '0')).toEqual([START_CLEARING]);
  });

  it('two camps per player at most; opponents on the hex do not matter', () => {
    const G = game();
    lay(G, S16, 'C2');
    lay(G, S8, 'C3');
    for (const s of [START_CLEARING, S16, S8]) put(G, '0', 'explorer', s);
    put(G, '1', 'leader', S16);
    expect(buildCamp(G, '0', START_CLEARING)).toBe(true);
    G.turn.ap = 10;
    expect(buildCamp(G, '0', S16)).toBe(true);
    G.turn.ap = 10;
    expect(legalCampSites(G, '0')).toEqual([]);
    expect(buildCamp(G, '0', S8)).toBe(false);
    expect(G.players['0'].camps).toEqual([START_CLEARING, S16]);
  });
});

describe('temple guard (reference §4.7, §15.6): 5 AP, strict majority, at most two', () => {
  it('the leader counts 3: a leader beats two explorers, ties never qualify', () => {
    const G = game();
    put(G, '0', 'leader', NORTH_TEMPLE);
    put(G, '1', 'explorer', NORTH_TEMPLE, 3);
    expect(legalGuardSites(G, '0')).toEqual([]);
    put(G, '0', 'explorer', NORTH_TEMPLE);
    expect(legalGuardSites(G, '0')).toEqual([NORTH_TEMPLE]);
    G.turn.ap = 4;
    expect(placeGuard(G, '0', NORTH_TEMPLE)).toBe(false);
  });

  it('an explorer becomes the guard; his other pieces there, the leader included, leave the game; others stay', () => {
    const G = game();
    const [leader] = put(G, '0', 'leader', NORTH_TEMPLE);
    const explorers = put(G, '0', 'explorer', NORTH_TEMPLE, 2);
    const [theirs] = put(G, '1', 'explorer', NORTH_TEMPLE);
    expect(placeGuard(G, '0', NORTH_TEMPLE)).toBe(true);
    const pieces = G.players['0'].pieces;
    expect(pieces[explorers[0]].where).toBe('guard');
    expect(pieces[explorers[1]].where).toBe('removed');
    expect(pieces[leader].where).toBe('removed');
    expect(G.players['1'].pieces[theirs]).toMatchObject({ where: 'board', space: NORTH_TEMPLE });
    expect(G.spaces[NORTH_TEMPLE].guard).toBe('0');
    expect(G.turn.ap).toBe(5);
    // Locked: no more digging by anybody, and the guard never moves.
    expect(excavate(G, '0', NORTH_TEMPLE)).toBe(false);
    expect(movePiece(G, '0', explorers[0], BASE_CAMP)).toBe(false);
    expect(legalMoves(G, '0').some((m) => m.move === 'movePiece' && m.args[0] === explorers[0])).toBe(false);
  });

  it('a lone leader becomes the guard himself', () => {
    const G = game();
    const [leader] = put(G, '0', 'leader', NORTH_TEMPLE);
    expect(placeGuard(G, '0', NORTH_TEMPLE)).toBe(true);
    expect(G.players['0'].pieces[leader].where).toBe('guard');
  });

  it('no third guard, and no second guard on a guarded temple', () => {
    const G = game();
    lay(G, S16, 'C1');
    for (const t of [NORTH_TEMPLE, SOUTH_TEMPLE, S16]) put(G, '0', 'explorer', t);
    expect(placeGuard(G, '0', NORTH_TEMPLE)).toBe(true);
    G.turn.ap = 10;
    expect(placeGuard(G, '0', NORTH_TEMPLE)).toBe(false);
    expect(placeGuard(G, '0', SOUTH_TEMPLE)).toBe(true);
    G.turn.ap = 10;
    expect(legalGuardSites(G, '0')).toEqual([]);
    expect(placeGuard(G, '0', S16)).toBe(false);
    expect(G.players['0'].guardsPlaced).toBe(2);
  });
});
