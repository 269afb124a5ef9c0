import { describe, expect, it } from 'vitest';
import { moveLogOf, roundSections, stepOfTurn, turnStarts } from './timeline';
import { applyPatch, diff, viewsOf, type ReplayStep, type ReplayWire } from '../../engine/replay/wire';

const step = (
  turn: number,
  phase: string | null,
  move: ReplayStep['move'] = { player: '0', move: 'm', args: [] },
): ReplayStep => ({ move, turn, phase, patch: [] });

describe('the replay wire format', () => {
  it('turns one state into the next with sets, deletes and cuts, leaving both unchanged', () => {
    const before = { G: { log: ['a', 'b', 'c'], hand: { '0': [1, 2] }, bag: 3, gone: true }, ctx: { turn: 1 } };
    const after = {
      G: { log: ['a', 'x'], hand: { '0': [1, 2], '1': [] }, bag: 2, skipped: undefined },
      ctx: { turn: 2 },
    };
    const ops = diff(before, after);
    expect(ops).toEqual([
      ['d', ['G', 'gone']],
      ['s', ['G', 'log', 1], 'x'],
      ['t', ['G', 'log'], 2],
      ['s', ['G', 'hand', '1'], []],
      ['s', ['G', 'bag'], 2],
      ['s', ['ctx', 'turn'], 2],
    ]);
    const copy = JSON.parse(JSON.stringify(before)) as typeof before;
    expect(applyPatch(before, ops)).toEqual({
      G: { log: ['a', 'x'], hand: { '0': [1, 2], '1': [] }, bag: 2 },
      ctx: { turn: 2 },
    });
    expect(before).toEqual(copy);
  });

  it('appends to a growing list and shares what did not change', () => {
    const before = { log: [{ k: 1 }], board: { hexes: [1, 2, 3] } };
    const after = { log: [{ k: 1 }, { k: 2 }, { k: 3 }], board: before.board };
    const ops = diff(before, after);
    expect(ops).toEqual([
      ['s', ['log', 1], { k: 2 }],
      ['s', ['log', 2], { k: 3 }],
    ]);
    const patched = applyPatch(before, ops);
    expect(patched.board).toBe(before.board);
    expect(patched.log[0]).toBe(before.log[0]);
  });

  it('rebuilds every step from the first view and the changes', () => {
    const replay: ReplayWire = {
      game: 'tikal',
      matchID: 'm',
      seat: null,
      numPlayers: 2,
      first: { G: { n: 0 }, ctx: { turn: 1 } },
      steps: [
        { move: null, turn: 1, phase: null, patch: [] },
        { move: { player: '0', move: 'add', args: [2] }, turn: 1, phase: null, patch: [['s', ['G', 'n'], 2]] },
        {
          move: { player: '1', move: 'add', args: [3] },
          turn: 2,
          phase: null,
          patch: [
            ['s', ['G', 'n'], 5],
            ['s', ['ctx', 'turn'], 2],
          ],
        },
      ],
    };
    expect(viewsOf(replay)).toEqual([
      { G: { n: 0 }, ctx: { turn: 1 } },
      { G: { n: 2 }, ctx: { turn: 1 } },
      { G: { n: 5 }, ctx: { turn: 2 } },
    ]);
  });
});

describe('the replay timeline', () => {
  const steps = [
    step(1, 'placement', null),
    step(1, 'placement'),
    step(2, 'placement'),
    step(3, 'activation'),
    step(3, 'activation'),
    step(4, 'placement'),
    step(6, 'activation'),
  ];

  it('finds where each turn starts, and the nearest earlier turn for one not played', () => {
    expect(turnStarts(steps)).toEqual([
      { turn: 1, step: 0 },
      { turn: 2, step: 2 },
      { turn: 3, step: 3 },
      { turn: 4, step: 5 },
      { turn: 6, step: 6 },
    ]);
    expect(stepOfTurn(steps, 3)).toBe(3);
    expect(stepOfTurn(steps, 5)).toBe(5);
    expect(stepOfTurn(steps, 99)).toBe(6);
    expect(stepOfTurn(steps, 0)).toBe(0);
  });

  it('numbers the rounds: a new one whenever the game goes back to an earlier phase', () => {
    expect(roundSections(steps, ['placement', 'activation'])).toEqual([
      { round: 1, phase: 'placement', phaseIndex: 0, step: 0 },
      { round: 1, phase: 'activation', phaseIndex: 1, step: 3 },
      { round: 2, phase: 'placement', phaseIndex: 0, step: 5 },
      { round: 2, phase: 'activation', phaseIndex: 1, step: 6 },
    ]);
    // Troyes: the first placement happens once, then rounds of events and actions.
    const troyes = [
      step(1, 'placement', null),
      step(2, 'events'),
      step(3, 'actions'),
      step(9, 'events'),
      step(10, 'actions'),
    ];
    expect(roundSections(troyes, ['placement', 'events', 'actions']).map((s) => [s.round, s.phase])).toEqual([
      [1, 'placement'],
      [1, 'events'],
      [1, 'actions'],
      [2, 'events'],
      [2, 'actions'],
    ]);
    expect(roundSections(steps, undefined)).toEqual([]);
  });

  it("gives the framework's move log as a live table has it, stamps included", () => {
    const stamped: ReplayStep[] = [
      step(1, 'play', null),
      {
        move: { player: '1', move: 'place', args: [4] },
        turn: 1,
        phase: 'play',
        patch: [],
        stamp: { at: 1000, logStart: 0, logEnd: 2 },
      },
      { move: { player: '0', move: 'pass', args: [] }, turn: 2, phase: 'volcano', patch: [] },
    ];
    expect(moveLogOf(stamped)).toEqual([
      {
        action: { type: 'MAKE_MOVE', payload: { type: 'place', args: [4], playerID: '1' } },
        _stateID: 0,
        turn: 1,
        phase: 'play',
        metadata: { at: 1000, logStart: 0, logEnd: 2 },
      },
      {
        action: { type: 'MAKE_MOVE', payload: { type: 'pass', args: [], playerID: '0' } },
        _stateID: 1,
        turn: 1,
        phase: 'play',
      },
    ]);
  });
});
