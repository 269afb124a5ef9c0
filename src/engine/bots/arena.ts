// Whole games between bots on the pure rules (no framework), each seat deciding
// from its own view: the bot tests and the arena (bench/bots.bench.ts) play them.
import { findMember } from '../contract/membership';
import { resolveOptions, type OptionsDecl } from '../contract/options';
import { seededRng } from '../contract/rng';
import type { GameResult, GameSpec, GameState, MoveShape, PlayerID } from '../contract/spec';
import { viewOf } from '../contract/spec';
import { chooseMove, search } from './engine';
import type { BotLevel, Effort } from './levels';

/** A seat's bot: a level, or an explicit search budget. */
export type SeatBot = BotLevel | Effort;

export interface Decision {
  seat: number;
  /** How many moves the seat had to choose from. */
  choices: number;
  ms: number;
}

export interface ArenaGame<G> {
  G: G;
  result: GameResult;
  players: readonly PlayerID[];
}

/**
 * Plays a whole seeded game on the pure rules, seat i played by bots[i] from its
 * view (default options unless given); every chosen move is checked against the
 * full state's legal moves.
 */
export function playBotGame<G extends GameState, M extends MoveShape>(
  spec: GameSpec<G, M, OptionsDecl>,
  bots: readonly SeatBot[],
  seed: string,
  onDecision?: (d: Decision) => void,
  setupData: unknown = {},
): ArenaGame<G> {
  const players = bots.map((_, i) => String(i));
  const rng = seededRng(seed);
  const G = spec.setup(players, resolveOptions(spec.options, setupData), seededRng(`${seed}-setup`));
  const movesOf = spec.botMoves ?? spec.legalMoves;
  for (let steps = 0; !spec.result(G); steps++) {
    if (steps > 20_000) throw new Error(`no end of game (seed ${seed})`);
    const flow = spec.flow(G);
    const seats = flow.stage && flow.stage.players.length > 0 ? flow.stage.players : [flow.player];
    const player = seats.find((p) => movesOf(G, p).length > 0);
    if (player === undefined) throw new Error(`nobody can move (seed ${seed})`);
    const seat = players.indexOf(player);
    const bot = bots[seat];
    const view = viewOf(spec, G, player);
    const started = performance.now();
    const m =
      typeof bot === 'string'
        ? chooseMove(spec, view, player, players, bot, rng)
        : search(spec, view, player, players, bot, rng);
    onDecision?.({ seat, choices: movesOf(G, player).length, ms: performance.now() - started });
    if (!m) throw new Error(`seat ${player} found no move (seed ${seed})`);
    const member = findMember(spec.legalMoves(G, player), m.move, m.args, spec.canonical);
    if (!member)
      throw new Error(`seat ${player} chose an illegal move ${m.move}${JSON.stringify(m.args)} (seed ${seed})`);
    spec.apply(G, player, member, rng);
  }
  return { G, result: spec.result(G)!, players };
}

/** The seat's share of the win: 1, 1/k for a win shared by k players, 0 for a loss. */
export function winShare(result: GameResult, player: PlayerID): number {
  return result.winners.includes(player) ? 1 / result.winners.length : 0;
}

/**
 * The searching bot (budget `effort`) in one seat of a 2-player game against
 * 'random' in the other, over `games` seeded games, seats alternating: its total
 * win share and its mean score margin.
 */
export function duelAgainstRandom<G extends GameState, M extends MoveShape>(
  spec: GameSpec<G, M, OptionsDecl>,
  effort: Effort,
  games: number,
  seed: string,
): { wins: number; margin: number } {
  let wins = 0;
  let margin = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const bots: SeatBot[] = seat === 0 ? [effort, 'random'] : ['random', effort];
    const { result, players } = playBotGame(spec, bots, `${seed}-${g}`);
    wins += winShare(result, players[seat]);
    margin += (result.scores[players[seat]] - result.scores[players[1 - seat]]) / games;
  }
  return { wins, margin };
}
