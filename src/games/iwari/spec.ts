import type { GameSpec } from '../../engine/contract';
import { iwariBot } from './bot';
import { iwariFlow } from './flow';
import { iwariInfo, iwariOptions } from './meta';
import {
  applyMove,
  botMoves,
  irreversible,
  canonical,
  hasPlacement,
  IWARI_MOVES,
  legalMoves,
  type IwariMove,
} from './moves';
import { createInitialState } from './setup';
import { IWARI_PRINTED, iwariPrinted } from './data/maps/printed';
import type { IwariState } from './state';
import { iwariCounters, iwariMessages, iwariPrompt, iwariProgress } from './ui';
import { iwariDeterminize, iwariView } from './view';

// Iwari on the game-module contract (src/engine/contract/README.md).

export const iwariSpec: GameSpec<IwariState, IwariMove, typeof iwariOptions> = {
  info: iwariInfo,
  options: iwariOptions,
  moves: IWARI_MOVES,
  // Hands are seen by their owners only; the deck order by nobody.
  secrecy: 'perSeat',
  view: iwariView,
  determinize: iwariDeterminize,
  // Placing (own or the third tribe's) pays from the hand; drawing and feats do not.
  needsSecrets: (G, player) =>
    !G.over && G.turn.player === player && (G.turn.step === 'act' || G.turn.step === 'neutral'),
  printed: IWARI_PRINTED,
  setup: (players, options, rng, printed) =>
    createInitialState(players, options, rng, printed === undefined ? null : iwariPrinted(printed)),
  flow: iwariFlow,
  legalMoves,
  irreversible,
  botMoves,
  canonical,
  apply: (G, player, move, rng) => applyMove(G, player, move, rng),
  result: (G) => G.result,
  messages: iwariMessages,
  prompt: (G, viewer) => iwariPrompt(G, viewer, hasPlacement),
  counters: iwariCounters,
  progress: iwariProgress,
  bot: iwariBot,
};
