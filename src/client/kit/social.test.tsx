import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n, setLanguage } from '../i18n';
import { ctxOf } from '../test/fixtures';
import { renderApp } from '../test/render';
import { ChatPanel } from './ChatPanel';
import { PlayerPanels } from './PlayerPanels';
import { SeatsContext } from './SeatsContext';
import type { SeatInfo } from './types';

const seats: SeatInfo[] = [
  { id: '0', name: 'Alice', isBot: false, profileHref: '/players/Alice', rating: 1512, provisional: false },
  { id: '1', name: 'Bob', isBot: false, profileHref: '/players/Bob', rating: 990, provisional: true },
  { id: '2', name: 'Guest', isBot: false },
];

const panels = () => (
  <SeatsContext.Provider value={seats}>
    <PlayerPanels
      gameId="fixture"
      seats={seats}
      ctx={ctxOf({ numPlayers: 3, playOrder: ['0', '1', '2'] })}
      viewerID="2"
      counters={() => []}
    />
  </SeatsContext.Provider>
);

describe("the table's accounts", () => {
  it("show their rating beside their name, which opens their profile in a new tab; a guest's seat neither", () => {
    renderApp(panels());
    const alice = screen.getByTestId('player-panel-0');
    const link = within(alice).getByRole('link');
    expect(link.getAttribute('href')).toBe('/players/Alice');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(alice).getByTestId('rating').textContent).toBe('1512Rating 1512');
    expect(within(screen.getByTestId('player-panel-1')).getByTestId('rating').textContent).toBe(
      '990?Rating 990, provisional: too few rated games yet',
    );
    const guest = screen.getByTestId('player-panel-2');
    expect(within(guest).queryByRole('link')).toBeNull();
    expect(within(guest).queryByTestId('rating')).toBeNull();
  });

  it('read their rating in Vietnamese', async () => {
    const i18n = createI18n();
    await setLanguage('vi', i18n, { remember: false });
    renderApp(panels(), { i18n });
    expect(within(screen.getByTestId('player-panel-0')).getByTestId('rating').textContent).toBe(
      '1512Điểm xếp hạng 1512',
    );
  });
});

describe("a blocked player's chat", () => {
  it('is hidden, with a note in its place', () => {
    renderApp(
      <SeatsContext.Provider value={seats}>
        <ChatPanel
          messages={[
            { id: 'a', sender: '0', payload: 'hello' },
            { id: 'b', sender: '1', payload: 'rude words' },
            { id: 'c', sender: '2', payload: 'gg' },
          ]}
          hiddenSenders={['1']}
        />
      </SeatsContext.Provider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '●Alice: hello',
      'A message from a blocked player is hidden.',
      '■Guest: gg',
    ]);
    expect(screen.queryByText(/rude words/)).toBeNull();
  });
});
