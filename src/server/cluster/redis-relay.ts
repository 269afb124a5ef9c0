import { createClient } from '@redis/client';
import type { Logger } from 'pino';

/**
 * Carries a match's broadcasts to every instance (this one included) whose
 * sockets watch the match: one Redis channel per match, listened to only while
 * this instance has a socket in the match.
 */
export interface BroadcastRelay {
  publish(channelId: string, message: string): Promise<void>;
  /** Resolves once the channel's messages reach this instance. */
  listen(channelId: string): Promise<void>;
  stop(channelId: string): void;
  close(): Promise<void>;
}

export async function openRedisRelay(
  url: string,
  prefix: string,
  onMessage: (channelId: string, message: string) => void,
  log: Logger,
): Promise<BroadcastRelay> {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  // Without a listener an error event (Redis restarting) would end the process;
  // the client reconnects and subscribes again on its own.
  publisher.on('error', (error: unknown) => log.warn({ err: error }, 'redis (publish) error'));
  subscriber.on('error', (error: unknown) => log.warn({ err: error }, 'redis (subscribe) error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listening = new Map<string, Promise<void>>();
  return {
    async publish(channelId, message) {
      await publisher.publish(prefix + channelId, message);
    },
    listen(channelId) {
      let ready = listening.get(channelId);
      if (!ready) {
        ready = subscriber.subscribe(prefix + channelId, (message: string) => onMessage(channelId, message));
        ready.catch(() => listening.delete(channelId));
        listening.set(channelId, ready);
      }
      return ready;
    },
    stop(channelId) {
      if (!listening.delete(channelId)) return;
      subscriber
        .unsubscribe(prefix + channelId)
        .catch((error: unknown) => log.warn({ err: error, channelId }, 'redis unsubscribe failed'));
    },
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
