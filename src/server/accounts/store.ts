import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, SqlDriver } from '../storage/driver';

// The accounts' rows (storage/schema.ts, version 3) on the server's own database,
// PGlite or PostgreSQL: every fact an instance needs (a session, a failed sign-in,
// a passkey challenge) is read from the database, so any instance of a cluster
// honours what another one wrote. Secrets the browser holds (session tokens,
// recovery codes, challenge ids) are stored only as their SHA-256: high-entropy
// random values need no slow hash, and a copy of the database opens no session.

/** SHA-256 in base64url. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** A random value of `bytes` bytes in base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The name as compared: Unicode-normalised and case-folded, so "Anna" and "anna" are one name. */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}

export interface Account {
  accountId: string;
  username: string;
  createdAt: number;
}

export interface StoredPasskey {
  credentialId: string;
  accountId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface Challenge {
  challenge: string;
  purpose: 'register' | 'sign-in';
  accountId: string | null;
  username: string | null;
  userHandle: string | null;
}

export interface SeatLink {
  matchId: string;
  seat: string;
  credentialsHash: string;
}

interface AccountRow {
  account_id: string;
  username: string;
  created_at: string | number;
}

const accountOf = (r: AccountRow): Account => ({
  accountId: r.account_id,
  username: r.username,
  createdAt: Number(r.created_at),
});

/** A username another account holds (the unique index refused it). */
export class UsernameTaken extends Error {}

const isUniqueViolation = (error: unknown) =>
  /duplicate key|unique constraint/i.test(error instanceof Error ? error.message : String(error)) ||
  (error as { code?: unknown } | null)?.code === '23505';

export class AccountStore {
  constructor(private readonly db: SqlDriver) {}

  /** A new account with its first way to sign in, written together (all or nothing). */
  async create(
    account: { accountId: string; username: string; now: number },
    withCredential: (tx: Queryable) => Promise<void>,
  ): Promise<Account> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO accounts (account_id, username, username_key, created_at) VALUES ($1, $2, $3, $4)',
          [account.accountId, account.username, usernameKey(account.username), account.now],
        );
        await withCredential(tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new UsernameTaken();
      throw error;
    }
    return { accountId: account.accountId, username: account.username, createdAt: account.now };
  }

  async byId(accountId: string): Promise<Account | undefined> {
    const [row] = await this.db.query<AccountRow>(
      'SELECT account_id, username, created_at FROM accounts WHERE account_id = $1',
      [accountId],
    );
    return row && accountOf(row);
  }

  async byUsername(username: string): Promise<Account | undefined> {
    const [row] = await this.db.query<AccountRow>(
      'SELECT account_id, username, created_at FROM accounts WHERE username_key = $1',
      [usernameKey(username)],
    );
    return row && accountOf(row);
  }

  /** Removes the account and, by cascade, everything personal hanging off it. */
  async remove(accountId: string): Promise<void> {
    await this.db.query('DELETE FROM accounts WHERE account_id = $1', [accountId]);
  }

  // Passwords

  static async insertPassword(tx: Queryable, accountId: string, hash: string, now: number): Promise<void> {
    await tx.query('INSERT INTO account_passwords (account_id, hash, changed_at) VALUES ($1, $2, $3)', [
      accountId,
      hash,
      now,
    ]);
  }

  async passwordHash(accountId: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ hash: string }>('SELECT hash FROM account_passwords WHERE account_id = $1', [
      accountId,
    ]);
    return row?.hash;
  }

  /** Sets the password and ends every session of the account but `keep` (a changed password signs out the rest). */
  async setPassword(accountId: string, hash: string, now: number, keep?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO account_passwords (account_id, hash, changed_at) VALUES ($1, $2, $3)
         ON CONFLICT (account_id) DO UPDATE SET hash = EXCLUDED.hash, changed_at = EXCLUDED.changed_at`,
        [accountId, hash, now],
      );
      await tx.query('DELETE FROM account_sessions WHERE account_id = $1 AND token_hash <> $2', [
        accountId,
        keep ? sha256(keep) : '',
      ]);
    });
  }

  // Passkeys

  static async insertPasskey(tx: Queryable, passkey: StoredPasskey, now: number): Promise<void> {
    await tx.query(
      `INSERT INTO account_passkeys (credential_id, account_id, public_key, counter, transports, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
      [
        passkey.credentialId,
        passkey.accountId,
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
        now,
      ],
    );
  }

  async addPasskey(passkey: StoredPasskey, now: number): Promise<void> {
    await AccountStore.insertPasskey(this.db, passkey, now);
  }

  async passkey(credentialId: string): Promise<StoredPasskey | undefined> {
    const [row] = await this.db.query<{
      credential_id: string;
      account_id: string;
      public_key: string;
      counter: string | number;
      transports: string[];
    }>(
      'SELECT credential_id, account_id, public_key, counter, transports FROM account_passkeys WHERE credential_id = $1',
      [credentialId],
    );
    return (
      row && {
        credentialId: row.credential_id,
        accountId: row.account_id,
        publicKey: row.public_key,
        counter: Number(row.counter),
        transports: row.transports,
      }
    );
  }

  async passkeysOf(
    accountId: string,
  ): Promise<{ credentialId: string; createdAt: number; lastUsedAt: number | null }[]> {
    const rows = await this.db.query<{
      credential_id: string;
      created_at: string | number;
      last_used_at: string | number | null;
    }>(
      'SELECT credential_id, created_at, last_used_at FROM account_passkeys WHERE account_id = $1 ORDER BY created_at',
      [accountId],
    );
    return rows.map((r) => ({
      credentialId: r.credential_id,
      createdAt: Number(r.created_at),
      lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
    }));
  }

  /** Removes one of the account's passkeys; false when the account has no such passkey. */
  async removePasskey(accountId: string, credentialId: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM account_passkeys WHERE account_id = $1 AND credential_id = $2 RETURNING credential_id',
      [accountId, credentialId],
    );
    return rows.length === 1;
  }

  /**
   * Moves a passkey's counter forward. False when another sign-in moved it past
   * `counter` first (a cloned authenticator or a replayed assertion).
   */
  async usePasskey(credentialId: string, counter: number, now: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE account_passkeys SET counter = $2, last_used_at = $3
       WHERE credential_id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0)) RETURNING credential_id`,
      [credentialId, counter, now],
    );
    return rows.length === 1;
  }

  // Sessions

  /** A new session: its token, which only the browser keeps. */
  async openSession(accountId: string, now: number, ttlMs: number): Promise<string> {
    const token = randomToken();
    await this.db.query(
      'INSERT INTO account_sessions (token_hash, account_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
      [sha256(token), accountId, now, now + ttlMs],
    );
    return token;
  }

  /** The account of a live session, or undefined. */
  async session(token: string, now: number): Promise<Account | undefined> {
    const [row] = await this.db.query<AccountRow>(
      `SELECT a.account_id, a.username, a.created_at FROM account_sessions s
       JOIN accounts a ON a.account_id = s.account_id
       WHERE s.token_hash = $1 AND s.expires_at > $2`,
      [sha256(token), now],
    );
    return row && accountOf(row);
  }

  async closeSession(token: string): Promise<void> {
    await this.db.query('DELETE FROM account_sessions WHERE token_hash = $1', [sha256(token)]);
  }

  async closeAllSessions(accountId: string): Promise<void> {
    await this.db.query('DELETE FROM account_sessions WHERE account_id = $1', [accountId]);
  }

  async removeExpired(now: number): Promise<void> {
    await this.db.query('DELETE FROM account_sessions WHERE expires_at <= $1', [now]);
    await this.db.query('DELETE FROM passkey_challenges WHERE expires_at <= $1', [now]);
  }

  // Recovery codes

  /** Replaces the account's recovery codes by these (kept hashed with the account id). */
  static async replaceRecoveryCodes(tx: Queryable, accountId: string, codes: string[]): Promise<void> {
    await tx.query('DELETE FROM account_recovery_codes WHERE account_id = $1', [accountId]);
    for (const code of codes)
      await tx.query('INSERT INTO account_recovery_codes (account_id, code_hash) VALUES ($1, $2)', [
        accountId,
        recoveryHash(accountId, code),
      ]);
  }

  async replaceRecoveryCodes(accountId: string, codes: string[]): Promise<void> {
    await this.db.transaction((tx) => AccountStore.replaceRecoveryCodes(tx, accountId, codes));
  }

  /** Spends a recovery code: true once, for an unused code of the account. */
  async useRecoveryCode(accountId: string, code: string, now: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE account_recovery_codes SET used_at = $3
       WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING code_hash`,
      [accountId, recoveryHash(accountId, code), now],
    );
    return rows.length === 1;
  }

  async recoveryCodesLeft(accountId: string): Promise<number> {
    const [row] = await this.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM account_recovery_codes WHERE account_id = $1 AND used_at IS NULL',
      [accountId],
    );
    return Number(row?.n ?? 0);
  }

  // Passkey challenges: one ceremony each, taken once.

  async putChallenge(id: string, challenge: Challenge, expiresAt: number): Promise<void> {
    await this.db.query(
      `INSERT INTO passkey_challenges (challenge_hash, challenge, purpose, account_id, username, user_handle, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        sha256(id),
        challenge.challenge,
        challenge.purpose,
        challenge.accountId,
        challenge.username,
        challenge.userHandle,
        expiresAt,
      ],
    );
  }

  async takeChallenge(id: string, now: number): Promise<Challenge | undefined> {
    const [row] = await this.db.query<{
      challenge: string;
      purpose: Challenge['purpose'];
      account_id: string | null;
      username: string | null;
      user_handle: string | null;
    }>(
      `DELETE FROM passkey_challenges WHERE challenge_hash = $1 AND expires_at > $2
       RETURNING challenge, purpose, account_id, username, user_handle`,
      [sha256(id), now],
    );
    return (
      row && {
        challenge: row.challenge,
        purpose: row.purpose,
        accountId: row.account_id,
        username: row.username,
        userHandle: row.user_handle,
      }
    );
  }

  // Seats

  /** Ties a seat to the account (again, with new credentials, when it had it before). */
  async linkSeat(accountId: string, matchId: string, seat: string, credentials: string, now: number): Promise<void> {
    await this.db.query(
      `INSERT INTO account_seats (account_id, match_id, seat, credentials_hash, taken_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, match_id, seat) DO UPDATE SET credentials_hash = EXCLUDED.credentials_hash, taken_at = EXCLUDED.taken_at`,
      [accountId, matchId, seat, sha256(credentials), now],
    );
  }

  /** The account's seats, newest first. */
  async seatsOf(accountId: string, limit: number): Promise<SeatLink[]> {
    const rows = await this.db.query<{ match_id: string; seat: string; credentials_hash: string }>(
      `SELECT match_id, seat, credentials_hash FROM account_seats WHERE account_id = $1 ORDER BY taken_at DESC LIMIT $2`,
      [accountId, limit],
    );
    return rows.map((r) => ({ matchId: r.match_id, seat: r.seat, credentialsHash: r.credentials_hash }));
  }

  async unlinkSeat(accountId: string, matchId: string, seat: string): Promise<void> {
    await this.db.query('DELETE FROM account_seats WHERE account_id = $1 AND match_id = $2 AND seat = $3', [
      accountId,
      matchId,
      seat,
    ]);
  }
}

/** A recovery code's stored form: salted with the account, so equal codes of two accounts differ. */
export function recoveryHash(accountId: string, code: string): string {
  return sha256(`${accountId}:${normaliseRecoveryCode(code)}`);
}

/** A code as typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}
