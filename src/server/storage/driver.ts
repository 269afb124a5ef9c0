import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { execFile } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from './data-dir-lock';

// The same SQL runs on PGlite (Postgres compiled to WebAssembly, embedded, the
// default) and on a real PostgreSQL server through `pg`. This is the whole surface
// the storage adapter needs from either.

/** Messages to and from pglite-worker.mjs. */
type Request =
  | { id: number; op: 'query'; sql: string; params?: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'batch'; statements: Statement[] }
  | { id: number; op: 'close' };
type Response = { id: number; rows: unknown[] } | { id: number; error: string };
type Unsent<R> = R extends unknown ? Omit<R, 'id'> : never;

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

export interface SqlDriver extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements without parameters (the schema). */
  exec(sql: string): Promise<void>;
  /** Runs the statements in one transaction; all or none take effect. */
  batch(statements: Statement[]): Promise<void>;
  /** Runs fn in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Starts pglite-worker.mjs and waits until its database is open. */
async function startWorker(dir: string | null): Promise<Worker> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dir } });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { ready?: true; failed?: string }) =>
        m.ready ? resolve() : reject(new Error(m.failed)),
      );
      worker.once('error', reject);
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return worker;
}

/**
 * A new database is created by a process of its own: creating one runs initdb in
 * a second PostgreSQL instance, and the memory of both (about 500 MB, twice the
 * idle server) would otherwise stay with the server for good: WebAssembly memory
 * never shrinks, and even a thread's end leaves much of it to the allocator. It is
 * built beside `pg/` and renamed into place once whole, so a crash during
 * creation leaves no half-made database.
 */
async function createDatabase(dataDir: string): Promise<void> {
  const building = join(dataDir, 'pg.new');
  rmSync(building, { recursive: true, force: true });
  const script = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [script, building], (error, _stdout, stderr) =>
      error ? reject(new Error(`the database could not be created: ${stderr || error.message}`)) : resolve(),
    );
  });
  renameSync(building, join(dataDir, 'pg'));
}

/**
 * PGlite on a worker thread. dataDir holds the database (in `pg/`) and its lock;
 * undefined: in memory. PGlite has one connection, so every use is serialised
 * here, and a transaction holds it from BEGIN to COMMIT.
 */
export async function openPglite(dataDir: string | undefined): Promise<SqlDriver> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let worker: Worker;
  try {
    // Only a missing `pg/` folder is created here; one without PG_VERSION is PGlite's to handle.
    if (dataDir && !existsSync(join(dataDir, 'pg'))) await createDatabase(dataDir);
    worker = await startWorker(dataDir ? join(dataDir, 'pg') : null);
  } catch (error) {
    unlock();
    throw error;
  }
  let nextId = 1;
  const calls = new Map<number, { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }>();
  let exited: Error | null = null;
  worker.on('message', (m: Response) => {
    const call = calls.get(m.id);
    if (!call) return;
    calls.delete(m.id);
    if ('error' in m) call.reject(new Error(m.error));
    else call.resolve(m.rows);
  });
  const fail = (error: Error) => {
    exited = error;
    for (const call of calls.values()) call.reject(error);
    calls.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`database thread exited (${code})`)));

  const send = (request: Unsent<Request>): Promise<unknown[]> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      calls.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  // One user of the connection at a time.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => {});
    return run;
  };
  const query = <R>(sql: string, params?: unknown[]) => send({ op: 'query', sql, params }) as Promise<R[]>;

  return {
    kind: 'pglite',
    query: <R>(sql: string, params?: unknown[]) => exclusive(() => query<R>(sql, params)),
    exec: (sql: string) => exclusive(async () => void (await send({ op: 'exec', sql }))),
    batch: (statements: Statement[]) => exclusive(async () => void (await send({ op: 'batch', statements }))),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      exclusive(async () => {
        await query('BEGIN');
        try {
          const result = await fn({ query });
          await query('COMMIT');
          return result;
        } catch (error) {
          await query('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    close: () =>
      exclusive(async () => {
        await send({ op: 'close' }).catch(() => {});
        await worker.terminate();
        unlock();
      }),
  };
}

/** A schema name safe to put into SQL text. */
function checkedSchema(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return schema;
}

export async function openPostgres(connectionString: string, schema?: string): Promise<SqlDriver> {
  const options = schema ? `-c search_path=${checkedSchema(schema)}` : undefined;
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${checkedSchema(schema)}`).catch((error: { code?: string }) => {
        // Another instance starting at the same time created it first.
        if (error.code !== '23505') throw error;
      });
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({ connectionString, options, max: 8 });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', () => {});
  const driver: SqlDriver = {
    kind: 'postgres',
    async query<R>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as R[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async batch(statements: Statement[]) {
      await driver.transaction(async (tx) => {
        for (const statement of statements) await tx.query(statement.sql, statement.params);
      });
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
  return driver;
}

/** Removes schemas a test run created on a shared PostgreSQL. */
export async function dropSchemas(connectionString: string, schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${checkedSchema(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}
