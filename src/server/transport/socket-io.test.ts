import { describe, expect, it } from 'vitest';
import type { StorageAPI } from 'boardgame.io';
import { ClientLimits, DEFAULT_LIMITS } from '../hardening/limits';
import { originPolicy } from '../hardening/origins';
import { createLogger } from '../logger';
import { MatchLocks } from '../storage/match-lock';
import { SeatPresence } from '../seats/presence';
import { moveContext } from './rule-errors';
import { SecureSocketIO } from './socket-io';

// The match queue: every move of a match in order, each run in the context
// (match, seat, move) of the packet that queued it.

function transport(): SecureSocketIO {
  return new SecureSocketIO({
    origins: originPolicy(undefined),
    storage: () => ({}) as StorageAPI.Async,
    settled: async () => true,
    log: createLogger('silent'),
    limits: new ClientLimits(DEFAULT_LIMITS),
    trustProxy: 0,
    locks: new MatchLocks(),
    presence: new SeatPresence(),
  });
}

describe('the match queue', () => {
  it('is wrapped once, however often boardgame.io asks for it', () => {
    const t = transport();
    const first = t.getMatchQueue('m1').add;
    for (let i = 0; i < 5; i++) t.getMatchQueue('m1');
    expect(t.getMatchQueue('m1').add).toBe(first);
  });

  it('runs a queued task in the context of whoever queued it, after the tasks before it', async () => {
    const queue = transport().getMatchQueue('m1');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: (string | null)[] = [];
    void moveContext.run({ matchID: 'm1', playerID: '0', move: 'first' }, () => queue.add(() => held));
    const second = moveContext.run({ matchID: 'm1', playerID: '1', move: 'second' }, () =>
      queue.add(() => {
        seen.push(moveContext.getStore()?.move ?? null);
      }),
    );
    release();
    await second;
    expect(seen).toEqual(['second']);
  });
});
