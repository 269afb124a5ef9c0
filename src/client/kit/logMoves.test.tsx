import { describe, expect, it } from 'vitest';
import type { LogEntry as MoveLogEntry } from 'boardgame.io';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';
import { ctxOf, fixture } from '../test/fixtures';
import { resolveOptions, seededRng, viewOf, type GameState } from '../../engine/contract';
import { lineMoves, LocalSpans } from './logMoves';
import { TableShell } from './TableShell';
import type { BoardModule } from './types';

function made(player: string, type: string, args: unknown[], metadata?: object): MoveLogEntry {
  return {
    action: { type: 'MAKE_MOVE', payload: { type, args, playerID: player } },
    _stateID: 0,
    turn: 1,
    phase: '',
    metadata,
  } as MoveLogEntry;
}
function ended(metadata?: object): MoveLogEntry {
  return {
    action: { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0' } },
    _stateID: 0,
    turn: 1,
    phase: '',
    metadata,
  } as MoveLogEntry;
}

describe('lineMoves', () => {
  it("finds each line's move from the server's stamps; a turn's end stored with its move leaves the lines to the move", () => {
    const log = [
      made('0', 'add', [2], { at: 1, logStart: 1, logEnd: 3 }),
      ended({ at: 1, logStart: 1, logEnd: 3 }),
      made('1', 'add', [3], { at: 2, logStart: 3, logEnd: 4 }),
    ];
    expect(lineMoves(log, 4)).toEqual([
      undefined, // the setup's line
      { player: '0', move: { move: 'add', args: [2] } },
      { player: '0', move: { move: 'add', args: [2] } },
      { player: '1', move: { move: 'add', args: [3] } },
    ]);
  });

  it('drops the lines an undo took back', () => {
    const log = [
      made('0', 'add', [2], { at: 1, logStart: 0, logEnd: 2 }),
      made('0', 'undo', [], { at: 2, logStart: 2, logEnd: 1 }),
    ];
    expect(lineMoves(log, 1)).toEqual([{ player: '0', move: { move: 'add', args: [2] } }]);
  });

  it("on one screen, learns each move's lines from the states this page showed", () => {
    const spans = new LocalSpans();
    const first = [made('0', 'add', [1])];
    spans.update(first, 1);
    const second = [...first, made('1', 'add', [2]), ended()];
    const map = spans.update(second, 3);
    // The first move came before this page: its line is unknown.
    expect(lineMoves(second, 3, map)).toEqual([
      undefined,
      { player: '1', move: { move: 'add', args: [2] } },
      { player: '1', move: { move: 'add', args: [2] } },
    ]);
    // A new game forgets them.
    expect(spans.update([], 0).size).toBe(0);
  });
});

describe('log lines mark what their move changed', () => {
  const spec = fixture.spec;
  const G: GameState = {
    ...spec.setup(['0', '1'], resolveOptions(spec.options, {}), seededRng('lines')),
    log: [
      { key: 'added', params: { player: '1', n: 2, total: 2 } },
      { key: 'added', params: { player: '0', n: 3, total: 5 } },
    ],
  };
  const log = [
    made('1', 'add', [2], { at: 1, logStart: 0, logEnd: 1 }),
    made('0', 'add', [3], { at: 2, logStart: 1, logEnd: 2 }),
  ];

  it("hands the board the line's move under the pointer or the focus, then the last moves again", {
    timeout: 20_000,
  }, async () => {
    const seen: unknown[] = [];
    const board: BoardModule = {
      default: ({ recent }) => {
        seen.push(recent);
        return null;
      },
    };
    renderApp(
      <TableShell
        gameId="fixture"
        title="Fixture"
        game={fixture}
        board={board}
        G={viewOf(spec, G, '1')}
        ctx={ctxOf()}
        log={log}
        viewerID="1"
        moves={{}}
        seats={[
          { id: '0', name: 'Alice', isBot: false },
          { id: '1', name: 'Bob', isBot: false },
        ]}
      />,
    );
    const lines = within(screen.getByTestId('game-log-lines')).getAllByRole('listitem');
    // Bob's screen: Alice's move is the last move marked.
    expect(seen.at(-1)).toEqual([{ player: '0', move: { move: 'add', args: [3] } }]);
    fireEvent.mouseEnter(lines[0]!);
    expect(seen.at(-1)).toEqual([{ player: '1', move: { move: 'add', args: [2] } }]);
    expect(document.querySelector('main')!.className).toBe('table-main is-line-marks');
    fireEvent.mouseLeave(lines[0]!);
    expect(seen.at(-1)).toEqual([{ player: '0', move: { move: 'add', args: [3] } }]);
    expect(document.querySelector('main')!.className).toBe('table-main');

    // The keyboard: one tab stop on the newest line, arrows move between lines.
    expect(lines.map((l) => l.getAttribute('tabindex'))).toEqual(['-1', '0']);
    const user = userEvent.setup();
    act(() => lines[1]!.focus());
    expect(seen.at(-1)).toEqual([{ player: '0', move: { move: 'add', args: [3] } }]);
    expect(document.querySelector('main')!.className).toBe('table-main is-line-marks');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(lines[0]);
    expect(seen.at(-1)).toEqual([{ player: '1', move: { move: 'add', args: [2] } }]);
  });
});
