import { randomBytes } from 'node:crypto';
import type { Game, Server, StorageAPI } from 'boardgame.io';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { authenticateCredentials } from './auth';
import type { ClientKey, ClientLimits, OpenTables } from './limits';
import { isPlainData, MATCH_ID } from './packets';
import { isBotLevel, type BotLevel } from '../../engine/bots/levels';
import { botLevelOf } from '../bots/driver';
import type { MatchLocks } from '../storage/match-lock';
import { clockIn } from '../clocks/clock';

// The Lobby API as boardgame.io 0.50.2 implements it trusts its bodies: a seat ID
// of "__proto__" is looked up on the players object's prototype, names of any
// type and size are stored and served to every visitor, a rematch is created for
// an unfinished match with any player count, and the 403 answer echoes the
// credentials it refused. Here every Lobby route gets its body read (small, JSON
// only), checked whole (types, lengths, known keys) and its match and seat looked
// up as the table's own, before boardgame.io's handler runs; boardgame.io's own
// body parser is left out.

const MAX_BODY_BYTES = 8 * 1024;
const MAX_NAME = 40;
const MAX_CREDENTIALS = 256;
const MAX_DATA_BYTES = 1024;
const MAX_SETUP_BYTES = 4096;

/** An answer of ours, safe to show: it never contains what the client sent. */
export class LobbyError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

// Characters a name may not contain: controls, line and paragraph separators,
// bidirectional overrides (they make a name display as another), lone surrogates,
// private use, byte order marks.
const FORBIDDEN_IN_TEXT = /[\p{Cc}\p{Cs}\p{Co}\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/**
 * A player's name as stored: NFC, runs of spaces made one, trimmed, 1 to 40
 * characters, nothing invisible or controlling. Null when it is not acceptable.
 */
export function normaliseName(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_NAME * 8) return null;
  if (FORBIDDEN_IN_TEXT.test(value)) return null;
  const name = value.normalize('NFC').replace(/\p{Zs}+/gu, ' ').trim();
  const length = [...name].length;
  return length >= 1 && length <= MAX_NAME ? name : null;
}

function hasForbiddenText(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN_IN_TEXT.test(value);
  if (Array.isArray(value)) return value.some(hasForbiddenText);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => FORBIDDEN_IN_TEXT.test(k) || hasForbiddenText(v));
  }
  return false;
}

type Body = Record<string, unknown>;

function isRecord(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

function bad(message: string): LobbyError {
  return new LobbyError(400, message);
}

function onlyKeys(body: Body, allowed: readonly string[]): void {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) throw bad(`unexpected field in the request body`);
}

function seatOf(body: Body, required: boolean): string | undefined {
  const v = body.playerID;
  if (v === undefined || v === null) {
    if (required) throw bad('playerID is required');
    return undefined;
  }
  // Whether it is one of the table's seats is checked against the table (404).
  if (typeof v !== 'string' || v.length > 16) throw bad('playerID must be a seat number as text');
  return v;
}

function credentialsOf(body: Body): string {
  const v = body.credentials;
  if (typeof v !== 'string' || v.length === 0 || v.length > MAX_CREDENTIALS) throw bad('credentials are required');
  return v;
}

function nameOf(value: unknown, field: string): string {
  const name = normaliseName(value);
  if (name === null) {
    throw bad(`${field} must be text of 1 to ${MAX_NAME} characters, without control or invisible characters`);
  }
  return name;
}

function plainObject(value: unknown, field: string, maxBytes: number): Body {
  if (!isRecord(value) || !isPlainData(value) || hasForbiddenText(value)) throw bad(`${field} must be a plain object`);
  if (Buffer.byteLength(JSON.stringify(value)) > maxBytes) throw bad(`${field} is too large`);
  return value;
}

/** Keys of a seat's data only the server sets: who plays it (a bot's level), who hosts the table, a bot standing in for its player. */
const SERVER_DATA_KEYS = ['bot', 'host', 'standIn'];

function playerData(value: unknown): Body {
  const data = plainObject(value, 'data', MAX_DATA_BYTES);
  if (SERVER_DATA_KEYS.some((key) => Object.prototype.hasOwnProperty.call(data, key))) {
    throw bad('data.bot, data.host and data.standIn are set by the server');
  }
  return data;
}

/** The name a bot seat is stored with (pages show it in their own language from its level). */
export function botSeatName(seat: string): string {
  return `Bot ${Number(seat) + 1}`;
}

function numPlayersOf(value: unknown, game: Game): number {
  const min = game.minPlayers ?? 1;
  const max = game.maxPlayers ?? 8;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw bad(`numPlayers must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function setupDataOf(value: unknown, game: Game, numPlayers: number): Body {
  const setupData = plainObject(value, 'setupData', MAX_SETUP_BYTES);
  const error = game.validateSetupData?.(setupData, numPlayers);
  if (error !== undefined) throw bad(`invalid table options: ${String(error).slice(0, 200)}`);
  return setupData;
}

function unlistedOf(value: unknown): boolean {
  if (typeof value !== 'boolean') throw bad('unlisted must be true or false');
  return value;
}

/** Reads a JSON object body of at most MAX_BODY_BYTES. */
export async function readJsonBody(ctx: Koa.Context): Promise<Body> {
  const length = Number(ctx.get('Content-Length') || 0);
  if (length > MAX_BODY_BYTES) throw new LobbyError(413, 'request body too large');
  const encoding = ctx.get('Content-Encoding');
  if (encoding && encoding !== 'identity') throw new LobbyError(415, 'compressed bodies are not accepted');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      ctx.req.destroy();
      throw new LobbyError(413, 'request body too large');
    }
    chunks.push(buffer);
  }
  if (size === 0) return {};
  if (!ctx.is('application/json')) throw new LobbyError(415, 'the body must be JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw bad('the body is not valid JSON');
  }
  if (!isRecord(parsed)) throw bad('the body must be a JSON object');
  return parsed;
}

/**
 * When each seat of a match was last seen going offline, as the server saw its
 * sockets (boardgame.io writes `isConnected` to the metadata on each connection
 * change). A seat not seen since the server started counts from the start.
 */
export class SeatPresence {
  private readonly since = new Map<string, number>();
  private readonly started: number;

  constructor(private readonly now: () => number = Date.now) {
    this.started = now();
  }

  observe(matchID: string, metadata: Server.MatchData): void {
    for (const [seat, player] of Object.entries(metadata.players)) {
      const key = `${matchID}/${seat}`;
      if (player.isConnected) this.since.delete(key);
      else if (!this.since.has(key)) this.since.set(key, this.now());
    }
  }

  /** Milliseconds the seat has been offline; 0 when it is connected. */
  offlineFor(matchID: string, seat: string, player: Server.PlayerMetadata): number {
    if (player.isConnected) return 0;
    return this.now() - (this.since.get(`${matchID}/${seat}`) ?? this.started);
  }

  forget(matchID: string, seat: string): void {
    this.since.delete(`${matchID}/${seat}`);
  }
}

export interface LobbyGuardOptions {
  games: ReadonlyMap<string, Game>;
  /** The Lobby API's storage. */
  store: StorageAPI.Async;
  limits: ClientLimits;
  openTables: OpenTables;
  client: (ctx: Koa.Context) => ClientKey;
  log: Logger;
  presence: SeatPresence;
  /** How long a seat must have been offline before the others may give it away. */
  seatWaitMs: number;
  /** Unfinished tables with nobody connected and no change for this long leave the public list. */
  abandonedAfterMs: number;
  /** Shared with the socket side: one metadata read-change-write per match at a time. */
  locks: MatchLocks;
}

/** A route parameter as @koa/router decoded it. */
function paramOf(ctx: Koa.Context, key: string): string {
  const params = (ctx as unknown as { params?: Record<string, unknown> }).params;
  const value = params?.[key];
  return typeof value === 'string' ? value : '';
}

type Route = 'list' | 'match' | 'create' | 'join' | 'leave' | 'update' | 'playAgain';

interface Checked {
  game: Game;
  body: Body;
  metadata?: Server.MatchData;
}

function throwLimited(retryAfter: number, what: string): never {
  throw new LobbyError(429, `too many ${what}: try again in ${retryAfter} s`, { 'Retry-After': String(retryAfter) });
}

/** The checks of one route, run before boardgame.io's handler; `body` replaces the parsed body. */
function routeGuard(route: Route, options: LobbyGuardOptions): Koa.Middleware {
  const { games, store, limits, openTables } = options;

  const gameOf = (ctx: Koa.Context): Game => {
    const game = games.get(paramOf(ctx, 'name'));
    if (!game) throw new LobbyError(404, 'no such game');
    return game;
  };

  const matchOf = async (ctx: Koa.Context, game: Game): Promise<Server.MatchData> => {
    const matchID = paramOf(ctx, 'id');
    if (!MATCH_ID.test(matchID)) throw new LobbyError(404, 'no such match');
    const { metadata } = await store.fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== game.name) throw new LobbyError(404, 'no such match');
    return metadata;
  };

  const ownSeat = (metadata: Server.MatchData, seat: string): Server.PlayerMetadata => {
    if (!Object.prototype.hasOwnProperty.call(metadata.players, seat)) throw new LobbyError(404, 'no such seat');
    return metadata.players[Number(seat)];
  };

  const authenticate = (metadata: Server.MatchData, seat: string, credentials: string): void => {
    // Never echo what was sent: a wrong token is as secret as a right one.
    if (!authenticateCredentials(credentials, ownSeat(metadata, seat))) throw new LobbyError(403, 'invalid credentials');
  };

  const check = async (ctx: Koa.Context, sent: Body | undefined): Promise<Checked> => {
    const game = gameOf(ctx);
    if (route === 'list') {
      const known = ['isGameover', 'updatedBefore', 'updatedAfter'];
      for (const [key, value] of Object.entries(ctx.query)) {
        if (!known.includes(key) || typeof value !== 'string' || value.length > 20) throw bad('unknown or repeated query parameter');
      }
      return { game, body: {} };
    }
    if (route === 'match') return { game, body: {}, metadata: await matchOf(ctx, game) };

    const body = sent ?? await readJsonBody(ctx);
    switch (route) {
      case 'create': {
        onlyKeys(body, ['numPlayers', 'setupData', 'unlisted']);
        const numPlayers = numPlayersOf(body.numPlayers, game);
        const out: Body = { numPlayers };
        if (body.setupData !== undefined) out.setupData = setupDataOf(body.setupData, game, numPlayers);
        if (body.unlisted !== undefined) out.unlisted = unlistedOf(body.unlisted);
        return { game, body: out };
      }
      case 'join': {
        onlyKeys(body, ['playerID', 'playerName', 'data']);
        const playerName = nameOf(body.playerName, 'playerName');
        const seat = seatOf(body, false);
        const data = body.data === undefined ? {} : playerData(body.data);
        const metadata = await matchOf(ctx, game);
        if (seat !== undefined) {
          if (ownSeat(metadata, seat).name) throw new LobbyError(409, 'this seat is taken');
        } else if (Object.values(metadata.players).every((p) => p.name)) {
          throw new LobbyError(409, 'this table is full');
        }
        // The first person at a table is its host: they may seat bots while it waits.
        // Always a new object: boardgame.io keeps an open seat's old data otherwise.
        const host = !Object.values(metadata.players).some((p) => p.name && !botLevelOf(p));
        return { game, body: { playerID: seat, playerName, data: host ? { ...data, host: true } : data }, metadata };
      }
      case 'leave': {
        onlyKeys(body, ['playerID', 'credentials']);
        const seat = seatOf(body, true)!;
        const credentials = credentialsOf(body);
        const metadata = await matchOf(ctx, game);
        authenticate(metadata, seat, credentials);
        return { game, body: { playerID: seat, credentials }, metadata };
      }
      case 'update': {
        onlyKeys(body, ['playerID', 'credentials', 'newName', 'data']);
        const seat = seatOf(body, true)!;
        const credentials = credentialsOf(body);
        if (body.newName === undefined && body.data === undefined) throw bad('newName or data is required');
        const newName = body.newName === undefined ? undefined : nameOf(body.newName, 'newName');
        let data = body.data === undefined ? undefined : playerData(body.data);
        const metadata = await matchOf(ctx, game);
        authenticate(metadata, seat, credentials);
        // boardgame.io replaces the data: what the server set stays.
        const kept = metadata.players[Number(seat)].data as Body | undefined;
        if (data && kept?.host === true) data = { ...data, host: true };
        // A bot standing in stays until its player takes the seat back (/reclaim).
        if (data && kept?.standIn === true) data = { ...data, bot: kept.bot, standIn: true };
        return { game, body: { playerID: seat, credentials, newName, data }, metadata };
      }
      case 'playAgain': {
        onlyKeys(body, ['playerID', 'credentials', 'numPlayers', 'setupData', 'unlisted']);
        const seat = seatOf(body, true)!;
        const credentials = credentialsOf(body);
        const metadata = await matchOf(ctx, game);
        authenticate(metadata, seat, credentials);
        if (metadata.gameover === undefined || metadata.gameover === null) {
          throw new LobbyError(409, 'the match is not over: there is no rematch yet');
        }
        const numPlayers = body.numPlayers === undefined
          ? Object.keys(metadata.players).length
          : numPlayersOf(body.numPlayers, game);
        const out: Body = { playerID: seat, credentials, numPlayers };
        if (body.setupData !== undefined) out.setupData = setupDataOf(body.setupData, game, numPlayers);
        else if (metadata.setupData !== undefined) out.setupData = metadata.setupData;
        if (body.unlisted !== undefined) out.unlisted = unlistedOf(body.unlisted);
        return { game, body: out, metadata };
      }
    }
  };

  const guarded = async (ctx: Koa.Context, next: Koa.Next, sent?: Body): Promise<void> => {
    const { body, metadata } = await check(ctx, sent);
    const client = options.client(ctx);
    (ctx.request as { body?: unknown }).body = body;

    if (route === 'create') {
      const refused = limits.tables.take(client);
      if (refused) throwLimited(refused.retryAfter, 'tables created');
      const place = openTables.reserve(client);
      if (!place) {
        throw new LobbyError(403, `too many unfinished tables: finish or leave one first (at most ${limits.limits.openTables} per browser)`);
      }
      try {
        await next();
      } finally {
        const created = matchIDIn(ctx.body, 'matchID');
        if (ctx.status === 200 && created) place.commit(created);
        else place.release();
      }
      return;
    }
    await next();
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
  body.matches = body.matches.filter((m) => m.gameover !== undefined && m.gameover !== null
    || m.players.some((p) => p.name && p.isConnected)
    || now - (m.updatedAt ?? 0) < abandonedAfterMs);
}

interface LobbyMatch {
  gameover?: unknown;
  updatedAt?: number;
  players: { name?: string; isConnected?: boolean }[];
}

function matchIDIn(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Our own seat routes, checked like boardgame.io's:
 * - `POST /games/:name/:id/seat {playerID, credentials}`: 204 when the server
 *   accepts the seat's credentials, 403 when it does not (a client tells a
 *   refused seat from a server that does not answer);
 * - `POST /games/:name/:id/replace {playerID, credentials, seat, by, botName?, botLevel?}`:
 *   a seated player hands the seat of a player who has been offline for the
 *   waiting period to a bot (`by: "bot"`: the server plays it from then on, and
 *   its credentials go to nobody) or opens it to anyone (`by: "open"`); the
 *   absent player's credentials stop working. Not once the match is over, not
 *   one's own seat, not a bot's seat.
 * - `POST /games/:name/:id/bots {playerID, credentials, bots: [{seat, level}]}`:
 *   the table's host (the first person seated, `data.host`) seats server-run bots
 *   on open seats while the table waits, their own seat included (they then watch).
 */
function seatRoutes(post: RegisteringRouter['post'], options: LobbyGuardOptions): void {
  const { games, store, presence, locks } = options;
  const matchOf = async (ctx: Koa.Context): Promise<{ matchID: string; metadata: Server.MatchData }> => {
    const game = games.get(paramOf(ctx, 'name'));
    if (!game) throw new LobbyError(404, 'no such game');
    const matchID = paramOf(ctx, 'id');
    if (!MATCH_ID.test(matchID)) throw new LobbyError(404, 'no such match');
    const { metadata } = await store.fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== game.name) throw new LobbyError(404, 'no such match');
    return { matchID, metadata };
  };
  const seatIn = (metadata: Server.MatchData, seat: string): Server.PlayerMetadata => {
    if (!Object.prototype.hasOwnProperty.call(metadata.players, seat)) throw new LobbyError(404, 'no such seat');
    return metadata.players[Number(seat)];
  };

  post('/games/:name/:id/seat', async (ctx) => {
    const body = await readJsonBody(ctx);
    onlyKeys(body, ['playerID', 'credentials']);
    const seat = seatOf(body, true)!;
    const credentials = credentialsOf(body);
    const { metadata } = await matchOf(ctx);
    if (!authenticateCredentials(credentials, seatIn(metadata, seat))) throw new LobbyError(403, 'invalid credentials');
    ctx.status = 204;
  });

  // The body is read before the match is held (see routeGuard).
  const held = (task: (ctx: Koa.Context, body: Body) => Promise<void>): Koa.Middleware => async (ctx) => {
    const body = await readJsonBody(ctx);
    await locks.run(paramOf(ctx, 'id'), () => task(ctx, body));
  };

  post('/games/:name/:id/replace', held(async (ctx, body) => {
    onlyKeys(body, ['playerID', 'credentials', 'seat', 'by', 'botName', 'botLevel']);
    const asker = seatOf(body, true)!;
    const credentials = credentialsOf(body);
    const target = body.seat;
    if (typeof target !== 'string' || target.length > 16) throw bad('seat must be a seat number as text');
    if (body.by !== 'bot' && body.by !== 'open') throw bad('by must be "bot" or "open"');
    const botName = body.by === 'bot' && body.botName !== undefined ? nameOf(body.botName, 'botName') : undefined;
    const botLevel = body.botLevel;
    // A seat out of time gets the table's bot level: botLevel may then be left out.
    if (body.by === 'bot' && botLevel !== undefined && !isBotLevel(botLevel)) throw bad('botLevel must be a bot level');
    if (body.by === 'open' && (body.botName !== undefined || botLevel !== undefined)) throw bad('botName and botLevel are only for a bot');
    const { matchID, metadata } = await matchOf(ctx);
    if (!authenticateCredentials(credentials, seatIn(metadata, asker))) throw new LobbyError(403, 'invalid credentials');
    const absent = seatIn(metadata, target);
    if (target === asker) throw new LobbyError(409, 'this is your own seat');
    if (metadata.gameover !== undefined && metadata.gameover !== null) throw new LobbyError(409, 'the match is over');
    if (!absent.name) throw new LobbyError(409, 'this seat is already open');
    if (botLevelOf(absent)) throw new LobbyError(409, 'a bot plays this seat');
    // A player out of time may be replaced at once, connected or not, by the bot
    // the table's creator chose; they keep their credentials and may take the
    // seat back (/reclaim).
    const clock = clockIn(metadata);
    if (body.by === 'bot' && clock?.timedOut.includes(target)) {
      if (botLevel !== undefined && botLevel !== clock.botLevel) throw bad(`this table's bot for a player out of time is ${clock.botLevel}`);
      const id = Number(target);
      metadata.players[id] = { ...absent, data: { ...(absent.data as Body | undefined), bot: clock.botLevel, standIn: true } };
      metadata.updatedAt = Date.now();
      await store.setMetadata(matchID, metadata);
      options.log.info({ matchID, seat: target, by: body.by }, 'seat handed to a bot: out of time');
      ctx.body = { playerID: target, bot: clock.botLevel };
      return;
    }
    if (body.by === 'bot' && botLevel === undefined) throw bad('botLevel must be a bot level');
    const away = presence.offlineFor(matchID, target, absent);
    if (absent.isConnected || away < options.seatWaitMs) {
      const retryAfter = Math.max(1, Math.ceil((options.seatWaitMs - away) / 1000));
      throw new LobbyError(409, absent.isConnected
        ? 'this player is connected'
        : `this player may still come back: try again in ${retryAfter} s`, { 'Retry-After': String(retryAfter) });
    }
    const id = Number(target);
    // The server plays the bot: its credentials stay in the match's metadata.
    metadata.players[id] = body.by === 'bot'
      ? botSeat(id, botLevel as BotLevel, absent, botName)
      : { id };
    metadata.updatedAt = Date.now();
    await store.setMetadata(matchID, metadata);
    presence.forget(matchID, target);
    options.log.info({ matchID, seat: target, by: body.by }, 'seat handed over');
    ctx.body = body.by === 'bot' ? { playerID: target, bot: botLevel } : { playerID: target };
  }));

  post('/games/:name/:id/reclaim', held(async (ctx, body) => {
    onlyKeys(body, ['playerID', 'credentials']);
    const seat = seatOf(body, true)!;
    const credentials = credentialsOf(body);
    const { matchID, metadata } = await matchOf(ctx);
    const player = seatIn(metadata, seat);
    if (!authenticateCredentials(credentials, player)) throw new LobbyError(403, 'invalid credentials');
    if (metadata.gameover !== undefined && metadata.gameover !== null) throw new LobbyError(409, 'the match is over');
    const { bot: _bot, standIn, ...kept } = (player.data ?? {}) as Body;
    if (standIn !== true) throw new LobbyError(409, 'no bot holds this seat');
    metadata.players[Number(seat)] = { ...player, data: kept };
    metadata.updatedAt = Date.now();
    await store.setMetadata(matchID, metadata);
    options.log.info({ matchID, seat }, 'seat taken back from its bot');
    ctx.body = { playerID: seat };
  }));

  post('/games/:name/:id/bots', held(async (ctx, body) => {
    onlyKeys(body, ['playerID', 'credentials', 'bots']);
    const asker = seatOf(body, true)!;
    const credentials = credentialsOf(body);
    const wanted = botListOf(body.bots);
    const { matchID, metadata } = await matchOf(ctx);
    const own = seatIn(metadata, asker);
    if (!authenticateCredentials(credentials, own)) throw new LobbyError(403, 'invalid credentials');
    if ((own.data as Body | undefined)?.host !== true) throw new LobbyError(403, 'only the table\'s host may seat bots');
    if (metadata.gameover !== undefined && metadata.gameover !== null) throw new LobbyError(409, 'the match is over');
    if (Object.values(metadata.players).every((p) => p.name)) throw new LobbyError(409, 'the table has started');
    for (const { seat } of wanted) {
      // The host may give their own seat to a bot too, and watch.
      if (seatIn(metadata, seat).name && seat !== asker) throw new LobbyError(409, 'this seat is taken');
    }
    for (const { seat, level } of wanted) {
      const id = Number(seat);
      metadata.players[id] = botSeat(id, level, metadata.players[id]);
    }
    metadata.updatedAt = Date.now();
    await store.setMetadata(matchID, metadata);
    options.log.info({ matchID, bots: wanted }, 'bots seated');
    ctx.body = { players: wanted.map(({ seat, level }) => ({ playerID: seat, name: metadata.players[Number(seat)].name, bot: level })) };
  }));
}

/** `[{seat, level}, …]`: distinct seats, known levels, at most 8. */
function botListOf(value: unknown): { seat: string; level: BotLevel }[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 8) throw bad('bots must be a list of 1 to 8 seats');
  const out: { seat: string; level: BotLevel }[] = [];
  for (const item of value) {
    if (!isRecord(item)) throw bad('each bot must be {seat, level}');
    onlyKeys(item, ['seat', 'level']);
    const { seat, level } = item;
    if (typeof seat !== 'string' || !/^\d{1,2}$/.test(seat)) throw bad('seat must be a seat number as text');
    if (!isBotLevel(level)) throw bad('level must be a bot level');
    if (out.some((b) => b.seat === seat)) throw bad('a seat is listed twice');
    out.push({ seat, level });
  }
  return out;
}

/** A seat the server's bot plays: credentials nobody is given, the table's name kept. */
function botSeat(id: number, level: BotLevel, before: Server.PlayerMetadata | undefined, name?: string): Server.PlayerMetadata {
  const { host: _host, bot: _bot, ...kept } = (before?.data ?? {}) as Body;
  return {
    id,
    name: name ?? botSeatName(String(id)),
    credentials: randomBytes(18).toString('base64url'),
    data: { ...kept, bot: level },
  };
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
  throw new LobbyError(404, 'not found');
};

/**
 * Puts the guards in front of boardgame.io's Lobby routes as boardgame.io registers
 * them (it does so in `run()`), replacing its body parser. A route this module
 * does not know makes the server refuse to start: a boardgame.io upgrade must be
 * looked at, not let through unchecked.
 */
export function guardLobbyRoutes(router: unknown, options: LobbyGuardOptions): void {
  const r = router as RegisteringRouter;
  const post = r.post.bind(r);
  const get = r.get.bind(r);
  seatRoutes(post, options);
  r.post = (path, ...middleware) => {
    if (!Object.prototype.hasOwnProperty.call(POST_ROUTES, path) || middleware.length !== 2) {
      throw new Error(`unexpected Lobby route POST ${path}: check hardening/lobby.ts against boardgame.io`);
    }
    const route = POST_ROUTES[path];
    // middleware[0] is boardgame.io's koa-body: our guard reads the body instead.
    return route === null ? post(path, gone) : post(path, routeGuard(route, options), middleware[1]);
  };
  r.get = (path, ...middleware) => {
    if (!Object.prototype.hasOwnProperty.call(GET_ROUTES, path)) {
      throw new Error(`unexpected Lobby route GET ${path}: check hardening/lobby.ts against boardgame.io`);
    }
    const route = GET_ROUTES[path];
    return route === null ? get(path, ...middleware) : get(path, routeGuard(route, options), ...middleware);
  };
}
