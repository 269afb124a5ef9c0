import type { i18n as I18n } from 'i18next';

// A table re-renders on every state update, and its boards, panels and log ask for
// the same few hundred strings each time: an i18next lookup (options copied, keys
// resolved, plurals, interpolation) costs tens of microseconds, and those lookups
// were a large part of each update's render. The strings only change when the
// language does or strings are added, so each translate function remembers what it
// returned until then.

/** Beyond this many remembered strings (a long session of many games) the memory starts over. */
const LIMIT = 5000;

type Plain = string | number | boolean | null | undefined;

function isPlain(v: unknown): v is Plain {
  return v === null || v === undefined || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** The lookup's identity, or null when an option is not plain data (objects to interpolate, functions). */
function keyOf(args: readonly unknown[]): string | null {
  let out = '';
  for (const a of args) {
    if (isPlain(a)) out += `\u0001${typeof a}:${String(a)}`;
    else if (Array.isArray(a)) {
      if (!a.every(isPlain)) return null;
      out += `\u0001[${a.map(String).join('\u0002')}]`;
    } else if (typeof a === 'object') {
      const o = a as Record<string, unknown>;
      out += '\u0001{';
      for (const k of Object.keys(o)) {
        const v = o[k];
        if (!isPlain(v)) return null;
        out += `${k}\u0002${typeof v}:${String(v)}\u0003`;
      }
    } else return null;
  }
  return out;
}

/**
 * Makes `instance.getFixedT` (what react-i18next's useTranslation calls) hand out
 * translate functions that remember their string results. Whatever changes a
 * string (a language switch, a bundle added or removed) starts the memory over,
 * for the functions already handed out too.
 */
export function rememberTranslations(instance: I18n): void {
  let generation = 0;
  const forget = () => {
    generation += 1;
  };
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  /** A memory of results, empty again once the strings changed or it grew past LIMIT. */
  const memory = <V>(): (() => Map<string, V>) => {
    let map = new Map<string, V>();
    let at = generation;
    return () => {
      if (at !== generation || map.size > LIMIT) {
        map = new Map();
        at = generation;
      }
      return map;
    };
  };
  // Whether a string exists (a counter's explanation, asked for on every render) is remembered the same way.
  const exists = instance.exists.bind(instance);
  const known = memory<boolean>();
  instance.exists = ((...call: Parameters<I18n['exists']>) => {
    const key = keyOf(call);
    if (key === null) return exists(...call);
    const map = known();
    let result = map.get(key);
    if (result === undefined) {
      result = exists(...call);
      map.set(key, result);
    }
    return result;
  }) as I18n['exists'];
  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    // i18next's own function: called with whatever the caller passed, its fields (lng, ns, keyPrefix) copied over.
    const fixed = getFixedT(...args) as unknown as ((...a: unknown[]) => unknown) & Record<string, unknown>;
    const remembered = memory<string>();
    const t = (...call: unknown[]): unknown => {
      const key = keyOf(call);
      if (key === null) return fixed(...call);
      const map = remembered();
      const known = map.get(key);
      if (known !== undefined) return known;
      const result = fixed(...call);
      // A lookup may change what is stored (a missing key fetches English, then 'added'): remember only after it.
      if (typeof result === 'string' && remembered() === map) map.set(key, result);
      return result;
    };
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as unknown as I18n['getFixedT'];
}
