import type { LogEntry } from 'boardgame.io';
import { UNDO_MOVE, type MoveShape } from '../../engine/contract';

/** A move another seat made, for the board to mark where it happened. */
export interface RecentMove<M extends MoveShape = MoveShape> {
  player: string;
  move: M;
}

/** At most this many moves of one player are marked (a long Tikal turn stays readable). */
export const RECENT_PER_PLAYER = 12;

/**
 * The moves to mark for `viewer`, in the order they were made, from the
 * framework's move log (what the server sent this screen: every move's name and
 * arguments, which are public in every game on the contract; the secrets are in
 * the state, not in the moves).
 *
 * Each other player's last run of moves (the moves they made one after the
 * other, a whole turn of actions in Tikal) stays marked until the viewer's own
 * next move; a move taken back with undo is no longer marked. A spectator sees
 * every player's last run.
 */
export function recentMoves(log: readonly LogEntry[] | undefined, viewer: string | null): RecentMove[] {
  if (!log) return [];
  const runs = new Map<string, RecentMove[]>();
  let previous: string | null = null;
  for (const entry of log) {
    const { action } = entry;
    if (action.type !== 'MAKE_MOVE') continue;
    const { type, args, playerID } = action.payload;
    const player = String(playerID);
    if (type === UNDO_MOVE) {
      runs.get(player)?.pop();
      continue;
    }
    if (player === viewer) {
      runs.clear();
    } else {
      const run = previous === player ? (runs.get(player) ?? []) : [];
      run.push({ player, move: { move: type, args: Array.isArray(args) ? [...(args as unknown[])] : [] } });
      // A run made anew moves the player after the others: marks stay in log order.
      runs.delete(player);
      runs.set(player, run.slice(-RECENT_PER_PLAYER));
    }
    previous = player;
  }
  const out: RecentMove[] = [];
  for (const run of runs.values()) out.push(...run);
  return out;
}
