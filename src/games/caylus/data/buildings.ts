// Every building of Caylus in one table: cost, points on construction, favours,
// income and what a worker does there. Values and tags follow the implementation
// reference (shared/rules/caylus.md §4). A reader looking for "what does the Park do"
// finds it here and nowhere else.

export type Cube = 'food' | 'wood' | 'stone' | 'cloth' | 'gold';
export type BasicCube = Exclude<Cube, 'gold'>;
export const CUBES: readonly Cube[] = ['food', 'wood', 'stone', 'cloth', 'gold'];
export const BASIC_CUBES: readonly BasicCube[] = ['food', 'wood', 'stone', 'cloth'];

export type Cubes = Partial<Record<Cube, number>>;
/** A construction cost: cubes, plus `any` = cubes of the builder's choice (gold allowed). */
export type Cost = Cubes & { any?: number };

export type BuildingType = 'fixed' | 'neutral' | 'wood' | 'stone' | 'residence' | 'prestige';

/** What a worker placed on the building does when the road is activated. */
export type BuildingEffect =
  /** Compulsory production; the worker's owner picks exactly one alternative. */
  | { kind: 'produce'; options: readonly Cubes[] }
  /** Compulsory production of everything listed; another player's worker also gives the owner one cube of `ownerBonus`. */
  | { kind: 'produceAll'; cubes: Cubes; ownerBonus: readonly Cube[] }
  /** Sell at most one cube (gold allowed) for this many deniers. */
  | { kind: 'sell'; deniers: number }
  /** Buy basic cubes: each offer is "pay this many deniers for this many cubes". */
  | { kind: 'buy'; offers: readonly { deniers: number; cubes: number }[] }
  /** Build one building of this type. */
  | { kind: 'construct'; type: 'wood' | 'stone' }
  /** Build one prestige building over one of your own residences. */
  | { kind: 'prestige' }
  /** Turn a neutral tile or one of your own wood/stone buildings into a residence. */
  | { kind: 'convert'; deniers: number; cloth: number }
  /** Optional exchange: pay one offer's price, receive its gain. */
  | { kind: 'trade'; offers: readonly { pay: Cubes & { deniers?: number }; gain: { vp?: number; gold?: number } }[] }
  /** Pay this many basic cubes of your choice for this much gold. */
  | { kind: 'alchemy'; offers: readonly { basic: number; gold: number }[] }
  /** Residences and prestige buildings take no worker. */
  | { kind: 'none' };

export interface BuildingDef {
  id: string;
  type: BuildingType;
  cost: Cost;
  /** Points scored on construction (residence: on creation). */
  vp: number;
  /** Royal favours granted on construction. */
  favours: number;
  /** Extra deniers in every income phase. */
  income: number;
  effect: BuildingEffect;
}

function def(
  id: string,
  type: BuildingType,
  cost: Cost,
  vp: number,
  effect: BuildingEffect,
  extra: { favours?: number; income?: number } = {},
): BuildingDef {
  return { id, type, cost, vp, effect, favours: extra.favours ?? 0, income: extra.income ?? 0 };
}

const NONE: BuildingEffect = { kind: 'none' };

/** Printed on the board at spaces 7, 8 and 16; never covered, never converted. */
export const FIXED = [
  def('fixed_peddler', 'fixed', {}, 0, { kind: 'buy', offers: [{ deniers: 2, cubes: 1 }] }),
  def('fixed_carpenter', 'fixed', {}, 0, { kind: 'construct', type: 'wood' }),
  def('gold_mine', 'fixed', {}, 0, { kind: 'produce', options: [{ gold: 1 }] }),
] as const;

/** The six pink tiles shuffled onto spaces 1–6. */
export const NEUTRAL = [
  def('neutral_farm', 'neutral', {}, 0, { kind: 'produce', options: [{ food: 1 }, { cloth: 1 }] }),
  def('neutral_forest', 'neutral', {}, 0, { kind: 'produce', options: [{ food: 1 }, { wood: 1 }] }),
  def('neutral_sawmill', 'neutral', {}, 0, { kind: 'produce', options: [{ wood: 1 }] }),
  def('neutral_quarry', 'neutral', {}, 0, { kind: 'produce', options: [{ stone: 1 }] }),
  def('neutral_marketplace', 'neutral', {}, 0, { kind: 'sell', deniers: 4 }),
  def('neutral_carpenter', 'neutral', {}, 0, { kind: 'construct', type: 'wood' }),
] as const;

export const WOOD = [
  def('wood_farm_food', 'wood', { food: 1, wood: 1 }, 2, { kind: 'produce', options: [{ food: 2 }, { cloth: 1 }] }),
  def('wood_farm_cloth', 'wood', { food: 1, wood: 1 }, 2, { kind: 'produce', options: [{ cloth: 2 }, { food: 1 }] }),
  def('wood_sawmill', 'wood', { food: 1, wood: 1 }, 2, { kind: 'produce', options: [{ wood: 2 }] }),
  def('wood_quarry', 'wood', { food: 1, wood: 1 }, 2, { kind: 'produce', options: [{ stone: 2 }] }),
  def('wood_marketplace', 'wood', { wood: 1, any: 1 }, 4, { kind: 'sell', deniers: 6 }),
  def('wood_peddler', 'wood', { wood: 1, any: 1 }, 4, {
    kind: 'buy',
    offers: [
      { deniers: 1, cubes: 1 },
      { deniers: 2, cubes: 2 },
    ],
  }),
  def('mason', 'wood', { food: 1, wood: 1 }, 4, { kind: 'construct', type: 'stone' }),
  // [?] 4 VP on the original tiles, 3 in later printings: the table option
  // `lawyerVp` overrides this value (see lawyerVp() in construction.ts).
  def('lawyer', 'wood', { wood: 1, cloth: 1 }, 4, { kind: 'convert', deniers: 1, cloth: 1 }),
] as const;

export const STONE = [
  def('stone_farm', 'stone', { food: 1, stone: 1 }, 3, {
    kind: 'produceAll',
    cubes: { food: 2, cloth: 1 },
    ownerBonus: ['food', 'cloth'],
  }),
  def('park', 'stone', { food: 1, stone: 1 }, 3, {
    kind: 'produceAll',
    cubes: { wood: 2, food: 1 },
    ownerBonus: ['wood', 'food'],
  }),
  def('workshop', 'stone', { food: 1, stone: 1 }, 3, {
    kind: 'produceAll',
    cubes: { stone: 2, cloth: 1 },
    ownerBonus: ['stone', 'cloth'],
  }),
  def('architect_1', 'stone', { food: 1, stone: 1 }, 6, { kind: 'prestige' }),
  def('architect_2', 'stone', { food: 1, stone: 1 }, 6, { kind: 'prestige' }),
  def(
    'church',
    'stone',
    { stone: 1, cloth: 1 },
    3,
    {
      kind: 'trade',
      offers: [
        { pay: { deniers: 2 }, gain: { vp: 3 } },
        { pay: { deniers: 4 }, gain: { vp: 5 } },
      ],
    },
    { favours: 1 },
  ),
  def('tailor', 'stone', { wood: 1, stone: 1 }, 6, {
    kind: 'trade',
    offers: [
      { pay: { cloth: 2 }, gain: { vp: 4 } },
      { pay: { cloth: 3 }, gain: { vp: 6 } },
    ],
  }),
  def('bank', 'stone', { wood: 1, stone: 1 }, 6, {
    kind: 'trade',
    offers: [
      { pay: { deniers: 2 }, gain: { gold: 1 } },
      { pay: { deniers: 5 }, gain: { gold: 2 } },
    ],
  }),
  def('alchemist', 'stone', { food: 1, stone: 1 }, 6, {
    kind: 'alchemy',
    offers: [
      { basic: 2, gold: 1 },
      { basic: 4, gold: 2 },
    ],
  }),
  // [?] whether Board Game Arena includes it: table option `jeweller`.
  def('jeweller', 'stone', { stone: 1, cloth: 1 }, 6, {
    kind: 'trade',
    offers: [
      { pay: { gold: 1 }, gain: { vp: 5 } },
      { pay: { gold: 2 }, gain: { vp: 9 } },
    ],
  }),
] as const;

/** Unlimited: created by the Lawyer or the buildings favour, never taken from a supply. */
export const RESIDENCE = def('residence', 'residence', {}, 2, NONE, { income: 1 });

export const PRESTIGE = [
  def('statue', 'prestige', { stone: 2, gold: 1 }, 7, NONE, { favours: 1 }),
  def('theater', 'prestige', { wood: 3, gold: 2 }, 14, NONE, { favours: 1 }),
  def('college', 'prestige', { stone: 3, gold: 2 }, 14, NONE, { favours: 1 }),
  def('monument', 'prestige', { stone: 4, gold: 2 }, 14, NONE, { favours: 2 }),
  def('granary', 'prestige', { food: 3, gold: 1 }, 10, NONE),
  def('weaver', 'prestige', { cloth: 3, gold: 1 }, 12, NONE),
  def('library', 'prestige', { wood: 3, gold: 1 }, 10, NONE, { income: 1 }),
  def('hotel', 'prestige', { stone: 3, gold: 2 }, 16, NONE, { income: 2 }),
  def('cathedral', 'prestige', { stone: 5, gold: 3 }, 25, NONE),
] as const;

export const BUILDINGS: Readonly<Record<string, BuildingDef>> = Object.fromEntries(
  [...FIXED, ...NEUTRAL, ...WOOD, ...STONE, RESIDENCE, ...PRESTIGE].map((b) => [b.id, b]),
);

export function building(id: string): BuildingDef {
  const b = BUILDINGS[id];
  if (!b) throw new Error(`unknown building ${id}`);
  return b;
}

export function isBuildingId(id: unknown): id is string {
  return typeof id === 'string' && Object.hasOwn(BUILDINGS, id);
}
