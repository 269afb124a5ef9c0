import type Koa from 'koa';
import type { Logger } from 'pino';
import type { EmailSettings } from '../../../engine/accounts/wire';
import { checkBody, readJsonBody } from '../../hardening/body';
import type { ClientKey } from '../../hardening/limits';
import { HttpError } from '../../http/errors';
import type { SqlDriver } from '../../storage/driver';
import { hashPassword } from '../passwords';
import type { Accounts } from '../routes';
import { randomToken, sha256, usernameKey } from '../store';
import { emailBody, resetAskBody, resetBody, STOP_TOKEN, turnsBody, verifyBody } from './bodies';
import { EmailStore } from './email-store';
import type { Mailer } from './mailer';
import { type MailLanguage, resetMail, stopWords, verificationMail } from './messages';

// E-mail for accounts, only where the host configured SMTP (without it GET
// /api/account/email answers smtp: false and every POST here answers 409):
// - an address per account, unverified until the link sent to it is used;
// - a password reset by e-mail: asking answers the same 202 at once whether or not
//   the name exists or has a verified address (the lookup and the message happen
//   after the answer), and the link (30 to 60 minutes, once) sets a new password
//   and ends every session;
// - turn e-mails switched on and off here, and stopped in one click from any of
//   them (turns.ts sends them).
// Links carry their token in the fragment (`#token=`), which browsers never send,
// so it reaches no log; the page posts it here. Only the stop link has it in its
// query: a mail program's one-click POST (RFC 8058) has nothing else.

export interface MailLimits {
  /** Addresses set (each a verification e-mail) per account and per client address, per window. */
  addressesPerAccount: number;
  addressesPerIp: number;
  /** Reset requests per client address (past it: 429), per name and per recipient (past it: no e-mail, same answer). */
  resetsPerIp: number;
  resetsPerName: number;
  resetsPerRecipient: number;
}

export const DEFAULT_MAIL_LIMITS: MailLimits = {
  addressesPerAccount: 5,
  addressesPerIp: 10,
  resetsPerIp: 5,
  resetsPerName: 3,
  resetsPerRecipient: 3,
};

export const VERIFY_MS = 24 * 3_600_000;
export const RESET_MINUTES = 45;
const NO_MAIL = 'this server sends no e-mail';

export interface EmailRouteOptions {
  db: SqlDriver;
  accounts: Accounts;
  /** Undefined: the host configured no SMTP. */
  mailer: Mailer | undefined;
  client: (ctx: Koa.Context) => ClientKey;
  log: Logger;
  now?: () => number;
  limits?: Partial<MailLimits>;
}

export interface EmailRoutes {
  emails: EmailStore;
  /** Resolves once every reset request answered so far has been handled (its e-mail handed to the mailer). */
  settled(): Promise<void>;
  /** Resolves once every reset request answered so far has been handled and its e-mail sent or dropped. */
  idle(): Promise<void>;
  removeExpired(): Promise<void>;
}

interface Router {
  get(path: string, ...middleware: Koa.Middleware[]): unknown;
  post(path: string, ...middleware: Koa.Middleware[]): unknown;
}

export function emailRoutes(router: unknown, options: EmailRouteOptions): EmailRoutes {
  const r = router as Router;
  const now = options.now ?? Date.now;
  const { accounts, mailer, log } = options;
  const limits = { ...DEFAULT_MAIL_LIMITS, ...options.limits };
  const emails = new EmailStore(options.db);
  const background = new Set<Promise<void>>();

  const required = async (ctx: Koa.Context) => {
    const account = await accounts.signedIn(ctx);
    if (!account) throw new HttpError(401, 'not signed in');
    return account;
  };
  const withMail = (): Mailer => {
    if (!mailer) throw new HttpError(409, NO_MAIL);
    return mailer;
  };
  const post = (path: string, handler: (ctx: Koa.Context) => Promise<void>) =>
    r.post(path, async (ctx) => {
      accounts.guard(ctx);
      await handler(ctx);
    });
  const limited = async (key: string, max: number, what: string) => {
    const wait = await accounts.attempts.count(key, max, now());
    if (wait > 0) throw new HttpError(429, `too many ${what}: try again in ${wait} s`, { 'Retry-After': String(wait) });
  };
  const settingsOf = async (accountId: string): Promise<EmailSettings> => {
    const row = await emails.of(accountId);
    return {
      smtp: mailer !== undefined,
      email: row?.email ?? null,
      verified: row?.verified ?? false,
      turnEmails: row?.turnEmails ?? false,
    };
  };

  r.get('/api/account/email', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    // A guest learns only whether the site sends e-mail (the sign-in form's "forgot" link).
    const account = await accounts.signedIn(ctx);
    ctx.body = account
      ? await settingsOf(account.accountId)
      : { smtp: mailer !== undefined, email: null, verified: false, turnEmails: false };
  });

  post('/api/account/email', async (ctx) => {
    const account = await required(ctx);
    const m = withMail();
    const { email, language } = checkBody(emailBody, await readJsonBody(ctx));
    const current = await emails.of(account.accountId);
    if (current?.email !== email || !current.verified) {
      await limited(`mail-ip:${options.client(ctx).ip}`, limits.addressesPerIp, 'e-mail addresses');
      await limited(`mail-account:${account.accountId}`, limits.addressesPerAccount, 'e-mail addresses');
      const token = randomToken();
      await emails.setAddress(account.accountId, email, token, now() + VERIFY_MS, language ?? 'en');
      m.send(
        verificationMail(email, account.username, `${m.publicUrl}/account/verify#token=${token}`, language ?? 'en'),
        'verification',
      );
    }
    ctx.body = await settingsOf(account.accountId);
  });

  post('/api/account/email/verify', async (ctx) => {
    withMail();
    const { token } = checkBody(verifyBody, await readJsonBody(ctx));
    if (!(await emails.verify(token, now()))) throw new HttpError(400, 'this link is not valid any more');
    ctx.status = 204;
  });

  post('/api/account/email/turns', async (ctx) => {
    const account = await required(ctx);
    withMail();
    const { on, language } = checkBody(turnsBody, await readJsonBody(ctx));
    if (!(await emails.setTurnEmails(account.accountId, on, language)))
      throw new HttpError(409, 'no e-mail address set');
    ctx.body = await settingsOf(account.accountId);
  });

  post('/api/account/email/remove', async (ctx) => {
    const account = await required(ctx);
    withMail();
    await readJsonBody(ctx);
    await emails.remove(account.accountId);
    ctx.status = 204;
  });

  /** The lookup and the e-mail of a reset request, after its answer. */
  const resetAsked = async (m: Mailer, username: string) => {
    if ((await accounts.attempts.count(`reset-name:${usernameKey(username)}`, limits.resetsPerName, now())) > 0) return;
    const target = await emails.resetTarget(username);
    if (!target) return;
    if ((await accounts.attempts.count(`reset-to:${sha256(target.email)}`, limits.resetsPerRecipient, now())) > 0)
      return;
    const account = await accounts.store.byId(target.accountId);
    if (!account) return;
    const token = randomToken();
    await emails.addResetToken(target.accountId, target.email, token, now() + RESET_MINUTES * 60_000);
    m.send(
      resetMail(
        target.email,
        account.username,
        `${m.publicUrl}/account/reset#token=${token}`,
        RESET_MINUTES,
        target.language,
      ),
      'reset',
    );
  };

  post('/api/account/reset/ask', async (ctx) => {
    const m = withMail();
    const { username } = checkBody(resetAskBody, await readJsonBody(ctx));
    await limited(`reset-ip:${options.client(ctx).ip}`, limits.resetsPerIp, 'reset requests');
    const job = resetAsked(m, username)
      .catch((error: unknown) => log.error({ err: error }, 'reset request not handled'))
      .finally(() => background.delete(job));
    background.add(job);
    ctx.status = 202;
    ctx.body = { sent: 'if this account has a verified e-mail address, a link is on its way' };
  });

  post('/api/account/reset', async (ctx) => {
    withMail();
    const { token, password } = checkBody(resetBody, await readJsonBody(ctx));
    const hash = await hashPassword(password);
    const accountId = await emails.takeReset(token, now());
    if (!accountId) throw new HttpError(400, 'this link is not valid any more: ask for a new one');
    // Whoever held the old password or a session is out: every session ends.
    await accounts.store.setPassword(accountId, hash, now());
    log.info('password reset by e-mail');
    ctx.status = 204;
  });

  // The one-click stop. GET only shows a button (link checkers and previews open
  // links); POST stops. The POST has no X-Euro-Tables header to ask for: a mail
  // program sends it (RFC 8058), and the unguessable token is its authority. It
  // can only turn e-mails off.
  // Every text on it is ours (stopWords); nothing the request sent is shown.
  const stopPage = (ctx: Koa.Context, status: number, language: MailLanguage, text: 'ask' | 'stopped' | 'invalid') => {
    const words = stopWords(language);
    ctx.status = status;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${words.title}</title><p>${words[text]}</p>${text === 'ask' ? `<form method="post"><button type="submit">${words.button}</button></form>` : ''}</html>`;
  };
  const stopToken = (ctx: Koa.Context) => {
    const t = ctx.query.t;
    return typeof t === 'string' && STOP_TOKEN.test(t) ? t : undefined;
  };
  r.get('/api/email/stop', async (ctx) => {
    withMail();
    const token = stopToken(ctx);
    const language = token && (await emails.stopLanguage(token));
    if (!language) return stopPage(ctx, 404, 'en', 'invalid');
    stopPage(ctx, 200, language, 'ask');
  });
  r.post('/api/email/stop', async (ctx) => {
    withMail();
    const token = stopToken(ctx);
    const language = token && (await emails.stop(token));
    if (!language) return stopPage(ctx, 404, 'en', 'invalid');
    log.info('turn e-mails stopped by link');
    stopPage(ctx, 200, language, 'stopped');
  });

  return {
    emails,
    async settled() {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
    async idle() {
      await this.settled();
      await mailer?.idle();
    },
    removeExpired: () => emails.removeExpired(now()),
  };
}
