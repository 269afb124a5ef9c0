// What Caylus gives the shared bot engine (src/engine/bots): how good a position is
// for a player, and the cheap "eager" policy its playouts follow. The engine's
// rollouts stop at the end of the game turn (the flow's turn is the game turn: a
// whole round of placements and activations), where every worker has acted, and
// compares the players' positions there; its search tree reaches further.
import type { Rng } from '../../engine/contract/rng';
import type { BotSpec } from '../../engine/contract/spec';
import { BASIC_CUBES, CUBES, type Cubes } from './data/buildings';
import type { CaylusMove } from './moves';
import { legalCastleBatches } from './castle';
import { placementPrice } from './placement';
import { canActAt, effectAt } from './road';
import { canJoust } from './specials';
import type { CaylusState, PlayerID, Spot } from './state';

/** A position's worth for one player: points, plus what stock and income will still bring. */
export function positionValue(G: CaylusState, p: PlayerID): number {
  if (G.result) return G.result.scores[p];
  const me = G.players[p];
  const basic = BASIC_CUBES.reduce((n, c) => n + me.cubes[c], 0);
  const residences = G.road.filter((r) => r.owner === p && r.building === 'residence').length;
  const favourColumns = Object.values(me.favours).reduce((n, c) => n + c, 0);
  // Cubes are worth more than their final 1/3 point: they build the castle and buildings.
  return me.vp + 3.5 * me.cubes.gold + 1.2 * basic + me.deniers / 3 + 1.5 * residences + 0.5 * favourColumns;
}

const GOLD_VALUE = 3.5;
const BASIC_VALUE = 1.2;
/** A worker that will take an optional effect (sell, buy, build, trade...): about two cubes' worth. */
const OPTIONAL_EFFECT_VALUE = 2;

function cubesValue(cubes: Cubes): number {
  return CUBES.reduce((v, c) => v + (cubes[c] ?? 0) * (c === 'gold' ? GOLD_VALUE : BASIC_VALUE), 0);
}

/**
 * What p's workers already out this turn will probably still bring: a road building
 * the provost reaches and where the worker can act (its best production, or a flat
 * value for an optional effect), a castle worker who can give a batch, the Trading
 * Post and a Jousting Field p can pay. Nothing once the workers are home, so this
 * counts only within a turn: it is what lets a one-move look-ahead tell a useful
 * placement from passing (the engine ranks candidates that way).
 */
export function placedWorkersValue(G: CaylusState, p: PlayerID): number {
  let value = 0;
  for (let space = 1; space <= Math.min(G.provost, G.road.length); space++) {
    if (G.road[space - 1].worker !== p || !canActAt(G, p, space)) continue;
    const e = effectAt(G, space);
    value +=
      e.kind === 'produce'
        ? Math.max(...e.options.map(cubesValue))
        : e.kind === 'produceAll'
          ? cubesValue(e.cubes)
          : OPTIONAL_EFFECT_VALUE;
  }
  if (G.castleWorkers.includes(p) && legalCastleBatches(G, p).length > 0) value += OPTIONAL_EFFECT_VALUE;
  if (G.specials.tradingPost === p) value += 1;
  if (G.specials.jousting === p && canJoust(G, p)) value += 1;
  return value;
}

/**
 * Whether a worker on this spot will probably do something useful this turn: the
 * rules' own predicates on today's stock (the worker acts later, when the stock may
 * have changed), no Gate or Guild, nothing beyond where the provost can be pushed.
 */
export function usefulSpot(G: CaylusState, p: PlayerID, spot: Spot): boolean {
  if (spot === 'castle') return legalCastleBatches(G, p).length > 0;
  if (spot === 'jousting') return canJoust(G, p);
  if (spot === 'gate' || spot === 'guild') return false;
  if (typeof spot !== 'number') return true;
  if (spot > G.provost + 1) return false;
  return canActAt(G, p, spot);
}

/**
 * The playout policy: places only where the worker will likely act, passes when
 * that gets expensive, rarely declines an optional effect.
 */
export function eagerMove(G: CaylusState, player: PlayerID, moves: readonly CaylusMove[], rng: Rng): CaylusMove {
  if (G.decision?.kind === 'place') {
    const useful = moves.filter((m) => m.move === 'place' && usefulSpot(G, player, m.args[0]));
    const first = useful[0];
    const price = first?.move === 'place' ? placementPrice(G, player, first.args[0]) : 0;
    const pass = moves.find((m) => m.move === 'pass') ?? moves[0];
    if (useful.length === 0 || rng.number() < (price >= 3 ? 0.5 : 0.1)) return pass;
    return useful[Math.floor(rng.number() * useful.length)];
  }
  const acting = moves.filter((m) => m.move !== 'decline');
  const pool = acting.length > 0 && rng.number() < 0.85 ? acting : moves;
  return pool[Math.floor(rng.number() * pool.length)];
}

export const caylusBot: BotSpec<CaylusState, CaylusMove> = {
  evaluate: (G, p) => positionValue(G, p) + placedWorkersValue(G, p),
  rolloutMove: eagerMove,
  horizon: (start, now) => now.turn !== start.turn,
};
