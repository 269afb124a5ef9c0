// Who must act: the player of the pending decision. Placement is the framework
// phase `placement` (each placement is that player's turn); every other decision is
// taken in the phase `activation`, as a stage named after the decision kind, by
// its one player. The game's own turn number is the framework turn's identity, so
// a new game turn always starts a new framework turn.
import type { Flow } from '../../engine/contract/spec';
import type { CaylusState } from './state';

export const PHASES = ['placement', 'activation'] as const;

export function flow(G: CaylusState): Flow {
  const d = G.decision;
  // Between decisions only once the game is over: nobody acts.
  if (!d) return { player: G.turnOrder[0], turn: G.turn, phase: 'activation' };
  if (d.kind === 'place') return { player: d.player, turn: G.turn, phase: 'placement' };
  return { player: d.player, turn: G.turn, phase: 'activation', stage: { name: d.kind, players: [d.player] } };
}
