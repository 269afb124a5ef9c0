import type { Server } from 'boardgame.io';

/**
 * When each seat of a match was last seen going offline, as the server saw its
 * sockets (boardgame.io writes `isConnected` to the metadata on each connection
 * change). A seat not seen since the server started counts from the start. A
 * match is kept only while one of its seats is offline, and forgotten once it is
 * over or removed (`forgetMatch`).
 */
export class SeatPresence {
  /** Match → seat → when it went offline. */
  private readonly since = new Map<string, Map<string, number>>();
  private readonly started: number;

  constructor(private readonly now: () => number = Date.now) {
    this.started = now();
  }

  observe(matchID: string, metadata: Server.MatchData): void {
    // A finished match's seats are never handed over: nothing to keep.
    if (metadata.gameover !== undefined && metadata.gameover !== null) {
      this.since.delete(matchID);
      return;
    }
    let seats = this.since.get(matchID);
    for (const [seat, player] of Object.entries(metadata.players)) {
      if (player.isConnected) seats?.delete(seat);
      else if (!seats?.has(seat)) {
        if (!seats) this.since.set(matchID, (seats = new Map()));
        seats.set(seat, this.now());
      }
    }
    if (seats?.size === 0) this.since.delete(matchID);
  }

  /** Milliseconds the seat has been offline; 0 when it is connected. */
  offlineFor(matchID: string, seat: string, player: Server.PlayerMetadata): number {
    if (player.isConnected) return 0;
    return this.now() - (this.since.get(matchID)?.get(seat) ?? this.started);
  }

  forget(matchID: string, seat: string): void {
    const seats = this.since.get(matchID);
    seats?.delete(seat);
    if (seats?.size === 0) this.since.delete(matchID);
  }

  /** The match was removed: nothing about it is kept. */
  forgetMatch(matchID: string): void {
    this.since.delete(matchID);
  }

  /** How many matches have an entry (tests and benchmarks: memory that must not grow). */
  get matches(): number {
    return this.since.size;
  }
}
