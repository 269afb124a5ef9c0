import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import { createRequire } from 'node:module';
import type { Socket } from 'socket.io-client';
import { fixtureGame, type FixtureState } from '../../engine/fixture/game';
import { connected, createTable, nextPacket, rawSocket } from '../testing/clients';
import { startTestServer, type TestServer } from '../testing/http';

// A move's broadcast is filtered once per seat and encoded once per seat's view,
// however many windows show it: two windows of seat 0, one of seat 1 and two
// spectators get three encodings of each move, not five, and each window its
// seat's own view (the fixture's hands are secret).

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ games: [fixtureGame] });
});
afterAll(() => t.close());

type Update = [string, State<FixtureState>];

// The server's socket.io requires the parser's CommonJS build: its Encoder is the one to watch.
const { Encoder } = createRequire(import.meta.url)('socket.io-parser') as typeof import('socket.io-parser');

async function join(socket: Socket, matchID: string, seat: string | null, credentials?: string): Promise<void> {
  socket.emit('sync', matchID, seat, credentials);
  expect(await nextPacket(socket, 'sync', 20_000)).not.toBeNull();
}

describe("a move's broadcast", () => {
  it('is encoded once per view and reaches every window with its seat’s view', async () => {
    const { matchID, seats } = await createTable(t.url, 'fixture', 2);
    const windows = {
      seat0a: rawSocket(t.url, 'fixture'),
      seat0b: rawSocket(t.url, 'fixture'),
      seat1: rawSocket(t.url, 'fixture'),
      watcherA: rawSocket(t.url, 'fixture'),
      watcherB: rawSocket(t.url, 'fixture'),
    };
    await Promise.all(Object.values(windows).map(connected));
    await join(windows.seat0a, matchID, '0', seats[0].credentials);
    await join(windows.seat0b, matchID, '0', seats[0].credentials);
    await join(windows.seat1, matchID, '1', seats[1].credentials);
    await join(windows.watcherA, matchID, null);
    await join(windows.watcherB, matchID, null);
    await t.server.transport.idle();
    await t.server.storage.whenSettled(matchID);

    const seen = new Map<string, Update>();
    const all = Object.entries(windows).map(
      ([name, socket]) =>
        new Promise<void>((resolve) =>
          socket.on('update', (...u: Update) => {
            seen.set(name, u);
            resolve();
          }),
        ),
    );
    const encodes = vi.spyOn(Encoder.prototype, 'encode');
    windows.seat0a.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'add', args: [2], playerID: '0', credentials: seats[0].credentials } },
      0,
      matchID,
      '0',
    );
    await Promise.all(all);
    // The server's updates (the client's move is an 'update' packet too, with the action second).
    const updates = encodes.mock.calls.filter(([packet]) => {
      const data = (packet as { data?: unknown[] }).data;
      return data?.[0] === 'update' && typeof (data[2] as { _stateID?: unknown } | undefined)?._stateID === 'number';
    });
    encodes.mockRestore();
    expect(updates).toHaveLength(3);

    const hands = (name: string) => seen.get(name)![1].G.hands;
    const own = hands('seat0a')['0']!;
    expect(own.every((card) => card > 0)).toBe(true);
    expect(hands('seat0b')).toEqual(hands('seat0a'));
    expect(hands('seat1')['0']).toEqual(own.map(() => 0));
    expect(hands('seat1')['1']!.every((card) => card > 0)).toBe(true);
    expect(hands('watcherA')).toEqual({ 0: own.map(() => 0), 1: hands('seat1')['1']!.map(() => 0) });
    expect(hands('watcherB')).toEqual(hands('watcherA'));
    for (const [, [, state]] of seen) expect([state._stateID, state.G.totals['0']]).toEqual([1, 2]);
    for (const socket of Object.values(windows)) socket.close();
  });
});
