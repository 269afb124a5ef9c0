import { defineOptions, optionList } from '../../engine/contract/options';
import type { GameInfo, ResolvedOptions } from '../../engine/contract';

// Tikal's home-page info and table options, as data only: the home page and the
// lobby import this file without loading any rules. The options are the advanced
// game and the reference's open points (§15) that change play; defaults follow BGA
// where known, else the reference's proposal. Labels and help are what players read
// in the lobby: the open points behind them are in RULES.md ("Open points behind the
// options").

export const tikalOptions = defineOptions({
  auction: {
    kind: 'boolean',
    label: 'Advanced game (tile auction)',
    help: 'Each round reveals one tile per player; players bid victory points for the next turn and its choice of tile. Scores start at 20.',
    default: false,
  },
  startingExplorer: {
    kind: 'boolean',
    label: 'Start with an explorer in the base camp',
    help: 'Every player begins with one explorer already on the base camp. Off: all pieces start in the supply.',
    default: false,
  },
  campNeedsPiece: {
    kind: 'boolean',
    label: 'Forward camps need one of your pieces',
    help: 'To build a forward camp on a hex you must have one of your pieces on it. Off: any clearing or emptied ruin will do.',
    default: true,
  },
  auctionFinalOrder: {
    kind: 'choice',
    label: 'Final turns in the advanced game',
    help: 'Order of the last bonus turns in the advanced game: lowest score first (1999 rules) or clockwise from the last tile placer (basic game order).',
    default: 'lowestFirst',
    choices: [
      { value: 'lowestFirst', label: 'Lowest score first' },
      { value: 'clockwise', label: 'Clockwise after the last tile' },
    ],
  },
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
  description:
    'Explore the jungle tile by tile, excavate temples, recover treasure and guard the most valuable temples. ' +
    'Three volcanoes trigger scoring rounds before the final one.',
  options: optionList(tikalOptions),
};
