import type { Game, Server, StorageAPI } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { SocketIO } from 'boardgame.io/server';
import type { Server as IOServer, Socket } from 'socket.io';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { OriginPolicy } from '../hardening/origins';
import { clientOf } from '../hardening/client-id';
import type { ClientLimits } from '../hardening/limits';
import { ConnectionGate, MessageMeter, takeChat, type EngineEvents } from '../hardening/sockets';
import type { MatchLocks } from '../storage/match-lock';
import { markPresence, type SeatPresence } from '../seats/presence';
import type { MoveHook } from './move-storage';
import {
  applyBotMove,
  applyMove,
  updateContext,
  type BotMove,
  type BotMoveResult,
  type Broadcast,
  type FilterPlayerView,
  type MasterTransport,
  type MoveRunner,
} from './moves';
import { checkPacket, moveNamesOf } from './packet-check';
import { channelOf, StoredFirstPubSub } from './pubsub';
import { moveContext } from './rule-errors';
import { textParser } from './text-parser';

type TransportOpts = NonNullable<ConstructorParameters<typeof SocketIO>[0]>;
type SocketServerOptions = NonNullable<TransportOpts['socketOpts']>;

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
  /** Changes the metadata an accepted move writes (the table's clocks, src/server/clocks/). */
  onMove?: MoveHook;
  /** Counts the seats' open sockets (all instances'): a seat is connected while any holds it. */
  presence: SeatPresence;
  /** When a seat went offline (default Date.now). */
  now?: () => number;
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
  private readonly runner: MoveRunner;
  private app: (Server.App & { _io?: IOServer }) | undefined;
  /** Socket id → the seat it holds (counted in the presence), and the credentials it was opened with. */
  private readonly holds = new Map<string, { matchID: string; seat: string; credentials: string | undefined }>();

  constructor(options: SecureTransportOptions) {
    const gate = new ConnectionGate(options.limits, options.trustProxy, options.log);
    super({
      pubSub: options.pubSub ?? new StoredFirstPubSub(options.settled, options.log),
      socketOpts: {
        parser: textParser,
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
    this.runner = {
      queue: (matchID) => this.getMatchQueue(matchID),
      publish: (matchID, payload) => this.pubSub.publish(channelOf(matchID), payload),
      settled: options.settled,
      locks: options.locks,
      log: options.log,
      onMove: options.onMove,
    };
    // boardgame.io's own (private) subscription, replaced: see subscribeByView.
    (this as unknown as { subscribePubSubChannel: (matchID: string, game: Game) => void }).subscribePubSubChannel = (
      matchID,
      game,
    ) => this.subscribeByView(matchID, game);
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
        socket.on('error', (error: Error) =>
          this.guard.log.debug({ reason: error.message, game: game.name }, 'packet refused'),
        );
        const meter = new MessageMeter(this.guard.limits, clientOf(socket.request, this.guard.trustProxy), socket.id);
        socket.use((packet, nextPacket) => {
          const metered = meter.take(String(packet[0]));
          if (metered !== 'ok') {
            if (packet[0] === 'chat') refuseChat(socket, 'too many messages from this window', 1);
            if (metered === 'disconnect') {
              this.guard.log.warn(
                { game: game.name, ip: clientOf(socket.request, this.guard.trustProxy).ip },
                'socket disconnected: message flood',
              );
              socket.disconnect(true);
            }
            return nextPacket(new Error('rate limit'));
          }
          void checkPacket(this.guard.storage(), game, moveNames, packet)
            .then((checked) => {
              if (checked.ok && packet[0] === 'sync')
                return this.syncInQueue(app, game, filterPlayerView, socket, packet.slice(1));
              // Moves are applied here rather than by boardgame.io's handler (see applyMove).
              if (checked.ok && packet[0] === 'update') {
                return moveContext.run(updateContext(packet), () =>
                  applyMove(this.runner, app, game, filterPlayerView, socket, packet.slice(1)),
                );
              }
              if (checked.ok && packet[0] === 'chat') {
                const { matchID, sender } = checked.value as { matchID: string; sender: string };
                const client = clientOf(socket.request, this.guard.trustProxy);
                const refused = takeChat(this.guard.limits, client, matchID, sender);
                if (!refused) return nextPacket();
                this.guard.log.debug({ game: game.name, matchID, seat: sender }, 'chat refused: too many messages');
                refuseChat(socket, 'too many chat messages', refused.retryAfter);
                return nextPacket(new Error('chat rate limit'));
              }
              if (checked.ok) return nextPacket();
              if (packet[0] === 'chat') refuseChat(socket, checked.reason);
              this.guard.log.warn(
                { game: game.name, event: String(packet[0]), reason: checked.reason },
                'packet refused',
              );
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
        socket.on('disconnect', () => this.disconnectInQueue(socket));
      });
    }
  }

  /**
   * A bot's move, made the way a player's is (see moves.ts, applyBotMove);
   * 'gone' before the server runs.
   */
  applyBotMove(...move: BotMove): Promise<BotMoveResult> {
    if (!this.app) return Promise.resolve('gone');
    return applyBotMove(this.runner, this.app, ...move);
  }

  /**
   * boardgame.io's sync handler, run whole inside the match's queue. boardgame.io
   * joins the socket to the room only after answering the sync, so a move applied
   * in between was broadcast without it and the player was left on an older state
   * (boardgame.io #1100); and it marks the seat connected (read, change, write the
   * metadata) outside any queue, so two seats connecting at once lost one of the
   * two marks. Here neither can interleave with a move or with another seat's sync.
   */
  private syncInQueue(
    app: Server.App,
    game: Game,
    filterPlayerView: FilterPlayerView,
    socket: Socket,
    args: unknown[],
  ): void {
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
        // Counted before the mark reads the count; the socket's earlier seat (a
        // second sync) after, so that a seat synced again is never counted empty.
        const before = this.holds.get(socket.id);
        const seat = playerID === null || playerID === undefined ? undefined : String(playerID);
        if (seat !== undefined) {
          this.holds.set(socket.id, { matchID, seat, credentials });
          this.guard.presence.add(matchID, seat);
        } else this.holds.delete(socket.id);
        if (before) {
          this.guard.presence.remove(before.matchID, before.seat);
          if (before.matchID !== matchID || before.seat !== seat) void this.refreshSeat(before.matchID, before.seat);
        }
        if (this.stored.relay) {
          const { state } = await app.context.db.fetch(matchID, { state: true });
          if (state && this.stored.unrelayed(channelOf(matchID), state._stateID)) {
            this.pubSub.publish(channelOf(matchID), { type: 'update', args: [matchID, state] });
          }
        }
        if (seat === undefined) return;
        const marked = await this.markSeat(matchID, seat, credentials);
        // The seat was given away between the sync and the mark: the socket holds nothing.
        if (!marked && this.holds.get(socket.id)?.matchID === matchID && this.holds.get(socket.id)?.seat === seat) {
          this.holds.delete(socket.id);
          this.guard.presence.remove(matchID, seat);
        }
      })
      .catch((error: unknown) => this.guard.log.error({ err: error, matchID }, 'sync failed'));
  }

  /** A seat's disconnection marked in the match's queue, like its connection (see syncInQueue). */
  private disconnectInQueue(socket: Socket): void {
    const clients = this as unknown as ClientRegistry;
    clients.removeClient(socket.id);
    // Uncounted at once: a mark made from now on (this one, another socket's) counts without it.
    const hold = this.holds.get(socket.id);
    this.holds.delete(socket.id);
    if (!hold) return;
    this.guard.presence.remove(hold.matchID, hold.seat);
    const { matchID, seat, credentials } = hold;
    // The last socket's leaving deleted the match's queue (removeClient); the one
    // made again for this mark goes too once idle, unless a socket came back.
    const queue = this.getMatchQueue(matchID);
    void queue
      .add(() => this.markSeat(matchID, seat, credentials))
      .catch((error: unknown) => this.guard.log.error({ err: error, matchID }, 'disconnect failed'))
      .then(() => queue.onIdle())
      .then(() => {
        // Nothing waits in it or runs in it (a bot's move may have come meanwhile).
        const unused = queue.size === 0 && queue.pending === 0;
        if (unused && !clients.roomInfo.has(matchID) && this.perMatchQueue.get(matchID) === queue)
          this.deleteMatchQueue(matchID);
      });
  }

  /**
   * Writes whether a seat is held by any socket (every instance's), and since
   * when it is away, into the match's metadata, holding the match; the seats are
   * broadcast to the match's sockets, as boardgame.io does on each connection
   * change. A socket's mark is made with its credentials, and none when they no
   * longer open the seat (it was given away): resolves false then.
   */
  private markSeat(matchID: string, seat: string, credentials: string | undefined, trusted = false): Promise<boolean> {
    return this.guard.locks.run(matchID, async () => {
      const store = this.guard.storage();
      const { metadata } = await store.fetch(matchID, { metadata: true });
      // An open seat is nobody's: it has no presence.
      if (!metadata?.players[Number(seat)]?.name) return false;
      if (!trusted) {
        const auth = this.app?.context.auth as AuthLike | undefined;
        if (!auth || !(await auth.authenticateCredentials({ playerID: seat, credentials, metadata }))) return false;
      }
      const { live } = await this.guard.presence.live(matchID, seat).catch((error: unknown) => {
        // Without the other instances' counts: this one's own (a hand-over is refused meanwhile).
        this.guard.log.warn({ err: error, matchID, seat }, 'seat presence unknown: counting this instance only');
        return { live: this.guard.presence.local(matchID, seat) > 0 };
      });
      const changed = markPresence(metadata, seat, live, (this.guard.now ?? Date.now)());
      const players = Object.values(metadata.players).map(({ credentials: _secret, ...shown }) => shown);
      this.pubSub.publish(channelOf(matchID), { type: 'matchData', args: [matchID, players] });
      if (changed) await store.setMetadata(matchID, metadata);
      return true;
    });
  }

  /**
   * The seat's presence written again from the counts, by the server itself: a
   * socket moved to another seat, or the instance that held it stopped renewing it.
   */
  refreshSeat(matchID: string, seat: string): Promise<void> {
    return this.markSeat(matchID, seat, undefined, true).then(
      () => {},
      (error: unknown) => this.guard.log.error({ err: error, matchID, seat }, 'seat presence not written'),
    );
  }

  /**
   * A match's broadcasts, as boardgame.io sends them but for the encoding: each
   * distinct view is filtered once, and socket.io encodes it once for every socket
   * that gets it (a broadcast to their ids), instead of once per socket. A game
   * whose views do not depend on the seat (secrecy `none` or `shared`) has one view
   * for everybody; else there is one per seat, spectators together.
   */
  private subscribeByView(matchID: string, game: Game): void {
    const filterPlayerView = getFilterPlayerView(game);
    const clients = this as unknown as ClientRegistry;
    const oneView = viewIsShared(game);
    const broadcast = (payload: Broadcast) => {
      const room = clients.roomInfo.get(matchID);
      const nsp = this.app?._io?.of(game.name!);
      if (!room || !nsp) return;
      const together = oneView && !redactsLog(payload);
      const byView = new Map<string | null, string[]>();
      for (const id of room) {
        const client = clients.clientInfo.get(id);
        if (!client) continue;
        const view = together ? null : (client.playerID ?? null);
        const ids = byView.get(view);
        if (ids) ids.push(id);
        else byView.set(view, [id]);
      }
      for (const [view, ids] of byView) {
        const { type, args } = filterPlayerView(view, payload);
        if (ids.length === 1) clients.clientInfo.get(ids[0]!)!.socket.emit(type, ...args);
        else nsp.to(ids).emit(type, ...args);
      }
    };
    this.pubSub.subscribe(channelOf(matchID), broadcast);
  }

  /** How many matches have a queue (tests and benchmarks: memory that must not grow). */
  get matchQueues(): number {
    return this.perMatchQueue.size;
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
}

export type { Socket };

/**
 * The sender of a chat message the server did not pass on is told why, and when
 * rate-limited how many seconds to wait: `chat-refused {error, retryAfter?}`.
 */
function refuseChat(socket: Socket, error: string, retryAfter?: number): void {
  socket.emit('chat-refused', retryAfter === undefined ? { error } : { error, retryAfter });
}

/**
 * Whether every seat and spectator sees the same state: a contract game without
 * per-seat secrets (its view, if any, hides the same things from everybody).
 */
function viewIsShared(game: Game): boolean {
  const secrecy = (game as Game & { spec?: { secrecy?: string } }).spec?.secrecy;
  return secrecy === 'none' || secrecy === 'shared';
}

/** Whether a broadcast's log has an entry boardgame.io shows only to the seat that made it. */
function redactsLog(payload: Broadcast): boolean {
  const state = payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined;
  const log = (state as { deltalog?: { redact?: boolean }[] } | undefined)?.deltalog;
  return log?.some((entry) => entry.redact === true) ?? false;
}

/** boardgame.io's credential check (the server's Auth). */
interface AuthLike {
  authenticateCredentials(args: {
    playerID: string;
    credentials: string | undefined;
    metadata: Server.MatchData;
  }): boolean | Promise<boolean>;
}

/** boardgame.io's bookkeeping of which socket plays which seat of which match. */
interface ClientRegistry {
  clientInfo: Map<
    string,
    { socket: Socket; matchID: string; playerID: string | null | undefined; credentials: string | undefined }
  >;
  addClient(
    client: { socket: Socket; matchID: string; playerID: string | null | undefined; credentials: string | undefined },
    game: Game,
  ): void;
  removeClient(socketID: string): void;
  /** Match → its sockets' ids, while it has any. */
  roomInfo: Map<string, Set<string>>;
}
