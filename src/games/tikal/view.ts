import type { PlayerID, Rng } from '../../engine/contract';
import { STACK_LETTERS, TERRAIN_TILES } from './data/tiles';
import { COPIES_PER_MOTIF, TREASURE_MOTIFS } from './data/treasures';
import type { TikalSecret, TikalState } from './state';

// Tikal's secrets are everybody's secrets (secrecy `shared`): the order of the
// terrain stacks, the face-down treasure supply and the tokens lying on ruins.
// Their counts (stackCounts, treasureSupplyCount, treasuresLeft) are public, and
// the log holds only public facts (a token's motif is logged once it is face up).

/** What a seat or a spectator receives: everything but the secret part, the same for all. */
export function tikalView(G: TikalState, _viewer: PlayerID | null): TikalState {
  return { ...G, secret: null };
}

/** Terrain tiles already seen: on the board, waiting to be placed, set aside by a volcano, on display. */
function seenTiles(G: TikalState): Set<string> {
  const seen = new Set<string>();
  for (const s of G.spaces) if (s.tile !== null) seen.add(s.tile);
  if (G.turn.tile !== null) seen.add(G.turn.tile);
  if (G.volcano) seen.add(G.volcano.tile);
  for (const id of G.auction?.display ?? []) seen.add(id);
  return seen;
}

/**
 * A secret consistent with the view: the unseen tiles of each letter shuffled into
 * that letter's part of the stack (A on top), and every treasure token not face up
 * in a player's hand dealt at random onto the ruins (as many as each shows left)
 * and into the supply. Treasure tokens never leave play, so the unseen ones are the
 * 24 minus those held. Throws when the view's counts do not add up.
 */
export function determinizeSecret(view: TikalState, rng: Rng): TikalSecret {
  const seen = seenTiles(view);
  const stack: string[] = [];
  for (const letter of [...STACK_LETTERS].reverse()) {
    const unseen = TERRAIN_TILES.filter((t) => t.stack === letter && !seen.has(t.id)).map((t) => t.id);
    if (unseen.length !== view.stackCounts[letter]) {
      throw new Error(`stack ${letter}: ${unseen.length} tiles unseen but ${view.stackCounts[letter]} left`);
    }
    stack.push(...rng.shuffle(unseen));
  }

  const unseenTokens: number[] = [];
  for (let motif = 0; motif < TREASURE_MOTIFS; motif++) {
    const held = view.playOrder.reduce((n, p) => n + view.players[p].treasures[motif], 0);
    for (let k = held; k < COPIES_PER_MOTIF; k++) unseenTokens.push(motif);
  }
  const tokens = rng.shuffle(unseenTokens);
  const ruinTokens: Record<string, number[]> = {};
  view.spaces.forEach((s, id) => {
    if (s.kind !== 'ruin') return;
    if (tokens.length < s.treasuresLeft) throw new Error(`too few treasures unseen for the ruin on ${id}`);
    ruinTokens[id] = tokens.splice(tokens.length - s.treasuresLeft, s.treasuresLeft);
  });
  if (tokens.length !== view.treasureSupplyCount) {
    throw new Error(`${tokens.length} treasures unseen off the ruins but ${view.treasureSupplyCount} in the supply`);
  }
  return { stack, treasureSupply: tokens, ruinTokens };
}

/**
 * A full state the view cannot be told from, the unseen things at random. It shares
 * the view's public parts: copy it before changing it.
 */
export function tikalDeterminize(view: TikalState, _viewer: PlayerID | null, rng: Rng): TikalState {
  return { ...view, secret: determinizeSecret(view, rng) };
}
