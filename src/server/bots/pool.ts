// The pool of worker threads where bots think, so that a search never holds up the
// server's event loop. Sized to the machine (one thread per core but one, at least
// one); workers start on first demand and load each game's rules lazily.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { BotDecision, BotRequest } from '../../client/bots/types';
import type { DecisionReply } from './protocol';

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
  /** Sees every request before a worker does (tests check what a bot is shown). */
  onRequest?: (request: BotRequest, context: DecisionContext) => void;
}

export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** The decision could not be made in `maxAttempts` attempts. */
export class BotFailure extends Error {}

interface Job {
  request: BotRequest;
  context: DecisionContext;
  attempts: number;
  resolve: (decision: BotDecision | null) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  jobId: number;
  timer: NodeJS.Timeout | undefined;
}

const WORKER_URL = new URL('./worker-entry.mjs', import.meta.url);

export class BotPool {
  readonly size: number;
  private readonly maxAttempts: number;
  private readonly timeoutMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Decisions made, and workers replaced after a crash or a timeout (for tests and logs). */
  readonly stats = { decisions: 0, failures: 0, replaced: 0 };

  constructor(private readonly options: BotPoolOptions) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  /** The bot's move for the request (null: it has no move), or a BotFailure after the bounded retries. */
  decide(request: BotRequest, context: DecisionContext): Promise<BotDecision | null> {
    if (this.closed) return Promise.reject(new BotFailure('the bot pool is closed'));
    this.options.onRequest?.(request, context);
    return new Promise((resolve, reject) => {
      this.queue.push({ request, context, attempts: 0, resolve, reject });
      this.dispatch();
    });
  }

  /** Decisions waiting for a worker or being made. */
  get busy(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new BotFailure('the bot pool is closed'));
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map(async (slot) => {
        clearTimeout(slot.timer);
        slot.job?.reject(new BotFailure('the bot pool is closed'));
        slot.job = null;
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      this.run(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    // The server runs TypeScript under tsx; its workers do too.
    const worker = new Worker(WORKER_URL, { env: process.env, workerData: { nice: this.options.nice ?? 10 } });
    const slot: Slot = { worker, job: null, jobId: 0, timer: undefined };
    worker.on('message', (reply: DecisionReply) => this.answered(slot, reply));
    worker.on('error', (error) => this.lost(slot, `worker error: ${error.message}`, error));
    worker.on('exit', (code) => this.lost(slot, `worker exited with code ${code}`));
    this.slots.push(slot);
    return slot;
  }

  private run(slot: Slot, job: Job): void {
    job.attempts++;
    slot.job = job;
    slot.jobId = this.nextId++;
    slot.timer = setTimeout(() => this.lost(slot, `no decision after ${this.timeoutMs} ms`), this.timeoutMs);
    slot.worker.postMessage({ id: slot.jobId, request: job.request });
  }

  private answered(slot: Slot, reply: DecisionReply): void {
    const job = slot.job;
    if (!job || reply.id !== slot.jobId) return;
    clearTimeout(slot.timer);
    slot.job = null;
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
    const job = slot.job;
    slot.job = null;
    if (job) {
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
    this.queue.unshift(job);
  }
}
