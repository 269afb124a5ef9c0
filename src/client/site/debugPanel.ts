import type { Client } from 'boardgame.io/client';

type DebugOpt = Exclude<NonNullable<Parameters<typeof Client>[0]['debug']>, boolean>;

/** The debug panel is on under `npm run dev` and wherever `?debug` is in the URL. */
export function debugWanted(search: string, dev: boolean): boolean {
  const value = new URLSearchParams(search).get('debug');
  if (value === '0' || value === 'false') return false;
  return dev || value !== null;
}

/**
 * Online, the panel would let any visitor switch the acting seat and "make" moves
 * the server refuses, leaving the page out of sync: it is only offered at online
 * tables under `npm run dev`. One-screen tables keep it wherever it is wanted.
 */
export function onlineDebugWanted(wanted: boolean, dev: boolean): boolean {
  return wanted && dev;
}

/** boardgame.io's debug option; the panel's code is only fetched when it is wanted. */
export async function loadDebugOption(wanted: boolean): Promise<DebugOpt | false> {
  if (!wanted) return false;
  const { Debug } = await import('boardgame.io/debug');
  return { impl: Debug, collapseOnLoad: true };
}
