import { useSyncExternalStore } from 'react';

// The player's table settings, kept in this browser: pieces that travel
// (animations) and the table's sounds (your turn, scoring). Both are on unless
// the player turns them off, as on Board Game Arena; animations are off whatever
// the setting under the system's "reduce motion". Confirmations (a move that
// cannot be taken back waits for Confirm) are on too, unless the player turns
// them off here for every table, over the table's own option.

export interface TableSettings {
  animations: boolean;
  sounds: boolean;
  confirmations: boolean;
}

const KEYS: Record<keyof TableSettings, string> = {
  animations: 'euro-tables:animations',
  sounds: 'euro-tables:table-sounds',
  confirmations: 'euro-tables:confirm-moves',
};

const REDUCE = '(prefers-reduced-motion: reduce)';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (privacy settings): the defaults hold for this page.
    return null;
  }
}

function read(name: keyof TableSettings): boolean {
  return storage()?.getItem(KEYS[name]) !== 'off';
}

let cached: TableSettings | null = null;

/** The stored settings (one object while nothing changes, for `useSyncExternalStore`). */
export function tableSettings(): TableSettings {
  cached ??= { animations: read('animations'), sounds: read('sounds'), confirmations: read('confirmations') };
  return cached;
}

export function setTableSetting(name: keyof TableSettings, on: boolean): void {
  storage()?.setItem(KEYS[name], on ? 'on' : 'off');
  cached = null;
  for (const l of listeners) l();
}

/** The query's live list, made once per `matchMedia` (each call parses the query again: every table render asks). */
let query: { of: Window['matchMedia']; list: MediaQueryList } | null = null;

/** Whether the system asks for reduced motion. */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  if (query?.of !== window.matchMedia) query = { of: window.matchMedia, list: window.matchMedia(REDUCE) };
  return query.list.matches;
}

/** Whether pieces travel now: the setting is on and the system does not ask for reduced motion. */
export function animationsWanted(): boolean {
  return tableSettings().animations && !prefersReducedMotion();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed a setting.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== null && !Object.values(KEYS).includes(e.key)) return;
    cached = null;
    listener();
  };
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE) : null;
  window.addEventListener('storage', onStorage);
  media?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener?.('change', listener);
  };
}

const SERVER: TableSettings = { animations: true, sounds: true, confirmations: true };

export function useTableSettings(): TableSettings {
  return useSyncExternalStore(subscribe, tableSettings, () => SERVER);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
