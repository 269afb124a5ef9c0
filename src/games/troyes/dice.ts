import { DIE_PRICE, MAX_GROUP, RED_WEIGHT } from './constants';
import type { Colour } from './data/common';
import type { Die, DieColour, DistrictId, PlayerID, TroyesState } from './state';

// Dice on the city square. A move names a die by its district, colour and value
// ('0r4': player 0's red 4, 'ny6': a neutral yellow 6): dice with the same code are
// interchangeable, so each group of dice is listed once however many copies lie
// there. Groups are multisets of codes, sorted.

export const COLOUR_CODE: Readonly<Record<Colour, DieColour>> = { red: 'r', white: 'w', yellow: 'y' };
export const CODE_COLOUR: Readonly<Record<DieColour, Colour>> = { r: 'red', w: 'white', y: 'yellow' };

export function dieCode(district: DistrictId, die: Die): string {
  return `${district}${die.c}${die.v}`;
}

export interface ParsedDie {
  district: DistrictId;
  c: DieColour;
  v: number;
}

/** The parts of a die code, or null when it is not one. */
export function parseDie(code: unknown): ParsedDie | null {
  if (typeof code !== 'string' || code.length < 3) return null;
  const v = Number(code.slice(-1));
  const c = code.slice(-2, -1);
  if (!(v >= 1 && v <= 6) || (c !== 'r' && c !== 'w' && c !== 'y')) return null;
  return { district: code.slice(0, -2), c, v };
}

export function districtsOf(G: TroyesState): DistrictId[] {
  return [...G.playOrder, 'n'];
}

export function diceLeft(G: TroyesState): number {
  let n = 0;
  for (const d of districtsOf(G)) n += G.square[d]?.length ?? 0;
  return n;
}

/** Takes one die with this code off the square. */
export function takeDie(G: TroyesState, code: string): ParsedDie {
  const p = parseDie(code);
  if (!p) throw new Error(`not a die: ${code}`);
  const dice = G.square[p.district];
  const i = dice ? dice.findIndex((d) => d.c === p.c && d.v === p.v) : -1;
  if (i < 0) throw new Error(`no die ${code} on the square`);
  dice.splice(i, 1);
  return p;
}

/** Identical dice of one district, counted. */
export interface Kind {
  code: string;
  district: DistrictId;
  c: DieColour;
  v: number;
  count: number;
}

/** The kinds of dice on the square that `keep` accepts, sorted by code. */
export function kindsOf(G: TroyesState, keep: (district: DistrictId, die: Die) => boolean): Kind[] {
  const byCode = new Map<string, Kind>();
  for (const district of districtsOf(G)) {
    for (const die of G.square[district] ?? []) {
      if (!keep(district, die)) continue;
      const code = dieCode(district, die);
      const k = byCode.get(code);
      if (k) k.count++;
      else byCode.set(code, { code, district, c: die.c, v: die.v, count: 1 });
    }
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export interface Group {
  /** Sorted die codes (the move's argument). */
  codes: string[];
  dice: Kind[];
  sum: number;
}

/** Every multiset of `min`-`max` dice from these kinds, codes in sorted order. */
export function groupsOf(kinds: readonly Kind[], min = 1, max = MAX_GROUP): Group[] {
  const out: Group[] = [];
  const pick: Kind[] = [];
  const used = new Map<string, number>();
  const walk = (from: number) => {
    if (pick.length >= min) {
      out.push({ codes: pick.map((k) => k.code), dice: [...pick], sum: pick.reduce((s, k) => s + k.v, 0) });
    }
    if (pick.length === max) return;
    for (let i = from; i < kinds.length; i++) {
      const k = kinds[i];
      const n = used.get(k.code) ?? 0;
      if (n >= k.count) continue;
      used.set(k.code, n + 1);
      pick.push(k);
      walk(i);
      pick.pop();
      used.set(k.code, n);
    }
  };
  walk(0);
  return out;
}

/** The dice of a group bought from other districts. */
export function boughtDice(player: PlayerID, dice: readonly { district: DistrictId }[]): number {
  return dice.filter((d) => d.district !== player).length;
}

/** Deniers paid for the bought dice of a group of `size` dice, `free` of them given for nothing. */
export function purchasePrice(bought: number, size: number, free = 0): number {
  return Math.max(0, bought - free) * DIE_PRICE[size];
}

/** A die's strength against black dice: red counts double. */
export function fightValue(die: { c: DieColour; v: number }): number {
  return die.c === 'r' ? die.v * RED_WEIGHT : die.v;
}

export function opposite(v: number): number {
  return 7 - v;
}

/** Code lists sorted the way moves carry them. */
export function sortCodes(codes: readonly string[]): string[] {
  return [...codes].sort();
}
