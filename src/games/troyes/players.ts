import { MAX_INFLUENCE, PENALTY_VP } from './constants';
import { CARD_SPACES } from './data/activities';
import { BUILDINGS, type Building } from './data/common';
import { CITIZENS_PER_PLAYER } from './data/setup';
import type { PlayerID, TroyesState } from './state';
import { log } from './ui';

// A player's resources and citizens, and the changes every rule makes to them.

export function nextPlayer(G: TroyesState, p: PlayerID): PlayerID {
  const i = G.playOrder.indexOf(p);
  return G.playOrder[(i + 1) % G.playOrder.length];
}

/** Influence gained, capped at 20 (the rest is lost). Returns what was actually gained. */
export function gainInfluence(G: TroyesState, p: PlayerID, n: number): number {
  const pl = G.players[p];
  const before = pl.influence;
  pl.influence = Math.min(MAX_INFLUENCE, pl.influence + n);
  return pl.influence - before;
}

export function gainVp(G: TroyesState, p: PlayerID, n: number): void {
  G.players[p].vp += n;
}

/** VP lost, never below 0. */
export function loseVp(G: TroyesState, p: PlayerID, n: number): void {
  const pl = G.players[p];
  pl.vp = Math.max(0, pl.vp - n);
}

/** The flat 2 VP penalty, logged with its reason. */
export function penalty(
  G: TroyesState,
  p: PlayerID,
  reason: 'salary' | 'event' | 'blackDie',
  event: string | null = null,
): void {
  loseVp(G, p, PENALTY_VP);
  log(G, 'penalty', { player: p, vp: String(PENALTY_VP), reason, event });
}

/** Own citizens standing in a building. */
export function standingIn(G: TroyesState, p: PlayerID, building: Building): number {
  let n = 0;
  for (const o of G.buildings[building].spaces) if (o === p) n++;
  return n;
}

export function standing(G: TroyesState, p: PlayerID): number {
  return BUILDINGS.reduce((n, b) => n + standingIn(G, p, b), 0);
}

export function tradesmen(G: TroyesState, p: PlayerID): number {
  let n = 0;
  for (const s of CARD_SPACES) if (G.cards[s].tradesmen.includes(p)) n++;
  return n;
}

export function lyingCitizens(G: TroyesState, p: PlayerID): number {
  let n = 0;
  for (const b of BUILDINGS) for (const o of G.buildings[b].lying) if (o === p) n++;
  return n;
}

/** Citizens of the player in play (buildings, lying, tradesmen, personal supply); never more than 12. */
export function citizensOwned(G: TroyesState, p: PlayerID): number {
  return standing(G, p) + lyingCitizens(G, p) + tradesmen(G, p) + G.players[p].supply;
}

/** Citizens left in the general supply for this player. */
export function generalSupply(G: TroyesState, p: PlayerID): number {
  return CITIZENS_PER_PLAYER - citizensOwned(G, p);
}

/** Takes up to n citizens from the general supply into the personal one; returns how many came. */
export function recruitCitizens(G: TroyesState, p: PlayerID, n: number): number {
  const got = Math.max(0, Math.min(n, generalSupply(G, p)));
  G.players[p].supply += got;
  return got;
}
