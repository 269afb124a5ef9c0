import { DIE_PRICE, MAX_GROUP } from './constants';
import { CARD_SPACES, type CardSpaceId, type Modifier } from './data/activities';
import { cardOf } from './data/printed';
import type { Colour } from './data/common';
import type { DistrictId, PlayerID, TroyesState } from './state';
import { CODE_COLOUR, groupsOf, kindsOf, type Group, type Kind } from './dice';

// A group of dice as the action sees it (reference §5, §7): its colour, its total,
// its pips, and what the bought dice cost, with at most one delayed card's cube
// changing it. One function (`useOf`) decides this for the legal list and for the
// move itself.

export interface Use {
  /** The colour the group counts as; 'any' when every die counts as the colour needed (Apprenticeship). */
  colour: Colour | 'any';
  total: number;
  /** Pips of the physical dice (the cathedral's columns, a citizen's row). */
  values: number[];
  /** Physical dice. */
  size: number;
  /** Deniers for the bought dice. */
  price: number;
}

export interface PlacedDie {
  district: DistrictId;
  c: 'r' | 'w' | 'y';
  v: number;
}

export interface CubeUse {
  modifier: Modifier;
  amount: number;
}

/** The modifier of the cube on a card space, or null when the card stores none. */
export function cubeOf(G: TroyesState, space: CardSpaceId): CubeUse | null {
  const id = G.cards[space].card;
  if (!id) return null;
  const e = cardOf(G, id).effect;
  return e.kind === 'modifier' ? { modifier: e.modifier, amount: e.amount } : null;
}

/** The card spaces whose cube the player could spend now. */
export function cubeSpaces(G: TroyesState, p: PlayerID): CardSpaceId[] {
  return CARD_SPACES.filter((s) => (G.cards[s].cubes[p] ?? 0) > 0 && cubeOf(G, s) !== null);
}

/** Deniers each seller receives for the bought dice of a group (neutral dice pay the bank). */
export function payments(p: PlayerID, dice: readonly PlacedDie[], cube: CubeUse | null): Map<DistrictId, number> {
  const perDie = DIE_PRICE[dice.length];
  const out = new Map<DistrictId, number>();
  if (cube?.modifier === 'freeDice') return out;
  for (const d of dice) {
    if (d.district === p) continue;
    out.set(d.district, (out.get(d.district) ?? 0) + perDie);
  }
  if (cube?.modifier === 'freeYellow') {
    for (const [seller, amount] of out) {
      const rest = amount - perDie;
      if (rest > 0) out.set(seller, rest);
      else out.delete(seller);
    }
  }
  return out;
}

function sameColour(dice: readonly PlacedDie[], c: 'r' | 'w' | 'y'): boolean {
  return dice.every((d) => d.c === c);
}

/** How an action sees this group of dice with this cube, or null when the cube cannot change such a group. */
export function useOf(p: PlayerID, dice: readonly PlacedDie[], cube: CubeUse | null): Use | null {
  const size = dice.length;
  if (size < 1 || size > MAX_GROUP) return null;
  const values = dice.map((d) => d.v);
  const sum = values.reduce((a, b) => a + b, 0);
  let price = 0;
  for (const amount of payments(p, dice, cube).values()) price += amount;
  const base = (colour: Colour | 'any', total: number): Use => ({ colour, total, values, size, price });
  const c0 = dice[0].c;
  if (!cube || cube.modifier === 'freeDice') return sameColour(dice, c0) ? base(CODE_COLOUR[c0], sum) : null;
  switch (cube.modifier) {
    case 'redBonus':
      return sameColour(dice, 'r') ? base('red', sum + cube.amount) : null;
    case 'yellowAsRed':
      return sameColour(dice, 'y') ? base('red', sum) : null;
    case 'freeYellow':
      return sameColour(dice, 'y') ? base('yellow', sum) : null;
    case 'yellowBonus':
      return sameColour(dice, 'y') ? base('yellow', sum + cube.amount * size) : null;
    case 'redEachBonus':
      return sameColour(dice, 'r') ? base('red', sum + cube.amount * size) : null;
    case 'whiteAsYellow':
      return size === 1 && c0 === 'w' ? base('yellow', cube.amount * sum) : null;
    case 'allFives':
      return base('any', cube.amount * size);
    case 'whiteAsRed': {
      const whites = dice.filter((d) => d.c === 'w');
      const reds = dice.filter((d) => d.c === 'r');
      if (whites.length !== 1 || reds.length + 1 !== size || size > 2) return null;
      return base('red', cube.amount * whites[0].v + reds.reduce((a, d) => a + d.v, 0));
    }
  }
}

/** The groups a modifier can work on, as candidate dice (before `useOf` checks them). */
export class GroupCache {
  private kinds: Kind[] | null = null;
  private byColour = new Map<string, Group[]>();
  private any: Group[] | null = null;

  constructor(private readonly G: TroyesState) {}

  allKinds(): Kind[] {
    this.kinds ??= kindsOf(this.G, () => true);
    return this.kinds;
  }

  /** Groups of 1-3 dice of one colour. */
  ofColour(c: 'r' | 'w' | 'y'): Group[] {
    let g = this.byColour.get(c);
    if (!g) {
      g = groupsOf(this.allKinds().filter((k) => k.c === c));
      this.byColour.set(c, g);
    }
    return g;
  }

  /** Groups of 1-3 dice of any colours. */
  anyColour(): Group[] {
    this.any ??= groupsOf(this.allKinds());
    return this.any;
  }

  /** One white die alone or with one red die (Templar). */
  private whiteWithRed(): Group[] {
    const kinds = this.allKinds();
    const out: Group[] = [];
    for (const w of kinds) {
      if (w.c !== 'w') continue;
      out.push({ codes: [w.code], dice: [w], sum: w.v });
      for (const r of kinds) {
        if (r.c !== 'r') continue;
        const dice = w.code < r.code ? [w, r] : [r, w];
        out.push({ codes: dice.map((d) => d.code), dice, sum: w.v + r.v });
      }
    }
    return out;
  }

  /** The candidate groups for a cube (null: none). */
  candidates(cube: CubeUse | null): Group[] {
    if (!cube || cube.modifier === 'freeDice')
      return [...this.ofColour('r'), ...this.ofColour('w'), ...this.ofColour('y')];
    switch (cube.modifier) {
      case 'redBonus':
      case 'redEachBonus':
        return this.ofColour('r');
      case 'yellowAsRed':
      case 'freeYellow':
      case 'yellowBonus':
        return this.ofColour('y');
      case 'whiteAsYellow':
        return this.ofColour('w').filter((g) => g.codes.length === 1);
      case 'allFives':
        return this.anyColour();
      case 'whiteAsRed':
        return this.whiteWithRed();
    }
  }
}
