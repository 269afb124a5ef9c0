import { randomInt } from 'node:crypto';

// Recovery codes, shown once when an account is made (and when the player asks
// for a new set): ten codes of 80 random bits each, written in Crockford's base32
// (no I, L, O or U to misread) in groups of four. Each sets a new password once.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODES = 10;

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
}
