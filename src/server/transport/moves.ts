import type { CredentialedActionShape, Game, Server, State, StorageAPI } from 'boardgame.io';
import type { getFilterPlayerView } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import type { SocketIO } from 'boardgame.io/server';
import type { Socket } from 'socket.io';
import type { Logger } from 'pino';
import { authenticateCredentials } from '../hardening/auth';
import type { MatchLocks } from '../storage/match-lock';
import { StaleWriteError } from '../storage/sql-storage';
import { MoveStorage, type MoveHook } from './move-storage';
import type { Payload } from './pubsub';
import { moveContext, type MoveContext } from './rule-errors';

// The update handler: boardgame.io's, re-implemented so that a move runs in the
// match's queue while the match is held (one order of moves per match), a refused
// move changes nothing and is answered to its sender only, and a bot's move goes
// the same way as a player's.

export type MasterTransport = ConstructorParameters<typeof Master>[2];
export type Broadcast = Parameters<MasterTransport['sendAll']>[0];
export type FilterPlayerView = ReturnType<typeof getFilterPlayerView>;
type MatchQueue = ReturnType<SocketIO['getMatchQueue']>;

/** What the move handlers need of the transport. */
export interface MoveRunner {
  /** The match's queue: its moves, syncs and connection marks, one at a time. */
  queue(matchID: string): MatchQueue;
  /** Broadcasts to the match's room once the move is stored (see pubsub.ts). */
  publish(matchID: string, payload: Payload): void;
  settled(matchID: string): Promise<boolean>;
  locks: MatchLocks;
  log: Logger;
  onMove?: MoveHook;
}

/** The state a broadcast carries: an update's second argument, a patch's fourth. */
function stateIn(payload: Broadcast): State | undefined {
  return payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined;
}

/**
 * boardgame.io's update handler, with two changes. The seat must be one of the
 * match's own. And a refused move changes nothing, is written nowhere and is
 * answered to its sender only: the state it was refused on, which puts back a
 * client that had applied the move on its own copy. That goes for every move the
 * master turns down once it has authenticated the seat (invalid, not this
 * player's turn, stale, after the end); an unauthenticated one gets no answer.
 */
export function applyMove(
  runner: MoveRunner,
  app: Server.App,
  game: Game,
  filterPlayerView: FilterPlayerView,
  socket: Socket,
  args: unknown[],
): void {
  const [action, stateID, matchID, playerID] = args as [CredentialedActionShape.MakeMove, number, string, string];
  const db = app.context.db as StorageAPI.Async;
  const storage = new MoveStorage(db, playerID, runner.onMove);
  let broadcast = false;
  const answerSender = (state: State) => {
    void runner
      .settled(matchID)
      .then(() => {
        const { type, args: data } = filterPlayerView(playerID, { type: 'update', args: [matchID, state] });
        socket.emit(type, ...data);
      })
      .catch((error: unknown) => runner.log.error({ err: error, matchID }, 'answer to a refused move failed'));
  };
  const transport: MasterTransport = {
    send: ({ playerID: to, ...data }) => {
      const { type, args: out } = filterPlayerView(to, data as Broadcast);
      socket.emit(type, ...out);
    },
    sendAll: (payload) => {
      const state = stateIn(payload);
      if (state && storage.isRefusal(state)) {
        storage.refused = true;
        answerSender(storage.before!);
        return;
      }
      broadcast = true;
      runner.publish(matchID, payload);
    },
  };
  const master = new Master(game, storage, transport, app.context.auth);
  // The metadata read here is the one the master writes back (with updatedAt and
  // gameover): the match is held from that read until that write is stored.
  void runner
    .queue(matchID)
    .add(() =>
      runner.locks.run(matchID, async () => {
        const { metadata } = await storage.fetchMetadata(matchID);
        if (!metadata || metadata.gameName !== game.name || !Object.hasOwn(metadata.players, playerID)) {
          runner.log.warn({ game: game.name, matchID }, 'move refused: no such match or seat');
          return;
        }
        // Its players ended the table without a result (leaving/leaving.ts): the state is not over, the table is.
        if ((metadata.gameover as { endedWithoutResult?: unknown } | undefined)?.endedWithoutResult === true) {
          runner.log.info({ game: game.name, matchID }, 'move refused: the table was ended');
          return;
        }
        // A table starts when every seat is taken, by a person or a bot.
        if (Object.values(metadata.players).some((p) => !p.name)) {
          runner.log.warn({ game: game.name, matchID }, 'move refused: the table is waiting for players');
          return;
        }
        // A bot stands in for this seat (its player ran out of time): the player's
        // credentials still open the seat, to watch and to take it back, not to move.
        if (standsIn(metadata.players[Number(playerID)])) {
          runner.log.warn({ game: game.name, matchID, seat: playerID }, 'move refused: a bot holds the seat');
          // The sender is authenticated: it gets back the state it may have moved on.
          if (authenticateCredentials(action.payload.credentials ?? '', metadata.players[Number(playerID)])) {
            const { state } = await storage.fetch(matchID, { state: true });
            if (state) answerSender(state);
          }
          return;
        }
        try {
          await master.onUpdate(action, stateID, matchID, playerID);
        } catch (error) {
          if (!(error instanceof StaleWriteError)) throw error;
          // Another instance stored a move first (this one was stalled past its
          // hold of the match): nothing was written or shown; the sender gets the
          // stored state.
          runner.log.warn({ game: game.name, matchID }, 'move refused: the match moved on elsewhere');
          const { state } = await db.fetch(matchID, { state: true });
          if (state) answerSender(state);
          return;
        }
        if (storage.before && !broadcast && !storage.refused) answerSender(storage.before);
      }),
    )
    .catch((error: unknown) => runner.log.error({ err: error, matchID }, 'move failed'));
}

export type BotMoveResult = 'applied' | 'refused' | 'stale' | 'gone';

/** A bot's decision: its game, match and seat, the move, and the state it was decided on. */
export type BotMove = [
  game: Game,
  matchID: string,
  playerID: string,
  move: { move: string; args: readonly unknown[] },
  stateID: number,
];

/**
 * A bot's move, made the way a player's is: in the match's queue, by the master
 * with the bot seat's own credentials (from the stored metadata), so it is
 * validated, stored and broadcast like any move. The seat must still be a bot's
 * at a full, unfinished table, and the state still the one the bot decided on
 * ('stale' otherwise: nothing is done).
 */
export function applyBotMove(
  runner: MoveRunner,
  app: Server.App,
  ...[game, matchID, playerID, move, stateID]: BotMove
): Promise<BotMoveResult> {
  const storage = new MoveStorage(app.context.db as StorageAPI.Async, playerID, runner.onMove);
  let applied = false;
  const transport: MasterTransport = {
    send: () => {},
    sendAll: (payload) => {
      const state = stateIn(payload);
      if (state && storage.isRefusal(state)) {
        storage.refused = true;
        return;
      }
      applied = true;
      runner.publish(matchID, payload);
    },
  };
  const master = new Master(game, storage, transport, app.context.auth);
  const context: MoveContext = { matchID, playerID, move: move.move };
  return moveContext.run(
    context,
    () =>
      runner.queue(matchID).add(() =>
        runner.locks.run(matchID, async (): Promise<BotMoveResult> => {
          // A Lobby route (a bot seated, a seat handed over) writes outside the queue.
          await runner.settled(matchID);
          const { metadata } = await storage.fetchMetadata(matchID);
          if (!metadata || metadata.gameName !== game.name || !Object.hasOwn(metadata.players, playerID)) return 'gone';
          const player = metadata.players[Number(playerID)];
          const level = (player.data as { bot?: unknown } | undefined)?.bot;
          if (typeof level !== 'string' || typeof player.credentials !== 'string') return 'gone';
          if (metadata.gameover !== undefined && metadata.gameover !== null) return 'gone';
          if (Object.values(metadata.players).some((p) => !p.name)) return 'gone';
          const { state } = await storage.fetch(matchID, { state: true });
          if (!state) return 'gone';
          if (state._stateID !== stateID) return 'stale';
          const action: CredentialedActionShape.MakeMove = {
            type: 'MAKE_MOVE',
            payload: { type: move.move, args: [...move.args], playerID, credentials: player.credentials },
          };
          try {
            await master.onUpdate(action, stateID, matchID, playerID);
          } catch (error) {
            if (error instanceof StaleWriteError) return 'stale';
            throw error;
          }
          return applied && !storage.refused ? 'applied' : 'refused';
        }),
      ) as Promise<BotMoveResult>,
  );
}

/** The move context of an update packet, for the rule-error log. */
export function updateContext(packet: unknown[]): MoveContext {
  const action = packet[1] as { payload?: { type?: unknown } } | undefined;
  const move = action?.payload?.type;
  return {
    matchID: String(packet[3] ?? ''),
    playerID: typeof packet[4] === 'string' ? packet[4] : null,
    move: typeof move === 'string' ? move : null,
  };
}

/** A bot plays the seat in its player's place (`data.bot` with `data.standIn`, set by the server only). */
function standsIn(player: Server.PlayerMetadata | undefined): boolean {
  const data = player?.data as { bot?: unknown; standIn?: unknown } | undefined;
  return typeof data?.bot === 'string' && data.standIn === true;
}
