import { defineOptions, optionList } from '../../engine/contract/options';
import type { GameInfo, ResolvedOptions } from '../../engine/contract';

// Troyes's home-page info and table options, as data only: the home page and the
// lobby import this file without loading any rules. The options are the
// reference's open points (§13) that change play; each default is the reading the
// reference calls most likely. Developer notes on each are in RULES.md.

export const troyesOptions = defineOptions({
  influenceMix: {
    kind: 'choice',
    label: 'Spending influence',
    help: 'Before an action or a fight you may spend influence to re-roll a die, take a citizen or turn dice over. Choose whether the uses may be mixed in one turn.',
    default: 'any',
    choices: [
      { value: 'any', label: 'Any mix of uses in a turn' },
      { value: 'oneKind', label: 'One kind of use per turn (repeatable)' },
    ],
  },
  protection: {
    kind: 'choice',
    label: 'Protected citizens',
    help: 'A player who already has a citizen lying on a building this round cannot lose another citizen from that building. Choose what happens to a push that would expel one.',
    default: 'forbid',
    choices: [
      { value: 'forbid', label: 'The placement is not allowed' },
      { value: 'truncate', label: 'The push stops: the last unprotected citizen of the row is expelled instead' },
    ],
  },
  moveCost: {
    kind: 'boolean',
    label: 'Moving a tradesman costs the card\'s price',
    help: 'On: a tradesman moved from another activity card pays the new card\'s denier cost, as a new one does. Off: moving a tradesman is free.',
    default: true,
  },
  blackDiceCap: {
    kind: 'boolean',
    label: 'At most 6 black dice a round',
    help: 'On: the box has 6 black dice, so no more than 6 attack in one round however many military events are in play. Off: every black-die symbol in the row adds a die.',
    default: true,
  },
});

/** The table options as setup receives them. */
export type TroyesOptions = ResolvedOptions<typeof troyesOptions>;

export const troyesInfo: GameInfo<'troyes'> = {
  id: 'troyes',
  title: 'Troyes',
  minPlayers: 2,
  maxPlayers: 4,
  minutes: [60, 120],
  designers: 'Sébastien Dujardin, Xavier Georges, Alain Orban',
  year: 2010,
  description:
    'Roll the dice of the city\'s soldiers, clergy and townsfolk, buy your rivals\' dice, build the cathedral, ' +
    'fight off events and hire on activity cards. Secret characters decide what counts most at the end.',
  options: optionList(troyesOptions),
};
