// Every log entry and every prompt Caylus produces fits its catalogue (declared
// key, declared parameters only, each present, each of its declared kind), over
// seeded games through the real reducer and eager games on the pure rules.
// One reducer game per player count and option set: every move's entries and
// prompts are checked in each, so a second seed of the same set only repeats the
// checks; the last test checks that the games still reach every declared key.
import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { checkMessage } from '../../../engine/contract/messages';
import { seededRng } from '../../../engine/contract/rng';
import { playRandomGame } from '../../../engine/testing/playout';
import { eagerMove } from '../bot';
import { game } from '../game';
import { messages } from '../messages';
import { apply, legalMoves } from '../moves';
import { grantFavours } from '../grant';
import { proceed } from '../proceed';
import type { CaylusState } from '../state';
import { counters, prompt } from '../ui';
import { act, newGame, passAll, putBuilding, runUntil, setStock } from './helpers';

const seen = { log: new Set<string>(), prompt: new Set<string>() };

/** Checks the entries added since `from` and what every seat and a spectator are shown now. */
function checkState(G: CaylusState, from: number, where: string): void {
  for (const e of G.log.slice(from)) {
    expect(checkMessage(messages.log, e), `${where}: ${JSON.stringify(e)}`).toBeNull();
    seen.log.add(e.key);
  }
  for (const viewer of [...G.turnOrder, null]) {
    const shown = prompt(G, viewer);
    expect(
      checkMessage(messages.prompt, shown),
      `${where}, seat ${String(viewer)}: ${JSON.stringify(shown)}`,
    ).toBeNull();
    seen.prompt.add(shown.key);
  }
  for (const p of G.turnOrder) {
    for (const c of counters(G, p)) expect(messages.counters, `${where}: counter ${c.key}`).toContain(c.key);
  }
}

describe('messages against the catalogue', () => {
  it.each([
    [2, undefined],
    [3, undefined],
    [4, undefined],
    [5, undefined],
    [4, { jeweller: false, lawyerVp: '3', simplifiedFavours: true, tieBreak: 'deniers' }],
  ])(
    'random games through the reducer, %i players, options %o',
    (numPlayers, setupData) => {
      const where = `${numPlayers} players`;
      const { state } = playRandomGame(game, {
        numPlayers,
        seed: `messages-${numPlayers}-a-${setupData ? 'options' : 'default'}`,
        setupData,
        check: (before, after) =>
          checkState((after as State<CaylusState>).G, (before as State<CaylusState>).G.log.length, where),
      });
      const G = (state as State<CaylusState>).G;
      checkState(G, 0, `${where}, the whole log`);
      for (const p of G.turnOrder) {
        expect(Object.keys(G.result!.breakdown[p]).sort()).toEqual([...messages.scores].sort());
      }
    },
    60_000,
  );

  it('eager games on the pure rules (they build, convert and trade far more)', () => {
    for (let i = 0; i < 10; i++) {
      const G = newGame(2 + (i % 4));
      const rng = seededRng(`messages-eager-${i}`);
      while (G.decision) {
        const from = G.log.length;
        const p = G.decision.player;
        apply(G, p, eagerMove(G, p, legalMoves(G, p), rng));
        checkState(G, from, `eager game ${i}`);
      }
    }
  }, 60_000);

  // What random and eager games hardly ever reach, in the positions of the rule tests.
  it("an Architect's prestige building", () => {
    const G = newGame(3);
    putBuilding(G, 9, 'architect_1', '1');
    putBuilding(G, 10, 'residence', '0');
    setStock(G, '0', { stone: 2, gold: 1 });
    G.provost = 9;
    act(G, '0', 'place', 9);
    passAll(G);
    runUntil(G, 'prestige');
    checkState(G, 0, 'at the Architect');
    act(G, '0', 'buildPrestige', 'statue', 10);
    checkState(G, 0, 'after the Architect');
  });

  it('five favours at once: an exchange, a favour building, a lost favour', () => {
    const G = newGame(3);
    G.favourColumnLimit = 5;
    G.players['0'].favours.resources = 3;
    G.players['0'].favours.buildings = 1;
    setStock(G, '0', { food: 3, wood: 3, stone: 3, cloth: 3, gold: 1 });
    grantFavours(G, '0', 5, 'test');
    proceed(G);
    act(G, '0', 'favour', 'resources');
    act(G, '0', 'exchange', 'gold', 'wood', 'wood');
    act(G, '0', 'favour', 'buildings');
    expect(G.decision?.kind).toBe('favourBuilding');
    checkState(G, 0, 'at the buildings favour');
    act(G, '0', 'decline');
    act(G, '0', 'favour', 'prestige');
    act(G, '0', 'favour', 'deniers');
    checkState(G, 0, 'after the favours');
    expect(G.log.map((e) => e.key)).toContain('favourLost');
  });

  it('a Lawyer favour that waits for a worker, and a full castle', () => {
    const G = newGame(3);
    G.players['0'].favours.buildings = 3;
    G.favourColumnLimit = 4;
    G.castle.dungeon = Array<string>(6).fill('2');
    G.castle.walls = Array<string>(10).fill('2');
    G.castle.towers = Array<string>(14).fill('2');
    setStock(G, '0', { cloth: 2 }, 7);
    act(G, '0', 'place', 'jousting');
    act(G, '1', 'place', 3);
    act(G, '2', 'place', 'castle');
    passAll(G);
    act(G, '0', 'joust');
    act(G, '0', 'favour', 'buildings');
    act(G, '0', 'convert', 3);
    runUntil(G, 'place');
    checkState(G, 0, 'after the turn');
    expect(G.log.map((e) => e.key)).toEqual(expect.arrayContaining(['convertLater', 'castleFull']));
  });

  it('between them, the games produced every declared key', () => {
    const unseen = {
      log: Object.keys(messages.log).filter((k) => !seen.log.has(k)),
      prompt: Object.keys(messages.prompt).filter((k) => !seen.prompt.has(k)),
    };
    expect(unseen).toEqual({ log: [], prompt: [] });
  });
});
