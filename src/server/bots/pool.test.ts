import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { BotPool, DecisionDropped, type BotPoolOptions, type BotWorker, type DecisionOwner } from './pool';
import type { DecisionReply, DecisionRequest } from './protocol';

// The pool's order of service, with workers answered by hand: which decision a
// free worker takes next, whoever queued how many. No thread, no clock.

/** A worker that thinks until the test answers it. */
class FakeWorker extends EventEmitter implements BotWorker {
  /** The decision it is making (its request's seed names it), or null when free. */
  current: { id: number; label: string } | null = null;

  constructor(private readonly started: string[]) {
    super();
  }

  postMessage(message: DecisionRequest): void {
    this.current = { id: message.id, label: message.request.seed };
    this.started.push(message.request.seed);
  }

  terminate(): Promise<number> {
    return Promise.resolve(0);
  }

  /** Answers the decision in progress. */
  finish(): void {
    const { id } = this.current!;
    this.current = null;
    this.emit('message', { id, decision: { move: 'add', args: [1] } } satisfies DecisionReply);
  }
}

const pools: BotPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

function harness(options: Partial<BotPoolOptions> & { owners?: Record<string, DecisionOwner> }) {
  const started: string[] = [];
  const workers: FakeWorker[] = [];
  const counts = new Map<string, number>();
  const pool = new BotPool({
    log: createLogger('silent'),
    ownerOf: (matchID) => options.owners?.[matchID],
    ...options,
    spawnWorker: () => {
      const worker = new FakeWorker(started);
      workers.push(worker);
      return worker;
    },
  });
  pools.push(pool);
  /** Queues `count` decisions for a match; each is named `<match>#<n>`. */
  const queue = (matchID: string, count = 1) => {
    for (let i = 0; i < count; i++) {
      const n = (counts.get(matchID) ?? 0) + 1;
      counts.set(matchID, n);
      const request = {
        gameId: 'fixture',
        view: { log: [] },
        playerID: '0',
        players: ['0', '1'],
        level: 'hard' as const,
      };
      pool.decide({ ...request, seed: `${matchID}#${n}` }, { matchID, seat: '0', stateID: n }).catch(() => undefined);
    }
  };
  /** The worker that started its decision first finishes it. */
  const finishOldest = () => {
    const busy = workers.filter((w) => w.current);
    busy.sort((a, b) => a.current!.id - b.current!.id);
    busy[0].finish();
  };
  /** The matches of the decisions being made now. */
  const thinking = () => workers.filter((w) => w.current).map((w) => w.current!.label.split('#')[0]);
  return { pool, started, workers, queue, finishOldest, thinking };
}

describe('the bot pool shares its workers between tables', () => {
  it("serves a table's decision after at most one decision of each other table, whatever one table queued", () => {
    const owner = { ip: '203.0.113.7', browser: 'AAAAAAAAAAAAAAAAAAAAAA' };
    const { started, queue, finishOldest } = harness({ size: 1, owners: { a: owner, b: owner, c: owner, d: owner } });
    queue('a', 100);
    queue('b');
    queue('c');
    expect(started).toEqual(['a#1']);
    for (let i = 0; i < 4; i++) finishOldest();
    expect(started).toEqual(['a#1', 'b#1', 'c#1', 'a#2', 'a#3']);
    // A table whose bot must act while table a still has 97 decisions queued.
    queue('d');
    finishOldest();
    expect(started.at(-1)).toBe('d#1');
    finishOldest();
    expect(started.at(-1)).toBe('a#4');
  });

  it('serves tables in turn, the decisions of each in the order they were asked for', () => {
    const { pool, started, queue, finishOldest } = harness({ size: 1 });
    queue('a', 3);
    queue('b', 2);
    for (let i = 0; i < 4; i++) finishOldest();
    expect(started).toEqual(['a#1', 'b#1', 'a#2', 'b#2', 'a#3']);
    // Once all is answered, nothing is kept about the tables.
    finishOldest();
    expect(pool.busy).toBe(0);
    expect(pool.groups).toBe(0);
  });

  it("serves another address's table after one decision of a busy address, however many tables it has", () => {
    const owners: Record<string, DecisionOwner> = { y: { ip: '198.51.100.1' } };
    for (let t = 0; t < 30; t++) owners[`x${t}`] = { ip: '203.0.113.7' };
    const { started, queue, finishOldest } = harness({ size: 1, owners });
    for (let t = 0; t < 30; t++) queue(`x${t}`, 5);
    queue('y');
    expect(started).toEqual(['x0#1']);
    finishOldest();
    expect(started).toEqual(['x0#1', 'y#1']);
    // Then the busy address's tables in turn.
    finishOldest();
    finishOldest();
    expect(started).toEqual(['x0#1', 'y#1', 'x1#1', 'x2#1']);
  });
});

describe('the bot pool drops what is no longer wanted', () => {
  it('before a worker spends time on it', async () => {
    const { pool, started, queue, finishOldest } = harness({ size: 1 });
    queue('a');
    let wanted = true;
    const dropped = pool.decide(
      { gameId: 'fixture', view: { log: [] }, playerID: '1', players: ['0', '1'], level: 'hard', seed: 'b#1' },
      { matchID: 'b', seat: '1', stateID: 1 },
      () => wanted,
    );
    queue('c');
    wanted = false;
    finishOldest();
    expect(started).toEqual(['a#1', 'c#1']);
    await expect(dropped).rejects.toBeInstanceOf(DecisionDropped);
    expect(pool.stats.dropped).toBe(1);
  });
});

describe('the bot pool caps what one client has thinking at once', () => {
  it('per browser and per address, and leaves a worker for others', () => {
    const x1 = { ip: '203.0.113.7', browser: 'BBBBBBBBBBBBBBBBBBBBBB' };
    const x2 = { ip: '203.0.113.7', browser: 'CCCCCCCCCCCCCCCCCCCCCC' };
    const { started, queue, finishOldest, thinking } = harness({
      size: 4,
      thinkingPerBrowser: 1,
      thinkingPerIp: 2,
      owners: { a1: x1, a2: x1, b: x2, c: { ip: '203.0.113.7' }, y: { ip: '198.51.100.1' } },
    });
    queue('a1', 5);
    queue('a2', 5);
    // One browser: one decision at a time, though three workers are free.
    expect(started).toEqual(['a1#1']);
    queue('b', 5);
    queue('c', 5);
    // The address: two at a time, whichever of its browsers (or none) asks.
    expect(started).toEqual(['a1#1', 'b#1']);
    // Another address starts at once on a worker left free.
    queue('y', 5);
    expect(started).toEqual(['a1#1', 'b#1', 'y#1', 'y#2']);
    for (let i = 0; i < 12; i++) {
      finishOldest();
      const now = thinking();
      expect(now.filter((m) => m !== 'y').length, now.join()).toBeLessThanOrEqual(2);
      expect(now.filter((m) => m === 'a1' || m === 'a2').length, now.join()).toBeLessThanOrEqual(1);
      expect(now.filter((m) => m === 'y').length, now.join()).toBeLessThanOrEqual(2);
    }
  });

  it('never gives one address every worker of a pool of two or more', () => {
    const { started, queue, finishOldest } = harness({
      size: 2,
      thinkingPerBrowser: 8,
      thinkingPerIp: 40,
      owners: {},
    });
    // A table whose creator is not known (created before a restart) is a client of
    // its own, not capped; still, a second table shares the workers with it.
    queue('a', 3);
    queue('b', 3);
    expect(started).toEqual(['a#1', 'a#2']);
    finishOldest();
    expect(started.at(-1)).toBe('b#1');
    const capped = harness({ size: 2, thinkingPerBrowser: 8, thinkingPerIp: 40, owners: { a: { ip: '203.0.113.7' } } });
    capped.queue('a', 3);
    expect(capped.started).toEqual(['a#1']);
  });
});
