import type { CredentialedActionShape, Game, LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async, getFilterPlayerView } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { SocketIO } from 'boardgame.io/server';
import type { Server as IOServer, Socket } from 'socket.io';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { checkChat, checkSync, checkUpdate, type Checked } from './hardening/packets';
import type { OriginPolicy } from './hardening/origins';
import { authenticateCredentials } from './hardening/auth';
import { clientOf } from './hardening/client-id';
import type { ClientLimits } from './hardening/limits';
import { ConnectionGate, MessageMeter, type EngineEvents } from './hardening/sockets';
import { moveContext, type MoveContext } from './rule-errors';
import type { MatchLocks } from './match-lock';
import type { BroadcastRelay } from './cluster/redis-relay';
import { StaleWriteError } from './storage/sql-storage';


type TransportOpts = NonNullable<ConstructorParameters<typeof SocketIO>[0]>;
type PubSub = NonNullable<TransportOpts['pubSub']>;
type Payload = Parameters<PubSub['publish']>[1];
type SocketServerOptions = NonNullable<TransportOpts['socketOpts']>;

/**
 * Delivers a match's broadcasts only once the storage has committed the writes the
 * master issued for that move, so no player is ever shown a move that a crash
 * could lose. boardgame.io publishes before it writes; the write is issued in the
 * same tick, so by the next microtask it is visible to `settled`.
 *
 * With a relay (several instances, src/server/cluster/redis-relay.ts) a stored
 * broadcast goes to every instance through Redis, this one included, and each
 * delivers it to its own sockets in the match. An instance listens to a match
 * while it has sockets in it; a sync asks for the match first (`prepare`), and
 * what arrives before the socket joins is kept for it (clients drop states older
 * than theirs, so a repeat is harmless).
 */
export class StoredFirstPubSub implements PubSub {
  private readonly channels = new Map<string, ((payload: Payload) => void)[]>();
  /** Relay mode: messages of channels prepared but not yet subscribed to. */
  private readonly early = new Map<string, Payload[]>();
  /** Relay mode: channels left, stopped after a grace period unless asked for again. */
  private readonly leaving = new Map<string, NodeJS.Timeout>();
  relay: BroadcastRelay | undefined;
  /** Relay mode: the newest state id of each channel's broadcasts delivered here. */
  private readonly relayed = new Map<string, number>();

  constructor(
    private readonly settled: (matchID: string) => Promise<boolean>,
    private readonly log: Logger,
  ) {}

  publish(channelId: string, payload: Payload): void {
    const matchID = String((payload.args as unknown[] | undefined)?.[0] ?? '');
    void Promise.resolve()
      .then(() => this.settled(matchID))
      .then(async (stored) => {
        if (!stored) {
          this.log.error({ matchID, type: payload.type }, 'not broadcast: the write failed');
          return;
        }
        if (this.relay) await this.relay.publish(channelId, JSON.stringify(payload));
        else this.deliver(channelId, payload);
      })
      .catch((error: unknown) => this.log.error({ err: error, matchID }, 'broadcast failed'));
  }

  /** A message from the relay. */
  receive(channelId: string, message: string): void {
    let payload: Payload;
    try {
      payload = JSON.parse(message) as Payload;
    } catch (error) {
      this.log.error({ err: error, channelId }, 'unreadable broadcast');
      return;
    }
    if (this.channels.has(channelId)) return this.deliver(channelId, payload);
    const early = this.early.get(channelId);
    if (early && early.length < 64) early.push(payload);
  }

  /** Resolves once the match's broadcasts reach this instance (relay mode). */
  prepare(channelId: string): Promise<void> {
    if (!this.relay) return Promise.resolve();
    this.stay(channelId);
    if (!this.channels.has(channelId) && !this.early.has(channelId)) this.early.set(channelId, []);
    return this.relay.listen(channelId);
  }

  subscribe(channelId: string, callback: (payload: Payload) => void): void {
    const list = this.channels.get(channelId) ?? [];
    list.push(callback);
    this.channels.set(channelId, list);
    if (!this.relay) return;
    this.stay(channelId);
    void this.relay.listen(channelId).catch((error: unknown) => this.log.error({ err: error, channelId }, 'not listening to the match'));
    const early = this.early.get(channelId);
    this.early.delete(channelId);
    // boardgame.io registers the match's sockets only after subscribing.
    if (early?.length) queueMicrotask(() => early.forEach(callback));
  }

  unsubscribeAll(channelId: string): void {
    this.channels.delete(channelId);
    const relay = this.relay;
    if (!relay || this.leaving.has(channelId)) return;
    // A player reloading the page comes back within seconds: keep listening a while.
    const timer = setTimeout(() => {
      this.leaving.delete(channelId);
      if (this.channels.has(channelId)) return;
      this.early.delete(channelId);
      this.relayed.delete(channelId);
      relay.stop(channelId);
    }, 30_000);
    timer.unref();
    this.leaving.set(channelId, timer);
  }

  private stay(channelId: string): void {
    const timer = this.leaving.get(channelId);
    if (timer) clearTimeout(timer);
    this.leaving.delete(channelId);
  }

  private deliver(channelId: string, payload: Payload): void {
    // An update's state is its second argument, a patch's its last.
    const args = (payload.args as unknown[] | undefined) ?? [];
    const state = (payload.type === 'patch' ? args[3] : args[1]) as { _stateID?: unknown } | undefined;
    if (typeof state?._stateID === 'number' && state._stateID > (this.relayed.get(channelId) ?? -1)) this.relayed.set(channelId, state._stateID);
    for (const deliver of this.channels.get(channelId) ?? []) deliver(payload);
  }

  /**
   * Relay mode: whether a stored state is newer than any broadcast of the match
   * this instance has had. An instance killed between storing a move and
   * relaying it leaves the players on the other instances a move behind; the
   * first socket to sync finds the stored state newer and relays it again.
   */
  unrelayed(channelId: string, stateID: number): boolean {
    return this.relay !== undefined && stateID > (this.relayed.get(channelId) ?? -1);
  }
}

export interface SecureTransportOptions {
  origins: OriginPolicy;
  storage: () => StorageAPI.Async;
  settled: (matchID: string) => Promise<boolean>;
  log: Logger;
  /** The broadcasts' channels (app.ts gives one with a Redis relay when clustered). */
  pubSub?: StoredFirstPubSub;
  /** Largest socket packet accepted, in bytes. */
  maxPacketBytes?: number;
  limits: ClientLimits;
  /** Reverse proxies whose X-Forwarded-For is believed (see hardening/client-id.ts). */
  trustProxy: number;
  /**
   * Shared with the Lobby routes: a move and a connection mark read the metadata,
   * change it and write it back while holding the match, so a Lobby write cannot
   * land in between and be undone by the copy written back.
   */
  locks: MatchLocks;
  /**
   * The metadata an accepted move writes, changed before it is written (the
   * table's clocks, src/server/clocks/): inside the move's hold of the match, so it
   * is stored with the move or not at all.
   */
  onMove?: (metadata: Server.MatchData, after: State, playerID: string) => Server.MatchData;
}

type MasterTransport = ConstructorParameters<typeof Master>[2];
type Broadcast = Parameters<MasterTransport['sendAll']>[0];
type FilterPlayerView = ReturnType<typeof getFilterPlayerView>;

/** boardgame.io's channel name for a match (server/transport/socketio.ts). */
const channelOf = (matchID: string) => `MATCH-${matchID}`;

/**
 * The storage as one move's master sees it. boardgame.io answers a refused move
 * (the game returned INVALID_MOVE) as if it were played: it broadcasts the
 * unchanged state to the whole room and writes the match again. A state that
 * comes back with the stateID it was read with is a refused move: it is not
 * written, nor is the metadata (only its updatedAt would change).
 */
class MoveStorage extends Async {
  /** The state the master read: set once it has authenticated the seat. */
  before: State | undefined;
  refused = false;
  /** The state the move produced, once written. */
  private after: State | undefined;
  private metadata: Promise<StorageAPI.FetchResult<{ metadata: true }>> | undefined;

  constructor(
    private readonly db: StorageAPI.Async,
    private readonly playerID: string,
    private readonly onMove?: SecureTransportOptions['onMove'],
  ) {
    super();
  }

  connect(): Promise<void> {
    return Promise.resolve();
  }

  /** The match's metadata, read once per move. */
  fetchMetadata(matchID: string): Promise<StorageAPI.FetchResult<{ metadata: true }>> {
    return (this.metadata ??= this.db.fetch(matchID, { metadata: true }));
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    if (opts.metadata && !opts.state && !opts.log && !opts.initialState) {
      return (await this.fetchMetadata(matchID)) as StorageAPI.FetchResult<O>;
    }
    // A bot's move read the state already, to drop a stale decision.
    if (this.before && opts.state && !opts.metadata && !opts.log && !opts.initialState) {
      return { state: this.before } as unknown as StorageAPI.FetchResult<O>;
    }
    const result = await this.db.fetch(matchID, opts);
    const { state } = result as Partial<StorageAPI.FetchFields>;
    if (state && !this.before) this.before = state;
    return result;
  }

  isRefusal(state: State): boolean {
    return this.before !== undefined && state._stateID === this.before._stateID;
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    if (this.isRefusal(state)) {
      this.refused = true;
      return Promise.resolve();
    }
    this.after = state;
    return this.db.setState(matchID, state, deltalog);
  }

  setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    if (this.refused) return Promise.resolve();
    const written = this.after && this.onMove ? this.onMove(metadata, this.after, this.playerID) : metadata;
    return this.db.setMetadata(matchID, written);
  }

  override createMatch(): Promise<void> {
    return Promise.reject(new Error('a move does not create matches'));
  }

  wipe(): Promise<void> {
    return Promise.reject(new Error('a move does not remove matches'));
  }

  override listMatches(): Promise<string[]> {
    return Promise.resolve([]);
  }
}

function moveNamesOf(game: Game): Set<string> {
  const names = new Set<string>(Object.keys(game.moves ?? {}));
  for (const phase of Object.values(game.phases ?? {})) {
    for (const name of Object.keys(phase.moves ?? {})) names.add(name);
    for (const stage of Object.values(phase.turn?.stages ?? {})) for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  }
  for (const stage of Object.values(game.turn?.stages ?? {})) for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  return names;
}

/**
 * boardgame.io's socket.io transport with its holes closed: origins checked on
 * the handshake, CORS answered with the allowed origins instead of `*`, and every
 * packet checked before the master sees it (see hardening/packets.ts).
 */
export class SecureSocketIO extends SocketIO {
  private readonly guard: SecureTransportOptions;
  private readonly gate: ConnectionGate;
  private readonly stored: StoredFirstPubSub;
  private app: Server.App | undefined;

  constructor(options: SecureTransportOptions) {
    const gate = new ConnectionGate(options.limits, options.trustProxy, options.log);
    super({
      pubSub: options.pubSub ?? new StoredFirstPubSub(options.settled, options.log),
      socketOpts: {
        maxHttpBufferSize: options.maxPacketBytes ?? 64 * 1024,
        allowRequest: (req: IncomingMessage, callback: (err: string | null | undefined, ok: boolean) => void) => {
          if (!options.origins.allows(req.headers.origin, req.headers.host)) {
            options.log.warn({ origin: req.headers.origin }, 'socket refused: origin not allowed');
            return callback('origin not allowed', false);
          }
          const admitted = gate.admit(req);
          callback(admitted.ok ? null : admitted.reason, admitted.ok);
        },
        cors: {
          origin: (origin: string | undefined, callback: (err: Error | null, allow?: boolean) => void) =>
            callback(null, options.origins.allowsCrossOrigin(origin)),
        },
      } as Partial<SocketServerOptions> as SocketServerOptions,
    });
    this.guard = options;
    this.gate = gate;
    this.stored = this.pubSub as StoredFirstPubSub;
  }

  override init(app: Server.App & { _io?: IOServer }, games: Game[], origins?: Parameters<SocketIO['init']>[2]): void {
    super.init(app, games, origins);
    this.app = app;
    const io = app._io;
    if (!io) throw new Error('socket.io server missing after init');
    this.gate.watch(io.engine as unknown as EngineEvents);
    for (const game of games) {
      const moveNames = moveNamesOf(game);
      const filterPlayerView = getFilterPlayerView(game);
      io.of(game.name!).use((socket, next) => {
        socket.on('error', (error: Error) => this.guard.log.debug({ reason: error.message, game: game.name }, 'packet refused'));
        const meter = new MessageMeter(this.guard.limits, clientOf(socket.request, this.guard.trustProxy), socket.id);
        socket.use((packet, nextPacket) => {
          const metered = meter.take(String(packet[0]));
          if (metered !== 'ok') {
            if (metered === 'disconnect') {
              this.guard.log.warn({ game: game.name, ip: clientOf(socket.request, this.guard.trustProxy).ip }, 'socket disconnected: message flood');
              socket.disconnect(true);
            }
            return nextPacket(new Error('rate limit'));
          }
          void this.checkPacket(game, moveNames, packet)
            .then((checked) => {
              if (checked.ok && packet[0] === 'sync') return this.syncInQueue(app, game, filterPlayerView, socket, packet.slice(1));
              // Moves are applied here rather than by boardgame.io's handler (see applyMove).
              if (checked.ok && packet[0] === 'update') {
                return moveContext.run(updateContext(packet), () => this.applyMove(app, game, filterPlayerView, socket, packet.slice(1)));
              }
              if (checked.ok) return nextPacket();
              this.guard.log.warn({ game: game.name, event: String(packet[0]), reason: checked.reason }, 'packet refused');
              nextPacket(new Error(checked.reason));
            })
            .catch((error: unknown) => {
              this.guard.log.error({ err: error }, 'packet check failed');
              nextPacket(new Error('packet check failed'));
            });
        });
        next();
      });
      // boardgame.io's own connection handler ran first: its disconnect listener
      // marks the seat away outside any queue; ours does it in the match's queue.
      io.of(game.name!).on('connection', (socket: Socket) => {
        for (const listener of socket.listeners('disconnect')) socket.off('disconnect', listener);
        socket.on('disconnect', () => this.disconnectInQueue(app, game, filterPlayerView, socket));
      });
    }
  }

  /**
   * boardgame.io's update handler, with two changes. The seat must be one of the
   * match's own. And a refused move changes nothing, is written nowhere and is
   * answered to its sender only: the state it was refused on, which puts back a
   * client that had applied the move on its own copy. That goes for every move the
   * master turns down once it has authenticated the seat (invalid, not this
   * player's turn, stale, after the end); an unauthenticated one gets no answer.
   */
  private applyMove(app: Server.App, game: Game, filterPlayerView: FilterPlayerView, socket: Socket, args: unknown[]): void {
    const [action, stateID, matchID, playerID] = args as [CredentialedActionShape.MakeMove, number, string, string];
    const storage = new MoveStorage(app.context.db as StorageAPI.Async, playerID, this.guard.onMove);
    let broadcast = false;
    const answerSender = (state: State) => {
      void this.guard
        .settled(matchID)
        .then(() => {
          const { type, args: data } = filterPlayerView(playerID, { type: 'update', args: [matchID, state] });
          socket.emit(type, ...data);
        })
        .catch((error: unknown) => this.guard.log.error({ err: error, matchID }, 'answer to a refused move failed'));
    };
    const transport: MasterTransport = {
      send: ({ playerID: to, ...data }) => {
        const { type, args: out } = filterPlayerView(to, data as Broadcast);
        socket.emit(type, ...out);
      },
      sendAll: (payload) => {
        const state = payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined;
        if (state && storage.isRefusal(state)) {
          storage.refused = true;
          answerSender(storage.before!);
          return;
        }
        broadcast = true;
        this.pubSub.publish(channelOf(matchID), payload);
      },
    };
    const master = new Master(game, storage, transport, app.context.auth);
    // The metadata read here is the one the master writes back (with updatedAt and
    // gameover): the match is held from that read until that write is stored.
    void this.getMatchQueue(matchID).add(() => this.guard.locks.run(matchID, async () => {
      const { metadata } = await storage.fetchMetadata(matchID);
      if (!metadata || metadata.gameName !== game.name || !Object.prototype.hasOwnProperty.call(metadata.players, playerID)) {
        this.guard.log.warn({ game: game.name, matchID }, 'move refused: no such match or seat');
        return;
      }
      // A table starts when every seat is taken, by a person or a bot.
      if (Object.values(metadata.players).some((p) => !p.name)) {
        this.guard.log.warn({ game: game.name, matchID }, 'move refused: the table is waiting for players');
        return;
      }
      // A bot stands in for this seat (its player ran out of time): the player's
      // credentials still open the seat, to watch and to take it back, not to move.
      if (standsIn(metadata.players[Number(playerID)])) {
        this.guard.log.warn({ game: game.name, matchID, seat: playerID }, 'move refused: a bot holds the seat');
        // The sender is authenticated: it gets back the state it may have moved on.
        if (authenticateCredentials(action.payload.credentials ?? '', metadata.players[Number(playerID)])) {
          const { state } = await storage.fetch(matchID, { state: true });
          if (state) answerSender(state);
        }
        return;
      }
      try {
        await master.onUpdate(action, stateID, matchID, playerID);
      } catch (error) {
        if (!(error instanceof StaleWriteError)) throw error;
        // Another instance stored a move first (this one was stalled past its
        // hold of the match): nothing was written or shown; the sender gets the
        // stored state.
        this.guard.log.warn({ game: game.name, matchID }, 'move refused: the match moved on elsewhere');
        const { state } = await (app.context.db as StorageAPI.Async).fetch(matchID, { state: true });
        if (state) answerSender(state);
        return;
      }
      if (storage.before && !broadcast && !storage.refused) answerSender(storage.before);
    })).catch((error: unknown) => this.guard.log.error({ err: error, matchID }, 'move failed'));
  }

  /**
   * A bot's move, made the way a player's is: in the match's queue, by the master
   * with the bot seat's own credentials (from the stored metadata), so it is
   * validated, stored and broadcast like any move. The seat must still be a bot's
   * at a full, unfinished table, and the state still the one the bot decided on
   * ('stale' otherwise: nothing is done).
   */
  applyBotMove(
    game: Game,
    matchID: string,
    playerID: string,
    move: { move: string; args: readonly unknown[] },
    stateID: number,
  ): Promise<'applied' | 'refused' | 'stale' | 'gone'> {
    const app = this.app;
    if (!app) return Promise.resolve('gone');
    const storage = new MoveStorage(app.context.db as StorageAPI.Async, playerID, this.guard.onMove);
    let applied = false;
    const transport: MasterTransport = {
      send: () => {},
      sendAll: (payload) => {
        const state = payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined;
        if (state && storage.isRefusal(state)) {
          storage.refused = true;
          return;
        }
        applied = true;
        this.pubSub.publish(channelOf(matchID), payload);
      },
    };
    const master = new Master(game, storage, transport, app.context.auth);
    const context: MoveContext = { matchID, playerID, move: move.move };
    return moveContext.run(context, () => this.getMatchQueue(matchID).add(() => this.guard.locks.run(matchID, async () => {
      // A Lobby route (a bot seated, a seat handed over) writes outside the queue.
      await this.guard.settled(matchID);
      const { metadata } = await storage.fetchMetadata(matchID);
      if (!metadata || metadata.gameName !== game.name || !Object.prototype.hasOwnProperty.call(metadata.players, playerID)) return 'gone';
      const player = metadata.players[Number(playerID)];
      const level = (player.data as { bot?: unknown } | undefined)?.bot;
      if (typeof level !== 'string' || typeof player.credentials !== 'string') return 'gone';
      if (metadata.gameover !== undefined && metadata.gameover !== null) return 'gone';
      if (Object.values(metadata.players).some((p) => !p.name)) return 'gone';
      const { state } = await storage.fetch(matchID, { state: true });
      if (!state) return 'gone';
      if (state._stateID !== stateID) return 'stale';
      const action: CredentialedActionShape.MakeMove = {
        type: 'MAKE_MOVE',
        payload: { type: move.move, args: [...move.args], playerID, credentials: player.credentials },
      };
      try {
        await master.onUpdate(action, stateID, matchID, playerID);
      } catch (error) {
        if (error instanceof StaleWriteError) return 'stale' as const;
        throw error;
      }
      return applied && !storage.refused ? 'applied' as const : 'refused' as const;
    })) as Promise<'applied' | 'refused' | 'stale' | 'gone'>);
  }

  /**
   * boardgame.io's sync handler, run whole inside the match's queue. boardgame.io
   * joins the socket to the room only after answering the sync, so a move applied
   * in between was broadcast without it and the player was left on an older state
   * (boardgame.io #1100); and it marks the seat connected (read, change, write the
   * metadata) outside any queue, so two seats connecting at once lost one of the
   * two marks. Here neither can interleave with a move or with another seat's sync.
   */
  private syncInQueue(app: Server.App, game: Game, filterPlayerView: FilterPlayerView, socket: Socket, args: unknown[]): void {
    const [matchID, playerID, credentials] = args as [string, string | null | undefined, string | undefined];
    const transport: MasterTransport = {
      send: ({ playerID: to, ...data }) => {
        const { type, args: out } = filterPlayerView(to, data as Broadcast);
        socket.emit(type, ...out);
      },
      sendAll: (payload) => this.pubSub.publish(channelOf(matchID), payload),
    };
    const clients = this as unknown as ClientRegistry;
    void this.getMatchQueue(matchID)
      .add(async () => {
        // A socket gone before its turn will never join the room.
        if (socket.disconnected) return;
        await socket.join(matchID);
        clients.removeClient(socket.id);
        // Listening to the match before reading it: no move stored after the read is missed.
        await this.stored.prepare(channelOf(matchID));
        const master = new Master(game, app.context.db, transport, app.context.auth);
        const answer = (await master.onSync(matchID, playerID ?? null, credentials)) as { error?: string } | undefined;
        if (answer?.error === 'unauthorized' || socket.disconnected) return;
        clients.addClient({ socket, matchID, playerID, credentials }, game);
        if (this.stored.relay) {
          const { state } = await app.context.db.fetch(matchID, { state: true });
          if (state && this.stored.unrelayed(channelOf(matchID), state._stateID)) {
            this.pubSub.publish(channelOf(matchID), { type: 'update', args: [matchID, state] });
          }
        }
        // boardgame.io reads the metadata, marks the seat and writes the whole back.
        await this.guard.locks.run(matchID, () => master.onConnectionChange(matchID, playerID ?? null, credentials, true));
      })
      .catch((error: unknown) => this.guard.log.error({ err: error, matchID }, 'sync failed'));
  }

  /** A seat's disconnection marked in the match's queue, like its connection (see syncInQueue). */
  private disconnectInQueue(app: Server.App, game: Game, filterPlayerView: FilterPlayerView, socket: Socket): void {
    const clients = this as unknown as ClientRegistry;
    const client = clients.clientInfo.get(socket.id);
    clients.removeClient(socket.id);
    if (!client) return;
    const { matchID, playerID, credentials } = client;
    const transport: MasterTransport = {
      send: ({ playerID: to, ...data }) => {
        const { type, args: out } = filterPlayerView(to, data as Broadcast);
        socket.emit(type, ...out);
      },
      sendAll: (payload) => this.pubSub.publish(channelOf(matchID), payload),
    };
    void this.getMatchQueue(matchID)
      .add(() => this.guard.locks.run(matchID, () =>
        new Master(game, app.context.db, transport, app.context.auth).onConnectionChange(matchID, playerID ?? null, credentials, false)))
      .catch((error: unknown) => this.guard.log.error({ err: error, matchID }, 'disconnect failed'));
  }

  // A queued move runs after earlier ones finish; bound here, it keeps the context
  // (match, seat, move) of the packet that queued it, for the rule-error log.
  override getMatchQueue(matchID: string): ReturnType<SocketIO['getMatchQueue']> {
    const queue = super.getMatchQueue(matchID);
    // Wrapped once per queue: boardgame.io asks for the queue on every packet.
    if ((queue.add as { bound?: true }).bound) return queue;
    const add = queue.add.bind(queue);
    // Only our own context matters (AsyncLocalStorage.bind would build a deprecation
    // wrapper on every call).
    const bound: typeof queue.add = (task, options) => {
      const context = moveContext.getStore();
      if (!context) return add(task, options);
      const inContext = (() => moveContext.run(context, () => task())) as typeof task;
      return add(inContext, options);
    };
    queue.add = Object.assign(bound, { bound: true as const });
    return queue;
  }

  /** Resolves when no match has a move being processed. */
  async idle(): Promise<void> {
    await Promise.all([...this.perMatchQueue.values()].map((queue) => queue.onIdle()));
  }

  private async checkPacket(game: Game, moveNames: Set<string>, packet: unknown[]): Promise<Checked<unknown>> {
    const [event, ...args] = packet;
    switch (event) {
      case 'update':
        return checkUpdate(args, moveNames);
      case 'sync': {
        const checked = checkSync(args);
        if (!checked.ok) return checked;
        const { metadata } = await this.guard.storage().fetch(checked.value.matchID, { metadata: true });
        if (!metadata || metadata.gameName !== game.name) return { ok: false, reason: 'no such match' };
        const seat = checked.value.playerID;
        if (seat !== null && !Object.prototype.hasOwnProperty.call(metadata.players, seat)) {
          return { ok: false, reason: 'no such seat' };
        }
        // Checked here too, so that a sync let through always reaches the room.
        if (seat !== null && !authenticateCredentials(checked.value.credentials ?? '', metadata.players[Number(seat)])) {
          return { ok: false, reason: 'bad credentials' };
        }
        // The client's numPlayers would size a match created on the fly; none is.
        packet.length = Math.min(packet.length, 4);
        return checked;
      }
      case 'chat': {
        const checked = checkChat(args);
        if (!checked.ok) return checked;
        const { metadata } = await this.guard.storage().fetch(checked.value.matchID, { metadata: true });
        if (!metadata || metadata.gameName !== game.name) return { ok: false, reason: 'no such match' };
        if (!Object.prototype.hasOwnProperty.call(metadata.players, checked.value.sender)) return { ok: false, reason: 'no such seat' };
        return checked;
      }
      default:
        return { ok: false, reason: 'unknown event' };
    }
  }
}

export type { Socket };

/** A bot plays the seat in its player's place (`data.bot` with `data.standIn`, set by the server only). */
function standsIn(player: Server.PlayerMetadata | undefined): boolean {
  const data = player?.data as { bot?: unknown; standIn?: unknown } | undefined;
  return typeof data?.bot === 'string' && data.standIn === true;
}

function updateContext(packet: unknown[]): MoveContext {
  const action = packet[1] as { payload?: { type?: unknown } } | undefined;
  const move = action?.payload?.type;
  return {
    matchID: String(packet[3] ?? ''),
    playerID: typeof packet[4] === 'string' ? packet[4] : null,
    move: typeof move === 'string' ? move : null,
  };
}

/** boardgame.io's bookkeeping of which socket plays which seat of which match. */
interface ClientRegistry {
  clientInfo: Map<string, { socket: Socket; matchID: string; playerID: string | null | undefined; credentials: string | undefined }>;
  addClient(client: { socket: Socket; matchID: string; playerID: string | null | undefined; credentials: string | undefined }, game: Game): void;
  removeClient(socketID: string): void;
}
