// Which element of the board a legal move belongs to, so the board can highlight
// it and call the move when it is activated. Choices that are not spatial
// (amounts, cubes, batches) stay in the decision panel only.
import type { CaylusMove, CaylusState, Decision, Spot } from '../../../games/caylus';

/** A legal move with the words that describe it. */
export interface Target {
  move: CaylusMove;
  label: string;
  /** Identity by value: the move and its words (moves are rebuilt on every update). */
  key: string;
}

function isTarget(v: unknown): v is Target {
  return typeof v === 'object' && v !== null && 'key' in v && 'move' in v && 'label' in v;
}

/**
 * Props comparison for memoised board elements: shallow, except that targets are
 * equal when their keys are. Legal moves are recomputed on every state update, so
 * comparing them by reference would re-render every highlighted element each time.
 */
export function sameProps<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => {
    const x = a[k];
    const y = b[k];
    return x === y || (isTarget(x) && isTarget(y) && x.key === y.key);
  });
}

export type Targets = ReadonlyMap<string, Target>;

export function spotKey(spot: Spot): string {
  return typeof spot === 'number' ? `road:${spot}` : spot;
}

export const BRIDGE_KEY = 'bridge';
export const favourKey = (track: string): string => `favour:${track}`;
export const supplyKey = (id: string): string => `supply:${id}`;
export const favourCellKey = (track: string, column: number): string => `favour:${track}:${column}`;

/**
 * Where a move another seat made shows on the board now (its last-move mark): the
 * spot a worker went to, the bridge for a pass, the provost where he stands after
 * a bribe or the guild, the lot a building went up on, the favour cell the
 * player's marker reached. Choices made inside a building (cubes, deniers) have
 * no place of their own: the log tells them.
 */
export function placesOf(G: CaylusState, m: CaylusMove, player: string): string[] {
  switch (m.move) {
    case 'place':
    case 'gate':
    case 'convert':
      return [spotKey(m.args[0])];
    case 'pass':
      return [BRIDGE_KEY];
    case 'guild':
    case 'bribe':
      return [spotKey(G.provost)];
    case 'castle':
      return ['castle'];
    case 'favour': {
      const column = G.players[player]?.favours[m.args[0]];
      return column === undefined ? [] : [favourCellKey(m.args[0], column)];
    }
    case 'build':
    case 'buildPrestige': {
      const lot = G.road.findIndex((r) => r.building === m.args[0]);
      return lot < 0 ? [] : [spotKey(lot + 1)];
    }
    default:
      return [];
  }
}

/** The board element of one legal move, or null when it only lives in the decision panel. */
function keyOf(G: CaylusState, d: Decision, m: CaylusMove): string | null {
  switch (m.move) {
    case 'place':
    case 'gate':
      return spotKey(m.args[0]);
    case 'pass':
      return BRIDGE_KEY;
    case 'guild':
    case 'bribe':
      return spotKey(G.provost + m.args[0]);
    case 'convert':
      return spotKey(m.args[0]);
    case 'favour':
      return favourKey(m.args[0]);
    case 'build':
    case 'buildPrestige':
      return d.kind === 'favourBuilding' || d.kind === 'construct' || d.kind === 'prestige'
        ? supplyKey(m.args[0])
        : null;
    default:
      return null;
  }
}

/**
 * Board element → the legal move it stands for. An element that several moves share
 * (a building payable with different cubes, a prestige building over any of two
 * residences) is left out: the panel lists those choices.
 */
export function spatialTargets(
  G: CaylusState,
  d: Decision | null,
  legal: readonly CaylusMove[],
  label: (m: CaylusMove) => string,
): Targets {
  const out = new Map<string, Target>();
  if (!d) return out;
  const shared = new Set<string>();
  for (const m of legal) {
    const key = keyOf(G, d, m);
    if (key === null) continue;
    if (out.has(key)) shared.add(key);
    else {
      const text = label(m);
      out.set(key, { move: m, label: text, key: `${m.move}:${JSON.stringify(m.args)}:${text}` });
    }
  }
  for (const key of shared) out.delete(key);
  return out;
}
