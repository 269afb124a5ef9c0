import { z } from 'zod';
import { password } from '../bodies';
import { MAIL_LANGUAGES } from './messages';

// The bodies of the e-mail routes (routes.ts), checked whole like the account routes'.

const tokenRule = 'token must be the token of a link';
const token = z
  .string(tokenRule)
  .length(43, tokenRule)
  .regex(/^[A-Za-z0-9_-]+$/, tokenRule);

const emailRule = 'email must be an e-mail address';
/** The site's language the player uses: their e-mails are written in it. */
const language = z.enum(MAIL_LANGUAGES, `language must be one of ${MAIL_LANGUAGES.join(', ')}`).optional();
export const emailBody = z.strictObject({
  email: z.string(emailRule).trim().max(254, emailRule).pipe(z.email(emailRule)),
  language,
});
export const verifyBody = z.strictObject({ token });
export const turnsBody = z.strictObject({ on: z.boolean('on must be true or false'), language });
/** Any text up to the longest username, like a sign-in's: the answer never says a name is malformed. */
export const resetAskBody = z.strictObject({
  username: z.string('username must be text').min(1, 'username must be text').max(64, 'username must be text'),
});
export const resetBody = z.strictObject({ token, password });

/** A stop link's token, from its query. */
export const STOP_TOKEN = /^[A-Za-z0-9_-]{43}$/;
