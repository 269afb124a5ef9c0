import { describe, expect, it } from 'vitest';
import { common } from './en';

// The site's counted words read right for 1 and for more: no raw "(s)" in its
// English strings, i18next's plural forms instead. Each game's: its
// src/games/<id>/i18n tests.

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe('plural forms', () => {
  it('leaves no raw "(s)" in the site\'s English strings', () => {
    const all = strings(common, 'common', []);
    expect(all.filter(([, s]) => /\w\(s\)/.test(s)).map(([path]) => path)).toEqual([]);
  });
});
