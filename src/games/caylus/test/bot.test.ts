import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/playout';
import { chooseMove, createBot, eagerMove } from '../bot';
import { caylus } from '../game';
import { applyMove, legalMoves } from '../rules/moves';
import type { CaylusState } from '../state';
import { newGame } from './helpers';

const key = (m: { move: string; args: unknown[] }) => `${m.move}:${JSON.stringify(m.args)}`;

describe('the Caylus bot', () => {
  it('chooses a legal move for the deciding player and nothing for the others', () => {
    const G = newGame(3);
    const rng = seededRandom('bot-legal');
    const m = chooseMove(G, '0', 'easy', rng);
    expect(legalMoves(G, '0').map(key)).toContain(key(m!));
    expect(chooseMove(G, '1', 'easy', rng)).toBeNull();
  });

  it('plays a whole game through the real reducer (bots only, two levels)', () => {
    const game = { ...caylus, seed: 'bot-reducer' };
    const reducer = CreateGameReducer({ game });
    let state = InitializeGame({ game, numPlayers: 3 }) as State<CaylusState>;
    const rng = seededRandom('bot-reducer');
    for (let i = 0; !state.ctx.gameover; i++) {
      expect(i).toBeLessThan(3000);
      const p = state.G.decision!.player;
      const m = chooseMove(state.G, p, p === '0' ? 'normal' : 'easy', rng)!;
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID: p } }) as State<CaylusState>;
      expect(next._stateID, `refused ${key(m)}`).toBe(state._stateID + 1);
      state = next;
    }
    expect(state.G.result?.winners.length).toBeGreaterThan(0);
  }, 120_000);

  it('createBot answers with a MAKE_MOVE action for the site\'s bot worker', async () => {
    const state = InitializeGame({ game: { ...caylus, seed: 'bot-action' }, numPlayers: 2 }) as State<CaylusState>;
    const p = state.G.decision!.player;
    // The worker passes the registry's game; the Caylus bot reads only the state.
    const bot = createBot({ game: caylus as unknown as Parameters<typeof createBot>[0]['game'], level: 'random' });
    const { action } = await bot.play(state, p);
    const payload = (action as { type: string; payload: { type: string; args: unknown[]; playerID: string } });
    expect(payload.type).toBe('MAKE_MOVE');
    expect(payload.payload.playerID).toBe(p);
    expect(legalMoves(state.G, p).map(key)).toContain(key({ move: payload.payload.type, args: payload.payload.args }));
  });

  it('outscores the playout policy it is built on (fixed seeds)', () => {
    let bot = 0;
    let others = 0;
    for (let g = 0; g < 3; g++) {
      const G = newGame(3);
      const rng = seededRandom(`strength-${g}`);
      const me = String(g);
      while (G.decision) {
        const p = G.decision.player;
        const m = p === me ? chooseMove(G, p, 'easy', rng)! : eagerMove(G, legalMoves(G, p), rng);
        applyMove(G, p, m.move, m.args);
      }
      bot += G.result!.scores[me];
      others += (G.turnOrder.filter((q) => q !== me).reduce((n, q) => n + G.result!.scores[q], 0)) / 2;
    }
    expect(bot).toBeGreaterThan(others * 1.5);
  }, 120_000);
});
