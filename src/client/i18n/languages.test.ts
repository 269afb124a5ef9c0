import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '../../games';
import { TABLE_OPTIONS } from '../../engine/contract/options';
import { leaves, translationProblems } from '../../engine/i18n/completeness';
import { gameInfos } from '../../games/meta';
import { gameStrings } from './games';
import { createI18n, setLanguage } from './index';
import { common } from './en';
import { offeredLanguages, nativeNames, type LanguageCode } from './languages';

// Every offered language is complete: the site's strings hold every English key,
// not empty, with the English placeholders and $t(...) nestings and every plural
// form the language uses, and every registered game (src/games/index.ts) has its
// strings file in the language (src/games/<id>/i18n/<code>.ts), which the game's own
// test checks the same way (src/games/<id>/i18n/text.test.ts). A language is added
// to languages.ts only once both pass.
// `I18N_CHECK=pl,br npx vitest run src/client/i18n/languages.test.ts` checks
// languages not offered yet too (a translation in progress).

const registered = games.map((g) => g.name);
const siteModules = import.meta.glob<Record<string, unknown>>(['./[a-z][a-z].ts', '!./en.ts'], { eager: true });
const candidates = (process.env.I18N_CHECK ?? '').split(',').filter(Boolean);
const checked = Array.from(new Set([...offeredLanguages, ...candidates])).filter((l) => l !== 'en');

describe('the offered languages', () => {
  it('start with English, each once, each with its own name', () => {
    expect(offeredLanguages[0]).toBe('en');
    expect(new Set(offeredLanguages).size).toBe(offeredLanguages.length);
    for (const code of offeredLanguages) expect(nativeNames[code as LanguageCode], code).toMatch(/\S/);
  });
});

describe('English, the source', () => {
  it("labels, explains and names every choice of the table's own options (every lobby shows them), and nothing else", () => {
    const wanted = Object.entries(TABLE_OPTIONS).flatMap(([id, o]) =>
      ['label', 'help', ...(o.kind === 'choice' ? o.choices.map((v) => `choice.${v}`) : [])].map((p) => `${id}.${p}`),
    );
    const texts = leaves(common.tableOption);
    expect(Array.from(texts.keys()).sort()).toEqual(wanted.sort());
    for (const [path, text] of texts) expect(text, path).toMatch(/\S/);
  });

  it.each(registered)('has the strings of %s (src/games/<id>/i18n/en.ts)', (id) => {
    expect(gameStrings.en?.[id], id).toBeDefined();
  });
});

describe.each(checked)('%s', (language) => {
  it('has its site strings (i18n/<code>.ts) complete', () => {
    const mod = siteModules[`./${language}.ts`];
    expect(mod, `src/client/i18n/${language}.ts`).toBeDefined();
    expect(translationProblems(common, mod?.common, language, 'common')).toEqual([]);
  });

  it.each(registered)('has the strings of %s (src/games/<id>/i18n/<code>.ts; complete: its text.test.ts)', (id) => {
    expect(gameStrings[language]?.[id], `src/games/${id}/i18n/${language}.ts`).toBeDefined();
  });

  // The site's counted sentences get numbers from the pages. (Log and prompt
  // parameters arrive as text, which i18next does not pluralise: games count
  // through nestings, `$t(<game>:unit.x, {"count": {{n}} })`, whose JSON is a number.)
  it("reads its own plural form of the site's sentences for every count", async () => {
    const mod = siteModules[`./${language}.ts`];
    const own = leaves(mod?.common);
    const i18n = createI18n();
    await setLanguage(language as LanguageCode, i18n, { remember: false });
    const rules = new Intl.PluralRules(language);
    const keys = Array.from(leaves(common).keys())
      .filter((k) => k.endsWith('_other'))
      .map((k) => k.slice(0, -'_other'.length));
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      for (const n of [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101]) {
        const form = n === 0 && own.has(`${key}_zero`) ? 'zero' : rules.select(n);
        const expected = i18n.services.interpolator.interpolate(
          String(own.get(`${key}_${form}`)),
          { count: n },
          language,
          {},
        );
        expect(i18n.t(key, { count: n }), `${key} ${n}`).toBe(expected);
      }
    }
  });

  it("has a glossary of the site's terms, and a section in each game's glossary", () => {
    const path = join(import.meta.dirname, 'glossary', `${language}.md`);
    expect(existsSync(path), path).toBe(true);
    const site = readFileSync(path, 'utf8');
    expect(site.toLowerCase()).toMatch(/^## site\b/m);
    // Each section is a table: English term | term | source.
    expect(site).toMatch(/^\|[^|\n]+\|[^|\n]+\|[^|\n]+\|\s*$/m);
    for (const info of gameInfos) {
      const beside = join(import.meta.dirname, '../../games', info.id, 'i18n', 'glossary.md');
      expect(existsSync(beside), beside).toBe(true);
      const sections = readFileSync(beside, 'utf8').split(/^## /m);
      const own = sections.find((section) => section.split('\n', 1)[0]?.includes(`(${language})`));
      expect(own, `${beside}: a section "## <language> (${language})"`).toBeDefined();
      expect(own).toMatch(/^\|[^|\n]+\|[^|\n]+\|[^|\n]+\|\s*$/m);
    }
  });
});
