// Deniers, cubes, points and the log: the only ways rules change a player's stock.
import type { Cost, Cube, Cubes } from './data/buildings';
import { CUBES } from './data/buildings';
import type { CaylusState, PlayerID } from './state';

export { log } from './messages';

/** Cubes as a flat list of names for log parameters, e.g. ['food', 'food', 'cloth']. */
export function cubeList(cubes: Cubes): string[] {
  const out: string[] = [];
  for (const c of CUBES) for (let i = 0; i < (cubes[c] ?? 0); i++) out.push(c);
  return out;
}

export function hasCubes(G: CaylusState, p: PlayerID, cubes: Cubes): boolean {
  const own = G.players[p].cubes;
  return CUBES.every((c) => own[c] >= (cubes[c] ?? 0));
}

export function gainCubes(G: CaylusState, p: PlayerID, cubes: Cubes): void {
  const own = G.players[p].cubes;
  for (const c of CUBES) own[c] += cubes[c] ?? 0;
}

export function payCubes(G: CaylusState, p: PlayerID, cubes: Cubes): void {
  const own = G.players[p].cubes;
  for (const c of CUBES) {
    own[c] -= cubes[c] ?? 0;
    if (own[c] < 0) throw new Error(`negative ${c} for player ${p}`);
  }
}

export function payDeniers(G: CaylusState, p: PlayerID, n: number): void {
  if (G.players[p].deniers < n) throw new Error(`player ${p} cannot pay ${n}`);
  G.players[p].deniers -= n;
}

export function addVp(G: CaylusState, p: PlayerID, n: number): void {
  G.players[p].vp += n;
}

/** Penalties never take a score below 0 (reference §12.1); returns the points actually lost. */
export function loseVp(G: CaylusState, p: PlayerID, n: number): number {
  const lost = Math.min(n, G.players[p].vp);
  G.players[p].vp -= lost;
  return lost;
}

/** A cost with `any` resolved by the builder's chosen cube. */
export function resolveCost(cost: Cost, anyCube: Cube | undefined): Cubes | null {
  const out: Cubes = {};
  for (const c of CUBES) if (cost[c]) out[c] = cost[c];
  const any = cost.any ?? 0;
  if (any > 0) {
    if (!anyCube) return null;
    out[anyCube] = (out[anyCube] ?? 0) + any;
  } else if (anyCube !== undefined) {
    return null;
  }
  return out;
}

export function returnWorker(G: CaylusState, p: PlayerID): void {
  G.players[p].workersHome++;
}
