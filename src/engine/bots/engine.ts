// The one bot engine every game gets through the contract: information-set Monte
// Carlo tree search (single observer) over determinized worlds, deciding from a
// seat's view only.
//
// Each iteration samples a world the seat cannot tell from the real one (the game's
// determinize fills in whatever the view hides, afresh), walks the tree from the
// root choosing, at every decision, among the moves legal in THIS world (UCB1 with
// availability counts: a move is only compared over the iterations where it was
// legal), adds one node, plays a truncated rollout with the game's policy up to its
// horizon, and evaluates the position with the game's evaluation. Each node keeps
// the rewards of the player who moved into it, so opponents' nodes are chosen for
// the opponent: every player maximises its own standing (own evaluation minus the
// best other player's). UCB's exploration is scaled by the spread of the mover's
// own rewards in this search. The root considers only the best candidates by
// a one-move look-ahead, and the move played is the most visited one.
//
// Pure rule calls only (legalMoves/botMoves, apply, flow, result, the bot spec):
// no framework reducer. The budget is a number of iterations (deterministic for a
// given random source), with a time cap as a safety net.
import type { Flow, GameSpec, GameState, MoveShape, PlayerID } from '../contract/spec';
import type { OptionsDecl } from '../contract/options';
import type { Rng } from '../contract/rng';
import { EFFORT, type BotLevel, type Effort } from './levels';
import { randomBotMove } from './random';

/** Moves a rollout may play at most before it is evaluated anyway. */
const MAX_ROLLOUT_STEPS = 300;
/** Moves down the tree at most in one iteration (a guard; trees stay far shallower). */
const MAX_TREE_DEPTH = 200;
/**
 * UCB1's exploration constant, in standard deviations of the mover's rewards. The
 * spread of one player's rewards (how much its standing varies over the worlds and
 * rollouts of this search), not the range of every standing seen: that range
 * spans the leader's and the trailer's standings and the end-of-game bonus, and
 * scaled the differences between moves down until every candidate got about as
 * many visits as the others, whatever the budget.
 */
const EXPLORATION = 0.7;
/**
 * Progressive bias at the root: the one-move look-ahead's edge over the average
 * candidate counts as this many iterations' worth of reward, and fades as real
 * rollouts come in.
 */
const PRIOR_WEIGHT = 4;
/** Progressive widening below the root: a node with n visits has at most 1 + WIDENING·√n children. */
const WIDENING = 1;

type Spec<G extends GameState, M extends MoveShape> = GameSpec<G, M, OptionsDecl>;

/** A deep copy of plain JSON data (states are plain JSON): several times faster than structuredClone. */
export function clonePlain<T>(value: T): T {
  return cloneValue(value) as T;
}

function cloneValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneValue(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) out[key] = cloneValue(source[key]);
  return out;
}

function actingPlayers(flow: Flow): readonly PlayerID[] {
  return flow.stage && flow.stage.players.length > 0 ? flow.stage.players : [flow.player];
}

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng.number() * items.length)];
}

function moveKey(m: MoveShape): string {
  return m.args.length === 0 ? m.move : `${m.move}:${JSON.stringify(m.args)}`;
}

/** Whether a rollout started at `start` has gone far enough (default: a round of turns). */
function horizonReached<G extends GameState, M extends MoveShape>(
  spec: Spec<G, M>,
  start: Flow,
  now: Flow,
  G: G,
  players: number,
): boolean {
  return spec.bot.horizon ? spec.bot.horizon(start, now, G) : now.turn - start.turn >= players;
}

/**
 * Each player's standing: own evaluation minus the best other player's. At the end
 * of the game the game's result decides: a winner (shared or not) is ahead of every
 * loser by more than any score difference.
 */
function standings<G extends GameState, M extends MoveShape>(
  spec: Spec<G, M>,
  G: G,
  players: readonly PlayerID[],
): number[] {
  const values = players.map((p) => spec.bot.evaluate(G, p));
  const result = spec.result(G);
  return players.map((p, i) => {
    let best = -Infinity;
    for (let j = 0; j < values.length; j++) if (j !== i && values[j] > best) best = values[j];
    const standing = values[i] - (players.length > 1 ? best : 0);
    if (!result) return standing;
    return result.winners.includes(p) ? Math.max(standing, 0) + 1 : Math.min(standing, 0) - 1;
  });
}

interface Node {
  key: string;
  move: MoveShape | null;
  /** Who played the move into this node (its rewards are that player's). */
  mover: number;
  children: Map<string, Node>;
  visits: number;
  /** Iterations in which this node's move was legal at its parent. */
  available: number;
  total: number;
}

function newNode(key: string, move: MoveShape | null, mover: number): Node {
  return { key, move, mover, children: new Map(), visits: 0, available: 0, total: 0 };
}

/** What one search did (for the arena and the tests). */
export interface SearchStats {
  iterations: number;
  ms: number;
  candidates: number;
  /** The root's moves as searched: visits, mean standing, look-ahead standing. */
  root?: { move: string; visits: number; mean: number; lookahead: number }[];
}

/** The acting player with something to decide in G, and its moves. */
function actor<G extends GameState, M extends MoveShape>(
  spec: Spec<G, M>,
  G: G,
): { player: PlayerID; moves: M[] } | null {
  const movesOf = spec.botMoves ?? spec.legalMoves;
  for (const p of actingPlayers(spec.flow(G))) {
    const moves = movesOf(G, p);
    if (moves.length > 0) return { player: p, moves };
  }
  return null;
}

/**
 * The search itself, with an explicit budget: the move for `player` from its view,
 * or null when it has nothing to decide.
 */
export function search<G extends GameState, M extends MoveShape>(
  spec: Spec<G, M>,
  view: G,
  player: PlayerID,
  players: readonly PlayerID[],
  effort: Effort,
  rng: Rng,
  stats?: SearchStats,
): M | null {
  const started = performance.now();
  const movesOf = spec.botMoves ?? spec.legalMoves;
  const moves = movesOf(view, player);
  if (stats) Object.assign(stats, { iterations: 0, ms: 0, candidates: moves.length });
  if (moves.length === 0) return null;
  if (moves.length === 1) return moves[0];

  // The log is left behind: rules never read it, and copying it would cost.
  const base = { ...view, log: [] };
  const sample = (): G => {
    const copy = clonePlain(base);
    return spec.secrecy === 'none' ? copy : spec.determinize(copy, player, rng);
  };
  const seat = players.indexOf(player);
  const index = new Map(players.map((p, i) => [p, i]));

  // One-move look-ahead on one sampled world: the root's candidates, best first.
  // Past half the time cap (a huge list on a slow machine), the moves not yet looked
  // at are left out; they are looked at in random order, so none is always left out.
  const world = sample();
  const looked: { move: M; value: number }[] = [];
  for (const move of rng.shuffle(moves)) {
    if (looked.length > 0 && performance.now() - started > effort.maxMs / 2) break;
    const G = clonePlain(world);
    spec.apply(G, player, move, rng);
    looked.push({ move, value: standings(spec, G, players)[seat] });
  }
  const ranked = looked.sort((a, b) => b.value - a.value).slice(0, Math.max(1, effort.candidates));
  if (ranked.length === 1) return ranked[0].move;
  const allowed = new Set(ranked.map((r) => moveKey(r.move)));
  // The look-ahead's standings, centred: the prior is a move's edge over the average
  // candidate (added to the root's mean reward when used). The look-ahead stops before
  // the others reply, so its standings sit at another level than the rollouts'.
  const lookMean = ranked.reduce((sum, r) => sum + r.value, 0) / ranked.length;
  const edge = new Map(ranked.map((r) => [moveKey(r.move), r.value - lookMean]));

  const root = newNode('', null, -1);
  // Candidates enter the tree in look-ahead order.
  const order = new Map(ranked.map((r, i) => [moveKey(r.move), i]));
  // Per player: the count, sum and sum of squares of its rewards, for their spread.
  const moments = players.map(() => ({ n: 0, sum: 0, squares: 0 }));
  const spread = (mover: number): number => {
    const m = moments[mover];
    if (!m || m.n < 2) return 1;
    const mean = m.sum / m.n;
    return Math.sqrt(Math.max(0, m.squares / m.n - mean * mean));
  };
  let iterations = 0;

  while (iterations < effort.iterations) {
    if (iterations > 0 && performance.now() - started > effort.maxMs) break;
    iterations++;
    const G = sample();
    const start = spec.flow(G);
    const path: Node[] = [root];
    let node = root;

    // Selection and expansion.
    for (let depth = 0; depth < MAX_TREE_DEPTH && !spec.result(G); depth++) {
      const turn = depth === 0 ? { player, moves: moves.filter((m) => allowed.has(moveKey(m))) } : actor(spec, G);
      if (!turn || turn.moves.length === 0) break;
      const mover = index.get(turn.player) ?? -1;
      const keyed = turn.moves.map((m) => ({ m, key: moveKey(m) }));
      const untried = keyed.filter((k) => !node.children.has(k.key));
      const tried = untried.length === keyed.length ? [] : keyed.filter((k) => node.children.has(k.key));
      // Progressive widening below the root: a node considers a new move only as
      // its visits grow, the one the game's policy picks first, so that a few
      // visits follow the policy rather than spread over every legal move.
      const widen = depth === 0 || node.children.size < 1 + Math.floor(WIDENING * Math.sqrt(node.visits));
      let chosen: { m: M; key: string };
      let expanded = false;
      if (untried.length > 0 && (widen || tried.length === 0)) {
        if (depth === 0) {
          chosen = untried.reduce((a, b) => ((order.get(a.key) ?? 0) <= (order.get(b.key) ?? 0) ? a : b));
        } else {
          const policy = spec.bot.rolloutMove;
          const m = policy
            ? policy(
                G,
                turn.player,
                untried.map((k) => k.m),
                rng,
              )
            : pick(untried, rng).m;
          chosen = untried.find((k) => k.m === m) ?? pick(untried, rng);
        }
        node.children.set(chosen.key, newNode(chosen.key, chosen.m, mover));
        expanded = true;
      } else {
        let bestScore = -Infinity;
        chosen = tried[0];
        const width = EXPLORATION * spread(mover);
        const rootMean = moments[seat].n > 0 ? moments[seat].sum / moments[seat].n : 0;
        for (const k of tried) {
          const child = node.children.get(k.key)!;
          child.available++;
          const mean =
            depth === 0
              ? (child.total + PRIOR_WEIGHT * (rootMean + (edge.get(k.key) ?? 0))) / (child.visits + PRIOR_WEIGHT)
              : child.total / child.visits;
          const score = mean + width * Math.sqrt(Math.log(child.available) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            chosen = k;
          }
        }
      }
      // A child just added was legal in this world too.
      const child = node.children.get(chosen.key)!;
      if (expanded) child.available++;
      spec.apply(G, turn.player, chosen.m, rng);
      node = child;
      path.push(node);
      if (expanded) break;
    }

    // Truncated rollout with the game's policy, then the evaluation.
    for (let step = 0; step < MAX_ROLLOUT_STEPS && !spec.result(G); step++) {
      if (horizonReached(spec, start, spec.flow(G), G, players.length)) break;
      const turn = actor(spec, G);
      if (!turn) break;
      const move = spec.bot.rolloutMove ? spec.bot.rolloutMove(G, turn.player, turn.moves, rng) : pick(turn.moves, rng);
      spec.apply(G, turn.player, move, rng);
    }
    const rewards = standings(spec, G, players);
    rewards.forEach((r, i) => {
      const m = moments[i];
      m.n++;
      m.sum += r;
      m.squares += r * r;
    });
    for (const n of path) {
      n.visits++;
      if (n.mover >= 0) n.total += rewards[n.mover];
    }
  }

  let best = ranked[0].move;
  let bestVisits = -1;
  let bestMean = -Infinity;
  for (const child of root.children.values()) {
    const mean = child.total / child.visits;
    if (child.visits > bestVisits || (child.visits === bestVisits && mean > bestMean)) {
      bestVisits = child.visits;
      bestMean = mean;
      best = child.move as M;
    }
  }
  if (stats) {
    const look = new Map(ranked.map((r) => [moveKey(r.move), r.value]));
    const rootStats = [...root.children.values()].map((c) => ({
      move: c.key,
      visits: c.visits,
      mean: c.total / c.visits,
      lookahead: look.get(c.key) ?? NaN,
    }));
    Object.assign(stats, { iterations, ms: performance.now() - started, candidates: ranked.length, root: rootStats });
  }
  return best;
}

/**
 * The bot's move for `player`, decided from what that seat sees (`view`: the state
 * after the game's view for this seat), or null when it has nothing to decide.
 * 'random' is boardgame.io's RandomBot through the bot moves (random.ts); the other
 * levels search with their budget (EFFORT).
 */
export function chooseMove<G extends GameState, M extends MoveShape>(
  spec: Spec<G, M>,
  view: G,
  player: PlayerID,
  players: readonly PlayerID[],
  level: BotLevel,
  rng: Rng,
): M | null {
  if (level === 'random') return randomBotMove(spec, view, player, players, rng);
  return search(spec, view, player, players, EFFORT[level], rng);
}
