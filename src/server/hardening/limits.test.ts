import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { fixtureGame } from '../../engine/fixture/game';
import { connected, createTable, nextPacket, rawSocket } from '../testing/clients';
import { browser, playToEnd, request, startTestServer, type TestServer } from '../testing/http';

// Rate limits and caps per client, over real HTTP and sockets. Everything here
// comes from 127.0.0.1: browsers are told apart by their identity cookie, and a
// request without one counts against the address alone.

describe('creating tables with the default limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ games: [fixtureGame] });
  });
  afterAll(() => t.close());

  it('refuses 300 tables from one client in a row with 429 and Retry-After, and creates only what the limits allow', async () => {
    const answers: { status: number; retryAfter: string | null }[] = [];
    for (let i = 0; i < 300; i++) {
      const answer = await request(t.url, '/games/fixture/create', { body: { numPlayers: 2 } });
      answers.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') });
    }
    const created = answers.filter((a) => a.status === 200).length;
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThanOrEqual(50);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((a) => Number(a.retryAfter) >= 1)).toBe(true);
    expect(answers.every((a) => a.status === 200 || a.status === 429 || a.status === 403)).toBe(true);
    expect((await t.server.store.listMatches()).length).toBe(created);
  });
});

describe('the honest flows with the default limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ games: [fixtureGame] });
  });
  afterAll(() => t.close());

  it('are untouched by another browser on the same address hitting its limits', async () => {
    const mallory = await browser(t.url);
    const alice = await browser(t.url);
    const bob = await browser(t.url);
    const as = (b: { cookie: string }) => ({ Cookie: b.cookie });
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const answer = await request(t.url, '/games/fixture/create', { body: { numPlayers: 2 }, headers: as(mallory) });
      if (answer.status !== 200) refused++;
    }
    expect(refused).toBeGreaterThanOrEqual(30);

    // Alice opens a table and sits down, Bob joins by the link, they play to the end.
    const created = await request(t.url, '/games/fixture/create', {
      body: { numPlayers: 2, setupData: { target: '10' } },
      headers: as(alice),
    });
    expect(created.status).toBe(200);
    const { matchID } = created.json as { matchID: string };
    const seat = async (who: { cookie: string }, id: string, playerID: string, playerName: string) => {
      const answer = await request(t.url, `/games/fixture/${id}/join`, {
        body: { playerID, playerName, data: { tableName: 'Friday' } },
        headers: as(who),
      });
      expect(answer.status).toBe(200);
      return { playerID, credentials: (answer.json as { playerCredentials: string }).playerCredentials };
    };
    const seats = [await seat(alice, matchID, '0', 'Alice'), await seat(bob, matchID, '1', 'Bob')];
    expect((await request(t.url, `/games/fixture/${matchID}`, { headers: as(bob) })).status).toBe(200);
    await playToEnd(t.url, fixtureGame, matchID, seats);
    // Both ask to play again (as both clients do): one rematch, both sit down again.
    const again = await Promise.all(
      seats.map((s, i) =>
        request(t.url, `/games/fixture/${matchID}/playAgain`, {
          body: { playerID: s.playerID, credentials: s.credentials },
          headers: as(i === 0 ? alice : bob),
        }),
      ),
    );
    expect(again.map((a) => a.status)).toEqual([200, 200]);
    const next = (again[0].json as { nextMatchID: string }).nextMatchID;
    expect((again[1].json as { nextMatchID: string }).nextMatchID).toBe(next);
    await seat(alice, next, '0', 'Alice');
    await seat(bob, next, '1', 'Bob');
  });
});

describe('per-browser limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      games: [fixtureGame],
      limits: { openTables: 2, clientsPerIp: 3, tablesPerMinute: 100 },
    });
  });
  afterAll(() => t.close());

  const create = (cookie?: string) =>
    request(t.url, '/games/fixture/create', { body: { numPlayers: 2 }, headers: cookie ? { Cookie: cookie } : {} });

  it('caps the unfinished tables of a browser and of an address, and frees a place when a table ends or is left', async () => {
    const alice = await browser(t.url);
    const bob = await browser(t.url);
    const a1 = await create(alice.cookie);
    const a2 = await create(alice.cookie);
    expect([a1.status, a2.status]).toEqual([200, 200]);
    const a3 = await create(alice.cookie);
    expect(a3.status).toBe(403);
    expect(a3.json).toEqual({ error: expect.stringContaining('too many unfinished tables') });
    // Another browser on the same address still may.
    expect((await create(bob.cookie)).status).toBe(200);

    // Alice's first table ends: she may open another.
    const first = (a1.json as { matchID: string }).matchID;
    const seats = [];
    for (const playerID of ['0', '1']) {
      const joined = await request(t.url, `/games/fixture/${first}/join`, {
        body: { playerID, playerName: `P${playerID}` },
        headers: { Cookie: alice.cookie },
      });
      seats.push({ playerID, credentials: (joined.json as { playerCredentials: string }).playerCredentials });
    }
    await playToEnd(t.url, fixtureGame, first, seats);
    const a4 = await create(alice.cookie);
    expect(a4.status).toBe(200);
    // Her second one is left by its only player: removed, and its place freed.
    const second = (a2.json as { matchID: string }).matchID;
    const joined = await request(t.url, `/games/fixture/${second}/join`, {
      body: { playerID: '0', playerName: 'Alice' },
      headers: { Cookie: alice.cookie },
    });
    const left = await request(t.url, `/games/fixture/${second}/leave`, {
      body: { playerID: '0', credentials: (joined.json as { playerCredentials: string }).playerCredentials },
      headers: { Cookie: alice.cookie },
    });
    expect(left.status).toBe(200);
    expect((await create(alice.cookie)).status).toBe(200);
    expect((await create(alice.cookie)).status).toBe(403);

    // The address as a whole: 2 per browser x 3 = 6 open tables, cookie or not.
    // Alice 2, Bob 1 so far; without a cookie three more, then none for anyone.
    for (let i = 0; i < 3; i++) expect((await create()).status).toBe(200);
    expect((await create()).status).toBe(403);
    expect((await create(bob.cookie)).status).toBe(403);
  });
});

describe('Lobby write rate', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ games: [fixtureGame], limits: { lobbyWritesPerMinute: 5, clientsPerIp: 2 } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the rate, per browser and then per address', async () => {
    const alice = await browser(t.url);
    const bob = await browser(t.url);
    const write = (cookie: string) =>
      request(t.url, '/games/fixture/create', { body: { numPlayers: 2 }, headers: { Cookie: cookie } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await write(alice.cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await write(alice.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Bob has his own five, then the address's ten are used up.
    for (let i = 0; i < 5; i++) expect((await write(bob.cookie)).status).toBe(200);
    expect((await request(t.url, '/games/fixture/create', { body: { numPlayers: 2 } })).status).toBe(429);
    // Reads have their own allowance.
    expect((await request(t.url, '/games/fixture')).status).toBe(200);
  });
});

describe('socket limits', () => {
  let t: TestServer;
  // The limits' clock moves only when a test moves it, so what a burst lets
  // through does not depend on how fast this machine answers.
  let clock = 0;
  let rateRefusals = 0;
  const refusalWaiters = new Set<() => void>();
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('"packet refused"') && line.includes('"rate limit"')) rateRefusals++;
      }
      refusalWaiters.forEach((wake) => wake());
      done();
    },
  });
  const refused = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (rateRefusals < count) return;
        refusalWaiters.delete(check);
        resolve();
      };
      refusalWaiters.add(check);
      check();
    });
  beforeAll(async () => {
    t = await startTestServer({
      games: [fixtureGame],
      limits: { sockets: 3, clientsPerIp: 2, connectionsPerMinute: 100, messagesPerSecond: 5 },
      clock: () => clock,
      logger: pino({ level: 'debug' }, log),
    });
  });
  afterAll(() => t.close());

  it('refuses connections past the open-socket cap of an address, and takes new ones once some close', async () => {
    const sockets = Array.from({ length: 6 }, () => rawSocket(t.url, 'fixture'));
    await Promise.all(sockets.map(connected));
    const extra = rawSocket(t.url, 'fixture');
    await expect(connected(extra)).rejects.toThrow();
    extra.close();
    const closing = sockets.pop()!;
    const gone = new Promise((resolve) => closing.once('disconnect', resolve));
    closing.close();
    await gone;
    // The server learns of the close from the socket's own packet: try until it has.
    let again = rawSocket(t.url, 'fixture');
    for (let tries = 0; tries < 50; tries++) {
      try {
        await connected(again);
        break;
      } catch {
        again.close();
        again = rawSocket(t.url, 'fixture');
      }
    }
    expect(again.connected).toBe(true);
    again.close();
    sockets.forEach((s) => s.close());
  });

  it("drops a socket's messages past its rate, and disconnects a socket that keeps flooding", async () => {
    const { matchID, seats } = await createTable(t.url, 'fixture', 2);
    const socket = rawSocket(t.url, 'fixture');
    await connected(socket);
    // Thirty spectator syncs at once, then a seat's sync as a marker: the server
    // answers in order, so every flood answer it let through comes before the
    // marker's (the only one that shows seat 0 its own hand).
    let spectatorAnswers = 0;
    let markerAnswered!: () => void;
    const marker = new Promise<void>((resolve) => (markerAnswered = resolve));
    socket.on('sync', (_id: string, info: { state: { G: { hands: Record<string, number[]> } } }) => {
      if (info.state.G.hands['0'].some((c) => c !== 0)) markerAnswered();
      else spectatorAnswers++;
    });
    for (let i = 0; i < 30; i++) socket.emit('sync', matchID, null);
    // Once the server has dropped the twenty past the burst, a second passes: five
    // more messages are allowed, and the marker is one of them.
    await refused(20);
    clock += 1000;
    socket.emit('sync', matchID, '0', seats[0].credentials);
    await marker;
    // A burst of twice the rate went through, the rest of the flood was dropped.
    expect(spectatorAnswers).toBe(10);

    // A socket that keeps on flooding is cut off; others are served.
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 400; i++) socket.emit('sync', matchID, null);
    expect(await disconnected).toBe('io server disconnect');
    socket.close();
    const other = rawSocket(t.url, 'fixture');
    await connected(other);
    other.emit('sync', matchID, null);
    expect(await nextPacket(other, 'sync', 5000)).not.toBeNull();
    other.close();
  });
});
