import type { Ctx, Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { GameState } from '../../engine/contract';
import { actingPlayers } from '../../engine/testing/playout';

// One random legal move of a contract game, as the master writes it to storage:
// the state the reducer made, without its deltalog (which is written beside it).
// For the storage's tests and benchmark, which write moves without a server.

type LegalMoves = (G: GameState, player: string) => readonly { move: string; args: readonly unknown[] }[];

export type Reducer = ReturnType<typeof CreateGameReducer>;

export function reducerOf(game: Game): Reducer {
  return CreateGameReducer({ game });
}

/** A move drawn by `rng` among the acting seats' legal moves, applied to `state`. */
export function randomStoredMove(
  game: Game,
  reducer: Reducer,
  state: State,
  rng: () => number,
): { state: State; deltalog: LogEntry[] | undefined } {
  const legalMoves = (game as Game & { spec: { legalMoves: LegalMoves } }).spec.legalMoves;
  const acting = actingPlayers(state.ctx as Ctx);
  const player = acting[Math.floor(rng() * acting.length)]!;
  const legal = legalMoves(state.G as GameState, player);
  const chosen = legal[Math.floor(rng() * legal.length)]!;
  const next = reducer(state, {
    type: 'MAKE_MOVE',
    payload: { type: chosen.move, args: [...chosen.args], playerID: player },
  }) as State & { deltalog?: LogEntry[]; transients?: unknown };
  const { deltalog, transients: _t, ...stored } = next;
  return { state: stored as State, deltalog };
}
