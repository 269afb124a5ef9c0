import type { SqlDriver } from '../../storage/driver';
import { randomToken, sha256, usernameKey } from '../store';
import { type MailLanguage, mailLanguage } from './messages';

// The rows of e-mail (storage/schema.ts, version 4): one address per account,
// unverified until its link is used; the links sent (verification, password
// reset) kept only as their SHA-256, each spent once; the turn e-mails sent, one
// per seat until that seat is no longer to act. Every row goes with its account
// (ON DELETE CASCADE).

export interface EmailRow {
  email: string;
  verified: boolean;
  turnEmails: boolean;
}

export class EmailStore {
  constructor(private readonly db: SqlDriver) {}

  async of(accountId: string): Promise<EmailRow | undefined> {
    const [row] = await this.db.query<{ email: string; verified_at: string | number | null; turn_emails: boolean }>(
      'SELECT email, verified_at, turn_emails FROM account_emails WHERE account_id = $1',
      [accountId],
    );
    return row && { email: row.email, verified: row.verified_at !== null, turnEmails: row.turn_emails };
  }

  /** A new address, unverified, with its verification link (the earlier links are void). */
  async setAddress(
    accountId: string,
    email: string,
    token: string,
    expiresAt: number,
    language: MailLanguage,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO account_emails (account_id, email, verified_at, turn_emails, stop_token, language)
         VALUES ($1, $2, NULL, false, $3, $4)
         ON CONFLICT (account_id) DO UPDATE SET email = EXCLUDED.email, verified_at = NULL,
           stop_token = EXCLUDED.stop_token, language = EXCLUDED.language`,
        [accountId, email, randomToken(), language],
      );
      await tx.query('DELETE FROM email_tokens WHERE account_id = $1', [accountId]);
      await tx.query(
        `INSERT INTO email_tokens (token_hash, account_id, purpose, email, expires_at) VALUES ($1, $2, 'verify', $3, $4)`,
        [sha256(token), accountId, email, expiresAt],
      );
    });
  }

  /** Spends a verification link: true when it verified the address it was sent to. */
  async verify(token: string, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [spent] = await tx.query<{ account_id: string; email: string }>(
        `DELETE FROM email_tokens WHERE token_hash = $1 AND purpose = 'verify' AND expires_at > $2
         RETURNING account_id, email`,
        [sha256(token), now],
      );
      if (!spent) return false;
      const rows = await tx.query(
        'UPDATE account_emails SET verified_at = $3 WHERE account_id = $1 AND email = $2 RETURNING account_id',
        [spent.account_id, spent.email, now],
      );
      return rows.length === 1;
    });
  }

  async setTurnEmails(accountId: string, on: boolean, language?: MailLanguage): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE account_emails SET turn_emails = $2, language = coalesce($3, language)
       WHERE account_id = $1 RETURNING account_id`,
      [accountId, on, language ?? null],
    );
    if (!on) await this.db.query('DELETE FROM turn_emails_sent WHERE account_id = $1', [accountId]);
    return rows.length === 1;
  }

  /** Removes the address, its links and the record of turn e-mails sent to it. */
  async remove(accountId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM account_emails WHERE account_id = $1', [accountId]);
      await tx.query('DELETE FROM email_tokens WHERE account_id = $1', [accountId]);
      await tx.query('DELETE FROM turn_emails_sent WHERE account_id = $1', [accountId]);
    });
  }

  /** The account of a name and its verified address, when it has both. */
  async resetTarget(
    username: string,
  ): Promise<{ accountId: string; email: string; language: MailLanguage } | undefined> {
    const [row] = await this.db.query<{ account_id: string; email: string; language: string }>(
      `SELECT a.account_id, e.email, e.language FROM accounts a JOIN account_emails e ON e.account_id = a.account_id
       WHERE a.username_key = $1 AND e.verified_at IS NOT NULL`,
      [usernameKey(username)],
    );
    return row && { accountId: row.account_id, email: row.email, language: mailLanguage(row.language) };
  }

  async addResetToken(accountId: string, email: string, token: string, expiresAt: number): Promise<void> {
    await this.db.query(
      `INSERT INTO email_tokens (token_hash, account_id, purpose, email, expires_at) VALUES ($1, $2, 'reset', $3, $4)`,
      [sha256(token), accountId, email, expiresAt],
    );
  }

  /**
   * Spends a reset link: its account when the link is live and was sent to the
   * account's verified address as it is now. Every other reset link of the account goes too.
   */
  async takeReset(token: string, now: number): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      const [spent] = await tx.query<{ account_id: string; email: string }>(
        `DELETE FROM email_tokens WHERE token_hash = $1 AND purpose = 'reset' AND expires_at > $2
         RETURNING account_id, email`,
        [sha256(token), now],
      );
      if (!spent) return undefined;
      await tx.query(`DELETE FROM email_tokens WHERE account_id = $1 AND purpose = 'reset'`, [spent.account_id]);
      const [current] = await tx.query(
        'SELECT 1 FROM account_emails WHERE account_id = $1 AND email = $2 AND verified_at IS NOT NULL',
        [spent.account_id, spent.email],
      );
      return current ? spent.account_id : undefined;
    });
  }

  /** The language of a stop link's address, or undefined when the token is none of ours. */
  async stopLanguage(token: string): Promise<MailLanguage | undefined> {
    const [row] = await this.db.query<{ language: string }>(
      'SELECT language FROM account_emails WHERE stop_token = $1',
      [token],
    );
    return row && mailLanguage(row.language);
  }

  /** Turns the turn e-mails of the stop link's account off; false for a token nobody has. */
  async stop(token: string): Promise<MailLanguage | undefined> {
    const rows = await this.db.query<{ account_id: string; language: string }>(
      'UPDATE account_emails SET turn_emails = false WHERE stop_token = $1 RETURNING account_id, language',
      [token],
    );
    if (!rows[0]) return undefined;
    await this.db.query('DELETE FROM turn_emails_sent WHERE account_id = $1', [rows[0].account_id]);
    return mailLanguage(rows[0].language);
  }

  /**
   * The stop link's token of the account's address: the same in every turn e-mail
   * to it, so any of them stops them all; a new address gets a new one.
   */
  async stopToken(accountId: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ stop_token: string }>(
      'SELECT stop_token FROM account_emails WHERE account_id = $1',
      [accountId],
    );
    return row?.stop_token;
  }

  async removeExpired(now: number): Promise<void> {
    await this.db.query('DELETE FROM email_tokens WHERE expires_at <= $1', [now]);
  }

  // Turn e-mails

  /**
   * The seats of a match held by accounts that want turn e-mails at a verified
   * address, with the hash of the credentials each was tied to.
   */
  async turnSubscribers(
    matchId: string,
  ): Promise<{ accountId: string; seat: string; credentialsHash: string; email: string; language: MailLanguage }[]> {
    const rows = await this.db.query<{
      account_id: string;
      seat: string;
      credentials_hash: string;
      email: string;
      language: string;
    }>(
      `SELECT s.account_id, s.seat, s.credentials_hash, e.email, e.language FROM account_seats s
       JOIN account_emails e ON e.account_id = s.account_id
       WHERE s.match_id = $1 AND e.turn_emails AND e.verified_at IS NOT NULL`,
      [matchId],
    );
    return rows.map((r) => ({
      accountId: r.account_id,
      seat: r.seat,
      credentialsHash: r.credentials_hash,
      email: r.email,
      language: mailLanguage(r.language),
    }));
  }

  /** Forgets the e-mails sent for seats no longer to act: their next turn gets one again. */
  async clearTurnsBut(matchId: string, acting: readonly string[]): Promise<void> {
    await this.db.query(
      `DELETE FROM turn_emails_sent WHERE match_id = $1
       AND seat NOT IN (SELECT jsonb_array_elements_text($2::jsonb))`,
      [matchId, JSON.stringify(acting)],
    );
  }

  /** Claims the one e-mail of this turn: true for the first claim only (whichever instance). */
  async claimTurn(accountId: string, matchId: string, seat: string, now: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO turn_emails_sent (account_id, match_id, seat, sent_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING seat`,
      [accountId, matchId, seat, now],
    );
    return rows.length === 1;
  }

  async unclaimTurn(accountId: string, matchId: string, seat: string): Promise<void> {
    await this.db.query('DELETE FROM turn_emails_sent WHERE account_id = $1 AND match_id = $2 AND seat = $3', [
      accountId,
      matchId,
      seat,
    ]);
  }
}
