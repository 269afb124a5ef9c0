import { defineOptions, optionList } from '../../engine/contract/options';
import type { GameInfo, ResolvedOptions } from '../../engine/contract';

// Tikal's home-page info and table options, as data only: the home page and the
// lobby import this file without loading any rules. The options are the advanced
// game and the reference's open points (§15) that change play; defaults follow BGA
// where known, else the reference's proposal; the open points behind them are in
// RULES.md ("Open points behind the options"). Its words (title aside) are the
// game's strings, by key: `info.description`, and per option `option.<id>.label`,
// `.help` and `.choice.<value>` in ./i18n/<language>.ts.

export const tikalOptions = defineOptions({
  auction: { kind: 'boolean', default: false },
  startingExplorer: { kind: 'boolean', default: false },
  campNeedsPiece: { kind: 'boolean', default: true },
  auctionFinalOrder: { kind: 'choice', default: 'lowestFirst', choices: ['lowestFirst', 'clockwise'] },
});

/** The table options as setup receives them (inferred from the declaration). */
export type TikalOptions = ResolvedOptions<typeof tikalOptions>;

export const tikalInfo: GameInfo<'tikal'> = {
  id: 'tikal',
  title: 'Tikal',
  minPlayers: 2,
  maxPlayers: 4,
  minutes: [60, 120],
  designers: 'Wolfgang Kramer, Michael Kiesling',
  year: 1999,
  options: optionList(tikalOptions),
};
