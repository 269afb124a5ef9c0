import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/render';
import { createI18n, setLanguage } from '../i18n';
import { GameLog } from '../kit/GameLog';
import { SeatsContext } from '../kit/SeatsContext';
import type { SeatInfo } from '../kit/types';
import { seatLogNotes } from './seatLog';

// The table's seat log (who left, who plays the seat now) as lines of the game
// log, in the reader's words, among the game's own lines by their time.

const seats: SeatInfo[] = [
  { id: '0', name: 'Bot 1 (normal), for Alice', isBot: true, isConnected: true },
  { id: '1', name: 'Bob', isBot: false, isConnected: true },
];

const events = [
  { at: 2_000, event: 'left', seat: '0', name: 'Alice', bot: 'normal' },
  { at: 4_000, event: 'opened', seat: '0', name: 'Alice' },
  { at: 5_000, event: 'joined', seat: '0', name: 'Dave' },
  { at: 6_000, event: 'ended' },
  // Not the server's: left out.
  { at: 7_000, event: 'bogus', seat: '0' },
] as const;

describe('the seat log', () => {
  it('says in each language who left and who plays the seat now', async () => {
    const i18n = createI18n();
    await setLanguage('fr', i18n, { remember: false });
    const notes = seatLogNotes(i18n.getFixedT('fr'), events as never);
    expect(notes.map((n) => n.text)).toEqual([
      'Alice a quitté la partie ; Bot 1 (normal) joue sa place désormais.',
      'La place 1 a été libérée pour un nouveau joueur.',
      'Dave a pris la place 1.',
      'La table a été arrêtée sans résultat.',
    ]);
  });

  it('places its lines among the game’s by their time', () => {
    const notes = seatLogNotes(createI18n().getFixedT('en'), events.slice(0, 2) as never);
    renderApp(
      <SeatsContext.Provider value={seats}>
        <GameLog
          gameId="fixture"
          catalogue={{ build: { player: 'player', building: 'text' } }}
          entries={[
            { key: 'build', params: { player: '0', building: 'Sawmill' } },
            { key: 'build', params: { player: '1', building: 'Mill' } },
            { key: 'build', params: { player: '0', building: 'Farm' } },
          ]}
          times={[1_000, 3_000, 5_000]}
          notes={notes}
        />
      </SeatsContext.Provider>,
      { gameStrings: { log: { build: '{{player}} builds the {{building}}.' } } },
    );
    const lines = within(screen.getByTestId('game-log-lines'))
      .getAllByRole('listitem')
      .map((li) => {
        // The line's words: without its time, date and the seat's symbol.
        const words = li.cloneNode(true) as HTMLElement;
        for (const stamp of words.querySelectorAll('time, .log-date')) stamp.remove();
        return words.textContent?.replace(/^[^\p{L}]*/u, '');
      });
    expect(lines).toEqual([
      'Bot 1 (normal), for Alice builds the Sawmill.',
      'Alice left the game; Bot 1 (normal) plays their seat now.',
      'Bob builds the Mill.',
      'Seat 1 was opened for a new player.',
      'Bot 1 (normal), for Alice builds the Farm.',
    ]);
  });
});
