// Rate limits and caps for what one client may ask of the server. A client is an
// IP address (an IPv6 /64, since one host usually holds the whole /64) plus, when
// the request carries it, the browser's identity cookie (see client-id.ts). Every
// per-browser limit has a per-IP counterpart `clientsPerIp` times larger: the
// per-browser one keeps one browser from using up a shared address's allowance (an
// office, a school, a phone network), the per-IP one is the hard cap, since a
// script can drop or invent cookies at will. Requests without the cookie count
// against their IP's allowance only.

export interface Limits {
  /** Per-IP limits are this many times the per-browser ones. */
  clientsPerIp: number;
  /** Lobby API writes (create, join, leave, update, play again) per browser per minute. */
  lobbyWritesPerMinute: number;
  /** Lobby API reads (lists, a table's seats) per browser per minute. */
  lobbyReadsPerMinute: number;
  /** Tables created per browser per minute. */
  tablesPerMinute: number;
  /** Unfinished tables a browser has created and that still exist. */
  openTables: number;
  /** Open socket connections per browser. */
  sockets: number;
  /** New socket connections per browser per minute. */
  connectionsPerMinute: number;
  /** Socket messages per second, per socket and per browser (bursts of twice that). */
  messagesPerSecond: number;
  /** Chat messages per minute, per seat and per browser (bursts of a third of that, at least 3). */
  chatPerMinute: number;
  /** Bot decisions of the tables a browser created that may be in the bot pool's workers at once. */
  botsThinking: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  clientsPerIp: 5,
  lobbyWritesPerMinute: 30,
  lobbyReadsPerMinute: 120,
  tablesPerMinute: 10,
  openTables: 10,
  sockets: 20,
  connectionsPerMinute: 60,
  messagesPerSecond: 20,
  chatPerMinute: 20,
  botsThinking: 2,
});

export interface ClientKey {
  /** The address, or its /64 for IPv6. */
  ip: string;
  /** The browser's identity cookie, when the request had a valid one. */
  browser?: string;
}

/** The keys a client's usage is counted under: its IP, and its browser on that IP. */
export function keysOf(client: ClientKey): { ip: string; browser?: string } {
  return { ip: `ip:${client.ip}`, browser: client.browser ? `b:${client.ip}|${client.browser}` : undefined };
}

/** Milliseconds from some fixed start; tests give a clock they move by hand. */
export type Clock = () => number;
const defaultClock: Clock = () => performance.now();

interface Bucket {
  tokens: number;
  at: number;
}

/** Refused: retry after this many seconds. */
export interface Refusal {
  retryAfter: number;
}

/**
 * Token buckets by key: `capacity` tokens, refilled at `perSecond`. Full buckets
 * are forgotten (they hold no information), so memory follows the clients active
 * in the last few minutes; past `maxKeys` the oldest are dropped.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep: number;

  constructor(
    readonly capacity: number,
    readonly perSecond: number,
    private readonly maxKeys = 100_000,
    private readonly now: Clock = defaultClock,
  ) {
    this.lastSweep = now();
  }

  /** Tokens available now (without taking any). */
  available(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.capacity;
    return Math.min(this.capacity, bucket.tokens + ((this.now() - bucket.at) / 1000) * this.perSecond);
  }

  /** Seconds until `cost` tokens are available. */
  waitFor(key: string, cost = 1): number {
    const missing = cost - this.available(key);
    return missing <= 0 ? 0 : missing / this.perSecond;
  }

  take(key: string, cost = 1): void {
    const now = this.now();
    const tokens = this.available(key) - cost;
    this.buckets.delete(key);
    this.buckets.set(key, { tokens, at: now });
    if (this.buckets.size > this.maxKeys || now - this.lastSweep > 60_000) this.sweep(now);
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.capacity) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}

/** One limit, per browser and per IP. */
export class ClientRate {
  private readonly perBrowser: TokenBuckets;
  private readonly perIp: TokenBuckets;

  /** `rate` per `periodSeconds`, with bursts of `burst` (per browser; per IP times clientsPerIp). */
  constructor(rate: number, periodSeconds: number, burst: number, clientsPerIp: number, now: Clock = defaultClock) {
    this.perBrowser = new TokenBuckets(burst, rate / periodSeconds, undefined, now);
    this.perIp = new TokenBuckets(burst * clientsPerIp, (rate * clientsPerIp) / periodSeconds, undefined, now);
  }

  /** Takes one token from each of the client's buckets, or none and says how long to wait. */
  take(client: ClientKey, cost = 1): Refusal | null {
    const keys = keysOf(client);
    const wait = Math.max(
      this.perIp.waitFor(keys.ip, cost),
      keys.browser ? this.perBrowser.waitFor(keys.browser, cost) : 0,
    );
    if (wait > 0) return { retryAfter: Math.max(1, Math.ceil(wait)) };
    this.perIp.take(keys.ip, cost);
    if (keys.browser) this.perBrowser.take(keys.browser, cost);
    return null;
  }
}

/** Counts of things a client holds (open tables, open sockets), per browser and per IP. */
export class ClientCounts {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly perBrowser: number,
    private readonly clientsPerIp: number,
  ) {}

  /** Whether the client may hold one more. */
  allows(client: ClientKey): boolean {
    const keys = keysOf(client);
    if ((this.counts.get(keys.ip) ?? 0) >= this.perBrowser * this.clientsPerIp) return false;
    return !keys.browser || (this.counts.get(keys.browser) ?? 0) < this.perBrowser;
  }

  add(client: ClientKey): void {
    for (const key of Object.values(keysOf(client))) if (key) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  remove(client: ClientKey): void {
    for (const key of Object.values(keysOf(client))) {
      if (!key) continue;
      const n = (this.counts.get(key) ?? 0) - 1;
      if (n > 0) this.counts.set(key, n);
      else this.counts.delete(key);
    }
  }
}

/** Every limiter the server uses, built from one Limits. */
export class ClientLimits {
  readonly lobbyWrites: ClientRate;
  readonly lobbyReads: ClientRate;
  readonly tables: ClientRate;
  readonly connections: ClientRate;
  readonly messages: ClientRate;
  /** Chat messages per browser (and IP). */
  readonly chat: ClientRate;
  /** Chat messages per seat (`matchID|playerID`), whatever sockets and browsers send them. */
  readonly chatPerSeat: TokenBuckets;
  /** Unfinished tables created, counted by OpenTables. */
  readonly openTables: ClientCounts;
  readonly sockets: ClientCounts;

  constructor(
    readonly limits: Limits,
    readonly now: Clock = defaultClock,
  ) {
    const k = limits.clientsPerIp;
    this.lobbyWrites = new ClientRate(limits.lobbyWritesPerMinute, 60, limits.lobbyWritesPerMinute, k, now);
    this.lobbyReads = new ClientRate(limits.lobbyReadsPerMinute, 60, limits.lobbyReadsPerMinute, k, now);
    this.tables = new ClientRate(limits.tablesPerMinute, 60, limits.tablesPerMinute, k, now);
    this.connections = new ClientRate(limits.connectionsPerMinute, 60, limits.connectionsPerMinute, k, now);
    this.messages = new ClientRate(limits.messagesPerSecond, 1, limits.messagesPerSecond * 2, k, now);
    const chatBurst = Math.max(3, Math.floor(limits.chatPerMinute / 3));
    this.chat = new ClientRate(limits.chatPerMinute, 60, chatBurst, k, now);
    this.chatPerSeat = new TokenBuckets(chatBurst, limits.chatPerMinute / 60, undefined, now);
    this.openTables = new ClientCounts(limits.openTables, k);
    this.sockets = new ClientCounts(limits.sockets, k);
  }
}

/**
 * Which client created which unfinished table. A table stops counting when it ends
 * or is removed (MatchStore reports both). Kept in memory: after a restart, tables
 * created before it no longer count.
 */
export class OpenTables {
  private readonly owners = new Map<string, ClientKey>();
  private readonly reserved = new Set<object>();

  constructor(private readonly counts: ClientCounts) {}

  /** Holds a place for a table being created, or null when the client has too many. */
  reserve(client: ClientKey): { commit(matchID: string): void; release(): void } | null {
    if (!this.counts.allows(client)) return null;
    this.counts.add(client);
    const token = {};
    this.reserved.add(token);
    const release = () => {
      if (this.reserved.delete(token)) this.counts.remove(client);
    };
    return {
      release,
      commit: (matchID) => {
        if (!this.reserved.delete(token)) return;
        this.owners.set(matchID, client);
      },
    };
  }

  /** Who created an unfinished table, when this process saw it created. */
  ownerOf(matchID: string): ClientKey | undefined {
    return this.owners.get(matchID);
  }

  /** Counts a table that was created without a reservation (a rematch). */
  add(matchID: string, client: ClientKey): void {
    if (this.owners.has(matchID)) return;
    this.counts.add(client);
    this.owners.set(matchID, client);
  }

  closed(matchID: string): void {
    const owner = this.owners.get(matchID);
    if (!owner) return;
    this.owners.delete(matchID);
    this.counts.remove(owner);
  }
}
