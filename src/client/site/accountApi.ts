import type { HeldSeat, SeatStore } from './seatStore';

// The server's account routes (/account, src/server/accounts/). Every change
// carries the header the server asks of its own pages (no other site's page can
// send it), and the session travels in its HttpOnly cookie, which this code never sees.

export interface AccountInfo {
  username: string;
  createdAt: number;
  password: boolean;
  passkeys: { id: string; createdAt: number; lastUsedAt: number | null }[];
  recoveryCodesLeft: number;
}

export interface AccountTable {
  gameName: string;
  matchID: string;
  playerID: string;
  credentials: string;
}

/** A refusal: its status and the server's message. */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** One call to the server's /api routes: GET without a body, POST with one (and the header). */
export async function apiCall<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json', 'X-Euro-Tables': '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204 || response.status === 202) return undefined as T;
  const json = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
  if (!response.ok) {
    const retry = Number(response.headers.get('Retry-After'));
    throw new AccountError(response.status, json?.error ?? '', Number.isFinite(retry) && retry > 0 ? retry : undefined);
  }
  // A page instead of an answer: a server without this route serves the site's own page.
  if (json === undefined) throw new AccountError(404, 'no answer');
  return json as T;
}

export const accountApi = {
  me: () => apiCall<{ account: AccountInfo | null }>('/api/account').then((r) => r.account),
  signUp: (username: string, password: string) =>
    apiCall<{ username: string; recoveryCodes: string[] }>('/api/account/sign-up', { username, password }),
  signIn: (username: string, password: string) =>
    apiCall<{ username: string }>('/api/account/sign-in', { username, password }),
  recover: (username: string, code: string, newPassword: string) =>
    apiCall<{ username: string; recoveryCodesLeft: number }>('/api/account/recover', { username, code, newPassword }),
  signOut: () => apiCall<void>('/api/account/sign-out', {}),
  signOutEverywhere: () => apiCall<void>('/api/account/sign-out-everywhere', {}),
  changePassword: (newPassword: string, currentPassword?: string) =>
    apiCall<void>(
      '/api/account/password',
      currentPassword === undefined ? { newPassword } : { currentPassword, newPassword },
    ),
  newRecoveryCodes: () => apiCall<{ recoveryCodes: string[] }>('/api/account/recovery-codes', {}),
  remove: (confirm: string) => apiCall<void>('/api/account/delete', { confirm }),
  tables: () => apiCall<{ tables: AccountTable[] }>('/api/account/tables').then((r) => r.tables),
  claimSeats: (seats: HeldSeat[]) =>
    apiCall<{ claimed: number }>('/api/account/seats', {
      seats: seats.map((s) => ({
        gameName: s.gameId,
        matchID: s.matchID,
        playerID: s.seat.playerID,
        credentials: s.seat.credentials,
      })),
    }),
  passkeyRegisterOptions: (username?: string) =>
    apiCall<Record<string, unknown>>(
      '/api/account/passkey/register-options',
      username === undefined ? {} : { username },
    ),
  passkeyRegister: (response: unknown) =>
    apiCall<{ username: string; recoveryCodes: string[] } | undefined>('/api/account/passkey/register', response),
  removePasskey: (id: string) => apiCall<void>('/api/account/passkey/remove', { id }),
  passkeySignInOptions: () => apiCall<Record<string, unknown>>('/api/account/passkey/sign-in-options', {}),
  passkeySignIn: (response: unknown) => apiCall<{ username: string }>('/api/account/passkey/sign-in', response),
};

/**
 * After signing in: the seats this browser held as a guest move to the account,
 * and every seat of the account is kept here too, so My tables and the your-turn
 * notices show the account's tables on this device.
 */
export async function syncSeats(seats: SeatStore, username: string): Promise<void> {
  const held = seats.all();
  for (let i = 0; i < held.length; i += 100) await accountApi.claimSeats(held.slice(i, i + 100));
  for (const table of await accountApi.tables()) {
    const known = seats.get(table.gameName, table.matchID);
    if (known?.playerID === table.playerID && known.credentials === table.credentials) continue;
    seats.set(table.gameName, table.matchID, {
      playerID: table.playerID,
      credentials: table.credentials,
      playerName: known?.playerName ?? username,
    });
  }
}
