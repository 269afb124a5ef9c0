import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { BOT_LEVELS, chooseMove } from '../../bots';
import { seededRng } from '../../contract';
import { actingPlayers, playRandomGame } from '../../testing/playout';
import { evaluate, positionValue, rolloutMove, valueAfter } from '../bot';
import type { IwariMove } from '../moves';
import { game } from '../game';
import { iwariSpec } from '../spec';
import type { IwariState } from '../state';
import { iwariView } from '../view';
import { hand, must, newState, startMatch, tents } from './helpers';

// The site's bots (the shared engine in src/games/bots) see only what their seat
// sees: their own hand, never the others' or the deck; the engine fills those in
// through determinize. Whatever they pick must be a move the server accepts.

const reducer = CreateGameReducer({ game });

function accept(state: State<IwariState>, seat: string, move: string, args: readonly unknown[]): State<IwariState> {
  const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args: [...args], playerID: seat } }) as State<IwariState>;
  expect(next._stateID, `${seat} ${move}(${JSON.stringify(args)}) refused`).toBe(state._stateID + 1);
  return next;
}

/** Positions of seeded games with every kind of decision: acting, drawing, the third tribe, feats. */
function positions(): State<IwariState>[] {
  const out: State<IwariState>[] = [];
  for (const n of [2, 3, 5]) {
    let i = 0;
    playRandomGame<IwariState>(game, {
      numPlayers: n, seed: `engine-${n}`, setupData: { feats: true, expeditions: true },
      check: (before, after) => {
        const rare = after.G.turn.step !== before.G.turn.step && (after.G.turn.step === 'feat' || after.G.turn.step === 'neutral');
        if ((++i % 23 === 0 || rare) && !after.ctx.gameover) out.push(after);
      },
    });
  }
  return out;
}

describe('the shared bot engine on seat views', () => {
  const states = positions();

  it('has positions of every kind', () => {
    const steps = new Set(states.map((s) => s.G.turn.step));
    for (const k of ['act', 'draw', 'neutral', 'feat']) expect(steps, k).toContain(k);
  });

  it.each(BOT_LEVELS)('%s: decides from the view for every seat; the server accepts the move on the full state', (level) => {
    for (const state of states.slice(0, level === 'hard' ? 12 : states.length)) {
      const acting = actingPlayers(state.ctx);
      for (const seat of state.ctx.playOrder) {
        const view = iwariView(state.G, seat);
        const m = chooseMove(iwariSpec, view, seat, state.ctx.playOrder, level, seededRng(`${level}-${state._stateID}-${seat}`));
        if (!acting.includes(seat)) {
          expect(m).toBeNull();
          continue;
        }
        if (!m) throw new Error(`${level} bot for ${seat} found no move`);
        accept(state, seat, m.move, m.args);
      }
    }
  }, 120_000);

  // Whole games at the levels whose budget is small ('hard' is the same search with
  // more iterations and a time cap: slow, and clock-dependent on a busy machine).
  it.each(BOT_LEVELS.filter((l) => l !== 'hard'))('%s: a bots-only game reaches game over, every decision from the seat\'s view', (level) => {
    let state = startMatch(3, { feats: true }, `bots-only-${level}`);
    let moves = 0;
    while (!state.ctx.gameover) {
      const seat = actingPlayers(state.ctx)[0];
      const view = game.playerView!({ G: state.G, ctx: state.ctx, playerID: seat }) as IwariState;
      expect(view.secret).toBeNull();
      const m = chooseMove(iwariSpec, view, seat, state.ctx.playOrder, level, seededRng(`${level}-${moves}`));
      if (!m) throw new Error(`no move at ${moves}`);
      state = accept(state, seat, m.move, m.args);
      moves++;
    }
    expect(state.G.over).toBe(true);
    expect(moves).toBeGreaterThan(50);
  }, 120_000);

  it('a searching bot completes a settlement rather than placing elsewhere', () => {
    const G = newState(3);
    tents(G, '0', 'GL1.3', 'GL1.4', 'TU1.1');
    tents(G, '1', 'TU1.3', 'TU1.4');
    hand(G, '0', 'tundra', 'desert', 'forest');
    const m = chooseMove(iwariSpec, iwariView(G, '0'), '0', G.playOrder, 'normal', seededRng('settle'));
    expect(m).toEqual({ move: 'place', args: ['TU1', ['TU1.2'], ['tundra']] });
  });

  it('the evaluation counts points so far and what the board would score now', () => {
    const G = newState(3);
    expect(evaluate(G, '0')).toBe(0);
    tents(G, '0', 'TU1.1', 'TU1.2');
    // Tents: 2 now, twice (half journey to come).
    expect(evaluate(G, '0')).toBe(4);
    G.scores['0'] = 10;
    expect(evaluate(G, '0')).toBe(14);
  });
});

describe('the rollout policy', () => {
  // Seat 0 has three linked tents (GL1.3, GL1.4, TU1.1): a tent on TU1.2 makes a
  // settlement of 4 (§6.6), worth 4 at the end of the journey.
  function position(): IwariState {
    const G = newState(3);
    tents(G, '0', 'GL1.3', 'GL1.4', 'TU1.1');
    tents(G, '1', 'TU1.3', 'TU1.4');
    hand(G, '0', 'tundra', 'desert', 'forest');
    return G;
  }
  const settle = { move: 'place', args: ['TU1', ['TU1.2'], ['tundra']] } as const;

  it('values a placement as the position once its pieces stand, and leaves the position as it was', () => {
    const G = position();
    const before = JSON.stringify(G);
    const m = iwariSpec.legalMoves(G, '0', 'place').find((x) => JSON.stringify(x) === JSON.stringify(settle))!;
    const value = valueAfter(G, '0', m as Extract<IwariMove, { move: 'place' }>);
    expect(JSON.stringify(G)).toBe(before);
    // The settlement, 4; in TU1 a tie at 2 tents with seat 1, worth the 4 tents there
    // instead of 2 behind it, counted twice (the half journey is to come); a tent
    // fewer in the supply, half a point.
    expect(value - positionValue(G, '0')).toBe(4 + 2 * (4 - 2) - 0.5);
    must(G, '0', 'place', ...settle.args);
    expect(value).toBe(positionValue(G, '0'));
  });

  it('plays the best by the evaluation of the placements it draws', () => {
    const G = position();
    const moves = iwariSpec.legalMoves(G, '0');
    const settleAt = moves.findIndex((x) => JSON.stringify(x) === JSON.stringify(settle));
    const others = moves.map((_, i) => i).filter((i) => moves[i].move === 'place' && i !== settleAt);
    const places: IwariMove[] = moves.filter((x) => x.move === 'place');
    // Numbers: place (not discard), then the three draws: another placement, the settlement, another.
    const draws = [others[0], settleAt, others[1]].map((i) => places.indexOf(moves[i]));
    const numbers = [0, ...draws.map((i) => (i + 0.5) / places.length)];
    const rng = { ...seededRng('unused'), number: () => numbers.shift()! };
    expect(rolloutMove(G, '0', moves, rng)).toEqual(settle);
  });
});
