// The game-module contract: what a game declares. `defineGame` (./defineGame.ts)
// turns a spec into the boardgame.io Game; the server, the client, the bots and the
// shared tests read the spec. Plain TypeScript: this runs on the server, in the
// browser and in workers.
import type { PrintedSpec } from './printed';
import type { Counter, LogEntry, Messages, PlayerID, Prompt } from './messages';
import type { OptionsDecl, ResolvedOptions, TableOption } from './options';
import type { Rng } from './rng';

export type { PlayerID };

/** A move as the rules know it: its name and its arguments (plain JSON). */
export interface MoveShape {
  move: string;
  args: readonly unknown[];
}

/**
 * What the home page and the lobby show about a game, without loading its rules.
 * Its words are the game's strings (`info.description`, `option.<id>.*`), not here.
 * The engine knows no game: `Id` is the game's own id (the registry, src/games/meta.ts,
 * derives the union of the registered ones).
 */
export interface GameInfo<Id extends string = string> {
  id: Id;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** Typical length of a game in minutes, [shortest, longest]. */
  minutes: readonly [number, number];
  designers: string;
  year: number;
  options: readonly TableOption[];
}

/**
 * Who must act now. `player` is whose turn it is (ctx.currentPlayer); a new `turn`
 * value starts a new framework turn. While `stage` is set, its players (one, or
 * several deciding at once) act instead of the turn's player.
 */
export interface Flow {
  player: PlayerID;
  turn: number;
  stage?: { name: string; players: readonly PlayerID[] };
  /** The game's phase (ctx.phase); only for games that declare `phases`. */
  phase?: string;
}

/** What ctx.gameover holds: what the end screen shows. */
export interface GameResult {
  winners: PlayerID[];
  winner?: PlayerID;
  draw?: boolean;
  scores: Record<PlayerID, number>;
  /** Per player: category (`<gameId>:score.<category>`) -> points. */
  breakdown?: Record<PlayerID, Record<string, number>>;
}

/**
 * none: every seat and spectator sees all of G. shared: something is hidden from
 * everyone alike (a shuffled stack). perSeat: seats see different things (hands).
 */
export type Secrecy = 'none' | 'shared' | 'perSeat';

type Secrets<G> =
  | { secrecy: 'none' }
  | {
      secrecy: 'shared' | 'perSeat';
      /** What a seat (null: a spectator) may see of G, log included. */
      view(G: G, player: PlayerID | null): G;
      /**
       * A full state consistent with what this view shows: every unseen thing filled
       * in at random (for bots searching from a seat's view).
       */
      determinize(view: G, player: PlayerID | null, rng: Rng): G;
      /**
       * Whether the decision `player` faces now needs that seat's own secrets on
       * screen (a hand to play from). When false, the seat's legal moves and prompt
       * are the same on the spectator's view, so at one screen the board stays
       * public and the seat shows its secrets only on request, with no hand-over
       * screen. Default: every decision needs them.
       */
      needsSecrets?(G: G, player: PlayerID): boolean;
    };

/** What a game gives the shared bot engine (src/engine/bots). */
export interface BotSpec<G, M extends MoveShape> {
  /** How good G is for player, on any scale; higher is better. Used at the end of each rollout. */
  evaluate(G: G, player: PlayerID): number;
  /** The move a rollout plays for `player` (default: uniform among the bot moves). */
  rolloutMove?(G: G, player: PlayerID, moves: readonly M[], rng: Rng): M;
  /** Whether a rollout that started at `start` has gone far enough to evaluate. */
  horizon?(start: Flow, now: Flow, G: G): boolean;
}

/** What every game's state has: its structured log (rendered by the table kit). */
export interface GameState {
  log: LogEntry[];
}

export type GameSpec<
  G extends GameState,
  M extends MoveShape = MoveShape,
  O extends OptionsDecl = OptionsDecl,
> = Secrets<G> & {
  info: Omit<GameInfo<string>, 'options'>;
  options: O;
  /** Every move name once: the framework's move map is built from it. */
  moves: { readonly [K in M['move']]: true };
  /** The framework phases (ctx.phase) the flow moves through; omit for none. */
  phases?: readonly string[];
  /** True when a move draws on the random source (dice): moves then run on the server only. */
  randomInMoves?: boolean;
  /** Why this player count and these options cannot be played, or undefined. */
  validate?(numPlayers: number, options: ResolvedOptions<O>): string | undefined;
  /**
   * The values a host who owns the box may give in a file (printed.ts): when the
   * server has them, `setup` receives them (checked) as `printed` and keeps them in G.
   */
  printed?: PrintedSpec;
  setup(players: readonly PlayerID[], options: ResolvedOptions<O>, rng: Rng, printed?: unknown): G;
  flow(G: G): Flow;
  /**
   * Every legal move of player now, complete: a move is accepted exactly when it is
   * in this list (after `canonical`). Empty when player has nothing to decide. Must
   * give the same answer on the player's view as on the full state. With `only`,
   * the list may be limited to moves of that name (validation asks for just those).
   */
  legalMoves(G: G, player: PlayerID, only?: M['move']): M[];
  /** The arguments in the canonical form the legal list uses (e.g. unordered lists sorted). */
  canonical?(move: string, args: readonly unknown[]): readonly unknown[];
  /** A shorter list for bots (interchangeable moves once); default: legalMoves. */
  botMoves?(G: G, player: PlayerID): M[];
  /**
   * Whether this move reveals something hidden (a tile or card drawn from a stack, a
   * token turned over), or is otherwise final by the rules: it cannot be taken back,
   * nor can any step before it, and the table asks to confirm it. Moves that roll
   * dice or shuffle need not be listed: the contract sees them draw on `rng`.
   */
  irreversible(G: G, player: PlayerID, move: M): boolean;
  /** Plays a member of legalMoves(G, player). Mutates G. */
  apply(G: G, player: PlayerID, move: M, rng: Rng): void;
  /** The end of the game, once reached. */
  result(G: G): GameResult | null;
  messages: Messages;
  /** What the seat on screen (null: a spectator) must do now, or is waiting for. */
  prompt(G: G, player: PlayerID | null): Prompt;
  counters(G: G, player: PlayerID): Counter[];
  /**
   * How far the game has gone, 0 to 100, from what every seat sees (it is called on
   * views): never lower after a move. The table shows `progressOf`, which is 100
   * exactly once the game is over.
   */
  progress(G: G): number;
  bot: BotSpec<G, M>;
};

/** A spec whose state and move types are not known to the caller (the shell, the registry tests). */
export type AnySpec = GameSpec<GameState, MoveShape, OptionsDecl>;

/** The game's progress as the tables show it: a whole percentage, 100 only once the game is over. */
export function progressOf<G extends GameState>(spec: GameSpec<G, MoveShape, OptionsDecl>, G: G): number {
  if (spec.result(G) !== null) return 100;
  const p = spec.progress(G);
  return Number.isFinite(p) ? Math.min(99, Math.max(0, Math.floor(p))) : 0;
}

/** The state the seat may see: view for games with secrets, G itself otherwise. */
export function viewOf<G extends GameState>(
  spec: GameSpec<G, MoveShape, OptionsDecl>,
  G: G,
  player: PlayerID | null,
): G {
  return spec.secrecy === 'none' ? G : spec.view(G, player);
}

/**
 * Whether `player`'s decision now needs that seat's own secrets on screen: never
 * without per-seat secrets, else as the game says (every decision by default).
 */
export function decisionNeedsSecrets<G extends GameState>(
  spec: GameSpec<G, MoveShape, OptionsDecl>,
  G: G,
  player: PlayerID,
): boolean {
  if (spec.secrecy !== 'perSeat') return false;
  return spec.needsSecrets?.(G, player) ?? true;
}
