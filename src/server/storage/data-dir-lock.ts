import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite is one process's database: two servers on one DATA_DIR would corrupt it.
// The lock is a pid file; a stale one (its process gone, e.g. after SIGKILL) is taken over.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && isAlive(holder)) {
        throw new Error(`DATA_DIR ${dataDir} is in use by process ${holder}`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}
