import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { chooseMove, EFFORT, search } from '../../../engine/bots';
import { seededRng } from '../../../engine/contract/rng';
import { eagerMove, placedWorkersValue, usefulSpot } from '../bot';
import { game } from '../game';
import { apply, legalMoves } from '../moves';
import { caylusSpec } from '../spec';
import type { CaylusState } from '../state';
import { act, newGame, putBuilding, setStock } from './helpers';

const key = (m: { move: string; args: readonly unknown[] }) => `${m.move}:${JSON.stringify(m.args)}`;

// Easy's iterations without its time cap: a loaded machine must not change the game.
const EASY_UNTIMED = { ...EFFORT.easy, maxMs: Number.POSITIVE_INFINITY };

/** A whole 3-player game of bots on the pure rules, seat `me` at easy, the others eager; its final state. */
function botGame(seed: string, me: string): CaylusState {
  const G = newGame(3);
  const rng = seededRng(seed);
  while (G.decision) {
    const p = G.decision.player;
    const m =
      p === me ? search(caylusSpec, G, p, G.turnOrder, EASY_UNTIMED, rng)! : eagerMove(G, p, legalMoves(G, p), rng);
    apply(G, p, m);
  }
  return G;
}

describe('the Caylus bot on the shared engine', () => {
  it('chooses a legal move for the deciding player and nothing for the others', () => {
    const G = newGame(3);
    const rng = seededRng('bot-legal');
    for (const level of ['random', 'easy', 'normal', 'hard'] as const) {
      const m = chooseMove(caylusSpec, G, '0', G.turnOrder, level, rng);
      expect(legalMoves(G, '0').map(key), level).toContain(key(m!));
      expect(chooseMove(caylusSpec, G, '1', G.turnOrder, level, rng)).toBeNull();
    }
  });

  it('plays a whole game through the real reducer (bots only, two levels)', () => {
    const seeded = { ...game, seed: 'bot-reducer' };
    const reducer = CreateGameReducer({ game: seeded });
    let state = InitializeGame({ game: seeded, numPlayers: 3 }) as State<CaylusState>;
    const rng = seededRng('bot-reducer');
    for (let i = 0; !state.ctx.gameover; i++) {
      expect(i).toBeLessThan(3000);
      const p = state.G.decision!.player;
      const m = chooseMove(caylusSpec, state.G, p, state.G.turnOrder, p === '0' ? 'normal' : 'easy', rng)!;
      const next = reducer(state, {
        type: 'MAKE_MOVE',
        payload: { type: m.move, args: [...m.args], playerID: p },
      }) as State<CaylusState>;
      expect(next._stateID, `refused ${key(m)}`).toBe(state._stateID + 1);
      state = next;
    }
    expect(state.G.result?.winners.length).toBeGreaterThan(0);
  }, 120_000);

  it('draws only on the random source it is given: the same seed plays the same game', () => {
    const a = botGame('replay', '1');
    const b = botGame('replay', '1');
    expect(b.log).toEqual(a.log);
    expect(botGame('replay-other', '1').log).not.toEqual(a.log);
  }, 60_000);

  it('outscores the playout policy it is built on (fixed seeds)', () => {
    let bot = 0;
    let others = 0;
    for (let g = 0; g < 3; g++) {
      const me = String(g);
      const G = botGame(`strength-${g}`, me);
      bot += G.result!.scores[me];
      others += G.turnOrder.filter((q) => q !== me).reduce((n, q) => n + G.result!.scores[q], 0) / 2;
    }
    expect(bot).toBeGreaterThan(others * 1.5);
  }, 120_000);
});

describe('the playout policy', () => {
  it('counts a peddler as useful when the player can pay one of its offers (1 or 2 deniers), as the rule does', () => {
    const G = newGame(3);
    putBuilding(G, 9, 'wood_peddler', '1'); // 1 denier for 1 cube, 2 for 2
    G.provost = 9;
    setStock(G, '0', {}, 1);
    expect(usefulSpot(G, '0', 9)).toBe(true);
    expect(usefulSpot(G, '0', 7)).toBe(false); // the printed Peddler: 2 deniers for 1 cube
    setStock(G, '0', {}, 2);
    expect(usefulSpot(G, '0', 7)).toBe(true);
    setStock(G, '0', {}, 0);
    expect(usefulSpot(G, '0', 9)).toBe(false);
  });

  it("never counts a spot beyond the provost's reach, the Gate or the Guild as useful", () => {
    const G = newGame(3);
    G.provost = 3;
    expect(usefulSpot(G, '0', 4)).toBe(true); // the Quarry, one space beyond: a bribe reaches it
    expect(usefulSpot(G, '0', 5)).toBe(false);
    expect(usefulSpot(G, '0', 'gate')).toBe(false);
    expect(usefulSpot(G, '0', 'guild')).toBe(false);
  });
});

describe('the evaluation', () => {
  it('values workers already out by what they will bring, and nothing beyond the provost', () => {
    const G = newGame(3); // Farm, Forest, Sawmill, Quarry, Marketplace, Carpenter on 1–6; provost on 6
    expect(placedWorkersValue(G, '0')).toBe(0);
    act(G, '0', 'place', 1); // Farm: 1 food or 1 cloth
    expect(placedWorkersValue(G, '0')).toBeCloseTo(1.2);
    act(G, '1', 'pass');
    act(G, '2', 'pass');
    act(G, '0', 'place', 'tradingPost');
    expect(placedWorkersValue(G, '0')).toBeCloseTo(2.2);
    act(G, '0', 'place', 16); // the Gold Mine, beyond the provost
    expect(placedWorkersValue(G, '0')).toBeCloseTo(2.2);
    G.provost = 16;
    expect(placedWorkersValue(G, '0')).toBeCloseTo(5.7);
  });
});
