// Scenario helpers for the rule tests: the shared ones (scenario.ts, also used by
// the board's tests) and two readings of a state.
import type { CaylusState } from '../state';

export {
  act,
  decider,
  defaultMove,
  finishTurn,
  NEUTRAL_LAYOUT,
  newGame,
  passAll,
  putBuilding,
  runUntil,
  setStock,
} from '../scenario';

export function vps(G: CaylusState): number[] {
  return G.turnOrder
    .slice()
    .sort()
    .map((p) => G.players[p].vp);
}

export function keys(G: CaylusState): string[] {
  return G.log.map((e) => e.key);
}
