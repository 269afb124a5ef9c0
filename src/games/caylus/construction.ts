// Building: wood/stone buildings on the lowest empty road space, prestige buildings
// over one's own residences, and the Lawyer's conversions (reference §4.6–§4.9).
import { ROAD_LENGTH } from './data/board';
import { building, CUBES } from './data/buildings';
import type { Cube, Cubes } from './data/buildings';
import type { CaylusState, PlayerID } from './state';
import { roadSpace } from './state';
import { grantFavours } from './grant';
import { addVp, hasCubes, log, payCubes, payDeniers, resolveCost } from './stock';

export interface ConstructionChoice {
  id: string;
  /** The cube paid for an `any` in the cost. */
  any?: Cube;
}

/** Lowest empty road space (fixed buildings are never covered), or null when the road is full. */
export function lowestEmptySpace(G: CaylusState): number | null {
  for (let s = 1; s <= ROAD_LENGTH; s++) if (roadSpace(G, s).building === null) return s;
  return null;
}

export function vpOf(G: CaylusState, id: string): number {
  return id === 'lawyer' ? G.options.lawyerVp : building(id).vp;
}

function discounted(cost: Cubes, discount: Cube | null): Cubes {
  if (!discount || !cost[discount]) return cost;
  return { ...cost, [discount]: (cost[discount] ?? 0) - 1 };
}

/** Each way to pay a building's cost (one per cube for an `any`), computed once per building. */
const COST_VARIANTS = new Map<string, readonly { any?: Cube; cost: Cubes }[]>();

function costVariants(id: string): readonly { any?: Cube; cost: Cubes }[] {
  let variants = COST_VARIANTS.get(id);
  if (!variants) {
    const { any: anyCount = 0, ...base } = building(id).cost;
    variants =
      anyCount === 0
        ? [{ cost: base }]
        : CUBES.map((c) => ({ any: c, cost: resolveCost({ ...base, any: anyCount }, c) ?? {} }));
    COST_VARIANTS.set(id, variants);
  }
  return variants;
}

/** Legal wood or stone constructions for player p, with an optional 1-cube discount (favours). */
export function legalConstructions(
  G: CaylusState,
  p: PlayerID,
  type: 'wood' | 'stone',
  discount: Cube | null,
): ConstructionChoice[] {
  if (lowestEmptySpace(G) === null) return [];
  const out: ConstructionChoice[] = [];
  for (const id of G.supply) {
    if (building(id).type !== type) continue;
    for (const v of costVariants(id)) {
      if (hasCubes(G, p, discounted(v.cost, discount))) out.push(v.any ? { id, any: v.any } : { id });
    }
  }
  return out;
}

export function construct(G: CaylusState, p: PlayerID, choice: ConstructionChoice, discount: Cube | null): void {
  const def = building(choice.id);
  const space = lowestEmptySpace(G);
  const cost = resolveCost(def.cost, choice.any);
  if (space === null || !cost) throw new Error('illegal construction');
  const paid = discounted(cost, discount);
  payCubes(G, p, paid);
  G.supply.splice(G.supply.indexOf(choice.id), 1);
  const target = roadSpace(G, space);
  target.building = choice.id;
  target.owner = p;
  const vp = vpOf(G, choice.id);
  addVp(G, p, vp);
  log(G, 'construct', {
    player: p,
    building: choice.id,
    space,
    vp,
    cubes: Object.entries(paid).flatMap(([c, n]) => Array<string>(n ?? 0).fill(c)),
  });
  grantFavours(G, p, def.favours, choice.id);
}

export interface PrestigeChoice {
  id: string;
  space: number;
}

export function ownResidences(G: CaylusState, p: PlayerID): number[] {
  const out: number[] = [];
  for (let s = 1; s <= ROAD_LENGTH; s++) {
    const r = roadSpace(G, s);
    if (r.building === 'residence' && r.owner === p) out.push(s);
  }
  return out;
}

/** Prestige buildings player p can afford, each over each of p's residences. */
export function legalPrestige(G: CaylusState, p: PlayerID): PrestigeChoice[] {
  const residences = ownResidences(G, p);
  if (residences.length === 0) return [];
  const out: PrestigeChoice[] = [];
  for (const id of G.supply) {
    const def = building(id);
    if (def.type !== 'prestige' || !hasCubes(G, p, def.cost)) continue;
    for (const space of residences) out.push({ id, space });
  }
  return out;
}

export function buildPrestige(G: CaylusState, p: PlayerID, choice: PrestigeChoice): void {
  const def = building(choice.id);
  payCubes(G, p, def.cost);
  G.supply.splice(G.supply.indexOf(choice.id), 1);
  roadSpace(G, choice.space).building = choice.id;
  addVp(G, p, def.vp);
  log(G, 'prestige', { player: p, building: choice.id, space: choice.space, vp: def.vp });
  grantFavours(G, p, def.favours, choice.id);
}

/**
 * Spaces player p may turn into a residence: neutral tiles, and p's own wood/stone
 * buildings except the Lawyer; never one already being converted (§12.8).
 */
export function legalConversionTargets(
  G: CaylusState,
  p: PlayerID,
  price: { deniers: number; cloth: number },
): number[] {
  const me = G.players[p];
  if (me.deniers < price.deniers || me.cubes.cloth < price.cloth) return [];
  const out: number[] = [];
  for (let s = 1; s <= ROAD_LENGTH; s++) {
    const r = roadSpace(G, s);
    if (!r.building || G.pendingConversions.some((c) => c.space === s)) continue;
    const type = building(r.building).type;
    const ownTile = (type === 'wood' || type === 'stone') && r.owner === p && r.building !== 'lawyer';
    if (type === 'neutral' || ownTile) out.push(s);
  }
  return out;
}

export function convert(G: CaylusState, p: PlayerID, space: number, price: { deniers: number; cloth: number }): void {
  payDeniers(G, p, price.deniers);
  payCubes(G, p, { cloth: price.cloth });
  const r = roadSpace(G, space);
  if (r.worker !== null) {
    // The worker there is resolved first (§4.7).
    G.pendingConversions.push({ space, player: p });
    log(G, 'convertLater', { player: p, building: r.building, space });
    return;
  }
  applyConversion(G, space, p);
}

export function applyConversion(G: CaylusState, space: number, p: PlayerID): void {
  const r = roadSpace(G, space);
  const old = r.building;
  if (!old) throw new Error('nothing to convert');
  const type = building(old).type;
  // A player's tile can be built again; a neutral tile leaves the game.
  if (type === 'wood' || type === 'stone') G.supply.push(old);
  r.building = 'residence';
  r.owner = p;
  const vp = building('residence').vp;
  addVp(G, p, vp);
  log(G, 'convert', { player: p, building: old, space, vp });
}

/** Called whenever a worker leaves a road space: a conversion waiting for it happens now. */
export function workerLeftSpace(G: CaylusState, space: number): void {
  const i = G.pendingConversions.findIndex((c) => c.space === space);
  if (i < 0) return;
  const [pending] = G.pendingConversions.splice(i, 1);
  applyConversion(G, space, pending.player);
}
