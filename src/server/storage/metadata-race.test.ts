import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request as httpRequest } from 'node:http';
import type { Server } from 'boardgame.io';
import type { Socket } from 'socket.io-client';
import { fixtureGame } from '../../engine/fixture/game';
import { connected, nextPacket, rawSocket } from '../testing/clients';
import { request, startTestServer, type Answer, type TestServer } from '../testing/http';

// The socket side (a seat connecting or leaving, a move's updatedAt and gameover)
// reads a match's metadata, changes it and writes it back; so do the Lobby routes
// and our seat and bot routes. A Lobby write landing while the socket side's write
// is in flight must not be undone by it, nor undo it. Each test holds the socket
// side's metadata write (storage level, so whatever the server does above it),
// sends the Lobby request, waits until it has landed (answered, or waiting for the
// match), then lets the socket side's write go.

let t: TestServer;
beforeAll(async () => {
  // Seats may be handed over at once: no waiting period to sit through.
  t = await startTestServer({ games: [fixtureGame], seatWaitSeconds: 0 });
});
afterAll(() => t.close());

interface Held {
  /** The held write's metadata, once the socket side has issued it. */
  caught: Promise<Server.MatchData>;
  /** Lets the held write through. */
  release(): void;
  /** Settles once the held write is stored. */
  written: Promise<void>;
}

/** Holds the next metadata write of a match, whoever makes it, until released. */
function holdNextMetadataWrite(matchID: string): Held {
  const storage = t.server.storage;
  const real = storage.setMetadata;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let caught!: (metadata: Server.MatchData) => void;
  let written!: (done: Promise<void>) => void;
  const held: Held = {
    caught: new Promise((resolve) => (caught = resolve)),
    release,
    written: new Promise<Promise<void>>((resolve) => (written = resolve)).then((done) => done),
  };
  const spy = vi.spyOn(storage, 'setMetadata').mockImplementation((id, metadata) => {
    if (id !== matchID) return real.call(storage, id, metadata);
    spy.mockRestore();
    caught(structuredClone(metadata));
    const done = released.then(() => real.call(storage, id, metadata));
    written(done);
    return done;
  });
  return held;
}

/**
 * Resolves once a Lobby request has landed: answered, or waiting for the match
 * because the socket side holds it while its write is in flight.
 */
function landed(matchID: string, answer: Promise<Answer>): Promise<unknown> {
  const locks = t.server.locks;
  const run = locks.run;
  const waiting = new Promise<void>((resolve) => {
    const spy = vi.spyOn(locks, 'run').mockImplementation((id, task) => {
      if (id === matchID) {
        spy.mockRestore();
        if (locks.held(matchID)) resolve();
      }
      return run.call(locks, id, task);
    });
  });
  return Promise.race([answer, waiting]);
}

async function metadataOf(matchID: string): Promise<Server.MatchData> {
  await t.server.storage.whenSettled(matchID);
  return (await t.server.store.fetch(matchID, { metadata: true })).metadata!;
}

async function newTable(numPlayers = 2): Promise<string> {
  const created = await request(t.url, '/games/fixture/create', { body: { numPlayers } });
  return (created.json as { matchID: string }).matchID;
}

async function join(matchID: string, playerID: string, playerName: string): Promise<string> {
  const answer = await request(t.url, `/games/fixture/${matchID}/join`, { body: { playerID, playerName } });
  expect(answer.status).toBe(200);
  return (answer.json as { playerCredentials: string }).playerCredentials;
}

/** A seat's socket, synced, its connected mark stored. */
async function seatSocket(matchID: string, playerID: string, credentials: string): Promise<Socket> {
  const socket = rawSocket(t.url, 'fixture');
  await connected(socket);
  socket.emit('sync', matchID, playerID, credentials);
  expect(await nextPacket(socket, 'sync', 20_000)).not.toBeNull();
  return socket;
}

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

/** Alice's socket connects and its connected mark is held; `during` is sent meanwhile. */
async function whileAliceConnects(
  matchID: string,
  aliceCredentials: string,
  during: () => Promise<Answer>,
): Promise<Answer> {
  const held = holdNextMetadataWrite(matchID);
  const alice = rawSocket(t.url, 'fixture');
  sockets.push(alice);
  await connected(alice);
  alice.emit('sync', matchID, '0', aliceCredentials);
  expect((await held.caught).players[0].isConnected).toBe(true);
  const answer = during();
  await landed(matchID, answer);
  held.release();
  await held.written;
  return answer;
}

describe("a Lobby write while a seat's connection is being marked", () => {
  it('a join keeps its seat, and the connecting seat its mark', async () => {
    const matchID = await newTable();
    const alice = await join(matchID, '0', 'Alice');
    const answer = await whileAliceConnects(matchID, alice, () =>
      request(t.url, `/games/fixture/${matchID}/join`, { body: { playerID: '1', playerName: 'Bob' } }),
    );
    expect(answer.status).toBe(200);
    const bob = (answer.json as { playerCredentials: string }).playerCredentials;
    expect((await metadataOf(matchID)).players).toEqual({
      0: { id: 0, name: 'Alice', credentials: alice, data: { host: true }, isConnected: true },
      1: { id: 1, name: 'Bob', credentials: bob, data: {} },
    });
  });

  it('a leave stays left', async () => {
    const matchID = await newTable();
    const alice = await join(matchID, '0', 'Alice');
    const bob = await join(matchID, '1', 'Bob');
    const answer = await whileAliceConnects(matchID, alice, () =>
      request(t.url, `/games/fixture/${matchID}/leave`, { body: { playerID: '1', credentials: bob } }),
    );
    expect(answer.status).toBe(200);
    // The table had started: the server's bot plays the seat Bob left (src/server/leaving/).
    expect((await metadataOf(matchID)).players).toEqual({
      0: { id: 0, name: 'Alice', credentials: alice, data: { host: true }, isConnected: true },
      1: { id: 1, name: 'Bot 2', credentials: expect.any(String), data: { bot: 'normal', left: 'Bob' } },
    });
    // Bob's credentials no longer open the seat.
    expect(
      (await request(t.url, `/games/fixture/${matchID}/seat`, { body: { playerID: '1', credentials: bob } })).status,
    ).toBe(403);
  });

  it('a new name stays', async () => {
    const matchID = await newTable();
    const alice = await join(matchID, '0', 'Alice');
    const bob = await join(matchID, '1', 'Bob');
    const answer = await whileAliceConnects(matchID, alice, () =>
      request(t.url, `/games/fixture/${matchID}/update`, {
        body: { playerID: '1', credentials: bob, newName: 'Robert' },
      }),
    );
    expect(answer.status).toBe(200);
    expect((await metadataOf(matchID)).players).toEqual({
      0: { id: 0, name: 'Alice', credentials: alice, data: { host: true }, isConnected: true },
      1: { id: 1, name: 'Robert', credentials: bob, data: {} },
    });
  });

  it('a bot the host seats stays seated', async () => {
    const matchID = await newTable();
    const alice = await join(matchID, '0', 'Alice');
    const answer = await whileAliceConnects(matchID, alice, () =>
      request(t.url, `/games/fixture/${matchID}/bots`, {
        body: { playerID: '0', credentials: alice, bots: [{ seat: '1', level: 'random' }] },
      }),
    );
    expect(answer.status).toBe(200);
    expect((await metadataOf(matchID)).players).toEqual({
      0: { id: 0, name: 'Alice', credentials: alice, data: { host: true }, isConnected: true },
      1: { id: 1, name: 'Bot 2', credentials: expect.any(String), data: { bot: 'random' } },
    });
  });

  it("a seat handed to a bot stays the bot's, and the absent player's credentials stay void", async () => {
    const matchID = await newTable();
    const alice = await join(matchID, '0', 'Alice');
    const bob = await join(matchID, '1', 'Bob');
    const answer = await whileAliceConnects(matchID, alice, () =>
      request(t.url, `/games/fixture/${matchID}/replace`, {
        body: { playerID: '0', credentials: alice, seat: '1', by: 'bot', botLevel: 'easy' },
      }),
    );
    expect(answer.status).toBe(200);
    const { players } = await metadataOf(matchID);
    expect(players).toEqual({
      0: { id: 0, name: 'Alice', credentials: alice, data: { host: true }, isConnected: true },
      1: { id: 1, name: 'Bot 2', credentials: expect.any(String), data: { bot: 'easy' } },
    });
    expect(players[1].credentials).not.toBe(bob);
    expect(
      (await request(t.url, `/games/fixture/${matchID}/seat`, { body: { playerID: '1', credentials: bob } })).status,
    ).toBe(403);
  });
});

describe("a Lobby write while a seat's disconnection is being marked", () => {
  it('a join keeps its seat, and the leaving seat is marked away', async () => {
    const matchID = await newTable();
    const alice = await join(matchID, '0', 'Alice');
    const socket = await seatSocket(matchID, '0', alice);
    await expect.poll(async () => (await metadataOf(matchID)).players[0].isConnected).toBe(true);
    const held = holdNextMetadataWrite(matchID);
    socket.close();
    expect((await held.caught).players[0].isConnected).toBe(false);
    const answer = request(t.url, `/games/fixture/${matchID}/join`, { body: { playerID: '1', playerName: 'Bob' } });
    await landed(matchID, answer);
    held.release();
    await held.written;
    expect((await answer).status).toBe(200);
    const bob = ((await answer).json as { playerCredentials: string }).playerCredentials;
    expect((await metadataOf(matchID)).players).toEqual({
      0: { id: 0, name: 'Alice', credentials: alice, data: { host: true }, isConnected: false },
      1: { id: 1, name: 'Bob', credentials: bob, data: {} },
    });
  });
});

describe("a Lobby write while a move's metadata is being written", () => {
  async function fullTable(): Promise<{ matchID: string; alice: string; bob: string; socket: Socket }> {
    const matchID = await newTable();
    const alice = await join(matchID, '0', 'Alice');
    const bob = await join(matchID, '1', 'Bob');
    const socket = await seatSocket(matchID, '0', alice);
    sockets.push(socket);
    await expect.poll(async () => (await metadataOf(matchID)).players[0].isConnected).toBe(true);
    return { matchID, alice, bob, socket };
  }

  const add = (seat: string, credentials: string, n: number) => ({
    type: 'MAKE_MOVE',
    payload: { type: 'add', args: [n], playerID: seat, credentials },
  });

  /** Seat 0 plays `n` on state `stateID`, its metadata write held while `during` is sent. */
  async function whileAliceMoves(
    table: { matchID: string; alice: string; socket: Socket },
    stateID: number,
    during: () => Promise<Answer>,
  ) {
    const held = holdNextMetadataWrite(table.matchID);
    table.socket.emit('update', add('0', table.alice, 3), stateID, table.matchID, '0');
    const written = await held.caught;
    const answer = during();
    await landed(table.matchID, answer);
    held.release();
    await held.written;
    return { answer: await answer, written };
  }

  it('a new name stays, and updatedAt moves on', async () => {
    const table = await fullTable();
    const before = (await metadataOf(table.matchID)).updatedAt;
    const { answer, written } = await whileAliceMoves(table, 0, () =>
      request(t.url, `/games/fixture/${table.matchID}/update`, {
        body: { playerID: '1', credentials: table.bob, newName: 'Robert' },
      }),
    );
    expect(answer.status).toBe(200);
    const metadata = await metadataOf(table.matchID);
    expect(metadata.players).toEqual({
      0: { id: 0, name: 'Alice', credentials: table.alice, data: { host: true }, isConnected: true },
      1: { id: 1, name: 'Robert', credentials: table.bob, data: {} },
    });
    expect(written.updatedAt).toBeGreaterThanOrEqual(before);
    expect(metadata.updatedAt).toBeGreaterThanOrEqual(written.updatedAt);
  });

  it("a seat opened stays open, and the absent player's credentials stay void", async () => {
    const table = await fullTable();
    const { answer } = await whileAliceMoves(table, 0, () =>
      request(t.url, `/games/fixture/${table.matchID}/replace`, {
        body: { playerID: '0', credentials: table.alice, seat: '1', by: 'open' },
      }),
    );
    expect(answer.status).toBe(200);
    expect((await metadataOf(table.matchID)).players).toEqual({
      0: { id: 0, name: 'Alice', credentials: table.alice, data: { host: true }, isConnected: true },
      1: { id: 1 },
    });
    expect(
      (
        await request(t.url, `/games/fixture/${table.matchID}/seat`, {
          body: { playerID: '1', credentials: table.bob },
        })
      ).status,
    ).toBe(403);
  });

  it('the game over the last move wrote stays, and so does a new name', async () => {
    const table = await fullTable();
    const bobSocket = await seatSocket(table.matchID, '1', table.bob);
    sockets.push(bobSocket);
    // 3 each, to 9 each; Alice's next 3 reaches the target of 10.
    for (let stateID = 0; stateID < 6; stateID++) {
      const [socket, seat, credentials] =
        stateID % 2 === 0 ? [table.socket, '0', table.alice] : [bobSocket, '1', table.bob];
      const moved = nextPacket(table.socket, 'update', 20_000);
      socket.emit('update', add(seat, credentials, 3), stateID, table.matchID, seat);
      expect(await moved).not.toBeNull();
    }
    const { answer, written } = await whileAliceMoves(table, 6, () =>
      request(t.url, `/games/fixture/${table.matchID}/update`, {
        body: { playerID: '1', credentials: table.bob, newName: 'Robert' },
      }),
    );
    expect(answer.status).toBe(200);
    expect(written.gameover).toEqual({ winner: '0', winners: ['0'], scores: { 0: 12, 1: 9 } });
    const metadata = await metadataOf(table.matchID);
    expect(metadata.gameover).toEqual({ winner: '0', winners: ['0'], scores: { 0: 12, 1: 9 } });
    expect(metadata.players).toEqual({
      0: { id: 0, name: 'Alice', credentials: table.alice, data: { host: true }, isConnected: true },
      1: { id: 1, name: 'Robert', credentials: table.bob, data: {}, isConnected: true },
    });
  });
});

describe('a Lobby request whose body is still coming', () => {
  /** A POST whose headers go first (with Expect: 100-continue) and its body only when told. */
  function slowPost(path: string, body: unknown) {
    const text = JSON.stringify(body);
    const req = httpRequest({
      host: '127.0.0.1',
      port: t.server.port,
      method: 'POST',
      path,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(text),
        Expect: '100-continue',
      },
    });
    const status = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
    });
    // The server answers 100 Continue as it hands the request to its routes; what
    // they do before waiting for the body is done by the time it reaches us.
    const handedOver = new Promise<void>((resolve) => req.on('continue', () => resolve()));
    req.flushHeaders();
    return {
      handedOver,
      finish(): Promise<number> {
        req.end(text);
        return status;
      },
    };
  }

  it('holds up no move of its match', async () => {
    const matchID = await newTable();
    const alice = await join(matchID, '0', 'Alice');
    const bob = await join(matchID, '1', 'Bob');
    const socket = await seatSocket(matchID, '0', alice);
    sockets.push(socket);
    const rename = slowPost(`/games/fixture/${matchID}/update`, { playerID: '1', credentials: bob, newName: 'Robert' });
    let update: [string, { _stateID: number }] | null;
    let renamed: Promise<number>;
    try {
      await rename.handedOver;
      const played = nextPacket(socket, 'update', 10_000);
      socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'add', args: [3], playerID: '0', credentials: alice } },
        0,
        matchID,
        '0',
      );
      update = (await played) as typeof update;
    } finally {
      // Sent whatever happened, or the server would wait for it when closing.
      renamed = rename.finish();
    }
    expect(update?.[1]._stateID).toBe(1);
    expect(await renamed).toBe(200);
    expect((await metadataOf(matchID)).players[1].name).toBe('Robert');
  });
});
