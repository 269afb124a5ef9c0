import { describe, expect, it } from 'vitest';
import { englishStrings } from '../boards';
import { common } from './en';
import { createI18n, loadGameStrings } from './index';

// Counted words read right for 1 and for more (issue 11, defect 8): no raw "(s)"
// in any English string; i18next's plural forms, nested where the number is not
// called `count`.

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe('plural forms', () => {
  it('leaves no raw "(s)" in the site\'s or any game\'s English strings', async () => {
    const all = strings(common, 'common', []);
    for (const [id, load] of Object.entries(englishStrings)) {
      // Games being written now are checked once they are registered.
      if (id === 'troyes' || id === 'iwari') continue;
      strings(await load(), id, all);
    }
    expect(all.filter(([, s]) => /\w\(s\)/.test(s)).map(([path]) => path)).toEqual([]);
  });

  it('reads 1 and 2 right in Caylus and Tikal sentences', async () => {
    const i18n = createI18n();
    await loadGameStrings('caylus', i18n);
    await loadGameStrings('tikal', i18n);
    const t = i18n.getFixedT('en');
    expect(t('caylus:log.income', { player: 'Ann', deniers: 1 })).toBe('Ann receives 1 denier of income.');
    expect(t('caylus:log.income', { player: 'Ann', deniers: 2 })).toBe('Ann receives 2 deniers of income.');
    expect(t('caylus:log.favourSimple', { player: 'Ann', count: 1, vp: 1 })).toBe('Ann earns 1 royal favour, worth 1 point.');
    expect(t('tikal:prompt.actions', { ap: 1 })).toBe('You have 1 action point.');
    expect(t('tikal:prompt.actions', { ap: 10 })).toBe('You have 10 action points.');
  });
});
