import type { Biome } from '../biomes';

// The map schema of the implementation reference (§3.3). Every map is one file in
// this folder; no rule code knows any map. A real map, once transcribed, is one
// new file and a line in ./index.ts.

export interface Territory {
  /** e.g. 'TU1'. */
  id: string;
  biome: Biome;
  /** Its number on the board: with its biome, the territory's name ("Tundra 1"). */
  number: number;
  /** Tent-space ids, e.g. ['TU1.1', 'TU1.2', …]. Each territory has one totem circle. */
  spaces: string[];
}

export type MountainKind = 1 | 2 | 3 | 4;

export interface Connection {
  /** The printed number: the scoring order. */
  n: number;
  a: string;
  b: string;
  kind: 'land' | 'water';
  /** Peaks on the mountain symbol, when the connection carries one. */
  mountain?: MountainKind;
  /** Floating Lands: the two tent spaces the connection links as a road (in a, in b). */
  roadEnds?: [string, string];
}

/** Where the board draws things, in map units (the board scales them). */
export interface MapLayout {
  width: number;
  height: number;
  /** Each territory's outline as a polygon of [x, y] points. */
  outlines: Record<string, [number, number][]>;
  /** Each tent space's centre. */
  spaces: Record<string, [number, number]>;
  /** Each territory's totem circle. */
  totems: Record<string, [number, number]>;
  /** Where each connection's number is drawn, by number. */
  connections: Record<number, [number, number]>;
}

export interface MapDef {
  id: string;
  territories: Territory[];
  /** Undirected edges between tent spaces, inside and across territories. */
  paths: [string, string][];
  connections: Connection[];
  /** The Long Road: the spaces of the purple road, scored as a territory at the end. */
  purpleRoad?: string[];
  /** Floating Lands: biomes whose territories take no totems. */
  noTotemBiomes?: Biome[];
  usesMountains: boolean;
  /** True for maps made up to stand in for printed ones (all of ours, so far). */
  standIn: boolean;
  layout: MapLayout;
}
