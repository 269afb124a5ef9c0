// The 'random' level: boardgame.io's own RandomBot, playing through the game's bot
// move list (what the contract's ai.enumerate gives the framework's bots), seeded
// from the decision's random source so that a decision replays.
import type { Ctx } from 'boardgame.io';
import { RandomBot } from 'boardgame.io/ai';
import type { OptionsDecl } from '../contract/options';
import type { Rng } from '../contract/rng';
import type { Flow, GameSpec, GameState, MoveShape, PlayerID } from '../contract/spec';

/** The framework context RandomBot is handed, from the game's own flow (the move list does not read it). */
function contextOf(flow: Flow, players: readonly PlayerID[]): Ctx {
  const stage = flow.stage && flow.stage.players.length > 0 ? flow.stage : null;
  return {
    numPlayers: players.length,
    playOrder: [...players],
    playOrderPos: Math.max(0, players.indexOf(flow.player)),
    activePlayers: stage ? Object.fromEntries(stage.players.map((p) => [p, stage.name])) : null,
    currentPlayer: flow.player,
    turn: flow.turn,
    phase: flow.phase ?? 'default',
  };
}

/**
 * RandomBot's choice for `player` on its view, or null when it has nothing to
 * decide. RandomBot.play is its enumerate then its seeded random pick, wrapped in a
 * Promise; the engine decides synchronously (the server's worker pool and the
 * browser worker call it so), so the two steps are called here directly.
 */
export function randomBotMove<G extends GameState, M extends MoveShape>(
  spec: GameSpec<G, M, OptionsDecl>,
  view: G,
  player: PlayerID,
  players: readonly PlayerID[],
  rng: Rng,
): M | null {
  const movesOf = spec.botMoves ?? spec.legalMoves;
  const moves = movesOf(view, player);
  if (moves.length === 0) return null;
  const bot = new RandomBot({
    enumerate: (G: G, _ctx: Ctx, p: PlayerID) => movesOf(G, p).map((m) => ({ move: m.move, args: [...m.args] })),
    seed: rng.number().toString(36).slice(2),
  });
  const actions = bot.enumerate(view, contextOf(spec.flow(view), players), player);
  const chosen = actions.indexOf(bot.random(actions));
  return moves[chosen] ?? null;
}
