import type { Server } from 'boardgame.io';

/**
 * The seats held by other instances' sockets (cluster/redis-presence.ts). This
 * instance says when it starts and stops holding a seat; a hold lapses when its
 * instance stops renewing it (a crash), so a dead instance never keeps a seat.
 */
export interface SharedHolds {
  hold(matchID: string, seat: string): void;
  release(matchID: string, seat: string): void;
  /** Whether any instance holds the seat; if not, when the last lapsed hold lapsed (if one is still known). */
  held(matchID: string, seat: string): Promise<{ held: boolean; lapsedAt?: number }>;
  /** Resolves once every hold and release sent so far has reached the others. */
  settled(): Promise<void>;
  /** Renews every seat this instance holds (called on a timer), then lapses the seats of instances that stopped. */
  renew(seats: Iterable<[string, string]>): Promise<void>;
  close(): Promise<void>;
}

export interface Liveness {
  live: boolean;
  /**
   * Not live: when the seat's last known hold lapsed (a stopped instance's, or a
   * lone server's start: it held nothing before), if known.
   */
  lapsedAt?: number;
}

/**
 * Which seats are held by live sockets. A seat is its player's while any of its
 * sockets is open, on this instance or (clustered) any other: two windows, a
 * reload whose old socket closes after the new one opened, a reconnect after a
 * network blip. boardgame.io's own `isConnected` is set by whichever socket changed
 * last; the connection marks (transport/socket-io.ts) write what this counts.
 *
 * Only open sockets are counted here: a match with none has no entry. When a
 * seat went offline is kept in the match's metadata (`awaySince`), one fact for
 * every instance.
 */
export class SeatPresence {
  /** Match → seat → this instance's sockets holding it. */
  private readonly counts = new Map<string, Map<string, number>>();

  /** A lone server's start: no socket of an earlier run holds anything. */
  private readonly started: number;

  constructor(
    readonly shared?: SharedHolds,
    now: () => number = Date.now,
  ) {
    this.started = now();
  }

  add(matchID: string, seat: string): void {
    let seats = this.counts.get(matchID);
    if (!seats) this.counts.set(matchID, (seats = new Map()));
    const count = (seats.get(seat) ?? 0) + 1;
    seats.set(seat, count);
    if (count === 1) this.shared?.hold(matchID, seat);
  }

  remove(matchID: string, seat: string): void {
    const seats = this.counts.get(matchID);
    const count = seats?.get(seat);
    if (!seats || count === undefined) return;
    if (count > 1) return void seats.set(seat, count - 1);
    seats.delete(seat);
    if (seats.size === 0) this.counts.delete(matchID);
    this.shared?.release(matchID, seat);
  }

  /** Sockets of this instance holding the seat. */
  local(matchID: string, seat: string): number {
    return this.counts.get(matchID)?.get(seat) ?? 0;
  }

  /** Whether any socket, on any instance, holds the seat. */
  async live(matchID: string, seat: string): Promise<Liveness> {
    if (!this.shared) return this.local(matchID, seat) > 0 ? { live: true } : { live: false, lapsedAt: this.started };
    // What the other instances will read from now on: this one's holds included.
    await this.shared.settled();
    if (this.local(matchID, seat) > 0) return { live: true };
    const { held, lapsedAt } = await this.shared.held(matchID, seat);
    return held ? { live: true } : { live: false, lapsedAt };
  }

  /** Every seat this instance holds, as [match, seat]. */
  *held(): Iterable<[string, string]> {
    for (const [matchID, seats] of this.counts) for (const seat of seats.keys()) yield [matchID, seat];
  }

  /** How many matches have a socket here (tests and benchmarks: memory that must not grow). */
  get matches(): number {
    return this.counts.size;
  }
}

/** Seat → when it went offline (milliseconds), for seats whose player is away. */
export type AwaySince = Record<string, number>;

type WithAway = Server.MatchData & { awaySince?: AwaySince };

/** When the seat went offline, if the match records it. */
export function awaySince(metadata: Server.MatchData, seat: string): number | undefined {
  const record = (metadata as WithAway).awaySince;
  const since = record && typeof record === 'object' && Object.hasOwn(record, seat) ? record[seat] : undefined;
  return typeof since === 'number' ? since : undefined;
}

/**
 * Writes a seat's presence into the metadata: connected, or away since `now`
 * (kept if it was already away). Returns whether anything changed.
 */
export function markPresence(metadata: Server.MatchData, seat: string, live: boolean, now: number): boolean {
  const player = metadata.players[Number(seat)];
  if (!player) return false;
  const wasAway = awaySince(metadata, seat) !== undefined;
  const changed = player.isConnected !== live || wasAway === live;
  player.isConnected = live;
  if (live) clearAway(metadata, seat);
  else if (!wasAway) (metadata as WithAway).awaySince = { ...(metadata as WithAway).awaySince, [seat]: now };
  return changed;
}

/** The seat is nobody's absence (connected, handed over, opened). */
export function clearAway(metadata: Server.MatchData, seat: string): void {
  const holder = metadata as WithAway;
  if (!holder.awaySince || !Object.hasOwn(holder.awaySince, seat)) return;
  const { [seat]: _gone, ...rest } = holder.awaySince;
  if (Object.keys(rest).length === 0) delete holder.awaySince;
  else holder.awaySince = rest;
}
