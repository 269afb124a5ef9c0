// Stable ids for the pieces the board draws (the motion convention: one
// `data-motion` id per physical piece, kept across state updates, so the kit can
// slide a piece from where it was to where it is). The state says who stands
// where, not which piece it is: a piece that is still where it was keeps its id;
// the pieces of one owner that left their places are paired, in board order, with
// that owner's new places (a citizen pushed along a row, expelled to lie beside
// the building, a tradesman moved to another card); what is left over is new
// (it flies in from its owner's panel) or gone.
import { useRef } from 'react';

/** A piece at a place: its kind ('citizen', 'cube'), its owner (a seat or 'n'), the place's key. */
export interface Spot {
  kind: string;
  owner: string;
  place: string;
}

export interface Tracked {
  /** place → id */
  ids: Map<string, string>;
  /** kind:owner → the next free number */
  next: Map<string, number>;
}

export function trackIds(prev: Tracked | null, spots: readonly Spot[]): Tracked {
  const next = new Map(prev?.next ?? []);
  const ids = new Map<string, string>();
  const used = new Set<string>();
  const group = (s: Spot) => `${s.kind}:${s.owner}`;
  const belongs = (id: string, s: Spot) => id.startsWith(`${group(s)}:`);
  const open: Spot[] = [];
  for (const s of spots) {
    const id = prev?.ids.get(s.place);
    if (id !== undefined && belongs(id, s) && !used.has(id)) {
      ids.set(s.place, id);
      used.add(id);
    } else open.push(s);
  }
  const left = new Map<string, string[]>();
  for (const id of prev?.ids.values() ?? []) {
    if (used.has(id)) continue;
    const g = id.slice(0, id.lastIndexOf(':'));
    left.set(g, [...(left.get(g) ?? []), id]);
  }
  for (const s of open) {
    const g = group(s);
    const reused = left.get(g)?.shift();
    if (reused !== undefined) ids.set(s.place, reused);
    else {
      const n = next.get(g) ?? 0;
      next.set(g, n + 1);
      ids.set(s.place, `${g}:${n}`);
    }
  }
  return { ids, next };
}

/** The ids of this render's pieces, following the previous render's. */
export function usePieceIds(spots: readonly Spot[]): ReadonlyMap<string, string> {
  const memo = useRef<{ key: string; tracked: Tracked } | null>(null);
  const key = spots.map((s) => `${s.place}=${s.kind}:${s.owner}`).join('|');
  if (memo.current?.key !== key) memo.current = { key, tracked: trackIds(memo.current?.tracked ?? null, spots) };
  return memo.current.tracked.ids;
}
