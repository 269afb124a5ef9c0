import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LogEntry } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { resolveOptions, withPrinted } from '../../../engine/contract';
import { replayStates } from '../../../engine/replay/replay';
import { playRandomGame } from '../../../engine/testing/playout';
import { mapOf } from '../board';
import { iwariPrinted } from '../data/maps/printed';
import { iwariPrintedProblems } from '../data/maps/printedCheck';
import { iwariOptions } from '../meta';
import { scoreHalfJourney } from '../scoring';
import { createInitialState } from '../setup';
import type { IwariState, TableOptions } from '../state';
import { iwariView } from '../view';
import { attempt, game, hand, keepOrder, must, tents } from './helpers';

// The host's printed map (RULES.md "Printed map"): the sample file (Stand-in A with
// its island FO3 turned to desert with a fifth space, and its own mountain table:
// 2 players 1-4, 3 players 1-2, 4 players 1, 5 players none) takes the base map's
// place, and every kind of bad file is refused with the entry and what is wrong.

type Raw = Record<string, unknown> & {
  territories: { id: string; biome: string; number?: number; spaces: string[] }[];
  paths: [string, string][];
  connections: Record<string, unknown>[];
  mountains: Record<string, number[]>;
};
const sampleRaw = (): Raw => JSON.parse(readFileSync(join(__dirname, '../data/printed-sample/iwari.json'), 'utf8'));

function withSample(players = 3, options: Partial<TableOptions> = {}): IwariState {
  const order = Array.from({ length: players }, (_, i) => String(i));
  return createInitialState(
    order,
    { ...resolveOptions(iwariOptions, {}), ...options },
    keepOrder,
    iwariPrinted(sampleRaw()),
  );
}

describe('the sample map', () => {
  it('passes the map checks', () => {
    expect(iwariPrintedProblems(sampleRaw())).toEqual([]);
  });

  it("takes the base map's place, not another map's; its mountain table decides the mountains", () => {
    const G = withSample(3);
    expect(G.printedMap?.name).toBe('Sample island map');
    expect(mapOf(G).territory.get('FO3')).toEqual({
      id: 'FO3',
      biome: 'desert',
      number: 3,
      spaces: ['FO3.1', 'FO3.2', 'FO3.3', 'FO3.4', 'FO3.5'],
    });
    expect(mapOf(G).def.standIn).toBe(false);
    // Stand-in A's mountains with 3 players: kinds 1, 2, 3 (3 of them); the sample's: 1, 2.
    expect(G.mountains).toHaveLength(2);
    expect(withSample(5).mountains).toEqual([]);
    expect(withSample(2).mountains).toHaveLength(4);
    const other = withSample(3, { map: 'longRoad' });
    expect(other.printedMap).toBeNull();
    expect(mapOf(other).def.id).toBe('longRoad');
  });
});

describe('the printed map reaches play', () => {
  it('a tent on the island is paid with a desert card, not a forest one', () => {
    const G = withSample(3);
    tents(G, '1', 'FO3.1');
    hand(G, '0', 'forest', 'desert', 'tundra');
    expect(attempt(G, '0', 'place', 'FO3', ['FO3.5'], ['forest'])).toBe(false);
    must(G, '0', 'place', 'FO3', ['FO3.5'], ['desert']);
    expect(G.tents['FO3.5']).toBe('0');
  });

  it('its scoring: five tents on the island, 3 of player 0 and 2 of player 1, score 5 and 3', () => {
    const G = withSample(3);
    tents(G, '0', 'FO3.1', 'FO3.3', 'FO3.5');
    tents(G, '1', 'FO3.2', 'FO3.4');
    scoreHalfJourney(G);
    expect(G.scores).toEqual({ 0: 5, 1: 3, 2: 0 });
  });

  it('setup keeps the map the server hands it in G, for every view; whole games end and replay', () => {
    const printedGame = withPrinted(game, sampleRaw());
    const state = InitializeGame({ game: printedGame, numPlayers: 3 });
    const G = state.G as IwariState;
    expect(G.printedMap?.map.territories).toEqual(sampleRaw().territories);
    expect(iwariView(G, '2').printedMap).toEqual(G.printedMap);
    expect((InitializeGame({ game, numPlayers: 3 }).G as IwariState).printedMap).toBeNull();
    for (const numPlayers of [2, 4]) {
      const seed = `printed-${numPlayers}`;
      const log: LogEntry[] = [];
      const run = playRandomGame(printedGame, {
        numPlayers,
        seed,
        setupData: { feats: true },
        check: (_before, after) => log.push(...(after.deltalog ?? [])),
      });
      expect(run.state.ctx.gameover).toBeDefined();
      const initial = InitializeGame({ game: { ...printedGame, seed }, numPlayers, setupData: { feats: true } });
      let last = initial;
      for (const step of replayStates({ ...printedGame, seed }, initial, log)) last = step.state;
      expect(last.G).toEqual(run.state.G);
    }
  });
});

describe('a bad map is refused with the entry and what is wrong', () => {
  const problemsWith = (change: (f: Raw) => void): string[] => {
    const f = sampleRaw();
    change(f);
    return iwariPrintedProblems(f);
  };

  it('a missing part or a number out of range', () => {
    expect(problemsWith((f) => delete f.mountains['4'])).toEqual(['mountains.4: missing']);
    expect(problemsWith((f) => (f.connections[0].n = 0))).toEqual([
      'connections.0.n: Too small: expected number to be >=1',
    ]);
    expect(problemsWith((f) => (f.territories[0].biome = 'swamp'))).toEqual([
      'territories.0.biome: Invalid option: expected one of "tundra"|"forest"|"glacier"|"coast"|"desert"',
    ]);
    expect(problemsWith((f) => (f.mountains['3'] = [1, 1]))).toEqual(['mountains.3: a kind twice']);
    expect(problemsWith((f) => delete f.territories[0].number)).toEqual(['territories.0.number: missing']);
  });

  it('a map that fails the map checks', () => {
    expect(problemsWith((f) => (f.paths = f.paths.filter(([a, b]) => a !== 'FO3.4' || b !== 'FO3.5')))).toEqual([
      'map: FO3 is not connected inside',
    ]);
    expect(problemsWith((f) => (f.connections[0].b = 'XX9'))).toContain('map: connection 1: unknown territory');
    expect(problemsWith((f) => (f.connections[1].n = 1))).toContain('map: connections are not numbered 1..19');
    // Players name territories by biome and number: the island, desert, cannot be Desert 1 too.
    expect(problemsWith((f) => (f.territories[5].number = 1))).toEqual(['map: DE1 and FO3 are both desert 1']);
  });
});
