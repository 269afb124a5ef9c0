import { z } from 'zod';
import { credentials, playerID } from '../hardening/fields';

// The bodies of the account routes (routes.ts): only known fields, each of its
// type and size, checked whole before a handler sees them (hardening/body.ts).

const usernameRule = 'username must be 3 to 24 letters, digits, "_", "-" or "."';
/** Letters of any script, digits and a few marks: a name others can read and type. */
export const username = z
  .string(usernameRule)
  .min(3, usernameRule)
  .max(24, usernameRule)
  .regex(/^[\p{L}\p{N}_.-]+$/u, usernameRule);

const passwordRule = 'password must be 8 to 200 characters';
/** NIST's rule: long enough, no composition rules, long passphrases allowed. */
export const password = z.string(passwordRule).min(8, passwordRule).max(200, passwordRule);

/** What a sign-in names: any text up to the longest username, so a refusal never says a name is malformed. */
const signInName = z.string('username must be text').min(1, 'username must be text').max(64, 'username must be text');
const signInPassword = z.string('password must be text').max(200, 'password must be text');

const codeRule = 'code must be a recovery code';
const recoveryCode = z.string(codeRule).min(1, codeRule).max(40, codeRule);

export const signUpBody = z.strictObject({ username, password });
export const signInBody = z.strictObject({ username: signInName, password: signInPassword });
export const recoverBody = z.strictObject({ username: signInName, code: recoveryCode, newPassword: password });
export const changePasswordBody = z.strictObject({ currentPassword: signInPassword.optional(), newPassword: password });
/** A route that takes no fields. */
export const emptyBody = z.strictObject({});
export const deleteBody = z.strictObject({ confirm: signInName });

/** A passkey ceremony's options: a new account names itself; a signed-in one adds a passkey with no body. */
export const registerOptionsBody = z.strictObject({ username: username.optional() });

const b64 = (what: string) =>
  z
    .string(`${what} must be base64url`)
    .max(4096, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `${what} must be base64url`);

const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'], 'unknown transport'))
  .max(7, 'too many transports');

const extensions = z.record(z.string().max(64), z.unknown()).optional();

/** What @simplewebauthn/browser's startRegistration answers, checked for shape and size. */
export const registrationBody = z.strictObject({
  id: b64('id'),
  rawId: b64('rawId'),
  type: z.literal('public-key', 'type must be "public-key"'),
  response: z.object({
    clientDataJSON: b64('clientDataJSON'),
    attestationObject: b64('attestationObject'),
    authenticatorData: b64('authenticatorData').optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64('publicKey').optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensions.default({}),
});

/** `/passkey/remove`: the passkey's id, as the account page lists it. */
export const removePasskeyBody = z.strictObject({ id: b64('id') });

/** What @simplewebauthn/browser's startAuthentication answers. */
export const authenticationBody = z.strictObject({
  id: b64('id'),
  rawId: b64('rawId'),
  type: z.literal('public-key', 'type must be "public-key"'),
  response: z.object({
    clientDataJSON: b64('clientDataJSON'),
    authenticatorData: b64('authenticatorData'),
    signature: b64('signature'),
    userHandle: b64('userHandle').optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensions.default({}),
});

const matchID = z
  .string('matchID must be a match id')
  .min(1, 'matchID must be a match id')
  .max(64, 'matchID must be a match id');
const gameName = z
  .string('gameName must be a game name')
  .min(1, 'gameName must be a game name')
  .max(40, 'gameName must be a game name');

/** The seats this browser holds, moved to the account it signed in to. */
export const claimSeatsBody = z.strictObject({
  seats: z
    .array(z.strictObject({ gameName, matchID, playerID, credentials }), 'seats must be a list')
    .max(100, 'at most 100 seats at once'),
});
