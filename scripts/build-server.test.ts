import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { State } from 'boardgame.io';
import { games } from '../src/games';
import { connectPlayer } from '../src/server/testing/clients';
import { request } from '../src/server/testing/http';
import { dataDirFromTemplate, ensurePgliteTemplate } from '../src/server/testing/pglite-template';
import { startServerProcess, type ServerProcess } from '../src/server/testing/server-process';
import { buildServer } from './build-server.mjs';

// `npm start` runs the compiled server under plain Node: every game is served, and
// its bot workers (a bundled entry, each game's rules in a chunk loaded on first
// use) play a match to the end on the embedded database.

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, so that the bundle finds its packages in node_modules.
const outdir = join(root, 'test-output', `server-build-${process.pid}`);
let server: ServerProcess;

beforeAll(async () => {
  const entry = await buildServer(outdir);
  const dataDir = dataDirFromTemplate(await ensurePgliteTemplate());
  server = await startServerProcess({ DATA_DIR: dataDir, BOT_PACE_MS: '0' }, [], { compiled: true, entry });
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(outdir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('runs without TypeScript and serves every game', async () => {
    expect(server.child.spawnargs).not.toContain('tsx');
    const health = await request(server.url, '/healthz');
    expect(health.json).toMatchObject({ status: 'ok', games: ['caylus', 'tikal', 'troyes', 'iwari'] });
  });

  it('has its bot workers play a Tikal match to the end', async () => {
    const created = await request(server.url, '/games/tikal/create', { body: { numPlayers: 2 } });
    const { matchID } = created.json as { matchID: string };
    const joined = await request(server.url, `/games/tikal/${matchID}/join`, {
      body: { playerID: '0', playerName: 'Host' },
    });
    const credentials = (joined.json as { playerCredentials: string }).playerCredentials;
    const watcher = connectPlayer(server.url, games.find((g) => g.name === 'tikal')!, matchID, null);
    try {
      const seated = await request(server.url, `/games/tikal/${matchID}/bots`, {
        body: {
          playerID: '0',
          credentials,
          bots: [
            { seat: '0', level: 'random' },
            { seat: '1', level: 'easy' },
          ],
        },
      });
      expect(seated.status).toBe(200);
      // A worker that cannot load the game's rules makes the bot give up: fail at once.
      const gaveUp = new Promise<never>((_, reject) => {
        const check = () => {
          if (server.output().includes('bot gave up')) reject(new Error(`a bot gave up:\n${server.output()}`));
        };
        server.child.stdout!.on('data', check);
        check();
      });
      const end = await Promise.race([
        watcher.waitFor((state: State) => state.ctx.gameover !== undefined, 240_000),
        gaveUp,
      ]);
      expect(end.ctx.gameover).toBeDefined();
      expect(server.output()).not.toMatch(/"level":50/);
    } finally {
      watcher.stop();
    }
  }, 300_000);
});
