import type { Game, State } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { io, type Socket } from 'socket.io-client';

// Headless players for tests and benchmarks: boardgame.io's own client over real
// sockets. One subscription per client (0.50.2's subscriber ids collide after an
// unsubscribe), fanned out to waiters here.

export interface Player {
  client: ReturnType<typeof Client>;
  playerID: string | null;
  /** Resolves with the first state that satisfies the predicate. */
  waitFor<G>(predicate: (state: State<G>) => boolean, timeoutMs?: number): Promise<State<G>>;
  stop(): void;
}

export function connectPlayer(
  server: string,
  game: Game,
  matchID: string,
  playerID: string | null,
  credentials?: string,
): Player {
  const client = Client({
    game,
    multiplayer: SocketIO({ server }),
    matchID,
    playerID: playerID ?? undefined,
    credentials,
    debug: false,
  });
  const waiters = new Set<{ check: (s: State) => boolean; resolve: (s: State) => void }>();
  client.subscribe((state) => {
    if (!state) return;
    for (const w of [...waiters]) {
      if (w.check(state as State)) {
        waiters.delete(w);
        w.resolve(state as State);
      }
    }
  });
  client.start();
  return {
    client,
    playerID,
    waitFor<G>(predicate: (state: State<G>) => boolean, timeoutMs = 30_000) {
      const current = client.getState() as State<G> | null;
      if (current && predicate(current)) return Promise.resolve(current);
      return new Promise<State<G>>((resolve, reject) => {
        const entry = {
          check: (s: State) => predicate(s as State<G>),
          resolve: (s: State) => {
            clearTimeout(timer);
            resolve(s as State<G>);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(entry);
          reject(new Error(`timed out waiting for state (stateID ${client.getState()?._stateID})`));
        }, timeoutMs);
        waiters.add(entry);
      });
    },
    stop: () => client.stop(),
  };
}

export interface Seat {
  playerID: string;
  credentials: string;
}

/** Creates a table and fills every seat through the Lobby API. */
export async function createTable(
  server: string,
  gameName: string,
  numPlayers: number,
  setupData?: unknown,
): Promise<{ matchID: string; seats: Seat[] }> {
  const lobby = new LobbyClient({ server });
  const { matchID } = await lobby.createMatch(gameName, { numPlayers, setupData });
  const seats: Seat[] = [];
  for (let i = 0; i < numPlayers; i++) {
    const { playerID, playerCredentials } = await lobby.joinMatch(gameName, matchID, {
      playerID: String(i),
      playerName: `Player ${i}`,
    });
    seats.push({ playerID, credentials: playerCredentials });
  }
  return { matchID, seats };
}

/** A raw socket on a game's namespace, for sending what no honest client would. */
export function rawSocket(server: string, gameName: string, origin?: string): Socket {
  return io(`${server}/${gameName}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: origin ? { Origin: origin } : undefined,
  });
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The next packet of a kind, or null if none comes in time. */
export function nextPacket(socket: Socket, event: string, timeoutMs = 1500): Promise<unknown[] | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      resolve(null);
    }, timeoutMs);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      resolve(args);
    };
    socket.once(event, handler);
  });
}
