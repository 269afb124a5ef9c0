import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { clientOf } from './client-id';
import { TokenBuckets, type ClientKey, type ClientLimits, type Refusal } from './limits';

// Limits on sockets: how many a client may hold open and open per minute (checked
// on the handshake, before socket.io does any work for it), and how many messages
// each socket, browser and IP may send per second.

/** A handshake let through but not yet a connection gives its place back after this. */
const HANDSHAKE_HOLD_MS = 10_000;

interface EngineSocket {
  request: IncomingMessage;
  once(event: 'close', listener: () => void): unknown;
}

export interface EngineEvents {
  on(event: 'connection', listener: (socket: EngineSocket) => void): unknown;
  on(event: 'connection_error', listener: (error: { req: IncomingMessage }) => void): unknown;
}

/** Open connections per client, counted from the handshake to the close. */
export class ConnectionGate {
  private readonly pending = new WeakMap<IncomingMessage, { client: ClientKey; timer: NodeJS.Timeout }>();

  constructor(
    private readonly limits: ClientLimits,
    private readonly trustProxy: number,
    private readonly log: Logger,
  ) {}

  /** Whether a new connection may open; when it may, it counts from now on. */
  admit(req: IncomingMessage): { ok: true } | { ok: false; reason: string } {
    const client = clientOf(req, this.trustProxy);
    if (!this.limits.sockets.allows(client)) {
      this.log.warn({ ip: client.ip }, 'socket refused: too many open connections');
      return { ok: false, reason: 'too many open connections' };
    }
    const refused = this.limits.connections.take(client);
    if (refused) {
      this.log.warn({ ip: client.ip }, 'socket refused: too many new connections');
      return { ok: false, reason: 'too many new connections' };
    }
    this.limits.sockets.add(client);
    const timer = setTimeout(() => this.release(req), HANDSHAKE_HOLD_MS);
    timer.unref();
    this.pending.set(req, { client, timer });
    return { ok: true };
  }

  /** Follows engine.io's connections so that each admitted one is counted until it closes. */
  watch(engine: EngineEvents): void {
    engine.on('connection', (socket) => {
      const entry = this.pending.get(socket.request);
      if (!entry) return;
      this.pending.delete(socket.request);
      clearTimeout(entry.timer);
      socket.once('close', () => this.limits.sockets.remove(entry.client));
    });
    engine.on('connection_error', ({ req }) => this.release(req));
  }

  private release(req: IncomingMessage): void {
    const entry = this.pending.get(req);
    if (!entry) return;
    this.pending.delete(req);
    clearTimeout(entry.timer);
    this.limits.sockets.remove(entry.client);
  }
}

/** Refusals in a row after which a socket that keeps flooding is disconnected. */
const FLOOD_DISCONNECT = 200;

/** Message rates of one socket: its own, its browser's and its IP's. */
export class MessageMeter {
  private readonly perSocket: TokenBuckets;
  private readonly chat: TokenBuckets;
  private refusedInARow = 0;

  constructor(
    private readonly limits: ClientLimits,
    private readonly client: ClientKey,
    private readonly socketID: string,
  ) {
    const rate = limits.limits.messagesPerSecond;
    this.perSocket = new TokenBuckets(rate * 2, rate, 1, limits.now);
    this.chat = new TokenBuckets(10, 1, 1, limits.now);
  }

  /** 'ok', 'refuse' (drop the packet) or 'disconnect' (it keeps flooding). */
  take(event: string): 'ok' | 'refuse' | 'disconnect' {
    const ok =
      this.perSocket.waitFor(this.socketID) === 0 &&
      (event !== 'chat' || this.chat.waitFor(this.socketID) === 0) &&
      this.limits.messages.take(this.client) === null;
    if (!ok) return ++this.refusedInARow >= FLOOD_DISCONNECT ? 'disconnect' : 'refuse';
    this.perSocket.take(this.socketID);
    if (event === 'chat') this.chat.take(this.socketID);
    this.refusedInARow = 0;
    return 'ok';
  }
}

/**
 * A chat message from an authenticated seat, counted per seat (however many
 * sockets and browsers hold it) and per browser (however many seats it holds):
 * null when it may go out, else how long to wait. The per-socket count is
 * MessageMeter's.
 */
export function takeChat(limits: ClientLimits, client: ClientKey, matchID: string, seat: string): Refusal | null {
  const key = `${matchID}|${seat}`;
  const wait = limits.chatPerSeat.waitFor(key);
  if (wait > 0) return { retryAfter: Math.max(1, Math.ceil(wait)) };
  const refused = limits.chat.take(client);
  if (refused) return refused;
  limits.chatPerSeat.take(key);
  return null;
}
