import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../contract/messages';
import type { OptionsDecl } from '../contract/options';
import { leaves, translationProblems } from './completeness';
import { missingStrings } from './strings';
import type { GameStrings } from './types';

// The checks every game's strings pass, run by each game's own test beside its
// text (src/games/<id>/i18n/text.test.ts) on the files found there:
// - English, the source: a sentence for every log, prompt, counter and score key
//   the game declares, using only the declared parameters; a label and help for
//   every table option of meta.ts and a name for every choice, nothing else, worded
//   for players; the home page's description, also exported apart as `info`; the
//   rules summary; counted words through plural forms, never a raw "(s)"; players
//   spoken of as "they".
// - Every other language file: every English key, not empty, with the English
//   placeholders and $t(...) nestings and every plural form the language uses, and
//   nothing English does not have (./completeness.ts).
// Which languages the site offers is the client's (src/client/i18n/languages.ts): its
// tests ask every offered language of every game to be here.

/** A strings file as found by `import.meta.glob('./[a-z][a-z].ts', { eager: true })`. */
export type StringsFiles = Record<string, Record<string, unknown>>;

/** The language code of each file (`./fr.ts` → `fr`) → its strings (the default export). */
export function stringsByLanguage(files: StringsFiles): Record<string, GameStrings> {
  return Object.fromEntries(
    Object.entries(files).map(([path, mod]) => [path.slice(-5, -3), mod.default as GameStrings]),
  );
}

/**
 * A translate function for `language` over the game's strings in every language,
 * English as the fallback, set up as the site sets up i18next (no HTML escaping:
 * React escapes). Keys are written with the namespace: `caylus:log.income`.
 */
export function translator(gameId: string, files: StringsFiles, language = 'en'): TFunction {
  const resources = Object.fromEntries(
    Object.entries(stringsByLanguage(files)).map(([code, strings]) => [code, { [gameId]: strings }]),
  );
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: [gameId],
    defaultNS: gameId,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance.getFixedT(language);
}

/** A counted sentence for 1 and for 2: key, parameters for n, the two readings. */
export type CountCase = readonly [
  key: string,
  params: (n: number) => Record<string, unknown>,
  one: string,
  two: string,
];

/** One test per counted sentence: it reads right for 1 and for 2. */
export function itCountsRight(gameId: string, t: TFunction, cases: readonly CountCase[]): void {
  it.each(cases)('%s reads right for 1 and 2', (key, params, one, two) => {
    expect(t(`${gameId}:${key}`, params(1))).toBe(one);
    expect(t(`${gameId}:${key}`, params(2))).toBe(two);
  });
}

const NOTES = /open point|\[\?\]|one summary says|rulebooks say nothing|reference|§/i;

function isSummary(value: unknown): boolean {
  const v = value as { goal?: unknown; sections?: { title?: unknown; points?: unknown }[] } | undefined;
  return (
    typeof v?.goal === 'string' &&
    Array.isArray(v.sections) &&
    v.sections.length > 0 &&
    v.sections.every(
      (s) => typeof s.title === 'string' && Array.isArray(s.points) && s.points.every((p) => typeof p === 'string'),
    )
  );
}

/** The strings a table option must have: `{ label, help, choice: { <value>: name } }`. */
function optionShape(options: OptionsDecl): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(options).map(([id, o]) => [
      id,
      ['label', 'help', ...(o.kind === 'choice' ? o.choices.map((value) => `choice.${value}`) : [])],
    ]),
  );
}

export interface GameText {
  /** The game's id, its strings' namespace. */
  gameId: string;
  /** The game's declared messages (`spec.messages`). */
  messages: Messages;
  /** The game's table options (meta.ts). */
  options: OptionsDecl;
  /** `import.meta.glob('./[a-z][a-z].ts', { eager: true })` in the game's i18n folder. */
  files: StringsFiles;
}

/** The checks above, as one describe block per language. */
export function describeGameText({ gameId, messages, options, files }: GameText): void {
  const all = stringsByLanguage(files);
  const en = all.en;
  const where = (code: string) => `src/games/${gameId}/i18n/${code}.ts`;

  describe(`${gameId}: English, the source (i18n/en.ts)`, () => {
    it('exists and is the default export', () => {
      expect(en, where('en')).toBeTypeOf('object');
    });

    it('has a sentence for every declared log, prompt, counter and score key, using only declared parameters', () => {
      expect(missingStrings(messages, en)).toEqual([]);
    });

    it('labels, explains and names every table option and choice of meta.ts, and nothing else', () => {
      const texts = leaves(en?.option);
      const wanted = Object.entries(optionShape(options)).flatMap(([id, paths]) => paths.map((p) => `${id}.${p}`));
      expect(Array.from(texts.keys()).sort()).toEqual(wanted.sort());
      for (const [path, text] of texts) expect(text, `option.${path}`).toMatch(/\S/);
    });

    it('words the options for players: no developer notes or open points', () => {
      const texts = Array.from(leaves(en?.option)).filter(([, text]) => NOTES.test(String(text)));
      expect(texts.map(([path]) => `option.${path}`)).toEqual([]);
    });

    it("has the home page's description under `info`, also exported apart", () => {
      const info = files['./en.ts']?.info as { description?: unknown } | undefined;
      expect(info?.description, 'export const info = { description }').toMatch(/\S/);
      expect(en?.info).toEqual(info);
    });

    it('has a rules summary: a goal and sections of points', () => {
      expect(isSummary(en?.rules), `${where('en')}: rules`).toBe(true);
    });

    it('speaks of players as "they", not "he"', () => {
      const texts = Array.from(leaves(en)).filter(([, text]) => /\b(he|his|him|himself)\b/i.test(String(text)));
      expect(texts.map(([path]) => path)).toEqual([]);
    });

    it('counts with plural forms, never a raw "(s)"', () => {
      const raw = Array.from(leaves(en)).filter(([, text]) => /\w\(s\)/.test(String(text)));
      expect(raw.map(([path]) => path)).toEqual([]);
    });
  });

  const others = Object.keys(all).filter((code) => code !== 'en');
  describe.each(others)(`${gameId}: %s`, (language) => {
    it('holds every English key, with its placeholders, nestings and every plural form of the language', () => {
      expect(translationProblems(en, all[language], language, gameId)).toEqual([]);
    });

    it('exports its description apart as `info` too', () => {
      expect(all[language]?.info).toEqual(files[`./${language}.ts`]?.info);
    });
  });
}
