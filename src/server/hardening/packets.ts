// Checks on what a socket sends, before boardgame.io's master sees it. boardgame.io
// 0.50.2 applies a move as `action.payload.playerID` while it authenticates the
// socket-level playerID, accepts RESET and disabled events from clients, and
// creates a match for any unknown matchID a client syncs: all refused here.

export const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PLAYER_ID = /^\d{1,2}$/;
const MOVE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_CREDENTIALS = 256;
const MAX_CHAT = 500;

/** Characters no stored or relayed text may hold: controls, surrogates, private use, line and direction marks. */
export const FORBIDDEN_IN_TEXT = /[\p{Cc}\p{Cs}\p{Co}\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'toJSON']);
const MAX_ARG_NODES = 2000;
const MAX_ARG_DEPTH = 8;
const MAX_ARG_STRING = 2000;

/**
 * Move arguments must be plain data. boardgame.io itself formats them into a
 * string (`${args}`) when a move is invalid, so an object whose toString is not a
 * function would throw inside the master; and keys like __proto__ invite
 * prototype pollution in game code.
 */
export function isPlainData(value: unknown): boolean {
  let nodes = 0;
  const walk = (v: unknown, depth: number): boolean => {
    if (++nodes > MAX_ARG_NODES || depth > MAX_ARG_DEPTH) return false;
    if (v === null || typeof v === 'boolean') return true;
    if (typeof v === 'number') return Number.isFinite(v);
    if (typeof v === 'string') return v.length <= MAX_ARG_STRING;
    if (Array.isArray(v)) return v.every((x) => walk(x, depth + 1));
    if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.entries(v).every(([k, x]) => !FORBIDDEN_KEYS.has(k) && walk(x, depth + 1));
    }
    return false;
  };
  return walk(value, 0);
}

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function refuse<T>(reason: string): Checked<T> {
  return { ok: false, reason };
}

function isPlayerID(v: unknown): v is string {
  return typeof v === 'string' && PLAYER_ID.test(v);
}

/** socket.io sends an absent argument as null. */
function isCredentials(v: unknown): v is string | undefined | null {
  return v === undefined || v === null || (typeof v === 'string' && v.length <= MAX_CREDENTIALS);
}

export interface UpdatePacket {
  matchID: string;
  playerID: string;
  move: string;
}

/** `update(action, stateID, matchID, playerID)`: only moves, made as the socket's own seat. */
export function checkUpdate(args: unknown[], moveNames: ReadonlySet<string>): Checked<UpdatePacket> {
  if (args.length !== 4) return refuse('update takes four arguments');
  const [action, stateID, matchID, playerID] = args;
  if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) return refuse('bad matchID');
  if (!isPlayerID(playerID)) return refuse('bad playerID');
  if (typeof stateID !== 'number' || !Number.isInteger(stateID) || stateID < 0) return refuse('bad stateID');
  if (!isRecord(action)) return refuse('action is not an object');
  if (action.type !== 'MAKE_MOVE') return refuse(`action type ${String(action.type)} is not allowed`);
  for (const key of Object.keys(action)) {
    if (key !== 'type' && key !== 'payload') return refuse(`unexpected action field ${key}`);
  }
  const payload = action.payload;
  if (!isRecord(payload)) return refuse('payload is not an object');
  for (const key of Object.keys(payload)) {
    if (!['type', 'args', 'playerID', 'credentials'].includes(key)) return refuse(`unexpected payload field ${key}`);
  }
  if (typeof payload.type !== 'string' || !MOVE_NAME.test(payload.type) || !moveNames.has(payload.type)) {
    return refuse('unknown move');
  }
  if (payload.playerID !== playerID) return refuse('payload.playerID is not the authenticated seat');
  if (payload.args !== undefined && payload.args !== null && !Array.isArray(payload.args))
    return refuse('args is not a list');
  if (payload.args && !isPlainData(payload.args)) return refuse('args are not plain data');
  if (!isCredentials(payload.credentials)) return refuse('bad credentials');
  return { ok: true, value: { matchID, playerID, move: payload.type } };
}

export interface SyncPacket {
  matchID: string;
  playerID: string | null;
  credentials: string | undefined;
}

/** `sync(matchID, playerID, credentials, numPlayers)`: numPlayers is never used. */
export function checkSync(args: unknown[]): Checked<SyncPacket> {
  if (args.length < 1 || args.length > 4) return refuse('sync takes one to four arguments');
  const [matchID, playerID, credentials] = args;
  if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) return refuse('bad matchID');
  if (playerID !== undefined && playerID !== null && !isPlayerID(playerID)) return refuse('bad playerID');
  if (!isCredentials(credentials)) return refuse('bad credentials');
  return { ok: true, value: { matchID, playerID: playerID ?? null, credentials: credentials ?? undefined } };
}

/** `chat(matchID, {id, sender, payload}, credentials)`: short text from a seat. */
export function checkChat(args: unknown[]): Checked<{ matchID: string; sender: string; credentials: string }> {
  if (args.length !== 3) return refuse('chat takes three arguments');
  const [matchID, message, credentials] = args;
  if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) return refuse('bad matchID');
  if (!isRecord(message)) return refuse('chat message is not an object');
  if (typeof message.id !== 'string' || message.id.length > 64) return refuse('bad chat id');
  if (!isPlayerID(message.sender)) return refuse('bad chat sender');
  if (typeof message.payload !== 'string') return refuse('chat message is not text');
  if (message.payload.length > MAX_CHAT) return refuse(`chat message longer than ${MAX_CHAT} characters`);
  if (message.payload.trim().length === 0) return refuse('chat message is empty');
  if (FORBIDDEN_IN_TEXT.test(message.payload)) return refuse('chat message holds control or invisible characters');
  if (!isCredentials(credentials)) return refuse('bad credentials');
  return { ok: true, value: { matchID, sender: message.sender, credentials: credentials ?? '' } };
}
