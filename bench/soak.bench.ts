// `npm run bench:soak [-- --tables 2000 --batch 20 --moves 4 --bot-every 4]`
// Memory after many tables have come and gone. One server in this process (PGlite
// in a temporary DATA_DIR, NODE_ENV=production), fixture tables created through
// the Lobby API (the per-client limits lifted: one client makes them all), half of
// them with the `fast` clock; each is played for a few moves over real sockets by boardgame.io clients, left,
// and removed by the idle-match cleanup. Every `--bot-every`th table (0: none) is
// bots-only instead: its creator seats two `random` bots, which the server's bot
// driver and worker pool play to the end while a spectator socket watches; a
// finished table stays for its replay (the cleanup removes unfinished ones only),
// but nothing of it stays in the process's memory.
// A warm-up round first, then a forced GC
// (`--expose-gc`) before each measure: RSS (with the PGlite worker) and the heap,
// before and after, and what the server keeps per match (seat presence, the bot
// driver, the bot pool's clients and tables, the clocks' timers, the broadcasts,
// the sockets' match queues, the stores' log lengths), which must be back to 0.
import { rmSync } from 'node:fs';
import { fixtureGame } from '../src/engine/fixture/game';
import { startServer, type RunningServer } from '../src/server/app';
import type { State } from 'boardgame.io';
import { connected, connectPlayer, createTable, rawSocket } from '../src/server/testing/clients';
import { dataDirFromTemplate, ensurePgliteTemplate } from '../src/server/testing/pglite-template';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const tables = Number(arg('tables', '2000'));
const batch = Number(arg('batch', '20'));
const moves = Number(arg('moves', '4'));
const botEvery = Number(arg('bot-every', '4'));
const DAY = 24 * 3600 * 1000;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:soak)');

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function measure(server: RunningServer) {
  for (let i = 0; i < 3; i++) {
    gc!();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return {
    rss,
    heapUsed,
    presence: server.presence.matches,
    bots: server.bots.matches,
    pool: server.botPool.groups,
    clocks: server.clocks.watched,
    broadcasts: server.pubSub.matches,
    queues: server.transport.matchQueues,
    stores: server.store.matches,
    cached: server.storage.cachedMatches,
  };
}

/** One table: created, a few moves played by its two players, left. */
async function playTable(server: RunningServer, i: number): Promise<void> {
  const clocked = i % 2 === 0;
  const { matchID, seats } = await createTable(server.url, 'fixture', 2, clocked ? { gameMode: 'fast' } : undefined);
  const players = seats.map((s) => connectPlayer(server.url, fixtureGame, matchID, s.playerID, s.credentials));
  try {
    for (let stateID = 0; stateID < moves; stateID++) {
      const state = await players[0].waitFor((s) => s._stateID === stateID);
      const mover = players[Number(state.ctx.currentPlayer)];
      await mover.waitFor((s) => s._stateID === stateID);
      mover.client.moves.add(1);
    }
    await players[0].waitFor((s) => s._stateID === moves);
  } finally {
    for (const p of players) p.stop();
  }
}

async function post(server: RunningServer, path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** One bots-only table: created with its creator seated, both seats given to bots, watched to its end. */
async function playBotTable(server: RunningServer): Promise<void> {
  const created = (await post(server, '/games/fixture/create', {
    numPlayers: 2,
    seat: { playerName: 'Host' },
  })) as { matchID: string; playerCredentials: string };
  const socket = rawSocket(server.url, 'fixture');
  try {
    await connected(socket);
    const over = new Promise<void>((resolve) => {
      const check = (state: State) => state.ctx.gameover !== undefined && resolve();
      socket.on('sync', (_id: string, info: { state: State }) => check(info.state));
      socket.on('update', (_id: string, state: State) => check(state));
    });
    await post(server, `/games/fixture/${created.matchID}/bots`, {
      playerID: '0',
      credentials: created.playerCredentials,
      bots: [
        { seat: '0', level: 'random' },
        { seat: '1', level: 'random' },
      ],
    });
    socket.emit('sync', created.matchID, null, '');
    await over;
  } finally {
    socket.close();
  }
}

async function round(server: RunningServer, count: number, offset: number): Promise<number> {
  for (let i = 0; i < count; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, (_, j) => {
        const n = offset + i + j;
        return botEvery > 0 && n % botEvery === botEvery - 1 ? playBotTable(server) : playTable(server, n);
      }),
    );
  }
  await server.bots.idle();
  return server.removeIdleMatches(Date.now() + 31 * DAY);
}

const dataDir = dataDirFromTemplate(await ensurePgliteTemplate());
const many = 1e9;
const server = await startServer({
  games: [fixtureGame],
  port: 0,
  dataDir,
  bots: { paceMs: 0, workers: 1 },
  limits: {
    clientsPerIp: many,
    lobbyWritesPerMinute: many,
    lobbyReadsPerMinute: many,
    tablesPerMinute: many,
    openTables: many,
    sockets: many,
    connectionsPerMinute: many,
    messagesPerSecond: many,
  },
});
try {
  const started = Date.now();
  await round(server, Math.min(200, tables), 0);
  const before = await measure(server);
  const removed = await round(server, tables, 1_000_000);
  const after = await measure(server);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `soak: ${tables} fixture tables (${moves} moves each, batches of ${batch}; ` +
      `${botEvery > 0 ? `every ${botEvery}th bots-only, played to the end by random bots` : 'no bots-only tables'}) after a warm-up`,
  );
  console.log(`  removed ${removed} tables in ${seconds.toFixed(0)} s`);
  console.log(`  RSS  ${mb(before.rss)} -> ${mb(after.rss)} (${mb(after.rss - before.rss)})`);
  console.log(`  heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} (${mb(after.heapUsed - before.heapUsed)})`);
  // Finished tables stay for their replays; the storage's cache keeps the latest
  // matches it read or wrote, up to its bound, finished ones included.
  console.log(`  storage cache ${before.cached} -> ${after.cached} matches (bounded)`);
  console.log(
    `  kept per match: presence ${before.presence} -> ${after.presence}, bot driver ${before.bots} -> ${after.bots}, bot pool ${before.pool} -> ${after.pool}, clock timers ${before.clocks} -> ${after.clocks}, broadcasts ${before.broadcasts} -> ${after.broadcasts}, match queues ${before.queues} -> ${after.queues}, stores ${before.stores} -> ${after.stores}`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
