// The languages the site offers, in the switcher's order: the one list every part
// of the site reads (switcher, first-visit choice, loaders, the completeness tests).
// A language joins it only once its files exist (the site's `<code>.ts`, every
// registered game's `src/games/<id>/i18n/<code>.ts`, a glossary) and pass
// languages.test.ts and src/games/text.test.ts; English is the source and always first.
export const offeredLanguages = ['en', 'fr', 'pl', 'vi', 'br'] as const satisfies readonly LanguageCode[];

/** Every language the site has files for or is being translated into. */
export type LanguageCode = 'en' | 'fr' | 'pl' | 'vi' | 'br';
export type Language = (typeof offeredLanguages)[number];

/** Each language's name in itself, as the switcher shows it. */
export const nativeNames: Record<LanguageCode, string> = {
  en: 'English',
  fr: 'Français',
  pl: 'Polski',
  vi: 'Tiếng Việt',
  br: 'Brezhoneg',
};

export const LANGUAGE_KEY = 'euro-tables:language';

export function isOffered(code: string | null | undefined): code is Language {
  return !!code && (offeredLanguages as readonly string[]).includes(code);
}

/** The stored choice, else the first browser language offered (by its primary subtag), else English. */
export function pickLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isOffered(stored)) return stored;
  for (const tag of browser) {
    const code = tag.split('-')[0]?.toLowerCase();
    if (isOffered(code)) return code;
  }
  return 'en';
}
