// `npm run bench:server [-- --matches 200 --seconds 20 --think 1000 --game fixture|<id>|all --saturated yes|no --mode none|fast|normal|slow|day1|day2|day3]`
// Concurrent matches played by headless socket clients on loopback against a server
// process started as in production (NODE_ENV=production, PGlite in a temporary
// DATA_DIR unless DATABASE_URL is set). Each seat is a raw socket.io client that
// picks its moves from the game's ai.enumerate on the state it is sent. Two runs
// per game:
// - paced: every player thinks about `--think` ms (0.5x to 1.5x) before each move,
//   as at a real table; the move round trip is the latency players feel.
// - saturated: no thinking, every match fires its next move as soon as the last
//   is acknowledged: the most moves per second the server stores and serves.
// Every move counted was acknowledged after it was stored (the server broadcasts
// only stored moves). Also prints the server's memory (RSS) just after it started,
// at its peak and after the load, and the machine's load average.
//
// `--instances N`: N instances on one PostgreSQL (DATABASE_URL, or TEST_DATABASE_URL;
// a fresh schema) and Redis (REDIS_URL, default local), behind HAProxy
// (deploy/haproxy.cfg, src/server/testing/cluster.ts); the clients go through the
// proxy. Memory is then per instance, CPU the instances' and the proxy's together.
//
// `--server vanilla`: boardgame.io's own `Server` (bench/vanilla-server.ts: in
// memory, nothing kept across a crash) with the same Game objects and clients;
// `--server both [--rounds 3]`: the two in alternating rounds (ours first in odd
// rounds, vanilla first in even ones), each round's moves/s ratio printed, then
// the medians. Ours runs compiled, as `npm start` runs it (scripts/build-server.mjs),
// except for the fixture game, which only the test server hosts.
//
// `--bot-tables 20 [--bot-game fixture|<id>] [--bot-level hard]`: meanwhile that many
// bots-only tables run flat out (BOT_PACE_MS=0; a finished one is replaced), their
// bots played by the server's worker pool, one spectator socket each; the
// players' round trips above are then measured beside them. All of them are
// created from one address (127.0.0.1). Beside them, a probe table of
// `--probe-level` (default random) bots, created from another address
// (127.0.0.2; `--probe-address 127.0.0.1` for the same one), has its bot delay measured: from the broadcast that starts a bot's
// turn to the broadcast of its move, as a spectator sees them; p50/p95/p99 are
// printed. `--bot-tables 0` runs the probe alone; `--matches 0` runs no players'
// tables (the clock then starts once every bots-only table has its bots).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ctx, Game, State } from 'boardgame.io';
import { games } from '../src/games';
import { fixtureGame } from '../src/engine/fixture/game';
import { connected, createTable, rawSocket } from '../src/server/testing/clients';
import { startServerProcess } from '../src/server/testing/server-process';
import { buildServer } from '../scripts/build-server.mjs';
import { startCluster, type Cluster } from '../src/server/testing/cluster';
import { dropSchemas } from '../src/server/storage/driver';
import pg from 'pg';
import type { Socket } from 'socket.io-client';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const matchesWanted = Number(arg('matches', '200'));
const seconds = Number(arg('seconds', '20'));
const which = arg('game', 'fixture');
const thinkMs = Number(arg('think', '1000'));
const botTables = Number(arg('bot-tables', '0'));
/** A probe table runs whenever `--bot-tables` is given, 0 included. */
const probe = process.argv.includes('--bot-tables');
const probeLevel = arg('probe-level', 'random');
/** `--probe-address 127.0.0.1`: the probe from the busy tables' own address (then shared between tables only). */
const probeAddress = arg('probe-address', '127.0.0.2');
const botLevel = arg('bot-level', 'hard');
const botGameName = arg('bot-game', 'fixture');
/** `--mode normal`: every table with that game mode's clock (default: no clock). */
const gameMode = arg('mode', 'none');
/** `--saturated no`: the paced run only. */
const saturated = arg('saturated', 'yes') !== 'no';
/** `--instances N`: a cluster of N behind HAProxy (0: one process, no proxy). */
const instanceCount = Number(arg('instances', '0'));
/** `--server ours|vanilla|both`. */
const serverWanted = arg('server', 'ours');
if (!['ours', 'vanilla', 'both'].includes(serverWanted))
  throw new Error(`--server ${serverWanted}: ours, vanilla or both`);
const rounds = serverWanted === 'both' ? Math.max(1, Number(arg('rounds', '3'))) : 1;
type Variant = 'ours' | 'vanilla';
const benchGames: Game[] =
  which === 'all' ? [fixtureGame, ...games] : [[fixtureGame, ...games].find((g) => g.name === which)!];
if (!benchGames[0]) throw new Error(`unknown game ${which}`);

type Enumerate = (G: unknown, ctx: Ctx, playerID: string) => { move: string; args?: unknown[] }[];

interface Stats {
  rtts: number[];
  moves: number;
  refused: number;
  finished: number;
  measuring: boolean;
  botMoves: number;
  botFinished: number;
  /** The probe table's bot delays (ms). */
  probeDelays: number[];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** CPU seconds (user + system) a process has used, all its threads. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** One table: every seat a socket; whoever may act picks a random legal move. */
async function playTable(
  url: string,
  game: Game,
  stats: Stats,
  until: () => number,
  think: number,
  onReady: () => void,
): Promise<void> {
  const numPlayers = game.minPlayers && game.minPlayers > 2 ? game.minPlayers : 2;
  const setupData = {
    ...(game.name === 'fixture' ? { target: '1000' } : {}),
    ...(gameMode === 'none' ? {} : { gameMode }),
  };
  const { matchID, seats } = await createTable(url, game.name!, numPlayers, setupData);
  const enumerate = game.ai!.enumerate as unknown as Enumerate;
  const sockets: Socket[] = [];
  const states = new Map<string, State>();
  let waiting: { playerID: string; sent: number; stateID: number } | null = null;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));

  const act = () => {
    if (waiting) return;
    if (Date.now() > until()) return done();
    for (const seat of seats) {
      const state = states.get(seat.playerID);
      if (!state) return;
      if (state.ctx.gameover) {
        stats.finished++;
        return done();
      }
      const active = state.ctx.activePlayers
        ? seat.playerID in state.ctx.activePlayers
        : state.ctx.currentPlayer === seat.playerID;
      if (!active) continue;
      const options = enumerate(state.G, state.ctx, seat.playerID);
      if (options.length === 0) continue;
      const pick = options[Math.floor(Math.random() * options.length)];
      const claim = { playerID: seat.playerID, sent: 0, stateID: state._stateID };
      waiting = claim;
      const send = () => {
        claim.sent = performance.now();
        sockets[Number(seat.playerID)].emit(
          'update',
          {
            type: 'MAKE_MOVE',
            payload: { type: pick.move, args: pick.args ?? [], playerID: seat.playerID, credentials: seat.credentials },
          },
          state._stateID,
          matchID,
          seat.playerID,
        );
      };
      if (think > 0) setTimeout(send, think * (0.5 + Math.random()));
      else send();
      setTimeout(
        () => {
          // A move the server refused (illegal on a filtered view): pick again.
          if (waiting === claim) {
            stats.refused++;
            waiting = null;
            act();
          }
        },
        2000 + think * 1.5,
      );
      return;
    }
  };

  for (const seat of seats) {
    const socket = rawSocket(url, game.name!);
    sockets[Number(seat.playerID)] = socket;
    socket.on('sync', (_id: string, info: { state: State }) => {
      states.set(seat.playerID, info.state);
      act();
    });
    socket.on('update', (_id: string, state: State) => {
      states.set(seat.playerID, state);
      if (waiting && waiting.playerID === seat.playerID && state._stateID > waiting.stateID) {
        // A move given up on (no answer in time) and answered late, while the next one
        // was not sent yet, has no round trip of its own to count.
        if (stats.measuring && waiting.sent > 0) {
          stats.rtts.push(performance.now() - waiting.sent);
          stats.moves++;
        }
        waiting = null;
      }
      act();
    });
    await connected(socket);
  }
  onReady();
  for (const seat of seats) sockets[Number(seat.playerID)].emit('sync', matchID, seat.playerID, seat.credentials);
  await finished;
  sockets.forEach((s) => s.close());
}

/** A Lobby POST from the given local address (another client, as the server counts them). */
function post(url: string, path: string, body: unknown, localAddress = '127.0.0.1'): Promise<unknown> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${path}`,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) reject(new Error(`${path}: ${status} ${text}`));
          else resolve(status === 204 || text === '' ? undefined : JSON.parse(text));
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * One bots-only table after another, until `until`: the server's bots play every
 * seat; a spectator counts the moves. The probe (`probe`): created from another
 * address, its bots at `--probe-level`, each bot's delay recorded.
 */
async function botTable(
  url: string,
  game: Game,
  stats: Stats,
  until: () => number,
  onReady: () => void,
  probe = false,
): Promise<void> {
  const from = probe ? probeAddress : '127.0.0.1';
  const level = probe ? probeLevel : botLevel;
  let first = true;
  while (Date.now() < until()) {
    const numPlayers = game.minPlayers && game.minPlayers > 2 ? game.minPlayers : 2;
    const setupData = {
      ...(game.name === 'fixture' ? { target: '1000' } : {}),
      ...(gameMode === 'none' ? {} : { gameMode }),
    };
    const { matchID } = (await post(url, `/games/${game.name}/create`, { numPlayers, setupData }, from)) as {
      matchID: string;
    };
    const host = (await post(
      url,
      `/games/${game.name}/${matchID}/join`,
      { playerID: '0', playerName: 'Host' },
      from,
    )) as {
      playerCredentials: string;
    };
    const socket = rawSocket(url, game.name!);
    await connected(socket);
    // The broadcast that started the turn now being played (a spectator's clock).
    let turnStarted = 0;
    const over = new Promise<void>((resolve) => {
      const timer = setInterval(() => Date.now() > until() && resolve(), 200);
      socket.on('update', (_id: string, state: State) => {
        const now = performance.now();
        if (probe && stats.measuring && turnStarted > 0) stats.probeDelays.push(now - turnStarted);
        turnStarted = now;
        if (stats.measuring && !probe) stats.botMoves++;
        if (state.ctx.gameover) {
          stats.botFinished++;
          clearInterval(timer);
          resolve();
        }
      });
    });
    socket.emit('sync', matchID, null, '');
    // Seating the bots starts the match: its first turn starts with their answer.
    const seated = post(
      url,
      `/games/${game.name}/${matchID}/bots`,
      {
        playerID: '0',
        credentials: host.playerCredentials,
        bots: Array.from({ length: numPlayers }, (_, i) => ({ seat: String(i), level })),
      },
      from,
    );
    turnStarted = performance.now();
    await seated;
    if (first) onReady();
    first = false;
    await over;
    socket.close();
  }
}

function probeLine(delays: number[]): string {
  const sorted = [...delays].sort((a, b) => a - b);
  return (
    `probe table (${probeLevel} bots, from ${probeAddress}) beside ${botTables} busy bots-only tables: bot delay ms ` +
    `p50 ${percentile(sorted, 50).toFixed(0)} p95 ${percentile(sorted, 95).toFixed(0)} p99 ${percentile(sorted, 99).toFixed(0)} ` +
    `max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} (${sorted.length} bot moves)`
  );
}

/** The server under test: one process, or a cluster behind its proxy. */
interface Served {
  url: string;
  /** The server processes (memory per instance). */
  pids: () => number[];
  /** Every process doing the serving, the proxy included (CPU). */
  cpuPids: () => number[];
  /** Rows written so far (inserted and updated) in the cluster's schema; undefined for one process. */
  rowsWritten: (settleMs: number) => Promise<number | undefined>;
  stop(): Promise<void>;
}

/** Ours compiled once per run, into the project's test-output (its packages are the project's). */
let compiledEntry: Promise<string> | undefined;

async function serve(
  env: Record<string, string>,
  nodeArgs: string[],
  dataDir: string,
  variant: Variant,
  gameName: string,
): Promise<Served> {
  if (variant === 'vanilla' || instanceCount <= 0) {
    const compiled = variant === 'ours' && gameName !== 'fixture';
    if (compiled) compiledEntry ??= buildServer(join(import.meta.dirname, '..', 'test-output', 'bench-server-build'));
    const entry =
      variant === 'vanilla'
        ? join(import.meta.dirname, 'vanilla-server.ts')
        : compiled
          ? await compiledEntry!
          : undefined;
    const server = await startServerProcess({ ...env, DATA_DIR: dataDir }, nodeArgs, { entry, compiled });
    return {
      url: server.url,
      pids: () => [server.child.pid!],
      cpuPids: () => [server.child.pid!],
      rowsWritten: () => Promise.resolve(undefined),
      stop: async () => {
        server.child.kill('SIGTERM');
        await server.exited;
      },
    };
  }
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('--instances needs DATABASE_URL (or TEST_DATABASE_URL): the instances share a PostgreSQL');
  const schema = `bench_${process.pid}_${Date.now()}`;
  const cluster: Cluster = await startCluster({
    instances: instanceCount,
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `${schema}:`,
    },
  });
  const pids = () => cluster.instances.map((i) => i.process!.child.pid!);
  return {
    url: cluster.url,
    pids,
    cpuPids: () => [...pids(), cluster.proxyPid],
    rowsWritten: async (settleMs) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        // Statistics reach the view within a second of the commits.
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        const { rows } = await client.query<{ n: string }>(
          `SELECT coalesce(sum(n_tup_ins + n_tup_upd), 0) AS n FROM pg_stat_user_tables WHERE schemaname = $1`,
          [schema],
        );
        return Number(rows[0].n);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      await Promise.all(cluster.instances.map((_, i) => cluster.stop(i)));
      await cluster.close();
      await dropSchemas(databaseUrl, [schema]);
    },
  };
}

interface Measured {
  movesPerSecond: number;
  p95: number;
  cpuPerMoveMs: number;
}

async function bench(game: Game, think: number, variant: Variant = 'ours'): Promise<Measured> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const profile = process.env.BENCH_CPU_PROFILE_DIR;
  // Every seat here is a player of its own, but they all share one address: the
  // per-IP limits count one client per seat. The per-socket limits keep their defaults.
  const server = await serve(
    {
      LOG_LEVEL: 'warn',
      ORIGINS: '',
      BOT_PACE_MS: '0',
      LIMIT_CLIENTS_PER_IP: String(matchesWanted * 2 + botTables * 2 + 5),
      LIMIT_TABLES_PER_MINUTE: '100000',
      LIMIT_OPEN_TABLES: '100000',
      LIMIT_LOBBY_WRITES_PER_MINUTE: '100000',
      LIMIT_LOBBY_READS_PER_MINUTE: '100000',
      LIMIT_CONNECTIONS_PER_MINUTE: '100000',
    },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
    dataDir,
    variant,
    game.name!,
  );
  const stats: Stats = {
    rtts: [],
    moves: 0,
    refused: 0,
    finished: 0,
    measuring: false,
    botMoves: 0,
    botFinished: 0,
    probeDelays: [],
  };
  const rssAll = () => server.pids().map(rssMb);
  const cpuAll = () => server.cpuPids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  // Memory when the server has just started (its database open, no table yet), at its peak, and once the load is over.
  const startRss = rssAll();
  let peakRss = startRss;
  const sampler = setInterval(() => (peakRss = rssAll().map((mb, i) => Math.max(mb, peakRss[i] ?? 0))), 500);
  // The clock starts once every slot's first table is set up (created, seats
  // joined, sockets connected); each slot then plays tables one after another.
  let start = 0;
  let until = Number.POSITIVE_INFINITY;
  let ready = 0;
  let serverCpuStart = 0;
  let rowsStart: number | undefined;
  let clientCpuStart = 0;
  // Every players' table and every bots-only table (the probe included) is set up.
  const readyWanted = matchesWanted + botTables + (probe ? 1 : 0);
  let allReady!: () => void;
  const everyTableReady = new Promise<void>((resolve) => (allReady = resolve));
  const onReady = () => {
    if (++ready !== readyWanted) return;
    allReady();
    serverCpuStart = cpuAll();
    void server.rowsWritten(0).then((n) => (rowsStart = n));
    clientCpuStart = cpuSeconds(process.pid);
    start = performance.now();
    until = Date.now() + seconds * 1000;
    stats.measuring = true;
  };
  const botGame = [fixtureGame, ...games].find((g) => g.name === botGameName) as Game | undefined;
  if (botTables > 0 && !botGame) throw new Error(`unknown game ${botGameName}`);
  const bots = Array.from({ length: botTables }, () => botTable(server.url, botGame!, stats, () => until, onReady));
  if (probe) bots.push(botTable(server.url, botGame!, stats, () => until, onReady, true));
  await Promise.all(
    Array.from({ length: matchesWanted }, async (_, slot) => {
      let first = true;
      while (Date.now() < until) {
        await playTable(server.url, game, stats, () => until, think, first ? onReady : () => {});
        first = false;
        if (!stats.measuring && slot >= 0) await new Promise((r) => setTimeout(r, 10));
      }
    }),
  );
  // Without players' tables, the bots-only tables play until the time is up.
  if (matchesWanted === 0) {
    await everyTableReady;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
  }
  const elapsed = (performance.now() - start) / 1000;
  await Promise.all(bots);
  const serverCpu = cpuAll() - serverCpuStart;
  const endRss = rssAll();
  const rowsEnd = await server.rowsWritten(1500);
  const rowsPerMove =
    rowsStart !== undefined && rowsEnd !== undefined ? (rowsEnd - rowsStart) / stats.moves : undefined;
  const clientCpu = cpuSeconds(process.pid) - clientCpuStart;
  clearInterval(sampler);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const sorted = stats.rtts.sort((a, b) => a - b);
  const report =
    (serverWanted === 'ours' ? '' : `${variant.padEnd(8)} `) +
    `${game.name!.padEnd(8)} ${(think > 0 ? `paced ${think}ms` : 'saturated').padEnd(12)} matches ${String(matchesWanted).padStart(4)}  moves/s ${(stats.moves / elapsed).toFixed(0).padStart(6)}  ` +
    `rtt ms p50 ${percentile(sorted, 50).toFixed(1)} p95 ${percentile(sorted, 95).toFixed(1)} p99 ${percentile(sorted, 99).toFixed(1)}  ` +
    `server RSS ${[startRss, peakRss, endRss].map((list) => list.map((mb) => mb.toFixed(0)).join(' + ')).join(' / ')} MB at start / peak / end  (${stats.moves} moves, ${stats.finished} games finished, ${stats.refused} refused)\n` +
    `${''.padEnd(22)}CPU per move: server ${((serverCpu * 1000) / stats.moves).toFixed(2)} ms (${((serverCpu / elapsed) * 100).toFixed(0)}% of a core), ` +
    `load generator ${((clientCpu * 1000) / stats.moves).toFixed(2)} ms (${((clientCpu / elapsed) * 100).toFixed(0)}% of a core)` +
    (rowsPerMove !== undefined
      ? `, database rows written per move ${rowsPerMove.toFixed(2)} (bot moves included)`
      : '') +
    (botTables > 0
      ? `\n${''.padEnd(22)}beside ${botTables} bots-only ${botGameName} tables at level ${botLevel}, pace 0: ` +
        `bot moves/s ${(stats.botMoves / elapsed).toFixed(1)} (${stats.botMoves} moves, ${stats.botFinished} tables finished)`
      : '') +
    (probe ? `\n${''.padEnd(22)}${probeLine(stats.probeDelays)}` : '') +
    `\n${''.padEnd(22)}load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (the machine's, the load generator included)`;
  // Bots-only runs: the bot lines and the machine's load only.
  console.log(
    matchesWanted > 0
      ? report
      : report
          .split('\n')
          .filter((line) => !/rtt ms p50|CPU per move/.test(line))
          .map((line) => line.trimStart())
          .join('\n'),
  );
  return {
    movesPerSecond: stats.moves / elapsed,
    p95: percentile(sorted, 95),
    cpuPerMoveMs: (serverCpu * 1000) / stats.moves,
  };
}

/** Ours and vanilla in alternating rounds, with each round's ratio and the medians. */
async function sideBySide(game: Game, think: number): Promise<void> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ratios: number[] = [];
  const runs: Record<Variant, Measured[]> = { ours: [], vanilla: [] };
  for (let round = 1; round <= rounds; round++) {
    const order: Variant[] = round % 2 === 1 ? ['ours', 'vanilla'] : ['vanilla', 'ours'];
    const measured = {} as Record<Variant, Measured>;
    for (const variant of order) measured[variant] = await bench(game, think, variant);
    for (const variant of order) runs[variant].push(measured[variant]);
    ratios.push(measured.ours.movesPerSecond / measured.vanilla.movesPerSecond);
    console.log(`round ${round}: ours / vanilla moves/s ${ratios.at(-1)!.toFixed(2)}x`);
  }
  const line = (variant: Variant) =>
    `${variant} moves/s ${median(runs[variant].map((m) => m.movesPerSecond)).toFixed(0)}, ` +
    `rtt p95 ${median(runs[variant].map((m) => m.p95)).toFixed(1)} ms, ` +
    `server CPU per move ${median(runs[variant].map((m) => m.cpuPerMoveMs)).toFixed(2)} ms`;
  console.log(
    `${game.name} ${think > 0 ? `paced ${think}ms` : 'saturated'}, medians of ${rounds} round(s): ` +
      `${line('ours')}; ${line('vanilla')}; ratio ${median(ratios).toFixed(2)}x`,
  );
}

console.log(
  `NODE_ENV=production server, ${matchesWanted} concurrent matches, ${seconds} s per game, ` +
    (instanceCount > 0
      ? `${instanceCount} instance(s) on PostgreSQL and Redis behind HAProxy`
      : process.env.DATABASE_URL
        ? 'PostgreSQL'
        : 'PGlite'),
);
const run = (game: Game, think: number) =>
  serverWanted === 'both' ? sideBySide(game, think) : bench(game, think, serverWanted as Variant);
for (const game of benchGames) {
  if (thinkMs > 0) await run(game, thinkMs);
  if (saturated || thinkMs <= 0) await run(game, 0);
}
process.exit(0);
