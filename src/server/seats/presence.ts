import type { Server } from 'boardgame.io';

/**
 * When each seat of a match was last seen going offline, as the server saw its
 * sockets (boardgame.io writes `isConnected` to the metadata on each connection
 * change). A seat not seen since the server started counts from the start.
 */
export class SeatPresence {
  private readonly since = new Map<string, number>();
  private readonly started: number;

  constructor(private readonly now: () => number = Date.now) {
    this.started = now();
  }

  observe(matchID: string, metadata: Server.MatchData): void {
    for (const [seat, player] of Object.entries(metadata.players)) {
      const key = `${matchID}/${seat}`;
      if (player.isConnected) this.since.delete(key);
      else if (!this.since.has(key)) this.since.set(key, this.now());
    }
  }

  /** Milliseconds the seat has been offline; 0 when it is connected. */
  offlineFor(matchID: string, seat: string, player: Server.PlayerMetadata): number {
    if (player.isConnected) return 0;
    return this.now() - (this.since.get(`${matchID}/${seat}`) ?? this.started);
  }

  forget(matchID: string, seat: string): void {
    this.since.delete(`${matchID}/${seat}`);
  }
}
