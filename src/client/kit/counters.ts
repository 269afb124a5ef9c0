import type { Counter } from './types';

// Keys of G that are never shown as counters: the log and anything secret.
const HIDDEN = new Set(['log', 'secret', 'secrets']);

/**
 * Counters for a game without its own `counters`: every top-level record in G
 * keyed by playerID whose value is a number (shown as is) or a list (its length);
 * when the value is an object (e.g. `G.players[id]`), its number fields.
 */
export function deriveCounters(G: unknown, playerID: string): Counter[] {
  if (typeof G !== 'object' || G === null) return [];
  const out: Counter[] = [];
  for (const [key, value] of Object.entries(G as Record<string, unknown>)) {
    if (HIDDEN.has(key) || typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    if (!(playerID in value)) continue;
    const mine = (value as Record<string, unknown>)[playerID];
    if (typeof mine === 'number') out.push({ key, value: mine });
    else if (Array.isArray(mine)) out.push({ key, value: mine.length });
    else if (typeof mine === 'object' && mine !== null) {
      for (const [field, v] of Object.entries(mine as Record<string, unknown>)) {
        if (typeof v === 'number') out.push({ key: field, value: v });
      }
    }
  }
  return out;
}
