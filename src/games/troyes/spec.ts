import type { GameSpec } from '../../engine/contract';
import { troyesBot } from './bot';
import { TROYES_PRINTED, troyesPrinted } from './data/printed';
import { TROYES_PHASES, troyesFlow } from './flow';
import { troyesInfo, troyesOptions } from './meta';
import { applyMove, botMoves, irreversible, canonical, legalMoves, TROYES_MOVES, type TroyesMove } from './moves';
import { createInitialState } from './setup';
import type { TroyesState } from './state';
import { troyesCounters, troyesMessages, troyesPrompt, troyesProgress } from './ui';
import { troyesDeterminize, troyesView } from './view';

// Troyes on the game-module contract (src/engine/contract/README.md).

export const troyesSpec: GameSpec<TroyesState, TroyesMove, typeof troyesOptions> = {
  info: troyesInfo,
  options: troyesOptions,
  moves: TROYES_MOVES,
  phases: TROYES_PHASES,
  // Each player's VP and characters are his own; the decks and face-down cards nobody's.
  secrecy: 'perSeat',
  view: troyesView,
  determinize: troyesDeterminize,
  // No move, no prompt reads a player's VP or characters (a VP loss floors at 0,
  // nothing is paid in VP): no decision needs them on screen.
  needsSecrets: () => false,
  printed: TROYES_PRINTED,
  setup: (players, options, rng, printed) =>
    createInitialState(players, options, rng, printed === undefined ? null : troyesPrinted(printed)),
  flow: troyesFlow,
  legalMoves,
  irreversible,
  canonical,
  botMoves,
  apply: (G, player, move, rng) => applyMove(G, player, move, rng),
  result: (G) => G.result,
  messages: troyesMessages,
  prompt: troyesPrompt,
  counters: troyesCounters,
  progress: troyesProgress,
  bot: troyesBot,
};
