import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';
import { stubResizeObserver } from '../test/resizeObserver';
import { ctxOf, fixture } from '../test/fixtures';
import { resolveOptions, seededRng, viewOf, type GameState } from '../../engine/contract';
import { ChatPanel } from './ChatPanel';
import { EndScreen } from './EndScreen';
import { GameLog } from './GameLog';
import { GenericBoard } from './GenericBoard';
import { PlayerPanels } from './PlayerPanels';
import { PromptBar } from './PromptBar';
import { SeatsContext } from './SeatsContext';
import { TableShell } from './TableShell';
import { Token } from './Token';
import { Tooltip } from './Tooltip';
import { setTableSetting } from './motion/settings';
import type { BoardModule, SeatInfo } from './types';

const seats: SeatInfo[] = [
  { id: '0', name: 'Alice', isBot: false, isConnected: true },
  { id: '1', name: 'Bob', isBot: true },
  { id: '2', name: 'Cleo', isBot: false, isConnected: false },
];

const withSeats = (ui: React.ReactElement) => <SeatsContext.Provider value={seats}>{ui}</SeatsContext.Provider>;

describe('PlayerPanels', () => {
  it('shows each seat with name, colour symbol, whose turn, bot and offline marks, and counters', () => {
    renderApp(
      withSeats(
        <PlayerPanels
          gameId="fixture"
          seats={seats}
          ctx={ctxOf({ numPlayers: 3, playOrder: ['0', '1', '2'], currentPlayer: '1' })}
          viewerID="0"
          counters={(id) => [
            { key: 'coins', value: Number(id) * 2 },
            { key: 'vp', value: 1 },
          ]}
        />,
      ),
      { gameStrings: { counter: { coins: 'Deniers', vp: 'Points' }, counterHelp: { coins: 'Money for workers' } } },
    );

    const alice = screen.getByTestId('player-panel-0');
    expect(within(alice).getByText('Alice')).toBeTruthy();
    expect(within(alice).getByText('you')).toBeTruthy();
    // Colour is never the only cue: each seat has a symbol with a spoken name.
    expect(within(alice).getByRole('img', { name: 'blue circle' }).textContent).toBe('●');
    expect(within(alice).queryByText('to play')).toBeNull();

    const bob = screen.getByTestId('player-panel-1');
    expect(within(bob).getByRole('img', { name: 'orange triangle' }).textContent).toBe('▲');
    expect(within(bob).getByText('to play')).toBeTruthy();
    expect(within(bob).getByText('bot')).toBeTruthy();
    expect(bob.getAttribute('aria-current')).toBe('true');
    expect(within(bob).getByText('Deniers')).toBeTruthy();
    expect(within(bob).getByText('2')).toBeTruthy();

    expect(within(screen.getByTestId('player-panel-2')).getByText('offline')).toBeTruthy();
    // A counter with an explanation is focusable and explains itself; one without is plain text.
    expect(within(bob).getByText('Deniers').getAttribute('tabindex')).toBe('0');
    expect(within(bob).getByText('Points').getAttribute('tabindex')).toBeNull();
  });

  it('marks every player of a simultaneous stage as acting', () => {
    renderApp(
      withSeats(
        <PlayerPanels
          gameId="fixture"
          seats={seats}
          ctx={ctxOf({ numPlayers: 3, playOrder: ['0', '1', '2'], activePlayers: { '0': 'bid', '2': 'bid' } })}
          viewerID={null}
          counters={() => []}
        />,
      ),
    );
    expect(within(screen.getByTestId('player-panel-0')).getByText('to play')).toBeTruthy();
    expect(within(screen.getByTestId('player-panel-1')).queryByText('to play')).toBeNull();
    expect(within(screen.getByTestId('player-panel-2')).getByText('to play')).toBeTruthy();
  });
});

describe('PromptBar', () => {
  it('without a prompt (behind the hand-over), tells the active player it is their turn and others whom they wait for', () => {
    const { rerender } = renderApp(
      withSeats(<PromptBar gameId="fixture" ctx={ctxOf()} viewerID="0" prompt={null} catalogue={{}} />),
    );
    expect(screen.getByTestId('prompt').textContent).toBe('Your turn: choose a move.');
    rerender(withSeats(<PromptBar gameId="fixture" ctx={ctxOf()} viewerID="1" prompt={null} catalogue={{}} />));
    // The common prompt declares `players` as players: names, not ids.
    expect(screen.getByTestId('prompt').textContent).toBe('Waiting for ●Alice.');
  });

  it("renders the game's own prompt, drawing the parameters declared as players as names", () => {
    renderApp(
      withSeats(
        <PromptBar
          gameId="fixture"
          ctx={ctxOf()}
          viewerID="0"
          prompt={{ key: 'pay', params: { payee: '1', amount: 3 } }}
          catalogue={{ pay: { payee: 'player', amount: 'number' } }}
        />,
      ),
      { gameStrings: { prompt: { pay: 'Pay {{amount}} deniers to {{payee}}.' } } },
    );
    const bar = screen.getByTestId('prompt');
    expect(bar.textContent).toBe('Pay 3 deniers to ▲Bob.');
    expect(within(bar).getByRole('img', { name: 'orange triangle' })).toBeTruthy();
  });

  it('shows a parameter as given when its declaration says it is not a player, whatever its name', () => {
    renderApp(
      withSeats(
        <PromptBar
          gameId="fixture"
          ctx={ctxOf()}
          viewerID="0"
          prompt={{ key: 'name', params: { player: '1', players: 2 } }}
          catalogue={{ name: { player: 'text', players: 'number' } }}
        />,
      ),
      { gameStrings: { prompt: { name: 'Seat {{player}} of {{players}}.' } } },
    );
    expect(screen.getByTestId('prompt').textContent).toBe('Seat 1 of 2.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says the game is over once it is, whatever the prompt', () => {
    renderApp(
      withSeats(
        <PromptBar
          gameId="fixture"
          ctx={ctxOf({ gameover: { winners: ['0'] } })}
          viewerID="0"
          prompt={{ key: 'play', params: {} }}
          catalogue={{ play: {} }}
        />,
      ),
    );
    expect(screen.getByTestId('prompt').textContent).toBe('The game is over.');
  });
});

describe('GameLog', () => {
  it('scrolls its own list to the newest line after the browser has laid the new line out, not in the commit', () => {
    const layOut = stubResizeObserver();
    const heights = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(480);
    try {
      const entry = (n: number): LogEntry =>
        ({ key: 'build', params: { player: '0', building: `B${n}` } }) as unknown as LogEntry;
      const log = (n: number) =>
        withSeats(
          <GameLog
            gameId="fixture"
            catalogue={{ build: { player: 'player', building: 'text' } }}
            entries={Array.from({ length: n }, (_, i) => entry(i)) as never}
          />,
        );
      const { rerender } = renderApp(log(3), {
        gameStrings: { log: { build: '{{player}} builds the {{building}}.' } },
      });
      const list = screen.getByTestId('game-log-lines');
      layOut();
      expect(list.scrollTop).toBe(480);
      list.scrollTop = 0;
      heights.mockClear();
      rerender(log(4));
      expect(heights).not.toHaveBeenCalled();
      expect(list.scrollTop).toBe(0);
      layOut();
      expect(list.scrollTop).toBe(480);
    } finally {
      heights.mockRestore();
    }
  });

  it('renders structured entries as sentences with the declared player parameters as names in their colours', () => {
    renderApp(
      withSeats(
        <GameLog
          gameId="fixture"
          catalogue={{
            build: { player: 'player', building: 'text' },
            favour: { player: 'player', track: 'text', players: 'players' },
          }}
          entries={[
            { key: 'build', params: { player: '0', building: 'Sawmill' } },
            { key: 'favour', params: { player: '2', track: 'gold', players: ['0', '1'] } },
          ]}
        />,
      ),
      {
        gameStrings: {
          log: {
            build: '{{player}} builds the {{building}}.',
            favour: '{{player}} takes a favour ({{track}}), passing {{players}}.',
          },
        },
      },
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('●Alice builds the Sawmill.');
    expect(items[1]?.textContent).toBe('■Cleo takes a favour (gold), passing ●Alice, ▲Bob.');
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'blue circle' })).toBeTruthy();
  });

  it("shows each line's time of day, the date where it changes, and narrows to one player's lines", async () => {
    const user = userEvent.setup();
    const at = (iso: string) => new Date(iso).getTime();
    renderApp(
      withSeats(
        <GameLog
          gameId="fixture"
          catalogue={{
            build: { player: 'player', building: 'text' },
            favour: { player: 'player', track: 'text', players: 'players' },
            turn: {},
          }}
          entries={[
            { key: 'turn', params: {} },
            { key: 'build', params: { player: '0', building: 'Sawmill' } },
            { key: 'favour', params: { player: '2', track: 'gold', players: ['0', '1'] } },
            { key: 'build', params: { player: '1', building: 'Farm' } },
          ]}
          times={[undefined, at('2026-04-18T21:05:00'), at('2026-04-18T23:59:00'), at('2026-04-19T08:30:00')]}
        />,
      ),
      {
        gameStrings: {
          log: {
            build: '{{player}} builds the {{building}}.',
            favour: '{{player}} takes a favour ({{track}}), passing {{players}}.',
            turn: 'Turn 1.',
          },
        },
      },
    );
    const texts = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(texts()).toEqual([
      'Turn 1.',
      'Sat, Apr 1809:05 PM●Alice builds the Sawmill.',
      '11:59 PM■Cleo takes a favour (gold), passing ●Alice, ▲Bob.',
      'Sun, Apr 1908:30 AM▲Bob builds the Farm.',
    ]);
    await user.selectOptions(screen.getByLabelText('Show the lines of'), 'Bob');
    expect(texts()).toEqual([
      'Sat, Apr 1811:59 PM■Cleo takes a favour (gold), passing ●Alice, ▲Bob.',
      'Sun, Apr 1908:30 AM▲Bob builds the Farm.',
    ]);
  });

  it('can translate an id inside a sentence by nesting', () => {
    renderApp(
      withSeats(
        <GameLog
          gameId="fixture"
          catalogue={{ build: { player: 'player', building: 'text' } }}
          entries={[{ key: 'build', params: { player: '0', building: 'saw' } }]}
        />,
      ),
      {
        gameStrings: {
          log: { build: '{{player}} builds the $t(fixture:buildings.{{building}}).' },
          buildings: { saw: 'Sawmill' },
        },
      },
    );
    expect(screen.getByRole('listitem').textContent).toBe('●Alice builds the Sawmill.');
  });

  it('goes by the declared kinds, not by parameter names', () => {
    renderApp(
      withSeats(
        <GameLog
          gameId="fixture"
          catalogue={{ setup: { players: 'number' }, end: { leaders: 'players' }, seat: { player: 'text' } }}
          entries={[
            { key: 'setup', params: { players: 3 } },
            { key: 'end', params: { leaders: ['1', '2'] } },
            { key: 'seat', params: { player: '0' } },
          ]}
        />,
      ),
      {
        gameStrings: {
          log: { setup: 'A game for {{players}} players.', end: 'Leaders: {{leaders}}.', seat: 'Seat {{player}}.' },
        },
      },
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('A game for 3 players.');
    expect(items[1]?.textContent).toBe('Leaders: ▲Bob, ■Cleo.');
    expect(items[2]?.textContent).toBe('Seat 0.');
  });

  it('still shows an entry whose key has no string yet, players as names', () => {
    renderApp(
      withSeats(
        <GameLog
          gameId="fixture"
          catalogue={{ mystery: { player: 'player', n: 'number' } }}
          entries={[{ key: 'mystery', params: { player: '1', n: 2 } }]}
        />,
      ),
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('log.mystery (player: ▲Bob, n: 2)');
  });

  it('says when nothing happened yet', () => {
    renderApp(<GameLog gameId="fixture" catalogue={{}} entries={[]} />);
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();
  });
});

describe('Tooltip', () => {
  it('opens on hover only once the mouse moves over it, not when drawn under a resting pointer', () => {
    renderApp(
      <Tooltip content="Produces 1 wood">
        <button type="button">Sawmill</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Sawmill' });
    // jsdom has no PointerEvent: a mouse event that says it is a mouse's pointer.
    const mouse = (type: string) => {
      const e = new MouseEvent(type, { bubbles: true });
      Object.defineProperty(e, 'pointerType', { value: 'mouse' });
      act(() => void button.dispatchEvent(e));
    };
    // The browser tells of an enter when the page changes under the pointer: no move, no tip.
    mouse('pointerover');
    expect(screen.queryByRole('tooltip')).toBeNull();
    mouse('pointermove');
    expect(screen.getByRole('tooltip').textContent).toBe('Produces 1 wood');
  });

  it('shows on hover and on keyboard focus, hides on Escape, and describes its element', async () => {
    const user = userEvent.setup();
    renderApp(
      <Tooltip content="Produces 1 wood">
        <button type="button">Sawmill</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Sawmill' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Produces 1 wood');
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(button);
    const tip = screen.getByRole('tooltip');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows one at a time: focusing another element closes the hovered one', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <Tooltip content="Produces 1 wood">
          <button type="button">Sawmill</button>
        </Tooltip>
        <Tooltip content="Produces 1 stone">
          <button type="button">Quarry</button>
        </Tooltip>
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Sawmill' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Produces 1 wood');
    act(() => screen.getByRole('button', { name: 'Quarry' }).focus());
    expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toEqual(['Produces 1 stone']);
  });

  it('closes on a tap elsewhere', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <Tooltip content="Produces 1 wood">
          <button type="button">Sawmill</button>
        </Tooltip>
        <p>elsewhere</p>
      </>,
    );
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Sawmill' }) });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.pointer({ keys: '[TouchA]', target: screen.getByText('elsewhere') });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('toggles on a touch tap', async () => {
    const user = userEvent.setup();
    renderApp(
      <Tooltip content="Produces 1 wood">
        <button type="button">Sawmill</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Sawmill' });
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('EndScreen', () => {
  it('shows the winner, the ranking by score and each score breakdown', () => {
    renderApp(
      withSeats(
        <EndScreen
          gameId="fixture"
          seats={seats}
          gameover={{
            winner: '2',
            scores: { '0': 40, '1': 35, '2': 52 },
            breakdown: {
              '0': { castle: 30, gold: 10 },
              '1': { castle: 20, gold: 15 },
              '2': { castle: 50, gold: 2 },
            },
          }}
          actions={<button type="button">Play again</button>}
        />,
      ),
      { gameStrings: { score: { castle: 'Castle', gold: 'Gold' } } },
    );
    const dialog = screen.getByRole('dialog', { name: 'Game over' });
    expect(within(dialog).getByTestId('end-result').textContent).toBe('■Cleo wins!');
    const rows = within(dialog).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('RankPlayerCastleGoldTotal');
    expect(rows[1]?.textContent).toBe('1■Cleo50252');
    expect(rows[2]?.textContent).toBe('2●Alice301040');
    expect(rows[3]?.textContent).toBe('3▲Bob201535');
    expect(within(dialog).getByRole('button', { name: 'Play again' })).toBeTruthy();
  });

  it('closes on Escape to show the board', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderApp(withSeats(<EndScreen gameId="fixture" seats={seats} gameover={{ winner: '0' }} onClose={onClose} />));
    // Focus starts on the heading, inside the dialog.
    expect(document.activeElement?.id).toBe('end-title');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves out the columns nobody scored in (a variant not in play)', () => {
    renderApp(
      withSeats(
        <EndScreen
          gameId="fixture"
          seats={seats.slice(0, 2)}
          gameover={{
            winner: '0',
            scores: { '0': 40, '1': 35 },
            breakdown: { '0': { castle: 40, bids: 0 }, '1': { castle: 35, bids: 0 } },
          }}
        />,
      ),
      { gameStrings: { score: { castle: 'Castle', bids: 'Auction bids' } } },
    );
    expect(screen.getAllByRole('row')[0]?.textContent).toBe('RankPlayerCastleTotal');
  });

  it('handles a draw and a gameover without scores', () => {
    const { rerender } = renderApp(withSeats(<EndScreen gameId="fixture" seats={seats} gameover={{ draw: true }} />));
    expect(screen.getByTestId('end-result').textContent).toBe('It is a draw.');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(withSeats(<EndScreen gameId="fixture" seats={seats} gameover={{ winners: ['0', '1'] }} />));
    expect(screen.getByTestId('end-result').textContent).toBe('●Alice▲Bob win!');
  });
});

describe('GenericBoard', () => {
  const G = {
    target: 10,
    totals: { '0': 0, '1': 0 },
    hands: { '0': [1, 2], '1': [0, 0] },
    secret: { deck: [] },
    lastDraw: null,
    log: [],
  };

  it('offers the legal moves as buttons and plays them by click or number key', async () => {
    const user = userEvent.setup();
    const play = vi.fn();
    const legalMoves = [1, 2, 3].map((n) => ({ move: 'add', args: [n] }));
    renderApp(
      withSeats(
        <GenericBoard
          gameId="fixture"
          game={fixture}
          G={G}
          ctx={ctxOf()}
          playerID="0"
          isActive
          moves={{}}
          legalMoves={legalMoves}
          play={play}
          seats={seats.slice(0, 2)}
        />,
      ),
    );
    await user.click(screen.getByRole('button', { name: /add 2/ }));
    expect(play).toHaveBeenLastCalledWith(legalMoves[1]);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '3' }));
    });
    expect(play).toHaveBeenLastCalledWith(legalMoves[2]);
    // The state summary never shows G.secret.
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByText('totals')).toBeTruthy();
  });

  it('folds a long list of moves by name, keeping the number keys', async () => {
    const user = userEvent.setup();
    const play = vi.fn();
    const legalMoves = [
      { move: 'pass', args: [] },
      ...Array.from({ length: 30 }, (_, i) => ({ move: 'place', args: [i] })),
    ];
    renderApp(
      withSeats(
        <GenericBoard
          gameId="fixture"
          game={fixture}
          G={G}
          ctx={ctxOf()}
          playerID="0"
          isActive
          moves={{}}
          legalMoves={legalMoves}
          play={play}
          seats={seats.slice(0, 2)}
        />,
      ),
      { gameStrings: { moves: { place: 'Place a worker' } } },
    );
    const group = screen.getByText('Place a worker (30)');
    await user.click(group);
    await user.click(screen.getByRole('button', { name: 'Place a worker 29' }));
    expect(play).toHaveBeenLastCalledWith({ move: 'place', args: [29] });
    await user.keyboard('2');
    expect(play).toHaveBeenLastCalledWith({ move: 'place', args: [0] });
  });

  it("lists no moves when it is not the seat's turn", () => {
    renderApp(
      withSeats(
        <GenericBoard
          gameId="fixture"
          game={fixture}
          G={G}
          ctx={ctxOf()}
          playerID="1"
          isActive={false}
          moves={{}}
          legalMoves={[]}
          play={vi.fn()}
          seats={seats.slice(0, 2)}
        />,
      ),
    );
    expect(screen.getByText('Not your turn.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ChatPanel', () => {
  it('shows messages with names and sends trimmed text; spectators only read', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const { rerender } = renderApp(
      withSeats(<ChatPanel messages={[{ id: 'a', sender: '1', payload: '<b>hi</b>' }]} onSend={onSend} />),
    );
    expect(screen.getByRole('listitem').textContent).toBe('▲Bob: <b>hi</b>');
    await user.type(screen.getByLabelText('Message'), '  good game  {Enter}');
    expect(onSend).toHaveBeenCalledWith('good game');
    rerender(withSeats(<ChatPanel messages={[]} />));
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it("says why the server did not pass the sender's message on", () => {
    const { rerender } = renderApp(
      withSeats(<ChatPanel messages={[]} onSend={vi.fn()} refused={{ error: 'too many', retryAfter: 3 }} />),
    );
    expect(screen.getByRole('status').textContent).toBe('Not sent: too many messages. Wait a few seconds.');
    rerender(withSeats(<ChatPanel messages={[]} onSend={vi.fn()} refused={{ error: 'chat message is empty' }} />));
    expect(screen.getByRole('status').textContent).toBe('Not sent: the server refused this message.');
    rerender(withSeats(<ChatPanel messages={[]} onSend={vi.fn()} refused={null} />));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Token', () => {
  it('is an image named by its label and count', () => {
    renderApp(
      <>
        <Token shape="hexagon" colour="#888" label="stone" text={3} />
        <Token shape="star" colour="#c90" label="gold" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'stone 3' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'gold' }).querySelector('polygon')).toBeTruthy();
  });
});

describe('TableShell', () => {
  const spec = fixture.spec;
  const full = (): GameState => spec.setup(['0', '1'], resolveOptions(spec.options, {}), seededRng('shell'));

  function shell(
    G: GameState,
    viewerID: string | null,
    moves: Record<string, (...args: unknown[]) => void> = {},
    board: BoardModule | null = null,
    extra: { plugins?: unknown; confirmMoves?: boolean; catchingUp?: boolean; log?: LogEntry[] } = {},
  ) {
    return (
      <TableShell
        gameId="fixture"
        title="Fixture"
        game={fixture}
        board={board}
        G={viewOf(spec, G, viewerID)}
        ctx={ctxOf()}
        viewerID={viewerID}
        moves={moves}
        seats={seats.slice(0, 2)}
        {...extra}
      />
    );
  }

  it('can show the results again after "See the board"', async () => {
    const user = userEvent.setup();
    renderApp(
      <TableShell
        gameId="fixture"
        title="Fixture"
        game={fixture}
        board={null}
        G={viewOf(spec, full(), '0')}
        ctx={ctxOf({ gameover: { winner: '1', scores: { '0': 3, '1': 10 } } })}
        viewerID="0"
        moves={{}}
        seats={seats.slice(0, 2)}
      />,
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Game over' })).getByRole('button', { name: 'See the board' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the results' }));
    expect(within(screen.getByRole('dialog', { name: 'Game over' })).getByTestId('end-result').textContent).toBe(
      '▲Bob wins!',
    );
  });

  it("shows the spec's prompt, counters, log and complete legal list on the seat's view", async () => {
    const user = userEvent.setup();
    const add = vi.fn();
    const G = { ...full(), log: [{ key: 'added', params: { player: '1', n: 2, total: 2 } }] };
    const { rerender } = renderApp(shell(G, '0', { add }));
    expect(screen.getByTestId('prompt').textContent).toBe('Your turn: add 1, 2 or 3, or draw a card.');
    const alice = screen.getByTestId('player-panel-0');
    expect(Array.from(alice.querySelectorAll('.counter')).map((c) => c.textContent)).toEqual([
      'Total0',
      'Cards in hand2',
    ]);
    expect(within(screen.getByRole('region', { name: 'Game log' })).getByRole('listitem').textContent).toBe(
      '▲Bob adds 2, total 2.',
    );
    // Every legal move of the seat, the planted bug's move not among them (it is off).
    expect(Array.from(document.querySelectorAll('.move-button')).map((b) => b.textContent)).toEqual([
      '1 add 1',
      '2 add 2',
      '3 add 3',
      '4 draw',
    ]);
    await user.click(screen.getByRole('button', { name: /add 2/ }));
    expect(add).toHaveBeenCalledWith(2);

    rerender(shell(G, '1'));
    // The fixture's own `waiting` prompt declares its parameter as players.
    expect(screen.getByTestId('prompt').textContent).toBe('Waiting for ●Alice.');
    expect(screen.queryByRole('button', { name: /add/ })).toBeNull();
    // Seat 1 sees its own hand, and only zeros of the other's.
    const hands = screen.getByText('hands', { selector: 'dt' }).closest('.state-row') as HTMLElement;
    expect(within(hands).getAllByRole('listitem')[0]?.textContent).toContain('[0,0]');
  });

  it("shows the game's progress in the top bar", () => {
    const G = full() as GameState & { totals: Record<string, number> };
    G.totals['1'] = 4; // the fixture's target is 10 by default
    renderApp(shell(G, '0'));
    expect(screen.getByTestId('progress').textContent).toBe('Progress: 40%');
  });

  it('offers no move while the page is still showing earlier moves one by one', () => {
    renderApp(shell(full(), '0', { add: vi.fn() }, null, { catchingUp: true }));
    expect(document.querySelectorAll('.move-button')).toHaveLength(0);
  });

  it("hands the board the other seats' last moves from the framework's log", () => {
    let seen: unknown = null;
    const Spy: BoardModule = {
      default: ({ recent }) => {
        seen = recent;
        return null;
      },
    };
    const log: LogEntry[] = [
      {
        action: { type: 'MAKE_MOVE', payload: { type: 'add', args: [2], playerID: '1' } },
        _stateID: 0,
        turn: 1,
        phase: '',
      },
    ];
    renderApp(shell(full(), '0', {}, Spy, { log }));
    expect(seen).toEqual([{ player: '1', move: { move: 'add', args: [2] } }]);
  });

  it("lists the complete legal list, not the bots' shorter one", () => {
    const G = spec.setup(['0', '1'], resolveOptions(spec.options, { plantedBug: true }), seededRng('shell'));
    renderApp(shell(G, '0'));
    expect(Array.from(document.querySelectorAll('.move-button')).map((b) => b.textContent)).toContain('5 crash');
  });

  it("gives a game's own board the legal moves and a play function that dispatches a member", async () => {
    const user = userEvent.setup();
    const draw = vi.fn();
    const seen: string[] = [];
    const board: BoardModule = {
      default: ({ legalMoves, play }) => {
        seen.push(legalMoves.map((m) => m.move).join(','));
        const last = legalMoves.at(-1);
        return (
          <button type="button" onClick={() => last && play(last)}>
            last move
          </button>
        );
      },
    };
    renderApp(shell(full(), '0', { draw }, board));
    expect(seen.at(-1)).toBe('add,add,add,draw');
    await user.click(screen.getByRole('button', { name: 'last move' }));
    // Drawing turns over a hidden card: the second click confirms it.
    expect(draw).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'last move' }));
    expect(draw).toHaveBeenCalledWith();
  });

  it('asks to confirm a move that cannot be taken back: Confirm or the same move again plays it, Cancel and Escape drop it', async () => {
    const user = userEvent.setup();
    const draw = vi.fn();
    const add = vi.fn();
    renderApp(shell(full(), '0', { draw, add }));
    await user.click(screen.getByRole('button', { name: /draw/ }));
    expect(draw).not.toHaveBeenCalled();
    const bar = screen.getByTestId('confirm-move');
    expect(bar.textContent).toContain('draw: this cannot be taken back');
    // Focus moves to Confirm, so Enter answers; the page gets room below its end for the bar.
    expect(document.activeElement?.textContent).toBe('Confirm');
    expect(document.documentElement.classList.contains('has-pending-move')).toBe(true);
    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('confirm-move')).toBeNull();
    expect(document.documentElement.classList.contains('has-pending-move')).toBe(false);
    expect(draw).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /draw/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('confirm-move')).toBeNull();

    await user.click(screen.getByRole('button', { name: /draw/ }));
    await user.click(within(screen.getByTestId('confirm-move')).getByRole('button', { name: 'Confirm' }));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('confirm-move')).toBeNull();

    // A move that can be taken back goes at once, and drops a waiting one.
    await user.click(screen.getByRole('button', { name: /draw/ }));
    await user.click(screen.getByRole('button', { name: /add 1/ }));
    expect(add).toHaveBeenCalledWith(1);
    expect(screen.queryByTestId('confirm-move')).toBeNull();
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('plays at once when the table turns confirmations off', async () => {
    const user = userEvent.setup();
    const draw = vi.fn();
    renderApp(shell(full(), '0', { draw }, null, { confirmMoves: false }));
    await user.click(screen.getByRole('button', { name: /draw/ }));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('confirm-move')).toBeNull();
  });

  it('plays at once when the player turns confirmations off for every table in the settings', async () => {
    const user = userEvent.setup();
    const draw = vi.fn();
    onTestFinished(() => setTableSetting('confirmations', true));
    renderApp(shell(full(), '0', { draw }));
    await user.click(screen.getByText('Settings'));
    await user.click(screen.getByRole('checkbox', { name: /Confirm moves that cannot be taken back/ }));
    expect(window.localStorage.getItem('euro-tables:confirm-moves')).toBe('off');
    await user.click(screen.getByRole('button', { name: /draw/ }));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('confirm-move')).toBeNull();
  });

  it("offers Undo while the seat acts and its own steps can be taken back, and sends the contract's undo", async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    const mine = {
      contractUndo: {
        data: {
          steps: [
            { player: '0', G: null },
            { player: '0', G: null },
          ],
        },
      },
    };
    const { rerender } = renderApp(shell(full(), '0', { undo }, null, { plugins: mine }));
    await user.click(screen.getByRole('button', { name: /Undo \(2 steps\)/ }));
    expect(undo).toHaveBeenCalledTimes(1);
    // Someone else's steps, or a seat that is not acting: no Undo.
    rerender(
      shell(full(), '0', { undo }, null, {
        plugins: { contractUndo: { data: { steps: [{ player: '1', G: null }] } } },
      }),
    );
    expect(screen.queryByTestId('undo')).toBeNull();
    rerender(shell(full(), '1', { undo }, null, { plugins: mine }));
    expect(screen.queryByTestId('undo')).toBeNull();
    rerender(
      shell(full(), '0', { undo }, null, {
        plugins: { contractUndo: { data: { steps: [{ player: '0', G: null }] } } },
      }),
    );
    expect(screen.getByTestId('undo').textContent).toBe('↶ Undo');
  });

  it("keeps the Undo row's room for a seat all game, so that Undo coming and going never moves the board", () => {
    const undoable = { contractUndo: { data: { steps: [{ player: '0', G: null }] } } };
    const { rerender } = renderApp(shell(full(), '0'));
    const row = screen.getByTestId('move-controls');
    expect(row.classList.contains('is-reserved')).toBe(true);
    expect(screen.queryByTestId('undo')).toBeNull();
    // It sits above the board, with the prompt, in the box that keeps its room over a turn.
    expect(row.closest('.table-status')?.querySelector('.prompt-bar')).not.toBeNull();
    rerender(shell(full(), '0', {}, null, { plugins: undoable }));
    expect(screen.getByTestId('move-controls')).toBe(row);
    expect(within(row).getByTestId('undo')).toBeTruthy();
    // Not its turn: the room stays; a spectator has no Undo, and no room for one.
    rerender(shell(full(), '1'));
    expect(screen.getByTestId('move-controls')).toBe(row);
    rerender(shell(full(), null));
    expect(screen.queryByTestId('move-controls')).toBeNull();
  });
});
