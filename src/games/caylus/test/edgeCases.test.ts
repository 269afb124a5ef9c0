// Reference §12 items not covered elsewhere.
import { describe, expect, it } from 'vitest';
import { roadSpace } from '../state';
import { act, newGame, passAll, putBuilding, runUntil, setStock } from './helpers';

describe('edge cases (reference §12)', () => {
  it('§12.2: the Stables order already governs the section scoring of the same turn', () => {
    const G = newGame(3);
    G.bailiff = 11;
    G.castle.dungeon = ['0', '0', '2', '2'];
    act(G, '0', 'pass');
    act(G, '1', 'pass');
    act(G, '2', 'place', 'stables');
    passAll(G);
    expect(G.turnOrder).toEqual(['2', '0', '1']);
    runUntil(G, 'favour');
    expect(G.scoredSections).toEqual(['dungeon']);
    expect(G.favourQueue.map((f) => f.player)).toEqual(['2', '0']);
    expect(G.decision).toEqual({ kind: 'favour', player: '2' });
  });

  it("§12.4: a worker moved by the Gate to the Merchants' Guild acts there later in the same phase", () => {
    const G = newGame(3);
    act(G, '0', 'place', 'gate');
    passAll(G);
    act(G, '0', 'gate', 'guild');
    expect(G.decision).toEqual({ kind: 'guild', player: '0' });
    act(G, '0', 'guild', 2);
    expect(G.provost).toBe(8);
  });

  it('§12.4: a worker moved by the Gate into the castle arrives after those already there', () => {
    const G = newGame(3);
    setStock(G, '1', { food: 1, wood: 1, stone: 1 }, 8);
    setStock(G, '0', { food: 1, wood: 1, stone: 1 }, 7);
    act(G, '0', 'place', 'gate');
    act(G, '1', 'place', 'castle');
    passAll(G);
    act(G, '0', 'gate', 'castle');
    expect(G.castleWorkers).toEqual(['1', '0']);
    runUntil(G, 'castle');
    expect(G.decision).toEqual({ kind: 'castle', player: '1' });
  });

  it('a Lawyer favour taken at the Jousting Field waits for the worker on its target (§4.7)', () => {
    const G = newGame(3);
    G.players['0'].favours.buildings = 3;
    G.favourColumnLimit = 4;
    setStock(G, '0', { cloth: 2 }, 7);
    act(G, '0', 'place', 'jousting');
    act(G, '1', 'place', 3); // neutral Sawmill
    passAll(G);
    act(G, '0', 'joust');
    act(G, '0', 'favour', 'buildings');
    act(G, '0', 'convert', 3);
    expect(G.pendingConversions).toEqual([{ space: 3, player: '0' }]);
    expect(roadSpace(G, 3).building).toBe('neutral_sawmill');
    runUntil(G, 'place');
    expect(G.players['1'].cubes.wood).toBe(2);
    expect(roadSpace(G, 3)).toEqual({ building: 'residence', owner: '0', worker: null });
  });

  it('§12.11: residences are unlimited', () => {
    const G = newGame(3);
    for (let s = 9; s <= 20; s++) if (roadSpace(G, s).building === null) putBuilding(G, s, 'residence', '1');
    G.players['0'].favours.buildings = 3;
    G.favourColumnLimit = 4;
    setStock(G, '0', { cloth: 1 }, 7);
    G.players['0'].tracksUsed = [];
    act(G, '0', 'place', 'jousting');
    passAll(G);
    setStock(G, '0', { cloth: 2 }, 7);
    act(G, '0', 'joust');
    act(G, '0', 'favour', 'buildings');
    act(G, '0', 'convert', 1);
    expect(G.road.filter((r) => r.building === 'residence')).toHaveLength(12);
  });

  it('§12.6: production is compulsory — no way to decline a Farm', () => {
    const G = newGame(3);
    G.provost = 1;
    act(G, '0', 'place', 1);
    passAll(G);
    runUntil(G, 'produce');
    expect(() => act(G, '0', 'decline')).toThrow(/refused/);
  });
});
