import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { State } from 'boardgame.io';
import { dropSchemas } from './storage/driver';
import { connectPlayer, connected, createTable, nextPacket, rawSocket, type Seat } from './testing/clients';
import { fixtureGame, type FixtureState } from '../engine/fixture/game';
import { startServerProcess as spawnServer, type ServerProcess } from './testing/server-process';
import { dataDirFromTemplate } from './testing/pglite-template';

// The server as a real process: killed without warning, stopped with SIGTERM,
// hit by a bug in a game's move.

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('[notice] TEST_DATABASE_URL is not set: the PostgreSQL durability test is skipped.');

const dirs: string[] = [];
const schemas: string[] = [];
const started: ServerProcess[] = [];

/** Every server a test starts is killed after the file, even if the test failed midway. */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  started.push(server);
  return server;
}

afterAll(async () => {
  for (const server of started)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  if (pgUrl && schemas.length) await dropSchemas(pgUrl, schemas);
});

function tempDir(): string {
  const dir = dataDirFromTemplate(inject('pgliteTemplate'));
  dirs.push(dir);
  return dir;
}

/** Plays `count` moves alternately through both seats' real clients. */
async function playMoves(
  server: ServerProcess,
  matchID: string,
  seats: Seat[],
  count: number,
): Promise<State<FixtureState>> {
  const players = seats.map((s) => connectPlayer(server.url, fixtureGame, matchID, s.playerID, s.credentials));
  try {
    let state = await players[0].waitFor<FixtureState>((s) => s._stateID >= 0);
    for (let i = 0; i < count && !state.ctx.gameover; i++) {
      const mover = players[Number(state.ctx.currentPlayer)];
      const at = state._stateID;
      await mover.waitFor((s) => s._stateID === at);
      mover.client.moves.add(1 + (i % 3));
      state = await players[0].waitFor<FixtureState>((s) => s._stateID === at + 1);
    }
    return state;
  } finally {
    players.forEach((p) => p.stop());
  }
}

const backends: [string, () => Record<string, string>][] = [['PGlite', () => ({ DATA_DIR: tempDir() })]];
if (pgUrl) {
  backends.push([
    'PostgreSQL',
    () => {
      const schema = `t_durability_${process.pid}_${Date.now()}`;
      schemas.push(schema);
      return { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema, DATA_DIR: tempDir() };
    },
  ]);
}

describe.each(backends)('durability on %s', (_name, makeEnv) => {
  it('loses nothing when the server is killed with SIGKILL mid-match', async () => {
    const env = makeEnv();
    let server = await startServerProcess(env);
    const { matchID, seats } = await createTable(server.url, 'fixture', 2, { target: '60' });
    const before = await playMoves(server, matchID, seats, 12);
    expect(before._stateID).toBe(12);

    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');

    server = await startServerProcess(env);
    try {
      // The same credentials rejoin the same seats and find every move.
      const seat0 = connectPlayer(server.url, fixtureGame, matchID, '0', seats[0].credentials);
      const resumed = await seat0.waitFor<FixtureState>((s) => s._stateID >= 0);
      seat0.stop();
      expect(resumed._stateID).toBe(12);
      expect(resumed.G.totals).toEqual(before.G.totals);
      expect(resumed.G.hands['0']).toEqual(before.G.hands['0']);

      const final = await playMoves(server, matchID, seats, 200);
      expect(final.ctx.gameover).toBeDefined();
      const lobby = await (await fetch(`${server.url}/games/fixture/${matchID}`)).json();
      expect(lobby.gameover).toEqual(final.ctx.gameover);
      expect(lobby.players.map((p: { name: string }) => p.name)).toEqual(['Player 0', 'Player 1']);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

describe('the server process', () => {
  it('closes sockets, then storage, then exits on SIGTERM', async () => {
    const server = await startServerProcess({ DATA_DIR: tempDir() });
    const socket = rawSocket(server.url, 'fixture');
    await connected(socket);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    server.child.kill('SIGTERM');
    // A transport close, not a server kick: browsers reconnect by themselves when
    // the server is back.
    expect(await disconnected).toBe('transport close');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const lines = server.output().split('\n');
    const stopped = lines.findIndex((l) => l.includes('"server stopped"'));
    expect(lines.findIndex((l) => l.includes('"stopping"'))).toBeGreaterThanOrEqual(0);
    expect(stopped).toBeGreaterThan(0);
    socket.close();
  });

  describe('running', () => {
    // One running server for the tests that leave it running.
    let server: ServerProcess;
    let dir: string;
    beforeAll(async () => {
      dir = tempDir();
      server = await startServerProcess({ DATA_DIR: dir });
    });
    afterAll(async () => {
      if (!server) return;
      server.child.kill('SIGTERM');
      await server.exited;
    });

    it('logs a bug in a game move and carries on serving the match', async () => {
      const { matchID, seats } = await createTable(server.url, 'fixture', 2, { plantedBug: true });
      const socket = rawSocket(server.url, 'fixture');
      await connected(socket);
      socket.emit('sync', matchID, '0', seats[0].credentials);
      await nextPacket(socket, 'sync', 20_000);
      socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'crash', args: [], playerID: '0', credentials: seats[0].credentials } },
        0,
        matchID,
        '0',
      );
      // Moves of a match run in order: once the next one is answered, the crash was handled.
      socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'add', args: [2], playerID: '0', credentials: seats[0].credentials } },
        0,
        matchID,
        '0',
      );
      let update = (await nextPacket(socket, 'update', 5000)) as [string, State<FixtureState>];
      // Today's server may also answer the refused move with an update of the unchanged state.
      if (update[1].G.totals['0'] === 0)
        update = (await nextPacket(socket, 'update', 5000)) as [string, State<FixtureState>];
      expect(update[1].G.totals).toEqual({ 0: 2, 1: 0 });
      expect(server.child.exitCode).toBeNull();
      const report = server
        .output()
        .split('\n')
        .filter((l) => l.includes('"rule error: move refused"'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(report).toHaveLength(1);
      expect(report[0]).toMatchObject({ matchID, game: 'fixture', playerID: '0', move: 'crash', during: 'apply' });
      expect(JSON.stringify(report[0].err)).toContain('a bug in a move');
      expect(server.output()).not.toContain('unhandled rejection');
      socket.close();
    });

    it('refuses to start on a DATA_DIR another server is using', async () => {
      await expect(startServerProcess({ DATA_DIR: dir })).rejects.toThrow(/in use by process/);
    });
  });
});
