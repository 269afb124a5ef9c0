// Runs PGlite on its own thread, so the database's work does not hold up the event
// loop that serves sockets. Plain JavaScript: worker threads do not get the
// TypeScript loader the server runs under. Messages are typed in driver.ts:
// {id, op, sql, params} in, {id, rows} or {id, error} out.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;

// PGlite's own defaults, with 32 MB of shared buffers instead of PostgreSQL's 128:
// the server reads a match's state from its own cache and the database mostly
// appends, so the buffers serve little more than the pages being written, and the
// operating system caches the files anyway. Every buffer touched stays in the
// process's memory (WebAssembly memory never shrinks): this is most of the idle
// server's memory. Durability is PGlite's default and untouched.
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function run(db, request) {
  switch (request.op) {
    case 'query':
      return (await db.query(request.sql, request.params)).rows;
    case 'exec':
      await db.exec(request.sql);
      return [];
    case 'batch':
      // One group commit: all statements in one transaction, in one message.
      await db.transaction(async (tx) => {
        for (const statement of request.statements) await tx.query(statement.sql, statement.params);
      });
      return [];
    case 'close':
      await db.close();
      return [];
    default:
      throw new Error(`unknown op ${request.op}`);
  }
}

try {
  const db = workerData.dir
    ? await PGlite.create(workerData.dir, { startParams })
    : await PGlite.create({ startParams });
  port.on('message', (request) => {
    run(db, request).then(
      (rows) => port.postMessage({ id: request.id, rows }),
      (error) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
