import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from './driver';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function emptyDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'euro-tables-driver-'));
  dirs.push(dir);
  return dir;
}

describe('openPglite', () => {
  it('creates a new database whole, in place of a creation a crash left half made, and keeps what is written', async () => {
    const dir = emptyDataDir();
    // What a crash during an earlier creation leaves: a side folder, never `pg/`.
    mkdirSync(join(dir, 'pg.new'));
    writeFileSync(join(dir, 'pg.new', 'half-written'), 'x');

    const first = await openPglite(dir);
    await first.exec('CREATE TABLE kept (n integer)');
    await first.query('INSERT INTO kept VALUES ($1)', [7]);
    await first.close();
    expect(readdirSync(dir).sort()).toEqual(['pg']);
    expect(existsSync(join(dir, 'pg', 'PG_VERSION'))).toBe(true);

    const second = await openPglite(dir);
    expect(await second.query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
    await second.close();
  }, 300_000);

  it('runs with 32 MB of shared buffers', async () => {
    const db = await openPglite(undefined);
    expect(await db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
    await db.close();
  }, 120_000);
});
