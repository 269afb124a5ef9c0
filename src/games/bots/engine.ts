// The one bot engine every game gets through the contract: it decides from a
// seat's view only. Hidden things are filled in at random by the game's
// determinize, afresh for every rollout (each rollout plays a world the seat cannot
// tell from the real one). Candidates are ranked by a one-move look-ahead; the best
// get rollouts with the game's own policy up to its horizon, and the move with the
// best average standing (own evaluation minus the others' mean) is chosen.
import type { Flow, GameSpec, GameState, MoveShape, PlayerID } from '../contract/spec';
import type { OptionsDecl } from '../contract/options';
import type { Rng } from '../contract/rng';
import { EFFORT, type BotLevel } from './levels';

const MAX_ROLLOUT_STEPS = 400;

type Spec<G extends GameState, M extends MoveShape> = GameSpec<G, M, OptionsDecl>;

/** A full state consistent with the view, the log left behind (rules never read it). */
function world<G extends GameState>(spec: Spec<G, MoveShape>, view: G, player: PlayerID, rng: Rng): G {
  const full = spec.secrecy === 'none' ? view : spec.determinize(view, player, rng);
  return structuredClone({ ...full, log: [] });
}

function copy<G extends GameState>(G: G): G {
  return structuredClone(G);
}

function actingPlayers(flow: Flow): readonly PlayerID[] {
  return flow.stage && flow.stage.players.length > 0 ? flow.stage.players : [flow.player];
}

function standing<G extends GameState>(spec: Spec<G, MoveShape>, G: G, player: PlayerID, players: readonly PlayerID[]): number {
  const others = players.filter((p) => p !== player);
  const mean = others.reduce((sum, p) => sum + spec.bot.evaluate(G, p), 0) / Math.max(1, others.length);
  return spec.bot.evaluate(G, player) - mean;
}

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng.number() * items.length)];
}

/** Plays G forward with the game's rollout policy until its horizon (default: the turn changes) or the end. */
function rollout<G extends GameState, M extends MoveShape>(spec: Spec<G, M>, G: G, start: Flow, rng: Rng): void {
  const movesOf = spec.botMoves ?? spec.legalMoves;
  for (let step = 0; step < MAX_ROLLOUT_STEPS && !spec.result(G); step++) {
    const now = spec.flow(G);
    if (spec.bot.horizon ? spec.bot.horizon(start, now, G) : now.turn !== start.turn) return;
    const actor = actingPlayers(now).find((p) => movesOf(G, p).length > 0);
    if (actor === undefined) return;
    const moves = movesOf(G, actor);
    const move = spec.bot.rolloutMove ? spec.bot.rolloutMove(G, actor, moves, rng) : pick(moves, rng);
    spec.apply(G, actor, move, rng);
  }
}

/**
 * The bot's move for `player`, decided from what that seat sees (`view`: the state
 * after the game's view for this seat), or null when it has nothing to decide.
 */
export function chooseMove<G extends GameState, M extends MoveShape>(
  spec: Spec<G, M>,
  view: G,
  player: PlayerID,
  players: readonly PlayerID[],
  level: BotLevel,
  rng: Rng,
): M | null {
  const moves = (spec.botMoves ?? spec.legalMoves)(view, player);
  if (moves.length === 0) return null;
  if (level === 'random' || moves.length === 1) return pick(moves, rng);
  const effort = EFFORT[level];

  // One-move look-ahead on one sampled world picks the candidates worth rollouts.
  const sample = world(spec, view, player, rng);
  const ranked = moves
    .map((move) => {
      const G = copy(sample);
      spec.apply(G, player, move, rng);
      return { move, value: standing(spec, G, player, players) };
    })
    .sort((a, b) => b.value - a.value)
    .slice(0, effort.candidates);
  if (ranked.length === 1) return ranked[0].move;

  let best = ranked[0].move;
  let bestValue = -Infinity;
  for (const { move } of ranked) {
    let total = 0;
    for (let r = 0; r < effort.rollouts; r++) {
      const G = world(spec, view, player, rng);
      const start = spec.flow(G);
      spec.apply(G, player, move, rng);
      rollout(spec, G, start, rng);
      total += standing(spec, G, player, players);
    }
    const value = total / effort.rollouts;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}
