import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';
import { LANGUAGE_KEY, nativeNames, offeredLanguages } from '../i18n/languages';
import { common as polish } from '../i18n/pl';
import { App } from './App';
import { navigate } from '../site/router';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe("the header's language menu", () => {
  it('names each offered language in itself, in order', () => {
    navigate('/');
    renderApp(<App />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(offeredLanguages.map((l) => nativeNames[l]));
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.getAttribute('lang')),
    ).toEqual([...offeredLanguages]);
    expect(Object.values(nativeNames)).toEqual(['English', 'Français', 'Polski', 'Tiếng Việt', 'Brezhoneg']);
  });

  it('switches the page at once, marks <html lang> and keeps the choice', async () => {
    const user = userEvent.setup();
    navigate('/');
    renderApp(<App />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl');
    await waitFor(() => expect(document.documentElement.lang).toBe('pl'));
    expect(screen.getByText(polish.home.tagline)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: polish.language.label })).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('pl');
    expect(screen.getByTestId('game-card-fixture').textContent).toContain('1–4 graczy');
  });
});
