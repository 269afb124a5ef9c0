// A move is accepted exactly when it is a member of the complete legal list: the
// same name and, after the game's canonical form, the same arguments.
import type { MoveShape } from './spec';

/** Plain JSON: no undefined, functions, class instances, non-finite numbers or prototype tricks. */
export function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isPlainJson(v, depth + 1));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.entries(value).every(([k, v]) => k !== '__proto__' && isPlainJson(v, depth + 1));
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  }
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/** The member of `legal` that the move `name(args)` is, or null. */
export function findMember<M extends MoveShape>(
  legal: readonly M[],
  name: string,
  args: unknown,
  canonical?: (move: string, args: readonly unknown[]) => readonly unknown[],
): M | null {
  if (!Array.isArray(args) || !isPlainJson(args)) return null;
  const wanted = canonical ? canonical(name, args) : args;
  for (const m of legal) {
    if (m.move === name && sameJson(m.args, wanted)) return m;
  }
  return null;
}
