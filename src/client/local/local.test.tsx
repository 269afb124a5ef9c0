import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineGame } from '../../engine/contract';
import { fixtureSpec } from '../../engine/fixture/game';
import { createInlineBotRunner } from '../bots/inlineRunner';
import type { BotRequest, BotRunner } from '../bots/types';
import type { AnyGame } from '../registry/types';
import { renderApp, testServices } from '../test/render';
import { fixture } from '../test/fixtures';
import { localGameFor, newLocalMatchID, seedOfLocalMatch } from './localGame';
import { LocalPage } from './LocalPage';
import { ReplayPage } from '../replay/ReplayPage';
import { navigate } from '../site/router';
import { pruneStoredMatches, saveGame } from './savedGame';
import { screenSeat, type SeatPlan } from './seatPlan';

function totals(seat: string): string {
  const panel = screen.getByTestId(`player-panel-${seat}`);
  return within(panel).getByText('Total').closest('.counter')?.querySelector('dd')?.textContent ?? '';
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Two people at the table, named Ann and Ben, then Start. */
async function startHotseat(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Player 2' }), 'human');
  const names = screen.getAllByRole('textbox', { name: 'Name' });
  await user.clear(names[0] as HTMLElement);
  await user.type(names[0] as HTMLElement, 'Ann');
  await user.clear(names[1] as HTMLElement);
  await user.type(names[1] as HTMLElement, 'Ben');
  await user.click(screen.getByRole('button', { name: 'Start' }));
}

/** The fixture game with other secrecy (its rules unchanged). */
function withSecrecy(secrecy: 'none' | 'shared'): AnyGame {
  return defineGame({ ...fixtureSpec, secrecy } as typeof fixtureSpec);
}

describe('hotseat', () => {
  it('offers the table options a screen can keep, not the game mode and its clocks', async () => {
    renderApp(<LocalPage gameId="fixture" />);
    expect(await screen.findByLabelText('Confirm moves that cannot be taken back')).toBeTruthy();
    expect(screen.queryByLabelText('Game mode')).toBeNull();
    expect(screen.queryByLabelText(/out of time/i)).toBeNull();
  });

  it('hides the board between players of a game with per-seat secrets and acts as the seat on screen', async () => {
    const user = userEvent.setup();
    renderApp(<LocalPage gameId="fixture" />);
    await startHotseat(user);

    const cover = await screen.findByTestId('hand-over');
    expect(within(cover).getByText('Ann')).toBeTruthy();
    // Nothing of the board is shown behind the cover.
    expect(screen.queryByRole('heading', { name: 'State' })).toBeNull();
    expect(screen.queryByRole('button', { name: /add/ })).toBeNull();
    await user.keyboard('{Enter}');

    // Ann sees her own hand and not Ben's.
    await screen.findByRole('heading', { name: 'State' });
    const hands = screen.getByText('hands', { selector: 'dt' }).closest('.state-row') as HTMLElement;
    const [annHand, benHand] = within(hands).getAllByRole('listitem');
    expect(benHand?.textContent).toContain('[0,0]');
    expect(annHand?.textContent).not.toContain('[0,0]');
    await user.click(screen.getByRole('button', { name: /add 3/ }));
    expect(within(await screen.findByTestId('hand-over')).getByText('Ben')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /I am ready/ }));
    await user.click(await screen.findByRole('button', { name: /add 1/ }));
    await screen.findByTestId('hand-over');
    expect(totals('0')).toBe('3');
    expect(totals('1')).toBe('1');
  });

  it.each(['none', 'shared'] as const)(
    'never covers the board when secrecy is %s: nothing differs between seats',
    async (secrecy) => {
      const user = userEvent.setup();
      const game = withSecrecy(secrecy);
      const services = testServices({ loadGame: async () => game });
      renderApp(<LocalPage gameId="fixture" />, { services });
      await startHotseat(user);
      await user.click(await screen.findByRole('button', { name: /add 3/ }));
      // Straight to Ben: his moves, no hand-over screen.
      await waitFor(() => expect(totals('0')).toBe('3'));
      expect(screen.queryByTestId('hand-over')).toBeNull();
      expect(within(screen.getByTestId('player-panel-1')).getByText('to play')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /add 1/ }));
      await waitFor(() => expect(totals('1')).toBe('1'));
      expect(screen.queryByTestId('hand-over')).toBeNull();
    },
  );
});

/** The fixture game where only confirming a drawn card needs the drawer's secrets on screen. */
function secretOnlyWhenConfirming(): AnyGame {
  return defineGame({
    ...fixtureSpec,
    needsSecrets: (G: { confirming: string | null }, p: string) => G.confirming === p,
  } as typeof fixtureSpec);
}

function handsShown(): string[] {
  const hands = screen.getByText('hands', { selector: 'dt' }).closest('.state-row') as HTMLElement;
  return within(hands)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

describe('hotseat, secrets on request', () => {
  it('plays a decision that needs no secrets on the public board, shows them on request and hides them at the next seat', async () => {
    const user = userEvent.setup();
    const services = testServices({ loadGame: async () => secretOnlyWhenConfirming() });
    renderApp(<LocalPage gameId="fixture" />, { services });
    await startHotseat(user);

    // Ann adds without a hand-over screen; both hands face down.
    await screen.findByRole('heading', { name: 'State' });
    expect(screen.queryByTestId('hand-over')).toBeNull();
    expect(handsShown().every((h) => h.includes('[0,0]'))).toBe(true);
    // Two people share the screen: the button names whose secrets it shows.
    await user.click(screen.getByRole('button', { name: /^Show blue circle Ann ?'s secrets$/ }));
    expect(handsShown()[0]).not.toContain('[0,0]');
    expect(handsShown()[1]).toContain('[0,0]');
    await user.click(screen.getByRole('button', { name: /^Hide blue circle Ann ?'s secrets$/ }));
    expect(handsShown()[0]).toContain('[0,0]');
    await user.click(screen.getByRole('button', { name: /^Show blue circle Ann ?'s secrets$/ }));
    await user.click(screen.getByRole('button', { name: /add 3/ }));

    // Ben's turn: no hand-over, Ann's hand face down again.
    await waitFor(() => expect(totals('0')).toBe('3'));
    expect(screen.queryByTestId('hand-over')).toBeNull();
    expect(handsShown().every((h) => h.includes('[0,0]'))).toBe(true);
    expect(
      screen.getByRole('button', { name: /^Show orange triangle Ben ?'s secrets$/ }).getAttribute('aria-pressed'),
    ).toBe('false');

    // Drawing leads to a decision on the card drawn: that one needs Ben's secrets.
    await user.click(screen.getByRole('button', { name: /draw/ }));
    const confirm = screen.queryByTestId('confirm-move');
    if (confirm) await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const cover = await screen.findByTestId('hand-over');
    expect(within(cover).getByText('Ben')).toBeTruthy();
    await user.click(within(cover).getByRole('button', { name: /I am ready/ }));
    await screen.findByRole('heading', { name: 'State' });
    expect(handsShown()[1]).not.toContain('[0,0]');
  });
});

describe('against bots', () => {
  it('lets a bot answer the person on screen, with no hand-over for a single person', async () => {
    const user = userEvent.setup();
    renderApp(<LocalPage gameId="fixture" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 2' }), 'random');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: /add 2/ }));
    expect(screen.queryByTestId('hand-over')).toBeNull();
    // The bot's move brings the turn back.
    await waitFor(
      () => expect(screen.getByTestId('prompt').textContent).toBe('Your turn: add 1, 2 or 3, or draw a card.'),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('player-panel-1').textContent).toContain('bot');
    expect(totals('0')).toBe('2');
  });

  it("decides from the bot seat's view, not the full state, with a seeded decision", async () => {
    const user = userEvent.setup();
    const requests: BotRequest[] = [];
    const inline = createInlineBotRunner(async () => fixture);
    const runner: BotRunner = {
      decide: (r) => {
        requests.push(structuredClone(r));
        return inline.decide(r);
      },
      dispose() {},
    };
    renderApp(<LocalPage gameId="fixture" />, { services: testServices({ createBotRunner: () => runner }) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 2' }), 'easy');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: /add 2/ }));
    await waitFor(() => expect(totals('1')).not.toBe('0'), { timeout: 5000 });

    const request = requests[0];
    expect(request).toMatchObject({ gameId: 'fixture', playerID: '1', players: ['0', '1'], level: 'easy' });
    const view = request?.view as unknown as { hands: Record<string, number[]>; secret: { deck: number[] } };
    // The bot sees its own hand and only zeros of the person's; the deck is not in its view.
    expect(view.hands['1']?.every((c) => c > 0)).toBe(true);
    expect(view.hands['0']).toEqual([0, 0]);
    expect(view.secret.deck).toEqual([]);
    expect(request?.seed).toMatch(/^local-.+\/\d+\/1$/);
  });

  it('shows and logs a failing bot, and plays no other move in its place', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runner: BotRunner = {
      decide: async () => {
        throw new Error('engine broke');
      },
      dispose() {},
    };
    renderApp(<LocalPage gameId="fixture" />, { services: testServices({ createBotRunner: () => runner }) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 2' }), 'hard');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: /add 2/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bot 2 failed and stopped: engine broke');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/game fixture, seat 1, state \d+/), expect.any(Error));
    await new Promise((r) => setTimeout(r, 100));
    expect(totals('1')).toBe('0');
    expect(screen.getByTestId('prompt').textContent).toBe('Waiting for ▲Bot 2 (hard).');
  });
});

describe('a game in progress', () => {
  it('is offered again with its players when the page comes back', async () => {
    const user = userEvent.setup();
    const first = renderApp(<LocalPage gameId="fixture" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 2' }), 'easy');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: /add 3/ }));
    first.unmount();

    renderApp(<LocalPage gameId="fixture" />);
    const saved = screen.getByRole('region', { name: 'A game in progress on this screen' });
    expect(saved.textContent).toContain('Bot 2 (easy)');
    await user.click(within(saved).getByRole('button', { name: 'Continue it' }));
    await waitFor(() => expect(totals('0')).toBe('3'));
  });
});

describe('a new game on one screen', () => {
  it('asks before throwing the game in progress away', async () => {
    const user = userEvent.setup();
    renderApp(<LocalPage gameId="fixture" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 2' }), 'easy');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: /add 3/ }));
    await waitFor(() => expect(totals('0')).toBe('3'));
    await user.click(screen.getByRole('button', { name: 'New game' }));
    // Nothing is lost yet.
    expect(totals('0')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(totals('0')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'New game' }));
    await user.click(screen.getByRole('button', { name: /Really start again/ }));
    await waitFor(() => expect(totals('0')).toBe('0'));
  });

  it('does not offer a finished game as a game in progress', async () => {
    const user = userEvent.setup();
    const first = renderApp(<LocalPage gameId="fixture" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 1' }), 'random');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 2' }), 'random');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.change(await screen.findByRole('slider'), { target: { value: '0' } });
    await screen.findByTestId('end-result', undefined, { timeout: 20_000 });
    first.unmount();
    renderApp(<LocalPage gameId="fixture" />);
    expect(screen.queryByRole('region', { name: 'A game in progress on this screen' })).toBeNull();
  }, 30_000);
});

describe('stored matches', () => {
  it('keeps only the saved game of a game id, and survives junk', () => {
    saveGame('tikal', { matchID: 'keep', setupData: {}, plan: [] });
    window.localStorage.setItem(
      'euro-tables-local-tikal_state',
      JSON.stringify([
        ['old', 1],
        ['keep', 2],
      ]),
    );
    window.localStorage.setItem('euro-tables-local-tikal_log', '{junk');
    window.localStorage.setItem('euro-tables-local-caylus_state', JSON.stringify([['other', 3]]));
    pruneStoredMatches('tikal');
    expect(window.localStorage.getItem('euro-tables-local-tikal_state')).toBe('[["keep",2]]');
    expect(window.localStorage.getItem('euro-tables-local-tikal_log')).toBeNull();
    expect(window.localStorage.getItem('euro-tables-local-caylus_state')).toBe('[["other",3]]');
  });
});

describe('local game', () => {
  it('drops playerView (the screen applies it) and binds setupData into setup, once per options', () => {
    const a = localGameFor(fixture, { target: '30' });
    expect(localGameFor(fixture, { target: '30' })).toBe(a);
    expect(localGameFor(fixture, { target: '60' })).not.toBe(a);
    expect(a.playerView).toBeUndefined();
    expect(a.spec).toBe(fixture.spec);
  });

  it("deals a match started from the page's ?seed= from that seed, and any other at random", () => {
    expect(newLocalMatchID('deal-7')).toBe('local-seed-deal-7');
    expect(seedOfLocalMatch('local-seed-deal-7')).toBe('deal-7');
    expect(localGameFor(fixture, {}, 'deal-7').seed).toBe('deal-7');
    expect(localGameFor(fixture, {}, 'deal-7')).not.toBe(localGameFor(fixture, {}, 'deal-8'));
    for (const ignored of [null, '', 'a b', '../x', 'x'.repeat(41)]) {
      const id = newLocalMatchID(ignored);
      expect(id).toMatch(/^local-[a-z0-9]+-[a-z0-9]+$/);
      expect(seedOfLocalMatch(id)).toBeUndefined();
    }
    expect(localGameFor(fixture, {}).seed).toBeUndefined();
  });

  it('gives the screen to the first person who must act, else keeps the last one', () => {
    const plan: SeatPlan[] = [
      { kind: 'human', name: 'A' },
      { kind: 'bot', level: 'easy' },
      { kind: 'human', name: 'C' },
    ];
    expect(screenSeat(['2'], plan, '0')).toBe('2');
    expect(screenSeat(['1'], plan, '2')).toBe('2');
    expect(screenSeat(['1'], plan, null)).toBe('0');
    expect(screenSeat(['0', '2'], plan, '2')).toBe('0');
    expect(screenSeat(['0'], [{ kind: 'bot', level: 'easy' }], null)).toBeNull();
  });
});

describe('replay of a game on this screen', () => {
  it('is offered at the end and plays the same game again from its moves and seed', async () => {
    const user = userEvent.setup();
    const table = renderApp(<LocalPage gameId="fixture" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 1' }), 'random');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player 2' }), 'random');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.change(await screen.findByRole('slider'), { target: { value: '0' } });
    await screen.findByTestId('end-result', undefined, { timeout: 20_000 });
    const end = [totals('0'), totals('1')];
    const lines = document.querySelectorAll('.game-log li').length;
    const href = screen.getByTestId('watch-replay').getAttribute('href') ?? '';
    const matchID = /^\/local\/fixture\/replay\/(local-[^/?]+)$/.exec(href)?.[1];
    expect(matchID).toBeDefined();
    table.unmount();

    navigate(href);
    renderApp(<ReplayPage gameId="fixture" matchID={matchID!} local />);
    const step = await screen.findByTestId('replay-step');
    expect(step.getAttribute('data-step')).toBe('0');
    expect([totals('0'), totals('1')]).toEqual(['0', '0']);
    fireEvent.keyDown(window, { key: 'End' });
    await waitFor(() => expect(screen.getByTestId('replay-step').textContent).toMatch(/^Move (\d+) of \1/));
    expect([totals('0'), totals('1')]).toEqual(end);
    expect(document.querySelectorAll('.game-log li').length).toBe(lines);
    // The seats as they sat at this screen, and a way back to it.
    expect(within(screen.getByTestId('replay-pov')).getByRole('option', { name: 'Bot 1 (random)' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Fixture on this screen' }).length).toBeGreaterThan(0);
  }, 40_000);

  it('says so when this screen no longer holds the game', async () => {
    navigate('/local/fixture/replay/local-gone');
    renderApp(<ReplayPage gameId="fixture" matchID="local-gone" local />);
    expect((await screen.findByTestId('replay-failed')).textContent).toContain('could not be loaded');
  });
});
