import { useEffect, useSyncExternalStore } from 'react';
import { invitesApi, type Invite } from '../site/playersApi';

// The signed-in player's invitations to tables, shared by the notices and My
// tables: asked now and then (a minute apart: an invitation waits, a turn may not),
// and again when the page is seen again.

export const INVITES_POLL_MS = 60_000;

let current: Invite[] = [];
const listeners = new Set<() => void>();

function set(invites: Invite[]): void {
  current = invites;
  for (const l of listeners) l();
}

export function useInvites(): Invite[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
}

export async function refreshInvites(): Promise<void> {
  try {
    const { invites } = await invitesApi.list();
    if (Array.isArray(invites)) set(invites);
  } catch {
    // Unreachable for now (or no such route): keep what was known.
  }
}

/** Marks one seen (it stays on My tables) and shows it so at once. */
export async function markSeen(matchID: string): Promise<void> {
  set(current.map((i) => (i.matchID === matchID ? { ...i, seen: true } : i)));
  await invitesApi.seen(matchID).catch(() => undefined);
}

/** Removes one. */
export async function dismiss(matchID: string): Promise<void> {
  set(current.filter((i) => i.matchID !== matchID));
  await invitesApi.dismiss(matchID).catch(() => undefined);
}

/** Asks while `signedIn`; a guest has no invitations. */
export function usePollInvites(signedIn: boolean, everyMs = INVITES_POLL_MS): void {
  useEffect(() => {
    if (!signedIn) {
      set([]);
      return;
    }
    void refreshInvites();
    const timer = window.setInterval(() => void refreshInvites(), everyMs);
    const onVisible = () => {
      if (!document.hidden) void refreshInvites();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, everyMs]);
}
