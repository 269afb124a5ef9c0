// What the board offers for the dice chosen on the square: read from the complete
// legal list the kit passes in (nothing here decides legality), and the price of
// the bought dice, from the rules' own `useOf` (a use of dice, not a React hook).
import {
  parseDie,
  useOf as diceUseOf,
  cubeOf,
  type CardSpaceId,
  type DistrictId,
  type PlayerID,
  type TroyesMove,
  type TroyesState,
} from '../../../games/troyes';

/** One physical die on the square. */
export interface DieRef {
  /** "district:index", stable while the square does not change. */
  key: string;
  district: DistrictId;
  code: string;
  c: 'r' | 'w' | 'y';
  v: number;
}

export function squareDice(G: TroyesState, district: DistrictId): DieRef[] {
  return (G.square[district] ?? []).map((d, index) => ({
    key: `${district}:${index}`,
    district,
    code: `${district}${d.c}${d.v}`,
    c: d.c,
    v: d.v,
  }));
}

export function allDice(G: TroyesState): DieRef[] {
  return [...G.playOrder, 'n'].flatMap((d) => squareDice(G, d));
}

/** The sorted codes of the chosen dice (the move's argument). */
export function codesOf(G: TroyesState, keys: readonly string[]): string[] {
  const byKey = new Map(allDice(G).map((d) => [d.key, d.code]));
  return keys.flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : [])).sort();
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The dice argument of a move that uses a group (a citizen's single die as a list). */
export function diceOfMove(m: TroyesMove): string[] | null {
  switch (m.move) {
    case 'activate':
      return m.args[1];
    case 'cathedral':
      return m.args[0];
    case 'fightEvent':
      return m.args[1];
    case 'agriculture':
      return m.args[0];
    case 'placeCitizen':
      return [m.args[1]];
    default:
      return null;
  }
}

export function cubeOfMove(m: TroyesMove): CardSpaceId | null {
  switch (m.move) {
    case 'activate':
      return m.args[2];
    case 'cathedral':
      return m.args[1];
    case 'fightEvent':
      return m.args[2];
    case 'agriculture':
      return m.args[1];
    default:
      return null;
  }
}

/** The actions this group allows with this cube (null: none). */
export function groupMoves(
  legal: readonly TroyesMove[],
  codes: readonly string[],
  cube: CardSpaceId | null,
): TroyesMove[] {
  if (codes.length === 0) return [];
  return legal.filter((m) => {
    const dice = diceOfMove(m);
    return dice !== null && same(dice, codes) && cubeOfMove(m) === cube;
  });
}

/** The cubes some action takes with this group. */
export function cubesFor(legal: readonly TroyesMove[], codes: readonly string[]): CardSpaceId[] {
  const out = new Set<CardSpaceId>();
  for (const m of legal) {
    const dice = diceOfMove(m);
    const cube = cubeOfMove(m);
    if (cube !== null && dice !== null && same(dice, codes)) out.add(cube);
  }
  return [...out];
}

/** Whether `part` (a sorted multiset of codes) lies within `whole`. */
export function within(part: readonly string[], whole: readonly string[]): boolean {
  const left = [...whole];
  for (const c of part) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** The codes that can join the chosen ones in some legal group (or, with nothing chosen, start one). */
export function extensions(legal: readonly TroyesMove[], chosen: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const m of legal) {
    const dice = diceOfMove(m);
    if (!dice || dice.length <= chosen.length || !within(chosen, dice)) continue;
    const rest = [...dice];
    for (const c of chosen) rest.splice(rest.indexOf(c), 1);
    for (const c of rest) out.add(c);
  }
  return out;
}

/** Whether a die can be part of some legal group now. */
export function usableCodes(legal: readonly TroyesMove[]): Set<string> {
  const out = new Set<string>();
  for (const m of legal) for (const c of diceOfMove(m) ?? []) out.add(c);
  return out;
}

/** What the bought dice of this group cost with this cube, or null when the dice make no group. */
export function priceOf(
  G: TroyesState,
  me: PlayerID,
  codes: readonly string[],
  cube: CardSpaceId | null,
): number | null {
  const dice = codes.map((c) => parseDie(c));
  if (dice.length === 0 || dice.some((d) => d === null)) return null;
  return (
    diceUseOf(me, dice as NonNullable<ReturnType<typeof parseDie>>[], cube ? cubeOf(G, cube) : null)?.price ?? null
  );
}

/** A move found by name and a test on its arguments. */
export function find<N extends TroyesMove['move']>(
  legal: readonly TroyesMove[],
  name: N,
  test: (m: Extract<TroyesMove, { move: N }>) => boolean,
): Extract<TroyesMove, { move: N }> | undefined {
  return legal.find(
    (m): m is Extract<TroyesMove, { move: N }> => m.move === name && test(m as Extract<TroyesMove, { move: N }>),
  );
}

/**
 * Where a move another seat made shows now (its last-move mark): the building
 * space of a placed citizen, the building a die's citizen went to, the card
 * activated, the cathedral, the event fought, agriculture, and the card a cube was
 * put on. Dice spent leave the square; re-rolls, flips, counts and payments have
 * no place of their own: the log tells them.
 */
export function placesOf(m: TroyesMove): string[] {
  const cubeOn = (cube: CardSpaceId | null): string[] => (cube === null ? [] : [`card:${cube}`]);
  switch (m.move) {
    case 'placeInitial':
      return [`space:${m.args[0]}:${m.args[1]}`];
    case 'placeCitizen':
      return [`building:${m.args[0]}`];
    case 'activate':
      return [`card:${m.args[0]}`, ...cubeOn(m.args[2])];
    case 'cathedral':
      return ['cathedral', ...cubeOn(m.args[1])];
    case 'fightEvent':
      return [`event:${m.args[0]}`, ...cubeOn(m.args[2])];
    case 'agriculture':
      return ['agriculture', ...cubeOn(m.args[1])];
    case 'archerCube':
      return m.args[0] === null ? [] : [`event:${m.args[0]}`];
    default:
      return [];
  }
}
