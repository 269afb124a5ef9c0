import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import type { Logger } from 'pino';
import type { SharedHolds } from '../seats/presence';

/**
 * Which instances' sockets hold each seat, in Redis. Per seat, a sorted set of
 * the instances holding it, each scored with the time its hold lapses unless
 * renewed; each instance renews its holds every third of `ttlMs`, and its own
 * entry in `instances`, scored the same way: a hold counts only while both are
 * current. An instance that dies stops renewing: its holds lapse, so it never
 * keeps a seat connected, and the first instance to see it dead hands its seats
 * to `recheck`, which writes their presence again from the holds. An instance
 * found dead that was only stalled (SIGSTOP, a long pause) renews its holds when
 * it resumes and rechecks its own seats. Times are the instances' clocks (kept
 * in step by NTP: a skew only shifts a lapse by as much).
 */
export async function openRedisPresence(
  url: string,
  prefix: string,
  ttlMs: number,
  recheck: (matchID: string, seat: string) => void,
  log: Logger,
  now: () => number = Date.now,
): Promise<SharedHolds> {
  const client = createClient({ url });
  client.on('error', (error: unknown) => log.warn({ err: error }, 'redis (presence) error'));
  await client.connect();
  // One process run, not the configured name: a restarted instance is a new holder.
  const me = `${process.pid}:${randomBytes(6).toString('hex')}`;
  const seatKey = (matchID: string, seat: string) => `${prefix}seat:${matchID}:${seat}`;
  const heldKey = (instance: string) => `${prefix}held:${instance}`;
  const instancesKey = `${prefix}instances`;
  const entry = (matchID: string, seat: string) => JSON.stringify([matchID, seat]);
  // A seat's key outlives its last hold a while, so the lapse time is still known.
  const keepMs = ttlMs * 4;
  // Commands go on one connection in order: the last one sent finishing means all did.
  let last: Promise<unknown> = Promise.resolve();
  let renewing = false;
  const send = (what: string, command: Promise<unknown>) => {
    last = command.catch((error: unknown) => log.warn({ err: error }, `seat presence: ${what} failed`));
  };

  const sweep = async () => {
    const dead = await client.zRangeByScore(instancesKey, '-inf', now());
    for (const instance of dead) {
      // Exactly one instance removes it, and takes up its seats.
      if ((await client.zRem(instancesKey, instance)) !== 1) continue;
      const seats = await client.sMembers(heldKey(instance));
      await client.del(heldKey(instance));
      log.info({ holder: instance, seats: seats.length }, 'seat holds of a stopped instance lapsed');
      for (const held of seats) {
        const [matchID, seat] = JSON.parse(held) as [string, string];
        recheck(matchID, seat);
      }
    }
  };

  return {
    hold(matchID, seat) {
      const until = now() + ttlMs;
      const batch = client
        .multi()
        .zAdd(seatKey(matchID, seat), { score: until, value: me })
        .pExpire(seatKey(matchID, seat), keepMs)
        .sAdd(heldKey(me), entry(matchID, seat));
      // Once renewing, only a renewal adds this instance back: that is how it
      // learns it was found dead (and its seats written away) while it stalled.
      if (!renewing) batch.zAdd(instancesKey, { score: until, value: me });
      send('hold', batch.exec());
    },
    release(matchID, seat) {
      send('release', client.multi().zRem(seatKey(matchID, seat), me).sRem(heldKey(me), entry(matchID, seat)).exec());
    },
    async settled() {
      await last;
    },
    async held(matchID, seat) {
      await last;
      const holds = await client.zRangeWithScores(seatKey(matchID, seat), 0, -1);
      if (holds.length === 0) return { held: false };
      // A hold counts while both it and its instance are renewed: an instance found
      // dead lapses at once, though it took a seat since its last renewal.
      const alive = (await client.zmScore(
        instancesKey,
        holds.map((h) => h.value),
      )) as (number | null)[];
      const at = now();
      let lapsedAt: number | undefined;
      for (const [i, { score }] of holds.entries()) {
        const instance = alive[i];
        if (score > at && instance !== null && instance > at) return { held: true };
        const lapse = Math.min(score, instance ?? score);
        lapsedAt = Math.max(lapsedAt ?? lapse, lapse);
      }
      return { held: false, lapsedAt };
    },
    async renew(seats) {
      const seatList = [...seats];
      const until = now() + ttlMs;
      const batch = client.multi().zAdd(instancesKey, { score: until, value: me });
      const entries: string[] = [];
      for (const [matchID, seat] of seatList) {
        batch.zAdd(seatKey(matchID, seat), { score: until, value: me }).pExpire(seatKey(matchID, seat), keepMs);
        entries.push(entry(matchID, seat));
      }
      if (entries.length > 0) batch.sAdd(heldKey(me), entries);
      batch.pExpire(heldKey(me), keepMs);
      const renewed = batch.exec();
      send('renew', renewed);
      const [added] = await renewed;
      renewing = true;
      // Added again: another instance found this one dead and wrote its seats away.
      if (Number(added) === 1) for (const [matchID, seat] of seatList) recheck(matchID, seat);
      await sweep();
    },
    async close() {
      // Stopped cleanly: its sockets were released one by one; nothing to lapse.
      await Promise.allSettled([last]);
      await client
        .multi()
        .zRem(instancesKey, me)
        .del(heldKey(me))
        .exec()
        .catch(() => {});
      await client.close().catch(() => {});
    },
  };
}
