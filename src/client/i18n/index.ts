import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { GameStrings, RulesSummary } from '../../engine/i18n/types';
import { common } from './en';
import { englishDescriptions, gameStrings, loadDescriptions } from './games';
import { addedGames } from '../registry/e2eGames';
import { LANGUAGE_KEY, isOffered, pickLanguage, type Language, type LanguageCode } from './languages';
import { rememberTranslations } from './memoT';

export { LANGUAGE_KEY, nativeNames, offeredLanguages as languages, pickLanguage } from './languages';
export type { Language, LanguageCode } from './languages';

// English `common` ships with the page: it is the first paint of most visits and
// the fallback of every other language, and it is small. Every other language's
// `common` and every game's strings is a lazy chunk of its own: a Vietnamese player
// at a Tikal table downloads `vi.ts`, `games/tikal/i18n/vi.ts` and nothing of Polish
// or of Caylus. The home page's game descriptions come from each game's strings
// (`info`, see ./games.ts) and are added to `common` as `gameInfo.<id>`: English
// ones with the page, another language's with its `common`.
const siteModules = import.meta.glob<Record<string, unknown>>(['./[a-z][a-z].ts', '!./en.ts']);

type Strings = { [key: string]: string | Strings };

/**
 * react-i18next's useTranslation hands out a copy of the instance (own fields
 * copied, `__original` pointing back): a language switched on the copy would not be
 * the page's, and what was loaded is kept per instance. Always work on the original.
 */
function unwrap(instance: I18n): I18n {
  return (instance as I18n & { __original?: I18n }).__original ?? instance;
}

/** What this instance holds or is fetching: `<language>/<namespace>`. */
const loading = new WeakMap<I18n, Map<string, Promise<void>>>();
/** The games whose strings this instance was asked for: reloaded on a language switch. */
const gamesWanted = new WeakMap<I18n, Set<string>>();

function loadingOf(instance: I18n): Map<string, Promise<void>> {
  let map = loading.get(instance);
  if (!map) loading.set(instance, (map = new Map()));
  return map;
}

function gamesOf(instance: I18n): Set<string> {
  let set = gamesWanted.get(instance);
  if (!set) gamesWanted.set(instance, (set = new Set()));
  return set;
}

function pick(mod: Record<string, unknown>, ...names: string[]): Strings | undefined {
  for (const name of names) {
    const value = mod[name];
    if (typeof value === 'object' && value !== null) return value as Strings;
  }
  return undefined;
}

/** Fetches `namespace` in `language` once per instance (`common` or a game id); a missing file adds an empty bundle. */
function ensure(instance: I18n, language: string, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  const map = loadingOf(instance);
  const known = map.get(key);
  if (known) return known;
  const promise = (async () => {
    let strings: Strings | undefined;
    if (namespace === 'common') {
      if (language === 'en') return;
      const load = siteModules[`./${language}.ts`];
      const [site, gameInfo] = await Promise.all([
        load ? load().then((mod) => pick(mod, 'common')) : undefined,
        loadDescriptions(language),
      ]);
      strings = { ...site, gameInfo };
    } else {
      const load = gameStrings[language]?.[namespace];
      strings = load ? await load() : undefined;
      // A game not translated into this language at all is shown in English.
      if (!load && language !== 'en') await ensure(instance, 'en', namespace);
    }
    instance.addResourceBundle(language, namespace, strings ?? {}, true, true);
  })();
  map.set(key, promise);
  // A failed fetch (offline) may be tried again later.
  promise.catch(() => map.delete(key));
  return promise;
}

/**
 * A fresh i18next instance in English, synchronously ready (the tests' and the
 * first paint's). English `common` is bundled; other languages load with
 * `setLanguage`, games' strings with `loadGameStrings`.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: { ...common, gameInfo: englishDescriptions } } },
    partialBundledLanguages: true,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // A key the chosen language lacks falls back to English. A non-English player
    // downloads a game's English strings only then (the completeness tests keep
    // offered languages whole, so normally never); until they arrive the text is
    // left blank rather than showing a raw key, and the 'added' event re-renders it
    // in English. A lookup that brings a real default of its own (a list item's id,
    // an option label from meta.ts) shows that default; one whose default is only a
    // readable stand-in (a log line's "key (params)", flagged `rawFallback`) waits
    // for English like any other.
    saveMissing: true,
    appendNamespaceToMissingKey: true,
    missingKeyHandler: (
      _languages,
      namespace,
      _key,
      _fallback,
      _update,
      options: { defaultValue?: unknown; rawFallback?: boolean },
    ) => {
      if (namespace === 'common' || instance.language === 'en') return;
      if (options.defaultValue !== undefined && !options.rawFallback) return;
      void ensure(instance, 'en', namespace).catch(() => undefined);
    },
    parseMissingKeyHandler: (nsKey, defaultValue, options?: { rawFallback?: boolean }) => {
      const [namespace = '', ...path] = nsKey.split(':');
      const key = path.length > 0 ? path.join(':') : nsKey;
      const waiting =
        instance.language !== 'en' && namespace !== 'common' && !instance.hasResourceBundle('en', namespace);
      if (defaultValue !== undefined && !(waiting && options?.rawFallback)) return defaultValue;
      return waiting ? '' : key;
    },
    react: { bindI18nStore: 'added' },
  });
  // A game a build adds (registry/e2eGames.ts) brings its description with its strings.
  for (const added of addedGames) {
    void added.strings().then(({ info }) => {
      const description = typeof info === 'object' ? info.description : undefined;
      instance.addResourceBundle('en', 'common', { gameInfo: { [added.id]: description } }, true, true);
    });
  }
  rememberTranslations(instance);
  return instance;
}

export const i18n = createI18n();

function rememberChoice(language: LanguageCode): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}

function markPage(language: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Switches `instance` to `language` once its `common` and the strings of every
 * game already loaded are in: the page re-renders in the new language at once,
 * without a reload, and never half-translated.
 */
export async function setLanguage(language: LanguageCode, given: I18n = i18n, { remember = true } = {}): Promise<void> {
  const instance = unwrap(given);
  const games = Array.from(gamesOf(instance));
  await Promise.all([
    ensure(instance, language, 'common'),
    ...games.map((gameId) => ensure(instance, language, gameId)),
  ]);
  await instance.changeLanguage(language);
  markPage(language);
  if (remember) rememberChoice(language);
}

/** The language a visit starts in: the stored choice, else the browser's first offered language, else English. */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    stored = null;
  }
  return pickLanguage(stored, window.navigator.languages ?? [window.navigator.language]);
}

/** Before the first render: the visit's language, loaded (a first visit's guess is not stored as a choice). */
export async function startI18n(instance: I18n = i18n): Promise<void> {
  const language = initialLanguage();
  await setLanguage(language, instance, { remember: false }).catch(() =>
    setLanguage('en', instance, { remember: false }),
  );
}

/**
 * Adds a game's strings as the `<gameId>` namespace in the instance's current
 * language (English comes along only on a missing key: see createI18n).
 * Once per game and language; a game without strings is fine.
 */
export async function loadGameStrings(gameId: string, given: I18n = i18n): Promise<void> {
  const instance = unwrap(given);
  gamesOf(instance).add(gameId);
  const language = instance.resolvedLanguage ?? instance.language;
  await ensure(instance, language, gameId);
}

/** Adds strings directly (tests, and games whose strings are given in code). */
export function addGameStrings(instance: I18n, gameId: string, strings: GameStrings, language = 'en'): void {
  instance.addResourceBundle(language, gameId, strings, true, true);
}

/**
 * A game's rules summary in `language`: its strings' `rules` (load them first with
 * loadGameStrings), else English's if loaded, else null.
 */
export async function loadRulesSummary(
  gameId: string,
  language: string,
  given: I18n = i18n,
): Promise<RulesSummary | null> {
  const instance = unwrap(given);
  for (const code of [language, 'en']) {
    const own: unknown = instance.getResourceBundle(code, gameId)?.rules;
    if (isRulesSummary(own)) return own;
  }
  return null;
}

export function isRulesSummary(value: unknown): value is RulesSummary {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { goal?: unknown }).goal === 'string' &&
    Array.isArray((value as { sections?: unknown }).sections)
  );
}

export { isOffered };
