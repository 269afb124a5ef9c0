import type { State } from 'boardgame.io';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../engine/testing/playout';
import type { PlayedMove } from '../../../engine/testing/playout';
import { WORKERS_PER_PLAYER } from '../data/board';
import { CUBES } from '../data/buildings';
import { game as caylus } from '../game';
import type { CaylusState, GameResult, PlayerID } from '../state';

/** Log keys that may change a score, and whose score (the `player` param; all players for none). */
const SCORING_KEYS = new Set([
  'ownerVp',
  'construct',
  'convert',
  'prestige',
  'trade',
  'castleBatch',
  'castlePenalty',
  'castlePenaltyNone',
  'sectionPenalty',
  'sectionPenaltyNone',
  'favourVp',
  'favourSimple',
  'finalScore',
]);

function workersOnBoard(G: CaylusState, p: PlayerID): number {
  let n = 0;
  for (const s of Object.values(G.specials)) if (s === p) n++;
  n += G.stables.filter((x) => x === p).length;
  n += G.castleWorkers.filter((x) => x === p).length;
  if (G.inn.left === p) n++;
  if (G.inn.right === p) n++;
  n += G.road.filter((r) => r.worker === p).length;
  return n;
}

function checkInvariants(before: State<CaylusState>, after: State<CaylusState>, played: PlayedMove): void {
  const G = after.G;
  const newLog = G.log.slice(before.G.log.length);
  expect(G.log.slice(0, before.G.log.length)).toEqual(before.G.log);
  for (const p of G.turnOrder) {
    const me = G.players[p];
    expect(me.deniers, `deniers of ${p}`).toBeGreaterThanOrEqual(0);
    for (const c of CUBES) expect(me.cubes[c], `${c} of ${p}`).toBeGreaterThanOrEqual(0);
    expect(me.workersHome + workersOnBoard(G, p), `workers of ${p} after ${played.move}`).toBe(WORKERS_PER_PLAYER);
    expect(me.vp).toBeGreaterThanOrEqual(0);
    if (me.vp !== before.G.players[p].vp) {
      const cause = newLog.some((e) => SCORING_KEYS.has(e.key) && e.params.player === p);
      expect(cause, `score of ${p} changed without a scoring event: ${JSON.stringify(newLog)}`).toBe(true);
    }
    for (const t of Object.values(me.favours)) expect(t).toBeLessThanOrEqual(G.favourColumnLimit);
  }
  expect(G.provost).toBeGreaterThanOrEqual(1);
  expect(G.provost).toBeLessThanOrEqual(28);
  if (G.decision && !after.ctx.gameover) {
    const d = G.decision;
    if (d.kind === 'place') {
      expect(after.ctx.phase).toBe('placement');
      expect(after.ctx.currentPlayer).toBe(d.player);
    } else {
      expect(after.ctx.activePlayers).toEqual({ [d.player]: d.kind });
    }
  }
}

/**
 * The end screen's numbers recomputed from the final stock (§9): 3 points per gold,
 * 1 per 3 other cubes, 1 per 4 deniers, added to the points of play; the winners
 * are the top scores (shared, the rulebook's default).
 */
function checkFinalScoring(G: CaylusState, result: GameResult): void {
  for (const p of G.turnOrder) {
    const me = G.players[p];
    const basic = me.cubes.food + me.cubes.wood + me.cubes.stone + me.cubes.cloth;
    const breakdown = result.breakdown[p];
    expect(breakdown.gold, `gold of ${p}`).toBe(me.cubes.gold * 3);
    expect(breakdown.cubes, `cubes of ${p}`).toBe(Math.floor(basic / 3));
    expect(breakdown.deniers, `deniers of ${p}`).toBe(Math.floor(me.deniers / 4));
    expect(result.scores[p], `score of ${p}`).toBe(
      breakdown.play + breakdown.gold + breakdown.cubes + breakdown.deniers,
    );
    expect(result.scores[p]).toBe(me.vp);
  }
  const top = Math.max(...G.turnOrder.map((p) => result.scores[p]));
  expect([...result.winners].sort()).toEqual(G.turnOrder.filter((p) => result.scores[p] === top).sort());
  expect(result.winner).toBe(result.winners.length === 1 ? result.winners[0] : undefined);
  expect(result.draw).toBe(
    result.winners.length === G.turnOrder.length && result.winners.length > 1 ? true : undefined,
  );
}

describe('seeded random games through the real reducer', () => {
  // One game per player count: the invariants are the same in every game, so a
  // second seed at the same count only repeated them.
  for (const numPlayers of [2, 3, 4, 5]) {
    it(`${numPlayers} players: reaches game over with every invariant holding after every move`, () => {
      let checks = 0;
      const { state, moves } = playRandomGame(caylus, {
        numPlayers,
        seed: `caylus-${numPlayers}-a`,
        check: (b, a, played) => {
          checkInvariants(b as State<CaylusState>, a as State<CaylusState>, played);
          checks++;
        },
      });
      expect(checks).toBe(moves);
      const G = state.G as CaylusState;
      expect(G.scoredSections).toContain('towers');
      checkFinalScoring(G, state.ctx.gameover as GameResult);
    });
  }

  it('with every table option changed', () => {
    const { state } = playRandomGame(caylus, {
      numPlayers: 4,
      seed: 'options',
      setupData: { jeweller: false, lawyerVp: '3', simplifiedFavours: true, tieBreak: 'deniers' },
      check: (b, a, played) => checkInvariants(b as State<CaylusState>, a as State<CaylusState>, played),
    });
    const G = state.G as CaylusState;
    expect(G.options).toEqual({ jeweller: false, lawyerVp: 3, simplifiedFavours: true, tieBreak: 'deniers' });
    expect(G.result?.winners).toHaveLength(1);
  });
});

describe('bots', () => {
  it('RandomBot and a small MCTSBot play a whole 3-player game through enumerate', async () => {
    const game = { ...caylus, seed: 'bots' };
    const reducer = CreateGameReducer({ game });
    let state = InitializeGame({ game, numPlayers: 3 }) as State<CaylusState>;
    const enumerate = caylus.ai!.enumerate;
    const bots = {
      '0': new MCTSBot({ game, enumerate, seed: 'm', iterations: 2, playoutDepth: 2 }),
      '1': new RandomBot({ enumerate, seed: 'r1' }),
      '2': new RandomBot({ enumerate, seed: 'r2' }),
    } as const;
    let moves = 0;
    while (!state.ctx.gameover) {
      const playerID = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer;
      const { action } = await bots[playerID as '0' | '1' | '2'].play(state, playerID);
      expect(action, `bot ${playerID} found no move`).toBeTruthy();
      const next = reducer(state, action!) as State<CaylusState>;
      expect(next._stateID).toBe(state._stateID + 1);
      state = next;
      moves++;
      expect(moves).toBeLessThan(5000);
    }
    expect((state.G as CaylusState).result).not.toBeNull();
  });
});
