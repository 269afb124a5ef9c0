import { Local } from 'boardgame.io/multiplayer';
import type { Ctx } from 'boardgame.io';
import { decisionNeedsSecrets, viewOf, type GameState, type SetupValues } from '../../engine/contract';
import { actingSeats } from '../kit/turn';
import type { AnyGame } from '../registry/types';
import { localStoragePrefix, pruneStoredMatches } from './savedGame';
import { humanSeatIds, screenSeat, type SeatPlan } from './seatPlan';

type LocalTransport = ReturnType<typeof Local>;
const transports = new Map<string, LocalTransport>();
const prunedThisLoad = new Set<string>();

/**
 * The page's Local transport for a game, created once and reused: boardgame.io
 * keeps one in-browser master per game object for a given Local(), so every
 * seat's client shares it. Matches persist in localStorage, so a reload does not
 * lose a game; each game has its own storage so two games never overwrite each other.
 */
export function localTransportFor(gameId: string): LocalTransport {
  let transport = transports.get(gameId);
  if (!transport) {
    if (!prunedThisLoad.has(gameId)) {
      // Before the first master reads the storage: only the game in progress stays.
      pruneStoredMatches(gameId);
      prunedThisLoad.add(gameId);
    }
    transport = Local({ persist: true, storageKey: localStoragePrefix(gameId) });
    transports.set(gameId, transport);
  }
  return transport;
}

const variants = new WeakMap<AnyGame, Map<string, AnyGame>>();

/**
 * The game as played on one screen. Two differences from the real one:
 * - no playerView: the page holds the full state and shows each seat, and each
 *   bot, only that seat's view (`viewOf`);
 * - setupData bound into setup, because a Local master creates matches without it.
 * One object per (game, options) so clients of a table share a master.
 */
export function localGameFor(game: AnyGame, setupData: SetupValues, seed?: string): AnyGame {
  const key = JSON.stringify([setupData, seed ?? null]);
  let byOptions = variants.get(game);
  if (!byOptions) {
    byOptions = new Map();
    variants.set(game, byOptions);
  }
  let local = byOptions.get(key);
  if (!local) {
    const setup = game.setup;
    local = {
      ...game,
      playerView: undefined,
      ...(seed === undefined ? {} : { seed }),
      setup: setup ? (context) => setup(context, setupData) : undefined,
    };
    byOptions.set(key, local);
  }
  return local;
}

/** What the seat `playerID` may see of the full state (null: what a spectator sees). */
export function viewFor(game: AnyGame, G: GameState, playerID: string | null): GameState {
  return viewOf(game.spec, G, playerID);
}

/**
 * Two people at one screen need the board covered between their turns only when
 * seats see different things (`secrecy: 'perSeat'`, e.g. hands of cards). With no
 * secrets, or secrets hidden from everyone alike, there is nothing to hide.
 */
export function needsHandOver(game: AnyGame, humans: number): boolean {
  return game.spec.secrecy === 'perSeat' && humans > 1;
}

/**
 * Whether the hand-over screen covers the board for `seat` now: people share the
 * screen, the game has per-seat secrets and this decision needs the seat's own
 * on screen. Every other decision is played on the public board, the seat showing
 * its secrets only on request.
 */
export function coversFor(game: AnyGame, G: GameState, seat: string | null, humans: number): boolean {
  return needsHandOver(game, humans) && seat !== null && decisionNeedsSecrets(game.spec, G, seat);
}

/**
 * How many hand-over screens a local table shows over these successive states:
 * at most one each time the screen passes to another seat, the first time that
 * seat's decision needs its secrets. `needs` replaces the game's own answer (the
 * old rule: every decision).
 */
export function handOverCount(
  game: AnyGame,
  states: readonly { G: GameState; ctx: Ctx }[],
  plan: readonly SeatPlan[],
  needs: (G: GameState, seat: string) => boolean = (G, seat) => decisionNeedsSecrets(game.spec, G, seat),
): number {
  const humans = humanSeatIds(plan).length;
  let previous: string | null = null;
  let shown = false;
  let count = 0;
  for (const { G, ctx } of states) {
    if (ctx.gameover !== undefined) break;
    const seat = screenSeat(actingSeats(ctx), plan, previous);
    if (seat !== previous) shown = false;
    previous = seat;
    if (!shown && seat !== null && needsHandOver(game, humans) && needs(G, seat)) {
      count++;
      shown = true;
    }
  }
  return count;
}

const SEEDED_PREFIX = 'local-seed-';

/**
 * A new match's id. With a seed (the set-up page's `?seed=`, letters, digits, `_`
 * and `-`), the id names it: the deal and every bot decision (seeded by the match,
 * the position and the seat) come out the same each time, which is what a
 * browser test or a player wanting the same deal again needs.
 */
export function newLocalMatchID(seed?: string | null): string {
  if (seed && /^[\w-]{1,40}$/.test(seed)) return `${SEEDED_PREFIX}${seed}`;
  return `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The framework's seed of a match started with a seed; undefined: a random one. */
export function seedOfLocalMatch(matchID: string): string | undefined {
  return matchID.startsWith(SEEDED_PREFIX) ? matchID.slice(SEEDED_PREFIX.length) : undefined;
}
