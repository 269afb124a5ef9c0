import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './en';
import { gameStrings } from '../boards';
import type { GameStrings } from '../kit/types';

/**
 * The site's own strings per language. A new language adds its `common` object
 * here and `boards/<id>/<code>.ts` for each game; English fills any gap.
 */
const siteStrings = { en: common } as const;
export type Language = keyof typeof siteStrings;
export const languages = Object.keys(siteStrings) as Language[];

const LANGUAGE_KEY = 'euro-tables:language';

/** The stored choice, else the browser's language if offered, else English. */
export function pickLanguage(stored: string | null, browser: readonly string[]): Language {
  const offered = (code: string | null | undefined): code is Language =>
    !!code && (languages as readonly string[]).includes(code);
  if (offered(stored)) return stored;
  for (const tag of browser) {
    const code = tag.slice(0, 2).toLowerCase();
    if (offered(code)) return code;
  }
  return 'en';
}

function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  return pickLanguage(window.localStorage.getItem(LANGUAGE_KEY), window.navigator.languages ?? []);
}

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: Object.fromEntries(Object.entries(siteStrings).map(([lng, strings]) => [lng, { common: strings }])),
    // React escapes text itself.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export const i18n = createI18n();

const loaded = new Set<string>();

/**
 * Adds a game's strings as the `<gameId>` namespace: English, and the current
 * language when it differs. Once per game and language; missing files are fine.
 */
export async function loadGameStrings(gameId: string, instance: I18n = i18n): Promise<void> {
  const wanted = Array.from(new Set(['en', instance.language]));
  await Promise.all(wanted.map(async (language) => {
    const key = `${language}/${gameId}`;
    if (loaded.has(key) && instance === i18n) return;
    const load = gameStrings[language]?.[gameId];
    addGameStrings(instance, gameId, load ? await load() : {}, language);
    if (instance === i18n) loaded.add(key);
  }));
}

export function addGameStrings(instance: I18n, gameId: string, strings: GameStrings, language = 'en'): void {
  instance.addResourceBundle(language, gameId, strings, true, true);
}
