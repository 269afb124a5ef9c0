// A bot worker thread: its CPU priority, then the worker itself. The compiled
// server starts this bundled; from source, worker-entry.mjs loads it under tsx.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import './worker';

// A bot thinks at a lower CPU priority than the server's own thread, so that a busy
// pool never slows the players' moves down. On Linux a thread has a nice value of
// its own: this thread's id is in /proc/thread-self.
const nice: unknown = (workerData as { nice?: unknown } | null)?.nice;
if (typeof nice === 'number' && nice > 0) {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
