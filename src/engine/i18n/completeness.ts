import { parametersOf } from './strings';

// How a translation falls short of its English source (the tests' check, per
// language): every English key present and not empty, with every `{{placeholder}}`
// and every `$t(...)` nesting of the English sentence, and every plural category the
// language uses (Intl.PluralRules) wherever English has `key_one`/`key_other`; and
// no key English does not have.

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

/** Every string leaf under `value`: `path` → text (arrays by index: `sections.0.title`). */
export function leaves(value: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  } else {
    out.set(path, value);
  }
  return out;
}

/** `$t(...)` nestings' key paths, as written (`caylus:unit.denier`, `troyes:building.{{building}}`). */
export function nestingsOf(sentence: string): string[] {
  return Array.from(sentence.matchAll(/\$t\(\s*([^,)]+?)\s*[,)]/g), (m) => m[1] ?? '');
}

function pluralSplit(path: string): [base: string, category: Category] | null {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(path);
  return m ? [m[1] ?? '', m[2] as Category] : null;
}

/** The plural categories `language` distinguishes, as i18next suffixes them. */
export function pluralCategories(language: string): Category[] {
  const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return CATEGORIES.filter((c) => used.includes(c));
}

/** Whether the language's 'one' form is also chosen for a number above 1 (Breton: 21, 31…): it must then show the number. */
function oneCoversMore(language: string): boolean {
  const rules = new Intl.PluralRules(language);
  for (let n = 2; n <= 200; n++) if (rules.select(n) === 'one') return true;
  return false;
}

const missing = (wanted: readonly string[], got: readonly string[]) => wanted.filter((w) => !got.includes(w));

/**
 * Every way `translated` falls short of `english` in `language`, each named by its
 * key path (prefixed with `where`); empty when it is complete.
 */
export function translationProblems(english: unknown, translated: unknown, language: string, where: string): string[] {
  const en = leaves(english);
  const tr = leaves(translated);
  const problems: string[] = [];
  const categories = pluralCategories(language);
  const at = (path: string) => `${where}.${path}`;

  // English plain keys, and English plural groups (base → the English forms).
  const plain: string[] = [];
  const plurals = new Map<string, Map<Category, string>>();
  for (const [path, text] of en) {
    if (typeof text !== 'string') continue;
    const split = pluralSplit(path);
    if (split && en.has(`${split[0]}_other`)) {
      const forms = plurals.get(split[0]) ?? new Map<Category, string>();
      forms.set(split[1], text);
      plurals.set(split[0], forms);
    } else {
      plain.push(path);
    }
  }

  const check = (path: string, source: string, required: { params: string[]; nestings: string[] }) => {
    const text = tr.get(path);
    if (text === undefined) return problems.push(`${at(path)}: missing`);
    if (typeof text !== 'string') return problems.push(`${at(path)}: not a string`);
    if (source.trim() !== '' && text.trim() === '') return problems.push(`${at(path)}: empty`);
    for (const p of missing(required.params, parametersOf(text))) problems.push(`${at(path)}: lacks {{${p}}}`);
    for (const n of missing(required.nestings, nestingsOf(text))) problems.push(`${at(path)}: lacks $t(${n})`);
    return undefined;
  };

  for (const path of plain) {
    const source = en.get(path) as string;
    check(path, source, { params: parametersOf(source), nestings: nestingsOf(source) });
  }

  const wide = oneCoversMore(language);
  for (const [base, forms] of plurals) {
    const one = forms.get('one') ?? forms.get('other') ?? '';
    const other = forms.get('other') ?? '';
    // i18next reads `_zero` for a count of 0 in every language: kept wherever English has it.
    const wanted: Category[] = forms.has('zero') ? ['zero', ...categories.filter((c) => c !== 'zero')] : categories;
    for (const category of wanted) {
      const source = category === 'one' ? one : category === 'zero' ? (forms.get('zero') ?? other) : other;
      let params = parametersOf(source);
      // 'one' also said of 21, 31…: the count must show there, as in English's 'other'.
      if (category === 'one' && wide && parametersOf(other).includes('count')) params = [...params, 'count'];
      check(`${base}_${category}`, source, { params: Array.from(new Set(params)), nestings: nestingsOf(source) });
    }
  }

  // Keys English does not have (stale or misspelt), and plural forms the language does not use.
  for (const path of tr.keys()) {
    if (en.has(path) && !pluralSplit(path)) continue;
    const split = pluralSplit(path);
    if (split && plurals.has(split[0])) {
      if (!categories.includes(split[1]) && split[1] !== 'zero')
        problems.push(`${at(path)}: ${language} has no '${split[1]}' plural form`);
      continue;
    }
    if (!en.has(path)) problems.push(`${at(path)}: not in English`);
  }
  return problems;
}
