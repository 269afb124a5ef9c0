import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { removeIdleMatches } from './jobs';
import { MatchLocks } from './storage/match-lock';
import type { MatchStore } from './match-store';

const DAY = 24 * 60 * 60 * 1000;

describe('the idle-match cleanup', () => {
  it('reads each listed match again under its lock and keeps one that moved on since the list', async () => {
    const now = 100 * DAY;
    const metadata: Record<string, { updatedAt: number; gameover?: unknown }> = {
      idle: { updatedAt: now - 40 * DAY },
      // Listed as idle, then joined while the cleanup went through the list.
      joined: { updatedAt: now - 1000 },
      ended: { updatedAt: now - 40 * DAY, gameover: { winner: '0' } },
    };
    const wipe = vi.fn(async () => undefined);
    const store = {
      listMatches: async () => Object.keys(metadata),
      fetch: async (id: string) => ({ metadata: metadata[id] }),
      wipe,
    } as unknown as MatchStore;
    const locks = new MatchLocks();
    const run = vi.spyOn(locks, 'run');
    expect(await removeIdleMatches(store, 30, pino({ level: 'silent' }), now, locks)).toBe(1);
    expect(wipe.mock.calls).toEqual([['idle']]);
    expect(run.mock.calls.map((c) => c[0])).toEqual(['idle', 'joined', 'ended']);
  });
});
