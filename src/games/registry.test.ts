import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { BOT_LEVELS, chooseMove } from '../engine/bots';
import {
  checkMessage,
  decisionNeedsSecrets,
  defaultSetup,
  progressOf,
  seededRng,
  type AnyContractGame,
  type GameState,
  type MoveShape,
} from '../engine/contract';
import { fixtureGame } from '../engine/fixture/game';
import { games } from './index';
import { gameInfos } from './meta';
import { actingPlayers } from '../engine/testing/playout';
import { play, sample, seatView, start, walk } from '../engine/testing/walk';

// The contract every game keeps, checked for every registered game (and the
// platform's fixture game) at every player count. Troyes and Iwari get it by
// being registered.

/** Every folder here that holds a game (its game.ts): each must be registered, by its folder's name. */
const FOLDERS = readdirSync(import.meta.dirname).filter((id) => existsSync(join(import.meta.dirname, id, 'game.ts')));
const EVENTS = [
  'endGame',
  'endPhase',
  'endStage',
  'endTurn',
  'pass',
  'setActivePlayers',
  'setPhase',
  'setStage',
] as const;
const registered: readonly AnyContractGame[] = games;
// A game not yet on the contract fails 'the registry' below rather than the whole file.
const all: readonly AnyContractGame[] = [
  ...registered.filter((g) => g.spec !== undefined),
  fixtureGame as unknown as AnyContractGame,
];

function counts(game: AnyContractGame): number[] {
  const out: number[] = [];
  for (let n = game.spec.info.minPlayers; n <= game.spec.info.maxPlayers; n++) out.push(n);
  return out;
}

/** Each player count with one seeded game played to the end. */
const walks = new Map<string, ReturnType<typeof walk>>();
function walked(game: AnyContractGame, n: number): ReturnType<typeof walk> {
  const key = `${game.name}/${n}`;
  let w = walks.get(key);
  if (!w) {
    w = walk(game, n, `contract-${key}`);
    walks.set(key, w);
  }
  return w;
}

describe('the registry', () => {
  it("holds every game folder once, by its folder's name, each with its home-page info", () => {
    const names = registered.map((g) => g.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...FOLDERS].sort());
    expect(gameInfos.map((i) => i.id).sort()).toEqual([...names].sort());
  });

  it('holds only games built on the contract', () => {
    for (const game of registered) expect(game.spec?.info.id, game.name).toBe(game.name);
  });
});

describe.each(all.map((g) => [g.name, g] as const))('%s on the contract', (name, game) => {
  const { spec } = game;

  it('is built from its spec: info, player counts, no undo, no client events', () => {
    expect(game.name).toBe(spec.info.id);
    expect([game.minPlayers, game.maxPlayers]).toEqual([spec.info.minPlayers, spec.info.maxPlayers]);
    const info = gameInfos.find((i) => i.id === name);
    if (info) {
      expect([info.minPlayers, info.maxPlayers]).toEqual([spec.info.minPlayers, spec.info.maxPlayers]);
      expect(info.options.map((o) => o.id)).toEqual(Object.keys(spec.options));
    }
    expect(game.disableUndo).toBe(true);
    for (const event of EVENTS) expect(game.events?.[event]).toBe(false);
    expect(typeof game.playerView === 'function').toBe(spec.secrecy !== 'none');
  });

  it('validates player counts and every table option', () => {
    const validate = game.validateSetupData!;
    const { minPlayers, maxPlayers } = spec.info;
    expect(validate(undefined, minPlayers)).toBeUndefined();
    expect(validate(defaultSetup(spec.options), maxPlayers)).toBeUndefined();
    expect(validate(undefined, minPlayers - 1)).toBeTypeOf('string');
    expect(validate(undefined, maxPlayers + 1)).toBeTypeOf('string');
    expect(validate({ noSuchOption: true }, minPlayers)).toBeTypeOf('string');
    expect(validate({ __proto__: { x: 1 } }, minPlayers)).toBeUndefined();
    expect(validate('everything', minPlayers)).toBeTypeOf('string');
    for (const [id, option] of Object.entries(spec.options)) {
      expect(validate({ [id]: option.kind === 'boolean' ? 'yes' : '__nope__' }, minPlayers)).toBeTypeOf('string');
    }
  });

  describe.each(counts(game))('%i players', (n) => {
    it('plays a seeded game to its end, every move from the complete legal list, every entry and prompt declared', () => {
      const { states } = walked(game, n);
      const final = states[states.length - 1];
      expect(final.ctx.gameover).toBeDefined();
      expect(final.ctx.gameover).toEqual(spec.result(final.G));
      const over = final.ctx.gameover as { winners: string[]; scores: Record<string, number> };
      expect(over.winners.length).toBeGreaterThan(0);
      expect(Object.keys(over.scores).sort()).toEqual([...final.ctx.playOrder].sort());
      for (const entry of final.G.log as { key: string; params: Record<string, unknown> }[]) {
        expect(checkMessage(spec.messages.log, entry)).toBeNull();
      }
      for (const state of sample(states, 40)) {
        for (const seat of [...state.ctx.playOrder, null]) {
          const view = seatView(game, state, seat) as GameState;
          expect(checkMessage(spec.messages.prompt, spec.prompt(view, seat))).toBeNull();
          if (seat === null) continue;
          for (const c of spec.counters(view, seat)) expect(spec.messages.counters).toContain(c.key);
        }
      }
    });

    it("reports its progress: 0 at the start, never lower after a move, 100 exactly at the end, alike on every seat's view", () => {
      const { states } = walked(game, n);
      let before = -1;
      for (const state of states) {
        const p = progressOf(spec, state.G as GameState);
        expect(Number.isInteger(p)).toBe(true);
        expect(p, `state ${state._stateID}`).toBeGreaterThanOrEqual(before);
        expect(p === 100).toBe(state.ctx.gameover !== undefined);
        before = p;
      }
      expect(progressOf(spec, states[0].G as GameState)).toBe(0);
      for (const state of sample(states, 20)) {
        const full = progressOf(spec, state.G as GameState);
        for (const seat of [...state.ctx.playOrder, null]) {
          expect(progressOf(spec, seatView(game, state, seat) as GameState)).toBe(full);
        }
      }
    });

    it('mirrors its flow into the framework: exactly the acting seats may move', () => {
      for (const state of sample(walked(game, n).states, 30)) {
        if (state.ctx.gameover !== undefined) continue;
        const flow = spec.flow(state.G);
        const acting = flow.stage ? [...flow.stage.players] : [flow.player];
        expect(actingPlayers(state.ctx).sort()).toEqual(acting.sort());
        const stages = flow.stage ? Object.fromEntries(flow.stage.players.map((p) => [p, flow.stage!.name])) : null;
        expect(state.ctx.activePlayers ?? null).toEqual(stages);
        expect(state.ctx.currentPlayer).toBe(flow.player);
        if (flow.phase !== undefined) expect(state.ctx.phase).toBe(flow.phase);
        for (const seat of state.ctx.playOrder) {
          if (!acting.includes(seat)) expect(spec.legalMoves(state.G, seat)).toEqual([]);
        }
      }
    });

    it('accepts every legal move and refuses mutated ones, changing nothing', () => {
      const { reducer, states } = walked(game, n);
      const rng = seededRng(`mutations-${name}-${n}`);
      for (const state of sample(states.slice(0, -1), 8)) {
        const seats = actingPlayers(state.ctx);
        for (const seat of seats) {
          const legal = spec.legalMoves(state.G, seat);
          const member = (m: MoveShape) =>
            legal.some((l) => l.move === m.move && JSON.stringify(l.args) === JSON.stringify(m.args));
          // Every move name at least once, then a spread of the rest.
          const tried = [...new Map(legal.map((m) => [m.move, m])).values(), ...rng.shuffle(legal).slice(0, 25)];
          for (const m of tried) {
            expect(
              play(reducer, state, seat, m.move, m.args),
              `${seat} ${m.move}(${JSON.stringify(m.args)})`,
            ).not.toBeNull();
          }
          const idle = state.ctx.playOrder.find((p) => !seats.includes(p));
          const mutants: [string, string, readonly unknown[]][] = [];
          for (const m of tried.slice(0, 12)) {
            if (idle !== undefined) mutants.push([idle, m.move, m.args]);
            mutants.push([seat, m.move, [...m.args, 0]]);
            mutants.push([seat, `${m.move}X`, m.args]);
            m.args.forEach((a, i) => {
              const swap = (v: unknown) => m.args.map((x, j) => (j === i ? v : x));
              if (typeof a === 'number')
                for (const v of [a + 1000, -1 - a, a + 0.5, String(a)]) mutants.push([seat, m.move, swap(v)]);
              else if (typeof a === 'string')
                for (const v of [`${a}?`, '', 7, null]) mutants.push([seat, m.move, swap(v)]);
              else mutants.push([seat, m.move, swap({ evil: true })]);
            });
            if (m.args.length > 0) mutants.push([seat, m.move, m.args.slice(0, -1)]);
          }
          for (const [who, move, args] of mutants) {
            if (who === seat && member({ move, args })) continue;
            const after = play(reducer, state, who, move, args);
            expect(after, `${who} ${move}(${JSON.stringify(args)}) was accepted`).toBeNull();
          }
        }
      }
    });

    it("declares the secrecy its views show, and the legal moves are the same on a seat's view", () => {
      const { states } = walked(game, n);
      let hidesSomething = false;
      let seatsDiffer = false;
      for (const state of sample(states, 40)) {
        const spectator = JSON.stringify(seatView(game, state, null));
        const views = state.ctx.playOrder.map((p) => JSON.stringify(seatView(game, state, p)));
        if (views.some((v) => v !== JSON.stringify(state.G)) || spectator !== JSON.stringify(state.G))
          hidesSomething = true;
        if (views.some((v) => v !== spectator)) seatsDiffer = true;
        for (const seat of actingPlayers(state.ctx)) {
          const view = seatView(game, state, seat) as State['G'];
          expect(spec.legalMoves(view, seat)).toEqual(spec.legalMoves(state.G, seat));
        }
      }
      expect({ hidesSomething, seatsDiffer }).toEqual({
        hidesSomething: spec.secrecy !== 'none',
        seatsDiffer: spec.secrecy === 'perSeat',
      });
    });

    it("decides without a seat's secrets exactly where it says so: same moves and prompt on the public view", () => {
      for (const state of sample(walked(game, n).states, 40)) {
        for (const seat of actingPlayers(state.ctx)) {
          if (decisionNeedsSecrets(spec, state.G, seat)) continue;
          const own = seatView(game, state, seat) as State['G'];
          const open = seatView(game, state, null) as State['G'];
          expect(spec.legalMoves(open, seat)).toEqual(spec.legalMoves(own, seat));
          expect(spec.prompt(open, seat)).toEqual(spec.prompt(own, seat));
        }
      }
    });

    it("has bots at every level that decide from a seat's view, and the server accepts the move", () => {
      const { reducer, states } = walked(game, n);
      const positions = sample(states.slice(0, -1), 3);
      positions.forEach((state, i) => {
        for (const seat of actingPlayers(state.ctx)) {
          const view = seatView(game, state, seat) as State['G'];
          // 'hard' is normal's search with a larger budget and a time cap (most of
          // this test's time): on the middle position only.
          for (const level of BOT_LEVELS.filter((l) => l !== 'hard' || i === 1)) {
            const rng = seededRng(`bot-${name}-${n}-${state._stateID}-${seat}-${level}`);
            const m = chooseMove(spec, view, seat, state.ctx.playOrder, level, rng);
            expect(m, `${level} bot for ${seat} found no move`).not.toBeNull();
            expect(
              play(reducer, state, seat, m!.move, m!.args),
              `${level}: ${m!.move}(${JSON.stringify(m!.args)})`,
            ).not.toBeNull();
          }
        }
      });
    });
  });

  it('determinizes a view into a state the game plays on from', () => {
    if (spec.secrecy === 'none') return;
    const n = spec.info.minPlayers;
    const { reducer, states } = walked(game, n);
    const rng = seededRng(`determinize-${name}`);
    for (const state of sample(states.slice(0, -1), 6)) {
      for (const seat of [...state.ctx.playOrder, null]) {
        const view = seatView(game, state, seat) as State['G'];
        const world = spec.determinize(view, seat, rng);
        // What the seat sees of the made-up world is what it saw.
        expect(JSON.stringify(spec.view(world, seat))).toBe(JSON.stringify(view));
        const acting = actingPlayers(state.ctx)[0];
        const m = spec.legalMoves(world, acting)[0];
        expect(play(reducer, { ...state, G: world }, acting, m.move, m.args)).not.toBeNull();
      }
    }
  });

  it('starts with a legal move for whoever must act, at every player count', () => {
    for (const n of counts(game)) {
      const state = start(game, n, `first-${n}`);
      for (const seat of actingPlayers(state.ctx)) expect(spec.legalMoves(state.G, seat).length).toBeGreaterThan(0);
    }
  });
});
