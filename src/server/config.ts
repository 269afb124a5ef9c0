import { resolve } from 'node:path';
import type { MailConfig } from './accounts/mail/mailer';
import { DEFAULT_LIMITS, type Limits } from './hardening/limits';

// Everything an operator can set, read from the environment once at start.
export interface Config {
  port: number;
  /** Embedded database folder (PGlite), used unless databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string: when set, matches are stored there. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema for the tables (default: the connection's search_path). */
  databaseSchema: string | undefined;
  /** Extra allowed browser origins; when set they replace the localhost default. */
  origins: string[] | undefined;
  /** Unfinished matches idle this long are removed. */
  matchTtlDays: number;
  cleanupIntervalMinutes: number;
  logLevel: string;
  /** The built client served at /. */
  distDir: string;
  /** Reverse proxies in front of the server whose X-Forwarded-For/-Proto are believed. */
  trustProxy: number;
  /** Per-client rate limits and caps. */
  limits: Limits;
  /** Seconds a seat must be offline before the others may hand it to a bot or open it. */
  seatWaitSeconds: number;
  /** Minutes after which an unfinished table with nobody connected leaves the public list. */
  abandonedAfterMinutes: number;
  /** Milliseconds between a state change and a server bot's move. */
  botPaceMs: number;
  /** Worker threads for bots; undefined: availableParallelism() - 1, at least 1. */
  botWorkers: number | undefined;
  /** Attempts per bot decision after a worker crash or a failed decision. */
  botMaxAttempts: number;
  /** Nice value of the bot threads (Linux). */
  botNice: number;
  /** Redis for messages between instances: set, with DATABASE_URL, to run several instances as one site. */
  redisUrl: string | undefined;
  /** Prefix of the site's Redis channels (two sites may share one Redis). */
  redisPrefix: string;
  /** This instance's name in the logs (default host:pid). */
  instanceId: string | undefined;
  /** Seconds without a write after which another instance takes up a match's bots and clocks. */
  takeoverSeconds: number;
  /** The folder of the host's printed-values files (docs/operations.md); undefined: stand-ins. */
  printedDir: string | undefined;
  /** E-mail (verification, reset, turn e-mails): only when the host configures SMTP. */
  mail: MailConfig | undefined;
}

/** Environment variable of each limit. */
export const LIMIT_VARIABLES: Record<keyof Limits, string> = {
  clientsPerIp: 'LIMIT_CLIENTS_PER_IP',
  lobbyWritesPerMinute: 'LIMIT_LOBBY_WRITES_PER_MINUTE',
  lobbyReadsPerMinute: 'LIMIT_LOBBY_READS_PER_MINUTE',
  tablesPerMinute: 'LIMIT_TABLES_PER_MINUTE',
  openTables: 'LIMIT_OPEN_TABLES',
  sockets: 'LIMIT_SOCKETS',
  connectionsPerMinute: 'LIMIT_CONNECTIONS_PER_MINUTE',
  messagesPerSecond: 'LIMIT_MESSAGES_PER_SECOND',
  chatPerMinute: 'LIMIT_CHAT_PER_MINUTE',
  botsThinking: 'LIMIT_BOTS_THINKING',
};

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function limitsFromEnv(env: NodeJS.ProcessEnv): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(LIMIT_VARIABLES) as (keyof Limits)[]) {
    limits[key] = number(env, LIMIT_VARIABLES[key], DEFAULT_LIMITS[key], 1, 1_000_000);
  }
  return limits;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const origins = env.ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port: number(env, 'PORT', 8000, 0, 65535),
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    origins: origins && origins.length > 0 ? origins : undefined,
    matchTtlDays: number(env, 'MATCH_TTL_DAYS', 30, 0.0001, 36500),
    cleanupIntervalMinutes: number(env, 'CLEANUP_INTERVAL_MINUTES', 60, 0.01, 10080),
    logLevel: env.LOG_LEVEL || (env.VITEST ? 'silent' : 'info'),
    distDir: resolve(env.DIST_DIR || './dist/client'),
    trustProxy: Math.floor(number(env, 'TRUST_PROXY', 0, 0, 10)),
    limits: limitsFromEnv(env),
    seatWaitSeconds: number(env, 'SEAT_WAIT_SECONDS', 120, 0, 86400),
    abandonedAfterMinutes: number(env, 'ABANDONED_AFTER_MINUTES', 10, 0, 100000),
    botPaceMs: number(env, 'BOT_PACE_MS', 700, 0, 60000),
    botWorkers: env.BOT_WORKERS ? Math.floor(number(env, 'BOT_WORKERS', 1, 1, 256)) : undefined,
    botMaxAttempts: Math.floor(number(env, 'BOT_MAX_ATTEMPTS', 3, 1, 20)),
    botNice: Math.floor(number(env, 'BOT_NICE', 10, 0, 19)),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'euro-tables:',
    instanceId: env.INSTANCE_ID || undefined,
    takeoverSeconds: number(env, 'TAKEOVER_SECONDS', 15, 1, 3600),
    printedDir: env.PRINTED_DATA_DIR ? resolve(env.PRINTED_DATA_DIR) : undefined,
    mail: mailFromEnv(env),
  };
}

function mailFromEnv(env: NodeJS.ProcessEnv): MailConfig | undefined {
  const url = env.SMTP_URL || undefined;
  const host = env.SMTP_HOST || undefined;
  if (!url && !host) return undefined;
  if (url && host) throw new Error('set SMTP_URL or SMTP_HOST, not both');
  if (url && !/^smtps?:\/\//.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  // Links are built from this, never from a request's Host (which a sender of a
  // reset request could choose, and so receive the victim's link).
  const publicUrl = env.PUBLIC_URL?.replace(/\/+$/, '');
  if (!publicUrl || !/^https?:\/\/[^/\s]+$/.test(publicUrl))
    throw new Error("SMTP needs PUBLIC_URL, the site's address as players reach it (e.g. https://tables.example.org)");
  const from = env.SMTP_FROM;
  if (!from) throw new Error("SMTP needs SMTP_FROM, the sender of the site's e-mails");
  const port = number(env, 'SMTP_PORT', 587, 1, 65535);
  const user = env.SMTP_USER || undefined;
  return {
    smtp: url ?? {
      host: host!,
      port,
      // Port 465 speaks TLS from the start; the others upgrade with STARTTLS when offered.
      secure: port === 465,
      ...(user ? { auth: { user, pass: env.SMTP_PASSWORD ?? '' } } : {}),
    },
    from,
    publicUrl,
  };
}
