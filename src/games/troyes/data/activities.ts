import type { Building, Colour, Source } from './common';

// The 27 activity cards of the base game (reference §8): 9 per colour, three per
// level. Only names, levels and most effects are sourced; every cost, divisor and
// slot value is a stand-in within the reference's ranges (slot 1 worth 1-3 VP and
// more than slot 2, costs 3-5, level III cards giving VP directly). `source` says
// where each value comes from; RULES.md ("Values not yet verified") gives the
// reasons. Replacing a stand-in is a change to one row here: the rules read only
// these fields.

export type ActivityLevel = 1 | 2 | 3;

/** What a delayed card's cube does to the group of the action it is spent on (reference §7, §8). */
export type Modifier =
  /** +amount to the total of a group of red dice. */
  | 'redBonus'
  /** A group of 1-3 yellow dice counts as red dice, values unchanged. */
  | 'yellowAsRed'
  /** In a group of yellow dice, one die from each other district is free. */
  | 'freeYellow'
  /** Exactly one white die counts as `amount` yellow dice of its value. */
  | 'whiteAsYellow'
  /** +amount to every yellow die of the group. */
  | 'yellowBonus'
  /** +amount to every red die of the group (Confession). */
  | 'redEachBonus'
  /** Every die of the group, of any colours, counts as a die of `amount` in the colour needed. */
  | 'allFives'
  /** One white die counts as `amount` red dice of its value (at most one more red die beside it). */
  | 'whiteAsRed'
  /** Every bought die of the group is free. */
  | 'freeDice';

/** What one activation gives (immediate cards), or the cube's use (delayed cards). */
export type ActivityEffect =
  /** Gains per activation. */
  | { kind: 'gain'; deniers: number; influence: number; vp: number; citizens: number }
  /** Per activation pay `pay` (deniers or influence) for the gains; the player chooses how many activations. */
  | { kind: 'trade'; pay: 'deniers' | 'influence'; amount: number; deniers: number; influence: number; vp: number }
  /** Per activation `deniers` per own citizen standing in one of `buildings` (chosen per activation when several). */
  | { kind: 'perCitizen'; buildings: readonly Building[]; deniers: number }
  /** Per activation `vp` per counted thing, at most `max` things. */
  | {
      kind: 'count';
      what: 'eventsWithCube' | 'cathedralLevels' | 'buildingsWithCitizen' | 'palaceCitizens';
      vp: number;
      max: number;
    }
  /** Per activation roll a black die; from `hitFrom` up, put a cube on an event of your choice. */
  | { kind: 'archer'; hitFrom: number }
  /** Per activation put `cubes` cubes on events of your choice (Chevalier's stand-in). */
  | { kind: 'eventCubes'; cubes: number }
  /**
   * Per activation `deniers` for each citizen the other players and the neutral
   * have standing in `building`, paid by its owner (as much as he has; the
   * neutral's from the bank): Percepteur.
   */
  | { kind: 'collect'; building: Building; deniers: number }
  /** Delayed: one cube per activation; a cube changes the group of a later action. */
  | { kind: 'modifier'; modifier: Modifier; amount: number };

export type ActivityId =
  | 'artisan'
  | 'merchant'
  | 'miller'
  | 'innkeeper'
  | 'blacksmith'
  | 'militia'
  | 'journeyman'
  | 'goldsmith'
  | 'sculptor'
  | 'tithing'
  | 'monk'
  | 'priest'
  | 'apprenticeship'
  | 'templar'
  | 'confession'
  | 'pilgrimage'
  | 'glassmaker'
  | 'procession'
  | 'archer'
  | 'diplomat'
  | 'chevalier'
  | 'mercenary'
  | 'hunt'
  | 'percepteur'
  | 'captain'
  | 'jousts'
  | 'troubadour';

export interface ActivityCard {
  id: ActivityId;
  /** English name; the French one as the sources give it. */
  name: string;
  nameFr: string;
  colour: Colour;
  level: ActivityLevel;
  /** Deniers to establish a tradesman on the card. */
  cost: number;
  /** Activations = floor(sum of the dice / divisor). */
  divisor: number;
  /** VP of tradesman slots 1-4 at the end of the game. */
  slotVp: readonly [number, number, number, number];
  effect: ActivityEffect;
  source: {
    name: Source;
    colour: Source;
    level: Source;
    cost: Source;
    divisor: Source;
    slotVp: Source;
    effect: Source;
  };
}

const gain = (deniers: number, influence: number, vp: number, citizens = 0): ActivityEffect => ({
  kind: 'gain',
  deniers,
  influence,
  vp,
  citizens,
});
const modifier = (m: Modifier, amount = 0): ActivityEffect => ({ kind: 'modifier', modifier: m, amount });

const S = 'stand-in';
/** Numbers all stand-ins; name, colour, level and effect as tagged. */
function tagged(
  name: Source,
  colour: Source,
  level: Source,
  effect: Source,
  divisor: Source = S,
): ActivityCard['source'] {
  return { name, colour, level, cost: S, divisor, slotVp: S, effect };
}

export const ACTIVITY_CARDS: readonly ActivityCard[] = [
  // ---- Yellow (civil), City Hall side ----
  {
    id: 'artisan',
    name: 'Artisan',
    nameFr: 'Artisan',
    colour: 'yellow',
    level: 1,
    cost: 3,
    divisor: 4,
    slotVp: [2, 1, 0, 0],
    effect: { kind: 'trade', pay: 'influence', amount: 1, deniers: 6, influence: 0, vp: 0 },
    source: tagged('V', 'V', 'V', 'V'),
  },
  {
    id: 'merchant',
    name: 'Merchant',
    nameFr: 'Marchand',
    colour: 'yellow',
    level: 1,
    cost: 3,
    divisor: 5,
    slotVp: [1, 0, 0, 0],
    effect: { kind: 'perCitizen', buildings: ['cityhall'], deniers: 2 },
    source: tagged('V', 'V', 'V', 'S'),
  },
  {
    id: 'miller',
    name: 'Miller',
    nameFr: 'Meunier',
    colour: 'yellow',
    level: 1,
    cost: 3,
    divisor: 5,
    slotVp: [2, 1, 0, 0],
    effect: { kind: 'perCitizen', buildings: ['palace', 'bishopric'], deniers: 2 },
    source: tagged('V', 'V', 'V', 'S'),
  },
  {
    id: 'innkeeper',
    name: 'Innkeeper',
    nameFr: 'Aubergiste',
    colour: 'yellow',
    level: 2,
    cost: 4,
    divisor: 2,
    slotVp: [2, 1, 0, 0],
    effect: { kind: 'trade', pay: 'deniers', amount: 1, deniers: 0, influence: 1, vp: 0 },
    source: tagged('V', 'V', 'V', 'V'),
  },
  {
    id: 'blacksmith',
    name: 'Blacksmith',
    nameFr: 'Forgeron',
    colour: 'yellow',
    level: 2,
    cost: 4,
    divisor: 4,
    slotVp: [2, 1, 0, 0],
    effect: modifier('redBonus', 5),
    source: tagged('V', 'V', 'V', 'S'),
  },
  {
    id: 'militia',
    name: 'Militia',
    nameFr: 'Milicien',
    colour: 'yellow',
    level: 2,
    cost: 4,
    divisor: 3,
    slotVp: [2, 1, 0, 0],
    effect: modifier('yellowAsRed'),
    source: tagged('V', 'V', 'V', 'V'),
  },
  {
    id: 'journeyman',
    name: 'Journeyman',
    nameFr: 'Compagnon',
    colour: 'yellow',
    level: 3,
    cost: 5,
    divisor: 3,
    slotVp: [3, 1, 0, 0],
    effect: { kind: 'trade', pay: 'deniers', amount: 3, deniers: 0, influence: 0, vp: 2 },
    source: tagged('S', 'V', 'V', 'S'),
  },
  {
    id: 'goldsmith',
    name: 'Goldsmith',
    nameFr: 'Orfèvre',
    colour: 'yellow',
    level: 3,
    cost: 5,
    divisor: 5,
    slotVp: [3, 1, 0, 0],
    effect: gain(2, 0, 1),
    source: tagged('V', 'V', 'V', 'V'),
  },
  {
    id: 'sculptor',
    name: 'Sculptor',
    nameFr: 'Sculpteur',
    colour: 'yellow',
    level: 3,
    cost: 5,
    divisor: 4,
    slotVp: [3, 1, 0, 0],
    effect: gain(0, 0, 1),
    source: tagged('V', 'V', 'V', 'V'),
  },

  // ---- White (religious), Bishopric side ----
  {
    id: 'tithing',
    name: 'Tithing',
    nameFr: 'Dîme',
    colour: 'white',
    level: 1,
    cost: 3,
    divisor: 3,
    slotVp: [2, 1, 0, 0],
    effect: modifier('freeYellow'),
    source: tagged('V', 'V', 'V', 'S'),
  },
  {
    id: 'monk',
    name: 'Monk',
    nameFr: 'Moine',
    colour: 'white',
    level: 1,
    cost: 3,
    divisor: 4,
    slotVp: [1, 0, 0, 0],
    effect: modifier('whiteAsYellow', 3),
    source: tagged('V', 'V', 'V', 'V'),
  },
  {
    id: 'priest',
    name: 'Priest',
    nameFr: 'Prêtre',
    colour: 'white',
    level: 1,
    cost: 3,
    divisor: 4,
    slotVp: [2, 1, 0, 0],
    effect: modifier('yellowBonus', 3),
    source: tagged('V', 'V', 'V', 'S'),
  },
  {
    id: 'apprenticeship',
    name: 'Apprenticeship',
    nameFr: 'Apprentissage',
    colour: 'white',
    level: 2,
    cost: 4,
    divisor: 4,
    slotVp: [2, 1, 0, 0],
    effect: modifier('allFives', 5),
    source: tagged('V', 'V', 'V', 'V'),
  },
  {
    id: 'templar',
    name: 'Templar',
    nameFr: 'Templier',
    colour: 'white',
    level: 2,
    cost: 4,
    divisor: 3,
    slotVp: [2, 1, 0, 0],
    effect: modifier('whiteAsRed', 2),
    source: tagged('V', 'V', 'V', 'V', 'B'),
  },
  {
    // Confession: the missing white II card; its cube adds +2 to every red die of a
    // group ("revaloriser chacun de mes dés rouges de 2 points", ludolegars 29/12/2010).
    // English name unknown: the French one is used.
    id: 'confession',
    name: 'Confession',
    nameFr: 'Confession',
    colour: 'white',
    level: 2,
    cost: 4,
    divisor: 3,
    slotVp: [2, 1, 0, 0],
    effect: modifier('redEachBonus', 2),
    source: tagged('S', 'S', 'S', 'S'),
  },
  {
    id: 'pilgrimage',
    name: 'Pilgrimage',
    nameFr: 'Pèlerinage',
    colour: 'white',
    level: 3,
    cost: 5,
    divisor: 4,
    slotVp: [3, 1, 0, 0],
    effect: gain(0, 1, 1),
    source: tagged('V', 'S', 'V', S),
  },
  {
    id: 'glassmaker',
    name: 'Glassmaker',
    nameFr: 'Verrier',
    colour: 'white',
    level: 3,
    cost: 5,
    divisor: 6,
    slotVp: [3, 1, 0, 0],
    effect: { kind: 'count', what: 'cathedralLevels', vp: 1, max: 3 },
    // white [S], by elimination: Troubadour is the red one of {Troubadour, Verrier, Procession}
    source: tagged('S', 'S', 'S', S),
  },
  {
    id: 'procession',
    name: 'Procession',
    nameFr: 'Procession',
    colour: 'white',
    level: 3,
    cost: 5,
    divisor: 5,
    slotVp: [2, 1, 0, 0],
    effect: { kind: 'count', what: 'buildingsWithCitizen', vp: 1, max: 3 },
    // white [S], by elimination (see Verrier)
    source: tagged('S', 'S', 'S', S),
  },

  // ---- Red (military), Palace side ----
  {
    id: 'archer',
    name: 'Archer',
    nameFr: 'Archer',
    colour: 'red',
    level: 1,
    cost: 3,
    divisor: 2,
    slotVp: [2, 1, 0, 0],
    effect: { kind: 'archer', hitFrom: 3 },
    source: tagged('V', 'V', 'S', 'V', 'S'),
  },
  {
    id: 'diplomat',
    name: 'Diplomat',
    nameFr: 'Diplomate',
    colour: 'red',
    level: 1,
    cost: 3,
    divisor: 4,
    slotVp: [1, 0, 0, 0],
    effect: modifier('freeDice'),
    source: tagged('S', 'S', 'S', S),
  },
  {
    // Chevalier: the missing red I card, "used in connection with fighting events"
    // (Tric Trac report, reference §8.3); its exact effect is unknown. Stand-in of
    // that kind: per activation a cube on an event, like a small fight. English
    // name unknown: "Knight" translates the French one.
    id: 'chevalier',
    name: 'Knight',
    nameFr: 'Chevalier',
    colour: 'red',
    level: 1,
    cost: 3,
    divisor: 4,
    slotVp: [2, 1, 0, 0],
    effect: { kind: 'eventCubes', cubes: 1 },
    source: tagged('S', 'S', 'S', S),
  },
  {
    id: 'mercenary',
    name: 'Mercenary',
    nameFr: 'Mercenaire',
    colour: 'red',
    level: 2,
    cost: 4,
    divisor: 3,
    slotVp: [2, 1, 0, 0],
    effect: gain(3, 0, 0),
    source: tagged('S', 'S', 'S', 'S'),
  },
  {
    id: 'hunt',
    name: 'Hunt',
    nameFr: 'Chasse',
    colour: 'red',
    level: 2,
    cost: 4,
    divisor: 4,
    slotVp: [2, 1, 0, 0],
    effect: gain(0, 2, 0),
    source: tagged('S', 'S', 'S', 'S'),
  },
  {
    // Percepteur: a base card whose activator collects deniers for the other
    // players' and the neutral's citizens in the City Hall (ludolegars 29/12/2010:
    // "glane 4 deniers à l'Hôtel de Ville (1 du joueur neutre, 2 de Julie et 1 de
    // moi)"). 1 denier per citizen, paid by its owner, is our reading [R]; red and
    // level II are inferred (the only free red slot, usable in round 2) [R].
    id: 'percepteur',
    name: 'Tax collector',
    nameFr: 'Percepteur',
    colour: 'red',
    level: 2,
    cost: 4,
    divisor: 4,
    slotVp: [2, 1, 0, 0],
    effect: { kind: 'collect', building: 'cityhall', deniers: 1 },
    source: tagged('S', 'R', 'R', 'R'),
  },
  {
    id: 'captain',
    name: 'Captain',
    nameFr: 'Capitaine',
    colour: 'red',
    level: 3,
    cost: 5,
    divisor: 5,
    slotVp: [3, 1, 0, 0],
    effect: { kind: 'count', what: 'eventsWithCube', vp: 1, max: 99 },
    source: tagged('V', 'S', 'V', 'S'),
  },
  {
    id: 'jousts',
    name: 'Jousts',
    nameFr: 'Joutes',
    colour: 'red',
    level: 3,
    cost: 5,
    divisor: 4,
    slotVp: [3, 1, 0, 0],
    effect: { kind: 'count', what: 'palaceCitizens', vp: 1, max: 3 },
    source: tagged('S', 'S', 'S', S),
  },
  {
    id: 'troubadour',
    name: 'Troubadour',
    nameFr: 'Troubadour',
    colour: 'red',
    level: 3,
    cost: 5,
    divisor: 3,
    slotVp: [2, 1, 0, 0],
    effect: { kind: 'trade', pay: 'influence', amount: 2, deniers: 0, influence: 0, vp: 2 },
    // red [S]: "my strong military strategy ... plus the Diplomat and Troubadour" (paulowengames)
    source: tagged('S', 'S', 'S', 'S'),
  },
];

const BY_ID = new Map(ACTIVITY_CARDS.map((c) => [c.id, c]));

export function activityCard(id: ActivityId): ActivityCard {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`unknown activity card ${id}`);
  return card;
}

export function isActivityId(value: unknown): value is ActivityId {
  return typeof value === 'string' && BY_ID.has(value as ActivityId);
}

/** Whether the card stores cubes (hourglass) rather than acting at once. */
export function isDelayed(card: ActivityCard): boolean {
  return card.effect.kind === 'modifier';
}

/** The nine spaces of the board: colour and level. */
export type CardSpaceId = 'red1' | 'red2' | 'red3' | 'white1' | 'white2' | 'white3' | 'yellow1' | 'yellow2' | 'yellow3';
export const CARD_SPACES: readonly CardSpaceId[] = [
  'red1',
  'red2',
  'red3',
  'white1',
  'white2',
  'white3',
  'yellow1',
  'yellow2',
  'yellow3',
];

export function spaceOf(colour: Colour, level: ActivityLevel): CardSpaceId {
  return `${colour}${level}` as CardSpaceId;
}

export function spaceColour(space: CardSpaceId): Colour {
  return space.slice(0, -1) as Colour;
}

export function spaceLevel(space: CardSpaceId): ActivityLevel {
  return Number(space.slice(-1)) as ActivityLevel;
}

export function isCardSpace(value: unknown): value is CardSpaceId {
  return typeof value === 'string' && (CARD_SPACES as readonly string[]).includes(value);
}
