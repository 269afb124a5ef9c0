import type { Game } from 'boardgame.io';
import { z } from 'zod';
import { isBotLevel, type BotLevel } from '../../engine/bots/levels';
import { isRecord, type Body } from './body';
import { FORBIDDEN_IN_TEXT, isPlainData } from './packets';

// The fields that the Lobby routes and the seat routes share, as zod schemas with
// their limits and the messages a client is answered with.

const MAX_NAME = 40;
const MAX_CREDENTIALS = 256;
const MAX_DATA_BYTES = 1024;
const MAX_SETUP_BYTES = 4096;

// Names and data may not contain FORBIDDEN_IN_TEXT (packets.ts): controls, line
// and paragraph separators, bidirectional overrides (they make a name display as
// another), lone surrogates, private use, byte order marks.

function hasForbiddenText(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN_IN_TEXT.test(value);
  if (Array.isArray(value)) return value.some(hasForbiddenText);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => FORBIDDEN_IN_TEXT.test(k) || hasForbiddenText(v));
  }
  return false;
}

const SEAT_AS_TEXT = 'playerID must be a seat number as text';

/** The asker's seat. Whether it is one of the table's seats is checked against the table (404). */
export const playerID = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'playerID is required' : SEAT_AS_TEXT),
  })
  .max(16, SEAT_AS_TEXT);

/** A seat asked for, or none (null too): the server then picks one. */
export const optionalPlayerID = z
  .string(SEAT_AS_TEXT)
  .max(16, SEAT_AS_TEXT)
  .nullish()
  .transform((seat) => seat ?? undefined);

export const credentials = z
  .string('credentials are required')
  .min(1, 'credentials are required')
  .max(MAX_CREDENTIALS, 'credentials are required');

/**
 * A player's name as stored: NFC, runs of spaces made one, trimmed, 1 to 40
 * characters, nothing invisible or controlling.
 */
export function name(field: string) {
  const message = `${field} must be text of 1 to ${MAX_NAME} characters, without control or invisible characters`;
  return z
    .string(message)
    .max(MAX_NAME * 8, message)
    .refine((text) => !FORBIDDEN_IN_TEXT.test(text), message)
    .transform((text) =>
      text
        .normalize('NFC')
        .replace(/\p{Zs}+/gu, ' ')
        .trim(),
    )
    .refine((text) => [...text].length >= 1 && [...text].length <= MAX_NAME, message);
}

/** Plain data (hardening/packets.ts), printable, of at most `maxBytes` as JSON. */
function plainObject(field: string, maxBytes: number) {
  return z
    .custom<Body>(
      (value) => isRecord(value) && isPlainData(value) && !hasForbiddenText(value),
      `${field} must be a plain object`,
    )
    .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= maxBytes, `${field} is too large`);
}

/**
 * Keys of a seat's data only the server sets: who plays it (a bot's level), who
 * hosts the table, a bot standing in for its player, the player a bot replaced
 * when they left.
 */
const SERVER_DATA_KEYS = ['bot', 'host', 'standIn', 'left'];

/** A seat's own data, as its player sends it. */
export const playerData = plainObject('data', MAX_DATA_BYTES).refine(
  (data) => !SERVER_DATA_KEYS.some((key) => Object.hasOwn(data, key)),
  'data.bot, data.host, data.standIn and data.left are set by the server',
);

/** A new table's options; the game checks them against the player count (setupDataFor). */
export const setupData = plainObject('setupData', MAX_SETUP_BYTES);

export const unlisted = z.boolean('unlisted must be true or false');

export const botLevel = (message: string) => z.custom<BotLevel>((value) => isBotLevel(value), message);

const numPlayersOfGame = new WeakMap<Game, z.ZodType<number>>();

/** A player count the game allows. */
export function numPlayers(game: Game): z.ZodType<number> {
  let schema = numPlayersOfGame.get(game);
  if (!schema) {
    const min = game.minPlayers ?? 1;
    const max = game.maxPlayers ?? 8;
    const message = `numPlayers must be a whole number from ${min} to ${max}`;
    schema = z.number(message).int(message).min(min, message).max(max, message);
    numPlayersOfGame.set(game, schema);
  }
  return schema;
}
