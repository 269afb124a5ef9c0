import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';
import { App } from './App';
import { debugWanted } from '../site/debugPanel';
import { matchPath, navigate } from '../site/router';

describe('router', () => {
  it('matches patterns and decodes params', () => {
    expect(matchPath('/table/:gameId/:matchID', '/table/caylus/a%20b')).toEqual({ gameId: 'caylus', matchID: 'a b' });
    expect(matchPath('/lobby/:gameId', '/lobby/caylus/x')).toBeNull();
    expect(matchPath('/lobby/:gameId', '/rules/caylus')).toBeNull();
  });
});

describe('debug panel switch', () => {
  it('is on in development and with ?debug, off with ?debug=0', () => {
    expect(debugWanted('', true)).toBe(true);
    expect(debugWanted('', false)).toBe(false);
    expect(debugWanted('?debug', false)).toBe(true);
    expect(debugWanted('?debug=0', true)).toBe(false);
  });
});

describe('App', () => {
  it('shows a card per registered game and reaches the rules summary by link', async () => {
    const user = userEvent.setup();
    navigate('/');
    renderApp(<App />);
    const card = screen.getByTestId('game-card-fixture');
    expect(card.textContent).toContain('1–4 players');
    expect(card.textContent).toContain('2–5 min');
    expect(card.querySelector('svg')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Rules summary' }));
    expect(window.location.pathname).toBe('/rules/fixture');
    expect(await screen.findByRole('heading', { name: 'Fixture: the rules in brief' })).toBeTruthy();
  });

  it('says so for an unknown page or game', async () => {
    navigate('/lobby/chess');
    renderApp(<App />);
    expect(await screen.findByRole('heading', { name: 'Nothing here' })).toBeTruthy();
  });
});
