import { afterAll, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { State } from 'boardgame.io';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { dataDirFromTemplate } from '../testing/pglite-template';
import { request } from '../testing/http';
import { connectPlayer } from '../testing/clients';
import { fixtureGame } from '../../engine/fixture/game';

// A bots-only table on a real server process (as `npm start` runs it, bot worker
// threads under tsx): killed with SIGKILL mid-game, restarted on the same data,
// the bots resume where they were, with no browser anywhere.

const dir = dataDirFromTemplate(inject('pgliteTemplate'));
const started: ServerProcess[] = [];

afterAll(() => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dir, LOG_LEVEL: 'warn', BOT_PACE_MS: '20', BOT_WORKERS: '1' });
  started.push(server);
  return server;
}

async function stateOf(server: ServerProcess, matchID: string): Promise<State> {
  // Watched as a spectator: the match's state, nothing written.
  const watcher = connectPlayer(server.url, fixtureGame, matchID, null, '');
  try {
    return await watcher.waitFor(() => true);
  } finally {
    watcher.stop();
  }
}

async function until(check: () => Promise<boolean>, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('server bots across a restart', () => {
  it('resume where they were after the server is killed mid-game', async () => {
    let server = await start();
    const created = await request(server.url, '/games/fixture/create', {
      body: { numPlayers: 2, setupData: { target: '60' } },
    });
    const { matchID } = created.json as { matchID: string };
    const joined = await request(server.url, `/games/fixture/${matchID}/join`, {
      body: { playerID: '0', playerName: 'Host' },
    });
    const { playerCredentials } = joined.json as { playerCredentials: string };
    const seated = await request(server.url, `/games/fixture/${matchID}/bots`, {
      body: {
        playerID: '0',
        credentials: playerCredentials,
        bots: [
          { seat: '0', level: 'random' },
          { seat: '1', level: 'random' },
        ],
      },
    });
    expect(seated.status).toBe(200);
    let before = 0;
    await until(async () => (before = (await stateOf(server, matchID))._stateID) >= 4);

    server.child.kill('SIGKILL');
    await server.exited;
    server = await start();
    // No browser, no new write: the restarted server's bots carry on by themselves.
    await until(async () => {
      const state = await stateOf(server, matchID);
      return state._stateID > before + 3 || state.ctx.gameover !== undefined;
    });
    const after = await stateOf(server, matchID);
    expect(after._stateID).toBeGreaterThan(before);
  }, 120_000);
});
