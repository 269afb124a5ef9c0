import type { SpaceId } from './data/board';
import { TREASURE_MOTIFS } from './data/treasures';
import { COST_EXCHANGE, COST_RECOVER, RECOVERIES_PER_RUIN_PER_TURN } from './constants';
import type { PlayerID, TikalState } from './state';
import { log } from './ui';
import { mostUsedSpendablePiece, piecesBySpace } from './pieces';
import { canSpend } from './turn';

// Recovering and exchanging treasure (reference §4.5, §4.6).

/** The piece of `here` (his pieces on the space) that would recover a token, or -1. */
function recoverer(G: TikalState, player: PlayerID, space: SpaceId, here: readonly number[]): number {
  const s = G.spaces[space];
  if (s.kind !== 'ruin' || s.treasuresLeft <= 0) return -1;
  const used = G.turn.recoveredBy[space] ?? [];
  if (used.length >= RECOVERIES_PER_RUIN_PER_TURN) return -1;
  return mostUsedSpendablePiece(G, player, space, used, here);
}

/** Ruins the player can take a token from now: only where a piece of his stands. */
export function legalRecoveries(G: TikalState, player: PlayerID, bySpace?: ReadonlyMap<SpaceId, number[]>): SpaceId[] {
  const out: SpaceId[] = [];
  if (!canSpend(G, player, COST_RECOVER)) return out;
  for (const [space, here] of bySpace ?? piecesBySpace(G, player))
    if (recoverer(G, player, space, here) >= 0) out.push(space);
  return out;
}

/** Takes the top face-down token of a ruin of legalRecoveries; the player cannot choose which. */
export function recoverTreasure(G: TikalState, player: PlayerID, space: SpaceId): void {
  const piece = mostUsedSpendablePiece(G, player, space, G.turn.recoveredBy[space] ?? []);
  if (piece < 0) throw new Error(`no piece of ${player} left to recover on ${space}`);
  if (!G.secret) throw new Error('recovering a treasure needs the secret ruin tokens');
  const motif = G.secret.ruinTokens[space]?.pop();
  if (motif === undefined) throw new Error(`no token left on ruin ${space}`);
  const s = G.spaces[space];
  s.treasuresLeft -= 1;
  G.players[player].treasures[motif] += 1;
  (G.turn.recoveredBy[space] ??= []).push(piece);
  G.turn.ap -= COST_RECOVER;
  log(G, 'recoverTreasure', { player, space, motif, left: s.treasuresLeft });
}

export interface Exchange {
  /** The acting player's lone motif given away. */
  give: number;
  opponent: PlayerID;
  /** The opponent's lone motif taken. */
  take: number;
}

function lone(G: TikalState, player: PlayerID, motif: number): boolean {
  return G.players[player].treasures[motif] === 1;
}

/**
 * Swaps of one lone token for an opponent's lone token of another motif; pairs and
 * triples never split, the opponent cannot refuse, no piece is needed [§15.7].
 */
export function legalExchanges(G: TikalState, player: PlayerID): Exchange[] {
  const out: Exchange[] = [];
  if (!canSpend(G, player, COST_EXCHANGE)) return out;
  for (let give = 0; give < TREASURE_MOTIFS; give++) {
    if (!lone(G, player, give)) continue;
    for (const opponent of G.playOrder) {
      if (opponent === player) continue;
      for (let take = 0; take < TREASURE_MOTIFS; take++) {
        if (take !== give && lone(G, opponent, take)) out.push({ give, opponent, take });
      }
    }
  }
  return out;
}

/** Plays one of legalExchanges. */
export function exchangeTreasure(
  G: TikalState,
  player: PlayerID,
  give: number,
  opponent: PlayerID,
  take: number,
): void {
  const mine = G.players[player].treasures;
  const theirs = G.players[opponent].treasures;
  mine[give] -= 1;
  theirs[give] += 1;
  theirs[take] -= 1;
  mine[take] += 1;
  G.turn.ap -= COST_EXCHANGE;
  log(G, 'exchangeTreasure', { player, opponent, give, take });
}
