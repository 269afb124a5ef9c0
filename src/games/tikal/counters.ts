import { MAX_CAMPS, MAX_GUARDS } from './constants';
import type { PlayerID, TikalState } from './state';

// Numbers for a player's panel; keys are under `tikal:counter.` in the English strings.

export interface TikalCounter {
  key: string;
  value: number;
}

export function tikalCounters(G: TikalState, player: PlayerID): TikalCounter[] {
  const p = G.players[player];
  return [
    { key: 'score', value: p.score },
    { key: 'explorers', value: p.pieces.filter((x) => x.kind === 'explorer' && x.where === 'supply').length },
    { key: 'camps', value: MAX_CAMPS - p.camps.length },
    { key: 'guards', value: MAX_GUARDS - p.guardsPlaced },
    { key: 'treasures', value: p.treasures.reduce((a, b) => a + b, 0) },
  ];
}
