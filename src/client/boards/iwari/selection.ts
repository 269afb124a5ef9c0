// Pure helpers for the board: from the complete legal list and the pieces the
// player has picked so far, what may be picked next and which payments would
// commit exactly the picked pieces. Nothing here knows the rules beyond the list.
import { TOTEM, type Biome, type IwariMove } from '../../../games/iwari';

export type PlaceMove = Extract<IwariMove, { move: 'place' | 'placeNeutral' }>;

/** The pieces picked on the map: one territory, tent spaces and totems in the order picked. */
export interface Selection {
  territory: string | null;
  pieces: string[];
}

export const EMPTY: Selection = { territory: null, pieces: [] };

export function placeMoves(legal: readonly IwariMove[]): PlaceMove[] {
  return legal.filter((m): m is PlaceMove => m.move === 'place' || m.move === 'placeNeutral');
}

/** Tents sorted, then totems: the order the legal list uses. */
export function canonicalPieces(pieces: readonly string[]): string[] {
  return [...pieces.filter((p) => p !== TOTEM).sort(), ...pieces.filter((p) => p === TOTEM)];
}

/** Whether multiset `part` is contained in multiset `whole`. */
function within(part: readonly string[], whole: readonly string[]): boolean {
  const left = [...whole];
  for (const p of part) {
    const i = left.indexOf(p);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** The moves that place at least the selected pieces in the selected territory. */
export function extending(moves: readonly PlaceMove[], sel: Selection): PlaceMove[] {
  if (sel.territory === null) return [...moves];
  return moves.filter((m) => m.args[0] === sel.territory && within(sel.pieces, m.args[1]));
}

export interface Targets {
  /** Tent spaces some move places a tent on. */
  spaces: Set<string>;
  /** Territories some move places a totem in. */
  totems: Set<string>;
}

/** Every piece some legal move places: what may start a new pick. */
export function startTargets(moves: readonly PlaceMove[]): Targets {
  const out: Targets = { spaces: new Set(), totems: new Set() };
  for (const m of moves) {
    for (const p of m.args[1]) {
      if (p === TOTEM) out.totems.add(m.args[0]);
      else out.spaces.add(p);
    }
  }
  return out;
}

/** Picks or unpicks a tent space; a space of another territory starts a new selection. */
export function toggleSpace(moves: readonly PlaceMove[], sel: Selection, territory: string, space: string): Selection {
  if (sel.territory === territory && sel.pieces.includes(space)) {
    const pieces = sel.pieces.filter((p) => p !== space);
    return pieces.length === 0 ? EMPTY : { territory, pieces };
  }
  const added: Selection = { territory, pieces: [...(sel.territory === territory ? sel.pieces : []), space] };
  if (extending(moves, added).length > 0) return added;
  const alone: Selection = { territory, pieces: [space] };
  return extending(moves, alone).length > 0 ? alone : sel;
}

/** Adds a totem to the selection if it may go, else takes a picked one back. */
export function toggleTotem(moves: readonly PlaceMove[], sel: Selection, territory: string): Selection {
  const added: Selection = { territory, pieces: [...(sel.territory === territory ? sel.pieces : []), TOTEM] };
  if (extending(moves, added).length > 0) return added;
  if (sel.territory === territory && sel.pieces.includes(TOTEM)) {
    const i = sel.pieces.lastIndexOf(TOTEM);
    const pieces = sel.pieces.filter((_, j) => j !== i);
    return pieces.length === 0 ? EMPTY : { territory, pieces };
  }
  const alone: Selection = { territory, pieces: [TOTEM] };
  return extending(moves, alone).length > 0 ? alone : sel;
}

/** The moves that place exactly the selected pieces: one per way to pay. */
export function paymentsFor(moves: readonly PlaceMove[], sel: Selection): PlaceMove[] {
  if (sel.territory === null || sel.pieces.length === 0) return [];
  const key = canonicalPieces(sel.pieces).join(',');
  return moves.filter((m) => m.args[0] === sel.territory && m.args[1].join(',') === key);
}

/** What else may be added to the selection: spaces and totem circles of moves extending it. */
export function additions(moves: readonly PlaceMove[], sel: Selection): { spaces: Set<string>; totem: boolean } {
  const out = { spaces: new Set<string>(), totem: false };
  if (sel.territory === null) return out;
  for (const m of extending(moves, sel)) {
    if (m.args[1].length <= sel.pieces.length) continue;
    const left = [...m.args[1]];
    for (const p of sel.pieces) left.splice(left.indexOf(p), 1);
    for (const p of left) {
      if (p === TOTEM) out.totem = true;
      else out.spaces.add(p);
    }
  }
  return out;
}

/** The hand with the paid cards marked (each card of the hand once). */
export function markPaid(hand: readonly Biome[], cards: readonly Biome[]): { card: Biome; paid: boolean }[] {
  const left = [...cards];
  return hand.map((card) => {
    const i = left.indexOf(card);
    if (i >= 0) left.splice(i, 1);
    return { card, paid: i >= 0 };
  });
}

/**
 * Where a move another seat made shows now (its last-move mark): the territory
 * played in with each tent space and the totem circle a piece went to, and the
 * territory or connection a feat was placed on. Drawing and discarding cards
 * have no place on the map: the log and the card panels tell them.
 */
export function placesOf(m: IwariMove): string[] {
  switch (m.move) {
    case 'place':
    case 'placeNeutral': {
      const [territory, pieces] = m.args;
      return [`territory:${territory}`, ...pieces.map((p) => (p === TOTEM ? `totem:${territory}` : `space:${p}`))];
    }
    case 'featOnTerritory':
      return [`territory:${m.args[0]}`];
    case 'featOnConnection':
      return [`connection:${m.args[0]}`];
    default:
      return [];
  }
}
