import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixtureGame } from '../../engine/fixture/game';
import { connected, connectPlayer, createTable, nextPacket, rawSocket } from '../testing/clients';
import { playToEnd, request, startTestServer, type TestServer } from '../testing/http';
import { dataDirFromTemplate } from '../testing/pglite-template';
import { startServerProcess } from '../testing/server-process';

// Seats at an online table: a table starts only when
// every seat is taken; a seat's credentials can be checked; a player offline for
// the waiting period can have their seat handed to a bot or opened; abandoned
// tables leave the public list.

type FixtureState = { totals: Record<string, number> };

let now: TestServer;
let patient: TestServer;

beforeAll(async () => {
  now = await startTestServer({ games: [fixtureGame], seatWaitSeconds: 0, abandonedAfterMinutes: 0 });
  patient = await startTestServer({ games: [fixtureGame] });
});
afterAll(async () => {
  await now?.close();
  await patient?.close();
});

async function halfTable(url: string): Promise<{ matchID: string; credentials: string }> {
  const created = await request(url, '/games/fixture/create', { body: { numPlayers: 2 } });
  const { matchID } = created.json as { matchID: string };
  const joined = await request(url, `/games/fixture/${matchID}/join`, { body: { playerID: '0', playerName: 'Alice' } });
  return { matchID, credentials: (joined.json as { playerCredentials: string }).playerCredentials };
}

describe('a waiting table', () => {
  it('refuses moves until every seat is taken, then plays', async () => {
    const { matchID, credentials } = await halfTable(now.url);
    const alice = rawSocket(now.url, 'fixture');
    try {
      await connected(alice);
      alice.emit('sync', matchID, '0', credentials);
      expect(await nextPacket(alice, 'sync', 20_000)).not.toBeNull();
      const add = (n: number) => ({
        type: 'MAKE_MOVE',
        payload: { type: 'add', args: [n], playerID: '0', credentials },
      });
      alice.emit('update', add(3), 0, matchID, '0');
      // A sync on the same socket is answered from the match's queue after the
      // move: the move has been dealt with (refused, unanswered) by then. Without
      // this the join below could reach the match first and the move be played.
      alice.emit('sync', matchID, '0', credentials);
      const resynced = (await nextPacket(alice, 'sync', 20_000)) as [string, { state: { _stateID: number } }] | null;
      expect(resynced?.[1].state._stateID).toBe(0);
      const joined = await request(now.url, `/games/fixture/${matchID}/join`, {
        body: { playerID: '1', playerName: 'Bob' },
      });
      expect(joined.status).toBe(200);
      const played = nextPacket(alice, 'update', 20_000);
      alice.emit('update', add(1), 0, matchID, '0');
      // Only the move made once the table was full counts.
      const state = ((await played) as [string, { _stateID: number; G: FixtureState }])[1];
      expect(state._stateID).toBe(1);
      expect(state.G.totals).toEqual({ 0: 1, 1: 0 });
    } finally {
      alice.close();
    }
  });
});

describe('seat credentials', () => {
  it("answers 204 for a seat's credentials and 403 for others", async () => {
    const { matchID, seats } = await createTable(now.url, 'fixture', 2);
    const ok = await request(now.url, `/games/fixture/${matchID}/seat`, { body: seats[1] });
    expect(ok.status).toBe(204);
    const refused = await request(now.url, `/games/fixture/${matchID}/seat`, {
      body: { playerID: '1', credentials: seats[0].credentials },
    });
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(seats[0].credentials);
    const unknown = await request(now.url, `/games/fixture/${matchID}/seat`, {
      body: { playerID: '__proto__', credentials: 'x' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("an absent player's seat", () => {
  it('goes to a bot the server plays (its credentials go to nobody); the old ones stop working', async () => {
    const { matchID, seats } = await createTable(now.url, 'fixture', 2);
    const answer = await request(now.url, `/games/fixture/${matchID}/replace`, {
      body: { ...seats[0], seat: '1', by: 'bot', botName: 'Bot 2 (easy)', botLevel: 'easy' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ playerID: '1', bot: 'easy' });
    expect((await request(now.url, `/games/fixture/${matchID}/seat`, { body: seats[1] })).status).toBe(403);
    const metadata = (await now.server.store.fetch(matchID, { metadata: true })).metadata!;
    expect(metadata.players[1].name).toBe('Bot 2 (easy)');
    expect(metadata.players[1].data).toEqual({ bot: 'easy' });
    const unknownLevel = await request(now.url, `/games/fixture/${matchID}/replace`, {
      body: { ...seats[1], seat: '0', by: 'bot', botLevel: 'superhuman' },
    });
    expect(unknownLevel.status).toBe(400);
  });

  it('is opened to a new player, who can then take it', async () => {
    const { matchID, seats } = await createTable(now.url, 'fixture', 2);
    const opened = await request(now.url, `/games/fixture/${matchID}/replace`, {
      body: { ...seats[1], seat: '0', by: 'open' },
    });
    expect(opened.status).toBe(200);
    expect(opened.text).not.toContain('Credentials');
    const joined = await request(now.url, `/games/fixture/${matchID}/join`, {
      body: { playerID: '0', playerName: 'Carol' },
    });
    expect(joined.status).toBe(200);
  });

  it("is refused before the waiting period, for a connected player, for one's own seat and without the asker's credentials", async () => {
    const { matchID, seats } = await createTable(patient.url, 'fixture', 2);
    const early = await request(patient.url, `/games/fixture/${matchID}/replace`, {
      body: { ...seats[0], seat: '1', by: 'open' },
    });
    expect(early.status).toBe(409);
    expect(Number(early.headers.get('Retry-After'))).toBeGreaterThan(60);
    const own = await request(now.url, `/games/fixture/${(await createTable(now.url, 'fixture', 2)).matchID}/replace`, {
      body: { playerID: '0', credentials: 'wrong', seat: '1', by: 'open' },
    });
    expect(own.status).toBe(403);
    const table = await createTable(now.url, 'fixture', 2);
    const self = await request(now.url, `/games/fixture/${table.matchID}/replace`, {
      body: { ...table.seats[0], seat: '0', by: 'open' },
    });
    expect(self.status).toBe(409);
    const bob = connectPlayer(now.url, fixtureGame, table.matchID, '1', table.seats[1].credentials);
    try {
      await bob.waitFor(() => true);
      await expect
        .poll(
          async () =>
            (await now.server.store.fetch(table.matchID, { metadata: true })).metadata!.players[1].isConnected,
        )
        .toBe(true);
      const present = await request(now.url, `/games/fixture/${table.matchID}/replace`, {
        body: { ...table.seats[0], seat: '1', by: 'open' },
      });
      expect(present.status).toBe(409);
      const odd = await request(now.url, `/games/fixture/${table.matchID}/replace`, {
        body: { ...table.seats[0], seat: '1', by: 'kick' },
      });
      expect(odd.status).toBe(400);
    } finally {
      bob.stop();
    }
  });
});

/** A seat's socket, synced and in the match's room. */
async function seatSocket(
  url: string,
  matchID: string,
  seat: { playerID: string; credentials: string },
  before: (socket: ReturnType<typeof rawSocket>) => void = () => {},
) {
  const socket = rawSocket(url, 'fixture');
  before(socket);
  await connected(socket);
  socket.emit('sync', matchID, seat.playerID, seat.credentials);
  expect(await nextPacket(socket, 'sync', 20_000)).not.toBeNull();
  return socket;
}

type Players = { id: number; isConnected?: boolean }[];

/** Every seat list a socket is sent ('matchData': one per connection mark), in order. */
function matchData(socket: ReturnType<typeof rawSocket>) {
  const seen: Players[] = [];
  const waiters = new Set<() => void>();
  socket.on('matchData', (_id: string, players: Players) => {
    seen.push(players);
    for (const w of [...waiters]) w();
  });
  return {
    seen,
    /** Resolves with the n-th seat list sent. */
    nth(n: number): Promise<Players> {
      if (seen.length >= n) return Promise.resolve(seen[n - 1]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${seen.length} of ${n} seat lists`)), 20_000);
        const check = () => {
          if (seen.length < n) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(seen[n - 1]);
        };
        waiters.add(check);
      });
    },
  };
}

describe('a seat held by several sockets', () => {
  // Two windows of one player, or a reload whose old socket closes after the new
  // one opened: the seat is the player's while any socket holds it, however long
  // after the other closed (this server's waiting period is 0 s).
  for (const closing of ['the newer window', 'the old page after a reload'] as const) {
    it(`stays connected and theirs when ${closing} closes`, async () => {
      const { matchID, seats } = await createTable(now.url, 'fixture', 2);
      // Alice is sent each connection mark from her own on, once the server has made it.
      let marks!: ReturnType<typeof matchData>;
      const alice = await seatSocket(now.url, matchID, seats[0], (socket) => (marks = matchData(socket)));
      const old = await seatSocket(now.url, matchID, seats[1]);
      const fresh = await seatSocket(now.url, matchID, seats[1]);
      await marks.nth(3);
      const [leaving, staying] = closing === 'the newer window' ? [fresh, old] : [old, fresh];
      try {
        leaving.close();
        const players = await marks.nth(4);
        expect(players.find((p) => p.id === 1)?.isConnected).toBe(true);
        const metadata = (await now.server.store.fetch(matchID, { metadata: true })).metadata!;
        expect(metadata.players[1].isConnected).toBe(true);
        for (const by of ['open', 'bot'] as const) {
          const refused = await request(now.url, `/games/fixture/${matchID}/replace`, {
            body: { ...seats[0], seat: '1', by, botLevel: by === 'bot' ? 'easy' : undefined },
          });
          expect(refused.status).toBe(409);
          expect(refused.json).toEqual({ error: 'this player is connected' });
        }
        const joined = await request(now.url, `/games/fixture/${matchID}/join`, {
          body: { playerID: '1', playerName: 'Mallory' },
        });
        expect(joined.status).toBe(409);
        expect((await request(now.url, `/games/fixture/${matchID}/seat`, { body: seats[1] })).status).toBe(204);
        // The staying socket still plays the seat: seat 0 adds 2, then seat 1 adds 3.
        const move = (seat: { playerID: string; credentials: string }, n: number) => ({
          type: 'MAKE_MOVE',
          payload: { type: 'add', args: [n], playerID: seat.playerID, credentials: seat.credentials },
        });
        const first = nextPacket(staying, 'update', 20_000);
        alice.emit('update', move(seats[0], 2), 0, matchID, '0');
        expect(((await first) as [string, { _stateID: number }])[1]._stateID).toBe(1);
        const second = nextPacket(alice, 'update', 20_000);
        staying.emit('update', move(seats[1], 3), 1, matchID, '1');
        const state = ((await second) as [string, { _stateID: number; G: FixtureState }])[1];
        expect(state._stateID).toBe(2);
        expect(state.G.totals).toEqual({ 0: 2, 1: 3 });
      } finally {
        alice.close();
        old.close();
        fresh.close();
      }
    });
  }

  it('goes offline when its last socket closes, and counts the wait from then', async () => {
    const { matchID, seats } = await createTable(patient.url, 'fixture', 2);
    let marks!: ReturnType<typeof matchData>;
    const alice = await seatSocket(patient.url, matchID, seats[0], (socket) => (marks = matchData(socket)));
    const bob = [await seatSocket(patient.url, matchID, seats[1]), await seatSocket(patient.url, matchID, seats[1])];
    try {
      await marks.nth(3);
      bob[0].close();
      expect((await marks.nth(4)).find((p) => p.id === 1)?.isConnected).toBe(true);
      bob[1].close();
      expect((await marks.nth(5)).find((p) => p.id === 1)?.isConnected).toBe(false);
      const metadata = (await patient.server.store.fetch(matchID, { metadata: true })).metadata!;
      expect(metadata.players[1].isConnected).toBe(false);
      const early = await request(patient.url, `/games/fixture/${matchID}/replace`, {
        body: { ...seats[0], seat: '1', by: 'open' },
      });
      expect(early.status).toBe(409);
      // 120 s from the last socket's leaving, a moment ago.
      expect(Number(early.headers.get('Retry-After'))).toBeGreaterThanOrEqual(110);
      expect(Number(early.headers.get('Retry-After'))).toBeLessThanOrEqual(120);
    } finally {
      alice.close();
      for (const socket of bob) socket.close();
    }
  });
});

describe('a server restarted after a crash', () => {
  it('writes away the seats its sockets held, and counts their wait from its start', async () => {
    const dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
    let server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      const { matchID, seats } = await createTable(server.url, 'fixture', 2);
      const bob = await seatSocket(server.url, matchID, seats[1]);
      // Synced again: answered once the first sync's connection mark is written.
      bob.emit('sync', matchID, '1', seats[1].credentials);
      const again = (await nextPacket(bob, 'sync', 20_000)) as [string, { filteredMetadata: Players }];
      expect(again[1].filteredMetadata.find((p) => p.id === 1)?.isConnected).toBe(true);
      server.child.kill('SIGKILL');
      await server.exited;
      bob.close();
      server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      // Alice comes back: Bob's seat is shown away, at once or once the server has looked.
      let seen: Players = [];
      let alice: ReturnType<typeof rawSocket> | undefined;
      const away = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Bob still shown connected: ${JSON.stringify(seen)}`)), 20_000);
        const look = (players: Players) => {
          seen = players;
          if (players.find((p) => p.id === 1)?.isConnected !== false) return;
          clearTimeout(timer);
          resolve();
        };
        void seatSocket(server.url, matchID, seats[0], (socket) => {
          socket.on('sync', (_id: string, info: { filteredMetadata: Players }) => look(info.filteredMetadata));
          socket.on('matchData', (_id: string, players: Players) => look(players));
          alice = socket;
        });
      });
      try {
        await away;
        const early = await request(server.url, `/games/fixture/${matchID}/replace`, {
          body: { ...seats[0], seat: '1', by: 'open' },
        });
        expect(early.status).toBe(409);
        expect(Number(early.headers.get('Retry-After'))).toBeGreaterThanOrEqual(100);
        expect(Number(early.headers.get('Retry-After'))).toBeLessThanOrEqual(120);
      } finally {
        alice?.close();
      }
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the public list', () => {
  it('leaves out unfinished tables where nobody is connected', async () => {
    const { matchID: abandoned } = await createTable(now.url, 'fixture', 2);
    const live = await createTable(now.url, 'fixture', 2);
    const alice = connectPlayer(now.url, fixtureGame, live.matchID, '0', live.seats[0].credentials);
    try {
      await alice.waitFor(() => true);
      await expect
        .poll(
          async () => (await now.server.store.fetch(live.matchID, { metadata: true })).metadata!.players[0].isConnected,
        )
        .toBe(true);
      const list = await request(now.url, '/games/fixture');
      const ids = (list.json as { matches: { matchID: string }[] }).matches.map((m) => m.matchID);
      expect(ids).toContain(live.matchID);
      expect(ids).not.toContain(abandoned);
      // On a server that waits longer, the same kind of table is still listed.
      const fresh = await createTable(patient.url, 'fixture', 2);
      const patientList = await request(patient.url, '/games/fixture');
      expect((patientList.json as { matches: { matchID: string }[] }).matches.map((m) => m.matchID)).toContain(
        fresh.matchID,
      );
    } finally {
      alice.stop();
    }
  });
});

describe('memory', () => {
  it('keeps nothing about matches once they are over or removed', async () => {
    const fresh = await startTestServer({ games: [fixtureGame] });
    try {
      const { server } = fresh;
      // The seats that connected were marked offline: their last socket's leaving was dealt with.
      const disconnected = (matchID: string, seats: number) =>
        expect
          .poll(async () => {
            const { metadata } = await server.store.fetch(matchID, { metadata: true });
            return Object.values(metadata!.players).filter((p) => p.isConnected === false).length;
          })
          .toBe(seats);
      // Unfinished tables a player came to and left: their seats are offline.
      for (let i = 0; i < 3; i++) {
        const { matchID, seats } = await createTable(fresh.url, 'fixture', 2);
        const alice = connectPlayer(fresh.url, fixtureGame, matchID, '0', seats[0].credentials);
        await alice.waitFor(() => true);
        alice.stop();
        await disconnected(matchID, 1);
      }
      // Presence keeps only open sockets; when each seat went away is in the metadata.
      expect(server.presence.matches).toBe(0);
      expect(server.bots.matches).toBe(3);
      // A finished table without bots: nobody will act in it again.
      const done = await createTable(fresh.url, 'fixture', 2);
      await playToEnd(fresh.url, fixtureGame, done.matchID, done.seats);
      await disconnected(done.matchID, 2);
      await server.bots.idle();
      expect(server.presence.matches).toBe(0);
      expect(server.bots.matches).toBe(3);
      expect(await server.removeIdleMatches(Date.now() + 31 * 24 * 3600 * 1000)).toBe(3);
      await server.bots.idle();
      expect(server.presence.matches).toBe(0);
      expect(server.bots.matches).toBe(0);
      expect(server.clocks.watched).toBe(0);
      expect(server.pubSub.matches).toBe(0);
      expect(server.transport.matchQueues).toBe(0);
      expect(server.store.matches).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
