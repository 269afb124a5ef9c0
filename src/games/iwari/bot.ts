import type { BotSpec, PlayerID, Rng } from '../contract';
import type { IwariMove } from './moves';
import { putPieces } from './rules/placement';
import { connectionScores, roadScore, settlementsOf, territoryScores, unusedPieces } from './rules/scoring';
import type { IwariState } from './state';

// What the shared bot engine (src/games/bots) needs from Iwari: a position's worth
// for a player, from the rules' own scoring, and a rollout policy that places
// pieces rather than discarding.

/** What the scorings still to come would give the player if the board stayed as it is. */
export function scoringsAhead(G: IwariState, player: PlayerID): number {
  if (G.over) return 0;
  let tents = 0;
  for (const t of territoryScores(G)) tents += t.points[player] ?? 0;
  let totems = 0;
  for (const c of connectionScores(G)) totems += c.points[player] ?? 0;
  let settlements = 0;
  for (const s of settlementsOf(G, player)) settlements += s.length;
  const road = roadScore(G)?.points[player] ?? 0;
  // The half journey scores the tents once more, unless it is past or skipped.
  const halfToCome = G.exhaustions === 0 && G.endTrigger === null ? 1 : 0;
  return tents * (1 + halfToCome) + totems + settlements + road;
}

export function evaluate(G: IwariState, player: PlayerID): number {
  if (!G.playOrder.includes(player)) return 0;
  return G.scores[player] + scoringsAhead(G, player);
}

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng.number() * items.length)];
}

/** How many placements, drawn at random, a rollout compares by the evaluation. */
const ROLLOUT_SAMPLES = 3;

/** The player's position value once this placement's pieces stand on the board (cards left as they are). */
export function valueAfter(G: IwariState, player: PlayerID, m: Extract<IwariMove, { move: 'place' }>): number {
  const [territory, pieces, cards] = m.args;
  // Only what putPieces touches is copied.
  const after: IwariState = {
    ...G,
    tents: { ...G.tents },
    totems: { ...G.totems, [territory]: { ...G.totems[territory] } },
    supply: { ...G.supply, [player]: { ...G.supply[player] } },
  };
  putPieces(after, player, { territory, pieces, cards });
  return positionValue(after, player);
}

/**
 * Rollouts place pieces when they can (discarding only now and then): the best by
 * the evaluation of a few placements drawn at random, so that the others' replies
 * in a rollout look like a player's (blind placements made every reply noise, and
 * the search needed many more iterations to tell its moves apart; 18 of 30 games
 * at 'normal' against blind placements). Draws at random.
 */
export function rolloutMove(G: IwariState, player: PlayerID, moves: readonly IwariMove[], rng: Rng): IwariMove {
  const placing = moves.filter((m): m is Extract<IwariMove, { move: 'place' }> => m.move === 'place');
  if (placing.length === 0 || rng.number() >= 0.9) return pick(moves, rng);
  let best = pick(placing, rng);
  let bestValue = valueAfter(G, player, best);
  for (let i = 1; i < ROLLOUT_SAMPLES; i++) {
    const m = pick(placing, rng);
    const value = valueAfter(G, player, m);
    if (value > bestValue) {
      best = m;
      bestValue = value;
    }
  }
  return best;
}

/**
 * What a piece still in the supply is worth to the search: the rules' tie-break,
 * and a piece kept is a choice kept (rollouts place pieces almost blindly, and
 * counting nothing for a piece left makes any placement look free). The weight was
 * measured in the arena (13.5 of 20 games against the plain evaluation at 'normal').
 */
const UNUSED_PIECE_VALUE = 0.5;

/** The search's evaluation: the board's points, and the pieces left (unusedPieces, the rules' tie-break). */
export function positionValue(G: IwariState, player: PlayerID): number {
  if (!G.playOrder.includes(player)) return 0;
  return evaluate(G, player) + UNUSED_PIECE_VALUE * unusedPieces(G, player);
}

export const iwariBot: BotSpec<IwariState, IwariMove> = { evaluate: positionValue, rolloutMove };
