import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/render';
import { ctxOf } from '../test/fixtures';
import { ForSeat, SharedScreenContext, useForSeat } from './ForSeat';
import { PromptBar } from './PromptBar';
import { SeatsContext } from './SeatsContext';
import type { SeatInfo } from './types';

// Words to the seat on screen ("your") name the seat where several people share
// the screen, and stay "your" where it is one person's (online, or against bots).

const seats: SeatInfo[] = [
  { id: '0', name: 'Anna', isBot: false },
  { id: '1', name: 'Bruno', isBot: false },
];

function at(shared: boolean, ui: ReactElement) {
  return (
    <SeatsContext.Provider value={seats}>
      <SharedScreenContext.Provider value={shared}>{ui}</SharedScreenContext.Provider>
    </SeatsContext.Provider>
  );
}

const strings = { board: { decision: 'Your decision', decisionOf: "{{player}}'s decision" } };

function Label({ seat }: { seat: string }) {
  return <p data-testid="label">{useForSeat('fixture')(seat, 'board.decision', 'board.decisionOf')}</p>;
}

describe('ForSeat', () => {
  it("says 'your' at a screen of one person, and names the seat with its colour and symbol at a shared one", () => {
    const ui = (shared: boolean, seat: string) =>
      at(
        shared,
        <h3 data-testid="title">
          <ForSeat namespace="fixture" seat={seat} mine="board.decision" named="board.decisionOf" />
        </h3>,
      );
    const { rerender } = renderApp(ui(false, '0'), { gameStrings: strings });
    expect(screen.getByTestId('title').textContent).toBe('Your decision');
    rerender(ui(true, '0'));
    expect(screen.getByTestId('title').textContent).toBe("●Anna's decision");
    expect(within(screen.getByTestId('title')).getByRole('img', { name: 'blue circle' })).toBeTruthy();
    rerender(ui(true, '1'));
    expect(screen.getByTestId('title').textContent).toBe("▲Bruno's decision");
  });

  it('names the seat by its name alone in plain text (labels)', () => {
    const { rerender } = renderApp(at(false, <Label seat="1" />), { gameStrings: strings });
    expect(screen.getByTestId('label').textContent).toBe('Your decision');
    rerender(at(true, <Label seat="1" />));
    expect(screen.getByTestId('label').textContent).toBe("Bruno's decision");
  });
});

describe('PromptBar at a shared screen', () => {
  const prompt = { key: 'play', params: {} };
  const bar = (shared: boolean, viewerID: string, currentPlayer = viewerID) =>
    at(
      shared,
      <PromptBar
        gameId="fixture"
        ctx={ctxOf({ currentPlayer })}
        viewerID={viewerID}
        prompt={prompt}
        catalogue={{ play: {} }}
      />,
    );

  it("starts the acting seat's prompt with its name, and only at a shared screen", () => {
    const { rerender } = renderApp(bar(true, '0'), { gameStrings: { prompt: { play: 'Play your card.' } } });
    expect(screen.getByTestId('prompt').textContent).toBe('●Anna: Play your card.');
    rerender(bar(true, '1'));
    expect(screen.getByTestId('prompt').textContent).toBe('▲Bruno: Play your card.');
    rerender(bar(false, '0'));
    expect(screen.getByTestId('prompt').textContent).toBe('Play your card.');
  });

  it("says whose turn it is without the game's prompt", () => {
    const none = (shared: boolean) =>
      at(shared, <PromptBar gameId="fixture" ctx={ctxOf()} viewerID="0" prompt={null} catalogue={{}} />);
    const { rerender } = renderApp(none(true));
    expect(screen.getByTestId('prompt').textContent).toBe("●Anna's turn: choose a move.");
    rerender(none(false));
    expect(screen.getByTestId('prompt').textContent).toBe('Your turn: choose a move.');
  });
});
