import { z } from 'zod';
import { password } from '../bodies';

// The bodies of the e-mail routes (routes.ts), checked whole like the account routes'.

const tokenRule = 'token must be the token of a link';
const token = z
  .string(tokenRule)
  .length(43, tokenRule)
  .regex(/^[A-Za-z0-9_-]+$/, tokenRule);

const emailRule = 'email must be an e-mail address';
export const emailBody = z.strictObject({
  email: z.string(emailRule).trim().max(254, emailRule).pipe(z.email(emailRule)),
});
export const verifyBody = z.strictObject({ token });
export const turnsBody = z.strictObject({ on: z.boolean('on must be true or false') });
/** Any text up to the longest username, like a sign-in's: the answer never says a name is malformed. */
export const resetAskBody = z.strictObject({
  username: z.string('username must be text').min(1, 'username must be text').max(64, 'username must be text'),
});
export const resetBody = z.strictObject({ token, password });

/** A stop link's token, from its query. */
export const STOP_TOKEN = /^[A-Za-z0-9_-]{43}$/;
