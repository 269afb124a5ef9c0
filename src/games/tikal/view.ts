import type { PlayerID, TikalState } from './state';

// What a seat or a spectator receives: everything but the secret part. The stack
// order, the treasure supply and the tokens lying on ruins never leave the server;
// their counts (stackCounts, treasureSupplyCount, treasuresLeft) are already public.
// The log holds only public facts (a token's motif is logged once it is face up).

export function tikalPlayerView(G: TikalState, _playerID: PlayerID | null): TikalState {
  return { ...G, secret: null };
}
