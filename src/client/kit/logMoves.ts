import type { LogEntry as MoveLogEntry } from 'boardgame.io';
import { UNDO_MOVE } from '../../engine/contract';
import { stampOf, type MoveStamp } from './logTimes';
import type { RecentMove } from './recent';

/** Where the game's log stood around one move: its lines from `logStart` to `logEnd`. */
export type LineSpan = Pick<MoveStamp, 'logStart' | 'logEnd'>;

/**
 * The move that wrote each line of the game's log (undefined for the setup's
 * lines and where nothing tells). Spans come from the server's stamps
 * (`logTimes.ts`) or, for a table played on this screen, from `local` (the spans
 * this page saw each move write, by its index in the move log). Replayed in
 * order as `logTimes` does: a move ending the log shorter (undo) drops the lines
 * it took back.
 */
export function lineMoves(
  moves: readonly MoveLogEntry[] | undefined,
  lines: number,
  local?: ReadonlyMap<number, LineSpan>,
): (RecentMove | undefined)[] {
  const owners: (RecentMove | undefined)[] = [];
  let last: LineSpan | null = null;
  (moves ?? []).forEach((entry, i) => {
    const span: LineSpan | null | undefined = stampOf(entry) ?? local?.get(i);
    if (!span) return;
    // A turn's end stored with the move that ended it shares its stamp: the lines stay the move's.
    const sameDelta = last !== null && last.logStart === span.logStart && last.logEnd === span.logEnd;
    last = span;
    if (span.logEnd < owners.length) owners.length = span.logEnd;
    const { action } = entry;
    const move: RecentMove | undefined =
      action.type === 'MAKE_MOVE' && action.payload.type !== UNDO_MOVE
        ? {
            player: String(action.payload.playerID),
            move: {
              move: action.payload.type,
              args: Array.isArray(action.payload.args) ? [...(action.payload.args as unknown[])] : [],
            },
          }
        : undefined;
    if (!move && sameDelta) return;
    for (let l = span.logStart ?? owners.length; l < span.logEnd; l++) owners[l] = move;
  });
  owners.length = Math.min(owners.length, lines);
  return owners;
}

/**
 * Spans of the moves this page saw arrive without a server stamp (one screen):
 * each time the move log grows, its new entries wrote the game's log from its
 * length before to its length now. A move log that starts over (a new game)
 * forgets them. Call with each state shown; returns the same map, grown.
 */
export class LocalSpans {
  private readonly spans = new Map<number, LineSpan>();
  private moves = -1;
  private lines = 0;

  update(moves: readonly MoveLogEntry[] | undefined, lines: number): ReadonlyMap<number, LineSpan> {
    const count = moves?.length ?? 0;
    if (count < this.moves) this.spans.clear();
    if (this.moves >= 0 && count > this.moves && moves) {
      for (let i = this.moves; i < count; i++) {
        const entry = moves[i];
        if (entry && !stampOf(entry)) this.spans.set(i, { logStart: Math.min(this.lines, lines), logEnd: lines });
      }
    }
    this.moves = count;
    this.lines = lines;
    return this.spans;
  }
}
