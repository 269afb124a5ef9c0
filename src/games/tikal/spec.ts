import type { GameSpec } from '../../engine/contract';
import { tikalBot } from './bot';
import { TIKAL_PHASES, tikalFlow } from './flow';
import { tikalInfo, tikalOptions } from './meta';
import { applyMove, botMoves, irreversible, legalMoves, TIKAL_MOVES, type TikalMove } from './moves';
import { createInitialState } from './setup';
import type { TikalState } from './state';
import { tikalCounters, tikalMessages, tikalPrompt, tikalProgress } from './ui';
import { tikalDeterminize, tikalView } from './view';

// Tikal on the game-module contract (src/engine/contract/README.md).

export const tikalSpec: GameSpec<TikalState, TikalMove, typeof tikalOptions> = {
  info: tikalInfo,
  options: tikalOptions,
  moves: TIKAL_MOVES,
  phases: TIKAL_PHASES,
  // The stack order and the face-down treasures are hidden from everybody alike.
  secrecy: 'shared',
  view: tikalView,
  determinize: tikalDeterminize,
  setup: (players, options, rng) => createInitialState(players, options, rng),
  flow: tikalFlow,
  legalMoves,
  irreversible,
  botMoves,
  apply: (G, player, move) => applyMove(G, player, move),
  result: (G) => G.result,
  messages: tikalMessages,
  prompt: tikalPrompt,
  counters: tikalCounters,
  progress: tikalProgress,
  bot: tikalBot,
};
