import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Node version the README and package.json promise must be one that every
// dependency declares it supports: npm warns otherwise, and
// the site runs on Node 20 machines.

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

type Version = [number, number, number];

function parse(v: string): Version {
  const [a = 0, b = 0, c = 0] = v
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
  return [a, b, c];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Whether a version meets an npm engines range (the forms npm packages use: >=, >, <, <=, ^, ~, x, ||). */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return comparators.every((c) => {
      const m = /^(>=|<=|>|<|\^|~|=)?v?([\d.x*]+)$/.exec(c);
      if (!m) throw new Error(`range not understood: ${range}`);
      const op = m[1] ?? '=';
      const bound = parse(m[2].replace(/[x*]/g, '0'));
      const cmp = compare(v, bound);
      switch (op) {
        case '>=':
          return cmp >= 0;
        case '>':
          return cmp > 0;
        case '<':
          return cmp < 0;
        case '<=':
          return cmp <= 0;
        case '^':
          return cmp >= 0 && v[0] === bound[0];
        case '~':
          return cmp >= 0 && v[0] === bound[0] && v[1] === bound[1];
        default:
          return m[2].includes('x') || m[2].split('.').length < 3 ? v[0] === bound[0] : cmp === 0;
      }
    });
  });
}

describe('Node engines', () => {
  const declared = pkg.engines.node;
  const minimum = /^>=\s*([\d.]+)$/.exec(declared)?.[1] ?? '';

  it('declares a plain minimum, the one the README gives, and it runs Node 20', () => {
    expect(minimum).not.toBe('');
    expect(parse(minimum)[0]).toBe(20);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`Node ${minimum} or newer`);
  });

  it.each(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }))('%s supports it', (name) => {
    const installed = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      engines?: { node?: string };
    };
    const range = installed.engines?.node;
    if (range)
      expect(satisfies(`${minimum}.0`.split('.').slice(0, 3).join('.'), range), `${name}: ${range}`).toBe(true);
  });

  it('reads ranges as npm does', () => {
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '>= 7.6.0')).toBe(true);
    expect(satisfies('20.18.0', '^20.19.0 || >=22.12.0')).toBe(false);
  });
});
