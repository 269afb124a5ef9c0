// Which moves cannot be taken back: those the game declares (something hidden is
// revealed) and those that draw on chance (dice, shuffles), which the contract finds
// itself by watching the random source.
import type { Rng } from './rng';
import { seededRng } from './rng';
import type { GameSpec, GameState, MoveShape, PlayerID } from './spec';
import type { OptionsDecl } from './options';

/** A random source that remembers whether anything was drawn from it. */
export function watchedRng(rng: Rng): Rng & { readonly used: boolean } {
  let used = false;
  return {
    get used() {
      return used;
    },
    number: () => {
      used = true;
      return rng.number();
    },
    shuffle: (items) => {
      used = true;
      return rng.shuffle(items);
    },
    die: (sides) => {
      used = true;
      return rng.die(sides);
    },
  };
}

/**
 * Whether playing `move` now can never be taken back (for the table's confirmation):
 * the game says it reveals something, or trying it on a copy draws on chance. G may
 * be a seat's view: the copy is filled in with `determinize`. A move the copy cannot
 * play counts as irreversible, to be safe.
 */
export function cannotTakeBack<G extends GameState, M extends MoveShape>(
  spec: GameSpec<G, M, OptionsDecl>,
  G: G,
  player: PlayerID,
  move: M,
): boolean {
  if (spec.irreversible(G, player, move)) return true;
  try {
    const seed = `irreversible:${player}:${move.move}`;
    const copy = structuredClone(spec.secrecy === 'none' ? G : spec.determinize(G, player, seededRng(seed)));
    const rng = watchedRng(seededRng(seed));
    spec.apply(copy, player, move, rng);
    return rng.used;
  } catch {
    return true;
  }
}
