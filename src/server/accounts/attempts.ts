import type { SqlDriver } from '../storage/driver';

// Failed sign-ins, counted in the database so that every instance of a cluster
// sees the same counts:
// - per address (IP or /64): at most `perAddress` failures in `windowMs`, whatever
//   the usernames tried, which stops one address spraying a common password over
//   many accounts;
// - per username, whether or not an account has it (a refusal must not tell which
//   names exist): after `freePerAccount` failures each further one doubles the wait
//   before the next try, from one second up to `maxBackoffMs`, which stops guessing
//   one account's password from many addresses without locking its owner out for long.
// A success clears the username's count (not the address's: a sprayer who knows one
// password must not reset their count with it).

export interface AttemptLimits {
  perAddress: number;
  windowMs: number;
  freePerAccount: number;
  maxBackoffMs: number;
  /** Accounts made per address in `windowMs` (each costs a password hash and a name). */
  signUpsPerAddress: number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  perAddress: 20,
  windowMs: 15 * 60_000,
  freePerAccount: 5,
  maxBackoffMs: 15 * 60_000,
  signUpsPerAddress: 10,
};

interface Row {
  failures: number;
  window_start: string | number;
  blocked_until: string | number;
}

export class SignInAttempts {
  constructor(
    private readonly db: SqlDriver,
    readonly limits: AttemptLimits,
  ) {}

  /** Seconds to wait before the next try from this address for this username; 0: go ahead. */
  async retryAfter(address: string, usernameKey: string, now: number): Promise<number> {
    const rows = await this.db.query<Row & { key: string }>(
      'SELECT key, failures, window_start, blocked_until FROM sign_in_failures WHERE key = $1 OR key = $2',
      [addressKey(address), accountKey(usernameKey)],
    );
    let until = 0;
    for (const row of rows) {
      if (row.key === addressKey(address)) {
        const windowEnd = Number(row.window_start) + this.limits.windowMs;
        if (windowEnd > now && row.failures >= this.limits.perAddress) until = Math.max(until, windowEnd);
      } else until = Math.max(until, Number(row.blocked_until));
    }
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  async failed(address: string, usernameKey: string, now: number): Promise<void> {
    const { windowMs, freePerAccount, maxBackoffMs } = this.limits;
    // A window that has passed starts again at one failure.
    await this.db.query(
      `INSERT INTO sign_in_failures (key, failures, window_start, blocked_until) VALUES ($1, 1, $2, 0)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN sign_in_failures.window_start + $3 <= $2 THEN 1 ELSE sign_in_failures.failures + 1 END,
         window_start = CASE WHEN sign_in_failures.window_start + $3 <= $2 THEN $2 ELSE sign_in_failures.window_start END`,
      [addressKey(address), now, windowMs],
    );
    const [row] = await this.db.query<Row>(
      `INSERT INTO sign_in_failures (key, failures, window_start, blocked_until) VALUES ($1, 1, $2, 0)
       ON CONFLICT (key) DO UPDATE SET failures = sign_in_failures.failures + 1
       RETURNING failures, window_start, blocked_until`,
      [accountKey(usernameKey), now],
    );
    const beyond = row.failures - freePerAccount;
    if (beyond > 0) {
      const wait = Math.min(maxBackoffMs, 1000 * 2 ** Math.min(beyond - 1, 30));
      await this.db.query('UPDATE sign_in_failures SET blocked_until = $2 WHERE key = $1', [
        accountKey(usernameKey),
        now + wait,
      ]);
    }
  }

  /** Counts an account made from the address: seconds to wait when it has made its share, else 0. */
  signUp(address: string, now: number): Promise<number> {
    return this.count(`signup:${address}`, this.limits.signUpsPerAddress, now);
  }

  /**
   * Counts one more of something allowed `max` times per window under `key`
   * (sign-ups, e-mails asked for): seconds to wait when past it, else 0.
   */
  async count(key: string, max: number, now: number): Promise<number> {
    const { windowMs } = this.limits;
    const [row] = await this.db.query<Row>(
      `INSERT INTO sign_in_failures (key, failures, window_start, blocked_until) VALUES ($1, 1, $2, 0)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN sign_in_failures.window_start + $3 <= $2 THEN 1 ELSE sign_in_failures.failures + 1 END,
         window_start = CASE WHEN sign_in_failures.window_start + $3 <= $2 THEN $2 ELSE sign_in_failures.window_start END
       RETURNING failures, window_start, blocked_until`,
      [key, now, windowMs],
    );
    if (row.failures <= max) return 0;
    return Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000));
  }

  async succeeded(usernameKey: string): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failures WHERE key = $1', [accountKey(usernameKey)]);
  }

  /** Counts nobody needs any more: address windows past, usernames not blocked and quiet for a window. */
  async removeStale(now: number): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failures WHERE window_start + $2 <= $1 AND blocked_until <= $1', [
      now,
      this.limits.windowMs,
    ]);
  }
}

const addressKey = (address: string) => `ip:${address}`;
const accountKey = (usernameKey: string) => `name:${usernameKey}`;
