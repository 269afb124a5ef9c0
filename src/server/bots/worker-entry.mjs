// The bot worker's entry: plain JavaScript, so that it starts under plain Node as
// well as under tsx or Vitest; it registers tsx's loader for this thread, then
// loads the TypeScript worker (Node 20 does not apply `--import tsx` from a
// worker's execArgv before the worker's own entry).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// A bot thinks at a lower CPU priority than the server's own thread, so that a busy
// pool never slows the players' moves down. On Linux a thread has a nice value of
// its own: this thread's id is in /proc/thread-self.
const nice = typeof workerData?.nice === 'number' ? workerData.nice : 0;
if (nice > 0) {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}

register();
await import('./worker.ts');
