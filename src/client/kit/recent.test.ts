import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { recentMoves, RECENT_PER_PLAYER } from './recent';

let stateID = 0;
function move(playerID: string, type: string, ...args: unknown[]): LogEntry {
  stateID += 1;
  return { action: { type: 'MAKE_MOVE', payload: { type, args, playerID } }, _stateID: stateID, turn: 1, phase: '' };
}
const event = (playerID: string): LogEntry => ({
  action: { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID } },
  _stateID: 0,
  turn: 1,
  phase: '',
});

describe('recentMoves', () => {
  it("marks every other player's last run until the viewer moves", () => {
    const log = [move('0', 'place', 3), move('1', 'place', 5), move('2', 'place', 7), move('2', 'pass')];
    expect(recentMoves(log, '0')).toEqual([
      { player: '1', move: { move: 'place', args: [5] } },
      { player: '2', move: { move: 'place', args: [7] } },
      { player: '2', move: { move: 'pass', args: [] } },
    ]);
    expect(recentMoves([...log, move('0', 'place', 9)], '0')).toEqual([]);
  });

  it('keeps only the last run of a player who moved twice since', () => {
    const log = [
      move('1', 'excavate', 'A1'),
      move('1', 'excavate', 'A2'),
      move('2', 'bid', 3),
      move('1', 'endTurn'),
      event('1'),
    ];
    expect(recentMoves(log, '0')).toEqual([
      { player: '2', move: { move: 'bid', args: [3] } },
      { player: '1', move: { move: 'endTurn', args: [] } },
    ]);
  });

  it('forgets a move taken back with undo', () => {
    const log = [move('1', 'movePiece', 2, 'B4'), move('1', 'movePiece', 2, 'B5'), move('1', 'undo')];
    expect(recentMoves(log, '0')).toEqual([{ player: '1', move: { move: 'movePiece', args: [2, 'B4'] } }]);
  });

  it("shows a spectator every player's last run", () => {
    const log = [move('0', 'place', 1), move('1', 'place', 2), move('0', 'place', 4)];
    expect(recentMoves(log, null)).toEqual([
      { player: '1', move: { move: 'place', args: [2] } },
      { player: '0', move: { move: 'place', args: [4] } },
    ]);
  });

  it('marks at most the last few moves of a long run', () => {
    const log = Array.from({ length: RECENT_PER_PLAYER + 3 }, (_, i) => move('1', 'step', i));
    const marked = recentMoves(log, '0');
    expect(marked).toHaveLength(12);
    expect(marked[0]).toEqual({ player: '1', move: { move: 'step', args: [3] } });
  });

  it('has nothing to mark without a log', () => {
    expect(recentMoves(undefined, '0')).toEqual([]);
  });
});
