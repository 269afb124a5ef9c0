import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { createInlineBotRunner } from '../bots/inlineRunner';
import type { BotRequest, BotRunner } from '../bots/types';
import { fixture } from '../test/fixtures';
import { renderApp } from '../test/render';
import { OnlineBot } from './OnlineBot';

// An online bot seat against boardgame.io's in-browser master: the master applies
// the game's playerView for the bot's seat exactly as the server does, so what the
// bot decides from is what an online bot gets.

afterEach(() => {
  vi.restoreAllMocks();
});

function table(matchID: string) {
  const transport = Local();
  // The other seat, to see the bot's moves arrive at the master.
  const other = Client({ game: fixture, multiplayer: transport, matchID, playerID: '1', numPlayers: 2, debug: false });
  other.start();
  return { transport, other };
}

describe('OnlineBot', () => {
  it("decides from the seat's view that the server sends, and plays the move", async () => {
    const { transport, other } = table('m1');
    const requests: BotRequest[] = [];
    const inline = createInlineBotRunner(async () => fixture);
    const runner: BotRunner = { decide: (r) => { requests.push(structuredClone(r)); return inline.decide(r); }, dispose() {} };
    const onProblem = vi.fn();
    renderApp(
      <OnlineBot
        gameId="fixture" game={fixture} matchID="m1" numPlayers={2} runner={runner} delayMs={0} onProblem={onProblem}
        bot={{ playerID: '0', credentials: 'c', level: 'normal' }} multiplayer={() => transport}
      />,
    );
    await waitFor(() => expect(other.getState()?._stateID).toBeGreaterThan(0));
    const view = requests[0]?.view as unknown as { hands: Record<string, number[]>; secret: { deck: number[] } };
    expect(requests[0]).toMatchObject({ gameId: 'fixture', playerID: '0', players: ['0', '1'], level: 'normal', seed: 'm1/0/0' });
    expect(view.hands['0']?.every((c) => c > 0)).toBe(true);
    expect(view.hands['1']).toEqual([0, 0]);
    expect(view.secret.deck).toEqual([]);
    expect(onProblem).toHaveBeenLastCalledWith('0', null);
    other.stop();
  });

  it('reports a failed decision (logged with game, seat and state) and plays nothing instead', async () => {
    const { transport, other } = table('m2');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runner: BotRunner = { decide: async () => { throw new Error('engine broke'); }, dispose() {} };
    const onProblem = vi.fn();
    renderApp(
      <OnlineBot
        gameId="fixture" game={fixture} matchID="m2" numPlayers={2} runner={runner} delayMs={0} onProblem={onProblem}
        bot={{ playerID: '0', credentials: 'c', level: 'hard' }} multiplayer={() => transport}
      />,
    );
    await waitFor(() => expect(onProblem).toHaveBeenCalledWith('0', { kind: 'failed', seat: '0', reason: 'engine broke' }));
    expect(error).toHaveBeenCalledWith('Bot failed (game fixture, seat 0, state 0):', expect.any(Error));
    await new Promise((r) => setTimeout(r, 50));
    expect(other.getState()?._stateID).toBe(0);
    other.stop();
  });
});
