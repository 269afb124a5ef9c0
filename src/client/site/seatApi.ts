// The server's own seat routes (src/server/seats/routes.ts): check a
// seat's credentials, hand an absent player's seat to a bot or open it. And the
// private seat link that takes a seat back on another device.

import { RequestError } from '../i18n/errors';

export interface SeatKey {
  playerID: string;
  credentials: string;
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** Whether the server accepts these credentials for the seat: 'unknown' when it cannot be asked. */
export async function checkSeat(gameId: string, matchID: string, seat: SeatKey): Promise<'ok' | 'refused' | 'unknown'> {
  try {
    const answer = await post(`/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/seat`, {
      playerID: seat.playerID,
      credentials: seat.credentials,
    });
    if (answer.status === 204) return 'ok';
    if (answer.status === 403 || answer.status === 404) return 'refused';
    return 'unknown';
  } catch {
    return 'unknown';
  }
}

export type ReplaceAnswer = { ok: true } | { ok: false; error: unknown; retryAfter?: number };

export async function replaceSeat(
  gameId: string,
  matchID: string,
  asker: SeatKey,
  seat: string,
  by: { kind: 'bot'; level: string } | { kind: 'open' },
): Promise<ReplaceAnswer> {
  // Only the fields the server expects: a stored seat also has its player's name.
  const key = { playerID: asker.playerID, credentials: asker.credentials };
  const body = by.kind === 'bot' ? { ...key, seat, by: 'bot', botLevel: by.level } : { ...key, seat, by: 'open' };
  try {
    const answer = await post(`/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/replace`, body);
    const json = (await answer.json().catch(() => ({}))) as { error?: string };
    // A bot seat is played by the server: no credentials come back.
    if (answer.ok) return { ok: true };
    const retry = Number(answer.headers.get('Retry-After'));
    return {
      ok: false,
      error: new RequestError(answer.status, json.error ?? String(answer.status)),
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    };
  } catch (e) {
    return { ok: false, error: e };
  }
}

/** Takes one's seat back from the bot that played it while one was out of time. */
export async function reclaimSeat(gameId: string, matchID: string, seat: SeatKey): Promise<ReplaceAnswer> {
  try {
    const answer = await post(`/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/reclaim`, {
      playerID: seat.playerID,
      credentials: seat.credentials,
    });
    if (answer.ok) return { ok: true };
    const json = (await answer.json().catch(() => ({}))) as { error?: string };
    return { ok: false, error: new RequestError(answer.status, json.error ?? String(answer.status)) };
  } catch (e) {
    return { ok: false, error: e };
  }
}

/**
 * The seat's private link. The credentials ride in the fragment: browsers do not
 * send it to the server, nor in Referer headers, so it stays out of logs.
 */
export function seatLinkOf(tableUrl: string, seat: SeatKey): string {
  return `${tableUrl}#seat=${encodeURIComponent(seat.playerID)}.${encodeURIComponent(seat.credentials)}`;
}

/** The seat in a seat link's fragment, if any. */
export function seatFromHash(hash: string): SeatKey | null {
  const m = /^#seat=([0-9]{1,2})\.([^&]{1,256})$/.exec(hash);
  if (!m) return null;
  try {
    return { playerID: decodeURIComponent(m[1]), credentials: decodeURIComponent(m[2]) };
  } catch {
    return null;
  }
}

/**
 * Seats server-run bots at a waiting table (`POST /games/:name/:id/bots`): only the
 * table's host may, on open seats or their own (they then watch). Throws with the
 * server's reason when it refuses.
 */
export async function addBots(
  gameId: string,
  matchID: string,
  asker: SeatKey,
  bots: readonly { playerID: string; level: string }[],
): Promise<void> {
  const answer = await post(`/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/bots`, {
    playerID: asker.playerID,
    credentials: asker.credentials,
    bots: bots.map((b) => ({ seat: b.playerID, level: b.level })),
  });
  if (answer.ok) return;
  const json = (await answer.json().catch(() => ({}))) as { error?: string };
  throw new RequestError(answer.status, json.error ?? `HTTP ${answer.status}`);
}

export type SeatChoice = { choice: 'open'; seat: string } | { choice: 'end' };

/**
 * A seated player's vote once someone left a started game (`POST …/vote`): open
 * the seat their bot plays for a new player, or end the table without a result.
 * A majority of the people still seated decides.
 */
export async function voteOnSeat(
  gameId: string,
  matchID: string,
  asker: SeatKey,
  choice: SeatChoice,
): Promise<ReplaceAnswer> {
  try {
    const answer = await post(`/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/vote`, {
      playerID: asker.playerID,
      credentials: asker.credentials,
      ...choice,
    });
    if (answer.ok) return { ok: true };
    const json = (await answer.json().catch(() => ({}))) as { error?: string };
    return { ok: false, error: new RequestError(answer.status, json.error ?? String(answer.status)) };
  } catch (e) {
    return { ok: false, error: e };
  }
}
