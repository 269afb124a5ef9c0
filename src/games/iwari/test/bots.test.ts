import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { BOT_LEVELS, chooseMove, EFFORT, search } from '../../../engine/bots';
import { seededRng } from '../../../engine/contract';
import { actingPlayers, playRandomGame } from '../../../engine/testing/playout';
import { bestPlacement, evaluate, handPotential, piecesPaid, positionValue, rolloutMove, tentPoints } from '../bot';
import { placements } from '../placement';
import { tentScores } from '../scoring';
import type { IwariMove } from '../moves';
import { game } from '../game';
import { iwariSpec } from '../spec';
import type { IwariState } from '../state';
import { iwariView } from '../view';
import { hand, newState, startMatch, tents } from './helpers';

// The site's bots (the shared engine in src/engine/bots) see only what their seat
// sees: their own hand, never the others' or the deck; the engine fills those in
// through determinize. Whatever they pick must be a move the server accepts.

const reducer = CreateGameReducer({ game });

function accept(state: State<IwariState>, seat: string, move: string, args: readonly unknown[]): State<IwariState> {
  const next = reducer(state, {
    type: 'MAKE_MOVE',
    payload: { type: move, args: [...args], playerID: seat },
  }) as State<IwariState>;
  expect(next._stateID, `${seat} ${move}(${JSON.stringify(args)}) refused`).toBe(state._stateID + 1);
  return next;
}

/** Positions of seeded games with every kind of decision: acting, drawing, the third tribe, feats. */
function positions(): State<IwariState>[] {
  const out: State<IwariState>[] = [];
  for (const n of [2, 3, 5]) {
    let i = 0;
    playRandomGame<IwariState>(game, {
      numPlayers: n,
      seed: `engine-${n}`,
      setupData: { feats: true, expeditions: true },
      check: (before, after) => {
        const rare =
          after.G.turn.step !== before.G.turn.step && (after.G.turn.step === 'feat' || after.G.turn.step === 'neutral');
        if ((++i % 23 === 0 || rare) && !after.ctx.gameover) out.push(after);
      },
    });
  }
  return out;
}

describe('the shared bot engine on seat views', () => {
  const states = positions();
  // 'hard' is normal's search with a larger budget and a time cap (seconds a
  // position on a busy machine): one position of each kind.
  const eachKind = states.filter((s, i) => states.findIndex((t) => t.G.turn.step === s.G.turn.step) === i);

  it('has positions of every kind', () => {
    const steps = new Set(states.map((s) => s.G.turn.step));
    for (const k of ['act', 'draw', 'neutral', 'feat']) expect(steps, k).toContain(k);
  });

  it.each(BOT_LEVELS)(
    '%s: decides from the view for every seat; the server accepts the move on the full state',
    (level) => {
      for (const state of level === 'hard' ? eachKind : states) {
        const acting = actingPlayers(state.ctx);
        for (const seat of state.ctx.playOrder) {
          const view = iwariView(state.G, seat);
          const m = chooseMove(
            iwariSpec,
            view,
            seat,
            state.ctx.playOrder,
            level,
            seededRng(`${level}-${state._stateID}-${seat}`),
          );
          if (!acting.includes(seat)) {
            expect(m).toBeNull();
            continue;
          }
          if (!m) throw new Error(`${level} bot for ${seat} found no move`);
          accept(state, seat, m.move, m.args);
        }
      }
    },
    120_000,
  );

  // Whole games at the levels whose budget is small ('hard' is the same search with
  // more iterations and a time cap: slow, and clock-dependent on a busy machine).
  it.each(BOT_LEVELS.filter((l) => l !== 'hard'))(
    "%s: a bots-only game reaches game over, every decision from the seat's view",
    (level) => {
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
    },
    120_000,
  );

  it('a searching bot completes a settlement rather than placing elsewhere', () => {
    const G = newState(3);
    tents(G, '0', 'GL1.3', 'GL1.4', 'TU1.1');
    tents(G, '1', 'TU1.3', 'TU1.4');
    hand(G, '0', 'tundra', 'desert', 'forest');
    // Normal's iterations without its time cap: on a loaded machine the cap would
    // make the choice depend on the clock.
    const m = search(
      iwariSpec,
      iwariView(G, '0'),
      '0',
      G.playOrder,
      { ...EFFORT.normal, maxMs: Number.POSITIVE_INFINITY },
      seededRng('settle'),
    );
    expect(m).toEqual({ move: 'place', args: ['TU1', ['TU1.2'], ['tundra']] });
  });

  it('the evaluation counts points so far and what the board would score now', () => {
    const G = newState(3);
    expect(evaluate(G, '0')).toBe(0);
    tents(G, '0', 'TU1.1', 'TU1.2');
    // Tents: 2 now, twice (half journey to come); two linked tents that can grow
    // into a settlement, half a point.
    expect(evaluate(G, '0')).toBe(4.5);
    G.scores['0'] = 10;
    expect(evaluate(G, '0')).toBe(14.5);
    // Once the end is triggered the tents score once and groups no longer grow.
    G.endTrigger = { reason: 'deck', player: '1' };
    expect(evaluate(G, '0')).toBe(12);
  });
});

describe('the evaluation', () => {
  it("scores one tribe's tents as the rules do (§6.2 tables)", () => {
    const tables: Record<string, number>[] = [
      { A: 4, B: 2, C: 1 },
      { A: 3, B: 3, C: 2, D: 1 },
      { A: 4, B: 2, C: 2, D: 1 },
      { A: 3 },
    ];
    for (const counts of tables) {
      for (const factor of [1, 2]) {
        const rules = tentScores(counts, factor);
        for (const tribe of ['A', 'B', 'C', 'D', 'E'])
          expect(tentPoints(counts, tribe, factor), `${JSON.stringify(counts)} ${tribe}`).toBe(rules[tribe] ?? 0);
      }
    }
    expect(tentPoints({ A: 3, B: 3, C: 2, D: 1 }, 'C', 1)).toBe(3);
  });

  it('counts the pieces a hand pays for in each biome (§5.6)', () => {
    expect(piecesPaid(['glacier', 'glacier', 'tundra'], 'tundra')).toBe(2);
    expect(piecesPaid(['glacier', 'glacier', 'tundra'], 'glacier')).toBe(2);
    expect(piecesPaid(['glacier', 'glacier', 'tundra'], 'desert')).toBe(1);
    expect(piecesPaid(['coast', 'coast', 'desert'], 'desert')).toBe(2);
    expect(piecesPaid(['coast', 'desert', 'forest'], 'tundra')).toBe(0);
    expect(piecesPaid(['coast', 'desert', 'forest'], 'forest')).toBe(1);
  });
});

describe('the hand and the rollout policy', () => {
  // Seat 0 has three linked tents (GL1.3, GL1.4, TU1.1): a tent on TU1.2 makes a
  // settlement of 4 (§6.6) and ties seat 1's two tents in TU1. Mountains cover
  // connections 1, 3 and 5.
  function position(): IwariState {
    const G = newState(3);
    tents(G, '0', 'GL1.3', 'GL1.4', 'TU1.1');
    tents(G, '1', 'TU1.3', 'TU1.4');
    hand(G, '0', 'tundra', 'desert', 'forest');
    return G;
  }
  const settle = { move: 'place', args: ['TU1', ['TU1.2'], ['tundra']] } as const;

  it("values the hand by the best placement it pays for: its own points less the others' average", () => {
    const G = position();
    // TU1.2: in TU1 seat 0 goes from 2 points (behind seat 1's 2 tents) to 4 (a tie
    // at 2, 4 tents), seat 1 from 3 to 4, seat 2 stays at 0: 2 - 1/2, at both
    // scorings to come: 3. The group of 3 that could grow (1.5) becomes a
    // settlement of 4: 2.5 more; and the space is taken from seat 1's two linked
    // tents, which it would have made a group of 3 (0.5 to 1.5): half of that, 0.5,
    // lost by seat 1, 0.25 on average over the others. 3 + 2.5 + 0.25.
    expect(handPotential(G, '0')).toBe(5.75);
    // Tents 2 (TU1) + 2 (GL1), twice; the group, 1.5; 25 pieces kept (17 tents, 8 totems) at half a point; half the hand.
    expect(positionValue(G, '0')).toBe(8 + 1.5 + 12.5 + 5.75 / 2);
    // Mid-turn (drawing) a hand is not counted.
    G.turn.step = 'draw';
    expect(handPotential(G, '0')).toBe(0);
    expect(positionValue(G, '0')).toBe(8 + 1.5 + 12.5);
  });

  it('places where the pieces are worth most', () => {
    const G = position();
    const moves = iwariSpec.legalMoves(G, '0');
    const places = moves.filter((m): m is Extract<IwariMove, { move: 'place' }> => m.move === 'place');
    expect(bestPlacement(G, '0', '0', places, seededRng('best'))).toEqual(settle);
    // Not at random (the first number), so the best placement.
    const numbers = [0.5];
    const rng = { ...seededRng('policy'), number: () => numbers.shift() ?? 0 };
    expect(rolloutMove(G, '0', moves, rng)).toEqual(settle);
  });

  it('moves the third tribe where it takes most from the other player', () => {
    const G = newState(2);
    // Seat 1 leads TU1 with 2 tents to the third tribe's 1: a third-tribe tent there
    // would tie it and give seat 1 the tie's total, 4 instead of 3. In FO2 they tie
    // at 2: a third-tribe tent takes the lead and seat 1 drops from the tie's total, 4,
    // to the count above it, 3. Seat 0 has no tent anywhere.
    tents(G, '1', 'TU1.3', 'TU1.4', 'FO2.1', 'FO2.2');
    tents(G, 'N', 'TU1.1', 'FO2.3', 'FO2.4');
    hand(G, '0', 'forest', 'tundra', 'desert');
    const neutral = placements(G, 'N', G.hands['0']).map(
      (p): Extract<IwariMove, { move: 'placeNeutral' }> => ({
        move: 'placeNeutral',
        args: [p.territory, p.pieces, p.cards],
      }),
    );
    const best = bestPlacement(G, '0', 'N', neutral, seededRng('neutral'));
    expect(best.args[0]).toBe('FO2');
    expect(best.args[1]).toHaveLength(1);
  });
});
