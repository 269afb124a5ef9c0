import type { PlayerID, Rng } from '../../engine/contract';
import { BIOMES, type Biome } from './data/biomes';
import { drawSources, type DrawSource } from './cards';
import { declineFeat, placeFeatOnConnection, placeFeatOnTerritory } from './feats';
import { canonicalCards, canonicalPieces, canPlace, placements, type Placement } from './placement';
import { continueTurn, discardAndDraw, draw, pass, placeNeutral, placeOwn } from './turn';
import { NEUTRAL, type IwariState } from './state';

// The moves: their typed union, the complete legal list (the only validation: a
// move is accepted exactly when it is a member, after `canonical`), the bots'
// shorter list, and apply, which hands a member to its rule.

export type IwariMove =
  | { move: 'place'; args: [territory: string, pieces: string[], cards: Biome[]] }
  | { move: 'placeNeutral'; args: [territory: string, pieces: string[], cards: Biome[]] }
  | { move: 'discard'; args: [card: Biome] }
  | { move: 'draw'; args: [source: DrawSource] }
  | { move: 'featOnTerritory'; args: [territory: string] }
  | { move: 'featOnConnection'; args: [connection: number] }
  | { move: 'declineFeat'; args: [] }
  | { move: 'pass'; args: [] };

export type IwariMoveName = IwariMove['move'];

/** Every move name once. */
export const IWARI_MOVES: { readonly [K in IwariMoveName]: true } = {
  place: true,
  placeNeutral: true,
  discard: true,
  draw: true,
  featOnTerritory: true,
  featOnConnection: true,
  declineFeat: true,
  pass: true,
};

type Wants = (name: IwariMoveName) => boolean;

const asMove =
  (name: 'place' | 'placeNeutral') =>
  (p: Placement): IwariMove => ({ move: name, args: [p.territory, p.pieces, p.cards] });

/** The moves of the player's decision now, each kind only if `wants` it. */
function decision(G: IwariState, player: PlayerID, wants: Wants): IwariMove[] {
  if (G.over || G.turn.player !== player) return [];
  const hand = G.hands[player] ?? [];
  switch (G.turn.step) {
    case 'act': {
      const out: IwariMove[] = wants('place') ? placements(G, player, hand).map(asMove('place')) : [];
      if (wants('discard')) for (const b of BIOMES) if (hand.includes(b)) out.push({ move: 'discard', args: [b] });
      // Passing only when there is nothing else to do: no card in hand.
      if (hand.length === 0 && wants('pass')) out.push({ move: 'pass', args: [] });
      return out;
    }
    case 'neutral':
      return wants('placeNeutral') ? placements(G, NEUTRAL, hand).map(asMove('placeNeutral')) : [];
    case 'draw':
      return wants('draw') ? drawSources(G).map((source): IwariMove => ({ move: 'draw', args: [source] })) : [];
    case 'feat': {
      const f = G.turn.feats[0];
      if (!f) return [];
      const out: IwariMove[] = [];
      if (wants('featOnTerritory')) for (const t of f.territories) out.push({ move: 'featOnTerritory', args: [t] });
      if (wants('featOnConnection')) for (const n of f.connections) out.push({ move: 'featOnConnection', args: [n] });
      // The help page: the earner "can place" it, so he may also leave it unplaced.
      if (wants('declineFeat')) out.push({ move: 'declineFeat', args: [] });
      return out;
    }
  }
}

const everything: Wants = () => true;

/**
 * Every legal move of `player` now, complete: every territory, every free space,
 * every mix of tents and totems, every way to pay from the hand. `only` limits the
 * list to one move name (validation). Reads only the player's own hand and public
 * state, so the player's view gives the same list as the full state.
 */
export function legalMoves(G: IwariState, player: PlayerID, only?: IwariMoveName): IwariMove[] {
  return decision(G, player, only === undefined ? everything : (name) => name === only);
}

/**
 * The bots' list: with three or more players a payment that spends more cards than
 * another for the same pieces is left out (it only throws cards away). With two,
 * every payment stays: the cards kept decide the third tribe's move.
 */
export function botMoves(G: IwariState, player: PlayerID): IwariMove[] {
  const all = legalMoves(G, player);
  if (G.playOrder.length === 2) return all;
  const fewest = new Map<string, number>();
  const key = (m: IwariMove) => `${m.args[0]}|${(m.args[1] as string[]).join(',')}`;
  for (const m of all) {
    if (m.move !== 'place') continue;
    const k = key(m);
    fewest.set(k, Math.min(fewest.get(k) ?? Infinity, m.args[2].length));
  }
  return all.filter((m) => m.move !== 'place' || m.args[2].length === fewest.get(key(m)));
}

/** Pieces and cards in the canonical order the legal list uses. */
export function canonical(move: string, args: readonly unknown[]): readonly unknown[] {
  if ((move === 'place' || move === 'placeNeutral') && args.length === 3) {
    return [args[0], canonicalPieces(args[1]), canonicalCards(args[2])];
  }
  return args;
}

/** Whether the player has a regular move (the prompt says so when only discarding is left). */
export function hasPlacement(G: IwariState, player: PlayerID): boolean {
  return canPlace(G, player, G.hands[player] ?? []);
}

/**
 * Moves that cannot be taken back (contract `irreversible`): drawing a card, from
 * the face-down deck or from the display. A display card is face up, but the rules
 * (shared rules reference, 5.2) replace it at once from the deck, turning up a
 * hidden card, and the draw that empties the deck scores the half journey or
 * triggers the end (6.1): both reveal or settle something, so a display draw stays
 * a barrier. A player who finds the confirmations slow turns them off in the
 * table's settings, for every table.
 */
export function irreversible(_G: IwariState, _player: PlayerID, m: IwariMove): boolean {
  return m.move === 'draw';
}

/** Plays a member of legalMoves(G, player). */
export function applyMove(G: IwariState, player: PlayerID, m: IwariMove, rng: Rng): void {
  switch (m.move) {
    case 'place':
      placeOwn(G, player, { territory: m.args[0], pieces: [...m.args[1]], cards: [...m.args[2]] });
      return;
    case 'placeNeutral':
      placeNeutral(G, player, { territory: m.args[0], pieces: [...m.args[1]], cards: [...m.args[2]] });
      return;
    case 'discard':
      discardAndDraw(G, player, m.args[0]);
      return;
    case 'draw':
      draw(G, player, m.args[0], rng);
      return;
    case 'featOnTerritory':
      placeFeatOnTerritory(G, player, m.args[0]);
      continueTurn(G, player);
      return;
    case 'featOnConnection':
      placeFeatOnConnection(G, player, m.args[0]);
      continueTurn(G, player);
      return;
    case 'declineFeat':
      declineFeat(G, player);
      continueTurn(G, player);
      return;
    case 'pass':
      pass(G, player);
      return;
  }
}
