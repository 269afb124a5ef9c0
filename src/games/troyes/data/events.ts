import type { Building, Colour, Source } from './common';

// The event cards (reference §9): 8 red (military), 4 white, 4 yellow, plus the
// permanent Pillage card on the first space of the row. No card list with numbers
// was recovered, so every card here is a stand-in within what the reference says
// cards show: black-die symbols on red cards, which deck a red card draws from, an
// effect applied every round while the card is in play, the die colour and divisor
// to fight it, flag spaces for cubes and two VP rewards. `source` says where each
// value comes from; RULES.md ("Values not yet verified") gives the reasons. Each
// red card draws white or yellow, four of each, so no deck can run dry.

/** Applied to every player each round while the card is in play; who cannot comply in full gives what he has and loses 2 VP. */
export type EventEffect =
  | { kind: 'none' }
  | { kind: 'pay'; deniers: number; influence: number }
  | { kind: 'payPerCitizen'; building: Building; deniers: number }
  | { kind: 'discardHighest'; colour: Colour }
  /**
   * A neutral citizen from the neutral supply enters `building`, expelling a
   * player's citizen (Succession conflict [S]). Which space is ours: the first
   * space held by a player's citizen that can be expelled, else the first empty
   * one; nothing happens without a free neutral citizen or such a space.
   */
  | { kind: 'neutralIn'; building: Building };

export type EventId =
  | 'pillage'
  | 'war'
  | 'succession'
  | 'raid'
  | 'siege'
  | 'skirmish'
  | 'levy'
  | 'invasion'
  | 'brigands'
  | 'heresy'
  | 'schism'
  | 'tithe'
  | 'epidemic'
  | 'drought'
  | 'famine'
  | 'taxes'
  | 'fire';

export interface EventCard {
  id: EventId;
  name: string;
  colour: Colour;
  /** Pillage: never drawn, never taken, first in the row all game. */
  permanent: boolean;
  /** Black dice the card adds each round (red cards). */
  blackDice: number;
  /** The deck a red card draws its companion from. */
  draws: 'white' | 'yellow' | null;
  effect: EventEffect;
  /** Dice to fight it: 1-3 of this colour; cubes = floor(sum / divisor). */
  fightColour: Colour;
  divisor: number;
  flags: number;
  /** VP for the most cubes and for the second most. */
  reward: readonly [number, number];
  source: {
    name: Source;
    blackDice: Source;
    draws: Source;
    effect: Source;
    fight: Source;
    flags: Source;
    reward: Source;
  };
}

const S = 'stand-in';
const standIn = (name: Source = S): EventCard['source'] => ({
  name,
  blackDice: S,
  draws: S,
  effect: S,
  fight: S,
  flags: S,
  reward: S,
});
const none: EventEffect = { kind: 'none' };
const pay = (deniers: number, influence = 0): EventEffect => ({ kind: 'pay', deniers, influence });

function red(
  id: EventId,
  name: string,
  blackDice: number,
  draws: 'white' | 'yellow',
  effect: EventEffect,
  divisor: number,
  flags: number,
  reward: [number, number],
  nameSource: Source = S,
): EventCard {
  return {
    id,
    name,
    colour: 'red',
    permanent: false,
    blackDice,
    draws,
    effect,
    fightColour: 'red',
    divisor,
    flags,
    reward,
    source: standIn(nameSource),
  };
}

function civil(
  id: EventId,
  name: string,
  colour: 'white' | 'yellow',
  effect: EventEffect,
  divisor: number,
  flags: number,
  reward: [number, number],
  nameSource: Source = S,
): EventCard {
  return {
    id,
    name,
    colour,
    permanent: false,
    blackDice: 0,
    draws: null,
    effect,
    fightColour: colour,
    divisor,
    flags,
    reward,
    source: standIn(nameSource),
  };
}

// Pillage, "Maraudage" in the French edition [V] (French rulebook, Tric Trac report).
export const PILLAGE: EventCard = {
  id: 'pillage',
  name: 'Pillage',
  colour: 'red',
  permanent: true,
  blackDice: 1,
  draws: null,
  effect: none,
  fightColour: 'red',
  divisor: 4,
  flags: 3,
  reward: [4, 2],
  source: { name: 'B', blackDice: 'R', draws: 'B', effect: 'B', fight: S, flags: S, reward: S },
};

export const EVENT_CARDS: readonly EventCard[] = [
  PILLAGE,
  {
    // War / Guerre: 2 black dice ("2 pour la Guerre", French rulebook example) [S];
    // each player pays 3 deniers, who cannot loses 2 VP (Fairplay 94: "Der Krieg
    // kostet jeden von uns drei Taler, wer es sich nicht leisten kann, verliert zwei
    // Siegpunkte") [S]; fought with red dice (ludolegars 29/12/2010) [S], divisor,
    // flags and rewards unknown.
    ...red('war', 'War', 2, 'white', pay(3), 4, 3, [5, 2], 'S'),
    source: { name: 'S', blackDice: 'S', draws: S, effect: 'S', fight: S, flags: S, reward: S },
  },
  {
    // Succession conflict / Conflit de succession: a grey neutral citizen pushes into
    // the Palace (Fairplay 94) [S]; red dice, divisor 4, 5 flags, 6 VP to a player
    // holding every cube ("je pose 5 cubes (car 20/4 = 5) et empoche 5 points
    // d'influence et 6 points de victoire", ludolegars 29/12/2010) [S]. The split
    // of the 6 VP between first and second is unknown (4 / 2 is ours); the card's
    // colour is unknown: kept red, so it keeps a stand-in black die (the rulebook
    // example counts none for it, which hints at a white or yellow card [R]).
    ...red(
      'succession',
      'Succession conflict',
      1,
      'yellow',
      { kind: 'neutralIn', building: 'palace' },
      4,
      5,
      [4, 2],
      'S',
    ),
    source: { name: 'S', blackDice: S, draws: S, effect: 'S', fight: 'S', flags: 'S', reward: S },
  },
  red('raid', 'Raid', 1, 'white', pay(2), 3, 3, [4, 2]),
  red('siege', 'Siege', 2, 'yellow', none, 5, 4, [6, 3]),
  red('skirmish', 'Border skirmish', 1, 'white', none, 2, 2, [2, 1]),
  red('levy', 'Levy', 1, 'yellow', { kind: 'payPerCitizen', building: 'palace', deniers: 1 }, 3, 3, [4, 2]),
  red('invasion', 'Invasion', 2, 'white', none, 4, 4, [6, 2]),
  red('brigands', 'Brigands', 1, 'yellow', pay(1), 3, 2, [3, 1]),
  civil('heresy', 'Heresy', 'white', pay(0, 2), 3, 3, [4, 2]),
  civil('schism', 'Schism', 'white', { kind: 'payPerCitizen', building: 'bishopric', deniers: 1 }, 4, 3, [5, 2]),
  civil('tithe', 'Tithe', 'white', pay(3), 3, 2, [3, 1]),
  civil('epidemic', 'Epidemic', 'white', { kind: 'discardHighest', colour: 'white' }, 4, 4, [6, 3]),
  civil('drought', 'Drought', 'yellow', { kind: 'discardHighest', colour: 'yellow' }, 4, 3, [5, 2], 'S'),
  civil('famine', 'Famine', 'yellow', { kind: 'payPerCitizen', building: 'cityhall', deniers: 1 }, 3, 3, [4, 2]),
  civil('taxes', 'Tax collectors', 'yellow', pay(3), 3, 2, [3, 1]),
  civil('fire', 'Fire', 'yellow', pay(2, 1), 4, 3, [5, 2]),
];

const BY_ID = new Map(EVENT_CARDS.map((e) => [e.id, e]));

export function eventCard(id: EventId): EventCard {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`unknown event ${id}`);
  return card;
}

export function isEventId(value: unknown): value is EventId {
  return typeof value === 'string' && BY_ID.has(value as EventId);
}

/** The cards of one deck (Pillage is in none). */
export function deckCards(colour: Colour): EventCard[] {
  return EVENT_CARDS.filter((e) => !e.permanent && e.colour === colour);
}
