import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Game, Server, StorageAPI } from 'boardgame.io';
import type Koa from 'koa';
import { botLevelOf } from '../bots/driver';
import { badRequest, HttpError } from '../http/errors';
import type { MatchLocks } from '../storage/match-lock';
import { checkBody, readJsonBody, type Body } from './body';
import type { ClientKey, ClientLimits, OpenTables } from './limits';
import {
  checkListQuery,
  checkSetupData,
  joinBody,
  leaveBody,
  lobbyBodies,
  playAgainBody,
  updateBody,
} from './lobby-bodies';
import { authenticatedSeat, gameOf, matchOf, paramOf, seatIn } from './lookup';
import { isOver, isStarted, joinableSeats, leaveStarted, mayJoin, noteJoined } from '../leaving/leaving';

// The Lobby API as boardgame.io 0.50.2 implements it trusts its bodies: a seat ID
// of "__proto__" is looked up on the players object's prototype, names of any
// type and size are stored and served to every visitor, a rematch is created for
// an unfinished match with any player count, and the 403 answer echoes the
// credentials it refused. Here every Lobby route gets its body read (small, JSON
// only), checked whole against its schema (lobby-bodies.ts) and its match and
// seat looked up as the table's own, before boardgame.io's handler runs;
// boardgame.io's own body parser is left out.

export interface LobbyGuardOptions {
  games: ReadonlyMap<string, Game>;
  /** The Lobby API's storage. */
  store: StorageAPI.Async;
  limits: ClientLimits;
  openTables: OpenTables;
  client: (ctx: Koa.Context) => ClientKey;
  /** How long a seat must have been offline before the others may give it away (the match answer tells the page). */
  seatWaitMs: number;
  /** Unfinished tables with nobody connected and no change for this long leave the public list. */
  abandonedAfterMs: number;
  /** Shared with the socket side: one metadata read-change-write per match at a time. */
  locks: MatchLocks;
  /** Tells every page at the table that its seats changed (a `matchData` broadcast). */
  announce?: (matchID: string, metadata: Server.MatchData) => void;
  /** The time seat events are logged at. */
  now?: () => number;
  /** A table's creator was seated with these credentials (a signed-in creator's seat is their account's). */
  seatTaken?: (ctx: Koa.Context, matchID: string, seat: string, credentials: string) => Promise<void>;
  /** Before a seat of a finished table is left (boardgame.io empties it, or removes the table): its result is recorded first. */
  beforeLeavingOver?: (matchID: string) => Promise<void>;
  /** May this request create a table with these options, or take a seat at this one? Throws an HttpError if not (a rated table's rules). */
  mayTakeSeat?: (
    ctx: Koa.Context,
    table: { setupData: unknown; numPlayers?: number; matchID?: string; metadata?: Server.MatchData },
  ) => Promise<void>;
  /** Throws to refuse a join (a player blocked by someone seated, social/); `metadata` as read under the lock. */
  joining?: (ctx: Koa.Context, matchID: string, metadata: Server.MatchData) => Promise<void>;
}

type Route = 'list' | 'match' | 'create' | 'join' | 'leave' | 'update' | 'playAgain';

interface Checked {
  game: Game;
  body: Body;
  metadata?: Server.MatchData;
  /** The creator's seat, for a table created with one. */
  seat?: CreatorSeat;
}

/** The seat a table's creator takes in the request that creates it. */
interface CreatorSeat {
  id: number;
  name: string;
  credentials: string;
  data: Body;
  /** Set once the seat is in the metadata being stored. */
  taken?: true;
}

const creating = new AsyncLocalStorage<CreatorSeat>();

/**
 * Seats the creator in a table's initial metadata when the create request asked
 * for it (`seat` in its body): the match is stored with the seat taken, so no join
 * can come between creating a table and sitting at it. The creator is the host.
 * Called by the Lobby store's createMatch (app.ts) with the metadata it stores.
 */
export function seatTheCreator(metadata: Server.MatchData): void {
  const seat = creating.getStore();
  if (!seat || !Object.hasOwn(metadata.players, String(seat.id))) return;
  metadata.players[seat.id] = { id: seat.id, name: seat.name, credentials: seat.credentials, data: seat.data };
  seat.taken = true;
}

function throwLimited(retryAfter: number, what: string): never {
  throw new HttpError(429, `too many ${what}: try again in ${retryAfter} s`, { 'Retry-After': String(retryAfter) });
}

/** The body boardgame.io's handler gets for a route, checked against the table. */
async function checkRoute(
  route: Route,
  ctx: Koa.Context,
  store: StorageAPI.Async,
  game: Game,
  sent: Body | undefined,
): Promise<Checked> {
  if (route === 'list') {
    checkListQuery(ctx.query);
    return { game, body: {} };
  }
  if (route === 'match') return { game, body: {}, metadata: (await matchOf(ctx, game, store)).metadata };

  const body = sent ?? (await readJsonBody(ctx));
  switch (route) {
    case 'create': {
      const { numPlayers, setupData, unlisted, seat } = checkBody(lobbyBodies(game).create, body);
      const out: Body = { numPlayers };
      if (setupData !== undefined) out.setupData = checkSetupData(game, setupData, numPlayers);
      if (unlisted !== undefined) out.unlisted = unlisted;
      if (!seat) return { game, body: out };
      const id = Number(seat.playerID ?? '0');
      // The new table's seats are "0" to numPlayers - 1, written as boardgame.io writes them.
      if (!Number.isInteger(id) || id < 0 || id >= numPlayers || String(id) !== (seat.playerID ?? '0'))
        throw badRequest("seat.playerID must be one of the new table's seats");
      return {
        game,
        body: out,
        // Credentials as boardgame.io's join makes them: random, given to this seat only.
        seat: {
          id,
          name: seat.playerName,
          credentials: randomBytes(16).toString('base64url'),
          data: { ...seat.data, host: true },
        },
      };
    }
    case 'join': {
      const { playerID: seat, playerName, data = {} } = checkBody(joinBody, body);
      const { metadata } = await matchOf(ctx, game, store);
      let chosen = seat;
      if (seat !== undefined) {
        if (seatIn(metadata, seat).name) throw new HttpError(409, 'this seat is taken');
        // A started table takes newcomers only in a seat its players opened.
        if (!mayJoin(metadata, seat)) throw new HttpError(409, 'this seat is not open: the game has started');
      } else {
        chosen = joinableSeats(metadata)[0];
        if (chosen === undefined) throw new HttpError(409, 'this table is full');
      }
      // The first person at a table is its host: they may seat bots while it waits.
      // Always a new object: boardgame.io keeps an open seat's old data otherwise.
      const host = !Object.values(metadata.players).some((p) => p.name && !botLevelOf(p));
      return { game, body: { playerID: chosen, playerName, data: host ? { ...data, host: true } : data }, metadata };
    }
    case 'leave': {
      const { playerID: seat, credentials } = checkBody(leaveBody, body);
      const { metadata } = await matchOf(ctx, game, store);
      authenticatedSeat(metadata, seat, credentials);
      return { game, body: { playerID: seat, credentials }, metadata };
    }
    case 'update': {
      const { playerID: seat, credentials, newName, data: sentData } = checkBody(updateBody, body);
      let data = sentData;
      const { metadata } = await matchOf(ctx, game, store);
      // boardgame.io replaces the data: what the server set stays.
      const kept = authenticatedSeat(metadata, seat, credentials).data as Body | undefined;
      if (data && kept?.host === true) data = { ...data, host: true };
      // A bot standing in stays until its player takes the seat back (/reclaim).
      if (data && kept?.standIn === true) data = { ...data, bot: kept.bot, standIn: true };
      return { game, body: { playerID: seat, credentials, newName, data }, metadata };
    }
    case 'playAgain': {
      const { playerID: seat, credentials, ...options } = checkBody(playAgainBody, body);
      const { metadata } = await matchOf(ctx, game, store);
      authenticatedSeat(metadata, seat, credentials);
      if (metadata.gameover === undefined || metadata.gameover === null) {
        throw new HttpError(409, 'the match is not over: there is no rematch yet');
      }
      const checked = checkBody(lobbyBodies(game).rematch, options);
      const numPlayers = checked.numPlayers ?? Object.keys(metadata.players).length;
      const out: Body = { playerID: seat, credentials, numPlayers };
      if (checked.setupData !== undefined) out.setupData = checkSetupData(game, checked.setupData, numPlayers);
      else if (metadata.setupData !== undefined) out.setupData = metadata.setupData;
      if (checked.unlisted !== undefined) out.unlisted = checked.unlisted;
      return { game, body: out, metadata };
    }
  }
}

/** The checks of one route, run before boardgame.io's handler; `body` replaces the parsed body. */
function routeGuard(route: Route, options: LobbyGuardOptions): Koa.Middleware {
  const { games, store, limits, openTables } = options;

  const now = options.now ?? Date.now;
  const guarded = async (ctx: Koa.Context, next: Koa.Next, sent?: Body): Promise<void> => {
    const { body, metadata, seat } = await checkRoute(route, ctx, store, gameOf(ctx, games), sent);
    const client = options.client(ctx);
    (ctx.request as { body?: unknown }).body = body;
    if (route === 'create')
      await options.mayTakeSeat?.(ctx, { setupData: body.setupData, numPlayers: Number(body.numPlayers) });
    if (route === 'join' && metadata)
      await options.mayTakeSeat?.(ctx, { setupData: metadata.setupData, matchID: paramOf(ctx, 'id'), metadata });

    // Who sat where must be known to the result before a seat of a finished table empties.
    if (route === 'leave' && metadata && isOver(metadata)) await options.beforeLeavingOver?.(paramOf(ctx, 'id'));
    if (route === 'join' && metadata) await options.joining?.(ctx, paramOf(ctx, 'id'), metadata);

    // Leaving a started game frees no seat: the server's bot plays it from now on
    // (leaving/leaving.ts), so the others play on. boardgame.io's handler is not run.
    if (route === 'leave' && metadata && isStarted(metadata) && !isOver(metadata)) {
      const matchID = paramOf(ctx, 'id');
      const outcome = leaveStarted(metadata, String(body.playerID), now());
      metadata.updatedAt = Date.now();
      await store.setMetadata(matchID, metadata);
      options.announce?.(matchID, metadata);
      ctx.body = { outcome };
      return;
    }

    if (route === 'create') {
      const refused = limits.tables.take(client);
      if (refused) throwLimited(refused.retryAfter, 'tables created');
      const place = openTables.reserve(client);
      if (!place) {
        throw new HttpError(
          403,
          `too many unfinished tables: finish or leave one first (at most ${limits.limits.openTables} per browser)`,
        );
      }
      try {
        await (seat ? creating.run(seat, next) : next());
      } finally {
        const created = matchIDIn(ctx.body, 'matchID');
        if (ctx.status === 200 && created) place.commit(created);
        else place.release();
      }
      if (seat && ctx.status === 200) {
        // Never hand out credentials for a seat that was not stored with them.
        if (!seat.taken) throw new Error('the creator was not seated in the table created');
        const matchID = matchIDIn(ctx.body, 'matchID');
        if (matchID) await options.seatTaken?.(ctx, matchID, String(seat.id), seat.credentials);
        ctx.body = {
          matchID: matchIDIn(ctx.body, 'matchID'),
          playerID: String(seat.id),
          playerCredentials: seat.credentials,
        };
      }
      return;
    }
    await next();
    if (route === 'join' && ctx.status === 200 && metadata && isStarted(metadata)) {
      // A newcomer took a seat opened during the game: the log says so to everyone.
      const matchID = paramOf(ctx, 'id');
      const { metadata: joined } = await store.fetch(matchID, { metadata: true });
      if (joined) {
        noteJoined(joined, String(body.playerID), now());
        await store.setMetadata(matchID, joined);
        options.announce?.(matchID, joined);
      }
    }
    if (route === 'list' && ctx.status === 200) hideAbandoned(ctx, options.abandonedAfterMs);
    // The page counts an absent player's waiting period down from this.
    if (route === 'match' && ctx.status === 200 && ctx.body && typeof ctx.body === 'object') {
      ctx.body = { ...(ctx.body as Body), seatWaitSeconds: Math.round(options.seatWaitMs / 1000) };
    }
    if (route === 'playAgain' && ctx.status === 200) {
      const rematch = matchIDIn(ctx.body, 'nextMatchID');
      if (rematch && rematch !== metadata?.nextMatchID) openTables.add(rematch, client);
    }
  };
  if (route === 'list' || route === 'match' || route === 'create') return guarded;
  // The body is read before the match is held: a client sending it slowly must
  // not hold up the match's moves and connection marks, which wait for it too.
  return async (ctx, next) => {
    const sent = await readJsonBody(ctx);
    return options.locks.run(paramOf(ctx, 'id'), () => guarded(ctx, next, sent));
  };
}

/**
 * An unfinished table where no seated player (person or bot) is connected and
 * nothing has changed for a while is abandoned: it leaves the public list. Its
 * link still works, and it is removed after MATCH_TTL_DAYS like any idle match.
 */
function hideAbandoned(ctx: Koa.Context, abandonedAfterMs: number): void {
  const body = ctx.body as { matches?: LobbyMatch[] } | undefined;
  if (!body || !Array.isArray(body.matches)) return;
  const now = Date.now();
  // A list shows who sits where, not each table's seat history (its own page reads that).
  for (const m of body.matches) {
    delete m.seatLog;
    delete m.votes;
  }
  body.matches = body.matches.filter(
    (m) =>
      (m.gameover !== undefined && m.gameover !== null) ||
      m.players.some((p) => p.name && p.isConnected) ||
      now - (m.updatedAt ?? 0) < abandonedAfterMs,
  );
}

interface LobbyMatch {
  gameover?: unknown;
  seatLog?: unknown;
  votes?: unknown;
  updatedAt?: number;
  players: { name?: string; isConnected?: boolean }[];
}

function matchIDIn(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** The parts of @koa/router this module uses. */
interface RegisteringRouter {
  get(path: string, ...middleware: Koa.Middleware[]): unknown;
  post(path: string, ...middleware: Koa.Middleware[]): unknown;
}

const POST_ROUTES: Record<string, Route | null> = {
  '/games/:name/create': 'create',
  '/games/:name/:id/join': 'join',
  '/games/:name/:id/leave': 'leave',
  '/games/:name/:id/update': 'update',
  '/games/:name/:id/playAgain': 'playAgain',
  // Deprecated in boardgame.io (it logs a warning on each call); /update does the same.
  '/games/:name/:id/rename': null,
};

const GET_ROUTES: Record<string, Route | null> = {
  '/games': null,
  '/games/:name': 'list',
  '/games/:name/:id': 'match',
};

const gone: Koa.Middleware = () => {
  throw new HttpError(404, 'not found');
};

/**
 * Puts the guards in front of boardgame.io's Lobby routes as boardgame.io registers
 * them (it does so in `run()`), replacing its body parser. A route this module
 * does not know makes the server refuse to start: a boardgame.io upgrade must be
 * looked at, not let through unchecked. The server's own routes (seats/routes.ts,
 * replay/, tables/) are registered before this is called.
 */
export function guardLobbyRoutes(router: unknown, options: LobbyGuardOptions): void {
  const r = router as RegisteringRouter;
  const post = r.post.bind(r);
  const get = r.get.bind(r);
  r.post = (path, ...middleware) => {
    if (!Object.hasOwn(POST_ROUTES, path) || middleware.length !== 2) {
      throw new Error(`unexpected Lobby route POST ${path}: check src/server/hardening/lobby.ts against boardgame.io`);
    }
    const route = POST_ROUTES[path];
    // middleware[0] is boardgame.io's koa-body: our guard reads the body instead.
    return route === null ? post(path, gone) : post(path, routeGuard(route, options), middleware[1]);
  };
  r.get = (path, ...middleware) => {
    if (!Object.hasOwn(GET_ROUTES, path)) {
      throw new Error(`unexpected Lobby route GET ${path}: check src/server/hardening/lobby.ts against boardgame.io`);
    }
    const route = GET_ROUTES[path];
    return route === null ? get(path, ...middleware) : get(path, routeGuard(route, options), ...middleware);
  };
}
