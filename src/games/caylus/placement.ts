// Phase 2: placing workers and passing (reference §6.2).
import { FIRST_PASS_BONUS, ROAD_LENGTH, SINGLE_SPECIALS, STABLE_SPOTS, TWO_PLAYER_LATE_PRICE } from './data/board';
import type { SingleSpecialId } from './data/board';
import { building } from './data/buildings';
import type { CaylusState, PlayerID, Spot } from './state';
import { roadSpace } from './state';
import { addVp, log, payDeniers } from './stock';

export function isTwoPlayer(G: CaylusState): boolean {
  return G.turnOrder.length === 2;
}

/** Road buildings that take workers: fixed, neutral, wood and stone. */
export function takesWorkers(id: string | null): boolean {
  if (!id) return false;
  const type = building(id).type;
  return type === 'fixed' || type === 'neutral' || type === 'wood' || type === 'stone';
}

/**
 * Unoccupied spots player p may occupy, price aside. Shared by placement and the Gate
 * (which excludes itself).
 */
export function openSpots(G: CaylusState, p: PlayerID): Spot[] {
  const out: Spot[] = [];
  for (const s of SINGLE_SPECIALS) if (G.specials[s] === null) out.push(s);
  if (!isTwoPlayer(G) && G.stables.length < STABLE_SPOTS && !G.stables.includes(p)) out.push('stables');
  if (G.inn.left === null) out.push('inn');
  if (!G.castleWorkers.includes(p)) out.push('castle');
  for (let s = 1; s <= ROAD_LENGTH; s++) {
    const r = roadSpace(G, s);
    if (r.worker === null && takesWorkers(r.building)) out.push(s);
  }
  return out;
}

export function placementPrice(G: CaylusState, p: PlayerID, spot: Spot): number {
  if (G.inn.right === p) return 1;
  if (typeof spot === 'number' && roadSpace(G, spot).owner === p) return 1;
  const passed = G.bridge.length;
  if (isTwoPlayer(G) && passed > 0) return TWO_PLAYER_LATE_PRICE;
  return passed + 1;
}

/** Where player p may place a worker now (has a worker at home and can pay the price). */
export function legalPlacements(G: CaylusState, p: PlayerID): Spot[] {
  const me = G.players[p];
  if (me.workersHome === 0 || G.bridge.includes(p)) return [];
  return openSpots(G, p).filter((spot) => placementPrice(G, p, spot) <= me.deniers);
}

/** Puts one of p's workers on `spot`; the owner of a used building scores 1 (not for one's own). */
export function occupy(G: CaylusState, p: PlayerID, spot: Spot): void {
  if (typeof spot === 'number') {
    const r = roadSpace(G, spot);
    r.worker = p;
    if (r.owner !== null && r.owner !== p) {
      addVp(G, r.owner, 1);
      log(G, 'ownerVp', { player: r.owner, building: r.building, space: spot });
    }
  } else if (spot === 'stables') G.stables.push(p);
  else if (spot === 'inn') G.inn.left = p;
  else if (spot === 'castle') G.castleWorkers.push(p);
  else G.specials[spot as SingleSpecialId] = p;
}

export function placeWorker(G: CaylusState, p: PlayerID, spot: Spot): void {
  const price = placementPrice(G, p, spot);
  payDeniers(G, p, price);
  G.players[p].workersHome--;
  log(G, 'place', { player: p, spot: spotName(G, spot), space: typeof spot === 'number' ? spot : null, price });
  occupy(G, p, spot);
}

/** The building or special id at a spot, for the log and the board. */
export function spotName(G: CaylusState, spot: Spot): string {
  return typeof spot === 'number' ? (roadSpace(G, spot).building ?? 'empty') : spot;
}

export function passPlacement(G: CaylusState, p: PlayerID): void {
  G.bridge.push(p);
  if (G.bridge.length === 1) {
    G.players[p].deniers += FIRST_PASS_BONUS;
    log(G, 'firstPass', { player: p, deniers: FIRST_PASS_BONUS });
  } else {
    log(G, 'pass', { player: p, position: G.bridge.length });
  }
}
