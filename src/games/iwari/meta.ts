import { defineOptions, optionList } from '../../engine/contract/options';
import type { GameInfo, ResolvedOptions } from '../../engine/contract';

// Iwari's home-page info and table options, as data only: the home page and the
// lobby import this file without loading any rules. Labels are for players; what is
// a stand-in and why is in RULES.md.

export const iwariOptions = defineOptions({
  map: {
    kind: 'choice',
    label: 'Map',
    help: 'The printed maps are not available here: every map is a stand-in with the same kind of territories, paths and connections. The three special maps add their special rule.',
    default: 'standinA',
    choices: [
      { value: 'standinA', label: 'Stand-in map' },
      { value: 'floatingLands', label: 'Floating Lands (stand-in)' },
      { value: 'glacialMass', label: 'Glacial Mass (stand-in)' },
      { value: 'longRoad', label: 'The Long Road (stand-in)' },
    ],
  },
  feats: {
    kind: 'boolean',
    label: 'Feats',
    help: 'The first players to build a settlement, fill a territory or hold a totem majority on a land or water connection place a feat, which raises the scoring of a territory or connection by one.',
    default: false,
  },
  expeditions: {
    kind: 'boolean',
    label: 'Expedition cards (stand-in set)',
    help: 'Three missions are revealed; the first and second players to complete each score its points at once. The missions are made up, not the printed cards.',
    default: false,
  },
  floatingTotems: {
    kind: 'boolean',
    label: 'Floating Lands: no totems in Tundra',
    help: 'On the Floating Lands, totems may not be placed in Tundra territories, as in the Deluxe rulebook. Other maps ignore this.',
    default: true,
  },
});

/** The table options as setup receives them (inferred from the declaration). */
export type IwariOptions = ResolvedOptions<typeof iwariOptions>;

export const iwariInfo: GameInfo<'iwari'> = {
  id: 'iwari',
  title: 'Iwari',
  minPlayers: 2,
  maxPlayers: 5,
  minutes: [30, 45],
  designers: 'Michael Schacht',
  year: 2020,
  description:
    'Play up to three cards to place up to two tents or totems in one territory. Tent majorities score twice, ' +
    'totem majorities on both sides of a connection and settlements of four linked tents score at the end.',
  options: optionList(iwariOptions),
};
