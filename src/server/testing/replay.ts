import type { Ctx, State, StorageAPI } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { UNDO_MOVE, undoableSteps, type AnyContractGame, type GameState } from '../../engine/contract';
import { withSecureSeed } from '../../engine/secure-seed';
import { actingPlayers, seededRandom } from '../../engine/testing/playout';
import type { ReplayMove } from '../../engine/replay/wire';
import type { SqlStorage } from '../storage/sql-storage';
import { createTable, type Seat } from './clients';

// Finished matches for the replay tests, played on a real server: a table made
// through the Lobby API, then every move through boardgame.io's master into the
// server's storage (the path of a socket's move once the transport has checked
// it), drawn by a seeded random source among the acting seats' legal moves, with
// an undo now and then.

export interface PlayedMatch {
  matchID: string;
  seats: Seat[];
  /** Every move in the order the master applied it. */
  moves: ReplayMove[];
  undos: number;
}

/** The parts of a running server (app.ts, startServer) that playing a match uses. */
export interface ServerUnderTest {
  url: string;
  /** The Lobby API's storage. */
  store: StorageAPI.Async;
  storage: Pick<SqlStorage, 'whenSettled'>;
}

export async function playMatchToEnd(
  server: ServerUnderTest,
  game: AnyContractGame,
  numPlayers: number,
  seed: string,
): Promise<PlayedMatch> {
  const { matchID, seats } = await createTable(server.url, game.name, numPlayers);
  const master = new Master(withSecureSeed(game), server.store, { send: () => {}, sendAll: () => {} });
  const rng = seededRandom(seed);
  const moves: ReplayMove[] = [];
  let undos = 0;
  for (let n = 0; ; n++) {
    if (n > 5000) throw new Error(`${game.name}: no end after 5000 moves (seed ${seed})`);
    const { state } = (await server.store.fetch(matchID, { state: true })) as { state: State };
    if (state.ctx.gameover !== undefined) break;
    const acting = actingPlayers(state.ctx as Ctx);
    const player = acting[Math.floor(rng() * acting.length)]!;
    let move: ReplayMove;
    if (undoableSteps(state.plugins, player) > 0 && rng() < 0.2) {
      move = { player, move: UNDO_MOVE, args: [] };
      undos++;
    } else {
      const legal = game.spec.legalMoves(state.G as GameState, player);
      if (legal.length === 0) continue;
      const chosen = legal[Math.floor(rng() * legal.length)]!;
      move = { player, move: chosen.move, args: [...chosen.args] };
    }
    const credentials = seats[Number(player)]!.credentials;
    await master.onUpdate(
      { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID: player, credentials } },
      state._stateID,
      matchID,
      player,
    );
    await server.storage.whenSettled(matchID);
    const { state: after } = (await server.store.fetch(matchID, { state: true })) as { state: State };
    if (after._stateID !== state._stateID + 1)
      throw new Error(`${game.name}: ${move.move} by ${player} refused (seed ${seed})`);
    moves.push(move);
  }
  return { matchID, seats, moves, undos };
}
