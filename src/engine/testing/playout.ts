import type { Ctx, Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { seededRng } from '../contract/rng';

// Plays whole games through boardgame.io's real reducer, each decision drawn
// uniformly from the game's own ai.enumerate. Used by the seeded random-game tests
// and by `npm run bench`.

export interface EnumeratedMove {
  move: string;
  args?: unknown[];
}

export interface PlayedMove {
  playerID: string;
  move: string;
  args: unknown[];
}

export interface PlayoutOptions<G> {
  numPlayers: number;
  /** Seeds both the game's random plugin and the choice of moves. */
  seed: string;
  setupData?: unknown;
  /** Stops with an error past this many moves (a game that never ends is a bug). */
  maxMoves?: number;
  /** Called after every applied move; throw to fail. */
  check?: (before: State<G>, after: State<G>, played: PlayedMove) => void;
}

export interface PlayoutResult<G> {
  state: State<G>;
  moves: number;
  enumerateCalls: number;
}

/** A seeded generator's numbers (the contract's mulberry32), so a failing playout can be replayed. */
export function seededRandom(seed: string): () => number {
  const rng = seededRng(seed);
  return () => rng.number();
}

/** The players who may act now: the active players of a stage, else the current player. */
export function actingPlayers(ctx: Ctx): string[] {
  if (ctx.activePlayers) return Object.keys(ctx.activePlayers);
  return [ctx.currentPlayer];
}

type Enumerate<G> = (G: G, ctx: Ctx, playerID: string) => EnumeratedMove[];

function enumerateOf<G>(game: Game<G>): Enumerate<G> {
  const enumerate = game.ai?.enumerate as unknown as Enumerate<G> | undefined;
  if (!enumerate) throw new Error(`game ${game.name} has no ai.enumerate`);
  return enumerate;
}

export function playRandomGame<G>(game: Game<G>, options: PlayoutOptions<G>): PlayoutResult<G> {
  const seeded: Game<G> = { ...game, seed: options.seed };
  const reducer = CreateGameReducer({ game: seeded as Game });
  const enumerate = enumerateOf(game);
  const rng = seededRandom(options.seed);
  let state = InitializeGame({
    game: seeded as Game,
    numPlayers: options.numPlayers,
    setupData: options.setupData,
  }) as State<G>;
  const maxMoves = options.maxMoves ?? 20_000;
  let moves = 0;
  let enumerateCalls = 0;

  while (!state.ctx.gameover) {
    if (moves >= maxMoves) throw new Error(`no game over after ${maxMoves} moves (seed ${options.seed})`);
    const candidates: PlayedMove[] = [];
    for (const playerID of actingPlayers(state.ctx)) {
      enumerateCalls++;
      for (const m of enumerate(state.G, state.ctx, playerID)) {
        candidates.push({ playerID, move: m.move, args: m.args ?? [] });
      }
    }
    if (candidates.length === 0) {
      throw new Error(
        `no legal move for ${actingPlayers(state.ctx).join(',')} in phase ${state.ctx.phase} (seed ${options.seed}, move ${moves})`,
      );
    }
    const played = candidates[Math.floor(rng() * candidates.length)];
    const next = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: played.move, args: played.args, playerID: played.playerID },
    }) as State<G> & { transients?: { error?: unknown } };
    if (next.transients?.error || next._stateID === state._stateID) {
      throw new Error(
        `enumerated move was refused: ${played.playerID} ${played.move}(${JSON.stringify(played.args)}) ` +
          `in phase ${state.ctx.phase} (seed ${options.seed}, move ${moves})`,
      );
    }
    const { transients: _ignored, ...clean } = next;
    options.check?.(state, clean as State<G>, played);
    state = clean as State<G>;
    moves++;
  }
  return { state, moves, enumerateCalls };
}
