import type { Flow } from '../../engine/contract';
import type { IwariState } from './state';

// Who must act: always the turn's player (the third tribe, feats and replenishing
// are steps of the same turn). No phases and no stages.
export function iwariFlow(G: IwariState): Flow {
  return { player: G.turn.player, turn: G.turn.number };
}
