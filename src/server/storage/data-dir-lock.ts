import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

// PGlite is one process's database: two servers on one DATA_DIR would corrupt it.
// The lock is a file naming its holder: pid, the process's start time and the
// boot it started in. A holder counts only while it is that very process and
// alive: not a zombie (killed, not yet reaped by its parent), not a process that
// reuses the pid (a container's restarted server is pid 1 again), not ourselves.
// Node has no flock(); the file is created whole with link() and a stale one is
// replaced by rename(), checked by inode, so two servers starting at once cannot
// both take it.

const LOCK = 'server.pid';

interface Holder {
  pid: number;
  /** Start time in clock ticks since boot (/proc/<pid>/stat field 22). */
  start?: string;
  boot?: string;
}

/** DATA_DIRs this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

const hasProc = existsSync('/proc/self/stat');

function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** State letter and start time of a process, or undefined when it does not exist. */
function procStat(pid: number): { state: string; start: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields restart after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], start: fields[19] };
  } catch {
    return undefined;
  }
}

function myRecord(): Holder {
  return { pid: process.pid, start: procStat(process.pid)?.start, boot: bootId() };
}

function parse(text: string): Holder | undefined {
  const trimmed = text.trim();
  // Written by earlier versions: the pid alone.
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Partial<Holder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return undefined;
    return {
      pid: value.pid,
      start: typeof value.start === 'string' ? value.start : undefined,
      boot: typeof value.boot === 'string' ? value.boot : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Whether the recorded holder is a live process other than this one. */
export function holderIsAlive(holder: Holder): boolean {
  // Our own pid in the file is a previous life of this pid (a restart that got the
  // same pid, as pid 1 in a container); holds of this process are in heldHere.
  if (holder.pid === process.pid) return false;
  if (hasProc) {
    const stat = procStat(holder.pid);
    if (!stat) return false;
    // Z: zombie, killed and waiting for its parent; X/x: dead.
    if (/^[ZXx]$/.test(stat.state)) return false;
    if (holder.boot !== undefined && holder.boot !== bootId()) return false;
    if (holder.start !== undefined && holder.start !== stat.start) return false;
    return true;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Takes the DATA_DIR's lock or throws; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const key = realpathSync(dataDir);
  const file = join(dataDir, LOCK);
  if (heldHere.has(key)) throw new Error(`DATA_DIR ${dataDir} is in use by process ${process.pid} (this one)`);
  const mine = JSON.stringify(myRecord());
  const nonce = `${process.pid}.${randomBytes(6).toString('hex')}`;
  const temp = join(dataDir, `${LOCK}.${nonce}`);
  writeFileSync(temp, mine);
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        linkSync(temp, file);
        heldHere.add(key);
        return () => {
          heldHere.delete(key);
          try {
            if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
          } catch {
            // Already gone.
          }
        };
      } catch (error) {
        if (code(error) !== 'EEXIST') throw error;
      }
      let inode: number;
      let holder: Holder | undefined;
      try {
        inode = statSync(file).ino;
        holder = parse(readFileSync(file, 'utf8'));
      } catch (error) {
        if (code(error) === 'ENOENT') continue;
        throw error;
      }
      if (holder && holderIsAlive(holder)) throw new Error(`DATA_DIR ${dataDir} is in use by process ${holder.pid}`);
      // Stale (or unreadable): move it aside, then make sure it was the file judged.
      const aside = join(dataDir, `${LOCK}.stale.${nonce}`);
      try {
        renameSync(file, aside);
      } catch (error) {
        if (code(error) === 'ENOENT') continue;
        throw error;
      }
      if (statSync(aside).ino !== inode) {
        // Another server took the lock in between: give its lock back.
        try {
          linkSync(aside, file);
        } catch {
          // Only a third server starting in this very instant could have taken the
          // place meanwhile; short of flock() this is as far as a lock file goes.
        }
      }
      rmSync(aside, { force: true });
    }
    throw new Error(`could not lock DATA_DIR ${dataDir}`);
  } finally {
    rmSync(temp, { force: true });
  }
}
