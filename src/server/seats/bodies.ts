import { z } from 'zod';
import { botLevel, credentials, name, playerID } from '../hardening/fields';

// The bodies of the seat routes (routes.ts): only known fields, each of its type
// and size. What depends on the table is checked against it in routes.ts.

const seatAsText = 'seat must be a seat number as text';

/** `/seat` and `/reclaim`: the asker's seat and its credentials. */
export const seatBody = z.strictObject({ playerID, credentials });

const botFields = {
  botName: name('botName').optional(),
  // A seat out of time gets the table's bot level: botLevel may then be left out.
  botLevel: botLevel('botLevel must be a bot level').optional(),
};
const onlyForABot = 'botName and botLevel are only for a bot';

const replaceFields = {
  playerID,
  credentials,
  seat: z.string(seatAsText).max(16, seatAsText),
};

/**
 * `/replace`: the seat handed to a bot (`by: "bot"`, its name and level optional)
 * or opened (`by: "open"`). Its fields are checked first, then what `by` allows.
 */
export const replaceBody = z
  .strictObject({
    ...replaceFields,
    by: z.enum(['bot', 'open'], 'by must be "bot" or "open"'),
    botName: z.unknown().optional(),
    botLevel: z.unknown().optional(),
  })
  .pipe(
    z.discriminatedUnion('by', [
      z.object({ ...replaceFields, by: z.literal('bot'), ...botFields }),
      z.object({
        ...replaceFields,
        by: z.literal('open'),
        botName: z.undefined(onlyForABot).optional(),
        botLevel: z.undefined(onlyForABot).optional(),
      }),
    ]),
  );

/** `[{seat, level}, …]`: distinct seats, known levels, at most 8. */
const botList = z
  .array(
    z.strictObject(
      {
        seat: z.string(seatAsText).regex(/^\d{1,2}$/, seatAsText),
        level: botLevel('level must be a bot level'),
      },
      'each bot must be {seat, level}',
    ),
    'bots must be a list of 1 to 8 seats',
  )
  .min(1, 'bots must be a list of 1 to 8 seats')
  .max(8, 'bots must be a list of 1 to 8 seats')
  .refine((bots) => new Set(bots.map((b) => b.seat)).size === bots.length, 'a seat is listed twice');

/** `/bots`: the host's seat and credentials, and the bots to seat. */
export const botsBody = z.strictObject({ playerID, credentials, bots: botList });

/**
 * `/vote`: a seated player's choice for a seat a leaving player left to the bot:
 * open it for someone new (`seat` named), or end the table without a result.
 */
export const voteBody = z
  .strictObject({
    playerID,
    credentials,
    choice: z.enum(['open', 'end'], 'choice must be "open" or "end"'),
    seat: z
      .string(seatAsText)
      .regex(/^\d{1,2}$/, seatAsText)
      .optional(),
  })
  .pipe(
    z.discriminatedUnion('choice', [
      z.object({ playerID, credentials, choice: z.literal('open'), seat: z.string(seatAsText) }),
      z.object({
        playerID,
        credentials,
        choice: z.literal('end'),
        seat: z.undefined('seat is only for "open"').optional(),
      }),
    ]),
  );
