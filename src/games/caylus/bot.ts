// A Caylus bot for the site's bot worker (src/client/bots): flat Monte Carlo over
// the pure rules. Each legal move is tried on a copy of the state, the rest of the
// turn is played out several times with a cheap "eager" policy for every player,
// and the move with the best average position at the end of the turn is chosen.
// boardgame.io's MCTS gets no signal from Caylus (its playouts never reach the game
// end) and costs a reducer call per step; this bot costs only pure-rule calls.
import type { State } from 'boardgame.io';
import type { GameBotModule } from '../../client/bots/types';
import { BASIC_CUBES } from './data/buildings';
import { legalCastleBatches } from './rules/castle';
import { legalConstructions, legalConversionTargets, legalPrestige } from './rules/construction';
import { applyMove, legalMoves } from './rules/moves';
import type { LegalMove } from './rules/moves';
import { placementPrice } from './rules/placement';
import { effectAt, legalAlchemy, legalSales, legalTrades } from './rules/road';
import { canJoust } from './rules/specials';
import type { CaylusState, PlayerID, Spot } from './state';

export type CaylusBotLevel = 'random' | 'easy' | 'normal' | 'hard';

/** Playouts per candidate move. */
const ROLLOUTS: Record<CaylusBotLevel, number> = { random: 0, easy: 2, normal: 6, hard: 14 };
const MAX_ROLLOUT_STEPS = 400;

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

function relativeValue(G: CaylusState, p: PlayerID): number {
  const others = G.turnOrder.filter((q) => q !== p).map((q) => positionValue(G, q));
  const mean = others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
  return positionValue(G, p) - mean;
}

/** Whether a worker on this spot will probably do something useful this turn. */
function usefulSpot(G: CaylusState, p: PlayerID, spot: Spot): boolean {
  if (spot === 'castle') return legalCastleBatches(G, p).length > 0;
  if (spot === 'jousting') return canJoust(G, p);
  if (spot === 'gate' || spot === 'guild') return false;
  if (typeof spot !== 'number') return true;
  if (spot > G.provost + 1) return false;
  const e = effectAt(G, spot);
  switch (e.kind) {
    case 'produce':
    case 'produceAll':
      return true;
    case 'sell': return legalSales(G, p).length > 0;
    case 'buy': return G.players[p].deniers >= 3;
    case 'construct': return legalConstructions(G, p, e.type, null).length > 0;
    case 'prestige': return legalPrestige(G, p).length > 0;
    case 'convert': return legalConversionTargets(G, p, e).length > 0;
    case 'trade': return legalTrades(G, p, spot).length > 0;
    case 'alchemy': return legalAlchemy(G, p, spot).length > 0;
    case 'none': return false;
  }
}

/**
 * A fast playout policy: places only where the worker will likely act, passes when
 * that gets expensive, rarely declines an optional effect.
 */
export function eagerMove(G: CaylusState, moves: LegalMove[], random: () => number): LegalMove {
  const d = G.decision;
  if (d?.kind === 'place') {
    const useful = moves.filter((m) => m.move === 'place' && usefulSpot(G, d.player, m.args[0] as Spot));
    const price = useful.length > 0 ? placementPrice(G, d.player, useful[0].args[0] as Spot) : 0;
    const pass = moves.find((m) => m.move === 'pass') ?? moves[0];
    if (useful.length === 0 || random() < (price >= 3 ? 0.5 : 0.1)) return pass;
    return useful[Math.floor(random() * useful.length)];
  }
  const acting = moves.filter((m) => m.move !== 'decline');
  const pool = acting.length > 0 && random() < 0.85 ? acting : moves;
  return pool[Math.floor(random() * pool.length)];
}

/** Copies what the rules read; the log is left behind (large and never read by the rules). */
function copyState(G: CaylusState): CaylusState {
  return structuredClone({ ...G, log: [] });
}

function rollout(G: CaylusState, random: () => number): void {
  const turn = G.turn;
  for (let i = 0; i < MAX_ROLLOUT_STEPS && G.decision && G.turn === turn; i++) {
    const p = G.decision.player;
    const m = eagerMove(G, legalMoves(G, p), random);
    applyMove(G, p, m.move, m.args);
  }
}

/** The bot's choice for player p, or null when p has nothing to decide. */
export function chooseMove(G: CaylusState, p: PlayerID, level: CaylusBotLevel, random: () => number): LegalMove | null {
  const moves = legalMoves(G, p);
  if (moves.length === 0) return null;
  if (moves.length === 1 || level === 'random') return moves[Math.floor(random() * moves.length)];
  const base = copyState(G);
  let best = moves[0];
  let bestValue = -Infinity;
  for (const m of moves) {
    let total = 0;
    for (let r = 0; r < ROLLOUTS[level]; r++) {
      const sim = copyState(base);
      applyMove(sim, p, m.move, m.args);
      rollout(sim, random);
      total += relativeValue(sim, p);
    }
    const value = total / ROLLOUTS[level];
    if (value > bestValue) {
      bestValue = value;
      best = m;
    }
  }
  return best;
}

export const createBot: GameBotModule['createBot'] = ({ level }) => ({
  async play(state: State, playerID: string) {
    const m = chooseMove(state.G as CaylusState, playerID, level, Math.random);
    return { action: m ? { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID } } : undefined };
  },
});
