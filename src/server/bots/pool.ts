// The pool of worker threads where bots think, so that a search never holds up the
// server's event loop. Sized to the machine (one thread per core but one, at least
// one); workers start on first demand and load each game's rules lazily.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { BotDecision, BotRequest } from '../../client/bots/types';
import type { DecisionReply, DecisionRequest } from './protocol';
import { FairScheduler, type DecisionOwner, type Placed } from './scheduler';

export type { DecisionOwner } from './scheduler';

/** Where a decision is for, in every log line about it. */
export interface DecisionContext {
  matchID: string;
  seat: string;
  stateID: number;
}

export interface BotPoolOptions {
  log: Logger;
  /** Worker threads; default availableParallelism() - 1, at least 1. */
  size?: number;
  /** Attempts per decision before giving up (a crash or a failed decision is retried). */
  maxAttempts?: number;
  /** A decision taking longer than this is abandoned: its worker is replaced and it is retried. */
  timeoutMs?: number;
  /** Nice value of the worker threads on Linux (0 to 19; default 10): bots yield the CPU to the players' moves. */
  nice?: number;
  /** Sees every request before a worker does (tests check what a bot is shown, and whose it counts as). */
  onRequest?: (request: BotRequest, context: DecisionContext, owner: DecisionOwner | undefined) => void;
  /** Who created the match (their bot decisions are shared and capped as theirs); undefined when not known. */
  ownerOf?: (matchID: string) => DecisionOwner | undefined;
  /** Decisions one browser's tables may have in workers at once (default 2; at most size - 1 when size > 1). */
  thinkingPerBrowser?: number;
  /** Decisions one address's tables may have in workers at once (default 10; at most size - 1 when size > 1). */
  thinkingPerIp?: number;
  /** Starts a worker (default: a thread running worker-entry.mjs); tests pass one they answer by hand. */
  spawnWorker?: (nice: number) => BotWorker;
}

/** What the pool uses of a worker thread. */
export interface BotWorker {
  postMessage(message: DecisionRequest): void;
  terminate(): Promise<number>;
  on(event: 'message', listener: (reply: DecisionReply) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
}

export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** The decision could not be made in `maxAttempts` attempts. */
export class BotFailure extends Error {}

/** The decision was no longer wanted when a worker was free for it: none spent time on it. */
export class DecisionDropped extends Error {}

interface Job {
  request: BotRequest;
  context: DecisionContext;
  owner: DecisionOwner | undefined;
  wanted: (() => boolean) | undefined;
  attempts: number;
  resolve: (decision: BotDecision | null) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: BotWorker;
  job: Placed<Job> | null;
  jobId: number;
  timer: NodeJS.Timeout | undefined;
}

const WORKER_URL = new URL('./worker-entry.mjs', import.meta.url);

// The server runs TypeScript under tsx; its workers do too.
const spawnThread = (nice: number): BotWorker => new Worker(WORKER_URL, { env: process.env, workerData: { nice } });

export class BotPool {
  readonly size: number;
  private readonly maxAttempts: number;
  private readonly timeoutMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: FairScheduler<Job>;
  private nextId = 1;
  private closed = false;
  /** Decisions made, given up, dropped before they started, and workers replaced after a crash or a timeout. */
  readonly stats = { decisions: 0, failures: 0, dropped: 0, replaced: 0 };

  constructor(private readonly options: BotPoolOptions) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.timeoutMs = options.timeoutMs ?? 120_000;
    // With two workers or more, no client may take them all: a table of someone
    // else's finds one free, or waits for one decision only.
    const most = this.size > 1 ? this.size - 1 : 1;
    const cap = (value: number | undefined, fallback: number) =>
      Math.min(most, Math.max(1, Math.floor(value ?? fallback)));
    this.limits = { perBrowser: cap(options.thinkingPerBrowser, 2), perIp: cap(options.thinkingPerIp, 10) };
    this.queue = new FairScheduler(this.limits);
  }

  /** The caps applied: decisions one browser, one address may have in workers at once. */
  readonly limits: { perBrowser: number; perIp: number };

  /**
   * The bot's move for the request (null: it has no move), or a BotFailure after
   * the bounded retries. `wanted` is asked when a worker is free for it: false (the
   * state it is for has moved on) drops it with a DecisionDropped.
   */
  decide(request: BotRequest, context: DecisionContext, wanted?: () => boolean): Promise<BotDecision | null> {
    if (this.closed) return Promise.reject(new BotFailure('the bot pool is closed'));
    const owner = this.options.ownerOf?.(context.matchID);
    this.options.onRequest?.(request, context, owner);
    return new Promise((resolve, reject) => {
      this.queue.push({ request, context, owner, wanted, attempts: 0, resolve, reject }, context.matchID, owner);
      this.dispatch();
    });
  }

  /** Decisions waiting for a worker or being made. */
  get busy(): number {
    return this.queue.queued + this.slots.filter((s) => s.job).length;
  }

  /** Clients and tables the pool keeps track of (memory that must go back to 0 when idle). */
  get groups(): number {
    return this.queue.groups;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.drain()) job.reject(new BotFailure('the bot pool is closed'));
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map(async (slot) => {
        clearTimeout(slot.timer);
        slot.job?.job.reject(new BotFailure('the bot pool is closed'));
        slot.job = null;
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.queued > 0 && !this.closed) {
      const free = this.slots.find((s) => !s.job);
      if (!free && this.slots.length >= this.size) return;
      const next = this.queue.next();
      if (!next) return;
      if (next.job.wanted && !next.job.wanted()) {
        this.queue.done(next);
        this.stats.dropped++;
        next.job.reject(new DecisionDropped('the state moved on before a worker was free'));
        continue;
      }
      this.run(free ?? this.spawn(), next);
    }
  }

  private spawn(): Slot {
    const worker = (this.options.spawnWorker ?? spawnThread)(this.options.nice ?? 10);
    const slot: Slot = { worker, job: null, jobId: 0, timer: undefined };
    worker.on('message', (reply: DecisionReply) => this.answered(slot, reply));
    worker.on('error', (error) => this.lost(slot, `worker error: ${error.message}`, error));
    worker.on('exit', (code) => this.lost(slot, `worker exited with code ${code}`));
    this.slots.push(slot);
    return slot;
  }

  private run(slot: Slot, placed: Placed<Job>): void {
    placed.job.attempts++;
    slot.job = placed;
    slot.jobId = this.nextId++;
    slot.timer = setTimeout(() => this.lost(slot, `no decision after ${this.timeoutMs} ms`), this.timeoutMs);
    slot.worker.postMessage({ id: slot.jobId, request: placed.job.request });
  }

  private answered(slot: Slot, reply: DecisionReply): void {
    const placed = slot.job;
    if (!placed || reply.id !== slot.jobId) return;
    clearTimeout(slot.timer);
    slot.job = null;
    this.queue.done(placed);
    const { job } = placed;
    if ('error' in reply) {
      this.options.log.error(
        { ...job.context, game: job.request.gameId, attempt: job.attempts, err: reply.error },
        'bot decision failed',
      );
      this.retry(job, reply.error.split('\n')[0]);
    } else {
      this.stats.decisions++;
      job.resolve(reply.decision);
    }
    this.dispatch();
  }

  /** The worker crashed, exited or hung: it is replaced and its decision retried. */
  private lost(slot: Slot, reason: string, error?: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.timer);
    void slot.worker.terminate().catch(() => undefined);
    if (this.closed) return;
    this.stats.replaced++;
    const placed = slot.job;
    slot.job = null;
    if (placed) {
      this.queue.done(placed);
      const { job } = placed;
      this.options.log.error(
        { ...job.context, game: job.request.gameId, attempt: job.attempts, err: error ?? reason },
        `bot worker lost: ${reason}`,
      );
      this.retry(job, reason);
    } else {
      this.options.log.warn({ reason }, 'idle bot worker lost');
    }
    this.dispatch();
  }

  private retry(job: Job, reason: string): void {
    if (job.attempts >= this.maxAttempts) {
      this.stats.failures++;
      job.reject(new BotFailure(`no decision after ${job.attempts} attempts: ${reason}`));
      return;
    }
    this.queue.push(job, job.context.matchID, job.owner, true);
  }
}
