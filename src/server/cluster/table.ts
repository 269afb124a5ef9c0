import type { State } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import type { FixtureState } from '../../engine/fixture/game';

// A fixture table played by raw sockets that reconnect (through the proxy, to
// whichever instance it picks) and sync again, as boardgame.io's client does.
// Every state a seat is sent is kept: each was stored before it was sent.

export interface SeatSocket {
  playerID: string;
  credentials: string;
  socket: Socket;
  /** The newest state this seat was sent. */
  state: State<FixtureState> | null;
  /** Every state this seat was sent, in order of arrival. */
  seen: State<FixtureState>[];
  /** Times this seat's socket connected. */
  connections: number;
}

/** Waiters of every table: a wait may look at sockets of several tables. */
const listeners = new Set<() => void>();

export class FixtureTable {
  readonly seats: SeatSocket[];

  constructor(
    urls: string[],
    readonly matchID: string,
    seats: { playerID: string; credentials: string }[],
  ) {
    this.seats = seats.map((seat, i) => {
      const socket = io(`${urls[i % urls.length]}/fixture`, {
        transports: ['websocket'],
        forceNew: true,
        reconnectionDelay: 100,
        reconnectionDelayMax: 500,
      });
      const entry: SeatSocket = { ...seat, socket, state: null, seen: [], connections: 0 };
      const take = (state: State<FixtureState>) => {
        entry.seen.push(state);
        if (!entry.state || state._stateID >= entry.state._stateID) entry.state = state;
        this.changed();
      };
      socket.on('connect', () => {
        entry.connections++;
        socket.emit('sync', matchID, seat.playerID, seat.credentials);
        this.changed();
      });
      socket.on('disconnect', () => this.changed());
      socket.on('sync', (_id: string, info: { state: State<FixtureState> }) => take(info.state));
      socket.on('update', (_id: string, state: State<FixtureState>) => take(state));
      return entry;
    });
  }

  private changed(): void {
    for (const listener of [...listeners]) listener();
  }

  /** Resolves when the predicate holds, checked after every socket event. */
  until(predicate: () => boolean, timeoutMs = 60_000, what = 'the table'): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const listener = () => {
        if (!predicate()) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(
          new Error(
            `timed out waiting for ${what} (match ${this.matchID}, states ${this.seats.map((s) => s.state?._stateID).join('/')})`,
          ),
        );
      }, timeoutMs);
      listeners.add(listener);
    });
  }

  /** The newest state any seat was sent. */
  newest(): State<FixtureState> | null {
    let best: State<FixtureState> | null = null;
    for (const seat of this.seats) if (seat.state && (!best || seat.state._stateID > best._stateID)) best = seat.state;
    return best;
  }

  move(seat: SeatSocket, stateID: number, n: 1 | 2 | 3): void {
    seat.socket.emit(
      'update',
      {
        type: 'MAKE_MOVE',
        payload: { type: 'add', args: [n], playerID: seat.playerID, credentials: seat.credentials },
      },
      stateID,
      this.matchID,
      seat.playerID,
    );
  }

  /**
   * Plays `add` moves until the game ends: the seat whose turn it is moves on the
   * newest state it has; the move counts once a seat is sent the next state. A
   * move sent to an instance that died is sent again once the seat has synced on
   * its new instance and still sees the old state. `onMove` runs after each.
   */
  async playToEnd(onMove: (stateID: number) => void | Promise<void> = () => {}): Promise<State<FixtureState>> {
    await this.until(() => this.seats.every((s) => s.state !== null), 60_000, 'every seat synced');
    for (;;) {
      const state = this.newest()!;
      if (state.ctx.gameover) return state;
      const at = state._stateID;
      const mover = this.seats.find((s) => s.playerID === state.ctx.currentPlayer)!;
      const n = (1 + (at % 3)) as 1 | 2 | 3;
      await this.until(() => mover.state!._stateID >= at && mover.socket.connected, 60_000, 'the mover');
      let connections = mover.connections;
      if (mover.state!._stateID === at) this.move(mover, at, n);
      await this.until(
        () => {
          if (this.newest()!._stateID > at) return true;
          // Reconnected and synced on the old state: the move never got stored.
          if (
            mover.connections !== connections &&
            mover.socket.connected &&
            mover.state!._stateID === at &&
            mover.seen.length > 0
          ) {
            connections = mover.connections;
            this.move(mover, at, n);
          }
          return false;
        },
        60_000,
        `the move on state ${at}`,
      );
      await onMove(at + 1);
    }
  }

  close(): void {
    for (const seat of this.seats) seat.socket.close();
  }
}
