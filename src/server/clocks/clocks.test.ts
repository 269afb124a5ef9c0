import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { Game, Server } from 'boardgame.io';
import { fixtureGame } from '../../engine/fixture/game';
import { startServer, type RunningServer } from '../app';
import { connected, connectPlayer, createTable, nextPacket, rawSocket, type Seat } from '../testing/clients';
import { request, startTestServer, type TestServer } from '../testing/http';
import { dataDirFromTemplate } from '../testing/pglite-template';
import type { MatchClock } from './clock';

// The tables' clocks over real sockets and the real storage, on a clock the test
// moves by hand (`now`): time charged to whoever must act, time added per move,
// simultaneous decisions charging every acting seat, time-outs, restarts that
// charge no downtime, and a timed-out seat handed to a bot and taken back.

let t = 1_000_000_000;
const now = () => t;
const S = 1000;
const H = 3600 * S;

/** Three seats vote at once (a simultaneous stage), then seat 0 closes the round. */
const councilGame: Game = {
  name: 'council',
  minPlayers: 3,
  maxPlayers: 3,
  setup: () => ({ votes: {} as Record<string, number> }),
  turn: {
    activePlayers: { all: 'vote', minMoves: 1, maxMoves: 1 },
    stages: {
      vote: {
        moves: {
          vote: ({ G, playerID }, n: number) => {
            G.votes[playerID] = n;
          },
        },
      },
    },
  },
  moves: { close: ({ events }) => events.endTurn() },
};

const SMALL = { fast: { bankMs: 60 * S, incrementMs: 5 * S } };

let quick: TestServer;
beforeAll(async () => {
  quick = await startTestServer({ games: [fixtureGame, councilGame], clocks: { now, presets: SMALL } });
});
afterAll(() => quick?.close());

async function clockOf(server: RunningServer, matchID: string): Promise<MatchClock> {
  // Whatever holds the match (a clock start, a time-out) has written once this runs.
  await server.locks.run(matchID, async () => {});
  const { metadata } = await server.store.fetch(matchID, { metadata: true });
  return (metadata as Server.MatchData & { clock: MatchClock }).clock;
}

async function metadataOf(server: RunningServer, matchID: string): Promise<Server.MatchData> {
  await server.locks.run(matchID, async () => {});
  return (await server.store.fetch(matchID, { metadata: true })).metadata!;
}

/** Plays `add(1)` as a seat and waits until every given client has the new state. */
async function add(players: ReturnType<typeof connectPlayer>[], seat: number, stateID: number): Promise<void> {
  await players[seat].waitFor((s) => s._stateID === stateID);
  players[seat].client.moves.add(1);
  await Promise.all(players.map((p) => p.waitFor((s) => s._stateID === stateID + 1)));
}

function connectAll(url: string, game: Game, matchID: string, seats: Seat[]) {
  return seats.map((s) => connectPlayer(url, game, matchID, s.playerID, s.credentials));
}

describe('a real-time table', () => {
  it('has no clock without a game mode (the default)', async () => {
    const { matchID } = await createTable(quick.url, 'fixture', 2);
    expect(((await metadataOf(quick.server, matchID)) as { clock?: unknown }).clock).toBeUndefined();
  });

  it("starts the first player's clock once every seat is taken, charges each move and adds the time per move", async () => {
    const t0 = t;
    const { matchID, seats } = await createTable(quick.url, 'fixture', 2, { gameMode: 'fast', timeOutBot: 'easy' });
    expect(await clockOf(quick.server, matchID)).toEqual({
      mode: 'realtime',
      preset: 'fast',
      bankMs: 60_000,
      incrementMs: 5_000,
      maxMs: 60_000,
      botLevel: 'easy',
      remaining: { 0: 60_000, 1: 60_000 },
      running: { 0: t0 },
      timedOut: [],
    });
    const players = connectAll(quick.url, fixtureGame, matchID, seats);
    try {
      // Never more than the time at the start: 60 - 2 + 5 s is 60 s.
      t = t0 + 2 * S;
      await add(players, 0, 0);
      let clock = await clockOf(quick.server, matchID);
      expect(clock.remaining).toEqual({ 0: 60_000, 1: 60_000 });
      expect(clock.running).toEqual({ 1: t0 + 2 * S });
      t = t0 + 32 * S;
      await add(players, 1, 1);
      clock = await clockOf(quick.server, matchID);
      expect(clock.remaining).toEqual({ 0: 60_000, 1: 35_000 });
      expect(clock.running).toEqual({ 0: t0 + 32 * S });
      t = t0 + 52 * S;
      await add(players, 0, 2);
      clock = await clockOf(quick.server, matchID);
      expect(clock.remaining).toEqual({ 0: 45_000, 1: 35_000 });
      expect(clock.running).toEqual({ 1: t0 + 52 * S });
    } finally {
      players.forEach((p) => p.stop());
    }
  });

  it('charges every seat that must act in a simultaneous stage, each from when it started', async () => {
    const t0 = t;
    const { matchID, seats } = await createTable(quick.url, 'council', 3, { gameMode: 'fast' });
    expect((await clockOf(quick.server, matchID)).running).toEqual({ 0: t0, 1: t0, 2: t0 });
    const players = connectAll(quick.url, councilGame, matchID, seats);
    try {
      const vote = async (seat: number, stateID: number) => {
        await players[seat].waitFor((s) => s._stateID === stateID);
        players[seat].client.moves.vote(seat);
        await Promise.all(players.map((p) => p.waitFor((s) => s._stateID === stateID + 1)));
      };
      t = t0 + 10 * S;
      await vote(1, 0);
      let clock = await clockOf(quick.server, matchID);
      expect(clock.remaining).toEqual({ 0: 60_000, 1: 55_000, 2: 60_000 });
      expect(clock.running).toEqual({ 0: t0, 2: t0 });
      t = t0 + 14 * S;
      await vote(0, 1);
      clock = await clockOf(quick.server, matchID);
      expect(clock.remaining).toEqual({ 0: 51_000, 1: 55_000, 2: 60_000 });
      expect(clock.running).toEqual({ 2: t0 });
      t = t0 + 20 * S;
      await vote(2, 2);
      clock = await clockOf(quick.server, matchID);
      // Everyone voted: seat 0 must close the round, its clock runs again.
      expect(clock.remaining).toEqual({ 0: 51_000, 1: 55_000, 2: 45_000 });
      expect(clock.running).toEqual({ 0: t0 + 20 * S });
    } finally {
      players.forEach((p) => p.stop());
    }
  });

  it('marks a seat out of time when its clock runs out; its later move stands and starts the next clock', async () => {
    const t0 = t;
    const { matchID, seats } = await createTable(quick.url, 'fixture', 2, { gameMode: 'fast' });
    await clockOf(quick.server, matchID);
    t = t0 + 59_999;
    expect((await quick.server.clocks.expireDue(matchID))?.timedOut).toEqual([]);
    t = t0 + 60 * S;
    const clock = await quick.server.clocks.expireDue(matchID);
    expect(clock).toMatchObject({ remaining: { 0: 0, 1: 60_000 }, running: {}, timedOut: ['0'] });
    expect(await clockOf(quick.server, matchID)).toEqual(clock);
    const players = connectAll(quick.url, fixtureGame, matchID, seats);
    try {
      t = t0 + 70 * S;
      await add(players, 0, 0);
      // No time added to a seat out of time; the next seat's clock starts.
      expect(await clockOf(quick.server, matchID)).toMatchObject({
        remaining: { 0: 0, 1: 60_000 },
        running: { 1: t0 + 70 * S },
        timedOut: ['0'],
      });
    } finally {
      players.forEach((p) => p.stop());
    }
  });

  it('gives a move racing the time-out exactly one outcome, stored', async () => {
    for (const late of [false, true]) {
      const t0 = t;
      const { matchID, seats } = await createTable(quick.url, 'fixture', 2, { gameMode: 'fast' });
      await clockOf(quick.server, matchID);
      const players = connectAll(quick.url, fixtureGame, matchID, seats);
      try {
        await players[0].waitFor((s) => s._stateID === 0);
        t = t0 + (late ? 60 * S : 59 * S);
        players[0].client.moves.add(1);
        const expired = quick.server.clocks.expireDue(matchID);
        await players[1].waitFor((s) => s._stateID === 1);
        await expired;
        expect(await clockOf(quick.server, matchID)).toMatchObject(
          late
            ? { remaining: { 0: 0, 1: 60_000 }, running: { 1: t }, timedOut: ['0'] }
            : { remaining: { 0: 6_000, 1: 60_000 }, running: { 1: t }, timedOut: [] },
        );
      } finally {
        players.forEach((p) => p.stop());
      }
    }
  });
});

describe('a seat out of time', () => {
  let slow: TestServer;
  beforeAll(async () => {
    // The bot waits a minute before it plays: the test acts in between.
    slow = await startTestServer({ games: [fixtureGame], clocks: { now, presets: SMALL }, bots: { paceMs: 60_000 } });
  });
  afterAll(() => slow?.close());

  async function timedOutTable(server: TestServer) {
    const t0 = t;
    const { matchID, seats } = await createTable(server.url, 'fixture', 2, { gameMode: 'fast', timeOutBot: 'easy' });
    await clockOf(server.server, matchID);
    t = t0 + 60 * S;
    await server.server.clocks.expireDue(matchID);
    return { matchID, seats };
  }

  it("goes to the table's bot at once at another player's request; the bot plays it; the player takes it back", async () => {
    const { matchID, seats } = await timedOutTable(quick);
    const answer = await request(quick.url, `/games/fixture/${matchID}/replace`, {
      body: { ...seats[1], seat: '0', by: 'bot' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ playerID: '0', bot: 'easy' });
    const seat = (await metadataOf(quick.server, matchID)).players[0];
    expect(seat).toEqual({
      id: 0,
      name: 'Player 0',
      credentials: seats[0].credentials,
      data: { host: true, bot: 'easy', standIn: true },
    });
    // The bot plays seat 0's turn.
    const watcher = connectPlayer(quick.url, fixtureGame, matchID, '1', seats[1].credentials);
    try {
      await watcher.waitFor((s) => s._stateID === 1);
      const back = await request(quick.url, `/games/fixture/${matchID}/reclaim`, { body: seats[0] });
      expect(back.status).toBe(200);
      expect(back.json).toEqual({ playerID: '0' });
      expect((await metadataOf(quick.server, matchID)).players[0]).toEqual({
        id: 0,
        name: 'Player 0',
        credentials: seats[0].credentials,
        data: { host: true },
      });
    } finally {
      watcher.stop();
    }
  });

  it("refuses the player's own moves while the bot holds the seat, and takes them again once reclaimed", async () => {
    const { matchID, seats } = await timedOutTable(slow);
    expect(
      (await request(slow.url, `/games/fixture/${matchID}/replace`, { body: { ...seats[1], seat: '0', by: 'bot' } }))
        .status,
    ).toBe(200);
    const socket = rawSocket(slow.url, 'fixture');
    try {
      await connected(socket);
      socket.emit('sync', matchID, '0', seats[0].credentials);
      expect(await nextPacket(socket, 'sync', 20_000)).not.toBeNull();
      const move = {
        type: 'MAKE_MOVE',
        payload: { type: 'add', args: [2], playerID: '0', credentials: seats[0].credentials },
      };
      const answered = nextPacket(socket, 'update', 20_000);
      socket.emit('update', move, 0, matchID, '0');
      // Refused: the sender alone is answered, with the state it was refused on.
      expect(((await answered) as [string, { _stateID: number }])[1]._stateID).toBe(0);
      // A sync is answered from the match's queue after the move was dealt with.
      socket.emit('sync', matchID, '0', seats[0].credentials);
      const after = (await nextPacket(socket, 'sync', 20_000)) as [string, { state: { _stateID: number } }];
      expect(after[1].state._stateID).toBe(0);
      expect((await request(slow.url, `/games/fixture/${matchID}/reclaim`, { body: seats[0] })).status).toBe(200);
      const played = nextPacket(socket, 'update', 20_000);
      socket.emit('update', move, 0, matchID, '0');
      const state = ((await played) as [string, { _stateID: number; G: { totals: Record<string, number> } }])[1];
      expect(state._stateID).toBe(1);
      expect(state.G.totals).toEqual({ 0: 2, 1: 0 });
    } finally {
      socket.close();
    }
  });

  it('runs the clock again for a reclaimed seat: it may run out and be handed over again', async () => {
    const { matchID, seats } = await timedOutTable(slow);
    const handOver = () =>
      request(slow.url, `/games/fixture/${matchID}/replace`, { body: { ...seats[1], seat: '0', by: 'bot' } });
    expect((await handOver()).status).toBe(200);
    expect((await request(slow.url, `/games/fixture/${matchID}/reclaim`, { body: seats[0] })).status).toBe(200);
    // Its time as left (0) plus one increment, running from the reclaim: seat 0 must act.
    let clock = await clockOf(slow.server, matchID);
    expect(clock.timedOut).toEqual([]);
    expect(clock.remaining[0]).toBe(5 * S);
    expect(clock.running).toEqual({ 0: t });
    const players = connectAll(slow.url, fixtureGame, matchID, seats);
    try {
      // Its move 2 s later is charged and credited like any other.
      t += 2 * S;
      await add(players, 0, 0);
      clock = await clockOf(slow.server, matchID);
      expect(clock.remaining[0]).toBe(8 * S);
      await add(players, 1, 1);
      clock = await clockOf(slow.server, matchID);
      expect(clock.running).toEqual({ 0: t });
      // A second time-out, and a second hand-over.
      t += 8 * S;
      await slow.server.clocks.expireDue(matchID);
      clock = await clockOf(slow.server, matchID);
      expect(clock.timedOut).toEqual(['0']);
      expect(clock.running).toEqual({});
      expect((await handOver()).status).toBe(200);
      expect((await metadataOf(slow.server, matchID)).players[0].data).toEqual({
        host: true,
        bot: 'easy',
        standIn: true,
      });
    } finally {
      for (const p of players) p.stop();
    }
  });

  it('refuses bad hand-overs and reclaims, changing nothing', async () => {
    const { matchID, seats } = await timedOutTable(slow);
    const before = await metadataOf(slow.server, matchID);
    const refused: [string, unknown, number][] = [
      ['replace', { ...seats[1], seat: '0', by: 'bot', botLevel: 'hard' }, 400],
      ['replace', { ...seats[1], seat: '0', by: 'bot', botLevel: 'genius' }, 400],
      ['replace', { ...seats[1], seat: '0', by: 'open' }, 409],
      ['replace', { ...seats[0], seat: '1', by: 'bot' }, 400],
      ['replace', { playerID: '1', credentials: seats[0].credentials, seat: '0', by: 'bot' }, 403],
      ['reclaim', seats[0], 409],
      ['reclaim', { playerID: '0', credentials: seats[1].credentials }, 403],
      ['reclaim', { playerID: '7', credentials: seats[0].credentials }, 404],
      ['reclaim', { ...seats[0], bot: 'easy' }, 400],
      ['reclaim', { playerID: 0, credentials: seats[0].credentials }, 400],
      ['reclaim', '{"playerID":', 400],
    ];
    for (const [route, body, status] of refused) {
      const answer = await request(slow.url, `/games/fixture/${matchID}/${route}`, { body });
      expect([route, body, answer.status]).toEqual([route, body, status]);
      expect(answer.text).not.toContain(seats[0].credentials);
    }
    expect(await metadataOf(slow.server, matchID)).toEqual(before);
    const unknown = await request(slow.url, `/games/fixture/nosuchmatch/reclaim`, { body: seats[0] });
    expect(unknown.status).toBe(404);
  });
});

describe('a restart', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  async function restartable() {
    const dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
    dirs.push(dataDir);
    const start = () =>
      startServer({
        games: [fixtureGame],
        port: 0,
        dataDir,
        bots: { paceMs: 0, workers: 1 },
        clocks: { now, presets: SMALL },
      });
    return { start };
  }

  it('charges a running real-time clock up to the last heartbeat, not the time the server was down', async () => {
    const { start } = await restartable();
    const first = await start();
    const t0 = t;
    const { matchID } = await createTable(first.url, 'fixture', 2, { gameMode: 'fast' });
    await clockOf(first, matchID);
    t = t0 + 8 * S;
    await first.clocks.beat();
    t = t0 + 12 * S;
    // A server that stops stores a last heartbeat; one that crashes has the last periodic one.
    await first.close();
    t = t0 + 5 * H;
    const second = await start();
    try {
      expect(await clockOf(second, matchID)).toMatchObject({
        remaining: { 0: 48_000, 1: 60_000 },
        running: { 0: t0 + 5 * H },
        timedOut: [],
      });
    } finally {
      await second.close();
    }
  });

  it('keeps a turn-based clock across a restart, the downtime not charged', async () => {
    const { start } = await restartable();
    const first = await start();
    const t0 = t;
    const { matchID, seats } = await createTable(first.url, 'fixture', 2, { gameMode: 'day1' });
    expect(await clockOf(first, matchID)).toMatchObject({
      mode: 'turnbased',
      bankMs: 12 * H,
      incrementMs: 24 * H,
      maxMs: 36 * H,
      remaining: { 0: 36 * H, 1: 36 * H },
      running: { 0: t0 },
    });
    t = t0 + 10 * H;
    await first.clocks.beat();
    await first.close();
    t = t0 + 100 * H;
    const second = await start();
    const players = connectAll(second.url, fixtureGame, matchID, seats);
    try {
      expect(await clockOf(second, matchID)).toMatchObject({
        remaining: { 0: 26 * H, 1: 36 * H },
        running: { 0: t0 + 100 * H },
      });
      t = t0 + 120 * H;
      await add(players, 0, 0);
      expect(await clockOf(second, matchID)).toMatchObject({
        remaining: { 0: 30 * H, 1: 36 * H },
        running: { 1: t0 + 120 * H },
        timedOut: [],
      });
      t = t0 + 156 * H;
      expect(await second.clocks.expireDue(matchID)).toMatchObject({
        remaining: { 0: 30 * H, 1: 0 },
        running: {},
        timedOut: ['1'],
      });
    } finally {
      players.forEach((p) => p.stop());
      await second.close();
    }
  });
});
