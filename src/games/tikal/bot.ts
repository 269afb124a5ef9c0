import type { BotSpec, Flow, PlayerID, Rng } from '../../engine/contract';
import { TERRAIN_TILES } from './data/tiles';
import type { TikalMove } from './moves';
import { hasStrictMajority, strengthOn } from './pieces';
import { templePoints, treasurePoints } from './scoring';
import { TREASURE_POINTS } from './data/treasures';
import type { TikalState } from './state';

// What the shared bot engine (src/engine/bots) needs from Tikal: a position's worth
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
 * The part of a scoring the player cannot lose before the game ends (rules §4.6,
 * §4.7): temples he guards (nobody else scores them, ever) and his pairs and
 * triples of treasure (only a lone token can be exchanged away).
 */
export function securedScoring(G: TikalState, player: PlayerID): number {
  let guarded = 0;
  for (const s of G.spaces) if (s.kind === 'temple' && s.guard === player) guarded += s.templeValue;
  const sets = G.players[player].treasures.reduce((sum, n) => sum + (n >= 2 ? TREASURE_POINTS[n] : 0), 0);
  return guarded + sets;
}

/** Share of a temple's value counted for a tie for the strongest there. */
const TIED_SHARE = 0.35;
/** Share counted for a presence behind the strongest (scaled by how close). */
const BEHIND_SHARE = 0.15;

/**
 * What the unguarded temples the player does not hold alone may still bring: a
 * tie for the strongest, or a presence behind it, is a majority one move away.
 * Zero where the player has no piece or holds the temple (scoringNow counts those).
 */
export function contestedValue(G: TikalState, player: PlayerID): number {
  let total = 0;
  G.spaces.forEach((s, id) => {
    if (s.kind !== 'temple' || s.guard !== null) return;
    const mine = strengthOn(G, player, id);
    if (mine === 0 || hasStrictMajority(G, player, id)) return;
    let top = 0;
    for (const other of G.playOrder) if (other !== player) top = Math.max(top, strengthOn(G, other, id));
    total += s.templeValue * (mine === top ? TIED_SHARE : BEHIND_SHARE * (mine / top));
  });
  return total;
}

/**
 * Points so far, plus what the board is worth now for the scorings to come: what
 * the player cannot lose (guarded temples, sets of treasure) in every one of them;
 * the rest (majorities, lone tokens, temples in contest at a share of their value)
 * in the next in full and later ones at half (majorities change before then).
 */
export function evaluate(G: TikalState, player: PlayerID): number {
  const left = scoringsLeft(G, player);
  if (left === 0) return G.players[player].score;
  const secured = securedScoring(G, player);
  const open = scoringNow(G, player) - secured + contestedValue(G, player);
  return G.players[player].score + left * secured + (1 + 0.5 * (left - 1)) * open;
}

const PRODUCTIVE: ReadonlySet<TikalMove['move']> = new Set(['excavate', 'recoverTreasure', 'exchangeTreasure']);

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng.number() * items.length)];
}

/**
 * A piece's move toward a temple that does not leave a temple the player holds
 * alone: the kind of move a player makes (a random walk mostly gives majorities away).
 */
function purposeful(G: TikalState, player: PlayerID, m: TikalMove): boolean {
  if (m.move !== 'movePiece') return false;
  const [piece, to] = m.args;
  if (G.spaces[to]?.kind !== 'temple') return false;
  const from = G.players[player].pieces[piece];
  return !(
    from.where === 'board' &&
    G.spaces[from.space]?.kind === 'temple' &&
    hasStrictMajority(G, player, from.space)
  );
}

/**
 * Rollouts mostly pass in auctions; with action points they excavate (a temple they
 * hold: excavating another's raises its value for him), recover or exchange when
 * they can, bring pieces in or walk them to temples now and then, and
 * otherwise end the turn rather than wander (a random walk of the rest of a turn
 * would make ending it early look better than using it).
 */
export function rolloutMove(G: TikalState, player: PlayerID, moves: readonly TikalMove[], rng: Rng): TikalMove {
  const pass = moves.find((m) => m.move === 'passBid');
  if (pass) {
    const lowest = moves.find((m) => m.move === 'bid');
    return lowest && rng.number() < 0.3 ? lowest : pass;
  }
  const end = moves.find((m) => m.move === 'endTurn');
  if (!end) return pick(moves, rng);
  const productive = moves.filter(
    (m) => PRODUCTIVE.has(m.move) && (m.move !== 'excavate' || hasStrictMajority(G, player, m.args[0])),
  );
  if (productive.length > 0 && rng.number() < 0.8) return pick(productive, rng);
  const walks = moves.filter((m) => purposeful(G, player, m));
  if (walks.length > 0 && rng.number() < 0.5) return pick(walks, rng);
  const bringIns = moves.filter((m) => m.move === 'bringIn');
  if (bringIns.length > 0 && rng.number() < 0.3) return pick(bringIns, rng);
  return rng.number() < 0.8 ? end : pick(moves, rng);
}

/**
 * Rollouts stop at the end of the turn they start in: a turn is a long series of
 * one player's actions, which the search tree follows; beyond it, a rollout's
 * guesses at the others' turns only blur the evaluation.
 */
export function horizon(start: Flow, now: Flow): boolean {
  return now.turn !== start.turn;
}

export const tikalBot: BotSpec<TikalState, TikalMove> = { evaluate, rolloutMove, horizon };
