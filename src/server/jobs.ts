import type { Logger } from 'pino';
import type { MatchStore } from './match-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes unfinished matches idle longer than the TTL; finished ones stay for replays. */
export async function removeIdleMatches(store: MatchStore, ttlDays: number, log: Logger, now = Date.now()): Promise<number> {
  const idle = await store.listMatches({ where: { isGameover: false, updatedBefore: now - ttlDays * DAY_MS } });
  for (const matchID of idle) await store.wipe(matchID);
  if (idle.length > 0) log.info({ removed: idle.length, ttlDays }, 'idle matches removed');
  return idle.length;
}
