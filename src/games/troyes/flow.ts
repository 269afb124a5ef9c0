import type { Flow } from '../../engine/contract';
import type { TroyesState } from './state';

// Who must act: the rules decide everything (G.phase, G.turn, G.fight); the
// contract mirrors it into boardgame.io's phases, turns and the fight stage.

/** The framework phases: the initial placement, the black-dice fights, the action turns. */
export const TROYES_PHASES = ['placement', 'events', 'actions'] as const;

export function troyesFlow(G: TroyesState): Flow {
  const phase = G.phase === 'over' ? undefined : G.phase;
  // Black-die fights are decisions out of turn: the fighter acts in a stage while
  // the round's start player holds the turn.
  const fighter = G.phase === 'events' ? G.fight?.fighter : undefined;
  return {
    player: G.turn.player,
    turn: G.turn.number,
    stage: fighter !== undefined ? { name: 'fight', players: [fighter] } : undefined,
    phase,
  };
}
