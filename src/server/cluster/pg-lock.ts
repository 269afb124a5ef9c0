import pg from 'pg';
import type { Logger } from 'pino';

/** Namespace of the match locks among PostgreSQL's advisory locks (first key). */
const MATCH_LOCKS = 0x6d61;

/** A match id as the second key of an advisory lock (FNV-1a, 32 bits): a collision only makes two matches wait for each other. */
export function lockKeyOf(matchID: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < matchID.length; i++) {
    hash ^= matchID.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

export interface ClusterLocks {
  /** Runs the task holding the match across every instance on the database. */
  run<T>(matchID: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Holds a match across instances with a transaction-scoped advisory lock on a
 * connection of its own. An instance that stops answering (SIGSTOP, a frozen VM)
 * while it holds one loses it after `holdTimeoutMs`: PostgreSQL ends its idle
 * transaction, and the next waiter goes on. What the frozen instance then
 * computes cannot be stored over the newer state (SqlStorage's compare-and-set).
 */
export function openClusterLocks(
  connectionString: string,
  log: Logger,
  options: { connections?: number; holdTimeoutMs?: number } = {},
): ClusterLocks {
  const holdTimeoutMs = options.holdTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString,
    max: options.connections ?? 16,
    options: `-c idle_in_transaction_session_timeout=${Math.max(1, Math.floor(holdTimeoutMs))}`,
  });
  pool.on('error', (error) => log.warn({ err: error }, 'lock connection lost'));
  return {
    async run<T>(matchID: string, task: () => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        // Numbers only in the text: one round trip for both statements.
        await client.query(`BEGIN; SELECT pg_advisory_xact_lock(${MATCH_LOCKS}, ${lockKeyOf(matchID)})`);
        try {
          return await task();
        } finally {
          await client.query('COMMIT').catch((error: Error) => {
            broken = error;
            log.warn({ err: error, matchID }, 'match lock was lost while held');
          });
        }
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
