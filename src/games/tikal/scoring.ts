import { TREASURE_POINTS } from './data/treasures';
import type { PlayerID, ScoreBreakdown, TikalResult, TikalState } from './state';
import { log } from './ui';
import { hasStrictMajority } from './pieces';

// Scoring one player (reference §7) and deciding the winner (§8).

/** Temple points: every temple he guards, and every unguarded one where he alone is strongest. */
export function templePoints(G: TikalState, player: PlayerID): number {
  let total = 0;
  G.spaces.forEach((s, id) => {
    if (s.kind !== 'temple') return;
    if (s.guard === player || (s.guard === null && hasStrictMajority(G, player, id))) total += s.templeValue;
  });
  return total;
}

export function treasurePoints(G: TikalState, player: PlayerID): number {
  return G.players[player].treasures.reduce((sum, n) => sum + TREASURE_POINTS[n], 0);
}

export function scorePlayer(G: TikalState, player: PlayerID): void {
  const temples = templePoints(G, player);
  const treasures = treasurePoints(G, player);
  const p = G.players[player];
  p.score += temples + treasures;
  p.breakdown.temples += temples;
  p.breakdown.treasures += treasures;
  log(G, 'score', { player, temples, treasures, total: G.players[player].score });
}

function bestGuardedTemple(G: TikalState, player: PlayerID): number {
  let best = 0;
  for (const s of G.spaces) if (s.guard === player && s.templeValue > best) best = s.templeValue;
  return best;
}

function tokensHeld(G: TikalState, player: PlayerID): number {
  return G.players[player].treasures.reduce((a, b) => a + b, 0);
}

function keepBest(players: PlayerID[], value: (p: PlayerID) => number): PlayerID[] {
  const best = Math.max(...players.map(value));
  return players.filter((p) => value(p) === best);
}

/**
 * Highest score wins; ties go to the guard on the most valuable temple [B], then to
 * the most treasure tokens [§15.12: tokens, not treasure points], else shared.
 */
export function decideResult(G: TikalState): TikalResult {
  const scores: Record<PlayerID, number> = {};
  const breakdown: Record<PlayerID, ScoreBreakdown> = {};
  for (const p of G.playOrder) {
    scores[p] = G.players[p].score;
    breakdown[p] = { ...G.players[p].breakdown };
  }
  let winners = keepBest([...G.playOrder], (p) => scores[p]);
  if (winners.length > 1) winners = keepBest(winners, (p) => bestGuardedTemple(G, p));
  if (winners.length > 1) winners = keepBest(winners, (p) => tokensHeld(G, p));
  return winners.length === 1
    ? { winner: winners[0], winners, scores, breakdown }
    : { winners, draw: true, scores, breakdown };
}
