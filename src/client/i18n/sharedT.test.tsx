import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../engine/contract';
import { GameLog } from '../kit/GameLog';
import { PlayerName } from '../kit/PlayerName';
import { createI18n, setLanguage } from './index';

// The components that share the page's translate function (sharedT.ts) follow a
// language switch as useTranslation's do.

describe('the shared translate function', () => {
  it('names a seat and its colour in the language chosen after they were drawn', async () => {
    const i18n = createI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <PlayerName playerID="1" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Player 2')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('orange triangle');
    await act(() => setLanguage('fr', i18n, { remember: false }));
    expect(screen.getByText('Joueur 2')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('triangle orange');
  });

  it('draws the log lines again in the new language', async () => {
    const i18n = createI18n();
    // A line whose words are one of the site's own strings (`common:log.title`).
    const entries: LogEntry[] = [{ key: 'title', params: {} }];
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <GameLog gameId="common" entries={entries} catalogue={{}} />
      </I18nextProvider>,
    );
    const line = () => container.querySelector('.log-line')?.textContent;
    expect(line()).toBe('Game log');
    await act(() => setLanguage('fr', i18n, { remember: false }));
    expect(line()).toBe('Historique');
  });
});
