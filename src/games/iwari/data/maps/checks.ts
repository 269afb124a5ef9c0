import { BIOMES } from '../biomes';
import type { MapDef } from './types';

// The structural checks every map's data must pass (reference §3.5's checks, in
// the form that holds for any map; the numbers proper to Stand-in A are checked in
// its own test). Returns what is wrong, empty when the map is sound.

function connected(nodes: readonly string[], edges: readonly [string, string][]): boolean {
  if (nodes.length === 0) return true;
  const adj = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const [a, b] of edges) {
    adj.get(a)?.push(b);
    adj.get(b)?.push(a);
  }
  const seen = new Set([nodes[0]]);
  const stack = [nodes[0]];
  while (stack.length > 0) {
    for (const y of adj.get(stack.pop()!) ?? []) {
      if (!seen.has(y)) {
        seen.add(y);
        stack.push(y);
      }
    }
  }
  return seen.size === nodes.length;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function mapProblems(map: MapDef): string[] {
  const out: string[] = [];
  const territoryOf = new Map<string, string>();
  const ids = new Set<string>();
  // Players name a territory by its biome and number: no two may share both.
  const names = new Map<string, string>();
  for (const t of map.territories) {
    if (ids.has(t.id)) out.push(`territory ${t.id} twice`);
    ids.add(t.id);
    if (!Number.isInteger(t.number) || t.number < 1) out.push(`${t.id}: number ${t.number} is not 1 or more`);
    const name = `${t.biome} ${t.number}`;
    if (names.has(name)) out.push(`${t.id} and ${names.get(name)} are both ${name}`);
    names.set(name, t.id);
    if (!(BIOMES as readonly string[]).includes(t.biome)) out.push(`${t.id}: unknown biome ${t.biome}`);
    if (t.spaces.length === 0) out.push(`${t.id} has no tent space`);
    for (const s of t.spaces) {
      if (territoryOf.has(s)) out.push(`space ${s} twice`);
      territoryOf.set(s, t.id);
    }
  }

  // Paths: known spaces, no loops, no duplicates; each territory connected inside.
  const seenPaths = new Set<string>();
  const crossing = new Map<string, number>();
  for (const [a, b] of map.paths) {
    if (!territoryOf.has(a) || !territoryOf.has(b)) {
      out.push(`path ${a}–${b}: unknown space`);
      continue;
    }
    if (a === b) out.push(`path ${a}–${b} is a loop`);
    const key = pairKey(a, b);
    if (seenPaths.has(key)) out.push(`path ${a}–${b} twice`);
    seenPaths.add(key);
    const ta = territoryOf.get(a)!;
    const tb = territoryOf.get(b)!;
    if (ta !== tb) crossing.set(pairKey(ta, tb), (crossing.get(pairKey(ta, tb)) ?? 0) + 1);
  }
  for (const t of map.territories) {
    const inner = map.paths.filter(([a, b]) => territoryOf.get(a) === t.id && territoryOf.get(b) === t.id);
    if (!connected(t.spaces, inner)) out.push(`${t.id} is not connected inside`);
  }

  // Connections: numbered 1..N once each, between two different known territories.
  const numbers = map.connections.map((c) => c.n).sort((x, y) => x - y);
  if (!numbers.every((n, i) => n === i + 1)) out.push(`connections are not numbered 1..${numbers.length}`);
  const landRoads = new Map<string, number>();
  for (const c of map.connections) {
    if (!ids.has(c.a) || !ids.has(c.b)) out.push(`connection ${c.n}: unknown territory`);
    if (c.a === c.b) out.push(`connection ${c.n} joins ${c.a} to itself`);
    if (c.kind !== 'land' && c.kind !== 'water') out.push(`connection ${c.n}: kind ${String(c.kind)}`);
    if (c.roadEnds) {
      const [ea, eb] = c.roadEnds;
      if (territoryOf.get(ea) !== c.a || territoryOf.get(eb) !== c.b)
        out.push(`connection ${c.n}: road ends not in ${c.a} and ${c.b}`);
    } else if (c.kind === 'land') {
      landRoads.set(pairKey(c.a, c.b), (landRoads.get(pairKey(c.a, c.b)) ?? 0) + 1);
    }
    if (c.mountain !== undefined && !map.usesMountains)
      out.push(`connection ${c.n} has a mountain on a map without mountains`);
  }
  // One road across every land border that is not itself a road; none across water.
  for (const [pair, n] of crossing) {
    if ((landRoads.get(pair) ?? 0) !== n)
      out.push(`${pair}: ${n} road(s) across but ${landRoads.get(pair) ?? 0} land connection(s)`);
  }
  for (const [pair, n] of landRoads) {
    if (!crossing.has(pair)) out.push(`${pair}: ${n} land connection(s) without a road`);
  }
  if (map.usesMountains) {
    for (const kind of [1, 2, 3, 4]) {
      const n = map.connections.filter((c) => c.mountain === kind).length;
      if (n !== 2) out.push(`${n} connections carry mountain kind ${kind}, not 2`);
    }
  }
  if (
    !connected(
      [...ids],
      map.connections.map((c): [string, string] => [c.a, c.b]),
    )
  ) {
    out.push('the territories are not all linked by connections');
  }

  if (map.purpleRoad) {
    const road = new Set(map.purpleRoad);
    if (road.size !== map.purpleRoad.length) out.push('a purple road space twice');
    if (map.purpleRoad.some((s) => !territoryOf.has(s))) out.push('a purple road space is unknown');
    const along = map.paths.filter(([a, b]) => road.has(a) && road.has(b));
    if (!connected(map.purpleRoad, along)) out.push('the purple road is broken');
  }
  for (const b of map.noTotemBiomes ?? [])
    if (!(BIOMES as readonly string[]).includes(b)) out.push(`noTotemBiomes: ${b}`);

  // Everything has a place on the drawing.
  const { layout } = map;
  for (const t of map.territories) {
    if (!layout.outlines[t.id] || layout.outlines[t.id].length < 3) out.push(`${t.id}: no outline`);
    if (!layout.totems[t.id]) out.push(`${t.id}: no totem circle position`);
    for (const s of t.spaces) if (!layout.spaces[s]) out.push(`${s}: no position`);
  }
  for (const c of map.connections) if (!layout.connections[c.n]) out.push(`connection ${c.n}: no label position`);
  return out;
}
