import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { actingSeats, afterMove, expire, nextDeadline, reconcile, resume, type MatchClock } from './clock';
import { clockForSetup } from './presets';

// The clock's arithmetic, without a server: what a crash leaves (no last
// heartbeat at close), the acting seats of a stage, and deadlines.

const base = (): MatchClock => ({
  mode: 'realtime',
  preset: 'normal',
  bankMs: 480_000,
  incrementMs: 40_000,
  maxMs: 480_000,
  botLevel: 'normal',
  remaining: { 0: 300_000, 1: 100_000, 2: 50_000 },
  running: { 1: 1_000, 2: 5_000 },
  timedOut: [],
});

const ctx = (over: Partial<Ctx>): Ctx =>
  ({
    numPlayers: 3,
    playOrder: ['0', '1', '2'],
    playOrderPos: 0,
    currentPlayer: '0',
    activePlayers: null,
    turn: 1,
    phase: 'play',
    numMoves: 0,
    ...over,
  }) as Ctx;

describe('the clock', () => {
  it('after a crash, charges running clocks up to the last heartbeat and restarts them from now', () => {
    // Up since 1 s and 5 s; last heartbeat at 21 s; the crash; back at 3 600 s.
    expect(resume(base(), 21_000, 3_600_000)).toEqual({
      ...base(),
      remaining: { 0: 300_000, 1: 80_000, 2: 34_000 },
      running: { 1: 3_600_000, 2: 3_600_000 },
    });
    // A clock started after the last heartbeat (seat 2's) is charged nothing.
    expect(resume(base(), 3_000, 3_600_000).remaining).toEqual({ 0: 300_000, 1: 98_000, 2: 50_000 });
    // A clock that ran out before the last heartbeat is out of time, stopped.
    expect(resume(base(), 60_000, 3_600_000)).toEqual({
      ...base(),
      remaining: { 0: 300_000, 1: 41_000, 2: 0 },
      running: { 1: 3_600_000 },
      timedOut: ['2'],
    });
  });

  it('has every seat of a simultaneous stage act, in play order, and nobody once the game is over', () => {
    expect(actingSeats(ctx({ activePlayers: { 2: 'vote', 0: 'vote' } }))).toEqual(['0', '2']);
    expect(actingSeats(ctx({ currentPlayer: '1' }))).toEqual(['1']);
    expect(actingSeats(ctx({ gameover: { winner: '0' } }))).toEqual([]);
  });

  it('stops every clock at the end of the game, the last mover charged and credited', () => {
    expect(afterMove(base(), '1', ctx({ gameover: { winner: '1' } }), 11_000)).toEqual({
      ...base(),
      remaining: { 0: 300_000, 1: 130_000, 2: 44_000 },
      running: {},
    });
  });

  it("starts the acting seats' clocks once, and names the next deadline", () => {
    const waiting = { ...base(), running: {} };
    const started = reconcile(waiting, ctx({ currentPlayer: '2' }), 7_000);
    expect(started.running).toEqual({ 2: 7_000 });
    expect(reconcile(started, ctx({ currentPlayer: '2' }), 9_000)).toBe(started);
    expect(nextDeadline(base())).toBe(55_000);
    const clock = base();
    expect(expire(clock, 54_999)).toBe(clock);
    expect(expire(base(), 55_000)).toMatchObject({ remaining: { 2: 0 }, running: { 1: 1_000 }, timedOut: ['2'] });
  });

  it('gives no clock to a friendly table, and each preset its time', () => {
    const players = { 0: { id: 0 }, 1: { id: 1 } };
    expect(clockForSetup(undefined, players)).toBeUndefined();
    expect(clockForSetup({ gameMode: 'none' }, players)).toBeUndefined();
    expect(clockForSetup({ gameMode: 'day3', timeOutBot: 'hard' }, players)).toEqual({
      mode: 'turnbased',
      preset: 'day3',
      bankMs: 129_600_000,
      incrementMs: 259_200_000,
      maxMs: 388_800_000,
      botLevel: 'hard',
      remaining: { 0: 388_800_000, 1: 388_800_000 },
      running: {},
      timedOut: [],
    });
    expect(clockForSetup({ gameMode: 'slow' }, players)).toMatchObject({
      mode: 'realtime',
      bankMs: 900_000,
      incrementMs: 75_000,
      maxMs: 900_000,
      botLevel: 'normal',
    });
  });
});
