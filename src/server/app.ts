import { withPrinted } from '../engine/contract';
import { printedFilesOf, type PrintedData } from './printed/load';
import { printedRoute } from './printed/route';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Game, Server as BgioServer } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import type { Server as IOServer } from 'socket.io';
import type { Logger } from 'pino';
import { withSecureSeed } from '../engine/secure-seed';
import { authenticateCredentials } from './hardening/auth';
import { clientOf } from './hardening/client-id';
import { ClientLimits, DEFAULT_LIMITS, OpenTables, type Clock, type Limits } from './hardening/limits';
import { guardLobbyRoutes, seatTheCreator } from './hardening/lobby';
import { originPolicy } from './hardening/origins';
import {
  clientCookie,
  errorAnswers,
  healthz,
  lobbyOriginGuard,
  lobbyRateLimits,
  lobbyRequestLog,
  securityHeaders,
  spaFallback,
  staticClient,
  logRequestError,
} from './http';
import { removeIdleMatches } from './jobs';
import { createLogger } from './logger';
import { MatchStore } from './match-store';
import { MatchLocks } from './storage/match-lock';
import { logRuleErrors } from './transport/rule-errors';
import { openPglite, openPostgres } from './storage/driver';
import { SqlStorage } from './storage/sql-storage';
import { SecureSocketIO } from './transport/socket-io';
import { channelOf, StoredFirstPubSub } from './transport/pubsub';
import { openClusterLocks } from './cluster/pg-lock';
import { openRedisRelay } from './cluster/redis-relay';
import { openRedisPresence } from './cluster/redis-presence';
import { claimJob, quietMatches } from './cluster/jobs';
import type { AnyContractGame } from '../engine/contract';
import { BotDriver } from './bots/driver';
import { BotPool, type BotPoolOptions } from './bots/pool';
import { replayRoute } from './replay/route';
import { ClockKeeper, type ClockOptions } from './clocks/keeper';
import { withProgress } from './tables/progress';
import { summaryRoute } from './tables/summary';
import { SeatPresence } from './seats/presence';
import { seatRoutes } from './seats/routes';
import { markStarted } from './leaving/leaving';
import { accountRoutes, type Accounts } from './accounts/routes';
import type { AttemptLimits } from './accounts/attempts';
import { Mailer, type MailerOptions } from './accounts/mail/mailer';
import { emailRoutes, type EmailRoutes, type MailLimits } from './accounts/mail/routes';
import { TurnMail } from './accounts/mail/turns';
import { HttpError } from './http/errors';
import { ResultRecorder } from './results/recorder';
import { ratedSeatCheck } from './results/rated';
import { ratingRoutes } from './results/routes';
import { isOver } from './leaving/leaving';
import { socialRoutes, type Social, type SocialLimits } from './social/routes';

/** How the server plays bot seats. */
export interface BotOptions {
  /** Milliseconds between a state change and a bot's move, so people can follow (default 700; 0 in tests and benchmarks). */
  paceMs?: number;
  /** Worker threads where bots think (default: availableParallelism() - 1, at least 1). */
  workers?: number;
  /** Attempts per decision after a worker crash or a failed decision (default 3). */
  maxAttempts?: number;
  /** A decision longer than this is abandoned and retried (default 120 s). */
  timeoutMs?: number;
  /** Nice value of the bot threads on Linux (default 10): bots yield the CPU to the players' moves. */
  nice?: number;
  /** Sees every decision request (tests check that a bot is shown its seat's view only). */
  onRequest?: BotPoolOptions['onRequest'];
}

export interface StartOptions {
  games: Game[];
  /** 0 picks a free port. */
  port: number;
  /** PGlite folder; ignored when databaseUrl is set. Undefined: in memory. */
  dataDir?: string;
  databaseUrl?: string;
  /** Postgres schema to use (tests isolate themselves with one). */
  databaseSchema?: string;
  origins?: string[];
  matchTtlDays?: number;
  cleanupIntervalMinutes?: number;
  distDir?: string;
  logger?: Logger;
  /** Rate limits and caps per client; unset ones keep their defaults (hardening/limits.ts). */
  limits?: Partial<Limits>;
  /** The rate limits' clock (milliseconds); tests pass one they move by hand. */
  clock?: Clock;
  /** Reverse proxies in front whose X-Forwarded-For and -Proto are believed. */
  trustProxy?: number;
  /** How long a seat must be offline before the other players may hand it to a bot or open it (default 120). */
  seatWaitSeconds?: number;
  /** Unfinished tables with nobody connected and no change for this long leave the public list (default 10). */
  abandonedAfterMinutes?: number;
  /** Server-run bots: pace, threads, retries. */
  bots?: BotOptions;
  /** The tables' clocks: their time source, heartbeat and preset durations (src/server/clocks/). */
  clocks?: ClockOptions;
  /** Several instances on one PostgreSQL (needs databaseUrl): their messages go through this Redis. */
  redisUrl?: string;
  /** Prefix of this site's Redis channels (default "euro-tables:"). */
  redisPrefix?: string;
  /** This instance's name in the logs (clustered). */
  instanceId?: string;
  /** Clustered: a match with no write for this long is taken up by another instance (its bots, its clocks; default 15). */
  takeoverSeconds?: number;
  /** The host's printed values (printed/load.ts), checked: new matches are made with them. */
  printed?: PrintedData;
  /** Moves between a match's stored snapshots (storage/sql-storage.ts; default 10). */
  snapshotEvery?: number;
  /** Accounts: their wall clock (tests move it by hand), the failed sign-ins allowed (accounts/attempts.ts), the friend requests (social/routes.ts) and the e-mail limits (accounts/mail/routes.ts). */
  accounts?: {
    now?: () => number;
    attempts?: Partial<AttemptLimits>;
    social?: Partial<SocialLimits>;
    mailLimits?: Partial<MailLimits>;
  };
  /** E-mail through the host's SMTP (accounts/mail/); without it no e-mail is offered or sent. */
  mail?: MailerOptions & { turnBatchMs?: number };
  /** Seconds between sweeps of the results due (default 60; clustered, one instance per period). */
  resultsSweepSeconds?: number;
}

export interface RunningServer {
  port: number;
  url: string;
  store: MatchStore;
  storage: SqlStorage;
  /** Held by every metadata read-change-write of a match, Lobby and socket side alike. */
  locks: MatchLocks;
  /** Plays the bot seats. */
  bots: BotDriver;
  botPool: BotPool;
  /** Keeps the tables' clocks. */
  clocks: ClockKeeper;
  /** How long each seat has been offline. */
  presence: SeatPresence;
  /** The matches' broadcasts. */
  pubSub: StoredFirstPubSub;
  /** The socket side. */
  transport: SecureSocketIO;
  /** Accounts, their sessions and seats. */
  accounts: Accounts;
  /** E-mail: the routes' rows, and (with SMTP) the turn e-mails. */
  mail: { routes: EmailRoutes; turns: TurnMail | undefined };
  /** Records finished tables' results and ratings (results/recorder.ts). */
  results: ResultRecorder;
  /** Profiles, friends, blocks and invitations. */
  social: Social;
  /** Runs the idle-match cleanup now; returns how many matches it removed. */
  removeIdleMatches(now?: number): Promise<number>;
  /** Closes sockets, then the HTTP server, waits for queued moves, then closes storage. */
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const clustered = Boolean(options.redisUrl);
  if (clustered && !options.databaseUrl)
    throw new Error('REDIS_URL needs DATABASE_URL: the embedded database serves one process');
  const baseLog = options.logger ?? createLogger('silent');
  const log = clustered ? baseLog.child({ instance: options.instanceId ?? `${hostname()}:${process.pid}` }) : baseLog;
  const restoreRuleErrors = logRuleErrors(log);
  const driver = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.databaseSchema)
    : await openPglite(options.dataDir);
  const printed = options.printed;
  const games = options.games.map((g) => {
    const values = g.name ? printed?.values.get(g.name) : undefined;
    return withSecureSeed(values === undefined ? g : withPrinted(g, values));
  });
  const gamesByName = new Map(games.map((g) => [g.name!, g]));
  // The games the master plays are the ones a match is rebuilt with from its moves.
  const storage = new SqlStorage(
    driver,
    (error, context) => log.error({ err: error }, `storage error: ${context}`),
    clustered,
    { games: gamesByName, snapshotEvery: options.snapshotEvery },
  );
  const origins = originPolicy(options.origins);
  const trustProxy = options.trustProxy ?? 0;
  const limits = new ClientLimits({ ...DEFAULT_LIMITS, ...options.limits }, options.clock);
  const openTables = new OpenTables(limits.openTables);
  const closed = (matchID: string) => openTables.closed(matchID);
  const lobbyStore = new MatchStore(storage, log, undefined, closed);
  const socketStore = new MatchStore(storage, log, gamesByName, closed);
  // Clustered, a seat's sockets on every instance count (holds in Redis that
  // lapse unless renewed); a dead instance's seats are written away.
  const holdTtlMs = (options.takeoverSeconds ?? 15) * 1000;
  // Set once the transport exists (a lapse is only found after the first renewal).
  let refreshSeat = (_matchID: string, _seat: string): void => {};
  const presence = new SeatPresence(
    clustered
      ? await openRedisPresence(
          options.redisUrl!,
          options.redisPrefix ?? 'euro-tables:',
          holdTtlMs,
          (matchID, seat) => refreshSeat(matchID, seat),
          log,
        )
      : undefined,
  );

  // A table's bot decisions count as its creator's: shared out in turn between
  // addresses, browsers and tables, and capped per browser and per address.
  const botPool = new BotPool({
    log,
    ownerOf: (matchID) => openTables.ownerOf(matchID),
    thinkingPerBrowser: limits.limits.botsThinking,
    thinkingPerIp: limits.limits.botsThinking * limits.limits.clientsPerIp,
    size: options.bots?.workers,
    maxAttempts: options.bots?.maxAttempts,
    timeoutMs: options.bots?.timeoutMs,
    nice: options.bots?.nice,
    onRequest: options.bots?.onRequest,
  });
  // Every write of a match's state or metadata, whoever makes it (a move, a Lobby
  // route, a connection change), tells the bot driver.
  let bots: BotDriver | undefined;
  const mailer = options.mail ? new Mailer(options.mail, log) : undefined;
  let turnMail: TurnMail | undefined;
  const setState = storage.setState.bind(storage);
  storage.setState = (matchID, state, deltalog) => {
    const written = setState(matchID, state, deltalog);
    bots?.observeState(matchID, state);
    return written;
  };
  const setMetadata = storage.setMetadata.bind(storage);
  const results = new ResultRecorder({ db: driver, log });
  storage.setMetadata = (matchID, metadata) => {
    // A table that started stays started, whoever leaves it later.
    markStarted(metadata);
    const written = setMetadata(matchID, metadata);
    // Its end is stored with a row in results_due (storage/schema.ts): recorded now,
    // or by the next sweep if this process dies first.
    if (isOver(metadata))
      void written.then(
        () => results.record(matchID),
        () => {},
      );
    bots?.observeMetadata(matchID, metadata);
    clocks.observeMetadata(matchID, metadata);
    turnMail?.observe(matchID, metadata);
    return written;
  };
  const wipe = storage.wipe.bind(storage);
  // A removed match is forgotten, and again once removed: a check or a connection
  // change reading it in between may have noted it again.
  storage.wipe = async (matchID) => {
    bots?.forget(matchID);
    try {
      await wipe(matchID);
    } finally {
      bots?.forget(matchID);
      clocks.forget(matchID);
    }
  };

  // Clustered: a match's read-change-writes hold it across instances too.
  const clusterLocks = clustered ? openClusterLocks(options.databaseUrl!, log) : undefined;
  const locks = new MatchLocks(clusterLocks?.run);
  const pubSub = new StoredFirstPubSub((matchID) => storage.whenSettled(matchID), log);
  if (clustered)
    pubSub.relay = await openRedisRelay(
      options.redisUrl!,
      options.redisPrefix ?? 'euro-tables:',
      (channel, message) => pubSub.receive(channel, message),
      log,
    );
  const clocks = new ClockKeeper({ ...options.clocks, store: lobbyStore, locks, db: driver, log, shared: clustered });
  // A new match (a created table, a rematch) gets its game mode's clock.
  const createMatch = lobbyStore.createMatch.bind(lobbyStore);
  lobbyStore.createMatch = (matchID, opts) => {
    clocks.attach(opts.metadata);
    seatTheCreator(opts.metadata);
    return createMatch(matchID, opts);
  };
  const transport = new SecureSocketIO({
    origins,
    locks,
    presence,
    onMove: (metadata, after, playerID) => withProgress(gamesByName, clocks.onMove(metadata, after, playerID), after),
    storage: () => socketStore,
    pubSub,
    settled: (matchID) => storage.whenSettled(matchID),
    log,
    limits,
    trustProxy,
  });
  refreshSeat = (matchID, seat) => void transport.refreshSeat(matchID, seat);
  const crossOrigins: (string | RegExp)[] = options.origins ?? [
    /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/,
  ];
  const server = Server({
    games,
    db: lobbyStore,
    transport,
    origins: crossOrigins,
    apiOrigins: crossOrigins,
    authenticateCredentials,
    // A seat taken while signed in belongs to the account (accounts/seats.ts).
    generateCredentials: (ctx) => accounts.generateCredentials(ctx as never),
  });
  // The transport reads app.context.db on every packet; the Lobby API keeps `db`.
  server.app.context.db = socketStore;

  // Koa answers a failed request with 500; the error goes to our log, not stderr.
  server.app.silent = true;
  server.app.proxy = trustProxy > 0;
  server.app.on('error', logRequestError(log));
  const httpServer = (server.app as unknown as { server?: HttpServer }).server;
  if (!httpServer) throw new Error('HTTP server missing after the transport attached');
  securityHeaders(httpServer, (server.app as unknown as { _io?: IOServer })._io, trustProxy);
  const client = (ctx: { req: IncomingMessage }) => clientOf(ctx.req, trustProxy);
  server.app.use(lobbyRequestLog(log));
  server.app.use(clientCookie());
  server.app.use(errorAnswers(log));
  server.app.use(lobbyOriginGuard(origins, log));
  server.app.use(lobbyRateLimits(limits, client, log));
  server.app.use(
    healthz(async () => {
      await storage.ping();
      return { games: [...gamesByName.keys()], storage: storage.kind, printed: printedFilesOf(printed) };
    }, log),
  );
  if (options.distDir) {
    server.app.use(spaFallback(options.distDir));
    server.app.use(staticClient(options.distDir));
  }

  // Registered before the guard, which refuses routes it does not know.
  replayRoute(server.router, {
    games: gamesByName,
    store: lobbyStore,
    log,
    hashes: (matchID) => storage.moveHashes(matchID),
  });
  printedRoute(server.router, { games: gamesByName, printed });
  summaryRoute(server.router, { games: gamesByName, store: lobbyStore });
  const seatWaitMs = (options.seatWaitSeconds ?? 120) * 1000;
  // A seat changed by a route (a player left, a seat handed over or opened): every
  // page at the table hears it as boardgame.io tells a connection change.
  const announce = (matchID: string, metadata: BgioServer.MatchData) =>
    pubSub.publish(channelOf(matchID), {
      type: 'matchData',
      args: [matchID, Object.values(metadata.players).map(({ credentials: _credentials, ...player }) => player)],
    });
  const accounts: Accounts = accountRoutes(server.router, {
    db: driver,
    seats: { games: gamesByName, store: lobbyStore, locks, announce },
    origins,
    client,
    log,
    now: options.accounts?.now,
    attempts: options.accounts?.attempts,
  });
  const mailRoutes = emailRoutes(server.router, {
    db: driver,
    accounts,
    mailer,
    client,
    log,
    now: options.accounts?.now,
    limits: options.accounts?.mailLimits,
  });
  if (mailer)
    turnMail = new TurnMail({
      emails: mailRoutes.emails,
      mailer,
      games: gamesByName,
      store: lobbyStore,
      settled: (matchID) => storage.whenSettled(matchID),
      log,
      now: options.accounts?.now ?? Date.now,
      batchMs: options.mail?.turnBatchMs,
    });
  ratingRoutes(server.router, { db: driver, games: gamesByName, signedIn: (ctx) => accounts.signedIn(ctx) });
  const social = socialRoutes(server.router, {
    db: driver,
    accounts,
    log,
    now: options.accounts?.now,
    limits: options.accounts?.social,
  });
  seatRoutes(server.router, {
    games: gamesByName,
    store: lobbyStore,
    log,
    presence,
    locks,
    seatWaitMs,
    now: clocks.now,
    announce,
  });
  guardLobbyRoutes(server.router, {
    games: gamesByName,
    store: lobbyStore,
    limits,
    openTables,
    client,
    locks,
    seatWaitMs,
    abandonedAfterMs: (options.abandonedAfterMinutes ?? 10) * 60_000,
    announce,
    now: clocks.now,
    seatTaken: (ctx, matchID, seat, credentials) => accounts.seatTaken(ctx, matchID, seat, credentials),
    mayTakeSeat: ratedSeatCheck(driver, (ctx) => accounts.signedIn(ctx)),
    beforeLeavingOver: async (matchID) => {
      if ((await results.record(matchID)) === undefined)
        throw new HttpError(503, 'the result of this table is being recorded: try again', { 'Retry-After': '5' });
    },
    joining: (ctx, matchID, metadata) => social.refuseBlocked(ctx, matchID, metadata),
  });

  const contractGames = new Map(
    [...gamesByName].filter((entry): entry is [string, AnyContractGame] => 'spec' in entry[1]),
  );
  bots = new BotDriver({
    games: contractGames,
    storage: socketStore,
    pool: botPool,
    settled: (matchID) => storage.whenSettled(matchID),
    log,
    paceMs: options.bots?.paceMs ?? 700,
    play: (game, matchID, seat, move, stateID) => transport.applyBotMove(game, matchID, seat, move, stateID),
  });

  // Before any move: a restart charges running clocks only up to the last heartbeat.
  await storage.connect();
  await clocks.start();
  const { appServer } = await server.run({ port: options.port });
  const port = (appServer.address() as AddressInfo).port;
  // Behind a proxy, the proxy closes idle connections first (HAProxy within 5 s):
  // were it Node (5 s by default), a request sent just then would fail with 502.
  if (trustProxy > 0) appServer.keepAliveTimeout = 65_000;
  log.info(
    {
      port,
      games: [...gamesByName.keys()],
      storage: storage.kind,
      printed: printedFilesOf(printed),
      printedDir: printed?.dir,
    },
    'server started',
  );

  const ttl = options.matchTtlDays ?? 30;
  const cleanupMs = (options.cleanupIntervalMinutes ?? 60) * 60_000;
  // Clustered, each period's cleanup is claimed by one instance.
  const cleanup = async () => {
    try {
      if (clustered && (await claimJob(driver, 'cleanup', cleanupMs * 0.9)) === null) return 0;
      await accounts.removeExpired().catch((error: unknown) => log.error({ err: error }, 'account cleanup failed'));
      await mailRoutes.removeExpired().catch((error: unknown) => log.error({ err: error }, 'e-mail cleanup failed'));
      return await removeIdleMatches(lobbyStore, ttl, log, undefined, locks);
    } catch (error) {
      log.error({ err: error }, 'idle-match cleanup failed');
      return 0;
    }
  };
  const timer = setInterval(cleanup, cleanupMs);
  timer.unref();
  // Results due from before this start (a crash right after a game ended), then
  // any an attempt left behind. Clustered, each period's sweep is one instance's.
  const resultsMs = (options.resultsSweepSeconds ?? 60) * 1000;
  void results.sweep();
  const resultSweeper = setInterval(
    () =>
      void (async () => {
        if (clustered && (await claimJob(driver, 'results', resultsMs * 0.9)) === null) return;
        await results.sweep();
      })().catch((error: unknown) => log.error({ err: error }, 'results sweep failed')),
    resultsMs,
  );
  resultSweeper.unref();
  // A restart loses no bot seat: bots resume where they were. Clustered, the
  // sweep below takes up matches that went quiet, whichever instance left them.
  const resumed = clustered
    ? Promise.resolve(0)
    : bots.resumeAll().catch((error: unknown) => {
        log.error({ err: error }, 'bots did not resume');
        return 0;
      });
  // A lone server that stopped without closing its sockets (a crash) left their
  // seats marked connected: no socket holds them now, unless one came back already.
  const unheld = clustered
    ? Promise.resolve()
    : (async () => {
        for (const matchID of await lobbyStore.listMatches({ where: { isGameover: false } })) {
          const { metadata } = await lobbyStore.fetch(matchID, { metadata: true });
          for (const [seat, player] of Object.entries(metadata?.players ?? {}))
            if (player.isConnected) await transport.refreshSeat(matchID, seat);
        }
      })().catch((error: unknown) => log.error({ err: error }, 'seats of the last run not written away'));
  const sweepMs = 5000;
  const sweep = async () => {
    const previous = await claimJob(driver, 'takeover', sweepMs * 0.9);
    if (previous === null) return;
    for (const { matchID, metadata } of await quietMatches(
      driver,
      previous,
      sweepMs,
      (options.takeoverSeconds ?? 15) * 1000,
    )) {
      const parsed = JSON.parse(metadata) as Parameters<BotDriver['observeMetadata']>[1];
      bots!.observeMetadata(matchID, parsed);
      clocks.observeMetadata(matchID, parsed);
    }
  };
  const sweeper = clustered
    ? setInterval(
        () => void sweep().catch((error: unknown) => log.error({ err: error }, 'takeover sweep failed')),
        sweepMs,
      )
    : undefined;
  sweeper?.unref();
  const shared = presence.shared;
  const renewer = shared
    ? setInterval(
        () =>
          void shared
            .renew(presence.held())
            .catch((error: unknown) => log.warn({ err: error }, 'seat holds not renewed')),
        holdTtlMs / 3,
      )
    : undefined;
  renewer?.unref();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // At once, before anything is awaited: an answer given from now on ends its connection.
      const dropped = dropConnections(appServer);
      clearInterval(timer);
      clearInterval(resultSweeper);
      clearInterval(sweeper);
      clearInterval(renewer);
      await resumed;
      await unheld;
      await bots!.close();
      await botPool.close();
      const io = (server.app as unknown as { _io?: IOServer })._io;
      await new Promise<void>((resolve) => (io ? io.close(() => resolve()) : resolve()));
      await closeHttp(appServer);
      clearTimeout(dropped);
      await transport.idle();
      await pubSub.sent();
      await turnMail?.close();
      await mailRoutes.settled();
      await mailer?.close();
      await clocks.close();
      await results.close();
      await storage.close();
      await pubSub.relay?.close();
      await presence.shared?.close();
      await clusterLocks?.close();
      restoreRuleErrors();
      log.info('server stopped');
    })());

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    store: lobbyStore,
    storage,
    locks,
    bots,
    botPool,
    clocks,
    presence,
    pubSub,
    transport,
    accounts,
    mail: { routes: mailRoutes, turns: turnMail },
    results,
    social,
    removeIdleMatches: (now) => removeIdleMatches(lobbyStore, ttl, log, now, locks),
    close,
  };
}

/** How long a request under way when the server stops may take before its connection is cut. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Connections kept alive end as the server stops: the HTTP server's close waits
 * for every one of them, and a page that polls more often than the idle timeout
 * would keep its connection, and the stop, going for ever. Each answer from now on
 * closes its connection; those still open after the grace are cut.
 */
function dropConnections(server: HttpServer): NodeJS.Timeout {
  server.prependListener('request', (_request, response) => response.setHeader('Connection', 'close'));
  server.closeIdleConnections();
  const grace = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
  grace.unref();
  return grace;
}

function closeHttp(server: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
