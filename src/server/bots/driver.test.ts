import { describe, expect, it } from 'vitest';
import type { Server, State } from 'boardgame.io';
import { fixtureGame } from '../../engine/fixture/game';
import type { AnyContractGame } from '../../engine/contract';
import type { BotRequest } from '../../client/bots/types';
import { createLogger } from '../logger';
import { BotDriver } from './driver';
import { DecisionDropped, type BotPool, type DecisionContext } from './pool';

// The driver alone, with a pool and a transport of our own: who acts, stale
// decisions dropped, several bots of a simultaneous stage each acting.

function metadata(bots: Record<string, string>, seats = 3): Server.MatchData {
  const players: Server.MatchData['players'] = {};
  for (let id = 0; id < seats; id++) {
    const level = bots[String(id)];
    players[id] = level
      ? { id, name: `Bot ${id + 1}`, credentials: `c${id}`, data: { bot: level } }
      : { id, name: `P${id}`, credentials: `c${id}` };
  }
  return { gameName: 'fixture', players, createdAt: 0, updatedAt: 0 };
}

function stateAt(stateID: number, active: string[] | null, current = '0'): State {
  const G = fixtureGame.spec.setup(['0', '1', '2'], { target: '10', plantedBug: false } as never, {
    number: () => 0.5,
    shuffle: (x) => [...x],
    die: () => 1,
  });
  return {
    G,
    _stateID: stateID,
    plugins: {},
    _undo: [],
    _redo: [],
    ctx: {
      numPlayers: 3,
      playOrder: ['0', '1', '2'],
      playOrderPos: Number(current),
      currentPlayer: current,
      turn: 1,
      phase: 'default',
      activePlayers: active ? Object.fromEntries(active.map((p) => [p, 'confirm'])) : null,
    },
  } as unknown as State;
}

function harness(initial: State, meta: Server.MatchData) {
  const asked: {
    request: BotRequest;
    context: DecisionContext;
    wanted: () => boolean;
    answer: (move: { move: string; args: unknown[] }) => void;
    fail: (error: Error) => void;
  }[] = [];
  const played: { seat: string; stateID: number }[] = [];
  const pool = {
    decide: (request: BotRequest, context: DecisionContext, wanted: () => boolean) =>
      new Promise((resolve, reject) => asked.push({ request, context, wanted, answer: resolve, fail: reject })),
  } as unknown as BotPool;
  const driver = new BotDriver({
    games: new Map([['fixture', fixtureGame as unknown as AnyContractGame]]),
    storage: {
      fetch: async (_id: string, opts: { state?: boolean; metadata?: boolean }) => ({
        ...(opts.state ? { state: initial } : {}),
        ...(opts.metadata ? { metadata: meta } : {}),
      }),
      listMatches: async () => ['m'],
    } as never,
    pool,
    settled: async () => true,
    log: createLogger('silent'),
    paceMs: 0,
    play: async (_game, _matchID, seat, _move, stateID) => {
      played.push({ seat, stateID });
      return 'applied';
    },
  });
  return { driver, asked, played };
}

const tick = () => new Promise((r) => setTimeout(r, 10));

describe('the bot driver', () => {
  it('asks for the acting bot seats only, with their own view, and plays the answer on the state it was for', async () => {
    const { driver, asked, played } = harness(stateAt(5, null, '1'), metadata({ '1': 'easy', '2': 'hard' }));
    await driver.resumeAll();
    await tick();
    expect(asked.map((a) => a.context)).toEqual([{ matchID: 'm', seat: '1', stateID: 5 }]);
    const view = asked[0].request.view as unknown as { hands: Record<string, number[]>; secret: { deck: number[] } };
    expect(view.secret.deck).toEqual([]);
    expect(view.hands['0'].every((c) => c === 0)).toBe(true);
    expect(asked[0].request).toMatchObject({
      gameId: 'fixture',
      playerID: '1',
      level: 'easy',
      players: ['0', '1', '2'],
      seed: 'm/5/1',
    });
    asked[0].answer({ move: 'add', args: [1] });
    await tick();
    expect(played).toEqual([{ seat: '1', stateID: 5 }]);
    await driver.close();
  });

  it('has each bot of a simultaneous stage act, and drops a decision whose state has moved on', async () => {
    const { driver, asked, played } = harness(stateAt(8, ['1', '2']), metadata({ '1': 'easy', '2': 'normal' }));
    await driver.resumeAll();
    await tick();
    expect(asked.map((a) => a.context.seat).sort()).toEqual(['1', '2']);
    asked.find((a) => a.context.seat === '1')!.answer({ move: 'confirm', args: [] });
    await tick();
    expect(played).toEqual([{ seat: '1', stateID: 8 }]);
    // The state moved on (seat 1's move): seat 2 is asked again, its old decision dropped.
    driver.observeState('m', stateAt(9, ['2']));
    await tick();
    expect(asked.filter((a) => a.context.seat === '2').map((a) => a.context.stateID)).toEqual([8, 9]);
    asked.find((a) => a.context.seat === '2' && a.context.stateID === 8)!.answer({ move: 'confirm', args: [] });
    await tick();
    expect(played).toHaveLength(1);
    asked.find((a) => a.context.seat === '2' && a.context.stateID === 9)!.answer({ move: 'confirm', args: [] });
    await tick();
    expect(played).toEqual([
      { seat: '1', stateID: 8 },
      { seat: '2', stateID: 9 },
    ]);
    await driver.close();
  });

  it('lets the pool drop a queued decision once its state has moved on, and asks again', async () => {
    const { driver, asked, played } = harness(stateAt(8, ['1', '2']), metadata({ '1': 'easy', '2': 'normal' }));
    await driver.resumeAll();
    await tick();
    const old = asked.find((a) => a.context.seat === '2')!;
    expect(old.wanted()).toBe(true);
    driver.observeState('m', stateAt(9, ['2']));
    await tick();
    expect(old.wanted()).toBe(false);
    const fresh = asked.find((a) => a.context.seat === '2' && a.context.stateID === 9)!;
    expect(fresh.wanted()).toBe(true);
    // The pool drops it rather than have a worker think about it: no retry, nothing played.
    old.fail(new DecisionDropped('moved on'));
    await tick();
    expect(driver.pending).toBe(1 + 1); // seat 1's decision for state 8 and seat 2's for state 9
    fresh.answer({ move: 'confirm', args: [] });
    await tick();
    expect(played).toEqual([{ seat: '2', stateID: 9 }]);
    await driver.close();
  });

  it("leaves a waiting table and a person's turn alone", async () => {
    const waiting = metadata({ '1': 'easy' });
    delete waiting.players[2].name;
    const a = harness(stateAt(1, null, '1'), waiting);
    await a.driver.resumeAll();
    await tick();
    expect(a.asked).toHaveLength(0);
    const b = harness(stateAt(1, null, '0'), metadata({ '1': 'easy' }));
    await b.driver.resumeAll();
    await tick();
    expect(b.asked).toHaveLength(0);
    await a.driver.close();
    await b.driver.close();
  });
});
