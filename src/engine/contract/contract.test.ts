import { describe, expect, it } from 'vitest';
import type { LongFormMove } from 'boardgame.io';
import { defineGame } from './defineGame';
import { setRuleErrorReporter, type RuleError } from './errors';
import { findMember } from './membership';
import { checkMessage, defineMessages, logWriter } from './messages';
import { checkOptions, defineOptions, resolveOptions } from './options';
import type { GameSpec } from './spec';
import { play, start } from '../testing/walk';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { AnyContractGame } from './defineGame';

// A tiny game with phases, a simultaneous decision and unordered arguments, to
// check what defineGame does for every game.

interface Tiny {
  phase: 'bid' | 'race';
  bids: Record<string, number | null>;
  pos: Record<string, number>;
  order: string[];
  turn: number;
  log: { key: string; params: Record<string, string | number | null> }[];
  boom: boolean;
}
type TinyMove =
  | { move: 'bid'; args: [n: number] }
  | { move: 'step'; args: [a: string, b: string] }
  | { move: 'boom'; args: [] };

const options = defineOptions({
  goal: { kind: 'choice', default: '3', choices: ['3', '5'] },
  fast: { kind: 'boolean', default: false },
});
const messages = defineMessages({
  log: { bid: { player: 'player', n: 'number' }, step: { player: 'player', to: 'number' } },
  prompt: { go: {} },
  counters: ['pos'],
  scores: [],
});
const log = logWriter(messages.log);

const spec: GameSpec<Tiny, TinyMove, typeof options> = {
  info: { id: 'tiny', title: 'Tiny', minPlayers: 2, maxPlayers: 3, minutes: [1, 2], designers: '', year: 2026 },
  options,
  moves: { bid: true, step: true, boom: true },
  phases: ['bid', 'race'],
  secrecy: 'none',
  setup: (players) => ({
    phase: 'bid',
    bids: Object.fromEntries(players.map((p) => [p, null])),
    pos: Object.fromEntries(players.map((p) => [p, 0])),
    order: [...players],
    turn: 0,
    log: [],
    boom: false,
  }),
  flow: (G) =>
    G.phase === 'bid'
      ? {
          phase: 'bid',
          player: G.order[0],
          turn: 0,
          stage: { name: 'bidding', players: G.order.filter((p) => G.bids[p] === null) },
        }
      : { phase: 'race', player: G.order[G.turn % G.order.length], turn: G.turn },
  legalMoves(G, p) {
    if (G.phase === 'bid') return G.bids[p] === null ? [1, 2].map((n): TinyMove => ({ move: 'bid', args: [n] })) : [];
    if (spec.flow(G).player !== p || Object.values(G.pos).some((x) => x >= 3)) return [];
    return [
      { move: 'step', args: ['a', 'b'] },
      { move: 'boom', args: [] },
    ];
  },
  canonical: (move, args) => (move === 'step' ? [...args].sort() : args),
  irreversible: (_G, _p, m) => m.move === 'boom',
  apply(G, p, m) {
    if (m.move === 'bid') {
      G.bids[p] = m.args[0];
      log(G, 'bid', { player: p, n: m.args[0] });
      if (Object.values(G.bids).every((b) => b !== null)) G.phase = 'race';
      return;
    }
    if (m.move === 'boom') {
      G.boom = true;
      G.pos[p] = 99;
      throw new Error('planted');
    }
    G.pos[p]++;
    log(G, 'step', { player: p, to: G.pos[p] });
    G.turn++;
  },
  result: (G) => {
    const w = G.order.find((p) => G.pos[p] >= 3);
    return w === undefined ? null : { winners: [w], winner: w, scores: { ...G.pos } };
  },
  messages,
  prompt: () => ({ key: 'go', params: {} }),
  counters: (G, p) => [{ key: 'pos', value: G.pos[p] }],
  progress: (G) => (100 * Math.max(...G.order.map((p) => G.pos[p]))) / 3,
  bot: { evaluate: (G, p) => G.pos[p] },
};
const game = defineGame(spec) as unknown as AnyContractGame;
// boardgame.io fills in defaults on the object it is given (an identity playerView): give it a copy.
const reducer = CreateGameReducer({ game: { ...game } });

describe('options declared once', () => {
  it('resolves typed values with defaults and refuses what is not declared', () => {
    const resolved = resolveOptions(options, { goal: '5' });
    const goal: '3' | '5' = resolved.goal;
    expect({ goal, fast: resolved.fast }).toEqual({ goal: '5', fast: false });
    expect(resolveOptions(options, { goal: '7', fast: 'yes' })).toEqual({ goal: '3', fast: false });
    expect(checkOptions(options, { goal: '7' })).toMatch(/goal/);
    expect(checkOptions(options, { fast: 1 })).toMatch(/fast/);
    expect(checkOptions(options, JSON.parse('{"__proto__": {"goal": "5"}}'))).toMatch(/unknown option __proto__/);
    expect(checkOptions(options, { toString: true })).toMatch(/unknown option toString/);
    expect(checkOptions(options, [1])).toBeTypeOf('string');
  });
});

describe('messages', () => {
  it('checks a log entry against its declaration', () => {
    expect(checkMessage(messages.log, { key: 'bid', params: { player: '0', n: 2 } })).toBeNull();
    expect(checkMessage(messages.log, { key: 'bid', params: { player: 0, n: 2 } })).toMatch(/player is not a player/);
    expect(checkMessage(messages.log, { key: 'bid', params: { player: '0' } })).toMatch(/missing parameter n/);
    expect(checkMessage(messages.log, { key: 'bid', params: { player: '0', n: 2, extra: 1 } })).toMatch(
      /undeclared parameter extra/,
    );
    expect(checkMessage(messages.log, { key: 'nope', params: {} })).toMatch(/undeclared key/);
  });
});

describe('membership', () => {
  const legal: TinyMove[] = [
    { move: 'step', args: ['a', 'b'] },
    { move: 'bid', args: [1] },
  ];
  it('finds the member after the canonical form, and nothing for anything else', () => {
    expect(findMember(legal, 'step', ['b', 'a'], spec.canonical)).toBe(legal[0]);
    expect(findMember(legal, 'bid', [1])).toBe(legal[1]);
    for (const args of [[1, 0], ['1'], [1.0000001], [null], [{}], [[1]], [undefined], [NaN], 'bid', null]) {
      expect(findMember(legal, 'bid', args)).toBeNull();
    }
    expect(findMember(legal, 'bid', JSON.parse('[{"__proto__": 1}]'))).toBeNull();
  });
});

describe('defineGame', () => {
  it('mirrors a simultaneous decision into activePlayers, then phases and turns', () => {
    let s = start(game, 3, 'tiny');
    expect(s.ctx.phase).toBe('bid');
    expect(s.ctx.activePlayers).toEqual({ 0: 'bidding', 1: 'bidding', 2: 'bidding' });
    s = play(reducer, s, '2', 'bid', [1])!;
    expect(s.ctx.activePlayers).toEqual({ 0: 'bidding', 1: 'bidding' });
    expect(play(reducer, s, '2', 'bid', [2])).toBeNull();
    s = play(reducer, play(reducer, s, '0', 'bid', [2])!, '1', 'bid', [1])!;
    expect(s.ctx.phase).toBe('race');
    expect(s.ctx.activePlayers).toBeNull();
    expect(s.ctx.currentPlayer).toBe('0');
    s = play(reducer, s, '0', 'step', ['b', 'a'])!;
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.G.log.at(-1)).toEqual({ key: 'step', params: { player: '0', to: 1 } });
  });

  it('refuses a move whose rule throws, changing nothing, and reports it', () => {
    const reports: RuleError[] = [];
    const restore = setRuleErrorReporter((r) => reports.push(r));
    try {
      let s = start(game, 2, 'boom');
      s = play(reducer, play(reducer, s, '0', 'bid', [1])!, '1', 'bid', [1])!;
      expect(play(reducer, s, '0', 'boom', [])).toBeNull();
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ game: 'tiny', playerID: '0', move: 'boom', during: 'apply' });
      expect((reports[0].error as Error).message).toBe('planted');
      // The match plays on from the unchanged state.
      const after = play(reducer, s, '0', 'step', ['a', 'b'])!;
      expect(after.G.boom).toBe(false);
      expect(after.G.pos).toEqual({ 0: 1, 1: 0 });
    } finally {
      restore();
    }
  });

  it('ends the game from result and offers no move after it', () => {
    let s = start(game, 2, 'end');
    s = play(reducer, play(reducer, s, '0', 'bid', [1])!, '1', 'bid', [1])!;
    for (let i = 0; i < 5; i++) s = play(reducer, s, s.ctx.currentPlayer, 'step', ['a', 'b'])!;
    expect(s.ctx.gameover).toEqual({ winners: ['0'], winner: '0', scores: { 0: 3, 1: 2 } });
    expect(play(reducer, s, '1', 'step', ['a', 'b'])).toBeNull();
    expect(game.ai!.enumerate(s.G, s.ctx, '1')).toEqual([]);
  });

  it('validates on the plain state before the move, and applies on the draft', () => {
    const DRAFT = Symbol.for('immer-state');
    const seen: { validated: boolean[]; applied: boolean[] } = { validated: [], applied: [] };
    const isDraft = (G: Tiny) => (G as unknown as Record<symbol, unknown>)[DRAFT] !== undefined;
    const watched = defineGame({
      ...spec,
      legalMoves: (G, p, only) => {
        seen.validated.push(isDraft(G));
        return spec.legalMoves(G, p, only);
      },
      apply: (G, p, m, rng) => {
        seen.applied.push(isDraft(G));
        spec.apply(G, p, m, rng);
      },
    }) as unknown as AnyContractGame;
    const r = CreateGameReducer({ game: { ...watched } });
    expect(play(r, start(watched, 2, 'plain'), '0', 'bid', [1])).not.toBeNull();
    expect(seen).toEqual({ validated: [false], applied: [true] });
  });

  it('runs moves on the client only when nothing is secret and nothing random', () => {
    const client = (g: AnyContractGame) =>
      Object.entries(g.phases?.race?.moves ?? g.moves ?? {})
        .filter(([name]) => name !== 'undo')
        .map(([, m]) => (m as LongFormMove).client);
    expect(client(game)).toEqual([true, true, true]);
    // Undo needs the earlier states, which only the server keeps.
    expect((game.phases?.race?.moves?.undo as LongFormMove | undefined)?.client).toBe(false);
    const dice = defineGame({ ...spec, randomInMoves: true }) as unknown as AnyContractGame;
    expect(client(dice)).toEqual([false, false, false]);
    const hidden = defineGame({
      ...spec,
      secrecy: 'shared',
      view: (G) => G,
      determinize: (G) => G,
    }) as unknown as AnyContractGame;
    expect(client(hidden)).toEqual([false, false, false]);
    expect(hidden.playerView).toBeTypeOf('function');
    expect(game.playerView).toBeUndefined();
  });
});
