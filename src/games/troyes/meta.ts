import { defineOptions, optionList } from '../../engine/contract/options';
import type { GameInfo, ResolvedOptions } from '../../engine/contract';

// Troyes's home-page info and table options, as data only: the home page and the
// lobby import this file without loading any rules. The options are the reference's
// open points (§13) that change play; each default is the reading the reference
// calls most likely. Developer notes on each are in RULES.md. Its words (title
// aside) are the game's strings, by key: `info.description`, and per option
// `option.<id>.label`, `.help` and `.choice.<value>` in ./i18n/<language>.ts.

export const troyesOptions = defineOptions({
  influenceMix: { kind: 'choice', default: 'any', choices: ['any', 'oneKind'] },
  protection: { kind: 'choice', default: 'forbid', choices: ['forbid', 'truncate'] },
  moveCost: { kind: 'boolean', default: true },
  blackDiceCap: { kind: 'boolean', default: true },
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
  options: optionList(troyesOptions),
};
