import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { AnyContractGame, MoveShape } from '../contract';
import { seededRng } from '../contract/rng';
import { actingPlayers } from './playout';

// Seeded games through boardgame.io's real reducer, each decision drawn from the
// spec's complete legal list, for the contract tests every registered game gets.

export type Reducer = ReturnType<typeof CreateGameReducer>;

export interface Walk {
  reducer: Reducer;
  /** Every state of the game, the initial one first, the final one last. */
  states: State[];
}

/** The state after `playerID` plays `move`, or null when the game refused it. */
export function play(
  reducer: Reducer,
  state: State,
  playerID: string,
  move: string,
  args: readonly unknown[],
): State | null {
  const next = reducer(state, {
    type: 'MAKE_MOVE',
    payload: { type: move, args: [...args], playerID },
  }) as State & { transients?: { error?: unknown } };
  if (next.transients?.error || next._stateID === state._stateID) return null;
  const { transients: _dropped, ...clean } = next;
  return clean as State;
}

export function start(game: AnyContractGame, numPlayers: number, seed: string, setupData?: unknown): State {
  return InitializeGame({ game: { ...game, seed }, numPlayers, setupData }) as State;
}

/** Plays one seeded game to its end (or `maxMoves`), every move drawn from legalMoves. */
export function walk(game: AnyContractGame, numPlayers: number, seed: string, maxMoves = 5_000): Walk {
  const reducer = CreateGameReducer({ game: { ...game, seed } });
  const rng = seededRng(`walk:${seed}`);
  let state = start(game, numPlayers, seed);
  const states = [state];
  for (let i = 0; i < maxMoves && state.ctx.gameover === undefined; i++) {
    const options: { playerID: string; m: MoveShape }[] = [];
    for (const playerID of actingPlayers(state.ctx)) {
      for (const m of game.spec.legalMoves(state.G, playerID)) options.push({ playerID, m });
    }
    if (options.length === 0) throw new Error(`${game.name}: nobody can move (seed ${seed}, move ${i})`);
    const { playerID, m } = options[Math.floor(rng.number() * options.length)];
    const next = play(reducer, state, playerID, m.move, m.args);
    if (!next)
      throw new Error(
        `${game.name}: legal ${m.move}(${JSON.stringify(m.args)}) by ${playerID} refused (seed ${seed}, move ${i})`,
      );
    state = next;
    states.push(state);
  }
  return { reducer, states };
}

/** About `count` states spread over the walk, always the first and the last. */
export function sample<T>(states: readonly T[], count: number): T[] {
  if (states.length <= count) return [...states];
  const step = (states.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => states[Math.round(i * step)]);
}

/** The state a seat (null: a spectator) is sent: boardgame.io applies playerView to G. */
export function seatView(game: AnyContractGame, state: State, playerID: string | null): unknown {
  return game.playerView ? game.playerView({ G: state.G, ctx: state.ctx, playerID }) : state.G;
}
