import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, setLanguage } from '../i18n';
import { fixtureInfo } from '../test/fixtures';
import '../test/render';
import { LocalSetup, type LocalSetupResult } from './LocalSetup';

function setup() {
  const i18n = createI18n();
  const onStart = vi.fn<(r: LocalSetupResult) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <LocalSetup info={fixtureInfo} defaultName="" onStart={onStart} />
    </I18nextProvider>,
  );
  return { i18n, onStart };
}

describe('LocalSetup', () => {
  it('shows a name not typed as "Player N" in the language chosen now, until the player types one', async () => {
    const user = userEvent.setup();
    const { i18n, onStart } = setup();
    const name = () => screen.getAllByRole('textbox')[0] as HTMLInputElement;
    expect(name().value).toBe('Player 1');
    await act(() => setLanguage('pl', i18n, { remember: false }));
    expect(name().value).toBe('Gracz 1');
    await act(() => setLanguage('en', i18n, { remember: false }));
    expect(name().value).toBe('Player 1');
    // Started without a name typed, the seat stays nameless: the table says "Player 1" in its own language.
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[0]?.[0].plan[0]).toEqual({ kind: 'human', name: '' });
  });

  it('keeps a name the player typed whatever the language', async () => {
    const user = userEvent.setup();
    const { i18n, onStart } = setup();
    const name = screen.getAllByRole('textbox')[0] as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Ann');
    await act(() => setLanguage('pl', i18n, { remember: false }));
    expect(name.value).toBe('Ann');
    await act(() => setLanguage('en', i18n, { remember: false }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[0]?.[0].plan[0]).toEqual({ kind: 'human', name: 'Ann' });
  });
});
