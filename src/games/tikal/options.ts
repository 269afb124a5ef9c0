import { resolveOptions, type TableOption } from '../types';

// Table options: the advanced game and the reference's open points (§15) that
// change play. Defaults follow BGA where known, else the reference's proposal.

export const TIKAL_OPTIONS = [
  {
    id: 'auction',
    kind: 'boolean',
    label: 'Advanced game (tile auction)',
    help: 'Each round reveals one tile per player; players bid victory points for the next turn and its choice of tile. Scores start at 20.',
    default: false,
  },
  {
    id: 'startingExplorer',
    kind: 'boolean',
    label: 'Start with an explorer in the base camp',
    help: 'Open point: one summary says every player starts with one explorer on the base camp; the rulebooks say nothing. Off: all pieces start in the supply.',
    default: false,
  },
  {
    id: 'campNeedsPiece',
    kind: 'boolean',
    label: 'Forward camp needs an own piece on the hex',
    help: 'Open point: whether building a forward camp requires one of your pieces on that clearing.',
    default: true,
  },
  {
    id: 'auctionFinalOrder',
    kind: 'choice',
    label: 'Final turns in the advanced game',
    help: 'Order of the last bonus turns in the advanced game: lowest score first (1999 rules) or clockwise from the last tile placer (basic game order).',
    default: 'lowestFirst',
    choices: [
      { value: 'lowestFirst', label: 'Lowest score first' },
      { value: 'clockwise', label: 'Clockwise after the last tile' },
    ],
  },
] as const satisfies readonly TableOption[];

export interface TikalOptions {
  auction: boolean;
  startingExplorer: boolean;
  campNeedsPiece: boolean;
  auctionFinalOrder: 'lowestFirst' | 'clockwise';
}

export function tikalOptions(setupData: unknown): TikalOptions {
  const v = resolveOptions(TIKAL_OPTIONS, setupData);
  return {
    auction: v.auction === true,
    startingExplorer: v.startingExplorer === true,
    campNeedsPiece: v.campNeedsPiece !== false,
    auctionFinalOrder: v.auctionFinalOrder === 'clockwise' ? 'clockwise' : 'lowestFirst',
  };
}
