import type Koa from 'koa';
import type { Logger } from 'pino';
import { checkBody, readJsonBody } from '../hardening/body';
import type { ClientKey } from '../hardening/limits';
import type { OriginPolicy } from '../hardening/origins';
import { HttpError } from '../http/errors';
import type { Queryable, SqlDriver } from '../storage/driver';
import { DEFAULT_ATTEMPT_LIMITS, SignInAttempts, type AttemptLimits } from './attempts';
import {
  authenticationBody,
  changePasswordBody,
  claimSeatsBody,
  deleteBody,
  emptyBody,
  recoverBody,
  registerOptionsBody,
  registrationBody,
  removePasskeyBody,
  signInBody,
  signUpBody,
} from './bodies';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type RelyingParty,
} from './passkeys';
import { checkNoPassword, checkPassword, hashPassword } from './passwords';
import { newRecoveryCodes } from './recovery';
import { AccountSeats, newCredentials, type SeatAccess } from './seats';
import { type Account, AccountStore, randomToken, UsernameTaken, usernameKey } from './store';

// The account routes, under /api/account (the page /account is the client's). Every state-changing one is refused unless
// the request carries the header X-Euro-Tables (a cross-site form cannot send one,
// and a cross-site script cannot without a CORS preflight, which this server
// refuses) and, when the browser names its page's origin, that origin is the
// site's own or an allowed one. Sessions are a random token in an HttpOnly,
// SameSite=Lax cookie (Secure behind TLS), kept hashed in the database; signing
// in always opens a new session (the token a browser came with, perhaps planted,
// is closed), and signing out everywhere closes every session of the account.

export const SESSION_COOKIE = 'et_session';
const CEREMONY_COOKIE = 'et_passkey';
export const CSRF_HEADER = 'X-Euro-Tables';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SESSION_DAYS = 30;
const CEREMONY_MS = 5 * 60_000;
const WRONG = 'wrong username or password';

export interface AccountOptions {
  db: SqlDriver;
  seats: Omit<SeatAccess, 'db'>;
  origins: OriginPolicy;
  client: (ctx: Koa.Context) => ClientKey;
  log: Logger;
  /** Wall-clock milliseconds (tests move it by hand). */
  now?: () => number;
  attempts?: Partial<AttemptLimits>;
}

interface Router {
  get(path: string, ...middleware: Koa.Middleware[]): unknown;
  post(path: string, ...middleware: Koa.Middleware[]): unknown;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return undefined;
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean, path = '/'): string {
  return `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The account services the rest of the server uses: who is signed in, and their seats. */
export interface Accounts {
  store: AccountStore;
  seats: AccountSeats;
  /** The signed-in account of a request, or undefined (a guest). */
  signedIn(ctx: Koa.Context): Promise<Account | undefined>;
  /** boardgame.io's generateCredentials: a seat taken while signed in is the account's. */
  generateCredentials(ctx: Koa.Context): Promise<string>;
  /** A seat a request took with these credentials (a table's creator): the account's when signed in. */
  seatTaken(ctx: Koa.Context, matchID: string, seat: string, credentials: string): Promise<void>;
  /** Removes expired sessions, ceremonies and stale sign-in counts. */
  removeExpired(): Promise<void>;
  /** Refuses (403) a state-changing request not from the site: every POST of a signed-in player's routes. */
  guard(ctx: Koa.Context): void;
  /** The counts behind the sign-in and sign-up limits, shared with other routes' limits. */
  attempts: SignInAttempts;
}

export function accountRoutes(router: unknown, options: AccountOptions): Accounts {
  const r = router as Router;
  const now = options.now ?? Date.now;
  const store = new AccountStore(options.db);
  const attempts = new SignInAttempts(options.db, { ...DEFAULT_ATTEMPT_LIMITS, ...options.attempts });
  const seats = new AccountSeats(store, { ...options.seats, db: options.db });
  const log = options.log;

  const sessionToken = (ctx: Koa.Context) => cookieValue(ctx.get('Cookie'), SESSION_COOKIE);
  const signedIn = async (ctx: Koa.Context): Promise<Account | undefined> => {
    const state = ctx.state as { account?: Account | null };
    if (state.account !== undefined) return state.account ?? undefined;
    const token = sessionToken(ctx);
    const account = token ? await store.session(token, now()) : undefined;
    state.account = account ?? null;
    return account;
  };
  const required = async (ctx: Koa.Context): Promise<Account> => {
    const account = await signedIn(ctx);
    if (!account) throw new HttpError(401, 'not signed in');
    return account;
  };

  /** Opens a new session for the account, closing the one the browser came with. */
  const startSession = async (ctx: Koa.Context, account: Account) => {
    const old = sessionToken(ctx);
    if (old) await store.closeSession(old);
    const token = await store.openSession(account.accountId, now(), SESSION_DAYS * 86_400_000);
    ctx.append('Set-Cookie', cookie(SESSION_COOKIE, token, SESSION_DAYS * 86_400, ctx.secure));
    (ctx.state as { account?: Account | null }).account = account;
  };
  const endSession = (ctx: Koa.Context) => {
    ctx.append('Set-Cookie', cookie(SESSION_COOKIE, '', 0, ctx.secure));
    (ctx.state as { account?: Account | null }).account = null;
  };

  /** CSRF: the custom header, and the page's origin when the browser names one. */
  const guard = (ctx: Koa.Context) => {
    if (
      ctx.get(CSRF_HEADER) !== '1' ||
      !options.origins.allows(ctx.get('Origin') || undefined, ctx.get('Host') || undefined)
    ) {
      log.warn({ origin: ctx.get('Origin'), path: ctx.path }, 'account request refused: not from the site');
      throw new HttpError(403, 'request not from the site');
    }
  };
  const post = (path: string, handler: (ctx: Koa.Context) => Promise<void>) =>
    r.post(path, async (ctx) => {
      guard(ctx);
      await handler(ctx);
    });
  const get = (path: string, handler: (ctx: Koa.Context) => Promise<void>) =>
    r.get(path, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      await handler(ctx);
    });

  const tooMany = (seconds: number) =>
    new HttpError(429, `too many failed sign-ins: try again in ${seconds} s`, { 'Retry-After': String(seconds) });

  /**
   * A sign-in by name and secret: refused while the address or the name waits,
   * then `check` (which takes as long for a name nobody has); a failure counts
   * against both, and every failure answers the same.
   */
  const signInWith = async (
    ctx: Koa.Context,
    username: string,
    check: (account: Account | undefined) => Promise<boolean>,
  ): Promise<Account> => {
    const address = options.client(ctx).ip;
    const key = usernameKey(username);
    const wait = await attempts.retryAfter(address, key, now());
    if (wait > 0) throw tooMany(wait);
    const account = await store.byUsername(username);
    if (!(await check(account)) || !account) {
      await attempts.failed(address, key, now());
      throw new HttpError(401, WRONG);
    }
    await attempts.succeeded(key);
    return account;
  };

  const publicAccount = async (account: Account) => ({
    username: account.username,
    createdAt: account.createdAt,
    password: (await store.passwordHash(account.accountId)) !== undefined,
    passkeys: (await store.passkeysOf(account.accountId)).map((p) => ({
      id: p.credentialId,
      createdAt: p.createdAt,
      lastUsedAt: p.lastUsedAt,
    })),
    recoveryCodesLeft: await store.recoveryCodesLeft(account.accountId),
  });

  get('/api/account', async (ctx) => {
    const account = await signedIn(ctx);
    ctx.body = { account: account ? await publicAccount(account) : null };
  });

  /** Refuses a new account beyond the address's share. */
  const countSignUp = async (ctx: Koa.Context) => {
    const wait = await attempts.signUp(options.client(ctx).ip, now());
    if (wait > 0)
      throw new HttpError(429, `too many accounts made: try again in ${wait} s`, { 'Retry-After': String(wait) });
  };

  /**
   * A new account with its first way to sign in and its recovery codes, in one
   * transaction; then signed in, and the codes shown once.
   */
  const createAccount = async (
    ctx: Koa.Context,
    accountId: string,
    username: string,
    addCredential: (tx: Queryable) => Promise<void>,
  ) => {
    const codes = newRecoveryCodes();
    let account: Account;
    try {
      account = await store.create({ accountId, username, now: now() }, async (tx) => {
        await addCredential(tx);
        await AccountStore.replaceRecoveryCodes(tx, accountId, codes);
      });
    } catch (error) {
      if (error instanceof UsernameTaken) throw new HttpError(409, 'this username is taken');
      throw error;
    }
    await startSession(ctx, account);
    log.info('account created');
    ctx.status = 201;
    ctx.body = { username: account.username, recoveryCodes: codes };
  };

  post('/api/account/sign-up', async (ctx) => {
    const { username, password } = checkBody(signUpBody, await readJsonBody(ctx));
    await countSignUp(ctx);
    const hash = await hashPassword(password);
    const accountId = randomToken(16);
    await createAccount(ctx, accountId, username, (tx) => AccountStore.insertPassword(tx, accountId, hash, now()));
  });

  post('/api/account/sign-in', async (ctx) => {
    const { username, password } = checkBody(signInBody, await readJsonBody(ctx));
    // The same queries and one argon2 check whether or not the name exists.
    const account = await signInWith(ctx, username, async (found) => {
      const hash = await store.passwordHash(found?.accountId ?? '');
      return hash ? checkPassword(hash, password) : checkNoPassword(password);
    });
    await startSession(ctx, account);
    ctx.body = { username: account.username };
  });

  post('/api/account/recover', async (ctx) => {
    const { username, code, newPassword } = checkBody(recoverBody, await readJsonBody(ctx));
    const hash = await hashPassword(newPassword);
    const account = await signInWith(ctx, username, (found) =>
      store.useRecoveryCode(found?.accountId ?? '', code, now()),
    );
    // A recovered account is one whose password or device someone else may hold: every session ends.
    await store.setPassword(account.accountId, hash, now());
    await startSession(ctx, account);
    ctx.body = { username: account.username, recoveryCodesLeft: await store.recoveryCodesLeft(account.accountId) };
  });

  post('/api/account/sign-out', async (ctx) => {
    const token = sessionToken(ctx);
    if (token) await store.closeSession(token);
    endSession(ctx);
    ctx.status = 204;
  });

  post('/api/account/sign-out-everywhere', async (ctx) => {
    const account = await required(ctx);
    await store.closeAllSessions(account.accountId);
    endSession(ctx);
    ctx.status = 204;
  });

  post('/api/account/password', async (ctx) => {
    const account = await required(ctx);
    const { currentPassword, newPassword } = checkBody(changePasswordBody, await readJsonBody(ctx));
    const stored = await store.passwordHash(account.accountId);
    if (stored && !(currentPassword !== undefined && (await checkPassword(stored, currentPassword))))
      throw new HttpError(403, 'wrong password');
    await store.setPassword(account.accountId, await hashPassword(newPassword), now(), sessionToken(ctx));
    ctx.status = 204;
  });

  post('/api/account/recovery-codes', async (ctx) => {
    const account = await required(ctx);
    checkBody(emptyBody, await readJsonBody(ctx));
    const codes = newRecoveryCodes();
    await store.replaceRecoveryCodes(account.accountId, codes);
    ctx.body = { recoveryCodes: codes };
  });

  post('/api/account/delete', async (ctx) => {
    const account = await required(ctx);
    const { confirm } = checkBody(deleteBody, await readJsonBody(ctx));
    if (usernameKey(confirm) !== usernameKey(account.username))
      throw new HttpError(400, 'confirm must be the account’s username');
    await seats.forget(account.accountId, account.username);
    await store.remove(account.accountId);
    endSession(ctx);
    log.info('account deleted');
    ctx.status = 204;
  });

  get('/api/account/tables', async (ctx) => {
    const account = await required(ctx);
    ctx.body = { tables: await seats.tables(account.accountId) };
  });

  post('/api/account/seats', async (ctx) => {
    const account = await required(ctx);
    const body = checkBody(claimSeatsBody, await readJsonBody(ctx));
    ctx.body = { claimed: await seats.claim(account.accountId, body.seats, now()) };
  });

  // Passkeys. A ceremony's challenge is kept in the database under the hash of a
  // random id the browser holds in a short-lived cookie: any instance can finish
  // it, and only once.

  const relyingParty = (ctx: Koa.Context): RelyingParty => {
    const origin = ctx.get('Origin');
    if (!origin) throw new HttpError(400, 'passkeys need the page’s origin');
    try {
      const url = new URL(origin);
      return { origin: url.origin, rpID: url.hostname };
    } catch {
      throw new HttpError(400, 'passkeys need the page’s origin');
    }
  };
  const beginCeremony = async (ctx: Koa.Context, challenge: Parameters<AccountStore['putChallenge']>[1]) => {
    const id = randomToken();
    await store.putChallenge(id, challenge, now() + CEREMONY_MS);
    ctx.append('Set-Cookie', cookie(CEREMONY_COOKIE, id, CEREMONY_MS / 1000, ctx.secure, '/api/account/passkey'));
  };
  const takeCeremony = async (ctx: Koa.Context, purpose: 'register' | 'sign-in') => {
    const id = cookieValue(ctx.get('Cookie'), CEREMONY_COOKIE);
    ctx.append('Set-Cookie', cookie(CEREMONY_COOKIE, '', 0, ctx.secure, '/api/account/passkey'));
    const ceremony = id ? await store.takeChallenge(id, now()) : undefined;
    if (!ceremony || ceremony.purpose !== purpose)
      throw new HttpError(400, 'no passkey ceremony under way: start again');
    return ceremony;
  };

  post('/api/account/passkey/register-options', async (ctx) => {
    const rp = relyingParty(ctx);
    const { username } = checkBody(registerOptionsBody, await readJsonBody(ctx));
    const account = await signedIn(ctx);
    if (account) {
      // A signed-in account adds a passkey.
      const existing = (await store.passkeysOf(account.accountId)).map((p) => p.credentialId);
      const options = await registrationOptions(
        rp,
        { id: userHandle(account.accountId), name: account.username },
        existing,
      );
      await beginCeremony(ctx, {
        challenge: options.challenge,
        purpose: 'register',
        accountId: account.accountId,
        username: null,
        userHandle: null,
      });
      ctx.body = options;
      return;
    }
    if (!username) throw new HttpError(400, 'username is required');
    // Counted first: a name taken or not, each probe costs one of the address's sign-ups.
    await countSignUp(ctx);
    if (await store.byUsername(username)) throw new HttpError(409, 'this username is taken');
    const accountId = randomToken(16);
    const options = await registrationOptions(rp, { id: userHandle(accountId), name: username }, []);
    await beginCeremony(ctx, {
      challenge: options.challenge,
      purpose: 'register',
      accountId: null,
      username,
      userHandle: accountId,
    });
    ctx.body = options;
  });

  post('/api/account/passkey/register', async (ctx) => {
    const rp = relyingParty(ctx);
    const response = checkBody(registrationBody, await readJsonBody(ctx));
    const ceremony = await takeCeremony(ctx, 'register');
    const accountId = ceremony.accountId ?? ceremony.userHandle;
    if (!accountId) throw new HttpError(400, 'no passkey ceremony under way: start again');
    const passkey = await verifyRegistration(rp, response, ceremony.challenge, accountId);
    if (!passkey) throw new HttpError(400, 'the passkey could not be verified');
    if (ceremony.accountId) {
      const account = await required(ctx);
      if (account.accountId !== ceremony.accountId)
        throw new HttpError(400, 'no passkey ceremony under way: start again');
      await store.addPasskey(passkey, now());
      ctx.status = 204;
      return;
    }
    await createAccount(ctx, accountId, ceremony.username!, (tx) => AccountStore.insertPasskey(tx, passkey, now()));
  });

  post('/api/account/passkey/remove', async (ctx) => {
    const account = await required(ctx);
    const { id } = checkBody(removePasskeyBody, await readJsonBody(ctx));
    const others = (await store.passkeysOf(account.accountId)).filter((p) => p.credentialId !== id);
    // The last way to sign in stays (a recovery code could only set a password then).
    if (others.length === 0 && !(await store.passwordHash(account.accountId)))
      throw new HttpError(409, 'keep one way to sign in: set a password first');
    if (!(await store.removePasskey(account.accountId, id))) throw new HttpError(404, 'no such passkey');
    ctx.status = 204;
  });

  post('/api/account/passkey/sign-in-options', async (ctx) => {
    const rp = relyingParty(ctx);
    checkBody(emptyBody, await readJsonBody(ctx));
    const options = await authenticationOptions(rp);
    await beginCeremony(ctx, {
      challenge: options.challenge,
      purpose: 'sign-in',
      accountId: null,
      username: null,
      userHandle: null,
    });
    ctx.body = options;
  });

  post('/api/account/passkey/sign-in', async (ctx) => {
    const rp = relyingParty(ctx);
    const response = checkBody(authenticationBody, await readJsonBody(ctx));
    const ceremony = await takeCeremony(ctx, 'sign-in');
    const passkey = await store.passkey(response.id);
    const counter = passkey ? await verifyAuthentication(rp, response, ceremony.challenge, passkey) : undefined;
    const account =
      passkey && counter !== undefined && (await store.usePasskey(passkey.credentialId, counter, now()))
        ? await store.byId(passkey.accountId)
        : undefined;
    if (!account) throw new HttpError(401, 'this passkey is not known here');
    await startSession(ctx, account);
    ctx.body = { username: account.username };
  });

  return {
    store,
    seats,
    signedIn,
    guard,
    attempts,
    async generateCredentials(ctx) {
      const credentials = newCredentials();
      const account = await signedIn(ctx);
      const matchID = (ctx as unknown as { params?: { id?: unknown } }).params?.id;
      const seat = (ctx.request as { body?: { playerID?: unknown } }).body?.playerID;
      if (account && typeof matchID === 'string' && typeof seat === 'string')
        await store.linkSeat(account.accountId, matchID, seat, credentials, now());
      return credentials;
    },
    async seatTaken(ctx, matchID, seat, credentials) {
      const account = await signedIn(ctx);
      if (account) await store.linkSeat(account.accountId, matchID, seat, credentials, now());
    },
    async removeExpired() {
      await store.removeExpired(now());
      await attempts.removeStale(now());
    },
  };
}

/** The WebAuthn user handle: the account id's bytes (random, nothing personal). */
function userHandle(accountId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(accountId, 'base64url'));
}
