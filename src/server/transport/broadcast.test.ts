import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import type { Socket } from 'socket.io-client';
import { fixtureGame, type FixtureState } from '../../engine/fixture/game';
import { games } from '../../games';
import { connected, createTable, nextPacket, rawSocket } from '../testing/clients';
import { startTestServer, type TestServer } from '../testing/http';
import { TextPacketEncoder } from './text-parser';

// A move's broadcast is filtered once per view and encoded once per view, however
// many windows show it: with per-seat secrets (the fixture's hands), two windows of
// seat 0, one of seat 1 and two spectators get three encodings of each move, not
// five, and each window its seat's own view; without (Caylus), one for all.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ games: [fixtureGame, caylus] });
});
afterAll(() => t.close());

const caylus = games.find((g) => g.name === 'caylus')!;

type Update = [string, State<FixtureState>];

/** The server's encodings of states (a client's move is an 'update' packet too, with the action second). */
function stateEncodings(calls: unknown[][]): number {
  return calls.filter(([packet]) => {
    const data = (packet as { data?: unknown[] }).data;
    return data?.[0] === 'update' && typeof (data[2] as { _stateID?: unknown } | undefined)?._stateID === 'number';
  }).length;
}

/** Joins the match's room as that seat (null: a spectator); the state it was sent. */
async function join(socket: Socket, matchID: string, seat: string | null, credentials?: string): Promise<State> {
  socket.emit('sync', matchID, seat, credentials);
  const packet = await nextPacket(socket, 'sync', 20_000);
  expect(packet).not.toBeNull();
  return (packet![1] as { state: State }).state;
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
    const encodes = vi.spyOn(TextPacketEncoder.prototype, 'encode');
    windows.seat0a.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'add', args: [2], playerID: '0', credentials: seats[0].credentials } },
      0,
      matchID,
      '0',
    );
    await Promise.all(all);
    const updates = stateEncodings(encodes.mock.calls);
    encodes.mockRestore();
    expect(updates).toBe(3);

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

  it('is encoded once for every window when no seat has secrets of its own', async () => {
    const { matchID, seats } = await createTable(t.url, 'caylus', 2);
    const windows = [rawSocket(t.url, 'caylus'), rawSocket(t.url, 'caylus'), rawSocket(t.url, 'caylus')];
    await Promise.all(windows.map(connected));
    const first = await join(windows[0]!, matchID, '0', seats[0]!.credentials);
    await join(windows[1]!, matchID, '1', seats[1]!.credentials);
    await join(windows[2]!, matchID, null);
    await t.server.transport.idle();
    await t.server.storage.whenSettled(matchID);

    const states = windows.map(
      (socket) => new Promise<State>((resolve) => socket.once('update', (_m, s: State) => resolve(s))),
    );
    const legal = caylus.spec.legalMoves(first.G as never, first.ctx.currentPlayer);
    const move = legal[0]!;
    const encodes = vi.spyOn(TextPacketEncoder.prototype, 'encode');
    const seat = first.ctx.currentPlayer;
    windows[Number(seat)]!.emit(
      'update',
      {
        type: 'MAKE_MOVE',
        payload: {
          type: move.move,
          args: [...move.args],
          playerID: seat,
          credentials: seats[Number(seat)]!.credentials,
        },
      },
      first._stateID,
      matchID,
      seat,
    );
    const received = await Promise.all(states);
    const updates = stateEncodings(encodes.mock.calls);
    encodes.mockRestore();
    expect(updates).toBe(1);
    expect(received.map((s) => s._stateID)).toEqual([1, 1, 1]);
    expect(received[1]).toEqual(received[0]);
    expect(received[2]).toEqual(received[0]);
    for (const socket of windows) socket.close();
  });
});
