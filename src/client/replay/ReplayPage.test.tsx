import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LogEntry, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { fixtureGame } from '../../engine/fixture/game';
import { playRandomGame } from '../../engine/testing/playout';
import { buildReplays, endAtStoredState } from '../../engine/replay/replay';
import { navigate } from '../site/router';
import { renderApp, testServices } from '../test/render';
import { ReplayPage } from './ReplayPage';
import { stepOfTurn } from './timeline';
import type { ReplayWire } from '../../engine/replay/wire';

// The replay page in jsdom, on a whole fixture game replayed as the server does
// (buildReplays): stepping with the keys, jumping to a turn, playing to the end at
// the chosen pace, switching the point of view; nothing on the board can be played.

const MATCH = 'm1';

function finishedFixture(): Map<string | null, ReplayWire> {
  return playedFixture().replays;
}

function playedFixture() {
  const game = { ...fixtureGame, seed: 'replay-page' };
  const initial = InitializeGame({ game, numPlayers: 2, setupData: { target: '30' } }) as State;
  const log: LogEntry[] = [];
  const { state } = playRandomGame(game, {
    numPlayers: 2,
    seed: 'replay-page',
    setupData: { target: '30' },
    check: (before, _after, played) => {
      log.push({
        action: { type: 'MAKE_MOVE', payload: { type: played.move, args: played.args, playerID: played.playerID } },
        _stateID: before._stateID,
        turn: before.ctx.turn,
        phase: before.ctx.phase,
      });
    },
  });
  return {
    game,
    initial,
    log,
    final: state as State,
    replays: buildReplays(game, MATCH, initial, log, [null, '0', '1']).replays,
  };
}

/** A match whose moves no longer replay as played after its fifth: those five, then its stored end. */
function divergedFixture(): Map<string | null, ReplayWire> {
  const { game, initial, log, final } = playedFixture();
  const five = log.slice(0, 5);
  return endAtStoredState(game, buildReplays(game, MATCH, initial, five, [null, '0', '1']), true, final);
}

const replays = finishedFixture();
let serving = replays;
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const seat = new URL(url, 'http://site').searchParams.get('seat');
      return new Response(JSON.stringify(serving.get(seat)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  serving = replays;
});

function open(seat: string | null, table: { name?: string; number?: number } = {}) {
  navigate(`/replay/fixture/${MATCH}${seat === null ? '' : `?seat=${seat}`}`);
  const services = testServices();
  services.lobby.getMatch.mockResolvedValue({
    matchID: MATCH,
    gameName: 'fixture',
    players: [
      { id: 0, name: 'Ann', ...(table.name ? { data: { tableName: table.name } } : {}) },
      { id: 1, name: 'Bob' },
    ],
    ...(table.number === undefined ? {} : { tableNumber: table.number }),
    createdAt: 0,
    updatedAt: 0,
  });
  return renderApp(<ReplayPage gameId="fixture" matchID={MATCH} />, { services });
}

const shown = () => Number(screen.getByTestId('replay-step').getAttribute('data-step'));

// jsdom draws a whole table per step: slow on a loaded machine.
describe('the replay page', () => {
  const replay = replays.get('0')!;
  const last = replay.steps.length - 1;

  it("asks the server for the seat's replay and steps through it with the keys", async () => {
    open('0');
    await screen.findByText(`Move 0 of ${last}`);
    expect(requested).toEqual([`/games/fixture/${MATCH}/replay?seat=0`]);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown()).toBe(1);
    expect(screen.getByTestId('replay-step').textContent).toContain(`Move 1 of ${last}`);
    fireEvent.keyDown(window, { key: 'End' });
    expect(shown()).toBe(last);
    // The end as the game ends it: the end screen.
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown()).toBe(last);
    fireEvent.keyDown(window, { key: 'Home' });
    expect(shown()).toBe(0);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe(0);
    // Nothing to play, whoever's turn it is at the step shown.
    expect(screen.queryAllByRole('button', { name: /^add|^draw|^confirm/i })).toEqual([]);
  }, 20_000);

  it('says when the moves no longer replay as played, and ends on the stored end', async () => {
    serving = divergedFixture();
    open('0');
    await screen.findByText('Move 0 of 6');
    expect(screen.getByTestId('replay-diverged').textContent).toBe(
      'This game was played under an earlier version of the rules, and its moves no longer replay the same. The replay follows the game as played up to move 5, then shows how it ended.',
    );
    fireEvent.keyDown(window, { key: 'End' });
    expect(shown()).toBe(6);
    expect(screen.getByTestId('replay-step').textContent).toContain(
      'How the game ended (the moves before it no longer replay under today’s rules).',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 20_000);

  it('jumps to a turn', async () => {
    open('0');
    await screen.findByText(`Move 0 of ${last}`);
    const turn = replay.steps[Math.floor(last / 2)]!.turn;
    fireEvent.change(screen.getByLabelText('Go to turn'), { target: { value: String(turn) } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(shown()).toBe(stepOfTurn(replay.steps, turn));
    expect(replay.steps[shown()]!.turn).toBe(turn);
    expect(replay.steps[shown() - 1]!.turn).toBeLessThan(turn);
  }, 20_000);

  it('plays to the end at the chosen pace, then stops', async () => {
    open('0');
    await screen.findByText(`Move 0 of ${last}`);
    fireEvent.keyDown(window, { key: 'End' });
    for (let i = 0; i < 3; i++) fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe(last - 3);
    vi.useFakeTimers();
    try {
      fireEvent.change(screen.getByLabelText('Pause between moves'), { target: { value: '500' } });
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      // Each move is shown once the page has drawn the one before: one pause at a time.
      const shownAfter = async (ms: number) => {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(ms);
        });
        return shown();
      };
      expect(await shownAfter(499)).toBe(last - 3);
      expect(await shownAfter(1)).toBe(last - 2);
      expect(await shownAfter(500)).toBe(last - 1);
      expect(await shownAfter(500)).toBe(last);
      expect(await shownAfter(5000)).toBe(last);
      expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);

  it('switches to another point of view at the same step', async () => {
    open('0');
    await screen.findByText(`Move 0 of ${last}`);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.change(screen.getByTestId('replay-pov'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('replay').getAttribute('data-pov')).toBe('spectator'));
    expect(requested).toEqual([`/games/fixture/${MATCH}/replay?seat=0`, `/games/fixture/${MATCH}/replay`]);
    expect(window.location.search).toBe('');
    expect(shown()).toBe(2);
  }, 20_000);

  it("names the table in the tab's title and heading by its name and number", async () => {
    open('0', { name: 'Alice tikal test', number: 12 });
    await waitFor(() => expect(document.title).toBe('Alice tikal test (Fixture, table 12): replay'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alice tikal test (Fixture, table 12): replay');
  }, 20_000);

  it('names an unnamed table by its game and number', async () => {
    open('0', { number: 7 });
    await waitFor(() => expect(document.title).toBe('Fixture, table 7: replay'));
  }, 20_000);
});
