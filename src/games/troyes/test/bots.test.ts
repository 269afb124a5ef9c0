import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, chooseMove } from '../../../engine/bots';
import { findMember, seededRng } from '../../../engine/contract';
import { troyesSpec } from '../spec';
import { troyesView } from '../view';
import { newState } from './helpers';
import { game as troyes } from '../game';
import type { TroyesState } from '../state';
import { actingPlayers, playRandomGame } from '../../../engine/testing/playout';

// Bots decide from their seat's view only (the engine determinizes the rest) and
// play whole games to the end at every level; each move they choose is a member of
// the complete legal list on the real state.

describe("the bots' list", () => {
  it('is a non-empty part of the legal list wherever the legal list is not empty', () => {
    let checked = 0;
    for (const n of [2, 4]) {
      playRandomGame(troyes, {
        numPlayers: n,
        seed: `botlist-${n}`,
        check: (_b, after) => {
          const G = after.G as TroyesState;
          for (const seat of actingPlayers(after.ctx)) {
            const legal = troyesSpec.legalMoves(G, seat).map((m) => JSON.stringify(m));
            const bots = troyesSpec.botMoves!(G, seat).map((m) => JSON.stringify(m));
            expect(bots.length > 0).toBe(legal.length > 0);
            for (const m of bots) expect(legal).toContain(m);
            checked++;
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});

// Whole games at the levels whose budget is small: 'hard' is the same search with
// more iterations and a time cap, which makes a whole game slow and, on a busy
// machine, dependent on the clock (its strength is test/bot-strength.test.ts's).
const GAME_LEVELS = BOT_LEVELS.filter((l) => l !== 'hard');

describe('bots on seat views', () => {
  it.each(GAME_LEVELS.map((l) => [l]))(
    '%s bots play a 3-player game to its end',
    (level) => {
      const rng = seededRng(`bots-${level}`);
      const G = newState(3, {}, seededRng(`setup-${level}`));
      let decisions = 0;
      while (!troyesSpec.result(G)) {
        const flow = troyesSpec.flow(G);
        const seat = flow.stage ? flow.stage.players[0] : flow.player;
        const view = troyesView(G, seat);
        const m = chooseMove(troyesSpec, view, seat, G.playOrder, level, rng);
        expect(m, `${level} bot for ${seat} found no move`).not.toBeNull();
        const member = findMember(troyesSpec.legalMoves(G, seat), m!.move, m!.args, troyesSpec.canonical);
        expect(member, `${m!.move}(${JSON.stringify(m!.args)})`).not.toBeNull();
        troyesSpec.apply(G, seat, member!, rng);
        decisions++;
        expect(decisions).toBeLessThan(3000);
      }
      expect(G.phase).toBe('over');
      expect(G.result!.winners.length).toBeGreaterThan(0);
    },
    120_000,
  );
});
