import type { Queryable } from '../storage/driver';

// Periodic work done once across the cluster: each instance asks on its own
// timer, and the database gives each period to one of them (a row per job with
// the time it last ran, claimed by a conditional upsert).

/**
 * Claims the job's period: resolves with the time it last ran (0 if never) when
 * this caller won it, or null when another instance ran it less than everyMs ago.
 */
export async function claimJob(db: Queryable, name: string, everyMs: number, now = Date.now()): Promise<number | null> {
  const rows = await db.query<{ previous: string | number | null }>(
    `WITH before AS (SELECT last_run FROM cluster_jobs WHERE name = $1)
     INSERT INTO cluster_jobs AS j (name, last_run) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET last_run = EXCLUDED.last_run WHERE j.last_run <= $2 - $3
     RETURNING (SELECT last_run FROM before) AS previous`,
    [name, now, Math.floor(everyMs)],
  );
  if (rows.length === 0) return null;
  return Number(rows[0].previous ?? 0);
}

/**
 * The matches that went quiet in the window since the previous sweep (none of
 * their writes for `quietMs`): an instance that died leaves its matches quiet, so
 * whoever sweeps takes up their bots and clocks. Each match is looked at once,
 * when it crosses the threshold; finished ones are left alone.
 */
export async function quietMatches(
  db: Queryable,
  previousSweep: number,
  everyMs: number,
  quietMs: number,
  now = Date.now(),
): Promise<{ matchID: string; metadata: string }[]> {
  const rows = await db.query<{ match_id: string; metadata: string }>(
    `SELECT match_id, metadata::text AS metadata FROM matches
     WHERE NOT is_gameover AND updated_at <= $1 AND updated_at > $2 ORDER BY updated_at`,
    [now - quietMs, previousSweep === 0 ? 0 : previousSweep - quietMs - everyMs],
  );
  return rows.map((r) => ({ matchID: r.match_id, metadata: r.metadata }));
}
