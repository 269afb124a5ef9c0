import type { Logger } from 'pino';
import type { MatchLocks } from './storage/match-lock';
import type { MatchStore } from './match-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes unfinished matches idle longer than the TTL; finished ones stay for
 * replays. Each removal holds the match's lock and reads it again first, so a
 * join or a move landing at that instant keeps the table instead of being given
 * a seat at one that is then deleted.
 */
export async function removeIdleMatches(
  store: MatchStore,
  ttlDays: number,
  log: Logger,
  now = Date.now(),
  locks?: MatchLocks,
): Promise<number> {
  const cutoff = now - ttlDays * DAY_MS;
  const idle = await store.listMatches({ where: { isGameover: false, updatedBefore: cutoff } });
  let removed = 0;
  for (const matchID of idle) {
    const remove = async () => {
      const { metadata } = await store.fetch(matchID, { metadata: true });
      if (!metadata || metadata.updatedAt >= cutoff || (metadata.gameover !== undefined && metadata.gameover !== null))
        return;
      await store.wipe(matchID);
      removed++;
    };
    await (locks ? locks.run(matchID, remove) : remove());
  }
  if (removed > 0) log.info({ removed, ttlDays }, 'idle matches removed');
  return removed;
}
