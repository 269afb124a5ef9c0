import type { Game } from 'boardgame.io';
import { startServer } from './app';
import { configFromEnv } from './config';
import { createLogger, type Logger } from './logger';
import { loadPrintedData, PrintedDataError, type PrintedData } from './printed/load';

/** A bug somewhere must be logged, not take every match down with it. */
function installProcessGuards(log: Logger): void {
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
  process.on('uncaughtException', (error) => {
    // The process may be in an unknown state: log, then exit so a supervisor
    // restarts it. Every move is stored before it is shown, so nothing is lost.
    log.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
}

/** Starts the server from the environment and stops it cleanly on SIGTERM/SIGINT. */
export async function runFromEnv(games: Game[]): Promise<void> {
  const config = configFromEnv();
  const log = createLogger(config.logLevel);
  installProcessGuards(log);
  let printed: PrintedData | undefined;
  try {
    printed = config.printedDir ? await loadPrintedData(config.printedDir, games) : undefined;
  } catch (error) {
    if (!(error instanceof PrintedDataError)) throw error;
    // Refuse to start: a host who gave printed values must not get stand-ins unawares.
    log.fatal({ printedDir: config.printedDir }, error.message);
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const server = await startServer({
    games,
    printed,
    port: config.port,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    origins: config.origins,
    matchTtlDays: config.matchTtlDays,
    cleanupIntervalMinutes: config.cleanupIntervalMinutes,
    distDir: config.distDir,
    logger: log,
    limits: config.limits,
    trustProxy: config.trustProxy,
    seatWaitSeconds: config.seatWaitSeconds,
    abandonedAfterMinutes: config.abandonedAfterMinutes,
    bots: {
      paceMs: config.botPaceMs,
      workers: config.botWorkers,
      maxAttempts: config.botMaxAttempts,
      nice: config.botNice,
    },
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    instanceId: config.instanceId,
    takeoverSeconds: config.takeoverSeconds,
    mail: config.mail,
  });
  // Tests and scripts read this line to learn the port.
  process.stdout.write(`listening on ${server.port}\n`);
  const stop = (signal: string) => {
    log.info({ signal }, 'stopping');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'unclean stop');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
