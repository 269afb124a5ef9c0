import type { Biome } from './data/biomes';
import { mapById, type Connection, type MapDef, type Territory } from './data/maps';
import type { IwariState, Tribe } from './state';

// Questions about the board: the map's indexes (built once per map), who stands
// where, and the totem cap. Pure reads.

export interface MapIndex {
  def: MapDef;
  territories: readonly Territory[];
  territory: ReadonlyMap<string, Territory>;
  territoryOfSpace: ReadonlyMap<string, string>;
  /** The settlement graph: paths, and on maps where connections are roads, their ends. */
  neighbours: ReadonlyMap<string, readonly string[]>;
  connections: readonly Connection[];
  connection: ReadonlyMap<number, Connection>;
  /** Spaces of the purple road (empty on other maps). */
  road: ReadonlySet<string>;
}

const indexes = new WeakMap<MapDef, MapIndex>();

/** A map's indexes, built once per map (the printed map once per match state holding it). */
function indexOf(def: MapDef): MapIndex {
  const cached = indexes.get(def);
  if (cached) return cached;
  const territoryOfSpace = new Map<string, string>();
  for (const t of def.territories) for (const s of t.spaces) territoryOfSpace.set(s, t.id);
  const neighbours = new Map<string, string[]>();
  for (const s of territoryOfSpace.keys()) neighbours.set(s, []);
  const link = (a: string, b: string) => {
    neighbours.get(a)?.push(b);
    neighbours.get(b)?.push(a);
  };
  for (const [a, b] of def.paths) link(a, b);
  for (const c of def.connections) if (c.roadEnds) link(c.roadEnds[0], c.roadEnds[1]);
  const index: MapIndex = {
    def,
    territories: def.territories,
    territory: new Map(def.territories.map((t) => [t.id, t])),
    territoryOfSpace,
    neighbours,
    connections: [...def.connections].sort((a, b) => a.n - b.n),
    connection: new Map(def.connections.map((c) => [c.n, c])),
    road: new Set(def.purpleRoad ?? []),
  };
  indexes.set(def, index);
  return index;
}

export function mapIndex(mapId: string): MapIndex {
  return indexOf(mapById(mapId));
}

/** What a state needs to name its map: the table's choice, and the host's printed map if it plays on it. */
export type MapOf = Pick<IwariState, 'mapId' | 'printedMap'>;

/** The map this match plays on: the printed one when it has it, else the chosen stand-in. */
export const mapOf = (G: MapOf): MapIndex => (G.printedMap ? indexOf(G.printedMap.map) : mapIndex(G.mapId));

/** A territory as players name it: its biome and its number on the board ("Tundra 1"), never its id. */
export interface TerritoryName {
  biome: Biome;
  number: number;
}

export function territoryName(index: MapIndex, id: string): TerritoryName {
  const t = index.territory.get(id);
  if (!t) throw new Error(`no territory ${id}`);
  return { biome: t.biome, number: t.number };
}

/** Tents per tribe in a territory (tribes without a tent there are absent). */
export function tentCounts(G: Pick<IwariState, 'tents'>, territory: Territory): Record<Tribe, number> {
  const out: Record<Tribe, number> = {};
  for (const s of territory.spaces) {
    const tribe = G.tents[s];
    if (tribe !== undefined) out[tribe] = (out[tribe] ?? 0) + 1;
  }
  return out;
}

/** Tents per tribe on a set of spaces (the purple road). */
export function tentCountsOn(G: Pick<IwariState, 'tents'>, spaces: Iterable<string>): Record<Tribe, number> {
  const out: Record<Tribe, number> = {};
  for (const s of spaces) {
    const tribe = G.tents[s];
    if (tribe !== undefined) out[tribe] = (out[tribe] ?? 0) + 1;
  }
  return out;
}

export function totemCounts(G: Pick<IwariState, 'totems'>, territory: string): Record<Tribe, number> {
  return G.totems[territory] ?? {};
}

export function totemTotal(G: Pick<IwariState, 'totems'>, territory: string): number {
  let n = 0;
  for (const c of Object.values(G.totems[territory] ?? {})) n += c;
  return n;
}

export function freeSpaces(G: Pick<IwariState, 'tents'>, territory: Territory): string[] {
  return territory.spaces.filter((s) => G.tents[s] === undefined);
}

/** Explored: at least one piece of any colour stands in the territory. */
export function isExplored(G: Pick<IwariState, 'tents' | 'totems'>, territory: Territory): boolean {
  return territory.spaces.some((s) => G.tents[s] !== undefined) || totemTotal(G, territory.id) > 0;
}

/** The totem cap: the largest number of tents any single tribe has in the territory. */
export function totemCap(counts: Record<Tribe, number>): number {
  let max = 0;
  for (const n of Object.values(counts)) if (n > max) max = n;
  return max;
}

/** Whether totems may stand in this territory at all (Floating Lands' rule, when the table uses it). */
export function takesTotems(G: Pick<IwariState, 'mapId' | 'printedMap' | 'options'>, biome: Biome): boolean {
  const banned = mapOf(G).def.noTotemBiomes;
  return !(banned && G.options.floatingTotems && banned.includes(biome));
}

/** The tribes holding the most totems in a territory (at least one); all tied tribes count. */
export function totemLeaders(counts: Record<Tribe, number>): Tribe[] {
  let max = 0;
  for (const n of Object.values(counts)) if (n > max) max = n;
  if (max === 0) return [];
  return Object.keys(counts).filter((t) => counts[t] === max);
}

/** The connections not covered by a mountain, in number order. */
export function openConnections(G: Pick<IwariState, 'mapId' | 'printedMap' | 'mountains'>): Connection[] {
  return mapOf(G).connections.filter((c) => !G.mountains.includes(c.n));
}

/** The connected groups of a tribe's tents along the settlement graph, largest first. */
export function tentGroups(G: Pick<IwariState, 'mapId' | 'printedMap' | 'tents'>, tribe: Tribe): string[][] {
  const { neighbours } = mapOf(G);
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const [s, owner] of Object.entries(G.tents)) {
    if (owner !== tribe || seen.has(s)) continue;
    const group: string[] = [];
    const stack = [s];
    seen.add(s);
    while (stack.length > 0) {
      const x = stack.pop()!;
      group.push(x);
      for (const y of neighbours.get(x) ?? []) {
        if (!seen.has(y) && G.tents[y] === tribe) {
          seen.add(y);
          stack.push(y);
        }
      }
    }
    groups.push(group.sort());
  }
  return groups.sort((a, b) => b.length - a.length || (a[0] < b[0] ? -1 : 1));
}
