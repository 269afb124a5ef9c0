import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { dropSchemas, openPostgres } from '../storage/driver';
import { SqlStorage } from '../storage/sql-storage';
import { fixtureGame } from '../../engine/fixture/game';
import { Manager, type Socket } from 'socket.io-client';
import { connected, createTable, nextPacket, type Seat } from '../testing/clients';
import type { FixtureState } from '../../engine/fixture/game';
import { startCluster, type Cluster } from '../testing/cluster';
import { FixtureTable } from './table';
import { claimJob } from './jobs';

// Three real instances (child processes) on one PostgreSQL schema and one Redis
// prefix of their own, behind a real HAProxy, as deploy/ describes.

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!pgUrl || !redisUrl)
  console.warn('[notice] TEST_DATABASE_URL or TEST_REDIS_URL is not set: the cluster suite is skipped.');

const schema = `t_cluster_${process.pid}_${Date.now()}`;
let cluster: Cluster;
let db: pg.Client;

/** The match as the database has it: its state (its snapshot and the moves since, replayed) and its whole log. */
async function stored(matchID: string): Promise<{ state: State<FixtureState>; log: LogEntry[] }> {
  const driver = await openPostgres(pgUrl!, schema);
  const storage = new SqlStorage(driver, undefined, false, { games: new Map([['fixture', fixtureGame as Game]]) });
  try {
    const { state, log } = await storage.fetch(matchID, { state: true, log: true });
    return { state: state as State<FixtureState>, log };
  } finally {
    // Not the storage's close: reading the match writes nothing, no snapshot either.
    await driver.close();
  }
}

/** The moves stored, one per state id from 0 to the last: no fork, nothing skipped. */
function moveStateIDs(log: LogEntry[]): number[] {
  return log.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e._stateID);
}

/** Every state any seat was shown, by state id: one content per id, or two if a state never stored was shown. */
function shownTotals(tables: FixtureTable[]): Map<number, Set<string>> {
  const byID = new Map<number, Set<string>>();
  for (const table of tables) {
    for (const seat of table.seats) {
      for (const state of seat.seen) {
        const set = byID.get(state._stateID) ?? new Set<string>();
        set.add(JSON.stringify(state.G.totals));
        byID.set(state._stateID, set);
      }
    }
  }
  return byID;
}

/** A table's end checked against the database: everyone ends on the stored state, which has every move once. */
async function expectStoredEnd(table: FixtureTable, extra: FixtureTable[] = []): Promise<State<FixtureState>> {
  const end = table.newest()!;
  await table.until(
    () => table.seats.every((s) => s.state!._stateID === end._stateID),
    60_000,
    'every seat at the end',
  );
  const { state, log } = await stored(table.matchID);
  expect(state._stateID).toBe(end._stateID);
  expect(moveStateIDs(log)).toEqual(Array.from({ length: end._stateID }, (_, i) => i));
  for (const seat of table.seats) {
    expect(seat.state!.G.totals).toEqual(state.G.totals);
    expect(seat.state!.ctx).toEqual(state.ctx);
    expect(seat.state!.G.hands[seat.playerID]).toEqual(state.G.hands[seat.playerID]);
  }
  for (const [stateID, contents] of shownTotals([table, ...extra]))
    expect({ stateID, contents: contents.size }).toEqual({ stateID, contents: 1 });
  return state;
}

/** Resolves once any instance has printed what the predicate looks for. */
function untilLogged(predicate: (output: string) => boolean, timeoutMs = 60_000): Promise<void> {
  const all = () => cluster.instances.map((i) => i.output()).join('\n');
  if (predicate(all())) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const listeners: (() => void)[] = [];
    const done = (error?: Error) => {
      clearTimeout(timer);
      for (const off of listeners) off();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => done(new Error('timed out waiting for a log line')), timeoutMs);
    for (const instance of cluster.instances) {
      const stream = instance.process?.child.stdout;
      if (!stream) continue;
      const onData = () => setImmediate(() => predicate(all()) && done());
      stream.on('data', onData);
      listeners.push(() => stream.off('data', onData));
    }
  });
}

async function table(target: number, urls: string[]): Promise<{ matchID: string; seats: Seat[]; table: FixtureTable }> {
  const { matchID, seats } = await createTable(cluster.url, 'fixture', 2, { target: String(target) });
  return { matchID, seats, table: new FixtureTable(urls, matchID, seats) };
}

type Players = { id: number; isConnected?: boolean }[];

/**
 * A browser window on one instance. Its game socket shares its connection with a
 * socket of the root namespace, which keeps the connection open when the game
 * socket closes: what the window sends once the server has answered something
 * sent after the close (an unknown namespace's refusal) is read after the close,
 * so a sync as a spectator then is answered from the match's queue once the
 * instance has dealt with the close.
 */
async function windowOn(url: string): Promise<{ socket: Socket; manager: Manager; close(): void }> {
  const manager = new Manager(url, { transports: ['websocket'], reconnection: false });
  const root = manager.socket('/');
  const socket = manager.socket('/fixture');
  await Promise.all([connected(root), connected(socket)]);
  return {
    socket,
    manager,
    close() {
      socket.close();
      root.close();
    },
  };
}

/** Syncs the socket (a seat, or a spectator when null) and resolves with the seats it is sent. */
async function sync(socket: Socket, matchID: string, seat: Seat | null): Promise<Players> {
  const answer = nextPacket(socket, 'sync', 30_000);
  socket.emit('sync', matchID, seat?.playerID ?? null, seat?.credentials ?? '');
  const packet = (await answer) as [string, { filteredMetadata: Players }] | null;
  if (!packet) throw new Error('no sync answer');
  return packet[1].filteredMetadata;
}

/** Closes the window's game socket and resolves with the seats as its instance wrote them after the close. */
async function closeAndLook(window: { socket: Socket; manager: Manager }, matchID: string): Promise<Players> {
  window.socket.disconnect();
  const refused = await connected(window.manager.socket('/no-such-game')).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(refused).toBe('Invalid namespace');
  window.socket.connect();
  await connected(window.socket);
  return sync(window.socket, matchID, null);
}

const isConnected = (players: Players, seat: number) => players.find((p) => p.id === seat)?.isConnected;

describe.runIf(pgUrl && redisUrl)('several instances behind HAProxy', () => {
  beforeAll(async () => {
    db = new pg.Client({ connectionString: pgUrl });
    await db.connect();
    cluster = await startCluster({
      instances: 3,
      env: {
        DATABASE_URL: pgUrl!,
        DATABASE_SCHEMA: schema,
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: `${schema}:`,
        ORIGINS: '',
        BOT_PACE_MS: '150',
        BOT_WORKERS: '1',
        TAKEOVER_SECONDS: '2',
        CLEANUP_INTERVAL_MINUTES: '0.02',
        LIMIT_CLIENTS_PER_IP: '10000',
        LIMIT_TABLES_PER_MINUTE: '100000',
        LIMIT_OPEN_TABLES: '100000',
        LIMIT_LOBBY_WRITES_PER_MINUTE: '100000',
        LIMIT_LOBBY_READS_PER_MINUTE: '100000',
        LIMIT_CONNECTIONS_PER_MINUTE: '100000',
      },
    });
  }, 400_000);

  afterAll(async () => {
    await cluster?.close();
    await db?.end();
    if (pgUrl) await dropSchemas(pgUrl, [schema]);
  });

  /** Instances killed or stopped by a test are started again (through the proxy's health checks). */
  async function restore(): Promise<void> {
    for (const [i, instance] of cluster.instances.entries()) {
      const child = instance.process?.child;
      if (child && child.exitCode === null && child.signalCode === null) continue;
      await cluster.start(i);
    }
    await cluster.healthy();
  }

  it('plays one match to the end with its players on different instances', async () => {
    const { table: t } = await table(30, [cluster.instances[0].url, cluster.instances[1].url]);
    try {
      const end = await t.playToEnd();
      expect(end.ctx.gameover).toBeDefined();
      const state = await expectStoredEnd(t);
      expect(Math.max(...Object.values(state.G.totals))).toBeGreaterThanOrEqual(30);
    } finally {
      t.close();
    }
  }, 120_000);

  it('accepts exactly one of two moves sent at once to two instances on the same state', async () => {
    const { matchID, seats, table: a } = await table(1000, [cluster.instances[0].url, cluster.instances[1].url]);
    const b = new FixtureTable([cluster.instances[1].url, cluster.instances[2].url], matchID, seats);
    try {
      await a.until(
        () => [...a.seats, ...b.seats].every((s) => s.state?._stateID === 0),
        60_000,
        'every socket synced',
      );
      const totals: number[] = [];
      for (let at = 0; at < 6; at++) {
        const p = at % 2;
        // The same seat moves on both instances at once: add 1 through one, 2 through the other.
        a.move(a.seats[p], at, 1);
        b.move(b.seats[p], at, 2);
        await a.until(
          () => [...a.seats, ...b.seats].every((s) => s.state!._stateID === at + 1),
          60_000,
          `state ${at + 1} everywhere`,
        );
        totals.push(a.seats[0].state!.G.totals[String(p)]);
      }
      // Nothing arrives late: one more move goes round and is the last.
      a.move(a.seats[0], 6, 3);
      await a.until(() => [...a.seats, ...b.seats].every((s) => s.state!._stateID === 7), 60_000, 'state 7 everywhere');
      const { state, log } = await stored(matchID);
      expect(state._stateID).toBe(7);
      expect(moveStateIDs(log)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      // Each round added 1 or 2 to the mover's total, never both (3).
      const added = totals.map((total, i) => total - (i >= 2 ? totals[i - 2] : 0));
      for (const n of added) expect([1, 2]).toContain(n);
      for (const [stateID, contents] of shownTotals([a, b]))
        expect({ stateID, contents: contents.size }).toEqual({ stateID, contents: 1 });
    } finally {
      a.close();
      b.close();
    }
  }, 120_000);

  it('loses nothing when an instance is killed mid-game under load: every match finishes on the others', async () => {
    const tables = await Promise.all(Array.from({ length: 12 }, () => table(30, [cluster.url]).then((t) => t.table)));
    let moves = 0;
    let killed: Promise<unknown> | undefined;
    const victim = cluster.instances[1].process!;
    try {
      await Promise.all(
        tables.map((t) =>
          t.playToEnd(() => {
            if (++moves === 60) {
              victim.child.kill('SIGKILL');
              killed = victim.exited;
            }
          }),
        ),
      );
      expect(killed).toBeDefined();
      expect((await victim.exited).signal).toBe('SIGKILL');
      for (const t of tables) await expectStoredEnd(t);
      // Some players were on the killed instance and came back through the proxy.
      expect(tables.some((t) => t.seats.some((s) => s.connections > 1))).toBe(true);
    } finally {
      tables.forEach((t) => t.close());
      await restore();
    }
  }, 300_000);

  it('relays a move stored but never relayed (its instance died in between) at the next sync, to players on other instances', async () => {
    const [i1, i2, i3] = cluster.instances;
    const { matchID, seats, table: a } = await table(1000, [i1.url, i2.url]);
    const driver = await openPostgres(pgUrl!, schema);
    let c: FixtureTable | undefined;
    try {
      await a.until(() => a.seats.every((s) => s.state?._stateID === 0), 20_000, 'every socket synced');
      // What a dying instance leaves: seat 0's move in the database, and no broadcast of it.
      const storage = new SqlStorage(driver, () => {}, true);
      await storage.connect();
      const { state } = await storage.fetch(matchID, { state: true });
      const next = CreateGameReducer({ game: fixtureGame })(state!, {
        type: 'MAKE_MOVE',
        payload: { type: 'add', args: [1], playerID: '0', credentials: seats[0].credentials },
      } as Parameters<ReturnType<typeof CreateGameReducer>>[1]);
      expect(next._stateID).toBe(1);
      await storage.setState(matchID, next, next.deltalog);
      expect((await stored(matchID)).state._stateID).toBe(1);
      // Seat 0 comes back through another instance; seat 1, on i2, is shown the move.
      const back = new FixtureTable([i3.url], matchID, seats.slice(0, 1));
      c = back;
      await back.until(() => back.seats[0].state?._stateID === 1, 20_000, 'seat 0 synced on i3');
      await a.until(() => a.seats[1].state?._stateID === 1, 20_000, 'seat 1 on i2 shown the stored move');
    } finally {
      a.close();
      c?.close();
      await driver.close();
    }
  });

  it("neither accepts nor shows a move made on a stopped instance's old state after it resumes", async () => {
    const i1 = cluster.instances[0];
    const { matchID, seats, table: a } = await table(1000, [i1.url, i1.url]);
    const b = new FixtureTable([cluster.instances[1].url, cluster.instances[2].url], matchID, seats);
    try {
      await a.until(
        () => [...a.seats, ...b.seats].every((s) => s.state?._stateID === 0),
        60_000,
        'every socket synced',
      );
      a.move(a.seats[0], 0, 1);
      await a.until(() => [...a.seats, ...b.seats].every((s) => s.state?._stateID === 1), 60_000, 'state 1 everywhere');

      i1.process!.child.kill('SIGSTOP');
      // The match moves on through the other instances.
      for (let at = 1; at < 5; at++) {
        b.move(b.seats[at % 2], at, 3);
        await b.until(
          () => b.seats.every((s) => s.state!._stateID === at + 1),
          60_000,
          `state ${at + 1} on the others`,
        );
      }
      i1.process!.child.kill('SIGCONT');
      // Seat 1 plays on the old state 1 through the resumed instance.
      a.move(a.seats[1], 1, 2);
      await a.until(
        () => a.seats.every((s) => s.state!._stateID === 5),
        60_000,
        "the resumed instance's sockets at state 5",
      );
      b.move(b.seats[1], 5, 1);
      await a.until(() => [...a.seats, ...b.seats].every((s) => s.state!._stateID === 6), 60_000, 'state 6 everywhere');

      const { state, log } = await stored(matchID);
      expect(state._stateID).toBe(6);
      expect(moveStateIDs(log)).toEqual([0, 1, 2, 3, 4, 5]);
      // 1 + 3 + 3 for seat 0 (states 0, 2, 4); 3 + 3 + 1 for seat 1 (states 1, 3, 5): the stale 2 is nowhere.
      expect(state.G.totals).toEqual({ 0: 7, 1: 7 });
      // Every state shown, on the resumed instance too, is the stored one of its id.
      for (const [stateID, contents] of shownTotals([a, b]))
        expect({ stateID, contents: contents.size }).toEqual({ stateID, contents: 1 });
    } finally {
      i1.process!.child.kill('SIGCONT');
      a.close();
      b.close();
      await restore();
    }
  }, 180_000);

  it('restarts every instance in turn under load with no move failed beyond a reconnect', async () => {
    const tables = await Promise.all(Array.from({ length: 8 }, () => table(60, [cluster.url]).then((t) => t.table)));
    try {
      await Promise.all(tables.map((t) => t.until(() => t.seats.every((s) => s.state !== null), 60_000, 'synced')));
      const playing = Promise.all(tables.map((t) => t.playToEnd()));
      let finished = false;
      // Its failure is reported by the await below, not as an unhandled rejection here.
      playing.finally(() => (finished = true)).catch(() => {});
      for (let i = 0; i < cluster.instances.length && !finished; i++) {
        await cluster.stop(i);
        await cluster.start(i);
        await cluster.healthy();
      }
      await playing.catch((error: Error) => {
        // What every instance logged of the stuck match, to tell a lost sync from a lost move.
        const id = /match (\w+)/.exec(error.message)?.[1] ?? '';
        const lines = cluster.instances.flatMap((instance) =>
          instance
            .output()
            .split('\n')
            .filter((line) => id && line.includes(id))
            .map((line) => `${instance.id} ${line}`),
        );
        throw new Error(`${error.message}\n${lines.join('\n')}`);
      });
      for (const t of tables) await expectStoredEnd(t);
    } finally {
      tables.forEach((t) => t.close());
      await restore();
    }
  }, 300_000);

  it('gives each period of a job to exactly one of many callers at once', async () => {
    const clients = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const client = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
        await client.connect();
        return {
          client,
          query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
        };
      }),
    );
    try {
      const claims = await Promise.all(clients.map((c) => claimJob(c, 'probe', 60_000, 1_000_000)));
      expect(claims.filter((c) => c !== null)).toEqual([0]);
      // The next period is open a minute later, to one caller; earlier it is not.
      expect(await claimJob(clients[0], 'probe', 60_000, 1_059_999)).toBe(null);
      expect(await claimJob(clients[1], 'probe', 60_000, 1_060_000)).toBe(1_000_000);
    } finally {
      await Promise.all(clients.map((c) => c.client.end()));
    }
  }, 60_000);

  it('removes idle matches once across the cluster', async () => {
    const ids = await Promise.all(
      [0, 1, 2].map(() => createTable(cluster.url, 'fixture', 2, { target: '10' }).then((t) => t.matchID)),
    );
    await db.query(
      `UPDATE ${schema}.matches SET updated_at = 1, metadata = jsonb_set(metadata, '{updatedAt}', '1') WHERE match_id = ANY($1)`,
      [ids],
    );
    const removedLines = (output: string, id: string) =>
      output.split('\n').filter((l) => l.includes('"match removed"') && l.includes(id)).length;
    await untilLogged((output) => ids.every((id) => removedLines(output, id) >= 1));
    const rows = await db.query(`SELECT match_id FROM ${schema}.matches WHERE match_id = ANY($1)`, [ids]);
    expect(rows.rowCount).toBe(0);
    const all = cluster.instances.map((i) => i.output()).join('\n');
    for (const id of ids) expect(removedLines(all, id)).toBe(1);
  }, 120_000);

  it('keeps a bot seat playing after its instance is killed', async () => {
    const i1 = cluster.instances[0];
    const post = async (path: string, body: unknown) => {
      const answer = await fetch(`${i1.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.ok).toBe(true);
      return answer.status === 204 ? undefined : answer.json();
    };
    const { matchID } = (await post('/games/fixture/create', { numPlayers: 2, setupData: { target: '60' } })) as {
      matchID: string;
    };
    const host = (await post(`/games/fixture/${matchID}/join`, { playerID: '0', playerName: 'Host' })) as {
      playerCredentials: string;
    };
    // A spectator on another instance watches.
    const watcher = new FixtureTable([cluster.instances[2].url], matchID, [
      { playerID: null as unknown as string, credentials: '' },
    ]);
    try {
      await watcher.until(() => watcher.seats[0].state !== null, 60_000, 'the spectator synced');
      // Seated through instance 1: its bot driver plays both seats.
      await post(`/games/fixture/${matchID}/bots`, {
        playerID: '0',
        credentials: host.playerCredentials,
        bots: [
          { seat: '0', level: 'random' },
          { seat: '1', level: 'random' },
        ],
      });
      await watcher.until(() => watcher.seats[0].state!._stateID >= 3, 60_000, 'three bot moves');
      i1.process!.child.kill('SIGKILL');
      const killedAt = watcher.seats[0].state!._stateID;
      await watcher.until(() => watcher.seats[0].state!.ctx.gameover !== undefined, 120_000, 'the bots finishing');
      const { state, log } = await stored(matchID);
      expect(state.ctx.gameover).toBeDefined();
      expect(state._stateID).toBeGreaterThan(killedAt);
      expect(moveStateIDs(log)).toEqual(Array.from({ length: state._stateID }, (_, i) => i));
    } finally {
      watcher.close();
      await restore();
    }
  }, 180_000);

  it("keeps a seat its player's while a socket on any instance holds it", async () => {
    const [i1, i2, i3] = cluster.instances;
    const { matchID, seats } = await createTable(cluster.url, 'fixture', 2, { target: '1000' });
    // Bob has a window on i1 and another on i2.
    const first = await windowOn(i1.url);
    const second = await windowOn(i2.url);
    try {
      await sync(first.socket, matchID, seats[1]);
      await sync(second.socket, matchID, seats[1]);
      // Synced again: answered once the first sync's connection mark is written.
      expect(isConnected(await sync(first.socket, matchID, seats[1]), 1)).toBe(true);
      expect(isConnected(await sync(second.socket, matchID, seats[1]), 1)).toBe(true);

      // The window on i1 closes: i1 has no socket of the seat left, i2 has one.
      expect(isConnected(await closeAndLook(first, matchID), 1)).toBe(true);
      for (const url of [i1.url, i3.url, cluster.url]) {
        const answer = await fetch(`${url}/games/fixture/${matchID}/replace`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...seats[0], seat: '1', by: 'open' }),
        });
        expect([url, answer.status, await answer.json()]).toEqual([url, 409, { error: 'this player is connected' }]);
      }
      const seat = await fetch(`${i1.url}/games/fixture/${matchID}/seat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(seats[1]),
      });
      expect(seat.status).toBe(204);
    } finally {
      first.close();
      second.close();
    }
  }, 120_000);

  // Last but one: each instance has been running a while, so that an instance
  // counting from its own start would answer differently.
  it('counts the wait from when the last socket left, the same on every instance', async () => {
    const [i1, i2, i3] = cluster.instances;
    const { matchID, seats } = await createTable(cluster.url, 'fixture', 2, { target: '1000' });
    const bob = await windowOn(i2.url);
    try {
      await sync(bob.socket, matchID, seats[1]);
      expect(isConnected(await sync(bob.socket, matchID, seats[1]), 1)).toBe(true);
      // Bob leaves, seen by i2 only.
      expect(isConnected(await closeAndLook(bob, matchID), 1)).toBe(false);
      const waits: number[] = [];
      for (const url of [i2.url, i1.url, i3.url, cluster.url]) {
        const answer = await fetch(`${url}/games/fixture/${matchID}/replace`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...seats[0], seat: '1', by: 'bot', botLevel: 'easy' }),
        });
        expect([url, answer.status]).toEqual([url, 409]);
        waits.push(Number(answer.headers.get('Retry-After')));
      }
      // SEAT_WAIT_SECONDS is 120 here; the asks take a second or two at most.
      expect(Math.max(...waits) - Math.min(...waits)).toBeLessThanOrEqual(2);
      expect(Math.min(...waits)).toBeGreaterThanOrEqual(110);
    } finally {
      bob.close();
    }
  }, 120_000);

  it('writes a seat away once the instance holding it died, and every instance counts the wait from then', async () => {
    const [i1, i2, i3] = cluster.instances;
    const { matchID, seats } = await createTable(cluster.url, 'fixture', 2, { target: '1000' });
    const bob = await windowOn(i1.url);
    const alice = await windowOn(i2.url);
    const sent: Players[] = [];
    alice.socket.on('matchData', (_id: string, players: Players) => sent.push(players));
    try {
      await sync(alice.socket, matchID, seats[0]);
      await sync(bob.socket, matchID, seats[1]);
      expect(isConnected(await sync(bob.socket, matchID, seats[1]), 1)).toBe(true);
      i1.process!.child.kill('SIGKILL');
      await i1.process!.exited;
      // Its hold lapses (TAKEOVER_SECONDS, 2 s here) and another instance writes the seat away.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the seat was never written away')), 30_000);
        const check = () => {
          if (!sent.some((players) => isConnected(players, 1) === false)) return;
          clearTimeout(timer);
          resolve();
        };
        alice.socket.on('matchData', check);
        check();
      });
      const waits: number[] = [];
      for (const url of [i2.url, i3.url]) {
        const answer = await fetch(`${url}/games/fixture/${matchID}/replace`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...seats[0], seat: '1', by: 'open' }),
        });
        expect([url, answer.status]).toEqual([url, 409]);
        waits.push(Number(answer.headers.get('Retry-After')));
      }
      expect(Math.max(...waits) - Math.min(...waits)).toBeLessThanOrEqual(2);
      expect(Math.min(...waits)).toBeGreaterThanOrEqual(110);
    } finally {
      bob.close();
      alice.close();
      await restore();
    }
  }, 120_000);

  it('gives a seat back to a stalled instance that was taken for dead once it resumes', async () => {
    const [i1, i2] = cluster.instances;
    const { matchID, seats } = await createTable(cluster.url, 'fixture', 2, { target: '1000' });
    const bob = await windowOn(i1.url);
    const alice = await windowOn(i2.url);
    const sent: Players[] = [];
    const waiters = new Set<() => void>();
    alice.socket.on('matchData', (_id: string, players: Players) => {
      sent.push(players);
      for (const w of [...waiters]) w();
    });
    /** Resolves once Alice is sent Bob's seat as connected or not, after the n-th seat list. */
    const shown = (connectedNow: boolean, after: number) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Bob never shown ${connectedNow}`)), 30_000);
        const check = () => {
          const at = sent.findIndex((players, i) => i >= after && isConnected(players, 1) === connectedNow);
          if (at < 0) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(at + 1);
        };
        waiters.add(check);
        check();
      });
    try {
      await sync(alice.socket, matchID, seats[0]);
      await sync(bob.socket, matchID, seats[1]);
      expect(isConnected(await sync(bob.socket, matchID, seats[1]), 1)).toBe(true);
      const before = sent.length;
      i1.process!.child.kill('SIGSTOP');
      // Its holds lapse (TAKEOVER_SECONDS, 2 s here): another instance writes Bob away.
      const away = await shown(false, before);
      i1.process!.child.kill('SIGCONT');
      // Bob's socket on i1 never closed: i1 renews its holds and writes him back.
      await shown(true, away);
      const metadata = await db.query<{ metadata: { players: Record<string, { isConnected?: boolean }> } }>(
        `SELECT metadata FROM ${schema}.matches WHERE match_id = $1`,
        [matchID],
      );
      expect(metadata.rows[0].metadata.players[1].isConnected).toBe(true);
      expect(metadata.rows[0].metadata).not.toHaveProperty('awaySince');
    } finally {
      i1.process!.child.kill('SIGCONT');
      bob.close();
      alice.close();
      await restore();
    }
  }, 120_000);
});
