import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { BOT_LEVELS, chooseMove } from '../../../engine/bots';
import { seededRng } from '../../../engine/contract';
import { evaluate, scoringsLeft, securedScoring } from '../bot';
import { spaceAt } from '../data/board';
import { game as tikal } from '../game';
import { tikalSpec } from '../spec';
import type { TikalState } from '../state';
import { tikalView } from '../view';
import { actingPlayers, playRandomGame } from '../../../engine/testing/playout';
import { lay, newState, put, takeFromStack } from './helpers';

// boardgame.io's own bots, driven only by ai.enumerate, play a whole game.

describe('bots', () => {
  it.each([false, true])(
    'an MCTS bot and a random bot finish a 2-player game (auction %s)',
    async (auction) => {
      const game = { ...tikal, seed: `bots-${auction}` };
      const enumerate = tikal.ai?.enumerate;
      if (!enumerate) throw new Error('no enumerate');
      const bots = {
        '0': new MCTSBot({ game, enumerate, seed: 'm', iterations: 3, playoutDepth: 3 }),
        '1': new RandomBot({ enumerate, seed: 'r' }),
      };
      const reducer = CreateGameReducer({ game });
      let state = InitializeGame({ game, numPlayers: 2, setupData: { auction } }) as State<TikalState>;
      let moves = 0;
      while (!state.ctx.gameover && moves < 5000) {
        const playerID = actingPlayers(state.ctx)[0] as '0' | '1';
        const { action } = await bots[playerID].play(state, playerID);
        expect(action, `no action for ${playerID} at move ${moves}`).toBeDefined();
        const next = reducer(state, action) as State<TikalState>;
        expect(next._stateID, `bot move refused: ${JSON.stringify(action)}`).toBe(state._stateID + 1);
        state = next;
        moves++;
      }
      expect(state.ctx.gameover).toBeDefined();
      expect(state.G.tilesPlaced).toBe(36);
    },
    120_000,
  );
});

// The site's bots (the shared engine in src/engine/bots) see only what their seat
// sees: the secret is null in every view, and the engine fills it in through
// determinize. Whatever they pick must be a move the server accepts.

/** States of seeded games with every kind of decision: placing, acting, bidding, choosing, bonus turns. */
function positions(): State<TikalState>[] {
  const out: State<TikalState>[] = [];
  for (const [n, auction] of [
    [2, true],
    [3, false],
    [4, true],
  ] as const) {
    let i = 0;
    playRandomGame<TikalState>(tikal, {
      numPlayers: n,
      seed: `engine-${n}-${auction}`,
      setupData: { auction },
      check: (before, after) => {
        const newPhase = before.G.phase !== after.G.phase;
        if ((++i % 37 === 0 || newPhase) && !after.ctx.gameover) out.push(after);
      },
    });
  }
  return out;
}

describe('the shared bot engine on seat views', () => {
  const states = positions();
  const reducer = CreateGameReducer({ game: tikal });
  const kind = (s: State<TikalState>) => `${s.G.phase}/${s.G.turn.step}`;
  // 'hard' is normal's search with a larger budget and a time cap (seconds a
  // position on a busy machine): one position of each kind.
  const eachKind = states.filter((s, i) => states.findIndex((t) => kind(t) === kind(s)) === i);

  it('has positions of every kind', () => {
    const steps = new Set(states.map(kind));
    for (const k of ['play/place', 'play/actions', 'play/bid', 'volcano/actions', 'final/actions'])
      expect(steps, k).toContain(k);
  });

  it.each(BOT_LEVELS)(
    '%s: decides from the view for every seat; the server accepts the move on the full state',
    (level) => {
      for (const state of level === 'hard' ? eachKind : states) {
        const acting = actingPlayers(state.ctx);
        for (const seat of state.ctx.playOrder) {
          const view = tikalView(state.G, seat);
          expect(view.secret).toBeNull();
          const rng = seededRng(`${level}-${state._stateID}-${seat}`);
          const m = chooseMove(tikalSpec, view, seat, state.ctx.playOrder, level, rng);
          if (!acting.includes(seat)) {
            expect(m, `${seat} is not to act`).toBeNull();
            continue;
          }
          if (!m) throw new Error(`${level} bot for ${seat} found no move`);
          const next = reducer(state, {
            type: 'MAKE_MOVE',
            payload: { type: m.move, args: [...m.args], playerID: seat },
          }) as State<TikalState>;
          expect(next._stateID, `${level} ${seat} ${m.move}(${JSON.stringify(m.args)})`).toBe(state._stateID + 1);
        }
      }
    },
    120_000,
  );

  it('a searching bot takes a temple majority that scores in the coming volcano round rather than ending its turn', () => {
    // Player 0 alone next to a temple worth 6 with 10 AP; a walk there wins it.
    const G = newState(2);
    lay(G, spaceAt(0, 2), 'E1'); // temple worth 6, north of the printed one
    G.turn = { ...G.turn, player: '0', kind: 'bonus', step: 'actions', ap: 10 };
    G.phase = 'volcano';
    G.volcano = { drawer: '0', tile: 'B1', queue: ['0', '1'] };
    takeFromStack(G, 'B1');
    put(G, '0', 'explorer', spaceAt(0, 3));
    const view = tikalView(G, '0');
    const m = chooseMove(tikalSpec, view, '0', G.playOrder, 'normal', seededRng('temple'));
    expect(m).toEqual({ move: 'movePiece', args: [1, spaceAt(0, 2)] });
  });

  it('values points on the board by the scorings still to come', () => {
    const G = newState(2);
    put(G, '0', 'explorer', spaceAt(0, 3)); // alone on a temple worth 1
    G.players['0'].treasures[2] = 2; // a pair: 3 points, which no exchange can split
    G.players['0'].score = 10;
    // Three volcanoes and the final scoring ahead: the pair in each of the 4, the
    // temple (a majority, which may change) counted as 1 + 0.5 × 3 scorings.
    expect(scoringsLeft(G, '0')).toBe(4);
    expect(evaluate(G, '0')).toBe(10 + 4 * 3 + 2.5 * 1);
    G.phase = 'final';
    G.finalQueue = ['1'];
    expect(scoringsLeft(G, '0')).toBe(0);
    expect(evaluate(G, '0')).toBe(10);
  });

  it('counts a guarded temple and sets of treasure in every scoring to come, a lone token like a majority', () => {
    const G = newState(2);
    const temple = spaceAt(0, 3); // the printed temple, worth 1
    put(G, '0', 'explorer', temple);
    G.spaces[temple].guard = '0';
    G.players['0'].treasures[0] = 3; // a triple: 6 points
    G.players['0'].treasures[1] = 1; // a lone token: 1 point, may be exchanged away
    expect(scoringsLeft(G, '0')).toBe(4);
    expect(securedScoring(G, '0')).toBe(1 + 6);
    expect(evaluate(G, '0')).toBe(4 * (1 + 6) + 2.5 * 1);
  });
});
