import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { logTimes } from './logTimes';

const move = (at: number, logStart: number, logEnd: number, type = 'place'): LogEntry => ({
  action: { type: 'MAKE_MOVE', payload: { type, args: [], playerID: '0' } },
  _stateID: 0,
  turn: 1,
  phase: '',
  metadata: { at, logStart, logEnd },
});

describe('logTimes', () => {
  it("gives each line of the game's log the time of the move that wrote it", () => {
    // Setup wrote 2 lines; the first move 1 more, the second 3 more.
    expect(logTimes([move(1000, 2, 3), move(5000, 3, 6)], 6)).toEqual([undefined, undefined, 1000, 5000, 5000, 5000]);
  });

  it('forgets lines an undo took back, and times the ones written anew', () => {
    const moves = [move(1000, 0, 4), move(2000, 4, 6), move(3000, 6, 4, 'undo'), move(4000, 4, 5)];
    expect(logTimes(moves, 5)).toEqual([1000, 1000, 1000, 1000, 4000]);
  });

  it('times the lines after the last one it knows when a stamp lacks the start', () => {
    const old: LogEntry = { ...move(1000, 0, 3), metadata: { at: 1000, logEnd: 3 } };
    expect(logTimes([old, move(2000, 3, 4)], 4)).toEqual([1000, 1000, 1000, 2000]);
  });

  it('leaves lines without a stamped move untimed', () => {
    const unstamped: LogEntry = { ...move(0, 0, 0), metadata: undefined };
    expect(logTimes([unstamped], 2)).toEqual([]);
    expect(logTimes(undefined, 2)).toEqual([]);
  });
});
