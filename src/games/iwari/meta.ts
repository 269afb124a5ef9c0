import { defineOptions, optionList } from '../../engine/contract/options';
import type { GameInfo, ResolvedOptions } from '../../engine/contract';

// Iwari's home-page info and table options, as data only: the home page and the
// lobby import this file without loading any rules. Its words (title aside) are the
// game's strings, by key: `info.description`, and per option `option.<id>.label`,
// `.help` and `.choice.<value>` in ./i18n/<language>.ts. What is a stand-in and why
// is in RULES.md.

export const iwariOptions = defineOptions({
  map: { kind: 'choice', default: 'standinA', choices: ['standinA', 'floatingLands', 'glacialMass', 'longRoad'] },
  feats: { kind: 'boolean', default: false },
  expeditions: { kind: 'boolean', default: false },
  floatingTotems: { kind: 'boolean', default: true },
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
  options: optionList(iwariOptions),
};
