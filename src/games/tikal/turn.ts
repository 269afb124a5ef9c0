import { AP_PER_TURN } from './constants';
import type { PlayerID, TikalState, TurnKind, TurnStep } from './state';

// The current turn: who may act and with how many action points.

/** True when `player` is spending action points now and has at least `cost` left. */
export function canSpend(G: TikalState, player: PlayerID, cost: number): boolean {
  return G.phase !== 'over' && G.turn.player === player && G.turn.step === 'actions' && G.turn.ap >= cost;
}

export function startTurn(
  G: TikalState,
  player: PlayerID,
  kind: TurnKind,
  step: TurnStep,
  tile: string | null = null,
): void {
  G.turn = {
    number: G.turn.number + 1,
    player,
    kind,
    step,
    tile,
    ap: step === 'actions' ? AP_PER_TURN : 0,
    excavatedBy: {},
    recoveredBy: {},
  };
}

/** After the tile is placed (or straight away in a bonus turn) the 10 AP start. */
export function beginActions(G: TikalState): void {
  G.turn.step = 'actions';
  G.turn.tile = null;
  G.turn.ap = AP_PER_TURN;
}
