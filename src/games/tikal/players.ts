import type { PlayerID, TikalState } from './state';

// Seating helpers: play is clockwise in seat order.

export function leftOf(G: TikalState, player: PlayerID): PlayerID {
  const i = G.playOrder.indexOf(player);
  return G.playOrder[(i + 1) % G.playOrder.length];
}

/** Every player once, clockwise, starting with `first`. */
export function clockwiseFrom(G: TikalState, first: PlayerID): PlayerID[] {
  const i = G.playOrder.indexOf(first);
  const n = G.playOrder.length;
  return Array.from({ length: n }, (_, k) => G.playOrder[(i + k) % n]);
}
