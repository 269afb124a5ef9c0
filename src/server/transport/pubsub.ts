import type { SocketIO } from 'boardgame.io/server';
import type { Logger } from 'pino';
import type { BroadcastRelay } from '../cluster/redis-relay';

type PubSub = NonNullable<NonNullable<ConstructorParameters<typeof SocketIO>[0]>['pubSub']>;
export type Payload = Parameters<PubSub['publish']>[1];

/** boardgame.io's channel name for a match (server/transport/socketio.ts). */
export const channelOf = (matchID: string) => `MATCH-${matchID}`;

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

  /** Broadcasts on their way (waiting for their write, or for Redis). */
  private readonly pending = new Set<Promise<void>>();

  publish(channelId: string, payload: Payload): void {
    const matchID = String((payload.args as unknown[] | undefined)?.[0] ?? '');
    const sent: Promise<void> = Promise.resolve()
      .then(() => this.settled(matchID))
      .then(async (stored) => {
        if (!stored) {
          this.log.error({ matchID, type: payload.type }, 'not broadcast: the write failed');
          return;
        }
        if (this.relay) await this.relay.publish(channelId, JSON.stringify(payload));
        else this.deliver(channelId, payload);
      })
      .catch((error: unknown) => this.log.error({ err: error, matchID }, 'broadcast failed'))
      .finally(() => this.pending.delete(sent));
    this.pending.add(sent);
  }

  /**
   * Resolves once every broadcast published so far is sent: a stopping instance
   * waits for it before closing Redis, or the players on other instances would
   * stay a move behind until they sync again.
   */
  async sent(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** How many matches something is kept for (tests and benchmarks: memory that must not grow). */
  get matches(): number {
    return new Set([...this.channels.keys(), ...this.early.keys(), ...this.leaving.keys(), ...this.relayed.keys()])
      .size;
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
    if (this.channels.has(channelId)) {
      this.deliver(channelId, payload);
      return;
    }
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
    void this.relay
      .listen(channelId)
      .catch((error: unknown) => this.log.error({ err: error, channelId }, 'not listening to the match'));
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
    // Only a relay needs it (`unrelayed`): kept without one, it would grow with every match.
    if (this.relay && typeof state?._stateID === 'number' && state._stateID > (this.relayed.get(channelId) ?? -1))
      this.relayed.set(channelId, state._stateID);
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
