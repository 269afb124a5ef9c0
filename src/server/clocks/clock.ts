// A table's clocks, as stored in the match's metadata (`metadata.clock`). Pure
// functions of the stored clock, the game's ctx and the server's time: the keeper
// (keeper.ts) and the move hook (transport/move-storage.ts) call them while they hold the match.
import type { Ctx } from 'boardgame.io';
import type { BotLevel } from '../../engine/bots/levels';

export type ClockMode = 'realtime' | 'turnbased';

/**
 * The stored shape (README, "Game modes and clocks"); other pages read it, so it
 * stays stable. A table without a clock has no `clock` at all.
 */
export interface MatchClock {
  mode: ClockMode;
  /** The table option's value: fast, normal, slow, day1, day2, day3. */
  preset: string;
  /** Time each seat starts with beyond one move's time (turn-based) or in all (real-time). */
  bankMs: number;
  /** Time added to a seat after each of its moves. */
  incrementMs: number;
  /** A seat's time never grows past this (its time at the start). */
  maxMs: number;
  /** The level of the bot the other players may hand a timed-out seat to. */
  botLevel: BotLevel;
  /** Each seat's time left, as of `running[seat]` while its clock runs. */
  remaining: Record<string, number>;
  /** The seats whose clock runs now (those that must act) → server time it started. */
  running: Record<string, number>;
  /** Seats whose time ran out, in the order it did; their clock stays stopped at 0. */
  timedOut: string[];
}

/** The seats that must act (ctx.activePlayers, else ctx.currentPlayer); none once over. */
export function actingSeats(ctx: Ctx): string[] {
  if (ctx.gameover !== undefined) return [];
  if (ctx.activePlayers) return ctx.playOrder.filter((id) => id in ctx.activePlayers!);
  return [ctx.currentPlayer];
}

function copy(clock: MatchClock): MatchClock {
  return { ...clock, remaining: { ...clock.remaining }, running: { ...clock.running }, timedOut: [...clock.timedOut] };
}

/** Stops a seat's clock at `now`: its time is charged; at 0 the seat is out of time. */
function stop(clock: MatchClock, seat: string, now: number): void {
  const since = clock.running[seat];
  if (since === undefined) return;
  delete clock.running[seat];
  const left = (clock.remaining[seat] ?? 0) - Math.max(0, now - since);
  if (left > 0) {
    clock.remaining[seat] = left;
    return;
  }
  clock.remaining[seat] = 0;
  if (!clock.timedOut.includes(seat)) clock.timedOut.push(seat);
}

/** Starts the clocks of the seats that must act and stops the others'. */
function follow(clock: MatchClock, acting: readonly string[], now: number): void {
  for (const seat of Object.keys(clock.running)) if (!acting.includes(seat)) stop(clock, seat, now);
  for (const seat of acting) {
    if (clock.running[seat] === undefined && !clock.timedOut.includes(seat) && clock.remaining[seat] !== undefined)
      clock.running[seat] = now;
  }
}

/**
 * The clock after `mover`'s move was accepted at `now`: the mover is charged up to
 * now (out of time if that used it all: the move still stands, made late), then
 * given the increment; then the clocks follow who must act in the new state. The
 * other acting seats keep running from when they started.
 */
export function afterMove(clock: MatchClock, mover: string, after: Ctx, now: number): MatchClock {
  const next = copy(clock);
  const wasRunning = next.running[mover] !== undefined;
  stop(next, mover, now);
  if (wasRunning && !next.timedOut.includes(mover)) {
    next.remaining[mover] = Math.min(next.maxMs, (next.remaining[mover] ?? 0) + next.incrementMs);
  }
  follow(next, actingSeats(after), now);
  return next;
}

/** The clock following who must act now (a table that just filled, a restart); the same object when nothing changes. */
export function reconcile(clock: MatchClock, ctx: Ctx, now: number): MatchClock {
  const next = copy(clock);
  follow(next, actingSeats(ctx), now);
  return JSON.stringify(next) === JSON.stringify(clock) ? clock : next;
}

/**
 * The clock after a seat out of time was taken back from the table's bot at
 * `now`: the seat is no longer out of time and plays on with its time as left
 * (0) plus one increment (never past `maxMs`); its clock runs from now if it must
 * act. It may run out again, and the seat be handed over again. The same object
 * when the seat was not out of time.
 */
export function reclaim(clock: MatchClock, seat: string, ctx: Ctx, now: number): MatchClock {
  if (!clock.timedOut.includes(seat)) return clock;
  const next = copy(clock);
  next.timedOut = next.timedOut.filter((s) => s !== seat);
  next.remaining[seat] = Math.min(next.maxMs, (next.remaining[seat] ?? 0) + next.incrementMs);
  follow(next, actingSeats(ctx), now);
  return next;
}

/** The seats whose time has run out by `now` marked so; the same object when none has. */
export function expire(clock: MatchClock, now: number): MatchClock {
  const due = Object.entries(clock.running).filter(([seat, since]) => now - since >= (clock.remaining[seat] ?? 0));
  if (due.length === 0) return clock;
  const next = copy(clock);
  for (const [seat] of due) stop(next, seat, now);
  return next;
}

/**
 * After a restart: time while the server was down is not charged. A running
 * clock is charged up to `lastBeat` (the last heartbeat the server stored before
 * it stopped), then runs again from `now`.
 */
export function resume(clock: MatchClock, lastBeat: number | undefined, now: number): MatchClock {
  const seats = Object.keys(clock.running);
  if (seats.length === 0) return clock;
  const next = copy(clock);
  for (const seat of seats) {
    stop(next, seat, Math.max(next.running[seat]!, lastBeat ?? 0));
    if (!next.timedOut.includes(seat)) next.running[seat] = now;
  }
  return next;
}

/** The earliest server time a running clock runs out; undefined when none runs. */
export function nextDeadline(clock: MatchClock): number | undefined {
  let first: number | undefined;
  for (const [seat, since] of Object.entries(clock.running)) {
    const at = since + (clock.remaining[seat] ?? 0);
    if (first === undefined || at < first) first = at;
  }
  return first;
}

/** The metadata's clock, when the table has one. */
export function clockIn(metadata: object | undefined): MatchClock | undefined {
  const clock = (metadata as { clock?: MatchClock } | undefined)?.clock;
  return clock && typeof clock === 'object' && (clock.mode === 'realtime' || clock.mode === 'turnbased')
    ? clock
    : undefined;
}
