import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildClient, removeBuild } from './harness';

// The home page's own JavaScript (the entry and what index.html preloads) must stay
// under 250 kB gzipped; boards, rules, bots and the debug panel load later.
const BUDGET = 250_000;

afterAll(removeBuild);

describe('home page bundle', () => {
  it('stays under 250 kB of gzipped JavaScript', () => {
    const dist = buildClient();
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = Array.from(html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g), (m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    const gzipped = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path))).length, 0);
    expect(gzipped).toBeLessThan(BUDGET);
    // Nothing of boardgame.io's engine, socket.io or the debug panel is in it.
    const code = scripts.map((path) => readFileSync(join(dist, path), 'utf8')).join('\n');
    expect(code).not.toContain('INVALID_MOVE');
    expect(code).not.toContain('debug-panel');
  });
});
