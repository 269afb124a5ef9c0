import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { LogEntry, State } from 'boardgame.io';
import { fixtureGame, type FixtureState } from '../engine/fixture/game';
import { startServer, type RunningServer } from './app';
import { stampMoves } from './move-stamps';
import { connectPlayer, createTable } from './testing/clients';
import { dataDirFromTemplate } from './testing/pglite-template';

// Each move is stored with the time the server took it and the game log's length
// before and after it (the times in the log). Over real sockets and the real
// storage: the other seat's client receives the stamp with the move, and a client
// that connects after a restart finds it in the stored log.

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
  server = await startServer({ games: [fixtureGame], port: 0, dataDir });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type WithLog = State<FixtureState> & { log: LogEntry[] };

describe('move stamps', () => {
  it("keeps a game's own metadata beside the stamp", () => {
    const entry: LogEntry = {
      action: { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: '0' } },
      _stateID: 3,
      turn: 1,
      phase: '',
      metadata: { note: 'x' },
    };
    stampMoves([entry], 1234, 5, 7);
    expect(entry.metadata).toEqual({ note: 'x', at: 1234, logStart: 5, logEnd: 7 });
  });

  it('reach the other seat with the move and stay in the stored log across a restart', async () => {
    const { matchID, seats } = await createTable(server.url, 'fixture', 2);
    const players = seats.map((s) => connectPlayer(server.url, fixtureGame, matchID, s.playerID, s.credentials));
    try {
      const first = await players[0].waitFor<FixtureState>((s) => s.ctx !== undefined);
      const mover = Number(first.ctx.currentPlayer);
      const watcher = players[1 - mover];
      const linesBefore = first.G.log.length;
      const before = Date.now();
      players[mover].client.moves.add(2);
      const seen = (await watcher.waitFor<FixtureState>((s) => s._stateID === first._stateID + 1)) as WithLog;
      const after = Date.now();
      const stamp = seen.log[seen.log.length - 1]?.metadata as { at: number; logStart: number; logEnd: number };
      expect(stamp.logStart).toBe(linesBefore);
      expect(stamp.logEnd).toBe(seen.G.log.length);
      expect(stamp.logEnd).toBe(linesBefore + 1);
      expect(stamp.at).toBeGreaterThanOrEqual(before);
      expect(stamp.at).toBeLessThanOrEqual(after);

      for (const p of players.splice(0)) p.stop();
      const port = server.port;
      await server.close();
      server = await startServer({ games: [fixtureGame], port, dataDir });
      const later = connectPlayer(server.url, fixtureGame, matchID, null);
      players.push(later);
      const synced = (await later.waitFor<FixtureState>((s) => s._stateID === first._stateID + 1)) as WithLog;
      const moves = synced.log.filter((e) => e.action.type === 'MAKE_MOVE');
      expect(moves).toHaveLength(1);
      expect(moves[0]!.metadata).toEqual(stamp);
    } finally {
      for (const p of players) p.stop();
    }
  });
});
