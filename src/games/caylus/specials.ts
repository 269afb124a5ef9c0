// Phase 3: the special buildings before the bridge, in order Gate, Trading Post,
// Merchants' Guild, Jousting Field, Stables, Inn (reference §4.1, §6.3).
import { JOUST_PRICE, PROVOST_MAX_MOVE, ROAD_LENGTH, TRADING_POST_DENIERS } from './data/board';
import type { CaylusState, PlayerID, Spot } from './state';
import { grantFavours } from './grant';
import { occupy, openSpots, spotName } from './placement';
import { log, payCubes, payDeniers, returnWorker } from './stock';

/** Where the Gate's worker may move (free): any open spot its player could normally take. */
export function legalGateTargets(G: CaylusState, p: PlayerID): Spot[] {
  return openSpots(G, p).filter((s) => s !== 'gate');
}

export function resolveGate(G: CaylusState, p: PlayerID, target: Spot | null): void {
  G.specials.gate = null;
  if (target === null) {
    returnWorker(G, p);
    log(G, 'gateStay', { player: p });
    return;
  }
  log(G, 'gateMove', { player: p, spot: spotName(G, target), space: typeof target === 'number' ? target : null });
  occupy(G, p, target);
}

export function resolveTradingPost(G: CaylusState, p: PlayerID): void {
  G.specials.tradingPost = null;
  G.players[p].deniers += TRADING_POST_DENIERS;
  returnWorker(G, p);
  log(G, 'tradingPost', { player: p, deniers: TRADING_POST_DENIERS });
}

/** Provost moves within 1..28 by up to `max` spaces either way (0 = not moving is declining). */
export function provostDeltas(G: CaylusState, max: number): number[] {
  const out: number[] = [];
  for (let d = -PROVOST_MAX_MOVE; d <= PROVOST_MAX_MOVE; d++) {
    if (d === 0 || Math.abs(d) > max) continue;
    const to = G.provost + d;
    if (to >= 1 && to <= ROAD_LENGTH) out.push(d);
  }
  return out;
}

export function legalGuildMoves(G: CaylusState): number[] {
  return provostDeltas(G, PROVOST_MAX_MOVE);
}

export function resolveGuild(G: CaylusState, p: PlayerID, delta: number): void {
  G.specials.guild = null;
  returnWorker(G, p);
  const from = G.provost;
  G.provost += delta;
  log(G, delta === 0 ? 'guildStay' : 'guildMove', { player: p, from, to: G.provost });
}

export function canJoust(G: CaylusState, p: PlayerID): boolean {
  const me = G.players[p];
  return !G.jousted && me.deniers >= JOUST_PRICE.deniers && me.cubes.cloth >= JOUST_PRICE.cloth;
}

export function resolveJoust(G: CaylusState, p: PlayerID, buy: boolean): void {
  G.specials.jousting = null;
  returnWorker(G, p);
  if (!buy) {
    log(G, 'joustDecline', { player: p });
    return;
  }
  payDeniers(G, p, JOUST_PRICE.deniers);
  payCubes(G, p, { cloth: JOUST_PRICE.cloth });
  G.jousted = true;
  log(G, 'joust', { player: p });
  grantFavours(G, p, 1, 'jousting');
}

/** Stable occupants take the first places in spot order; the others keep their relative order (§12.2). */
export function resolveStables(G: CaylusState): void {
  if (G.stables.length === 0) return;
  const rest = G.turnOrder.filter((p) => !G.stables.includes(p));
  G.turnOrder = [...G.stables, ...rest];
  for (const p of G.stables) returnWorker(G, p);
  log(G, 'stables', { players: [...G.stables], order: [...G.turnOrder] });
  G.stables = [];
}

/** The resident may stay or leave only when nobody entered the Inn this turn. */
export function innChoiceNeeded(G: CaylusState): boolean {
  return G.inn.left === null && G.inn.right !== null;
}

/** A newcomer moves right and evicts the previous resident (even of the same colour, §12.3). */
export function resolveInnNewcomer(G: CaylusState): void {
  const newcomer = G.inn.left;
  if (newcomer === null) return;
  const old = G.inn.right;
  if (old !== null) {
    returnWorker(G, old);
    log(G, 'innEvicted', { player: old });
  }
  G.inn.right = newcomer;
  G.inn.left = null;
  log(G, 'innEnter', { player: newcomer });
}

/** The resident's choices: stay (true) or leave (false). */
export function legalInnChoices(): boolean[] {
  return [true, false];
}

export function resolveInnResident(G: CaylusState, p: PlayerID, stay: boolean): void {
  if (stay) {
    log(G, 'innStay', { player: p });
    return;
  }
  G.inn.right = null;
  returnWorker(G, p);
  log(G, 'innLeave', { player: p });
}

/** Phase 4: a bribe costs 1 denier per space. */
export function legalBribes(G: CaylusState, p: PlayerID): number[] {
  return provostDeltas(G, Math.min(PROVOST_MAX_MOVE, G.players[p].deniers));
}

export function bribe(G: CaylusState, p: PlayerID, delta: number): void {
  const from = G.provost;
  if (delta !== 0) payDeniers(G, p, Math.abs(delta));
  G.provost += delta;
  log(G, delta === 0 ? 'bribeDecline' : 'bribe', {
    player: p,
    from,
    to: G.provost,
    spaces: Math.abs(delta),
    deniers: Math.abs(delta),
  });
}
