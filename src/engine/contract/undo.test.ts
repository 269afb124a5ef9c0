import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { defineGame, type AnyContractGame } from './defineGame';
import { cannotTakeBack } from './irreversible';
import { defineMessages } from './messages';
import { defineOptions, TABLE_OPTIONS } from './options';
import type { GameSpec } from './spec';
import { MAX_UNDO_STEPS, UndoPlugin, undoableSteps } from './undo';
import { play, start } from '../testing/walk';

// Undo as Board Game Arena allows it, on a tiny game with every kind of step: a
// plain step, a die roll, a declared reveal, a question another player answers in
// the same turn, and the end of the turn.

interface Steps {
  order: string[];
  current: string;
  turn: number;
  pos: Record<string, number>;
  asked: string | null;
  rolled: number | null;
  revealed: number | null;
  secret: { card: number } | null;
  log: { key: string; params: Record<string, string | number | null> }[];
}
type StepMove =
  | { move: 'step'; args: [] }
  | { move: 'roll'; args: [] }
  | { move: 'reveal'; args: [] }
  | { move: 'ask'; args: [] }
  | { move: 'answer'; args: [] }
  | { move: 'think'; args: [] }
  | { move: 'trim'; args: [] }
  | { move: 'end'; args: [] };

const next = (G: Steps, p: string) => G.order[(G.order.indexOf(p) + 1) % G.order.length];

const spec: GameSpec<Steps, StepMove, ReturnType<typeof defineOptions<Record<string, never>>>> = {
  info: { id: 'steps', title: 'Steps', minPlayers: 2, maxPlayers: 2, minutes: [1, 2], designers: '', year: 2026 },
  options: defineOptions({}),
  moves: { step: true, roll: true, reveal: true, ask: true, answer: true, think: true, trim: true, end: true },
  secrecy: 'shared',
  view: (G) => ({ ...G, secret: null }),
  determinize: (view, _p, rng) => ({ ...view, secret: { card: rng.die(6) } }),
  setup: (players, _o, rng) => ({
    order: [...players],
    current: players[0],
    turn: 0,
    pos: Object.fromEntries(players.map((p) => [p, 0])),
    asked: null,
    rolled: null,
    revealed: null,
    secret: { card: rng.die(6) },
    log: [],
  }),
  flow: (G) => ({
    player: G.current,
    turn: G.turn,
    stage: G.asked ? { name: 'answer', players: [G.asked] } : undefined,
  }),
  legalMoves(G, p) {
    if (G.asked !== null) return G.asked === p ? [{ move: 'answer', args: [] }] : [];
    if (G.current !== p || G.turn >= 6) return [];
    const out: StepMove[] = ['step', 'roll', 'ask', 'think', 'trim', 'end'].map(
      (move) => ({ move, args: [] }) as StepMove,
    );
    if (G.revealed === null) out.push({ move: 'reveal', args: [] });
    return out;
  },
  irreversible: (_G, _p, m) => m.move === 'reveal',
  apply(G, p, m, rng) {
    switch (m.move) {
      case 'step':
        G.pos[p]++;
        G.log.push({ key: 'step', params: { player: p } });
        return;
      case 'roll':
        G.rolled = rng.die(6);
        return;
      case 'reveal':
        G.revealed = G.secret!.card;
        return;
      case 'ask':
        G.asked = next(G, p);
        return;
      case 'think':
        G.asked = p;
        return;
      case 'trim':
        G.log.shift();
        G.log.push({ key: 'trimmed', params: {} });
        return;
      case 'answer':
        G.asked = null;
        G.pos[p] += 10;
        return;
      case 'end':
        G.turn++;
        G.current = next(G, p);
        return;
    }
  },
  result: (G) => (G.turn >= 6 ? { winners: [], draw: true, scores: { ...G.pos } } : null),
  messages: defineMessages({ log: {}, prompt: { go: {} }, counters: [], scores: [] }),
  prompt: () => ({ key: 'go', params: {} }),
  counters: () => [],
  progress: (G) => (100 * G.turn) / 6,
  bot: { evaluate: (G, p) => G.pos[p] },
};

const game = defineGame(spec) as unknown as AnyContractGame;
const reducer = CreateGameReducer({ game });
const fresh = () => start(game, 2, 'undo');

/** Plays a list of [seat, move] steps, each of which must be accepted. */
function steps(state: State, list: readonly (readonly [string, string])[]): State[] {
  const out = [state];
  for (const [seat, move] of list) {
    const after = play(reducer, out[out.length - 1], seat, move, []);
    if (!after) throw new Error(`${seat} ${move} refused`);
    out.push(after);
  }
  return out;
}

const undo = (state: State, seat: string) => play(reducer, state, seat, 'undo', []);

describe('undo', () => {
  it("takes back a player's steps one by one, restoring each earlier state exactly, back to the start of the turn", () => {
    const [s0, s1, s2] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'step'],
    ]);
    expect(s2.G.pos['0']).toBe(2);
    const back1 = undo(s2, '0')!;
    expect(back1.G).toEqual(s1.G);
    expect(back1.ctx.currentPlayer).toBe('0');
    const back2 = undo(back1, '0')!;
    expect(back2.G).toEqual(s0.G);
    expect(back2.G.pos['0']).toBe(0);
    expect(undo(back2, '0')).toBeNull();
    // Play goes on from the restored state.
    expect(play(reducer, back2, '0', 'step', [])!.G.pos['0']).toBe(1);
  });

  it('is refused across a die roll, and allowed again for steps after it', () => {
    const [, , rolled, stepped] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'roll'],
      ['0', 'step'],
    ]);
    expect(undo(rolled, '0')).toBeNull();
    const back = undo(stepped, '0')!;
    expect(back.G).toEqual(rolled.G);
    expect(undo(back, '0')).toBeNull();
  });

  it('is refused across a move the game declares irreversible (a reveal)', () => {
    const [, , revealed] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'reveal'],
    ]);
    expect(revealed.G.revealed).not.toBeNull();
    expect(undo(revealed, '0')).toBeNull();
  });

  it('is refused once another player has acted, even in the same turn', () => {
    const [, , asked, answered] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'ask'],
      ['1', 'answer'],
    ]);
    expect(answered.ctx.currentPlayer).toBe('0');
    expect(answered.ctx.turn).toBe(asked.ctx.turn);
    expect(undo(answered, '0')).toBeNull();
    // The answering player's own step: they are no longer the one acting.
    expect(undo(answered, '1')).toBeNull();
    // A new step after the answer can be taken back, and only that one.
    const [, again] = steps(answered, [['0', 'step']]);
    expect(undoableSteps(again.plugins, '0')).toBe(1);
    expect(undo(undo(again, '0')!, '0')).toBeNull();
  });

  it('is refused from another seat, also when that seat is the one acting', () => {
    const [, stepped, asked] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'ask'],
    ]);
    expect(undo(stepped, '1')).toBeNull();
    // Seat 1 must answer now, but the last step is seat 0's.
    expect(asked.ctx.activePlayers).toEqual({ 1: 'answer' });
    expect(undo(asked, '1')).toBeNull();
  });

  it('is refused once the turn has ended', () => {
    const [, , ended] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'end'],
    ]);
    expect(ended.ctx.currentPlayer).toBe('1');
    expect(undo(ended, '0')).toBeNull();
    expect(undo(ended, '1')).toBeNull();
  });

  it('is refused to a player whose step handed the decision to another', () => {
    const [, , asked] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'ask'],
    ]);
    expect(undo(asked, '0')).toBeNull();
  });

  it('puts the stage back as it was when the step taken back had opened one', () => {
    const [, stepped, thinking] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'think'],
    ]);
    expect(thinking.ctx.activePlayers).toEqual({ 0: 'answer' });
    const back = undo(thinking, '0')!;
    expect(back.G).toEqual(stepped.G);
    expect(back.ctx.activePlayers).toBeNull();
    expect(play(reducer, back, '0', 'step', [])).not.toBeNull();
  });

  it('keeps the log out of the stored steps, and takes nothing back from a log that was not only appended to', () => {
    const [, one, two] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'step'],
    ]);
    const stored = (two.plugins.contractUndo.data as { steps: { G: { log: unknown[] }; log: { length: number } }[] })
      .steps;
    expect(stored.map((s) => [s.G.log.length, s.log.length])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(undo(two, '0')!.G.log).toEqual(one.G.log);
    // A game that drops its oldest entry as it logs a new one: same length, other entries.
    const [, , trimmed] = steps(one, [
      ['0', 'step'],
      ['0', 'trim'],
    ]);
    expect(trimmed.G.log).toEqual([
      { key: 'step', params: { player: '0' } },
      { key: 'trimmed', params: {} },
    ]);
    expect(undo(trimmed, '0')).toBeNull();
  });

  it('keeps at most MAX_UNDO_STEPS steps', () => {
    const many = steps(
      fresh(),
      Array.from({ length: MAX_UNDO_STEPS + 3 }, () => ['0', 'step'] as const),
    );
    let state = many[many.length - 1];
    let taken = 0;
    for (let back = undo(state, '0'); back; back = undo(state, '0')) {
      state = back;
      taken++;
    }
    expect(taken).toBe(MAX_UNDO_STEPS);
    expect(state.G.pos['0']).toBe(3);
  });

  it('tells a client how many steps it may take back, and never sends it the earlier states', () => {
    const [, , s2] = steps(fresh(), [
      ['0', 'step'],
      ['0', 'step'],
    ]);
    expect(undoableSteps(s2.plugins, '0')).toBe(2);
    expect(undoableSteps(s2.plugins, '1')).toBe(0);
    const seen = UndoPlugin.playerView!({
      G: s2.G,
      ctx: s2.ctx,
      game,
      data: s2.plugins.contractUndo.data,
      playerID: '1',
    });
    expect(seen).toEqual({
      steps: [
        { player: '0', G: null },
        { player: '0', G: null },
      ],
    });
    expect(undoableSteps({ contractUndo: { data: seen } }, '0')).toBe(2);
  });

  it('is a reserved move name', () => {
    expect(() => defineGame({ ...spec, moves: { ...spec.moves, undo: true } } as never)).toThrow(/undo/);
  });
});

describe("cannotTakeBack (the table's confirmation)", () => {
  const G = fresh().G as Steps;
  it('is true for a declared reveal and for a move that draws on chance, false for a plain step', () => {
    expect(cannotTakeBack(spec, spec.view(G, '0'), '0', { move: 'reveal', args: [] })).toBe(true);
    expect(cannotTakeBack(spec, spec.view(G, '0'), '0', { move: 'roll', args: [] })).toBe(true);
    expect(cannotTakeBack(spec, spec.view(G, '0'), '0', { move: 'step', args: [] })).toBe(false);
  });
});

describe('table options', () => {
  it("are accepted in setupData beside the game's, and checked", () => {
    expect(game.validateSetupData!({ confirmMoves: false }, 2)).toBeUndefined();
    expect(game.validateSetupData!({ confirmMoves: 'no' }, 2)).toMatch(/confirmMoves/);
    expect(TABLE_OPTIONS.confirmMoves.default).toBe(true);
  });
});
