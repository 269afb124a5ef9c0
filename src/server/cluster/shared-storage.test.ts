import { afterAll, describe, expect, it } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { createLogger } from '../logger';
import { dropSchemas, openPostgres, type SqlDriver } from '../storage/driver';
import { SqlStorage, StaleWriteError } from '../storage/sql-storage';
import { openClusterLocks } from './pg-lock';

// Two instances' storages and locks on one PostgreSQL schema, in one process:
// what keeps a match's history single when both write it.

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('[notice] TEST_DATABASE_URL is not set: the shared-storage suite is skipped.');

const schema = `t_shared_${process.pid}_${Date.now()}`;
const drivers: SqlDriver[] = [];
const log = createLogger('silent');

afterAll(async () => {
  await Promise.all(drivers.map((d) => d.close()));
  if (pgUrl) await dropSchemas(pgUrl, [schema]);
});

async function instance(): Promise<SqlStorage> {
  const driver = await openPostgres(pgUrl!, schema);
  drivers.push(driver);
  const storage = new SqlStorage(driver, () => {}, true);
  await storage.connect();
  return storage;
}

function state(stateID: number, G: unknown): State {
  return { G, ctx: { turn: stateID } as State['ctx'], plugins: {}, _undo: [], _redo: [], _stateID: stateID } as State;
}

function entry(stateID: number, by: string): LogEntry {
  return {
    action: { type: 'MAKE_MOVE', payload: { type: by, args: [], playerID: '0' } },
    _stateID: stateID,
    turn: stateID,
    phase: '',
  } as LogEntry;
}

const metadata = (at: number, extra: Partial<Server.MatchData> = {}): Server.MatchData => ({
  gameName: 'fixture',
  players: { 0: { id: 0 }, 1: { id: 1 } },
  createdAt: 1,
  updatedAt: at,
  ...extra,
});

describe.runIf(pgUrl)('storage shared by several instances', () => {
  it('reads what another instance stored, never its own stale cache', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await a.createMatch('m1', { initialState: state(0, { by: 'setup' }), metadata: metadata(1) });
    expect((await b.fetch('m1', { state: true })).state!.G).toEqual({ by: 'setup' });
    await a.setState('m1', state(1, { by: 'a' }), [entry(0, 'a')]);
    await a.setMetadata('m1', metadata(2, { gameover: undefined }));
    // b cached state 0; the database has 1.
    const seen = await b.fetch('m1', { state: true, metadata: true });
    expect(seen.state!._stateID).toBe(1);
    expect(seen.state!.G).toEqual({ by: 'a' });
    expect(seen.metadata!.updatedAt).toBe(2);
  });

  it('stores exactly one of two moves computed on the same state; the other writes nothing and is not settled', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await a.createMatch('m2', { initialState: state(0, { by: 'setup' }), metadata: metadata(1) });
    await Promise.all([a.fetch('m2', { state: true }), b.fetch('m2', { state: true })]);
    const outcomes = await Promise.allSettled([
      Promise.all([a.setState('m2', state(1, { by: 'a' }), [entry(0, 'a')]), a.setMetadata('m2', metadata(10))]),
      Promise.all([b.setState('m2', state(1, { by: 'b' }), [entry(0, 'b')]), b.setMetadata('m2', metadata(20))]),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!;
    expect(lost.reason).toBeInstanceOf(StaleWriteError);
    const winner = outcomes[0].status === 'fulfilled' ? 'a' : 'b';
    const stored = await a.fetch('m2', { state: true, metadata: true, log: true });
    expect(stored.state!.G).toEqual({ by: winner });
    expect(stored.metadata!.updatedAt).toBe(winner === 'a' ? 10 : 20);
    expect(stored.log!.map((e) => e.action.payload.type)).toEqual([winner]);
  });

  it('refuses a write computed on a state another instance has moved past', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await a.createMatch('m3', { initialState: state(0, {}), metadata: metadata(1) });
    await a.setState('m3', state(1, { n: 1 }), [entry(0, 'a')]);
    await a.setState('m3', state(2, { n: 2 }), [entry(1, 'a')]);
    const written = b.setState('m3', state(2, { n: 'stale' }), [entry(1, 'b')]);
    expect(await b.whenSettled('m3')).toBe(false);
    await expect(written).rejects.toBeInstanceOf(StaleWriteError);
    const stored = await b.fetch('m3', { state: true, log: true });
    expect(stored.state!.G).toEqual({ n: 2 });
    expect(stored.log!.map((e) => e._stateID)).toEqual([0, 1]);
  });

  it('holds a match across instances one at a time, and takes it back from a holder that stopped answering', async () => {
    const first = openClusterLocks(pgUrl!, log, { holdTimeoutMs: 1000 });
    const second = openClusterLocks(pgUrl!, log, { holdTimeoutMs: 1000 });
    try {
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const one = first.run('m4', async () => {
        order.push('first in');
        await held;
        order.push('first out');
      });
      // The first holds the match before the second asks.
      while (order.length === 0) await new Promise((resolve) => setImmediate(resolve));
      const two = second.run('m4', async () => order.push('second'));
      release();
      await Promise.all([one, two]);
      expect(order).toEqual(['first in', 'first out', 'second']);

      // A holder that never finishes (a frozen instance) loses the match after the hold timeout.
      let thaw!: () => void;
      const frozen = new Promise<void>((resolve) => (thaw = resolve));
      let firstHolds = false;
      const stalled = first.run('m5', () => {
        firstHolds = true;
        return frozen;
      });
      while (!firstHolds) await new Promise((resolve) => setImmediate(resolve));
      const started = Date.now();
      await second.run('m5', async () => undefined);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      // Thawed, the first finds its hold gone and goes on without failing.
      thaw();
      await stalled;
    } finally {
      await Promise.all([first.close().catch(() => {}), second.close().catch(() => {})]);
    }
  }, 30_000);
});
