import type { Server } from 'boardgame.io';
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { Audience, Friends, Invites, Profile } from '../../engine/accounts/wire';
import { username as usernameRule } from '../accounts/bodies';
import type { Accounts } from '../accounts/routes';
import type { Account } from '../accounts/store';
import { checkBody, readJsonBody } from '../hardening/body';
import { paramOf } from '../hardening/lookup';
import { HttpError } from '../http/errors';
import type { SqlDriver } from '../storage/driver';
import { friendBody, inviteBody, inviteMatchBody, profileSettingsBody } from './bodies';
import { SocialStore } from './store';

// Profiles, friends, blocks and invitations to tables (issue 30), for signed-in
// players (a profile is readable by anyone). Every POST passes the account
// routes' guard (the X-Euro-Tables header and the site's origin); every fact is
// a row of the database, so each instance of a cluster honours what another
// wrote. A block is never told to the player blocked: asking a player who
// blocked you answers as any request does, and the request stays hidden from them.

export interface SocialLimits {
  /** Friend requests and invitations one account sends per window. */
  requestsPerWindow: number;
  windowMs: number;
  /** Requests an account may have waiting for an answer at once. */
  pendingRequests: number;
}

export const DEFAULT_SOCIAL_LIMITS: SocialLimits = {
  requestsPerWindow: 30,
  // The sign-in counts' window: the accounts' cleanup drops counters older than it.
  windowMs: 15 * 60_000,
  pendingRequests: 50,
};

export interface SocialOptions {
  db: SqlDriver;
  accounts: Accounts;
  log: Logger;
  /** Wall-clock milliseconds (tests move it by hand). */
  now?: () => number;
  limits?: Partial<SocialLimits>;
}

interface Router {
  get(path: string, ...middleware: Koa.Middleware[]): unknown;
  post(path: string, ...middleware: Koa.Middleware[]): unknown;
}

/** What the rest of the server asks of this part. */
export interface Social {
  store: SocialStore;
  /**
   * Refuses (403) a signed-in player's seat at a table where an account seated now
   * blocked them; `metadata` is the table as read under its lock. Guests pass.
   */
  refuseBlocked(ctx: Koa.Context, matchID: string, metadata: Server.MatchData): Promise<void>;
}

const NO_SUCH_PLAYER = 'no such player';

export function socialRoutes(router: unknown, options: SocialOptions): Social {
  const r = router as Router;
  const { accounts, log } = options;
  const now = options.now ?? Date.now;
  const limits = { ...DEFAULT_SOCIAL_LIMITS, ...options.limits };
  const store = new SocialStore(options.db);

  const required = async (ctx: Koa.Context): Promise<Account> => {
    const account = await accounts.signedIn(ctx);
    if (!account) throw new HttpError(401, 'not signed in');
    return account;
  };
  const post = (path: string, handler: (ctx: Koa.Context, me: Account) => Promise<void>) =>
    r.post(path, async (ctx) => {
      accounts.guard(ctx);
      const me = await required(ctx);
      await handler(ctx, me);
    });
  const get = (path: string, handler: (ctx: Koa.Context) => Promise<void>) =>
    r.get(path, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      await handler(ctx);
    });
  /** The account a body or a path names; unknown or malformed names answer alike. */
  const other = async (username: string): Promise<Account> => {
    const account = usernameRule.safeParse(username).success ? await accounts.store.byUsername(username) : undefined;
    if (!account) throw new HttpError(404, NO_SUCH_PLAYER);
    return account;
  };
  /** Counts a request the account sends to another player. */
  const countRequest = async (me: Account) => {
    const wait = await store.count(`social:${me.accountId}`, now(), limits.windowMs, limits.requestsPerWindow);
    if (wait > 0)
      throw new HttpError(429, `too many requests to other players: try again in ${wait} s`, {
        'Retry-After': String(wait),
      });
  };

  get('/api/profiles/:username', async (ctx) => {
    const owner = await other(paramOf(ctx, 'username'));
    const asker = await accounts.signedIn(ctx);
    const own = asker?.accountId === owner.accountId;
    const relation = asker && !own ? await store.relation(asker.accountId, owner.accountId) : undefined;
    const friends = relation?.friends === true;
    const settings = await store.settings(owner.accountId);
    const shows = (audience: Audience) => own || audience === 'everyone' || (audience === 'friends' && friends);
    const shown = <T>(audience: Audience, read: () => Promise<T>) => (shows(audience) ? read() : null);
    // The parts are read side by side: on PostgreSQL each takes a connection of its own.
    const [games, recent, finishing, tables] = await Promise.all([
      shown(settings.stats, () => store.games(owner.accountId)),
      shown(settings.games, () => store.recent(owner.accountId)),
      shown(settings.games, () => store.finishing(owner.accountId)),
      // A table kept off the public list shows only to its player and their friends.
      shown(settings.tables, () => store.tablesOf(owner.accountId, own || friends)),
    ]);
    const profile: Profile = {
      username: owner.username,
      memberSince: owner.createdAt,
      own,
      friend: friends ? 'friends' : relation?.asked ? 'asked' : relation?.asking ? 'asking' : 'none',
      blocked: relation?.blocked === true,
      games,
      recent,
      finishing,
      tables,
      ...(own ? { settings } : {}),
    };
    ctx.body = profile;
  });

  post('/api/account/profile-settings', async (ctx, me) => {
    const settings = checkBody(profileSettingsBody, await readJsonBody(ctx));
    await store.setSettings(me.accountId, settings);
    ctx.status = 204;
  });

  // Friends

  get('/api/friends', async (ctx) => {
    const me = await required(ctx);
    const answer: Friends = {
      ...(await store.friendsOf(me.accountId)),
      tables: await store.friendsTables(me.accountId),
    };
    ctx.body = answer;
  });

  /** A friend route's other player: never the asker. */
  const friendOf = async (ctx: Koa.Context, me: Account): Promise<Account> => {
    const { username } = checkBody(friendBody, await readJsonBody(ctx));
    const them = await other(username);
    if (them.accountId === me.accountId) throw new HttpError(400, 'this is your own account');
    return them;
  };

  post('/api/friends/ask', async (ctx, me) => {
    const them = await friendOf(ctx, me);
    const relation = await store.relation(me.accountId, them.accountId);
    ctx.status = 204;
    if (relation.friends || relation.asked) return;
    if (relation.blocked) throw new HttpError(409, 'you blocked this player: unblock them first');
    if (relation.asking) {
      await store.accept(me.accountId, them.accountId, now());
      return;
    }
    // Counted the same whether or not the other blocked the asker: the answer tells nothing.
    await countRequest(me);
    if ((await store.pendingAsked(me.accountId)) >= limits.pendingRequests)
      throw new HttpError(409, `too many requests waiting for an answer (at most ${limits.pendingRequests})`);
    await store.ask(me.accountId, them.accountId, now());
    if (!relation.blockedBy) await store.befriendIfMutual(me.accountId, them.accountId, now());
  });

  post('/api/friends/accept', async (ctx, me) => {
    const them = await friendOf(ctx, me);
    if (!(await store.accept(me.accountId, them.accountId, now())))
      throw new HttpError(409, 'this player has not asked you');
    ctx.status = 204;
  });

  post('/api/friends/decline', async (ctx, me) => {
    await store.decline(me.accountId, (await friendOf(ctx, me)).accountId);
    ctx.status = 204;
  });

  post('/api/friends/remove', async (ctx, me) => {
    await store.remove(me.accountId, (await friendOf(ctx, me)).accountId);
    ctx.status = 204;
  });

  post('/api/friends/block', async (ctx, me) => {
    await store.block(me.accountId, (await friendOf(ctx, me)).accountId, now());
    log.info('player blocked');
    ctx.status = 204;
  });

  post('/api/friends/unblock', async (ctx, me) => {
    await store.unblock(me.accountId, (await friendOf(ctx, me)).accountId);
    ctx.status = 204;
  });

  // Invitations

  get('/api/invites', async (ctx) => {
    const me = await required(ctx);
    const answer: Invites = { invites: await store.invitesOf(me.accountId) };
    ctx.body = answer;
  });

  post('/api/invites', async (ctx, me) => {
    const { matchID, username } = checkBody(inviteBody, await readJsonBody(ctx));
    const them = await other(username);
    await countRequest(me);
    // One answer for a table that does not exist, is over, or where the asker has no seat.
    if (!(await store.holdsSeat(me.accountId, matchID)))
      throw new HttpError(403, 'you hold no seat at an unfinished table with this id');
    // Blocking ends a friendship: a friend has blocked nobody of the two.
    const relation = await store.relation(me.accountId, them.accountId);
    if (!relation.friends || relation.blocked || relation.blockedBy)
      throw new HttpError(403, 'only a friend may be invited');
    await store.invite(matchID, me.accountId, them.accountId, now());
    ctx.status = 204;
  });

  post('/api/invites/seen', async (ctx, me) => {
    const { matchID } = checkBody(inviteMatchBody, await readJsonBody(ctx));
    if (!(await store.markSeen(me.accountId, matchID, now()))) throw new HttpError(404, 'no such invitation');
    ctx.status = 204;
  });

  post('/api/invites/dismiss', async (ctx, me) => {
    const { matchID } = checkBody(inviteMatchBody, await readJsonBody(ctx));
    if (!(await store.dismiss(me.accountId, matchID))) throw new HttpError(404, 'no such invitation');
    ctx.status = 204;
  });

  return {
    store,
    async refuseBlocked(ctx, matchID, metadata) {
      const joining = await accounts.signedIn(ctx);
      if (joining && (await store.blockedAtTable(joining.accountId, matchID, metadata)))
        throw new HttpError(403, 'you cannot join this table');
    },
  };
}
