import type { BotSpec, PlayerID, Rng } from '../contract';
import { TERRAIN_TILES } from './data/tiles';
import type { TikalMove } from './moves';
import { templePoints, treasurePoints } from './rules/scoring';
import type { TikalState } from './state';

// What the shared bot engine (src/games/bots) needs from Tikal: a position's worth
// for a player, from the rules' own scoring, and a rollout policy that plays like a
// player rather than wandering.

const VOLCANOES = TERRAIN_TILES.filter((t) => t.kind === 'volcano').map((t) => t.id);

/** Scorings still to come for the player: one per volcano not yet revealed, his turn in a running round, the final one. */
export function scoringsLeft(G: TikalState, player: PlayerID): number {
  if (G.phase === 'over') return 0;
  if (G.phase === 'final') return G.finalQueue.includes(player) ? 1 : 0;
  const done = new Set<string>();
  for (const s of G.spaces) if (s.tile !== null) done.add(s.tile);
  if (G.turn.tile !== null) done.add(G.turn.tile);
  if (G.volcano) done.add(G.volcano.tile);
  const volcanoes = VOLCANOES.filter((id) => !done.has(id)).length;
  const running = G.volcano?.queue.includes(player) ? 1 : 0;
  return volcanoes + running + 1;
}

/** What a scoring now would give the player: temples he holds and his treasures. */
export function scoringNow(G: TikalState, player: PlayerID): number {
  return templePoints(G, player) + treasurePoints(G, player);
}

/**
 * Points so far, plus what the board is worth now for the scorings to come: the
 * next in full, later ones at half (majorities change before then).
 */
export function evaluate(G: TikalState, player: PlayerID): number {
  const left = scoringsLeft(G, player);
  const weight = left === 0 ? 0 : 1 + 0.5 * (left - 1);
  return G.players[player].score + weight * scoringNow(G, player);
}

const PRODUCTIVE: ReadonlySet<TikalMove['move']> = new Set(['excavate', 'recoverTreasure', 'placeGuard', 'exchangeTreasure']);

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng.number() * items.length)];
}

/** Rollouts mostly pass in auctions, take a scoring action when one is there, and end turns now and then. */
export function rolloutMove(_G: TikalState, _player: PlayerID, moves: readonly TikalMove[], rng: Rng): TikalMove {
  const pass = moves.find((m) => m.move === 'passBid');
  if (pass) {
    const lowest = moves.find((m) => m.move === 'bid');
    return lowest && rng.number() < 0.3 ? lowest : pass;
  }
  const productive = moves.filter((m) => PRODUCTIVE.has(m.move));
  if (productive.length > 0 && rng.number() < 0.6) return pick(productive, rng);
  const end = moves.find((m) => m.move === 'endTurn');
  if (end && rng.number() < 0.2) return end;
  return pick(moves, rng);
}

export const tikalBot: BotSpec<TikalState, TikalMove> = { evaluate, rolloutMove };
