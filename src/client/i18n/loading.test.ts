import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { gameStrings } from './games';
import { renderSentence } from '../kit/sentence';
import { createI18n, loadGameStrings, setLanguage, startI18n } from './index';
import { LANGUAGE_KEY, offeredLanguages, pickLanguage, type LanguageCode } from './languages';

// How the strings arrive: per language and per game, only what the page shows, and
// a switch that applies at once with the current table's strings reloaded.

const siteFiles = import.meta.glob<Record<string, unknown>>(['./[a-z][a-z].ts', '!./en.ts'], { eager: true });
/** A language other than English with its files written (offered or not yet): French while it exists. */
const other = (Object.keys(siteFiles)
  .map((p) => p.slice(2, 4))
  .sort((a, b) => (a === 'fr' ? -1 : b === 'fr' ? 1 : 0))[0] ?? null) as LanguageCode | null;

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

/** `<language>/<namespace>` of every bundle the instance holds. */
function bundles(i18n: ReturnType<typeof createI18n>): string[] {
  const store = i18n.store.data as Record<string, Record<string, unknown>>;
  return Object.entries(store)
    .flatMap(([lng, nss]) => Object.keys(nss).map((ns) => `${lng}/${ns}`))
    .sort();
}

describe('picking the language', () => {
  it('takes the stored choice, else the first offered browser language by its primary subtag, else English', () => {
    expect(pickLanguage('en', ['de-DE'])).toBe('en');
    expect(pickLanguage('xx', ['de-DE', 'en-GB'])).toBe('en');
    expect(pickLanguage(null, ['de-DE', 'ja'])).toBe('en');
    for (const code of offeredLanguages) {
      expect(pickLanguage(null, ['de-DE', `${code.toUpperCase()}-XX`]), code).toBe(code);
      expect(pickLanguage(code, ['en-US']), code).toBe(code);
    }
  });

  it("starts a first visit in the browser's language without storing it as a choice, and marks the page", async () => {
    const i18n = createI18n();
    await startI18n(i18n);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });
});

describe.runIf(other)('loading strings lazily', () => {
  const language = other as LanguageCode;
  const site = siteFiles[`./${language}.ts`]?.common as { nav: { home: string } };

  it('switches to a language with its site strings, marks <html lang> and remembers the choice', async () => {
    const i18n = createI18n();
    await setLanguage(language, i18n);
    expect(i18n.language).toBe(language);
    expect(i18n.t('nav.home')).toBe(site.nav.home);
    expect(document.documentElement.lang).toBe(language);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe(language);
    expect(bundles(i18n)).toEqual(['en/common', `${language}/common`].sort());
  });

  it('loads one game in the chosen language only: no other game, no other language, no English', async () => {
    const i18n = createI18n();
    await setLanguage(language, i18n, { remember: false });
    const gameId = Object.keys(gameStrings[language] ?? {}).sort()[0] ?? 'tikal';
    await loadGameStrings(gameId, i18n);
    expect(bundles(i18n)).toEqual(['en/common', `${language}/common`, `${language}/${gameId}`].sort());
  });

  it("reloads the current table's game strings on a switch, before the page re-renders", async () => {
    const i18n = createI18n();
    await loadGameStrings('tikal', i18n);
    // What the page has when it re-renders (react-i18next re-renders on languageChanged).
    const atSwitch: boolean[] = [];
    i18n.on('languageChanged', () => atSwitch.push(i18n.hasResourceBundle(language, 'tikal')));
    await setLanguage(language, i18n, { remember: false });
    expect(atSwitch).toEqual([true]);
    await setLanguage('en', i18n, { remember: false });
    expect(i18n.t('tikal:prompt.actions', { ap: 2 })).toBe('You have 2 action points.');
  });

  it("switches the page's own instance when given the copy useTranslation hands out (as the header's switcher is)", async () => {
    const i18n = createI18n();
    await loadGameStrings('tikal', i18n);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
    const { result } = renderHook(() => useTranslation('common'), { wrapper });
    expect(result.current.i18n).not.toBe(i18n);
    await setLanguage(language, result.current.i18n, { remember: false });
    expect(i18n.language).toBe(language);
    expect(i18n.hasResourceBundle(language, 'tikal')).toBe(true);
  });
});

describe('a key the chosen language lacks', () => {
  it("is blank until the game's English strings arrive, then reads in English; never a raw key", async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('xx');
    i18n.addResourceBundle('xx', 'tikal', { prompt: {} }, true, true);
    expect(i18n.hasResourceBundle('en', 'tikal')).toBe(false);
    const arrived = new Promise<void>((resolve) =>
      i18n.store.on('added', (lng: string, ns: string) => {
        if (lng === 'en' && ns === 'tikal') resolve();
      }),
    );
    expect(i18n.t('tikal:prompt.actions', { ap: 2 })).toBe('');
    await arrived;
    expect(i18n.t('tikal:prompt.actions', { ap: 2 })).toBe('You have 2 action points.');
  });

  it('in a log line is blank too, not its "key (params)" stand-in, until the English sentence arrives', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('xx');
    i18n.addResourceBundle('xx', 'tikal', { log: {} }, true, true);
    const arrived = new Promise<void>((resolve) =>
      i18n.store.on('added', (lng: string, ns: string) => {
        if (lng === 'en' && ns === 'tikal') resolve();
      }),
    );
    const t = i18n.getFixedT('xx');
    expect(renderSentence(t, 'tikal', 'log.drawTile', { player: 'Ann', tile: 'C4', kind: 'clearing' })).toEqual([]);
    await arrived;
    expect(renderSentence(t, 'tikal', 'log.drawTile', { player: 'Ann', tile: 'C4', kind: 'clearing' }).join('')).toBe(
      'Ann draws a tile: a jungle clearing.',
    );
  });

  it('comes in English for a whole game not translated into the language', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('xx');
    await loadGameStrings('tikal', i18n);
    expect(i18n.t('tikal:prompt.actions', { ap: 2 })).toBe('You have 2 action points.');
  });

  it("shows the lookup's own default when it brings one, and fetches nothing for it", async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('xx');
    i18n.addResourceBundle('xx', 'tikal', {}, true, true);
    expect(i18n.t('tikal:listItem.r4', { defaultValue: 'r4' })).toBe('r4');
    expect(i18n.hasResourceBundle('en', 'tikal')).toBe(false);
  });
});
