import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import { fixtureGame, type FixtureState } from '../../engine/fixture/game';
import { connected, createTable, nextPacket, rawSocket } from '../testing/clients';
import { startTestServer, type TestServer } from '../testing/http';

// What the room sees of a move the game refuses: nothing. It is not broadcast,
// not written, and only its sender hears back (the unchanged state, which puts
// back a client that had played the move on its own copy).

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ games: [fixtureGame] });
});
afterAll(() => t.close());

type Update = [string, State<FixtureState>];

describe('a refused move', () => {
  it('is answered to its sender only, changes nothing and writes nothing', async () => {
    const { matchID, seats } = await createTable(t.url, 'fixture', 2);
    const spectator = rawSocket(t.url, 'fixture');
    const seat0 = rawSocket(t.url, 'fixture');
    const seat1 = rawSocket(t.url, 'fixture');
    await Promise.all([spectator, seat0, seat1].map(connected));
    spectator.emit('sync', matchID, null);
    // Waited for in full: a spectator not yet in the room would miss what follows.
    expect(await nextPacket(spectator, 'sync', 20_000)).not.toBeNull();
    // Both seats connect; the room is told (matchData), after which nothing else is written.
    const bothConnected = new Promise<void>((resolve) =>
      spectator.on('matchData', (_id: string, players: { isConnected?: boolean }[]) => {
        if (players.every((p) => p.isConnected)) resolve();
      }),
    );
    seat0.emit('sync', matchID, '0', seats[0].credentials);
    seat1.emit('sync', matchID, '1', seats[1].credentials);
    const synced = await Promise.all([
      nextPacket(seat0, 'sync', 20_000),
      nextPacket(seat1, 'sync', 20_000),
      bothConnected,
    ]);
    expect(synced.slice(0, 2)).not.toContain(null);

    const seen = { spectator: [] as Update[], seat0: [] as Update[], seat1: [] as Update[] };
    spectator.on('update', (...u: Update) => seen.spectator.push(u));
    seat0.on('update', (...u: Update) => seen.seat0.push(u));
    seat1.on('update', (...u: Update) => seen.seat1.push(u));
    const writes = {
      state: vi.spyOn(t.server.storage, 'setState'),
      metadata: vi.spyOn(t.server.storage, 'setMetadata'),
    };
    const move = (args: unknown[], seat = '0') => ({
      type: 'MAKE_MOVE',
      payload: { type: 'add', args, playerID: seat, credentials: seats[Number(seat)].credentials },
    });
    // Twenty moves the game refuses (1 to 3 only), by the seat whose turn it is.
    const answered = new Promise<void>((resolve) => seat0.on('update', () => seen.seat0.length === 20 && resolve()));
    for (let i = 0; i < 20; i++) seat0.emit('update', move([99]), 0, matchID, '0');
    await answered;
    expect(seen.seat0.every(([id, s]) => id === matchID && s._stateID === 0 && s.G.totals['0'] === 0)).toBe(true);
    // The sender sees its own hand, as any state sent to its seat.
    expect(seen.seat0[0][1].G.hands['0'].some((c) => c !== 0)).toBe(true);

    // A move out of turn is answered to its sender only too.
    const outOfTurn = nextPacket(seat1, 'update', 20_000);
    seat1.emit('update', move([1], '1'), 0, matchID, '1');
    expect(((await outOfTurn) as Update)[1]._stateID).toBe(0);

    // Then a move the game accepts: the first update anyone else gets is that one.
    const played = nextPacket(spectator, 'update', 20_000);
    const seat1Told = new Promise<void>((resolve) =>
      seat1.on('update', (_id: string, s: State) => s._stateID === 1 && resolve()),
    );
    seat0.emit('update', move([2]), 0, matchID, '0');
    const update = (await played) as Update;
    await seat1Told;
    expect(update[1]._stateID).toBe(1);
    expect(update[1].G.totals).toEqual({ 0: 2, 1: 0 });
    expect(seen.spectator).toHaveLength(1);
    expect(seen.seat1.map(([, s]) => s._stateID)).toEqual([0, 1]);

    // Of all this, only the accepted move was written.
    const stateWrites = writes.state.mock.calls.filter(([id]) => id === matchID);
    expect(stateWrites.map(([, s]) => s._stateID)).toEqual([1]);
    expect(writes.metadata.mock.calls.filter(([id]) => id === matchID)).toHaveLength(1);
    const stored = await t.server.store.fetch(matchID, { state: true, log: true });
    expect(stored.state._stateID).toBe(1);
    expect(stored.log.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(1);
    writes.state.mockRestore();
    writes.metadata.mockRestore();

    // A socket that is not seat 0 gets no answer at all, not even the state.
    const stranger = rawSocket(t.url, 'fixture');
    await connected(stranger);
    stranger.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'add', args: [99], playerID: '0', credentials: 'wrong' } },
      1,
      matchID,
      '0',
    );
    expect(await nextPacket(stranger, 'update', 800)).toBeNull();
    [spectator, seat0, seat1, stranger].forEach((s) => s.close());
  });
});

describe('seats connecting at the same moment', () => {
  it("are all marked connected: no seat's mark overwrites another's", async () => {
    for (let table = 0; table < 4; table++) {
      const { matchID, seats } = await createTable(t.url, 'fixture', 4);
      const spectator = rawSocket(t.url, 'fixture');
      await connected(spectator);
      spectator.emit('sync', matchID, null);
      expect(await nextPacket(spectator, 'sync', 20_000)).not.toBeNull();
      const sockets = seats.map(() => rawSocket(t.url, 'fixture'));
      await Promise.all(sockets.map(connected));
      const allMarked = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 15_000);
        spectator.on('matchData', (_id: string, players: { isConnected?: boolean }[]) => {
          if (players.every((p) => p.isConnected)) {
            clearTimeout(timer);
            resolve(true);
          }
        });
      });
      sockets.forEach((s, i) => s.emit('sync', matchID, String(i), seats[i].credentials));
      expect(await allMarked).toBe(true);
      const { metadata } = await t.server.store.fetch(matchID, { metadata: true });
      expect(Object.values(metadata.players).map((p) => p.isConnected)).toEqual([true, true, true, true]);
      [spectator, ...sockets].forEach((s) => s.close());
    }
  });
});
