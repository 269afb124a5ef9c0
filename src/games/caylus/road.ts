// Phase 5: what a worker does on a road building (reference §4.2–§4.5, §6.5).
// Each optional effect has a legal-choices function; production is compulsory.
import { BASIC_CUBES, building, CUBES } from './data/buildings';
import type { BasicCube, BuildingDef, Cube, Cubes } from './data/buildings';
import type { CaylusState, PlayerID } from './state';
import { roadSpace } from './state';
import { legalConstructions, legalConversionTargets, legalPrestige } from './construction';
import { addVp, cubeList, gainCubes, hasCubes, log, payCubes, payDeniers } from './stock';

export function effectAt(G: CaylusState, space: number): BuildingDef['effect'] {
  const id = roadSpace(G, space).building;
  if (!id) throw new Error(`no building on space ${space}`);
  return building(id).effect;
}

/**
 * Whether p's worker on `space` has something to do there now: production always
 * does; an optional effect only when it has a legal choice (otherwise the worker is
 * not asked). The flow asks the worker exactly when this holds; the bot's playouts
 * use it to judge a placement.
 */
export function canActAt(G: CaylusState, p: PlayerID, space: number): boolean {
  const e = effectAt(G, space);
  switch (e.kind) {
    case 'produce':
    case 'produceAll':
      return true;
    case 'sell':
      return legalSales(G, p).length > 0;
    case 'buy':
      return legalPurchases(G, p, space).length > 0;
    case 'construct':
      return legalConstructions(G, p, e.type, null).length > 0;
    case 'prestige':
      return legalPrestige(G, p).length > 0;
    case 'convert':
      return legalConversionTargets(G, p, e).length > 0;
    case 'trade':
      return legalTrades(G, p, space).length > 0;
    case 'alchemy':
      return legalAlchemy(G, p, space).length > 0;
    case 'none':
      return false;
  }
}

/** Production alternatives on the building at `space` (indexes into its options). */
export function legalProductions(G: CaylusState, space: number): number[] {
  const e = effectAt(G, space);
  return e.kind === 'produce' ? e.options.map((_, i) => i) : [];
}

export function produce(G: CaylusState, p: PlayerID, space: number, option: number): void {
  const e = effectAt(G, space);
  if (e.kind !== 'produce') throw new Error('not a producer');
  const cubes = e.options[option];
  gainCubes(G, p, cubes);
  log(G, 'produce', { player: p, building: roadSpace(G, space).building, cubes: cubeList(cubes) });
}

/** Stone producers give everything listed; the owner's bonus is a separate choice. */
export function produceAll(G: CaylusState, p: PlayerID, space: number): void {
  const e = effectAt(G, space);
  if (e.kind !== 'produceAll') throw new Error('not a stone producer');
  gainCubes(G, p, e.cubes);
  log(G, 'produce', { player: p, building: roadSpace(G, space).building, cubes: cubeList(e.cubes) });
}

/** The owner's bonus is due only when someone else's worker used the building (§4.5). */
export function ownerBonusDue(G: CaylusState, space: number): boolean {
  const r = roadSpace(G, space);
  return effectAt(G, space).kind === 'produceAll' && r.owner !== null && r.worker !== null && r.owner !== r.worker;
}

export function legalOwnerBonus(G: CaylusState, space: number): Cube[] {
  const e = effectAt(G, space);
  return e.kind === 'produceAll' ? [...e.ownerBonus] : [];
}

export function takeOwnerBonus(G: CaylusState, owner: PlayerID, space: number, cube: Cube): void {
  gainCubes(G, owner, { [cube]: 1 });
  log(G, 'ownerBonus', { player: owner, building: roadSpace(G, space).building, cube });
}

/** Cubes player p can sell at the marketplace on `space` (one cube, gold allowed). */
export function legalSales(G: CaylusState, p: PlayerID): Cube[] {
  return CUBES.filter((c) => G.players[p].cubes[c] > 0);
}

export function sell(G: CaylusState, p: PlayerID, space: number, cube: Cube): void {
  const e = effectAt(G, space);
  if (e.kind !== 'sell') throw new Error('not a marketplace');
  payCubes(G, p, { [cube]: 1 });
  G.players[p].deniers += e.deniers;
  log(G, 'sell', { player: p, building: roadSpace(G, space).building, cube, deniers: e.deniers });
}

function multisets(size: number, from: number): BasicCube[][] {
  if (size === 0) return [[]];
  const out: BasicCube[][] = [];
  for (let i = from; i < BASIC_CUBES.length; i++) {
    for (const rest of multisets(size - 1, i)) out.push([BASIC_CUBES[i], ...rest]);
  }
  return out;
}

/** Offers need at most 4 cubes; computed once because bots enumerate them constantly. */
const MULTISETS: readonly { list: BasicCube[]; cubes: Cubes }[][] = [0, 1, 2, 3, 4].map((n) =>
  multisets(n, 0).map((list) => ({ list, cubes: asCubes(list) })),
);

/** Multisets of `size` basic cubes (size ≤ 4), each sorted in BASIC_CUBES order. */
export function basicMultisets(size: number): BasicCube[][] {
  return MULTISETS[size].map((m) => [...m.list]);
}

export function sortBasic(cubes: readonly BasicCube[]): BasicCube[] {
  return [...cubes].sort((a, b) => BASIC_CUBES.indexOf(a) - BASIC_CUBES.indexOf(b));
}

function asCubes(list: readonly Cube[]): Cubes {
  const out: Cubes = {};
  for (const c of list) out[c] = (out[c] ?? 0) + 1;
  return out;
}

/** Peddlers: the basic cubes player p can buy (each list sorted). */
export function legalPurchases(G: CaylusState, p: PlayerID, space: number): BasicCube[][] {
  const e = effectAt(G, space);
  if (e.kind !== 'buy') return [];
  const out: BasicCube[][] = [];
  for (const offer of e.offers) {
    if (G.players[p].deniers >= offer.deniers) out.push(...basicMultisets(offer.cubes));
  }
  return out;
}

export function buy(G: CaylusState, p: PlayerID, space: number, cubes: BasicCube[]): void {
  const e = effectAt(G, space);
  const offer = e.kind === 'buy' ? e.offers.find((o) => o.cubes === cubes.length) : undefined;
  if (!offer) throw new Error('no such offer');
  payDeniers(G, p, offer.deniers);
  gainCubes(G, p, asCubes(cubes));
  log(G, 'buy', { player: p, building: roadSpace(G, space).building, cubes: [...cubes], deniers: offer.deniers });
}

/** Offers (indexes) of a Church, Tailor, Bank or Jeweller that player p can pay. */
export function legalTrades(G: CaylusState, p: PlayerID, space: number): number[] {
  const e = effectAt(G, space);
  if (e.kind !== 'trade') return [];
  const me = G.players[p];
  const out: number[] = [];
  e.offers.forEach((o, i) => {
    const { deniers = 0, ...cubes } = o.pay;
    if (me.deniers >= deniers && hasCubes(G, p, cubes)) out.push(i);
  });
  return out;
}

export function trade(G: CaylusState, p: PlayerID, space: number, index: number): void {
  const e = effectAt(G, space);
  if (e.kind !== 'trade') throw new Error('not a trading building');
  const { pay, gain } = e.offers[index];
  const { deniers = 0, ...cubes } = pay;
  payDeniers(G, p, deniers);
  payCubes(G, p, cubes);
  if (gain.vp) addVp(G, p, gain.vp);
  if (gain.gold) gainCubes(G, p, { gold: gain.gold });
  log(G, 'trade', {
    player: p,
    building: roadSpace(G, space).building,
    deniers,
    cubes: cubeList(cubes),
    vp: gain.vp ?? 0,
    gold: gain.gold ?? 0,
  });
}

/** Alchemist: the basic cubes player p can give (2 for 1 gold, 4 for 2 gold), each list sorted. */
export function legalAlchemy(G: CaylusState, p: PlayerID, space: number): BasicCube[][] {
  const e = effectAt(G, space);
  if (e.kind !== 'alchemy') return [];
  const out: BasicCube[][] = [];
  for (const offer of e.offers) {
    for (const set of MULTISETS[offer.basic]) if (hasCubes(G, p, set.cubes)) out.push([...set.list]);
  }
  return out;
}

export function alchemy(G: CaylusState, p: PlayerID, space: number, cubes: BasicCube[]): void {
  const e = effectAt(G, space);
  const offer = e.kind === 'alchemy' ? e.offers.find((o) => o.basic === cubes.length) : undefined;
  if (!offer) throw new Error('no such offer');
  payCubes(G, p, asCubes(cubes));
  gainCubes(G, p, { gold: offer.gold });
  log(G, 'alchemy', { player: p, cubes: [...cubes], gold: offer.gold });
}
