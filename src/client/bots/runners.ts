import type { WorkerReply, WorkerRequest } from './protocol';
import type { BotDecision, BotRequest, BotRunner } from './types';

/** Runs bots in a Web Worker, one worker per table, created on first use. */
export function createWorkerBotRunner(): BotRunner {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (d: BotDecision | null) => void; reject: (e: Error) => void }>();

  const start = (): Worker => {
    const w = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<WorkerReply>) => {
      const waiting = pending.get(e.data.id);
      if (!waiting) return;
      pending.delete(e.data.id);
      if ('error' in e.data) waiting.reject(new Error(e.data.error));
      else waiting.resolve(e.data.decision);
    };
    return w;
  };

  return {
    decide(request: BotRequest) {
      worker ??= start();
      const id = nextId++;
      const message: WorkerRequest = { ...request, id };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker?.postMessage(message);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const p of pending.values()) p.reject(new Error('bot stopped'));
      pending.clear();
    },
  };
}
