import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './en';
import { englishStrings } from '../boards';
import type { GameStrings } from '../kit/types';

/** Languages the site offers; a new one adds its `common` object and each game's strings. */
export const languages = ['en'] as const;

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    // React escapes text itself.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export const i18n = createI18n();

const loaded = new Set<string>();

/** Adds a game's English strings as the `<gameId>` namespace, once. Missing files are fine. */
export async function loadGameStrings(gameId: string, instance: I18n = i18n): Promise<void> {
  const key = `${gameId}`;
  if (loaded.has(key) && instance === i18n) return;
  const load = englishStrings[gameId];
  const strings: GameStrings = load ? await load() : {};
  addGameStrings(instance, gameId, strings);
  if (instance === i18n) loaded.add(key);
}

export function addGameStrings(instance: I18n, gameId: string, strings: GameStrings): void {
  instance.addResourceBundle('en', gameId, strings, true, true);
}
