import { describe, expect, it } from 'vitest';
import { checkMessage } from '../../../engine/contract';
import { game as troyes } from '../game';
import { troyesSpec } from '../spec';
import type { TroyesState } from '../state';
import { troyesCounters, troyesMessages, troyesPrompt } from '../ui';
import { troyesView } from '../view';
import { playRandomGame } from '../../../engine/testing/playout';
import { atActions, atFight, dice, must, newState, reveal, scripted, useAll } from './helpers';

// The catalogue: every log entry and every prompt the game produces is declared,
// with its parameters' kinds; every declared key is produced somewhere (random
// games, or the positions below for the rare ones); prompts and counters per seat.

const logKeys = new Set<string>();
const promptKeys = new Set<string>();

function collect(G: TroyesState): void {
  for (const e of G.log) {
    expect(checkMessage(troyesMessages.log, e), e.key).toBeNull();
    logKeys.add(e.key);
  }
  for (const seat of [...G.playOrder, null]) {
    const view = troyesView(G, seat);
    const prompt = troyesPrompt(view, seat);
    expect(checkMessage(troyesMessages.prompt, prompt), prompt.key).toBeNull();
    promptKeys.add(prompt.key);
    if (seat === null) continue;
    for (const c of troyesCounters(view, seat)) expect(troyesMessages.counters).toContain(c.key);
  }
}

describe('messages', () => {
  it('random games produce only declared entries and prompts', () => {
    for (const n of [2, 3, 4]) {
      playRandomGame(troyes, {
        numPlayers: n,
        seed: `catalogue-${n}`,
        check: (_b, after) => collect(after.G as TroyesState),
      });
    }
  }, 60_000);

  it("rare decisions produce theirs: a tradesman to choose, a count, the Miller's split, the Archer's hits, the Knight's cubes", () => {
    const G = atActions(newState(2));
    dice(G, 'n', 'r1');
    reveal(G, 'red2', 'mercenary');
    reveal(G, 'red1', 'archer');
    G.cards.red1.tradesmen = ['0'];
    dice(G, '0', 'r4 r6');
    must(G, '0', 'activate', ['red2', ['0r4'], null]);
    collect(G);
    must(G, '0', 'tradesman', ['supply']);
    G.turn.player = '0';
    must(G, '0', 'activate', ['red1', ['0r6'], null]);
    collect(G);
    useAll(G, '0', scripted([6, 6, 1]));
    collect(G);
    must(G, '0', 'archerCube', ['pillage']);
    must(G, '0', 'archerCube', [null]);
    collect(G);
    const K = atActions(newState(2));
    dice(K, 'n', 'r1');
    reveal(K, 'red1', 'chevalier');
    K.cards.red1.tradesmen = ['0'];
    dice(K, '0', 'r4 r4');
    must(K, '0', 'activate', ['red1', ['0r4', '0r4'], null]);
    useAll(K);
    collect(K);
    must(K, '0', 'archerCube', ['pillage']);
    must(K, '0', 'archerCube', [null]);
    collect(K);
    for (const [space, id, move, arg] of [
      ['yellow1', 'miller', 'split', 1],
      ['yellow2', 'innkeeper', 'count', 2],
    ] as const) {
      const H = atActions(newState(2));
      dice(H, 'n', 'r1');
      reveal(H, space, id);
      H.cards[space].tradesmen = ['0'];
      dice(H, '0', 'y5 y6');
      must(H, '0', 'activate', [space, ['0y5', '0y6'], null]);
      collect(H);
      if (move === 'split') {
        useAll(H);
        must(H, '0', 'split', [arg]);
      } else must(H, '0', 'count', [arg]);
      collect(H);
    }
  });

  it('spending influence asks for an action, no longer a pass', () => {
    const G = atActions(newState(2));
    dice(G, '0', 'y3');
    collect(G);
    must(G, '0', 'reroll', ['0y3'], scripted([5]));
    expect(troyesPrompt(troyesView(G, '0'), '0').key).toBe('actionNoPass');
    collect(G);
  });

  it("fights produce the fighter's prompts", () => {
    const G = atFight(newState(3), '1', [6, 2]);
    dice(G, '1', 'r3 y1');
    collect(G);
    must(G, '1', 'takeBlack', [[6]]);
    collect(G);
    const H = atFight(newState(3), '1', [6]);
    dice(H, '1', 'y1');
    collect(H);
    must(H, '1', 'concede', []);
    collect(H);
  });

  it('every declared key is produced', () => {
    expect([...logKeys].sort()).toEqual(Object.keys(troyesMessages.log).sort());
    expect([...promptKeys].sort()).toEqual(Object.keys(troyesMessages.prompt).sort());
  });
});

describe('prompt and counters', () => {
  it('ask the acting seat and tell the others whom they wait for', () => {
    const G = newState(3);
    expect(troyesPrompt(G, '0')).toEqual({ key: 'draft', params: { left: 5 } });
    expect(troyesPrompt(G, '1')).toEqual({ key: 'waitDraft', params: { player: '0' } });
    expect(troyesPrompt(G, null)).toEqual({ key: 'waitDraft', params: { player: '0' } });
  });

  it('show a player\'s VP to himself only, as "?" to others', () => {
    const G = atActions(newState(2));
    G.players['1'].vp = 7;
    G.players['1'].passMoney = 3;
    expect(troyesCounters(troyesView(G, '1'), '1')).toEqual([
      { key: 'vp', value: 7 },
      { key: 'deniers', value: 5 },
      { key: 'influence', value: 4 },
      { key: 'supply', value: 6 },
      { key: 'passMoney', value: 3 },
    ]);
    expect(troyesCounters(troyesView(G, '0'), '1')[0]).toEqual({ key: 'vp', value: '?' });
    expect(troyesCounters(troyesView(G, null), '1')[0]).toEqual({ key: 'vp', value: '?' });
  });

  it("the spec is the game's", () => {
    expect(troyes.spec).toBe(troyesSpec);
    expect(troyesSpec.secrecy).toBe('perSeat');
  });
});
