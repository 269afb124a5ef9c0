import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './store';

// Passwords are hashed with argon2id at OWASP's recommended cost (19 MiB, two
// passes, one lane): about 20 ms of one core per hash here. A sign-in with a
// username nobody has checks the password against a hash of a random password
// made at start, so it takes as long as one with a real username.

const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum the build cannot inline) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function checkPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A stored value that is no argon2 hash never matches.
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the time of one password check and answers false. */
export async function checkNoPassword(password: string): Promise<false> {
  dummy ??= hashPassword(randomToken());
  await checkPassword(await dummy, password);
  return false;
}
