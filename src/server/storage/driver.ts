import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';

// The same SQL runs on PGlite (Postgres compiled to WebAssembly, embedded, the
// default) and on a real PostgreSQL server through `pg`. This is the whole surface
// the storage adapter needs from either.

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

export interface SqlDriver extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements without parameters (the schema). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** dataDir holds the database (in `pg/`) and its lock; undefined: in memory. */
export async function openPglite(dataDir: string | undefined): Promise<SqlDriver> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let db: PGlite;
  try {
    db = dataDir ? await PGlite.create(join(dataDir, 'pg')) : await PGlite.create();
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    async query<R>(sql: string, params?: unknown[]) {
      return (await db.query<R>(sql, params)).rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction((tx) =>
        fn({ query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows }),
      );
    },
    async close() {
      await db.close();
      unlock();
    },
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
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${checkedSchema(schema)}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({ connectionString, options, max: 8 });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    async query<R>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as R[];
    },
    async exec(sql: string) {
      await pool.query(sql);
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
