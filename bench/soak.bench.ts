// `npm run bench:soak [-- --tables 2000 --batch 20 --moves 4]`
// Memory after many tables have come and gone. One server in this process (PGlite
// in a temporary DATA_DIR, NODE_ENV=production), fixture tables created through
// the Lobby API (the per-client limits lifted: one client makes them all), half of
// them with the `fast` clock; each is played for a few moves over real sockets by boardgame.io clients, left,
// and removed by the idle-match cleanup. A warm-up round first, then a forced GC
// (`--expose-gc`) before each measure: RSS (with the PGlite worker) and the heap,
// before and after, and what the server keeps per match (seat presence, the bot
// driver, the clocks' timers, the broadcasts, the sockets' match queues, the
// stores' log lengths), which must be back to 0.
import { rmSync } from 'node:fs';
import { fixtureGame } from '../src/engine/fixture/game';
import { startServer, type RunningServer } from '../src/server/app';
import { connectPlayer, createTable } from '../src/server/testing/clients';
import { dataDirFromTemplate, ensurePgliteTemplate } from '../src/server/testing/pglite-template';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const tables = Number(arg('tables', '2000'));
const batch = Number(arg('batch', '20'));
const moves = Number(arg('moves', '4'));
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
    clocks: server.clocks.watched,
    broadcasts: server.pubSub.matches,
    queues: server.transport.matchQueues,
    stores: server.store.matches,
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

async function round(server: RunningServer, count: number, offset: number): Promise<number> {
  for (let i = 0; i < count; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, j) => playTable(server, offset + i + j)));
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
  console.log(`soak: ${tables} fixture tables (${moves} moves each, batches of ${batch}) after a warm-up`);
  console.log(`  removed ${removed} tables in ${seconds.toFixed(0)} s`);
  console.log(`  RSS  ${mb(before.rss)} -> ${mb(after.rss)} (${mb(after.rss - before.rss)})`);
  console.log(`  heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} (${mb(after.heapUsed - before.heapUsed)})`);
  console.log(
    `  kept per match: presence ${before.presence} -> ${after.presence}, bot driver ${before.bots} -> ${after.bots}, clock timers ${before.clocks} -> ${after.clocks}, broadcasts ${before.broadcasts} -> ${after.broadcasts}, match queues ${before.queues} -> ${after.queues}, stores ${before.stores} -> ${after.stores}`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
