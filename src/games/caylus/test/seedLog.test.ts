// Replays turn N of the Board Game Arena 5-player log in the seed (reference §13)
// from the point where its visible part starts, mid-placement.
import { describe, expect, it } from 'vitest';
import { startTurn } from '../endOfTurn';
import { legalMoves } from '../moves';
import { createState, DEFAULT_OPTIONS, roadSpace } from '../state';
import type { CaylusState } from '../state';
import { act, putBuilding, setStock } from './helpers';

const nellakram = '0';
const karstohio = '1';
const snesch = '2';
const jlhoover = '3';
const ljadkins = '4';

/** The table as the visible log starts: earlier placements of the turn already made. */
function tableAtTurnN(): CaylusState {
  const G = createState(
    [snesch, karstohio, jlhoover, nellakram, ljadkins],
    ['neutral_sawmill', 'neutral_forest', 'neutral_quarry', 'neutral_farm', 'neutral_marketplace', 'neutral_carpenter'],
    DEFAULT_OPTIONS,
  );
  putBuilding(G, 9, 'wood_farm_food', jlhoover);
  putBuilding(G, 10, 'wood_quarry', snesch);
  putBuilding(G, 11, 'wood_farm_cloth', karstohio);
  putBuilding(G, 12, 'wood_sawmill', nellakram);
  putBuilding(G, 13, 'wood_marketplace', jlhoover);
  putBuilding(G, 14, 'mason', nellakram);
  G.scoredSections = ['dungeon'];
  G.favourColumnLimit = 4;
  G.castle.dungeon = [snesch, snesch, nellakram, karstohio, jlhoover, ljadkins];
  G.bailiff = 12;
  G.provost = 12;
  G.turn = 8;
  startTurn(G);
  for (const p of G.turnOrder) setStock(G, p, { food: 2, wood: 2, stone: 1, cloth: 1 }, 10);
  // Placed before the visible part of the log:
  const before: [string, string | number][] = [
    [ljadkins, 'tradingPost'],
    [ljadkins, 'stables'],
    [ljadkins, 4],
    [jlhoover, 'jousting'],
    [nellakram, 9],
    [karstohio, 11],
    [snesch, 13],
  ];
  for (const [p, spot] of before) {
    G.players[p].workersHome--;
    if (typeof spot === 'number') roadSpace(G, spot).worker = p;
    else if (spot === 'stables') G.stables.push(p);
    else G.specials[spot as 'tradingPost' | 'jousting'] = p;
  }
  G.inn.right = nellakram;
  G.players[nellakram].workersHome--;
  G.decision = { kind: 'place', player: snesch };
  G.step = { phase: 'placement', next: 0 };
  G.log = [];
  return G;
}

describe('the BGA log of the seed, turn N (reference §13)', () => {
  it('replays placement, specials, provost, road, castle and end of turn as logged', () => {
    const G = tableAtTurnN();
    const vp = () => Object.fromEntries(G.turnOrder.map((p) => [p, G.players[p].vp]));
    const start = vp();

    act(G, snesch, 'place', 'castle');
    act(G, karstohio, 'place', 10); // snesch's Quarry: snesch +1
    act(G, jlhoover, 'place', 12); // nellakram's Sawmill: nellakram +1
    act(G, nellakram, 'place', 1); // neutral Sawmill: nobody scores
    act(G, ljadkins, 'pass'); // first to pass: +1 denier
    act(G, snesch, 'place', 3); // neutral Quarry for 2 now
    act(G, karstohio, 'pass');
    act(G, jlhoover, 'pass');
    act(G, nellakram, 'place', 2); // Forest for 1 although three passed: Inn resident
    act(G, snesch, 'pass');
    act(G, nellakram, 'place', 'castle'); // 1 after four passes
    act(G, nellakram, 'pass');

    const places = G.log.filter((e) => e.key === 'place').map((e) => [e.params.player, e.params.price]);
    expect(places).toEqual([
      [snesch, 1],
      [karstohio, 1],
      [jlhoover, 1],
      [nellakram, 1],
      [snesch, 2],
      [nellakram, 1],
      [nellakram, 1],
    ]);
    expect(G.log.find((e) => e.key === 'firstPass')?.params).toEqual({ player: ljadkins, deniers: 1 });
    expect(G.players[ljadkins].deniers).toBe(10 + 1 + 3); // + Trading Post, already resolved
    const owners = G.log.filter((e) => e.key === 'ownerVp').map((e) => e.params.player);
    expect(owners).toEqual([snesch, nellakram]);

    // Phase 3: Trading Post, then the Jousting Field (1 denier + 1 cloth → deniers track, column 1 = 3 deniers)
    expect(G.decision).toEqual({ kind: 'joust', player: jlhoover });
    act(G, jlhoover, 'joust');
    act(G, jlhoover, 'favour', 'deniers');
    expect(G.log.find((e) => e.key === 'favourDeniers')?.params).toEqual({ player: jlhoover, deniers: 3 });
    // Stables: ljadkins jumps from fifth to first, the others keep their order
    expect(G.turnOrder).toEqual([ljadkins, snesch, karstohio, jlhoover, nellakram]);
    // Inn: nobody entered, the resident stays
    expect(G.decision).toEqual({ kind: 'inn', player: nellakram });
    act(G, nellakram, 'inn', true);

    // Phase 4 in passing order; only snesch moves the provost, 1 space for 1 denier
    for (const p of [ljadkins, karstohio, jlhoover]) {
      expect(G.decision).toEqual({ kind: 'bribe', player: p });
      act(G, p, 'decline');
    }
    expect(G.decision).toEqual({ kind: 'bribe', player: snesch });
    act(G, snesch, 'bribe', 1);
    act(G, nellakram, 'decline');
    expect(G.provost).toBe(13);

    // Phase 5 in road order
    expect(G.decision).toEqual({ kind: 'produce', player: nellakram, space: 2 });
    act(G, nellakram, 'produce', 0); // Forest: 1 food
    expect(G.decision).toEqual({ kind: 'produce', player: ljadkins, space: 4 });
    act(G, ljadkins, 'produce', 1); // neutral Farm: 1 cloth
    act(G, nellakram, 'produce', 1); // the 2-food/1-cloth Farm: 1 cloth
    act(G, karstohio, 'produce', 1); // the 2-cloth/1-food Farm: 1 food
    expect(G.decision).toEqual({ kind: 'sell', player: snesch, space: 13 });
    act(G, snesch, 'sell', 'stone');
    const produced = G.log
      .filter((e) => e.key === 'produce')
      .map((e) => [e.params.building, e.params.player, e.params.cubes]);
    expect(produced).toEqual([
      ['neutral_sawmill', nellakram, ['wood']],
      ['neutral_forest', nellakram, ['food']],
      ['neutral_quarry', snesch, ['stone']],
      ['neutral_farm', ljadkins, ['cloth']],
      ['wood_farm_food', nellakram, ['cloth']],
      ['wood_quarry', karstohio, ['stone', 'stone']],
      ['wood_farm_cloth', karstohio, ['food']],
      ['wood_sawmill', jlhoover, ['wood', 'wood']],
    ]);
    expect(G.log.find((e) => e.key === 'sell')?.params).toEqual({
      player: snesch,
      building: 'wood_marketplace',
      cube: 'stone',
      deniers: 6,
    });

    // Phase 6: the Walls are current; snesch then nellakram give food + wood + stone for 4 points each
    expect(G.decision).toEqual({ kind: 'castle', player: snesch });
    expect(legalMoves(G, snesch)).toContainEqual({ move: 'castle', args: ['wood', 'stone'] });
    act(G, snesch, 'castle', 'wood', 'stone');
    act(G, snesch, 'decline');
    act(G, nellakram, 'castle', 'wood', 'stone');
    act(G, nellakram, 'decline');
    const batches = G.log
      .filter((e) => e.key === 'castleBatch')
      .map((e) => [e.params.player, e.params.section, e.params.vp]);
    expect(batches).toEqual([
      [snesch, 'walls', 4],
      [nellakram, 'walls', 4],
    ]);
    // 1–1: the favour goes to snesch, who arrived first; resources track column 1 = 1 food
    expect(G.decision).toEqual({ kind: 'favour', player: snesch });
    act(G, snesch, 'favour', 'resources');
    const food = G.players[snesch].cubes.food;
    act(G, snesch, 'takeCube', 'food');
    expect(G.players[snesch].cubes.food).toBe(food + 1);

    // Phase 7: the provost was ahead, so the bailiff moves two spaces; a new turn begins
    expect(G.log.find((e) => e.key === 'bailiff')?.params).toEqual({ from: 12, to: 14, spaces: 2 });
    expect(G.scoredSections).toEqual(['dungeon']);
    expect(G.decision).toEqual({ kind: 'place', player: ljadkins });
    const end = vp();
    expect({ snesch: end[snesch] - start[snesch], nellakram: end[nellakram] - start[nellakram] }).toEqual({
      snesch: 1 + 4,
      nellakram: 1 + 4,
    });
    expect(end[karstohio] - start[karstohio]).toBe(0);
    expect(end[jlhoover] - start[jlhoover]).toBe(0);
    expect(end[ljadkins] - start[ljadkins]).toBe(0);
    // Turn N+1: nellakram, still at the Inn, pays 1 for the Peddler after passes
    act(G, ljadkins, 'pass');
    for (const p of [snesch, karstohio, jlhoover]) act(G, p, 'pass');
    const d = G.players[nellakram].deniers;
    act(G, nellakram, 'place', 7);
    expect(G.players[nellakram].deniers).toBe(d - 1);
  });
});
