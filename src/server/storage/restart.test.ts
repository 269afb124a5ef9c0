import { afterAll, describe, expect, inject, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnServerProcess, type ServerProcess } from '../testing/server-process';
import { dataDirFromTemplate } from '../testing/pglite-template';

// A supervisor that restarts the server the moment it dies: the whole process
// group killed with SIGKILL, a new server started at once on the same DATA_DIR.
// The killed server is our child: until Node reaps it (on its event loop) it is a
// zombie, which is exactly what a restart right after a crash meets. So this test
// holds its event loop (and with it the reaping) until the new server has either
// taken the lock or died; only then does it wait for it, by its events.
// Five rounds: each meets the zombie afresh, and every round asserts it did, so a
// handful shows the restart is not luck; more rounds only repeat the same check.

const dir = dataDirFromTemplate(inject('pgliteTemplate'));
const started: ServerProcess[] = [];

afterAll(() => {
  for (const s of started) {
    try {
      process.kill(-s.child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const pause = new Int32Array(new SharedArrayBuffer(4));

function procState(pid: number): string | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/** Blocks (no event loop: nothing is reaped) until `pid` holds the lock or has died. */
function holdUntilLockedOrDead(pid: number): void {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    let lock = '';
    try {
      lock = readFileSync(join(dir, 'server.pid'), 'utf8');
    } catch {
      // Not there yet.
    }
    if (new RegExp(`(^|\\D)${pid}(\\D|$)`).test(lock)) return;
    const state = procState(pid);
    if (state === undefined || state === 'Z') return;
    Atomics.wait(pause, 0, 0, 5);
  }
}

function start(): { pid: number; ready: Promise<ServerProcess> } {
  const { child, ready } = spawnServerProcess({ DATA_DIR: dir, LOG_LEVEL: 'warn' }, [], { detached: true });
  ready.then(
    (s) => started.push(s),
    () => {},
  );
  return { pid: child.pid!, ready };
}

describe('a restart right after a crash', () => {
  it.runIf(process.platform === 'linux')(
    'comes up every time, five times in a row',
    async () => {
      let server = await start().ready;
      for (let round = 0; round < 5; round++) {
        const killed = server.child.pid!;
        // The whole process group, as a supervisor or `kill -9 -PGID` does.
        process.kill(-killed, 'SIGKILL');
        const next = start();
        holdUntilLockedOrDead(next.pid);
        // What the new server met: the killed one not reaped yet.
        expect(procState(killed)).toBe('Z');
        server = await next.ready.catch((error: unknown) => {
          throw new Error(`round ${round}: the restarted server did not come up: ${String(error)}`);
        });
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(200);
      }
    },
    240_000,
  );
});
