// Caylus on the game-module contract: the spec assembled from the game folder.
// Secrecy none (everything on the table is public, so no view or determinize);
// no randomness after setup, so moves also run on the clients.
import type { GameSpec } from '../../engine/contract/spec';
import { caylusBot } from './bot';
import { flow, PHASES } from './flow';
import { caylusInfo, caylusOptions } from './meta';
import { apply, canonical, irreversible, legalMoves, MOVES, type CaylusMove } from './moves';
import { setup } from './setup';
import { rulesOptions, type CaylusState } from './state';
import { counters, messages, progress, prompt } from './ui';

export const caylusSpec: GameSpec<CaylusState, CaylusMove, typeof caylusOptions> = {
  info: caylusInfo,
  options: caylusOptions,
  moves: MOVES,
  phases: PHASES,
  secrecy: 'none',
  setup: (players, options, rng) => setup(players, rulesOptions(options), rng),
  flow,
  legalMoves: (G, player) => legalMoves(G, player),
  irreversible,
  canonical,
  apply: (G, player, move) => apply(G, player, move),
  result: (G) => G.result,
  messages,
  prompt,
  counters,
  progress,
  bot: caylusBot,
};
