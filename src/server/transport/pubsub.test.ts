import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { StoredFirstPubSub } from './pubsub';

describe('stored-first broadcasts', () => {
  it('are all sent to the relay before a stopping instance closes it', async () => {
    let commit!: (stored: boolean) => void;
    const written = new Promise<boolean>((resolve) => (commit = resolve));
    const pubSub = new StoredFirstPubSub(() => written, pino({ level: 'silent' }));
    const relayed: string[] = [];
    let release!: () => void;
    const redisAnswered = new Promise<void>((resolve) => (release = resolve));
    pubSub.relay = {
      publish: async (channel) => {
        await redisAnswered;
        relayed.push(channel);
      },
      listen: async () => {},
      stop: () => {},
      close: async () => {},
    };
    pubSub.publish('MATCH-m1', { type: 'update', args: ['m1', { _stateID: 3 }] } as never);
    let done = false;
    const sent = pubSub.sent().then(() => (done = true));
    // Neither while the move's write is pending nor while Redis has not answered.
    await Promise.resolve();
    expect(done).toBe(false);
    commit(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    release();
    await sent;
    expect(relayed).toEqual(['MATCH-m1']);
  });

  it('with nothing on its way, is sent at once', async () => {
    const pubSub = new StoredFirstPubSub(async () => true, pino({ level: 'silent' }));
    await expect(pubSub.sent()).resolves.toBeUndefined();
  });
});
