import { useSyncExternalStore } from 'react';
import { accountApi, syncSeats, type AccountInfo } from './accountApi';
import type { SeatStore } from './seatStore';

// Who is signed in, shared by the header and the account page: undefined while
// the server has not answered, null for a guest.

let current: AccountInfo | null | undefined;
const listeners = new Set<() => void>();

function set(value: AccountInfo | null): void {
  current = value;
  for (const l of listeners) l();
}

export function useAccount(): AccountInfo | null | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => undefined,
  );
}

/** Asks the server who this browser is; a server that does not answer leaves a guest. */
export async function reloadAccount(): Promise<AccountInfo | null> {
  const account = await accountApi.me().catch(() => null);
  set(account);
  return account;
}

/**
 * Once signed in (or on opening the site signed in): the seats move to the
 * account and the account's seats come here. `refresh` re-reads My tables.
 */
export async function signedIn(seats: SeatStore, refresh: () => void): Promise<void> {
  const account = await reloadAccount();
  if (!account) return;
  await syncSeats(seats, account.username).catch(() => {});
  refresh();
}

export function signedOut(): void {
  set(null);
}
