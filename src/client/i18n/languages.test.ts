import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '../../games';
import { TABLE_OPTIONS } from '../../engine/contract/options';
import { gameInfos } from '../../games/meta';
import { gameStrings } from '../boards';
import { leaves, pluralCategories, translationProblems } from './completeness';
import { createI18n, setLanguage } from './index';
import { common } from './en';
import { offeredLanguages, nativeNames, type LanguageCode } from './languages';
import { rulesEn } from './rules-en';

// Every offered language is complete: the site's strings, the rules summaries and
// every registered game's strings (src/games/index.ts) hold every English key, not
// empty, with the English placeholders and $t(...) nestings and every plural form
// the language uses. A language is added to languages.ts only once this passes.
// `I18N_CHECK=pl,br npx vitest run src/client/i18n/languages.test.ts` checks
// languages not offered yet too (a translation in progress).

const registered = games.map((g) => g.name);
const siteModules = import.meta.glob<Record<string, unknown>>(['./[a-z][a-z].ts', '!./en.ts'], { eager: true });
const rulesModules = import.meta.glob<Record<string, unknown>>(['./rules-[a-z][a-z].ts', '!./rules-en.ts'], { eager: true });
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
  it.each(registered)('%s: en.ts declares the table options of meta.ts, word for word', async (id) => {
    const info = gameInfos.find((g) => g.id === id);
    const en = await gameStrings.en?.[id]?.();
    expect(info && en, id).toBeTruthy();
    const declared = Object.fromEntries((info?.options ?? []).map((o) => [o.id, {
      label: o.label,
      help: o.help,
      ...(o.kind === 'choice' ? { choice: Object.fromEntries(o.choices.map((c) => [c.value, c.label])) } : {}),
    }]));
    expect(en?.option ?? {}).toEqual(declared);
  });

  it("has the table's own options (every lobby shows them) as contract/options.ts declares them", () => {
    expect(common.tableOption).toEqual(Object.fromEntries(Object.entries(TABLE_OPTIONS).map(([id, o]) => [id, {
      label: o.label, help: o.help,
      ...('choices' in o ? { choice: Object.fromEntries(o.choices.map((c: { value: string; label: string }) => [c.value, c.label])) } : {}),
    }])));
  });

  it("describes each registered game on the home page as its meta.ts does", () => {
    expect(common.gameInfo).toEqual(Object.fromEntries(gameInfos.map((g) => [g.id, g.description])));
  });

  it('has a rules summary for every registered game', () => {
    expect(Object.keys(rulesEn).sort()).toEqual([...registered].sort());
  });
});

describe.each(checked)('%s', (language) => {
  it('has its site strings (i18n/<code>.ts) complete', () => {
    const mod = siteModules[`./${language}.ts`];
    expect(mod, `src/client/i18n/${language}.ts`).toBeDefined();
    expect(translationProblems(common, mod?.common, language, 'common')).toEqual([]);
  });

  it('has a rules summary of every game with the English structure (i18n/rules-<code>.ts)', () => {
    const mod = rulesModules[`./rules-${language}.ts`];
    expect(mod, `src/client/i18n/rules-${language}.ts`).toBeDefined();
    expect(translationProblems(rulesEn, mod?.rules, language, 'rules')).toEqual([]);
  });

  it.each(registered)('has every string of %s (boards/<game>/<code>.ts)', async (id) => {
    const load = gameStrings[language]?.[id];
    expect(load, `src/client/boards/${id}/${language}.ts`).toBeDefined();
    const english = await gameStrings.en?.[id]?.();
    expect(translationProblems(english, await load?.(), language, id)).toEqual([]);
  });

  // The site's counted sentences get numbers from the pages. (Log and prompt
  // parameters arrive as text, which i18next does not pluralise: games count
  // through nestings, `$t(<game>:unit.x, {"count": {{n}} })`, whose JSON is a number.)
  it('reads its own plural form of the site\'s sentences for every count', async () => {
    const mod = siteModules[`./${language}.ts`];
    const own = leaves(mod?.common);
    const i18n = createI18n();
    await setLanguage(language as LanguageCode, i18n, { remember: false });
    const rules = new Intl.PluralRules(language);
    const keys = Array.from(leaves(common).keys()).filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length));
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      for (const n of [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101]) {
        const form = n === 0 && own.has(`${key}_zero`) ? 'zero' : rules.select(n);
        const expected = i18n.services.interpolator.interpolate(String(own.get(`${key}_${form}`)), { count: n }, language, {});
        expect(i18n.t(key, { count: n }), `${key} ${n}`).toBe(expected);
      }
    }
  });

  it('has a glossary with a section per game and one for the site', () => {
    const path = join(import.meta.dirname, 'glossary', `${language}.md`);
    expect(existsSync(path), path).toBe(true);
    const headings = readFileSync(path, 'utf8').split('\n').filter((l) => /^#{1,3} /.test(l)).join('\n').toLowerCase();
    for (const name of ['site', ...gameInfos.map((info) => info.title.toLowerCase())]) expect(headings, name).toMatch(new RegExp(`^#{2,3} ${name}\\b`, 'm'));
    // Each section is a table: English term | term | source.
    expect(readFileSync(path, 'utf8')).toMatch(/^\|[^|\n]+\|[^|\n]+\|[^|\n]+\|\s*$/m);
  });
});

describe('the completeness check', () => {
  const english = {
    title: 'Caylus',
    log: {
      build: '{{player}} builds $t(caylus:buildings.{{building}}).',
      gain_one: '{{player}} gains a denier.',
      gain_other: '{{player}} gains {{count}} deniers.',
    },
    rules: { sections: [{ title: 'A turn', points: ['Income.', 'Workers.'] }] },
  };

  it('passes a complete translation, plural forms of the language included, the number written out in "one"', () => {
    expect(translationProblems(english, {
      title: 'Caylus',
      log: {
        build: '$t(caylus:buildings.{{building}}) : construit par {{player}}.',
        gain_one: '{{player}} gagne un denier.',
        gain_many: '{{player}} gagne {{count}} de deniers.',
        gain_other: '{{player}} gagne {{count}} deniers.',
      },
      rules: { sections: [{ title: 'Un tour', points: ['Revenus.', 'Ouvriers.'] }] },
    }, 'fr', 'caylus')).toEqual([]);
  });

  it('names each missing, empty or extra key, lost placeholder or nesting, and missing or foreign plural form', () => {
    expect(translationProblems(english, {
      title: ' ',
      log: {
        build: '{{player}} construit $t(caylus:building.{{building}}).',
        gain_one: '{{player}} zyskuje denara.',
        gain_few: '{{player}} zyskuje denary.',
        gain_other: '{{player}} zyskuje {{count}} denarów.',
        gain_two: '{{player}} x',
      },
      rules: { sections: [{ title: 'Tura', points: ['Dochód.'] }] },
      extra: 'x',
    }, 'pl', 'caylus')).toEqual([
      'caylus.title: empty',
      'caylus.log.build: lacks $t(caylus:buildings.{{building}})',
      'caylus.rules.sections.0.points.1: missing',
      'caylus.log.gain_few: lacks {{count}}',
      'caylus.log.gain_many: missing',
      'caylus.log.gain_two: pl has no \'two\' plural form',
      'caylus.extra: not in English',
    ]);
  });

  it("keeps English's `_zero` sentence (i18next reads it for 0 in every language) and allows it where English has none", () => {
    const en = { placed_zero: 'No citizen is placed.', placed_one: 'A citizen is placed.', placed_other: '{{count}} citizens are placed.' };
    expect(translationProblems(en, { placed_one: 'Un citoyen.', placed_many: '{{count}} de citoyens.', placed_other: '{{count}} citoyens.' }, 'fr', 'x'))
      .toEqual(['x.placed_zero: missing']);
    expect(translationProblems({ placed_one: en.placed_one, placed_other: en.placed_other },
      { placed_zero: 'Aucun.', placed_one: 'Un citoyen.', placed_many: '{{count}} de citoyens.', placed_other: '{{count}} citoyens.' }, 'fr', 'x')).toEqual([]);
  });

  it("asks Breton's 'one' (also 21, 31…) to show the number, Vietnamese only 'other'", () => {
    expect(pluralCategories('br')).toEqual(['one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('vi')).toEqual(['other']);
    const log = { gain_one: '{{player}} gounid un diner.', gain_two: '{{player}} gounid {{count}} ziner.',
      gain_few: '{{player}} gounid {{count}} diner.', gain_many: '{{player}} gounid {{count}} a zinerioù.', gain_other: '{{player}} gounid {{count}} diner.' };
    expect(translationProblems({ log: english.log }, { log }, 'br', 'caylus')).toEqual(['caylus.log.build: missing', 'caylus.log.gain_one: lacks {{count}}']);
    expect(translationProblems({ log: english.log }, { log: { build: '$t(caylus:buildings.{{building}}) {{player}}', gain_other: '{{player}} {{count}} đồng.' } }, 'vi', 'caylus')).toEqual([]);
  });
});
