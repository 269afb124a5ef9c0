import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { startServer, type RunningServer } from './app';
import { connectPlayer, connected, createTable, nextPacket, rawSocket } from './testing/clients';
import { fixtureGame, type FixtureState } from '../engine/fixture/game';
import { dataDirFromTemplate } from './testing/pglite-template';

// The server over real sockets on loopback, on an embedded database in a
// temporary folder: what a browser or an attacker can actually send.

let server: RunningServer;
let url: string;
const dir = mkdtempSync(join(tmpdir(), 'server-test-'));
const dist = join(dir, 'dist');
let dataDir: string;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Euro tables</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
  server = await startServer({ games: [fixtureGame], port: 0, dataDir, distDir: dist });
  url = server.url;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function storedState(matchID: string): Promise<State<FixtureState>> {
  const { state } = await server.store.fetch(matchID, { state: true });
  return state as State<FixtureState>;
}

describe('one port serves everything (needs the koa-compose 4.1.0 pin)', () => {
  it('answers the Lobby API, the client, its assets, client routes and /healthz on the game port', async () => {
    expect(await (await fetch(`${url}/games`)).json()).toEqual(['fixture']);
    const page = await fetch(`${url}/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Euro tables');
    const asset = await fetch(`${url}/assets/app-abc123.js`);
    expect(await asset.text()).toBe('console.log("app")');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const route = await fetch(`${url}/play/fixture/abc`, { headers: { Accept: 'text/html' } });
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({
      status: 'ok',
      games: ['fixture'],
      storage: 'pglite',
      printed: {},
    });
    const missing = await fetch(`${url}/games/fixture/no-such-match`);
    expect(missing.status).toBe(404);
  });

  it('runs with the pinned koa-compose and a socket.io without CVE-2024-38355', () => {
    const require = createRequire(import.meta.url);
    const compose = require.resolve('koa-compose/package.json', {
      paths: [require.resolve('boardgame.io/package.json')],
    });
    expect(JSON.parse(readFileSync(compose, 'utf8')).version).toBe('4.1.0');
    const fromKoaSocket = require.resolve('socket.io/package.json', {
      paths: [require.resolve('koa-socket-2/package.json')],
    });
    const [major, minor, patch] = JSON.parse(readFileSync(fromKoaSocket, 'utf8')).version.split('.').map(Number);
    expect(major * 10000 + minor * 100 + patch).toBeGreaterThanOrEqual(40801);
  });
});

describe('playing over sockets', () => {
  it('plays a whole match between two clients and stores every move', async () => {
    const { matchID, seats } = await createTable(url, 'fixture', 2);
    const p0 = connectPlayer(url, fixtureGame, matchID, '0', seats[0].credentials);
    const p1 = connectPlayer(url, fixtureGame, matchID, '1', seats[1].credentials);
    try {
      await p0.waitFor((s) => s._stateID === 0);
      await p1.waitFor((s) => s._stateID === 0);
      let moves = 0;
      for (;;) {
        const s = p0.client.getState() as State<FixtureState>;
        if (s.ctx.gameover) break;
        const mover = s.ctx.currentPlayer === '0' ? p0 : p1;
        await mover.waitFor((x) => x._stateID === s._stateID);
        mover.client.moves.add(3);
        moves++;
        await p0.waitFor((x) => x._stateID === s._stateID + 1);
      }
      const final = await storedState(matchID);
      expect(final.ctx.gameover).toEqual({ winner: '0', winners: ['0'], scores: { 0: 12, 1: 9 } });
      expect(final.G.totals).toEqual({ 0: 12, 1: 9 });
      expect(moves).toBe(7);
      const { log, metadata } = await server.store.fetch(matchID, { log: true, metadata: true });
      expect(log.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(7);
      expect(metadata.gameover).toEqual({ winner: '0', winners: ['0'], scores: { 0: 12, 1: 9 } });
    } finally {
      p0.stop();
      p1.stop();
    }
  });

  it('refuses a move with bad arguments and changes nothing', async () => {
    const { matchID, seats } = await createTable(url, 'fixture', 2);
    const p0 = connectPlayer(url, fixtureGame, matchID, '0', seats[0].credentials);
    try {
      await p0.waitFor((s) => s._stateID === 0);
      p0.client.moves.add('a lot');
      p0.client.moves.add(4);
      p0.client.moves.add(2);
      await p0.waitFor<FixtureState>((s) => s.G?.totals['0'] === 2);
      const stored = await storedState(matchID);
      expect(stored.G.totals).toEqual({ 0: 2, 1: 0 });
      expect(stored._stateID).toBe(1);
    } finally {
      p0.stop();
    }
  });
});

describe('a sync racing a move (boardgame.io #1100)', () => {
  it('leaves every client that syncs during play on the latest state', async () => {
    const { matchID, seats } = await createTable(url, 'fixture', 2, { target: '60' });
    const players = seats.map((s) => connectPlayer(url, fixtureGame, matchID, s.playerID, s.credentials));
    const watchers: { latest: number; socket: ReturnType<typeof rawSocket> }[] = [];
    try {
      let state = await players[0].waitFor<FixtureState>((s) => s._stateID >= 0);
      for (let move = 0; move < 16; move++) {
        // Spectators arrive while the move is on its way.
        for (let k = 0; k < 3; k++) {
          const socket = rawSocket(url, 'fixture');
          const watcher = { latest: -1, socket };
          socket.on(
            'sync',
            (_id: string, info: { state: State }) => (watcher.latest = Math.max(watcher.latest, info.state._stateID)),
          );
          socket.on('update', (_id: string, s: State) => (watcher.latest = Math.max(watcher.latest, s._stateID)));
          socket.on('connect', () => socket.emit('sync', matchID, null));
          watchers.push(watcher);
        }
        const mover = players[Number(state.ctx.currentPlayer)];
        const at = state._stateID;
        await mover.waitFor((s) => s._stateID === at);
        mover.client.moves.add(1);
        state = await players[0].waitFor<FixtureState>((s) => s._stateID === at + 1);
      }
      await players[1].waitFor((s) => s._stateID === state._stateID);
      const deadline = Date.now() + 10_000;
      while (watchers.some((w) => w.latest !== state._stateID) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(watchers.filter((w) => w.latest !== state._stateID).map((w) => w.latest)).toEqual([]);
    } finally {
      players.forEach((p) => p.stop());
      watchers.forEach((w) => w.socket.close());
    }
  });

  it('refuses a sync with wrong credentials before it can hold the match up', async () => {
    const { matchID } = await createTable(url, 'fixture', 2);
    const socket = rawSocket(url, 'fixture');
    await connected(socket);
    socket.emit('sync', matchID, '0', 'not-the-credentials');
    expect(await nextPacket(socket, 'sync', 800)).toBeNull();
    socket.close();
  });
});

describe('hardening', () => {
  async function table() {
    const { matchID, seats } = await createTable(url, 'fixture', 2);
    const socket = rawSocket(url, 'fixture');
    await connected(socket);
    socket.emit('sync', matchID, '0', seats[0].credentials, 2);
    const sync = await nextPacket(socket, 'sync', 20_000);
    expect(sync).not.toBeNull();
    return { matchID, seats, socket };
  }

  it('refuses RESET and every action other than a move', async () => {
    const { matchID, seats, socket } = await table();
    const forged = { G: { totals: { 0: 99, 1: 0 } }, ctx: {}, _stateID: 0 };
    for (const type of ['RESET', 'UNDO', 'REDO', 'SYNC', 'UPDATE', 'PATCH', 'PLUGIN', 'STRIP_TRANSIENTS']) {
      socket.emit(
        'update',
        { type, state: forged, payload: { playerID: '0', credentials: seats[0].credentials } },
        0,
        matchID,
        '0',
      );
    }
    expect(await nextPacket(socket, 'update', 800)).toBeNull();
    const stored = await storedState(matchID);
    expect(stored._stateID).toBe(0);
    expect(stored.G.totals).toEqual({ 0: 0, 1: 0 });
    socket.close();
  });

  it('refuses a move made in the name of another seat', async () => {
    const { matchID, seats, socket } = await table();
    // Seat 0 authenticates as itself but asks for the move to be applied as seat 1.
    socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'add', args: [3], playerID: '1', credentials: seats[0].credentials } },
      0,
      matchID,
      '0',
    );
    // Seat 0 claims seat 1 with its own credentials.
    socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'add', args: [3], playerID: '1', credentials: seats[0].credentials } },
      0,
      matchID,
      '1',
    );
    expect(await nextPacket(socket, 'update', 800)).toBeNull();
    expect((await storedState(matchID)).G.totals).toEqual({ 0: 0, 1: 0 });
    // The honest form of the same move goes through.
    socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'add', args: [3], playerID: '0', credentials: seats[0].credentials } },
      0,
      matchID,
      '0',
    );
    expect(await nextPacket(socket, 'update', 20_000)).not.toBeNull();
    expect((await storedState(matchID)).G.totals).toEqual({ 0: 3, 1: 0 });
    socket.close();
  });

  it('refuses client events: games drive their flow through moves and hooks', async () => {
    const { matchID, seats, socket } = await table();
    for (const type of ['endTurn', 'endGame', 'endPhase', 'setActivePlayers', 'pass']) {
      socket.emit(
        'update',
        { type: 'GAME_EVENT', payload: { type, args: [], playerID: '0', credentials: seats[0].credentials } },
        0,
        matchID,
        '0',
      );
    }
    expect(await nextPacket(socket, 'update', 800)).toBeNull();
    const stored = await storedState(matchID);
    expect(stored.ctx.currentPlayer).toBe('0');
    expect(stored.ctx.gameover).toBeUndefined();
    socket.close();
  });

  it('refuses moves on seats nobody has joined', async () => {
    const lobbyResponse = await fetch(`${url}/games/fixture/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ numPlayers: 2 }),
    });
    const { matchID } = (await lobbyResponse.json()) as { matchID: string };
    const socket = rawSocket(url, 'fixture');
    await connected(socket);
    socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'add', args: [3], playerID: '0' } }, 0, matchID, '0');
    expect(await nextPacket(socket, 'update', 800)).toBeNull();
    expect((await storedState(matchID)).G.totals).toEqual({ 0: 0, 1: 0 });
    socket.close();
  });

  it('creates nothing when a socket syncs an unknown matchID', async () => {
    const before = await server.store.listMatches();
    const socket = rawSocket(url, 'fixture');
    await connected(socket);
    socket.emit('sync', 'no-such-match', null, undefined, 20000);
    socket.emit('sync', 'no-such-match', '0', 'x', 2);
    expect(await nextPacket(socket, 'sync', 800)).toBeNull();
    expect(await server.store.listMatches()).toEqual(before);
    expect((await server.store.fetch('no-such-match', { metadata: true })).metadata).toBeUndefined();
    socket.close();
  });

  it('sends an initial state filtered through playerView and without RNG state', async () => {
    const { matchID } = await createTable(url, 'fixture', 2);
    const socket = rawSocket(url, 'fixture');
    await connected(socket);
    // As boardgame.io's client sends it for a spectator: socket.io turns the absent
    // credentials into null.
    socket.emit('sync', matchID, null, undefined, 2);
    const packet = await nextPacket(socket, 'sync', 20_000);
    const info = (packet as [string, { state: State<FixtureState>; initialState: State<FixtureState> }])[1];
    const stored = await server.store.fetch(matchID, { initialState: true, state: true });
    // The stored initial state has the secrets; a spectator gets none of them.
    expect(stored.initialState.G.secret.deck).toHaveLength(16);
    expect(info.initialState.G.secret.deck).toEqual([]);
    expect(info.initialState.G.hands).toEqual({ 0: [0, 0], 1: [0, 0] });
    expect(info.initialState.plugins).toEqual({});
    expect(info.state.G.secret.deck).toEqual([]);
    expect(JSON.stringify(info)).not.toContain('prngstate');
    expect(JSON.stringify(info)).not.toContain(stored.state.plugins.random.data.seed);
    socket.close();
  });

  it('seeds every match with its own unpredictable 128-bit seed', async () => {
    const a = await createTable(url, 'fixture', 2);
    const b = await createTable(url, 'fixture', 2);
    const seedA = (await storedState(a.matchID)).plugins.random.data.seed;
    const seedB = (await storedState(b.matchID)).plugins.random.data.seed;
    expect(seedA).toMatch(/^[0-9a-f]{32}$/);
    expect(seedB).toMatch(/^[0-9a-f]{32}$/);
    expect(seedA).not.toBe(seedB);
  });

  it('checks origins on sockets and on the Lobby API', async () => {
    const evil = rawSocket(url, 'fixture', 'http://evil.example');
    await expect(connected(evil)).rejects.toThrow();
    evil.close();
    const lookalike = rawSocket(url, 'fixture', 'http://localhost:1.evil.example');
    await expect(connected(lookalike)).rejects.toThrow();
    lookalike.close();
    const local = rawSocket(url, 'fixture', 'http://localhost:5173');
    await connected(local);
    local.close();
    const sameSite = rawSocket(url, 'fixture', `http://127.0.0.1:${server.port}`);
    await connected(sameSite);
    sameSite.close();

    const refused = await fetch(`${url}/games/fixture/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example' },
      body: JSON.stringify({ numPlayers: 2 }),
    });
    expect(refused.status).toBe(403);
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(polling.status).toBe(403);
    const allowed = await fetch(`${url}/games/fixture`, { headers: { Origin: 'http://localhost:5173' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('survives malformed packets and move arguments, and the match plays on', async () => {
    const { matchID, seats, socket } = await table();
    const junk: unknown[][] = [
      ['update'],
      ['update', null, null, null, null],
      ['update', 'MAKE_MOVE', 0, matchID, '0'],
      ['update', { type: 'MAKE_MOVE' }, 0, matchID, '0'],
      ['update', { type: 'MAKE_MOVE', payload: null }, 0, matchID, '0'],
      ['update', { type: 'MAKE_MOVE', payload: { type: 'add', args: 'x', playerID: '0' } }, 0, matchID, '0'],
      ['update', { type: 'MAKE_MOVE', payload: { type: 'constructor', args: [], playerID: '0' } }, 0, matchID, '0'],
      [
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: '__proto__' } },
        0,
        matchID,
        '__proto__',
      ],
      [
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: '0' }, automatic: true },
        0,
        matchID,
        '0',
      ],
      ['update', { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: '0' } }, -1, matchID, '0'],
      ['update', { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: '0' } }, 0, { $gt: '' }, '0'],
      [
        'update',
        {
          type: 'MAKE_MOVE',
          payload: { type: 'add', args: [{ toString: 1 }], playerID: '0', credentials: seats[0].credentials },
        },
        0,
        matchID,
        '0',
      ],
      ['sync'],
      ['sync', { matchID }],
      ['sync', matchID, '__proto__'],
      ['sync', matchID, 'constructor', 'x'],
      ['sync', 'x'.repeat(5000)],
      ['chat', matchID, { id: 'a', sender: '0', payload: 'x'.repeat(10_000) }, seats[0].credentials],
      ['chat', matchID, null, null],
      ['reset', matchID],
      ['__proto__', {}],
    ];
    for (const [event, ...args] of junk) socket.emit(event as string, ...args);
    // A packet larger than the limit closes only that socket.
    const big = rawSocket(url, 'fixture');
    await connected(big);
    const closed = new Promise((resolve) => big.once('disconnect', resolve));
    big.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'add', args: ['y'.repeat(200_000)], playerID: '0' } },
      0,
      matchID,
      '0',
    );
    await closed;

    expect(((await (await fetch(`${url}/healthz`)).json()) as { status: string }).status).toBe('ok');
    const stored = await storedState(matchID);
    expect(stored._stateID).toBe(0);
    expect(stored.G.totals).toEqual({ 0: 0, 1: 0 });
    expect(Object.prototype).not.toHaveProperty('isConnected');
    socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: '0', credentials: seats[0].credentials } },
      0,
      matchID,
      '0',
    );
    expect(await nextPacket(socket, 'update', 20_000)).not.toBeNull();
    expect((await storedState(matchID)).G.totals).toEqual({ 0: 1, 1: 0 });
    socket.close();
  });
});

describe('idle-match cleanup', () => {
  it('removes unfinished matches idle past the TTL and keeps finished ones', async () => {
    const idle = await createTable(url, 'fixture', 2);
    const finished = await createTable(url, 'fixture', 2);
    const { metadata } = await server.store.fetch(finished.matchID, { metadata: true });
    await server.store.setMetadata(finished.matchID, { ...metadata, gameover: { winner: '0' } });
    const recent = await createTable(url, 'fixture', 2);
    const thirtyOneDays = 31 * 24 * 3600 * 1000;
    // Seen from 31 days later, only matches created before then are idle.
    const removed = await server.removeIdleMatches(Date.now() + thirtyOneDays);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect((await server.store.fetch(idle.matchID, { metadata: true })).metadata).toBeUndefined();
    expect((await server.store.fetch(recent.matchID, { metadata: true })).metadata).toBeUndefined();
    expect((await server.store.fetch(finished.matchID, { metadata: true })).metadata?.gameover).toEqual({
      winner: '0',
    });
    // Seen from now, nothing is idle.
    const fresh = await createTable(url, 'fixture', 2);
    expect(await server.removeIdleMatches()).toBe(0);
    expect((await server.store.fetch(fresh.matchID, { metadata: true })).metadata).toBeDefined();
  });
});
