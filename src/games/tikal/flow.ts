import type { Flow } from '../../engine/contract';
import type { TikalState } from './state';

// Who must act: the rules decide everything (G.turn, G.phase, the auction's bidder);
// the contract mirrors it into boardgame.io's phases, turns and the bidding stage.

/** The framework phases: tile turns, a volcano's scoring round, the final round. */
export const TIKAL_PHASES = ['play', 'volcano', 'final'] as const;

export function tikalFlow(G: TikalState): Flow {
  const bidder = G.turn.step === 'bid' ? (G.auction?.bidder ?? null) : null;
  return {
    player: G.turn.player,
    turn: G.turn.number,
    // Bids are decisions out of turn: only the bidder named by the rules acts.
    stage: bidder !== null ? { name: 'bidding', players: [bidder] } : undefined,
    phase: G.phase === 'over' ? undefined : G.phase,
  };
}
