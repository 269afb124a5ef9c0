import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';

// Who holds a DATA_DIR. The restart-after-SIGKILL case over a real server process
// is in src/server/restart.test.ts; these are the holder checks one by one.

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
}

function startTime(pid: number): string {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ')[19];
}

function state(pid: number): string | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/** A process that stays alive; its pid once it runs. */
function liveProcess(): Promise<number> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('spawn', () => resolve(child.pid!));
    child.once('error', reject);
  });
}

/**
 * A zombie: `sleep 0`, child of a shell that then becomes `sleep 60` and never
 * reaps it. Resolves with the zombie's pid once /proc shows it as one.
 */
function zombie(): Promise<number> {
  const child = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', (chunk: Buffer) => {
      const pid = Number(chunk.toString().trim());
      const check = () => (state(pid) === 'Z' ? resolve(pid) : setImmediate(check));
      check();
    });
  });
}

const linux = existsSync('/proc/self/stat');

describe('the DATA_DIR lock', () => {
  it('refuses a second lock in the same process and frees the folder on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
    lockDataDir(dir)();
    // No temporary or stale files are left behind.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over a lock that names this very pid (a restart that got the same pid, as pid 1 in a container)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.pid'), String(process.pid));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'server.pid'), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it.runIf(linux)(
    'refuses a live holder, in the old format and the new, but not another process that got its pid',
    async () => {
      const pid = await liveProcess();
      const dir = freshDir();
      writeFileSync(join(dir, 'server.pid'), String(pid));
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${pid}`);
      writeFileSync(join(dir, 'server.pid'), JSON.stringify({ pid, start: startTime(pid) }));
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${pid}`);
      // The same pid, but a process started at another time: not the holder.
      writeFileSync(join(dir, 'server.pid'), JSON.stringify({ pid, start: '1' }));
      lockDataDir(dir)();
    },
  );

  it.runIf(linux)('takes over a lock whose holder is a zombie: killed, not yet reaped', async () => {
    const pid = await zombie();
    const dir = freshDir();
    writeFileSync(join(dir, 'server.pid'), String(pid));
    lockDataDir(dir)();
  });

  it('takes over a lock of a process that is gone, and an unreadable one', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.pid'), '2147483646');
    lockDataDir(dir)();
    writeFileSync(join(dir, 'server.pid'), '');
    lockDataDir(dir)();
  });
});
